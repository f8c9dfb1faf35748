"""The grown-ups' records of each child (issue #29): what the bars show, and where the printed pages go.

Everything here is read from the profiles alone (`profiles.Profile`: games played and won per game, Help
asked for, the time at a game table this week); nothing is counted anew and nothing leaves the computer.
The records page (`scenes/records.py`) and the printed pages (`printed_records.py`) draw the same counts
with the same scale, so a bar twice as long is twice as many on the screen and on paper alike.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from .i18n import N_, _
from .paths import pictures_dir

if TYPE_CHECKING:
    from datetime import date

    import pygame

    from .profiles import Profile

log = logging.getLogger(__name__)

FOLDER = N_("spidergames records")
"""The printed pages' folder, its date and time after it (each saving its own folder, never mixed)."""
SHORTEST_BAR = 6
"""A count of one beside a count of a thousand still shows as a bar, not as nothing."""
CANNOT_SAVE_PAGES = N_("The pages could not be saved ({reason}). Nothing else was changed: the records "
                       "are all still here.")


@dataclass(frozen=True)
class Tally:
    """One child's counts for one game."""

    game: str
    played: int
    won: int
    hints: int


def tallies(profile: Profile, games: tuple[str, ...]) -> tuple[Tally, ...]:
    """The child's counts for every registered game, in the games' order (a game not played: zeros)."""
    return tuple(Tally(g, profile.played.get(g, 0), profile.won.get(g, 0), profile.hints.get(g, 0)) for g in games)


def top(counts: tuple[Tally, ...]) -> int:
    """The count the longest bar stands for: every bar on a page shares one scale."""
    return max((max(t.played, t.won, t.hints) for t in counts), default=0)


def bar(count: int, most: int, room: int) -> int:
    """The length of a bar for `count` when `most` fills `room` pixels (nothing for none)."""
    if count <= 0 or most <= 0:
        return 0
    return max(SHORTEST_BAR, round(room * min(count, most) / most))


def minutes(profile: Profile, today: date) -> int:
    """Minutes at a game table in the week of `today`, to the nearest minute."""
    return (profile.seconds_this_week(today) + 30) // 60


def has_played(profile: Profile) -> bool:
    return any(profile.played.values())


@dataclass(frozen=True)
class Printed:
    """Where the pages went, or why they could not be saved (`reason` set, `folder` None)."""

    folder: Path | None
    pages: int
    reason: str = ""


def save_pages(pages: list[tuple[str, pygame.Surface]], user_folder: Path, now: datetime) -> Printed:
    """Write each (name, page) as a PNG into a new folder in the user's Pictures folder, else in the app's
    user folder (where Pictures cannot be written too). A folder neither can write is reported, kindly,
    and the profiles are not touched either way."""
    import io

    import pygame

    from . import storage

    name = f"{_(FOLDER)} {now:%Y-%m-%d %H.%M}"
    places = [p for p in (pictures_dir(), user_folder) if p is not None]
    reason = ""
    for place in dict.fromkeys(places):
        folder = place / _safe(name)
        try:
            for i, (page_name, page) in enumerate(pages):
                data = io.BytesIO()
                pygame.image.save(page, data, "page.png")
                storage.write_bytes(folder / f"{i:02d} {_safe(page_name)}.png", data.getvalue())
        except (OSError, pygame.error) as exc:
            log.warning("could not save the records' pages in %s: %s", place, exc)
            reason = getattr(exc, "strerror", None) or str(exc)
            continue
        return Printed(folder, len(pages))
    return Printed(None, 0, reason)


def _safe(name: str) -> str:
    """`name` fit to be a file's name on every computer: letters, digits, spaces, dots and dashes."""
    return re.sub(r"[^\w .-]", "", name).strip(" .") or "page"
