"""How pieces travel on the web: travel cards, routes, and the moves a card allows.

Pure functions over public data (the board, where every piece stands, which Spider Web spaces
are covered), so the rules and the computer players share them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .board import Board

HOME = -1
"""The position of a piece waiting in its home corner."""

Pieces = tuple[tuple[int, int], ...]
"""Where every piece stands: pieces[seat][piece] is a space id, the centre's id, or HOME."""


class Direction(Enum):
    CLOCKWISE = "clockwise"
    COUNTER = "counter-clockwise"

    @property
    def step(self) -> int:
        return 1 if self is Direction.CLOCKWISE else -1


DIRECTIONS = (Direction.CLOCKWISE, Direction.COUNTER)


class CardKind(Enum):
    MOVE = "move"
    BOTH = "move both"
    JUMP = "jump"


@dataclass(frozen=True)
class TravelCard:
    kind: CardKind
    count: int = 0

    def __str__(self) -> str:
        if self.kind is CardKind.MOVE:
            return f"Move {self.count}"
        if self.kind is CardKind.BOTH:
            return f"Move both pieces {self.count}"
        return "Jump to an opponent"


def _cards(kind: CardKind, count: int, copies: int) -> tuple[TravelCard, ...]:
    return (TravelCard(kind, count),) * copies


TRAVEL_DECK: tuple[TravelCard, ...] = (
    _cards(CardKind.MOVE, 1, 4) + _cards(CardKind.MOVE, 2, 5) + _cards(CardKind.MOVE, 3, 5)
    + _cards(CardKind.MOVE, 4, 5) + _cards(CardKind.MOVE, 5, 4) + _cards(CardKind.MOVE, 6, 3)
    + _cards(CardKind.BOTH, 2, 1) + _cards(CardKind.BOTH, 3, 1) + _cards(CardKind.BOTH, 4, 1)
    + _cards(CardKind.JUMP, 0, 2)
)
"""The 31 travel cards (RULINGS.md)."""


@dataclass(frozen=True)
class Step:
    """One piece's journey, for the scene to animate and the rules to score.

    `route` lists every space entered in order: out of home the entry space comes first, and
    an exact landing on an arrowhead is followed by the space the arrow leads to (the centre
    for the inner circle). A jump's route is just the space jumped onto.
    """

    seat: int
    piece: int
    start: int
    route: tuple[int, ...]
    jump: bool = False
    sent_home: tuple[int, int] | None = None  # (seat, piece) knocked back to its home
    captured: int | None = None  # the Spider Web space covered by a black disc
    race_points: int | None = None  # the Race Place card taken on reaching the centre

    @property
    def end(self) -> int:
        return self.route[-1]


def occupant(pieces: Pieces, space: int) -> tuple[int, int] | None:
    """Which (seat, piece) stands on a web space, if any (homes and the centre hold many)."""
    for seat, pair in enumerate(pieces):
        for piece, where in enumerate(pair):
            if where == space:
                return seat, piece
    return None


def route(board: Board, pieces: Pieces, start: int, count: int,
          direction: Direction, entry: int) -> tuple[int, ...] | None:
    """The spaces a piece walks through, or None when another piece is in the way.

    Out of home the entry space is step 1. The walk may end on an occupied space (that piece
    goes home) but never passes one. An exact landing on an arrowhead turns inward at once.
    """
    if start == board.centre or count < 1:
        return None
    blocked = {where for pair in pieces for where in pair} - {HOME, board.centre, start}
    walked: list[int] = []
    here = start
    for _ in range(count):
        if walked and walked[-1] in blocked:
            return None
        here = entry if here == HOME else board.neighbour(here, direction.step)
        walked.append(here)
    target = board.spaces[here].arrow_to
    if target is not None:
        walked.append(target)
    return tuple(walked)


def directions_from(start: int, count: int) -> tuple[Direction, ...]:
    """Both directions, except a 1-step exit from home (it only reaches the entry space)."""
    return (Direction.CLOCKWISE,) if start == HOME and count == 1 else DIRECTIONS


def land(board: Board, pieces: Pieces, covered: frozenset[int], seat: int, piece: int,
         walked: tuple[int, ...], *, jump: bool = False) -> tuple[Pieces, frozenset[int], Step]:
    """Put a piece at the end of its route: knock any piece there home, capture a villain."""
    start = pieces[seat][piece]
    end = walked[-1]
    hit = None if end == board.centre else occupant(pieces, end)
    if hit is not None:
        pieces = _placed(pieces, hit[0], hit[1], HOME)
    pieces = _placed(pieces, seat, piece, end)
    captured = None
    if board.spaces[end].villain and end not in covered:
        captured = end
        covered = covered | {end}
    return pieces, covered, Step(seat, piece, start, walked, jump, hit, captured)


def _placed(pieces: Pieces, seat: int, piece: int, where: int) -> Pieces:
    pair = list(pieces[seat])
    pair[piece] = where
    return pieces[:seat] + ((pair[0], pair[1]),) + pieces[seat + 1:]


def movable(board: Board, pieces: Pieces, seat: int) -> tuple[int, ...]:
    """The seat's pieces that may still move (not in the centre); of two at home, only one.

    Two pieces at home are interchangeable, so offering both would only repeat each choice.
    """
    pair = pieces[seat]
    free = [p for p in (0, 1) if pair[p] != board.centre]
    if len(free) == 2 and pair[0] == pair[1] == HOME:
        return (0,)
    return tuple(free)


def jump_targets(board: Board, pieces: Pieces, seat: int) -> tuple[int, ...]:
    """Spaces held by an opponent's piece on the web (not at home, not in the centre)."""
    return tuple(sorted(
        where for other, pair in enumerate(pieces) if other != seat
        for where in pair if where not in (HOME, board.centre)
    ))
