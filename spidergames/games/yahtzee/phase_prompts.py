"""Yahtzee's phases and the prompt that names each (tests/test_phase_prompts.py: every phase of every
game has its own prompt, written and spoken). `phase_of` reads the phase off the mover's observation
and the legal actions; `PROMPTS` maps each phase to its prompt's msgid; `RARE`: phases seeded robot
games seldom reach (a test of this game sets them up)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .rules import Observation, Roll, RollOff, Score, ScoreZero, SpiderManYahtzee


def phase_of(view: Observation, legal: Sequence[Any]) -> str:
    if any(isinstance(a, RollOff) for a in legal):
        return "roll-off"
    if not view.state.dice:
        return "roll"
    if any(isinstance(a, SpiderManYahtzee) for a in legal):
        return "five Spider-Mans"
    if any(isinstance(a, ScoreZero) for a in legal):
        return "score zero"
    roll = any(isinstance(a, Roll) for a in legal)
    score = any(isinstance(a, Score) for a in legal)
    return "keep or score" if roll and score else "keep and roll" if roll else "score"


PROMPTS = {
    "roll": "Roll the dice.",
    "keep or score": "Score a glowing friend, or keep dice and roll again.",
    "keep and roll": "Nothing to score yet: keep dice and roll again.",
    "score": "That was your last roll: score a glowing friend.",
    "score zero": "Nothing new to score: put a token on 0.",
    "five Spider-Mans": "Five Spider-Mans! Put any friend on 5.",
    "roll-off": "It's a tie! Roll: most Spider-Mans wins.",
}
RARE = frozenset({"five Spider-Mans", "roll-off"})
