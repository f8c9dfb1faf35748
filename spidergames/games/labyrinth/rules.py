"""The Amazing Spider-Man Labyrinth: slide a street tile into the maze, then walk to your symbol.

A turn is two actions, so the scene can animate each: `Shift` (push the rotated spare tile in at
one of the 12 arrows; pieces on the line ride along, a piece pushed off wraps onto the new tile)
then `Move` (walk along connected streets to any reachable tile, or stay). Layout, tile counts and
the no-reverse rule follow RULINGS.md; our own decisions are marked "House rule" and are listed on
the rules page.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

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

from . import board as maze
from .board import (
    ARROWS,
    CURVE,
    SHIFTED,
    SIZE,
    STRAIGHT,
    SYMBOL_IDS,
    SYMBOLS,
    T_JUNCTION,
    Cell,
    Tile,
    tile,
)
from .info import INFO

SYMBOL_NAMES = dict(SYMBOLS)

CORNERS: tuple[Cell, ...] = ((0, 0), (0, 6), (6, 6), (6, 0))
"""House rule: start corners by seat index, clockwise from the top-left (the scene paints each
corner in its seat's colour)."""

_CORNER_TILES = {(0, 0): maze.E | maze.S, (0, 6): maze.S | maze.W,
                 (6, 6): maze.N | maze.W, (6, 0): maze.N | maze.E}
_WALL_N, _WALL_E, _WALL_S, _WALL_W = 14, 13, 11, 7  # T-junction sides with that one wall
FIXED_SYMBOL_CELLS: tuple[tuple[Cell, int], ...] = (
    ((0, 2), _WALL_N), ((0, 4), _WALL_N), ((2, 6), _WALL_E), ((4, 6), _WALL_E),
    ((6, 4), _WALL_S), ((6, 2), _WALL_S), ((4, 0), _WALL_W), ((2, 0), _WALL_W),
    # the inner pinwheel: each wall faces outward, turning clockwise
    ((2, 2), _WALL_W), ((2, 4), _WALL_N), ((4, 4), _WALL_E), ((4, 2), _WALL_S),
)
FIXED_CELLS = frozenset(_CORNER_TILES) | frozenset(c for c, _ in FIXED_SYMBOL_CELLS)
LOOSE_CELLS: tuple[Cell, ...] = tuple(
    (r, c) for r in range(SIZE) for c in range(SIZE) if (r, c) not in FIXED_CELLS)

CARDS_EACH = {1: 12, 2: 12, 3: 8, 4: 6}
"""Symbol cards per player (RULINGS: 12 / 8 / 6, and 12 when playing alone)."""


class Phase(enum.Enum):
    SHIFT = "shift"
    MOVE = "move"
    OVER = "over"


@dataclass(frozen=True)
class Player:
    """One piece and its symbol cards: `to_find` face down in pile order, `found` face up."""

    home: Cell
    pos: Cell
    to_find: tuple[str, ...]
    found: tuple[str, ...] = ()


@dataclass(frozen=True)
class ShiftEvent:
    """The push just made, for the scene to animate the sliding line."""

    player: int
    arrow: int
    rotation: int
    inserted: Tile  # the spare as it went in (already turned)
    pushed_out: Tile  # the tile that slid off: the new spare
    wrapped: tuple[int, ...]  # seats whose piece rode off the end onto the inserted tile


@dataclass(frozen=True)
class MoveEvent:
    """The walk just made: every cell stepped on, start and end included (one cell = stayed)."""

    player: int
    path: tuple[Cell, ...]
    found: str | None  # the symbol card turned over, if any
    won: bool


Event = ShiftEvent | MoveEvent
"""What an action did: a push reports a ShiftEvent, a walk a MoveEvent."""


@dataclass(frozen=True)
class State:
    board: tuple[Tile, ...]  # 49 tiles, row by row
    spare: Tile
    players: tuple[Player, ...]
    current: int = 0
    phase: Phase = Phase.SHIFT
    blocked_arrow: int | None = None  # the arrow opposite the last push
    younger: bool = False  # all own cards visible, found in any order
    return_home: bool = True
    winner: int | None = None
    turn: int = 0
    events: tuple[Event, ...] = ()  # what the last action did (none at the start)

    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase is Phase.OVER else self.current


@dataclass(frozen=True)
class Shift:
    """Turn the spare tile clockwise `rotation` quarters and push it in at `arrow` (0-11)."""

    arrow: int
    rotation: int = 0

    def __str__(self) -> str:
        a = ARROWS[self.arrow] if 0 <= self.arrow < len(ARROWS) else None
        if a is None:
            return f"push the tile in at arrow {self.arrow}"
        r, c = a.entry
        where = f"column {c + 1}" if a.side in ("top", "bottom") else f"row {r + 1}"
        turn = ("", ", turned a quarter", ", turned halfway round",
                ", turned three quarters")[self.rotation % 4]
        return f"push the tile in from the {a.side} at {where}{turn}"


@dataclass(frozen=True)
class Move:
    """Walk to the tile at (row, col); the tile you are on means staying put."""

    row: int
    col: int

    @property
    def cell(self) -> Cell:
        return (self.row, self.col)

    def __str__(self) -> str:
        return f"walk to row {self.row + 1}, column {self.col + 1}"


Action = Shift | Move


@dataclass(frozen=True)
class PlayerView:
    """What everyone can see of a player: where they are, cards left, cards turned face up."""

    home: Cell
    pos: Cell
    cards_left: int
    found: tuple[str, ...]


@dataclass(frozen=True)
class Observation:
    """One player's view: the whole maze, every piece, but only their own visible target(s)."""

    viewer: int | None  # None: nobody (a curtain is up, or a spectator): only what is public
    current: int
    phase: Phase
    board: tuple[Tile, ...]
    spare: Tile
    blocked_arrow: int | None
    players: tuple[PlayerView, ...]
    targets: tuple[str, ...]  # symbols I may aim for now; () once all are found (go home)
    younger: bool
    return_home: bool
    events: tuple[Event, ...]

    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase is Phase.OVER else self.current

    @property
    def me(self) -> int:
        """The seat this view belongs to: a robot always sees as a seat (nobody's view has none)."""
        return seat_of(self.viewer)


# -- pure helpers the scene and the bots share ---------------------------------------------------
def shift_event(state: State | Observation) -> ShiftEvent | None:
    """The push reported by the last action, if it was a push."""
    return next((e for e in state.events if isinstance(e, ShiftEvent)), None)


def move_event(state: State | Observation) -> MoveEvent | None:
    """The walk reported by the last action, if it was a walk."""
    return next((e for e in state.events if isinstance(e, MoveEvent)), None)


@dataclass(frozen=True)
class Shifted:
    """A board after a push: tiles, the new spare, moved pieces, and which of them wrapped."""

    board: tuple[Tile, ...]
    spare: Tile
    positions: tuple[Cell, ...]
    wrapped: tuple[int, ...]


def shift_board(board: tuple[Tile, ...], spare: Tile, arrow: int, rotation: int,
                positions: tuple[Cell, ...] = ()) -> Shifted:
    """Push `spare` (turned `rotation` quarters clockwise) in at `arrow`; pieces ride along."""
    new_board, pushed = maze.shift_line(board, spare.turned(rotation), arrow)
    far_end = ARROWS[arrow].line[-1]
    moved = tuple(maze.cell_of(SHIFTED[arrow][maze.index(p)]) for p in positions)
    wrapped = tuple(i for i, p in enumerate(positions) if maze.index(p) == far_end)
    return Shifted(new_board, pushed, moved, wrapped)


def reachable(board: tuple[Tile, ...], start: Cell) -> tuple[Cell, ...]:
    """Every tile a piece on `start` can walk to (itself included), row by row."""
    east, south = maze.links(maze.side_masks(board))
    reach = maze.flood(1 << maze.index(start), east, south)
    return tuple(maze.cell_of(i) for i in maze.cells_in(reach))


def path_to(board: tuple[Tile, ...], start: Cell, goal: Cell) -> tuple[Cell, ...] | None:
    """A shortest walk from `start` to `goal`, both included, tile by tile; None if cut off."""
    path = maze.shortest_path(board, maze.index(start), maze.index(goal))
    return None if path is None else tuple(maze.cell_of(i) for i in path)


def symbol_cell(board: tuple[Tile, ...], symbol: str) -> Cell | None:
    """Where `symbol` lies on the board (None while it is the spare tile)."""
    for i, t in enumerate(board):
        if t.symbol == symbol:
            return maze.cell_of(i)
    return None


def legal_arrows(blocked_arrow: int | None) -> tuple[int, ...]:
    return tuple(a for a in range(len(ARROWS)) if a != blocked_arrow)


_SHIFTS = {blocked: tuple(Shift(a, r) for a in legal_arrows(blocked) for r in range(4))
           for blocked in (None, *range(len(ARROWS)))}
"""Every legal push for each blocked arrow, built once (a constant table)."""


def visible_targets(player: Player, younger: bool) -> tuple[str, ...]:
    """The symbols a player may aim for: the top card, or every card left when younger."""
    return player.to_find if younger else player.to_find[:1]


# -- setting up ----------------------------------------------------------------------------------
def _loose_tiles() -> list[Tile]:
    """13 straights, 15 curves (6 with a symbol), 6 T-junctions (all with a symbol)."""
    loose_symbols = SYMBOL_IDS[12:]
    return ([tile(STRAIGHT)] * 13 + [tile(CURVE)] * 9
            + [tile(CURVE, s) for s in loose_symbols[:6]]
            + [tile(T_JUNCTION, s) for s in loose_symbols[6:]])


def _deal_maze(rng: random.Random) -> tuple[tuple[Tile, ...], Tile]:
    tiles = _loose_tiles()
    rng.shuffle(tiles)
    tiles = [t.turned(rng.randrange(4)) for t in tiles]
    grid: dict[Cell, Tile] = {c: tile(s) for c, s in _CORNER_TILES.items()}
    for (cell, sides), symbol in zip(FIXED_SYMBOL_CELLS, SYMBOL_IDS[:12], strict=True):
        grid[cell] = tile(sides, symbol)
    grid.update(zip(LOOSE_CELLS, tiles, strict=False))
    return tuple(grid[maze.cell_of(i)] for i in range(maze.CELLS)), tiles[-1]


def _corners_open(board: tuple[Tile, ...]) -> bool:
    """House rule: every corner's street must lead to at least one neighbouring tile."""
    return all(len(reachable(board, c)) > 1 for c in CORNERS)


def new_maze(rng: random.Random) -> tuple[tuple[Tile, ...], Tile]:
    """A shuffled maze and spare; reshuffled until no start corner is walled in."""
    while True:
        board, spare = _deal_maze(rng)
        if _corners_open(board):
            return board, spare


# -- the game ------------------------------------------------------------------------------------
class Labyrinth(Game[State, Action]):
    info = INFO  # in info.py, so the menu can show it without loading the rules
    state_type = State
    action_types = (Shift, Move)

    def new_game(self, config: GameConfig, rng: random.Random) -> State:
        board, spare = new_maze(rng)
        cards = list(SYMBOL_IDS)
        rng.shuffle(cards)
        each = CARDS_EACH[config.players]
        players = tuple(
            Player(CORNERS[i], CORNERS[i], tuple(cards[i * each:(i + 1) * each]))
            for i in range(config.players))
        younger = config.variant("younger", "off") == "on"
        # House rule: skipping the trip home is only offered with the younger-children rules.
        return_home = not (younger and config.variant("return_home", "yes") == "no")
        return State(board, spare, players, younger=younger, return_home=return_home)

    def current_player(self, state: State) -> int:
        return state.current_player

    def legal_actions(self, state: State) -> tuple[Action, ...]:
        if state.phase is Phase.SHIFT:
            return _SHIFTS[state.blocked_arrow]
        if state.phase is Phase.MOVE:
            here = state.players[state.current].pos
            return tuple(Move(r, c) for r, c in reachable(state.board, here))
        return ()

    def _apply(self, state: State, action: Action, rng: random.Random) -> State:
        if isinstance(action, Shift):
            return self._shift(state, action)
        return self._move(state, action)

    def _shift(self, state: State, action: Shift) -> State:
        positions = tuple(p.pos for p in state.players)
        done = shift_board(state.board, state.spare, action.arrow, action.rotation, positions)
        players = tuple(replace(p, pos=q) for p, q in zip(state.players, done.positions, strict=True))
        event = ShiftEvent(state.current, action.arrow, action.rotation,
                           state.spare.turned(action.rotation), done.spare, done.wrapped)
        return replace(state, board=done.board, spare=done.spare, players=players,
                       phase=Phase.MOVE, blocked_arrow=maze.opposite(action.arrow),
                       events=(event,))

    def _move(self, state: State, action: Move) -> State:
        me = state.players[state.current]
        path = path_to(state.board, me.pos, action.cell) or (me.pos,)
        # House rule: the card turns when the walk *ends* on the symbol, and staying counts too
        # (e.g. after a push carried you onto it).
        symbol = state.board[maze.index(action.cell)].symbol
        found = symbol if symbol is not None and symbol in visible_targets(me, state.younger) else None
        if found is not None:
            me = replace(me, to_find=tuple(s for s in me.to_find if s != found),
                         found=me.found + (found,))
        me = replace(me, pos=action.cell)
        won = not me.to_find and (not state.return_home or me.pos == me.home)
        players = state.players[:state.current] + (me,) + state.players[state.current + 1:]
        event = MoveEvent(state.current, path, found, won)
        if won:
            return replace(state, players=players, phase=Phase.OVER, winner=state.current,
                           events=(event,))
        return replace(state, players=players, phase=Phase.SHIFT, events=(event,),
                       current=(state.current + 1) % len(players), turn=state.turn + 1)

    def refusal(self, state: State, action: Any) -> Message:
        if state.phase is Phase.OVER:
            return GAME_OVER
        if isinstance(action, Shift):
            if state.phase is Phase.MOVE:
                return Message("labyrinth.already_pushed")
            if not 0 <= action.arrow < len(ARROWS) or not 0 <= action.rotation < 4:
                return Message.of("labyrinth.push_at_arrows", arrows=len(ARROWS))
            if action.arrow == state.blocked_arrow:
                return Message("labyrinth.push_back_blocked")
        if isinstance(action, Move):
            if state.phase is Phase.SHIFT:
                return Message("labyrinth.push_first")
            return Message("labyrinth.cannot_reach")
        return super().refusal(state, action)

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """Pushes and walks are public; only a walk that finds a symbol turns a card over."""
        found = move_event(after)
        return found is not None and found.found is not None

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER or state.winner is None:
            return None
        return Outcome(self.scores(state), (state.winner,))

    def scores(self, state: State) -> tuple[int, ...]:
        """Symbol cards found so far (face up, so everyone can count them)."""
        return tuple(len(p.found) for p in state.players)

    def observation(self, state: State, viewer: int | None) -> Observation:
        views = tuple(PlayerView(p.home, p.pos, len(p.to_find), p.found) for p in state.players)
        return Observation(
            viewer=viewer, current=state.current, phase=state.phase, board=state.board,
            spare=state.spare, blocked_arrow=state.blocked_arrow, players=views,
            targets=() if viewer is None else visible_targets(state.players[viewer], state.younger),
            younger=state.younger, return_home=state.return_home,
            events=state.events)


GAME = Labyrinth()
