"""The Amazing Spider-Man Game with the Fantastic Four: the spider-web race, as pure rules.

A turn is two clicks: `Draw` turns the top travel card, then the player plays it with `Move`,
`MoveBoth` or `Jump`, or `Pass` when no piece can move. Every step the scene should animate is
reported in `State.events`.

House rules (the rulebook and RULINGS.md are silent; also listed in rules.md):
- Your home corner is the one of your seat colour (seats without a distinct board colour take
  the free corners in red, blue, green, yellow order).
- A piece reaches the centre by landing exactly on an inner-circle arrowhead; the centre never
  sends anyone home and holds any number of pieces.
- The space an arrowhead leads to counts as where the piece lands: a piece there is sent home
  and an uncovered Spider Web space there is captured.
- A piece in the centre has finished: it never moves again, not even with a jump card.
- A jump may start from home or from the web, and lands on the opponent's space.
- A "move both" card where only one piece can move (or where no order lets both move) moves
  one piece that count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from types import MappingProxyType
from typing import TypeVar

from spidergames.core.gameinfo import N_
from spidergames.core.protocol import (
    GAME_OVER,
    TERMINAL,
    Game,
    GameConfig,
    Message,
    Outcome,
    replace,
    seat_of,
)

from .board import COLOURS, Board, default_board
from .info import INFO
from .movement import (
    DIRECTIONS,
    HOME,
    TRAVEL_DECK,
    CardKind,
    Direction,
    Pieces,
    Step,
    TravelCard,
    directions_from,
    jump_targets,
    land,
    movable,
    route,
)

T = TypeVar("T")

RACE_PLACES = (5, 4, 3, 2, 1)
ORDINAL = ("first", "second")


class Villain(Enum):
    DOCTOR_DOOM = N_("Doctor Doom")
    GREEN_GOBLIN = N_("Green Goblin")
    DOCTOR_OCTOPUS = N_("Doctor Octopus")
    KINGPIN = N_("Kingpin")
    VULTURE = N_("Vulture")
    ELECTRO = N_("Electro")
    MYSTERIO = N_("Mysterio")
    SANDMAN = N_("Sandman")
    LIZARD = N_("Lizard")
    KRAVEN = N_("Kraven")
    MOLE_MAN = N_("Mole Man")
    RHINO = N_("Rhino")

    @property
    def points(self) -> int:
        return VILLAIN_POINTS[self]


VILLAIN_POINTS = MappingProxyType({
    Villain.DOCTOR_DOOM: 5, Villain.GREEN_GOBLIN: 5, Villain.DOCTOR_OCTOPUS: 4,
    Villain.KINGPIN: 4, Villain.VULTURE: 3, Villain.ELECTRO: 3, Villain.MYSTERIO: 3,
    Villain.SANDMAN: 2, Villain.LIZARD: 2, Villain.KRAVEN: 2, Villain.MOLE_MAN: 1,
    Villain.RHINO: 1,
})
"""Villain card points (RULINGS.md), hidden from other players until the end."""


# -- actions --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Draw:
    def __str__(self) -> str:
        return "turn over a travel card"


@dataclass(frozen=True)
class Move:
    """Move one piece the card's count in one direction."""

    piece: int
    direction: Direction

    def __str__(self) -> str:
        return f"move your {ORDINAL[self.piece]} piece {self.direction.value}"


@dataclass(frozen=True)
class MoveBoth:
    """A "move both" card: `order[0]` moves first, each in its own direction."""

    order: tuple[int, int]
    directions: tuple[Direction, Direction]

    def __str__(self) -> str:
        first, second = (f"your {ORDINAL[p]} piece {d.value}"
                         for p, d in zip(self.order, self.directions, strict=True))
        return f"move {first}, then {second}"


@dataclass(frozen=True)
class Jump:
    """A jump card: put a piece onto the space of an opponent's piece, sending it home."""

    piece: int
    target: int

    def __str__(self) -> str:
        return f"jump your {ORDINAL[self.piece]} piece onto the piece on space {self.target}"


@dataclass(frozen=True)
class Pass:
    def __str__(self) -> str:
        return "no piece can move: pass"


Action = Draw | Move | MoveBoth | Jump | Pass


# -- state --------------------------------------------------------------------------------------
class EventKind(Enum):
    DRAW = "draw"
    MOVE = "move"
    PASS = "pass"


@dataclass(frozen=True)
class Event:
    """What the last action did, for the scene to animate (plain, public data)."""

    kind: EventKind
    seat: int
    card: TravelCard | None
    reshuffled: bool = False  # the discard pile became the new deck before this draw
    steps: tuple[Step, ...] = ()  # each moved piece, in the order it moved
    game_over: bool = False


@dataclass(frozen=True)
class State:
    homes: tuple[int, ...]  # each seat's home corner, an index into board.homes / COLOURS
    pieces: Pieces
    covered: tuple[int, ...]  # Spider Web spaces with a black disc, sorted
    deck: tuple[TravelCard, ...]  # face down, top first
    discard: tuple[TravelCard, ...]  # face up, newest last
    card: TravelCard | None  # drawn this turn, waiting to be played
    villains: tuple[Villain, ...]  # the face-down villain deck, top first
    captured: tuple[tuple[Villain, ...], ...]  # per seat, face down in front of them
    race_left: tuple[int, ...]  # Race Place cards still in the centre, top first
    race: tuple[tuple[int, ...], ...]  # per seat, Race Place cards taken
    turn: int  # the seat to play
    turns: int  # turns finished so far (a turn = draw + play)
    over: bool = False
    events: tuple[Event, ...] = ()  # what the last action did (none at the start)

    @property
    def current_player(self) -> int:
        return TERMINAL if self.over else self.turn


@dataclass(frozen=True)
class Observation:
    """What one seat sees: everything on the table, its own villains, others' only counted."""

    viewer: int | None  # None: nobody (a curtain is up, or a spectator): only what is public
    homes: tuple[int, ...]
    pieces: Pieces
    covered: tuple[int, ...]
    deck_size: int
    discard: tuple[TravelCard, ...]
    card: TravelCard | None
    villains_left: int
    my_villains: tuple[Villain, ...]
    villain_counts: tuple[int, ...]
    race_left: tuple[int, ...]
    race: tuple[tuple[int, ...], ...]
    turn: int
    turns: int
    over: bool
    events: tuple[Event, ...]

    @property
    def me(self) -> int:
        """The seat this view belongs to: a robot always sees as a seat (nobody's view has none)."""
        return seat_of(self.viewer)

    @property
    def current_player(self) -> int:
        return TERMINAL if self.over else self.turn


# -- pure helpers shared with the bots ------------------------------------------------------------
def legal_plays(board: Board, pieces: Pieces, covered: frozenset[int], seat: int, home: int,
                card: TravelCard) -> tuple[Move | MoveBoth | Jump, ...]:
    """Every way to play `card` (empty means the turn passes), in a fixed order."""
    if card.kind is CardKind.JUMP:
        return tuple(Jump(p, t) for p in movable(board, pieces, seat)
                     for t in jump_targets(board, pieces, seat))
    singles = tuple(Move(p, d) for p in movable(board, pieces, seat)
                    for d in directions_from(pieces[seat][p], card.count)
                    if _walk(board, pieces, seat, home, p, card.count, d) is not None)
    if card.kind is CardKind.MOVE:
        return singles
    both = _both_plays(board, pieces, covered, seat, home, card.count)
    return both or singles


def _both_plays(board: Board, pieces: Pieces, covered: frozenset[int], seat: int, home: int,
                count: int) -> tuple[MoveBoth, ...]:
    pair = pieces[seat]
    if board.centre in pair:
        return ()
    orders = ((0, 1),) if pair[0] == pair[1] == HOME else ((0, 1), (1, 0))
    found = []
    for first, second in orders:
        for d1 in directions_from(pair[first], count):
            walked = _walk(board, pieces, seat, home, first, count, d1)
            if walked is None:
                continue
            after, _, _ = land(board, pieces, covered, seat, first, walked)
            if after[seat][second] == board.centre:
                continue
            found += [MoveBoth((first, second), (d1, d2))
                      for d2 in directions_from(after[seat][second], count)
                      if _walk(board, after, seat, home, second, count, d2) is not None]
    return tuple(found)


def _walk(board: Board, pieces: Pieces, seat: int, home: int, piece: int, count: int,
          direction: Direction) -> tuple[int, ...] | None:
    return route(board, pieces, pieces[seat][piece], count, direction, board.homes[home].entry)


def play(board: Board, pieces: Pieces, covered: frozenset[int], seat: int, home: int,
         card: TravelCard, action: Move | MoveBoth | Jump
         ) -> tuple[Pieces, frozenset[int], tuple[Step, ...]]:
    """The position after a legal play, with one Step per moved piece (race points unset)."""
    if isinstance(action, Jump):
        pieces, covered, step = land(board, pieces, covered, seat, action.piece,
                                     (action.target,), jump=True)
        return pieces, covered, (step,)
    moves = (tuple(zip(action.order, action.directions, strict=True)) if isinstance(action, MoveBoth)
             else ((action.piece, action.direction),))
    steps = []
    for piece, direction in moves:
        walked = _walk(board, pieces, seat, home, piece, card.count, direction)
        assert walked is not None, "play() takes legal actions only"
        pieces, covered, step = land(board, pieces, covered, seat, piece, walked)
        steps.append(step)
    return pieces, covered, tuple(steps)


def remaining_cards(discard: tuple[TravelCard, ...], card: TravelCard | None
                    ) -> tuple[TravelCard, ...]:
    """The cards still face down, as a multiset (what a player can infer from the discards)."""
    left = list(TRAVEL_DECK)
    for seen in discard + ((card,) if card is not None else ()):
        left.remove(seen)
    return tuple(left) or TRAVEL_DECK


def seat_homes(config: GameConfig) -> tuple[int, ...]:
    """Each seat's home corner: its own colour, else the first free corner (house rule)."""
    wanted = [COLOURS.index(s.colour) if s.colour in COLOURS else None for s in config.seats]
    homes: list[int | None] = [None] * len(wanted)
    taken: set[int] = set()
    for seat, colour in enumerate(wanted):
        if colour is not None and colour not in taken:
            homes[seat] = colour
            taken.add(colour)
    free = iter(c for c in range(len(COLOURS)) if c not in taken)
    return tuple(h if h is not None else next(free) for h in homes)


# -- the game -------------------------------------------------------------------------------------
class WebRace(Game[State, Action]):
    info = INFO
    state_type = State
    action_types = (Draw, Move, MoveBoth, Jump, Pass)

    def __init__(self, board: Board | None = None) -> None:
        self._board = board

    @cached_property
    def board(self) -> Board:
        """The web being played on (the shipped map unless a test passes its own)."""
        return self._board or default_board()

    def new_game(self, config: GameConfig, rng: random.Random) -> State:
        if not self.info.min_players <= config.players <= self.info.max_players:
            raise ValueError(f"webrace is for 2 to 4 players, not {config.players}")
        deck = list(TRAVEL_DECK)
        rng.shuffle(deck)
        villains = list(Villain)
        rng.shuffle(villains)
        n = config.players
        return State(
            homes=seat_homes(config), pieces=((HOME, HOME),) * n, covered=(),
            deck=tuple(deck), discard=(), card=None, villains=tuple(villains),
            captured=((),) * n, race_left=RACE_PLACES, race=((),) * n, turn=0, turns=0,
        )

    def current_player(self, state: State) -> int:
        return state.current_player

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        if state.over:
            return ()
        if state.card is None:
            return (Draw(),)
        return self.plays(state) or (Pass(),)

    def plays(self, state: State) -> tuple[Move | MoveBoth | Jump, ...]:
        """The ways to play the drawn card (empty when the turn must pass)."""
        assert state.card is not None
        return legal_plays(self.board, state.pieces, frozenset(state.covered), state.turn,
                           state.homes[state.turn], state.card)

    def preview(self, state: State, action: Move | MoveBoth | Jump) -> tuple[Step, ...]:
        """The routes a legal play would take, without playing it (for highlighting landings)."""
        assert state.card is not None
        return play(self.board, state.pieces, frozenset(state.covered), state.turn,
                    state.homes[state.turn], state.card, action)[2]

    def _apply(self, state: State, action: Action, rng: random.Random) -> State:
        if isinstance(action, Draw):
            return self._draw(state, rng)
        assert state.card is not None
        if isinstance(action, Pass):
            event = Event(EventKind.PASS, state.turn, state.card)
            return self._end_turn(state, event)
        pieces, covered, steps = play(self.board, state.pieces, frozenset(state.covered),
                                      state.turn, state.homes[state.turn], state.card, action)
        state = replace(state, pieces=pieces, covered=tuple(sorted(covered)))
        scored = []
        for step in steps:
            state, step = self._reward(state, step)
            scored.append(step)
        over = all(where == self.board.centre for where in state.pieces[state.turn])
        event = Event(EventKind.MOVE, state.turn, state.card, steps=tuple(scored), game_over=over)
        return self._end_turn(replace(state, over=over), event)

    def _draw(self, state: State, rng: random.Random) -> State:
        deck, discard, reshuffled = state.deck, state.discard, False
        if not deck:  # "Reshuffle the discard deck when the Travel cards are used up."
            shuffled = list(discard)
            rng.shuffle(shuffled)
            deck, discard, reshuffled = tuple(shuffled), (), True
        event = Event(EventKind.DRAW, state.turn, deck[0], reshuffled=reshuffled)
        return replace(state, deck=deck[1:], discard=discard, card=deck[0], events=(event,))

    def _reward(self, state: State, step: Step) -> tuple[State, Step]:
        """Give the mover the villain it captured and the Race Place card it reached."""
        seat = step.seat
        if step.captured is not None:
            captured = _with(state.captured, seat, state.captured[seat] + state.villains[:1])
            state = replace(state, villains=state.villains[1:], captured=captured)
        if step.end == self.board.centre and state.race_left:
            points = state.race_left[0]
            race = _with(state.race, seat, state.race[seat] + (points,))
            state = replace(state, race_left=state.race_left[1:], race=race)
            step = replace(step, race_points=points)
        return state, step

    def _end_turn(self, state: State, event: Event) -> State:
        assert state.card is not None
        return replace(state, discard=state.discard + (state.card,), card=None,
                       turn=state.turn if state.over else (state.turn + 1) % len(state.pieces),
                       turns=state.turns + 1, events=(event,))

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """Turning a travel card is chance; a move that captures takes a face-down villain card.
        Other moves and passes are public."""
        return isinstance(action, Draw) or after.villains != before.villains

    # -- scoring ------------------------------------------------------------------------------
    def scores(self, state: State) -> tuple[int, ...]:
        """Race points while playing (villains are secret); full totals once the game is over."""
        if state.over:
            return tuple(total_score(state, seat) for seat in range(len(state.pieces)))
        return tuple(sum(r) for r in state.race)

    def outcome(self, state: State) -> Outcome | None:
        if not state.over:
            return None
        totals = self.scores(state)
        best = max(totals)
        tied = [s for s, t in enumerate(totals) if t == best]
        most = max(len(state.captured[s]) for s in tied)  # ties: more villains captured wins
        return Outcome(totals, tuple(s for s in tied if len(state.captured[s]) == most))

    def observation(self, state: State, viewer: int | None) -> Observation:
        return Observation(
            viewer=viewer, homes=state.homes, pieces=state.pieces, covered=state.covered,
            deck_size=len(state.deck), discard=state.discard, card=state.card,
            villains_left=len(state.villains), my_villains=() if viewer is None else state.captured[viewer],
            villain_counts=tuple(len(c) for c in state.captured), race_left=state.race_left,
            race=state.race, turn=state.turn, turns=state.turns, over=state.over,
            events=state.events,
        )

    def refusal(self, state: State, action: object) -> Message:
        if state.over:
            return GAME_OVER
        if state.card is None:
            return Message("webrace.draw_first")
        if isinstance(action, Draw):
            return Message.of("webrace.card_drawn", card=state.card)
        plays = self.plays(state)
        if isinstance(action, Pass):
            return Message("webrace.must_move")
        if not plays:
            return Message("webrace.must_pass")
        if isinstance(action, Jump) != (state.card.kind is CardKind.JUMP):
            return Message.of("webrace.card_says", card=state.card)
        if isinstance(action, Move) and isinstance(plays[0], MoveBoth):
            return Message("webrace.move_both")
        piece = getattr(action, "piece", None)
        if piece in (0, 1) and state.pieces[state.turn][piece] == self.board.centre:
            return Message("webrace.piece_safe")
        if isinstance(action, Jump):
            return Message("webrace.jump_onto_piece")
        return Message("webrace.piece_in_the_way")


def total_score(state: State, seat: int) -> int:
    """Villain points plus Race Place points."""
    return sum(v.points for v in state.captured[seat]) + sum(state.race[seat])


def _with(rows: tuple[T, ...], seat: int, row: T) -> tuple[T, ...]:
    return rows[:seat] + (row,) + rows[seat + 1:]


GAME = WebRace()

__all__ = [
    "Action", "DIRECTIONS", "Direction", "Draw", "Event", "EventKind", "GAME", "Jump", "Move",
    "MoveBoth", "Observation", "Pass", "State", "Villain", "WebRace", "legal_plays", "play",
    "remaining_cards", "total_score",
]
