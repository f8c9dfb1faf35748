"""What the menu and setup screen know about a game before any of its rules load, and how to
load the rest.

Kept apart from the protocol so that starting the app (the menu) loads as little as possible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .hints import Reason
    from .protocol import Bot, Game


def N_(text: str) -> str:
    """Marks `text` (a title, a tagline) for the translators' catalogues; the app translates it where
    it shows it (`app/i18n.py`). It changes nothing: the info cards stay plain English data."""
    return text


IN_A_SENTENCE = "in a sentence"
"""The message context of a name as a sentence says it, with its article (see `NC_`)."""


def NC_(context: str, text: str) -> str:
    """Marks `text` for the catalogues under a message `context` (`pybabel extract -k NC_:1c,2`); the app
    looks it up with `pgettext`. A name a sentence puts in ("Walk to {goal}!") is marked twice: alone,
    as a label shows it ("Daily Bugle"), and under `IN_A_SENTENCE` with the article it brings along
    ("the Daily Bugle", "Electro's Lightning Bolt"): its own msgid even where the English is the same,
    since Spanish still says "el Rayo de Electro" there and "Rayo de Electro" on the label."""
    return text


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


@dataclass(frozen=True)
class GameEntry:
    """One game's registration: its info card at once; its rules, bots and scene on first use.

    Each game's `info.py` builds its `ENTRY` from three small functions that import the rest of
    the game explicitly (`from .rules import GAME`), so listing the games for the menu loads
    nothing but the info cards. `scene` is None for a game that has no screen yet; `hint` is
    the game's `bots.hint` (Help: a good robot's move and a reason), None for a game without.
    """

    info: GameInfo
    rules: Callable[[], Game[Any, Any]]
    bots: Callable[[str], Bot[Any]]  # a computer player of a level from LEVELS
    rules_page: Path  # the game's rules.md, shown by the rulebook
    scene: Callable[[], type[Any]] | None = None  # the game scene class (it imports pygame)
    hint: Callable[..., tuple[Any, Reason]] | None = None  # (observation, legal_actions, rng)

    @property
    def id(self) -> str:
        return self.info.id
