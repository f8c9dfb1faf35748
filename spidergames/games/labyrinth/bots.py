"""Computer players for the Labyrinth. They see only their observation and the legal actions.

- easy: a random legal push, then the reachable tile closest to its symbol (or stay).
- normal: tries every push and every turn of the spare, takes its symbol whenever it can this
  turn, else the tile closest to it.
- hard: also looks at its own next turn (every push then) and picks the place from which the
  most pushes lead to its symbol. When no place does, it looks a turn further: a push after
  which some walk leaves it a two-turn plan (depth first, stopping at the first plan found; see
  `_can_finish` for the pruning), then the place from which the most next pushes keep such a
  plan. It stays put only if no place it can reach has a plan its own place lacks or, with no
  plan, lies nearer the symbol. Opponents' targets are secret, so it only blocks what is public:
  an opponent who has found all their symbols and is heading home. If that opponent could get
  home next turn, it prefers a push after which no push of theirs connects them home.

The search runs on 49-bit masks (see board.py): one push plus a flood fill costs ~5 µs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import groupby

from spidergames.core.gameinfo import N_
from spidergames.core.hints import Reason
from spidergames.core.protocol import LEVELS

from . import board as maze
from .board import ARROWS, CELLS, IN_SENTENCES, SHIFTED, SYMBOLS, Masks
from .rules import Action, Move, Observation, Phase, Shift

SPARE = CELLS
"""Tile location meaning "this tile is the spare, off the board"."""


def _tile_shift_table() -> tuple[tuple[int, ...], ...]:
    """TILE_SHIFTED[arrow][loc]: where the tile at `loc` (0-48, or SPARE) goes after the push."""
    table = []
    for a in ARROWS:
        moved = list(range(CELLS + 1))
        for near, far in zip(a.line, a.line[1:], strict=False):
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


@cache
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
    def of(cls, obs: Observation) -> _Goal:
        me = obs.players[obs.me]
        home = maze.index(me.home)
        where = {t.symbol: i for i, t in enumerate(obs.board) if t.symbol is not None}
        locs = tuple(where.get(s, SPARE) for s in obs.targets) if obs.targets else (home,)
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


def _cell_of_move(m: Action) -> int:
    """The cell a walk ends on (only walks are legal in the walking step)."""
    assert isinstance(m, Move)
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

    def choose(self, obs: Observation, legal: Sequence[Action],
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

    def choose(self, obs: Observation, legal: Sequence[Action],
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


def _threats(obs: Observation) -> list[tuple[int, int]]:
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

    def choose(self, obs: Observation, legal: Sequence[Action],
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
                rows += [(c, plan, d, near) for d, c in zip(cells, counts, strict=True)]
        any_next = max(count for count, _, _, _ in rows) > 0
        if not any_next and all(near is not None and d not in plan.goal.locs
                                for _, plan, d, near in rows):
            return self._far_sighted([(plan, d, near) for _, plan, d, near in rows
                                      if near is not None])
        return [((count, 0 if any_next or near is None else -near(d),
                  -_goal_distance(plan.goal, d)), plan, d)
                for count, plan, d, near in rows]

    @staticmethod
    def _far_sighted(rows: list[tuple[_Plan, int, Callable[[int], int]]]
                     ) -> list[tuple[tuple[int, ...], _Plan, int]]:
        """No walk today leaves the goal one turn away: look one turn further.

        Keys, best first: a plan that reaches the goal the turn after next (at walking time: for
        how many of my next pushes one works; at pushing time: whether one works for some walk),
        then how close the walk ends today, then how near the goal's streets come next turn.
        Pushes are tried in order of how close their walks end, stopping once one works: only
        the best keys come back."""
        plan = rows[0][0]
        if plan.action is None:  # walking: one board, a count per cell
            counts = _third_turn(plan, [d for _, d, _ in rows])
            keyed = [((c, -_goal_distance(plan.goal, d)), plan, d, near)
                     for c, (plan, d, near) in zip(counts, rows, strict=True)]
        else:
            closest: dict[int, int] = {}  # id(plan) -> how close its closest walk ends
            for plan, d, _ in rows:
                closest[id(plan)] = max(closest.get(id(plan), -99), -_goal_distance(plan.goal, d))
            works: set[int] = set()
            for level in sorted(set(closest.values()), reverse=True):
                for plan, _, _ in rows:
                    if closest[id(plan)] == level and id(plan) not in works and \
                            _can_finish(plan.board, plan.board.reach(plan.me), plan.goal.locs, 2):
                        works.add(id(plan))
                if works:
                    break
            keyed = [((int(id(plan) in works), -_goal_distance(plan.goal, d)), plan, d, near)
                     for plan, d, near in rows]
        top = max(key for key, _, _, _ in keyed)
        return [((*key, -near(d)), plan, d) for key, plan, d, near in keyed if key == top]

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


# -- hard, three turns ahead ------------------------------------------------------------------------
CROSS = maze.N | maze.E | maze.S | maze.W
"""A tile open on all four sides: pushed in, it joins every street any turn of the spare joins."""

_LINES = tuple(_mask(a.line) for a in ARROWS)


def _pushes(board: _Board, locs: tuple[int, ...], last: bool) -> list[tuple[int, list[int]]]:
    """(arrow, turned sides of the spare) for the legal pushes that may bring a goal in reach.

    On the `last` turn a push helps only if its line holds a tile of the goal's streets or a tile
    those streets point to (else they stay as they are), or when the goal is the spare."""
    by_arrow: dict[int, list[int]] = {}
    for a, _, sides in distinct_shifts(board.spare, board.blocked):
        by_arrow.setdefault(a, []).append(sides)
    if not last or SPARE in locs:
        return list(by_arrow.items())
    streets = maze.flood(_mask(locs), board.east, board.south)
    near = streets | maze.doors(streets, board.masks)
    return [(a, sides) for a, sides in by_arrow.items() if _LINES[a] & near]


def _can_finish(board: _Board, starts: int, locs: tuple[int, ...], turns: int) -> bool:
    """Can my piece, standing on any cell of `starts`, reach a goal within `turns` turns of mine
    (push, then walk), nobody else pushing in between?

    Depth first, stopping at the first plan found. An arrow is tried with each turn of the spare
    only if it works with a CROSS pushed in there (which can only join more streets); on the
    last turn only the pushes of `_pushes` are tried (and a piece already on the goal's streets
    stays there with any other push)."""
    pushes = _pushes(board, locs, turns == 1)
    if turns == 1 and starts & maze.flood(_mask(locs), board.east, board.south) and \
            len(pushes) < len(ARROWS) - (board.blocked is not None):
        return True
    for arrow, turned in pushes:
        if len(turned) > 1 and not _push_finishes(board, starts, locs, turns, arrow, CROSS):
            continue
        if any(_push_finishes(board, starts, locs, turns, arrow, sides) for sides in turned):
            return True
    return False


def _push_finishes(board: _Board, starts: int, locs: tuple[int, ...], turns: int, arrow: int,
                   sides: int) -> bool:
    after = board.pushed(arrow, sides)
    moved = tuple(TILE_SHIFTED[arrow][x] for x in locs)
    reach = maze.flood(maze.shift_cells(starts, arrow), after.east, after.south)
    if reach & _mask(moved):
        return True
    return turns > 1 and _can_finish(after, reach, moved, turns - 1)


def _finishing_cells(board: _Board, starts: int, locs: tuple[int, ...]) -> int:
    """The cells of `starts` from which one turn (push, walk) reaches a goal."""
    pushes = _pushes(board, locs, True)
    out = 0
    if len(pushes) < len(ARROWS) - (board.blocked is not None):
        out = starts & maze.flood(_mask(locs), board.east, board.south)
    for arrow, turned in pushes:
        moved_starts = maze.shift_cells(starts, arrow)
        moved = _mask([TILE_SHIFTED[arrow][x] for x in locs])
        if len(turned) > 1:
            after = board.pushed(arrow, CROSS)
            if not moved_starts & maze.flood(moved, after.east, after.south):
                continue
        for sides in turned:
            after = board.pushed(arrow, sides)
            hits = moved_starts & maze.flood(moved, after.east, after.south)
            out |= maze.shift_cells(hits, maze.opposite(arrow))
    return out


def _third_turn(plan: _Plan, cells: list[int]) -> list[int]:
    """Per cell: after how many of my next pushes a walk leads to a place from which the push
    after that brings the goal in reach (a plan for turns 2 and 3 from here)."""
    board = plan.board
    counts = [0] * len(cells)
    for a, _, sides in distinct_shifts(board.spare, board.blocked):
        after = board.pushed(a, sides)
        locs = tuple(TILE_SHIFTED[a][x] for x in plan.goal.locs)
        mine = maze.flood(maze.shift_cells(_mask(cells), a), after.east, after.south)
        good = maze.flood(_finishing_cells(after, mine, locs), after.east, after.south)
        if good:
            shifted = SHIFTED[a]
            for k, d in enumerate(cells):
                counts[k] += good >> shifted[d] & 1
    return counts


def _best_pair(scored: list[tuple[tuple[int, ...], _Plan, int]],
               rng: random.Random) -> tuple[_Plan, int]:
    top = max(key for key, _, _ in scored)
    return rng.choice([(plan, d) for key, plan, d in scored if key == top])


def make_bot(level: str) -> EasyBot | NormalBot | HardBot:
    """A computer player of `level` (one of LEVELS)."""
    bots: dict[str, type[EasyBot | NormalBot | HardBot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    if level not in bots:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return bots[level]()


# -- help ------------------------------------------------------------------------------------------
def hint(obs: Observation, legal: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """Help for a person: the normal computer player's push or walk and why, in one short line."""
    action = NormalBot().choose(obs, legal, rng)
    goal = _Goal.of(obs)
    names = dict(SYMBOLS)
    aims = [s for s in obs.targets if s in names]
    if isinstance(action, Shift):
        board = _Board(maze.side_masks(obs.board), obs.spare.sides, obs.blocked_arrow)
        after, moved = board.pushed(action.arrow, obs.spare.turned(action.rotation).sides), goal.after(action.arrow)
        me = maze.index(obs.players[obs.me].pos)
        hit = after.reach(SHIFTED[action.arrow][me]) & _mask(moved.locs)
        found = [s for s, loc in zip(aims, moved.locs, strict=False) if hit >> loc & 1] if aims else []
        where = _goal_words(found[0] if found else aims[0] if aims else None)
        if action.rotation:  # the Turn button glows first: the words say so
            if hit:
                return action, Reason.of(N_("Turn the tile and push it in here: then you can walk to {goal}!"),
                                         goal=where)
            return action, Reason.of(N_("Turn the tile and push it in here to get closer to {goal}!"), goal=where)
        if hit:
            return action, Reason.of(N_("Push the tile in here: then you can walk to {goal}!"), goal=where)
        return action, Reason.of(N_("Push the tile in here to get closer to {goal}!"), goal=where)
    assert isinstance(action, Move)
    if obs.board[maze.index(action.cell)].symbol in aims:  # found one: the first reachable, as the push named it
        reachable = {obs.board[maze.index(m.cell)].symbol: m for m in legal if isinstance(m, Move)}
        action = next(reachable[s] for s in aims if s in reachable)
    cell = maze.index(action.cell)
    symbol = obs.board[cell].symbol
    where = _goal_words(symbol if symbol in aims else aims[0] if aims else None)
    if action.cell == obs.players[obs.me].pos:
        return action, Reason.of(N_("Stay here: no tile you can reach is closer to {goal}."), goal=where)
    if cell in goal.locs:
        return action, Reason.of(N_("Walk to {goal}!"), goal=where)
    return action, Reason.of(N_("Walk as close as you can to {goal}!"), goal=where)


def _goal_words(symbol: str | None) -> str:
    """The goal as "{goal}" says it, its article included ("the Daily Bugle", "Aunt May's Cake")."""
    return N_("your home corner") if symbol is None else IN_SENTENCES[symbol]
