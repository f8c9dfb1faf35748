"""The toy in words: its one refusal sentence (its own catalogue domain translates it, `locale/`)."""

from __future__ import annotations

from collections.abc import Mapping

from spidergames.app.i18n import N_
from spidergames.core.gameinfo import Plural
from spidergames.core.plugin import GameWords, SpokenValues

from .rules import CARDS

TEXTS: Mapping[str, str | Plural] = {
    "toy.already_guessed": N_("{number} was guessed already: pick a number that is still open!"),
}
"""The English of every message key the rules use."""

WORDS = GameWords(TEXTS)


def spoken_values() -> SpokenValues:
    """The card numbers, said whole."""
    return SpokenValues(names=[str(n) for n in CARDS],
                        samples={"number": [str(n) for n in CARDS], "round": [str(n) for n in range(1, 101)]})
