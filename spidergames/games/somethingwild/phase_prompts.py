"""Something Wild!'s phases and the prompt that names each (see yahtzee/phase_prompts.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .rules import Observation


def phase_of(view: Observation, legal: Sequence[Any]) -> str:
    return view.phase.value


PROMPTS = {
    "draw": "Tap the deck to draw a card.",
    "play": "Play a card into your row.",
    "power": "Use a glowing Power, or press No Power.",
    "guess-colour": "Guess the colour of the top card!",
    "guess-number": "Guess the number of the top card!",
    "swap-give": "Pick your card to swap.",
    "swap-take": "Pick the card you want.",
    "take-discard": "Pick a card from the discard pile.",
    "pass": "Pick a card to pass on.",
    "score": "Score three glowing cards!",
    "discard": "Too many cards: throw one away.",
}
RARE: frozenset[str] = frozenset()
