"""Labyrinth's phases and the prompt that names each (see yahtzee/phase_prompts.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .rules import Move, Observation, Phase


def phase_of(view: Observation, legal: Sequence[Any]) -> str:
    if view.phase is Phase.SHIFT:
        return "push"
    here = view.players[view.current].pos
    if not any(isinstance(a, Move) and a.cell != here for a in legal):
        return "stay"
    return "walk home" if not view.targets else "walk"


PROMPTS = {
    "push": "Turn the spare tile, then push it in at an arrow.",
    "walk": "Walk to a glowing tile, or press Stay here.",
    "walk home": "Walk home to win, or press Stay here.",
    "stay": "No tile to walk to: press Stay here.",
}
RARE: frozenset[str] = frozenset()
