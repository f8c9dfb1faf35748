"""Everything a Yahtzee turn can tell in the caption (`spidergames.core.caption_turn`): each friend,
count and column, and what to do after a roll."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from spidergames.core.caption_turn import Turn

from . import board
from .rules import Event, EventKind


def events(seat: int, players: int, view: Any) -> Iterator[Event]:
    """Every roll, roll-off, zero and score Yahtzee tells, with each friend, count and column."""
    kind, five = EventKind, (board.Face.SPIDER_MAN,) * board.DICE
    yield Event(kind.ROLL, seat, five)
    yield Event(kind.ROLL, seat, five, kept=(0,))
    yield from (Event(kind.ROLLOFF, seat, five, count=n) for n in range(board.DICE + 1))
    for friend in board.Face:
        yield Event(kind.ZERO, seat, five, friend=friend, column=board.PICTURE)
        for count, column, team in itertools.product(range(1, board.DICE + 1), range(1, board.COLUMNS + 1),
                                                     (False, True)):
            yield Event(kind.SCORE, seat, five, friend=friend, count=count, column=column, team=team)


ROLLED = ("Five Spider-Mans! Put any friend on 5.", "Nothing new to score: put a token on 0.",
          "Score a glowing friend, or keep dice and roll again.",
          "Nothing to score yet: keep dice and roll again.",
          "That was your last roll: score a glowing friend.", "Score a glowing friend.")

TURN = Turn(events, lambda e: {"zero": "score"}.get(e.kind.value, e.kind.value),
            ("roll", "roll", "roll", "score"),
            ("Roll the dice.", "It's a tie! Roll: most Spider-Mans wins."), {"roll": ROLLED})
