"""Labyrinth bench: hard-bot speed, two-turn optimality on solo positions, targets three turns
away, and hard vs easy.

The optimal number of turns is found by a plain exhaustive search written with the public rules
helpers (`shift_board`, `reachable`), independent of the bots' search. Three turns are too many
pushes for that plain search, so `plan_within` finds a plan on the maze's bitmasks and the
plan is then replayed with the public helpers before a position counts as "three turns away".
"""

from __future__ import annotations

import random
from functools import partial

from spidergames.bench import (
    COLOURS,
    Figure,
    at_least,
    at_most,
    info,
    level_figures,
    median,
    percentile,
    timed_ms,
    win_share,
)
from spidergames.core.protocol import GameConfig, Seat

from . import board as maze
from .board import ARROWS, SHIFTED, opposite
from .bots import make_bot
from .rules import GAME, Phase, State, move_event, reachable, shift_board, symbol_cell


def _config(levels: list[str]) -> GameConfig:
    return GameConfig(tuple(Seat(f"P{i + 1}", lv, COLOURS[i]) for i, lv in enumerate(levels)))


def _advance(state: State, turns: int, level: str, rng: random.Random) -> State:
    """Play `turns` whole turns with `level` bots (fewer if the game ends)."""
    bot = make_bot(level)
    for _ in range(turns * 2):
        if GAME.is_over(state):
            break
        p = GAME.current_player(state)
        action = bot.choose(GAME.observation(state, p), GAME.legal_actions(state), rng)
        state = GAME.apply(state, action, rng)
    return state


def _random_position(seed: int) -> State:
    """A position at a push, 1-4 players, 0-40 turns into a game played by normal bots."""
    rng = random.Random(seed)
    players = 1 + seed % 4
    state = GAME.new_game(_config(["normal"] * players), rng)
    return _advance(state, rng.randrange(41), "normal", rng)


def optimal_turns(state: State) -> int | None:
    """1 or 2: the fewest turns in which the current solo player can reach its top card; None if
    it takes longer. Exhaustive over both pushes (every rotation) and every walk in between."""
    me = state.players[state.current]
    target = me.to_find[0]
    arrows = [a for a in range(12) if a != state.blocked_arrow]
    firsts = [(shift_board(state.board, state.spare, a, r, (me.pos,)), a)
              for a in arrows for r in range(4)]
    for first, _ in firsts:
        if symbol_cell(first.board, target) in reachable(first.board, first.positions[0]):
            return 1
    for first, a1 in firsts:
        walks = reachable(first.board, first.positions[0])
        for a2 in range(12):
            if a2 == opposite(a1):
                continue
            for r2 in range(4):
                second = shift_board(first.board, first.spare, a2, r2, walks)
                goal = symbol_cell(second.board, target)
                if goal is not None and set(second.positions) & set(reachable(second.board, goal)):
                    return 2
    return None


def hard_turns_to_target(state: State, rng: random.Random, cap: int = 12) -> int:
    """Whole turns the hard bot needs to reach its top card playing alone (cap + 1: not found)."""
    bot = make_bot("hard")
    for turn in range(1, cap + 1):
        for _ in range(2):
            action = bot.choose(GAME.observation(state, 0), GAME.legal_actions(state), rng)
            state = GAME.apply(state, action, rng)
        event = move_event(state)
        if event is not None and event.found is not None:
            return turn
    return cap + 1


def _optimality(count: int) -> list[Figure]:
    hits = done = skipped = 0
    seed = 0
    while done < count:
        rng = random.Random(10_000 + seed)
        seed += 1
        state = _advance(GAME.new_game(_config(["hard"]), rng), rng.randrange(6), "easy", rng)
        if GAME.is_over(state) or not state.players[0].to_find:
            skipped += 1
            continue
        best = optimal_turns(state)
        if best is None:
            skipped += 1
            continue
        done += 1
        hits += hard_turns_to_target(state, rng, cap=2) == best
    return [
        at_least(f"hard reaches target in minimum turns ({count} solo)", 100.0 * hits / count,
                 "%", 98),
        info("solo positions skipped (target > 2 turns away)", skipped, "pos"),
    ]


Plan = tuple[tuple[int, int], ...]
"""The pushes of a plan, (arrow, rotation) each; the walks are "anywhere reachable"."""


def plan_within(state: State, turns: int = 3) -> Plan | None:
    """Pushes with which the current solo player, about to push, can reach its top card in at
    most `turns` turns (the fewest pushes there are), or None.

    Breadth first over boards, each with the set of cells the piece may stand on (a walk may end
    anywhere reachable), on the bitmask maze of board.py; a board met twice is kept once."""
    me = state.players[state.current]
    target = me.to_find[0]
    tiles = [t.sides for t in state.board] + [state.spare.sides]
    goal = next(i for i, t in enumerate(list(state.board) + [state.spare]) if t.symbol == target)
    blocked = -1 if state.blocked_arrow is None else state.blocked_arrow
    frontier: dict[tuple[int, ...], Plan] = {
        (*maze.side_masks(tiles[:49]), tiles[49], blocked, goal, 1 << maze.index(me.pos)): ()}
    for _ in range(turns):
        following: dict[tuple[int, ...], Plan] = {}
        for (n, e, s, w, spare, blocked, goal, cells), plan in frontier.items():
            for a in range(len(ARROWS)):
                if a == blocked:
                    continue
                line = ARROWS[a].line
                moved_goal = (line[0] if goal == 49 else 49 if goal == line[-1]
                              else line[line.index(goal) + 1] if goal in line else goal)
                moved = 0
                for c in maze.cells_in(cells):
                    moved |= 1 << SHIFTED[a][c]
                for r in sorted({maze.rotate(spare, r): r for r in range(4)}.values()):
                    masks, out = maze.shift_masks((n, e, s, w), maze.rotate(spare, r), a)
                    reach = maze.flood(moved, *maze.links(masks))
                    if moved_goal < 49 and reach >> moved_goal & 1:
                        return plan + ((a, r),)
                    following.setdefault((*masks, out, opposite(a), moved_goal, reach),
                                         plan + ((a, r),))
        frontier = following
    return None


def plan_works(state: State, plan: Plan) -> bool:
    """Replays `plan` with the public rules helpers: after the last push, can some walk end on
    the current player's top card?"""
    me = state.players[state.current]
    board, spare, cells = state.board, state.spare, {me.pos}
    for a, r in plan:
        done = shift_board(board, spare, a, r, tuple(cells))
        board, spare = done.board, done.spare
        cells = {c for p in done.positions for c in reachable(board, p)}
    return symbol_cell(board, me.to_find[0]) in cells


def three_away(seed: int) -> State | None:
    """A random solo position (0-5 turns played by easy) whose top card is exactly three turns
    away, or None: the seed's position is nearer, or farther."""
    rng = random.Random(seed)
    state = _advance(GAME.new_game(_config(["hard"]), rng), rng.randrange(6), "easy", rng)
    if GAME.is_over(state) or not state.players[0].to_find:
        return None
    plan = plan_within(state, 3)
    if plan is None or len(plan) < 3:
        return None
    if optimal_turns(state) is not None or not plan_works(state, plan):
        raise AssertionError(f"seed {seed}: the bitmask search disagrees with the rules")
    return state


def _three_away(count: int) -> list[Figure]:
    """The hard bot on solo positions whose target is exactly three turns away: turns taken, and
    the time of its first decision (the push, where it has to look furthest)."""
    turns: list[int] = []
    times: list[float] = []
    bot = make_bot("hard")
    seed = 30_000
    while len(turns) < count:
        seed += 1
        state = three_away(seed)
        if state is None:
            continue
        obs, legal = GAME.observation(state, 0), GAME.legal_actions(state)
        times.append(timed_ms(partial(bot.choose, obs, legal, random.Random(seed))))
        turns.append(hard_turns_to_target(state, random.Random(seed)))
    return [
        at_least(f"hard: target 3 turns away reached in <= 4 ({count} solo)",
                 100.0 * sum(t <= 4 for t in turns) / count, "%", 100),
        info("hard: worst turns for a target 3 turns away", max(turns), "turns",
             "report only (13 = not in 12)"),
        info("hard: mean turns for a target 3 turns away", sum(turns) / count, "turns"),
        at_most("hard decision time, target 3 turns away, median", median(times), "ms", 250),
        at_most("hard decision time, target 3 turns away, p95", percentile(times, 95), "ms", 1000),
    ]


def _timing(count: int) -> list[Figure]:
    bot = make_bot("hard")
    times = []
    for seed in range(count):
        state = _random_position(seed)
        if GAME.is_over(state):
            continue
        p = GAME.current_player(state)
        obs, legal = GAME.observation(state, p), GAME.legal_actions(state)
        assert state.phase is Phase.SHIFT
        times.append(timed_ms(partial(bot.choose, obs, legal, random.Random(seed))))
    return [
        at_most("hard decision time, median", median(times), "ms", 250),
        at_most("hard decision time, p95", percentile(times, 95), "ms", 1000),
    ]


def _win_rate(games: int) -> list[Figure]:
    rate = 100.0 * win_share(GAME, "hard", "easy", games, first_seed=20_000)
    return [at_least(f"hard beats easy ({games} 2-player games)", rate, "%", 80)]


def run(quick: bool = False) -> list[Figure]:
    """All Labyrinth figures; `quick` uses short counts for CI."""
    return (_timing(40 if quick else 300)
            + _optimality(40 if quick else 300)
            + _three_away(20 if quick else 100)
            + _win_rate(20 if quick else 200)
            + level_figures(GAME, 40 if quick else 400))


if __name__ == "__main__":
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
