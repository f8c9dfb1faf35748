"""The grown-ups' records of each child (issue #29): what the bars show, and where the printed pages go.

Everything here is read from the profiles alone (`profiles.Profile`: games played and won per game, Help
asked for, the time at a game table this week); nothing is counted anew and nothing leaves the computer.
The records page (`scenes/records.py`) and the printed pages (`printed_records.py`) draw the same counts
with the same scale, so a bar twice as long is twice as many on the screen and on paper alike.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
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
LEAST_SCALE = 10
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
    """The count a full bar stands for: every bar on a page shares one scale, and it is never less than
    `LEAST_SCALE`, so a child's first game is a short bar, not a full one."""
    return max(LEAST_SCALE, *(max(t.played, t.won, t.hints) for t in counts))


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


class Saving:
    """Writing the printed pages, one a `step` (a class of forty is forty-odd pages of a few hundred
    milliseconds each: a step a frame keeps the window awake and shows how far it got). They go into a
    new folder in the user's Pictures folder, else in the app's user folder (where Pictures cannot be
    written too); a folder neither can write is reported, kindly, and the profiles are never touched."""

    def __init__(self, pages: list[tuple[str, Callable[[], pygame.Surface]]], user_folder: Path,
                 now: datetime) -> None:
        self.pages = pages
        name = _safe(f"{_(FOLDER)} {now:%Y-%m-%d %H.%M}")
        self.folders = [place / name for place in dict.fromkeys(p for p in (pictures_dir(), user_folder) if p)]
        self.done = 0
        self.printed: Printed | None = None

    def step(self) -> Printed | None:
        """Draw and write the next page; what came of it all once the last is written (or none could be)."""
        import io

        import pygame

        from . import storage

        if self.printed is not None:
            return self.printed
        name, make = self.pages[self.done]
        try:
            data = io.BytesIO()
            pygame.image.save(make(), data, "page.png")
            storage.write_bytes(self.folders[0] / f"{self.done:02d} {_safe(name)}.png", data.getvalue())
        except (OSError, pygame.error) as exc:
            log.warning("could not save the records' pages in %s: %s", self.folders[0], exc)
            self.folders.pop(0)
            self.done = 0  # all of them again, in the next place
            if not self.folders:
                self.printed = Printed(None, 0, getattr(exc, "strerror", None) or str(exc))
            return self.printed
        self.done += 1
        if self.done == len(self.pages):
            self.printed = Printed(self.folders[0], self.done)
        return self.printed


def _safe(name: str) -> str:
    """`name` fit to be a file's name on every computer: letters, digits, spaces, dots and dashes."""
    return re.sub(r"[^\w .-]", "", name).strip(" .") or "page"
