"""What the menu and setup screen know about a game before any of its rules load.

Kept apart from the protocol so that starting the app (the menu) loads as little as possible.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Variant:
    """A rule option the setup screen offers; `choices[0]` is the printed rule."""

    key: str
    label: str
    choices: tuple[str, ...]
    help: str = ""


@dataclass(frozen=True)
class GameInfo:
    """What the menu and setup screen show about a game before any rules run."""

    id: str
    title: str
    tagline: str
    min_players: int
    max_players: int
    first_player: str  # who the rulebook says starts: "youngest" or "eldest" or "anyone"
    characters: tuple[str, ...] = ("spider-man",)
    variants: tuple[Variant, ...] = ()
    short_title: str = ""  # for small places (menu tiles, tabs); falls back to the title

    @property
    def label(self) -> str:
        return self.short_title or self.title
