"""Which spaces light up for the drawn card: every legal landing, per piece, per direction.

A "move both" card is chosen in two clicks (first piece's landing, then the second's), so the
targets of a MoveBoth come in two stages: `first` is None for the first piece's landings, then
the (piece, direction) chosen for the second piece's. Pure: the scene draws and clicks these.
"""

from __future__ import annotations

from collections.abc import Iterator
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
    out from what every seat sees, the pieces, discs and the card face up. A piece that reaches one
    space both ways round (into the centre) lights it once."""
    found: dict[tuple[int, int], Target] = {}
    for t in _every(board, table, first):
        found.setdefault((t.piece, t.space), t)
    return tuple(found.values())


def shown_for(board: Board, table: Observation, action: Move | MoveBoth | Jump,
              first: First | None = None) -> Target | None:
    """The landing that plays `action` (or, for a move both not yet begun, its first half): the one
    lit for it, also when the same landing the other way round is the one `targets` kept. Help and the
    one-switch driver glow a robot's choice through this, whichever direction the robot named."""
    half = (action.order[0], action.directions[0]) if isinstance(action, MoveBoth) else None
    for t in _every(board, table, first):
        if t.action == action or first is None and half is not None and t.first == half:
            return next(s for s in targets(board, table, first) if (s.piece, s.space) == (t.piece, t.space))
    return None


def _every(board: Board, table: Observation, first: First | None) -> Iterator[Target]:
    """Every legal play's landing, a landing reached both ways round once for each way."""
    card = table.card
    if card is None or table.over:
        return
    seat = table.turn
    entry = board.homes[table.homes[seat]].entry
    count = card.count
    for action in legal_plays(board, table.pieces, frozenset(table.covered), seat, table.homes[seat], card):
        if isinstance(action, Jump):
            yield Target(action.piece, (action.target,), table.pieces[seat][action.piece], action)
        elif isinstance(action, Move):
            start = table.pieces[seat][action.piece]
            walked = route(board, table.pieces, start, count, action.direction, entry)
            assert walked is not None
            yield Target(action.piece, walked, start, action)
        else:
            half: First = (action.order[0], action.directions[0])
            if first is None:
                start = table.pieces[seat][half[0]]
                walked = route(board, table.pieces, start, count, half[1], entry)
                assert walked is not None
                yield Target(half[0], walked, start, None, half)
            elif half == first:
                pieces, _, _ = play(board, table.pieces, frozenset(table.covered), seat,
                                    table.homes[seat], card, Move(*half))
                second = action.order[1]
                start = pieces[seat][second]
                walked = route(board, pieces, start, count, action.directions[1], entry)
                assert walked is not None
                yield Target(second, walked, start, action)
