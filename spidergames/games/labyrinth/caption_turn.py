"""Everything a Labyrinth turn can tell in the caption (`spidergames.core.caption_turn`): a push, a
walk to each symbol on the board and of every length, and what to do after a push."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spidergames.core.caption_turn import Turn

from . import board
from .rules import MoveEvent, ShiftEvent


def events(seat: int, players: int, view: Any) -> Iterator[ShiftEvent | MoveEvent]:
    """Every push and walk the Labyrinth tells: to each symbol on the board, and every length of walk."""
    spare = view.spare
    yield from (ShiftEvent(seat, 0, 0, spare, spare, wrapped) for wrapped in ((), ((seat + 1) % players,)))
    start = (0, 0)
    yield MoveEvent(seat, (start,), None, False)
    yield MoveEvent(seat, (start, (0, 1)), None, True)
    for i, tile in enumerate(view.board):
        end = board.cell_of(i)
        if tile.symbol is not None:
            yield MoveEvent(seat, (start, end), tile.symbol, False)
        yield MoveEvent(seat, (start,) * (board.SIZE * board.SIZE - 1) + (end,), None, False)


TURN = Turn(events, lambda e: "push" if isinstance(e, ShiftEvent) else "walk", ("push", "walk"),
            ("Turn the spare tile, then push it in at an arrow.",),
            {"push": ("No tile to walk to: press Stay here.", "Walk home to win, or press Stay here.",
                      "Walk to a glowing tile, or press Stay here.")})
