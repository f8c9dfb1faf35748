"""Spider-Web Race's phases and the prompt that names each (see yahtzee/phase_prompts.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .movement import CardKind
from .rules import Draw, Move, Observation, Pass


def phase_of(view: Observation, legal: Sequence[Any]) -> str:
    if any(isinstance(a, Draw) for a in legal):
        return "draw"
    if all(isinstance(a, Pass) for a in legal):
        return "pass"
    assert view.card is not None
    if view.card.kind is CardKind.JUMP:
        return "jump"
    if view.card.kind is CardKind.BOTH:
        return "move both"
    pieces = {a.piece for a in legal if isinstance(a, Move)}
    return "pick a piece" if len(pieces) > 1 else "move"


PROMPTS = {
    "draw": "Draw a travel card.",
    "move": "Tap a glowing space to move there.",
    "pick a piece": "Pick a piece, then tap a glowing space.",
    "move both": "Move both pieces: tap where the first goes, then the second.",
    "jump": "Jump: tap a glowing piece to send it home.",
    "pass": "No piece can move that far: press Pass.",
}
RARE: frozenset[str] = frozenset()
