"""The toy's one phase and its prompt (tests/test_phase_prompts.py: every phase has its own prompt)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .rules import Observation


def phase_of(view: Observation, legal: Sequence[Any]) -> str:
    return "guess"


PROMPTS = {"guess": "Guess the hidden card: tap a number."}
RARE: frozenset[str] = frozenset()
