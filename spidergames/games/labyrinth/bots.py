"""Computer players for the Labyrinth. They see only their observation and the legal actions.

- easy: a random legal push, then the reachable tile closest to its symbol (or stay).
- normal: tries every push and every turn of the spare, takes its symbol whenever it can this
  turn, else the tile closest to it.
- hard: also looks at its own next turn (every push then) and picks the place from which the
  most pushes lead to its symbol. Opponents' targets are secret, so it only blocks what is
  public: an opponent who has found all their symbols and is heading home. If that opponent could
  get home next turn, it prefers a push after which no push of theirs connects them home.

The search runs on 49-bit masks (see board.py): one push plus a flood fill costs ~15 µs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import groupby

from spidergames.core.protocol import LEVELS

from . import board as maze
from .board import ARROWS, CELLS, SHIFTED, Masks
from .rules import Action, LabyrinthObservation, Move, Phase, Shift

SPARE = CELLS
"""Tile location meaning "this tile is the spare, off the board"."""


def _tile_shift_table() -> tuple[tuple[int, ...], ...]:
    """TILE_SHIFTED[arrow][loc]: where the tile at `loc` (0-48, or SPARE) goes after the push."""
    table = []
    for a in ARROWS:
        moved = list(range(CELLS + 1))
        for near, far in zip(a.line, a.line[1:]):
            moved[near] = far
        moved[a.line[-1]] = SPARE
        moved[SPARE] = a.line[0]
        table.append(tuple(moved))
    return tuple(table)


TILE_SHIFTED = _tile_shift_table()


def _mask(locs: Sequence[int]) -> int:
    out = 0
    for loc in locs:
        if loc != SPARE:
            out |= 1 << loc
    return out


def distinct_shifts(spare: int, blocked: int | None) -> tuple[tuple[int, int, int], ...]:
    """(arrow, rotation, turned sides) for every legal push, one per different-looking spare."""
    turns: dict[int, int] = {}
    for r in range(4):
        turns.setdefault(maze.rotate(spare, r), r)
    return tuple((a, r, sides) for a in range(len(ARROWS)) if a != blocked
                 for sides, r in turns.items())


@dataclass
class _Board:
    """The maze after one push (or as it stands), with the pushes that may follow it."""

    masks: Masks
    spare: int
    blocked: int | None
    east: int = 0
    south: int = 0
    _next: list[tuple[int, int, int]] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.east, self.south = maze.links(self.masks)

    def reach(self, cell: int) -> int:
        return maze.flood(1 << cell, self.east, self.south)

    def pushed(self, arrow: int, sides: int) -> _Board:
        masks, out = maze.shift_masks(self.masks, sides, arrow)
        return _Board(masks, out, maze.opposite(arrow))

    def next_links(self) -> list[tuple[int, int, int]]:
        """(arrow, east, south) for every legal push from here (computed once)."""
        if self._next is None:
            self._next = []
            for a, _, sides in distinct_shifts(self.spare, self.blocked):
                masks, _ = maze.shift_masks(self.masks, sides, a)
                self._next.append((a, *maze.links(masks)))
        return self._next


@dataclass(frozen=True)
class _Goal:
    """What I am looking for, as tile locations that ride the pushes."""

    locs: tuple[int, ...]  # my target tiles (symbols), or my home corner
    home: int
    heading_home: bool
    cards_left: int
    younger: bool
    return_home: bool

    @classmethod
    def of(cls, obs: LabyrinthObservation) -> _Goal:
        me = obs.players[obs.me]
        home = maze.index(me.home)
        where = {t.symbol: i for i, t in enumerate(obs.board) if t.symbol is not None}
        if obs.targets:
            locs = tuple(where.get(s, SPARE) for s in obs.targets)
        else:
            locs = (home,)
        return cls(locs, home, not obs.targets, me.cards_left, obs.younger, obs.return_home)

    def after(self, arrow: int) -> _Goal:
        table = TILE_SHIFTED[arrow]
        return _Goal(tuple(table[x] for x in self.locs), self.home, self.heading_home,
                     self.cards_left, self.younger, self.return_home)

    def wins_at(self, cell: int) -> bool:
        if self.heading_home:
            return cell == self.home
        return self.cards_left == 1 and not self.return_home and cell in self.locs

    def next_locs(self, cell: int) -> tuple[int, ...] | None:
        """My goals after ending a walk on `cell`; None when the next card is still secret."""
        if self.heading_home or cell not in self.locs:
            return self.locs
        rest = tuple(x for x in self.locs if x != cell)
        if self.cards_left > 1:
            return rest if self.younger else None
        return (self.home,)

    def distance(self, cell: int) -> int:
        return maze.distance_to(cell, _mask(self.locs))


def _goal_distance(goal: _Goal, cell: int) -> int:
    """How far `cell` is from the nearest goal; a goal in the spare counts as far away."""
    return goal.distance(cell) if _mask(goal.locs) else 20


def _cell_of_move(m: Move) -> int:
    return maze.index(m.cell)


def _best(options: Sequence[tuple[tuple[float, ...], Action]], rng: random.Random) -> Action:
    """The action with the highest key; ties broken by the rng."""
    top = max(key for key, _ in options)
    return rng.choice([a for key, a in options if key == top])


def _shifts_in(legal: Sequence[Action]) -> list[Shift]:
    return [a for a in legal if isinstance(a, Shift)]


# -- easy ------------------------------------------------------------------------------------------
class EasyBot:
    """Pushes anywhere, then walks to its symbol if it can, else as close as it can."""

    def choose(self, obs: LabyrinthObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        if obs.phase is Phase.SHIFT:
            return rng.choice(_shifts_in(legal))
        goal = _Goal.of(obs)
        return _best([((-_goal_distance(goal, _cell_of_move(m)),), m) for m in legal], rng)


# -- normal ----------------------------------------------------------------------------------------
class NormalBot:
    """Tries every push: its symbol this turn if possible, else the tile closest to it.

    "Closest" first counts the walls in the way (steps from my streets to the streets of my
    symbol), then the plain distance to the symbol, so it does not wait forever beside a wall.
    """

    def choose(self, obs: LabyrinthObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        goal = _Goal.of(obs)
        board = _Board(maze.side_masks(obs.board), obs.spare.sides,
                       obs.blocked_arrow)
        if obs.phase is Phase.MOVE:
            streets = maze.flood(_mask(goal.locs), board.east, board.south)
            return _best([(_closeness(1 << _cell_of_move(m), streets, goal), m) for m in legal],
                         rng)
        me = maze.index(obs.players[obs.me].pos)
        options: list[tuple[tuple[int, ...], Action]] = []
        for a, r, sides in distinct_shifts(board.spare, board.blocked):
            after = board.pushed(a, sides)
            moved_goal = goal.after(a)
            streets = maze.flood(_mask(moved_goal.locs), after.east, after.south)
            reach = after.reach(SHIFTED[a][me])
            options.append((_closeness(reach, streets, moved_goal), Shift(a, r)))
        return _best(options, rng)


def _closeness(reach: int, streets: int, goal: _Goal) -> tuple[int, int, int]:
    """(found it?, -walls in the way, -distance): bigger is better for the cells in `reach`."""
    hit = 1 if reach & _mask(goal.locs) else 0
    return hit, -maze.gap(reach, streets), -maze.gap(reach, _mask(goal.locs))


# -- hard ------------------------------------------------------------------------------------------
@dataclass
class _Plan:
    """One push of mine (or none, at walking time) and what it leaves."""

    action: Shift | None
    board: _Board
    me: int
    goal: _Goal
    blocks: int = 0


def _threats(obs: LabyrinthObservation) -> list[tuple[int, int]]:
    """(position, home) of every opponent heading home: the only public targets."""
    if not obs.return_home:
        return []
    return [(maze.index(p.pos), maze.index(p.home)) for i, p in enumerate(obs.players)
            if i != obs.me and p.cards_left == 0]


def _blocked_count(plan: _Plan, threats: list[tuple[int, int]]) -> int:
    """How many threatening opponents no push of theirs can bring home next turn."""
    count = 0
    for pos, home in threats:
        escapes = False
        for a2, e2, s2 in plan.board.next_links():
            if maze.flood(1 << home, e2, s2) >> SHIFTED[a2][pos] & 1:
                escapes = True
                break
        count += not escapes
    return count


class HardBot:
    """Two of its own turns deep, blocking an opponent's public run home when it can."""

    def choose(self, obs: LabyrinthObservation, legal: Sequence[Action],
               rng: random.Random) -> Action:
        goal = _Goal.of(obs)
        board = _Board(maze.side_masks(obs.board), obs.spare.sides,
                       obs.blocked_arrow)
        me = maze.index(obs.players[obs.me].pos)
        if obs.phase is Phase.MOVE:
            plans = [_Plan(None, board, me, goal)]
        else:
            threats = _threats(obs)
            plans = []
            for a, r, sides in distinct_shifts(board.spare, board.blocked):
                plan = _Plan(Shift(a, r), board.pushed(a, sides), SHIFTED[a][me], goal.after(a))
                if threats:
                    threats_here = [(SHIFTED[a][pos], home) for pos, home in threats]
                    plan.blocks = _blocked_count(plan, threats_here)
                plans.append(plan)
        best = self._best_plan(plans, rng)
        if obs.phase is Phase.MOVE:
            return Move(*maze.cell_of(best[1]))
        assert best[0].action is not None
        return best[0].action

    def _best_plan(self, plans: list[_Plan], rng: random.Random) -> tuple[_Plan, int]:
        """Lexicographic: win now, block, find a symbol now, then how often next turn works."""
        tier: list[tuple[_Plan, int]] = []
        top: tuple[int, int, int] | None = None
        for plan in plans:
            reach = plan.board.reach(plan.me)
            for d in maze.cells_in(reach):
                key = (int(plan.goal.wins_at(d)), plan.blocks, int(d in plan.goal.locs))
                if top is None or key > top:
                    top, tier = key, []
                if key == top:
                    tier.append((plan, d))
        assert top is not None
        if top[0]:
            return rng.choice(tier)
        scored = self._look_ahead(tier)
        return _best_pair(scored, rng)

    def _look_ahead(self, tier: list[tuple[_Plan, int]]) -> list[tuple[tuple[int, ...], _Plan, int]]:
        """For each (push, walk): in how many of my next pushes the goal is in reach; if in none,
        how near its streets come at best; then how close the walk ends today."""
        rows: list[tuple[int, _Plan, int, Callable[[int], int] | None]] = []
        for _, group in groupby(tier, key=lambda pair: id(pair[0])):
            pairs = list(group)
            plan = pairs[0][0]
            by_goal: dict[tuple[int, ...] | None, list[int]] = {}
            for _, d in pairs:
                by_goal.setdefault(plan.goal.next_locs(d), []).append(d)
            for locs, cells in by_goal.items():
                counts, near = self._second_turn(plan, locs, cells)
                rows += [(c, plan, d, near) for d, c in zip(cells, counts)]
        any_next = max(count for count, _, _, _ in rows) > 0
        return [((count, 0 if any_next or near is None else -near(d),
                  -_goal_distance(plan.goal, d)), plan, d)
                for count, plan, d, near in rows]

    @staticmethod
    def _second_turn(plan: _Plan, locs: tuple[int, ...] | None,
                     cells: list[int]) -> tuple[list[int], Callable[[int], int] | None]:
        """Per cell: how many of my next pushes put the goal in reach, and a function giving the
        nearest approach over all pushes (None when the next goal is still a secret card)."""
        if locs is None:
            return [0] * len(cells), None
        counts = [0] * len(cells)
        floods: list[tuple[int, int]] = []
        for a2, e2, s2 in plan.board.next_links():
            streets = maze.flood(_mask([TILE_SHIFTED[a2][x] for x in locs]), e2, s2)
            floods.append((a2, streets))
            shifted = SHIFTED[a2]
            for k, d in enumerate(cells):
                if streets >> shifted[d] & 1:
                    counts[k] += 1

        def near(d: int) -> int:
            return min((maze.distance_to(SHIFTED[a2][d], t) for a2, t in floods), default=99)

        return counts, near


def _best_pair(scored: list[tuple[tuple[int, ...], _Plan, int]],
               rng: random.Random) -> tuple[_Plan, int]:
    top = max(key for key, _, _ in scored)
    return rng.choice([(plan, d) for key, plan, d in scored if key == top])


def make_bot(level: str) -> EasyBot | NormalBot | HardBot:
    """A computer player of `level` (one of LEVELS)."""
    bots = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if level not in bots:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return bots[level]()
