"""Labyrinth in words: its refusal sentences and its symbols, for the voice clips."""

from __future__ import annotations

from collections.abc import Mapping

from spidergames.app.i18n import N_
from spidergames.core.gameinfo import Plural
from spidergames.core.plugin import GameWords, SpokenValues

from .board import IN_SENTENCES, SYMBOLS

TEXTS: Mapping[str, str | Plural] = {
    "labyrinth.already_pushed": N_("You already pushed a tile in: now walk your piece, or stay where you are."),
    "labyrinth.push_at_arrows": N_("Push the tile in at one of the {arrows} arrows around the board."),
    "labyrinth.push_back_blocked": N_("That would just push the last tile straight back. Pick another arrow!"),
    "labyrinth.push_first": N_("First push the spare tile into the maze, then you can walk."),
    "labyrinth.cannot_reach": N_("Your piece can't get there: the streets don't join up. Pick a glowing tile!"),
}
"""The English of every message key the rules use (tests/app/test_i18n.py checks both ways)."""

WORDS = GameWords(TEXTS)


def spoken_values() -> SpokenValues:
    """Each symbol alone and as a sentence says it (with its article)."""
    symbols = [name for _, name in SYMBOLS]
    return SpokenValues(names=symbols + list(IN_SENTENCES.values()),
                        samples={"symbol": symbols, "goal": [f"the {s}" for s in symbols] + ["your home corner"],
                                 "steps": [str(n) for n in range(101)]})
