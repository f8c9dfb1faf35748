"""Which spaces light up for the drawn card: every legal landing, per piece, per direction.

A "move both" card is chosen in two clicks (first piece's landing, then the second's), so the
targets of a MoveBoth come in two stages: `first` is None for the first piece's landings, then
the (piece, direction) chosen for the second piece's. Pure: the scene draws and clicks these.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .movement import Direction, route
from .rules import Jump, Move, MoveBoth, Observation, legal_plays, play

First = tuple[int, Direction]
"""The first half of a "move both" play: which piece moved first, and which way."""


@dataclass(frozen=True)
class Target:
    """One space to click: where `piece` ends up, by which route, and what clicking plays."""

    piece: int
    route: tuple[int, ...]  # every space entered; route[-1] is where the piece ends
    start: int  # where the piece stands before this move (after the first half of a move both)
    action: Move | MoveBoth | Jump | None  # None: the first half of a move both
    first: First | None = None  # for action None: the half this click chooses

    @property
    def space(self) -> int:
        return self.route[-1]

    @property
    def clickable(self) -> tuple[int, ...]:
        """Spaces a click may land on: the end, and the arrowhead it turned inward at."""
        return self.route[-2:] if len(self.route) > 1 else self.route


def targets(board: Board, table: Observation, first: First | None = None) -> tuple[Target, ...]:
    """The landings to highlight on `table` (empty when no card is drawn or nothing can move): worked
    out from what every seat sees, the pieces, discs and the card face up."""
    card = table.card
    if card is None or table.over:
        return ()
    seat = table.turn
    entry = board.homes[table.homes[seat]].entry
    count = card.count
    found: dict[tuple[int, int], Target] = {}

    def add(t: Target) -> None:
        found.setdefault((t.piece, t.space), t)  # two directions into the centre: keep one

    for action in legal_plays(board, table.pieces, frozenset(table.covered), seat, table.homes[seat], card):
        if isinstance(action, Jump):
            add(Target(action.piece, (action.target,), table.pieces[seat][action.piece], action))
        elif isinstance(action, Move):
            start = table.pieces[seat][action.piece]
            walked = route(board, table.pieces, start, count, action.direction, entry)
            assert walked is not None
            add(Target(action.piece, walked, start, action))
        else:
            half: First = (action.order[0], action.directions[0])
            if first is None:
                start = table.pieces[seat][half[0]]
                walked = route(board, table.pieces, start, count, half[1], entry)
                assert walked is not None
                add(Target(half[0], walked, start, None, half))
            elif half == first:
                pieces, _, _ = play(board, table.pieces, frozenset(table.covered), seat,
                                    table.homes[seat], card, Move(*half))
                second = action.order[1]
                start = pieces[seat][second]
                walked = route(board, pieces, start, count, action.directions[1], entry)
                assert walked is not None
                add(Target(second, walked, start, action))
    return tuple(found.values())
