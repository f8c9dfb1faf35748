"""Everything a toy turn can tell in the caption (`spidergames.core.caption_turn`): each guess and its
answer, and the new deal after a found card."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spidergames.core.caption_turn import Turn

from .rules import CARDS, STARS, Answer, Dealt, Event, Guessed


def events(seat: int, players: int, view: Any) -> Iterator[Event]:
    """Every guess with every number and answer, and every round a deal can start."""
    yield from (Guessed(seat, n, answer) for n in CARDS for answer in Answer)
    yield from (Dealt(n) for n in range(2, players * (STARS - 1) + 2))


TURN = Turn(events, lambda e: "deal" if isinstance(e, Dealt) else "guess", ("guess", "deal"),
            ("Guess the hidden card: tap a number.",), {})
