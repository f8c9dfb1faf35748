"""What the menu and setup screen know about a game before any of its rules load, and the markers
that put a game's words in the catalogues (`N_` and `NC_` are core/translatable.py's, here too).

Kept apart from the protocol so that starting the app (the menu) loads as little as possible.
"""

from __future__ import annotations

from dataclasses import dataclass

from .translatable import IN_A_SENTENCE as IN_A_SENTENCE
from .translatable import N_ as N_
from .translatable import NC_ as NC_


@dataclass(frozen=True)
class Plural:
    """A sentence whose words change with the number in its parameter `count`."""

    singular: str
    plural: str
    count: str


def N_plural(singular: str, plural: str, count: str) -> Plural:
    """Marks a plural sentence for the catalogues (`pybabel extract -k N_plural:1,2`)."""
    return Plural(singular, plural, count)


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
    fixed_characters: tuple[tuple[str, str], ...] = ()  # (colour, character) a colour may not change
    order: int = 100  # the menu lists the games by this number (then by id): the built-in four use 10 to 40

    @property
    def label(self) -> str:
        return self.short_title or self.title

    def characters_for(self, colour: str) -> tuple[str, ...]:
        """The characters a seat of `colour` may choose (Labyrinth: blue and red are Spider-Man)."""
        fixed = dict(self.fixed_characters).get(colour)
        return (fixed,) if fixed is not None else self.characters

    def character_for(self, colour: str, k: int) -> str:
        """The `k`-th choice (cycling) for a seat of `colour`: the default for seat `k`."""
        choices = self.characters_for(colour)
        return choices[k % len(choices)]
