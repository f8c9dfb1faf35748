"""Labyrinth bench: hard-bot speed, two-turn optimality on solo positions, and hard vs easy.

The optimal number of turns is found by a plain exhaustive search written with the public rules
helpers (`shift_board`, `reachable`), independent of the bots' bitmask search.
"""

from __future__ import annotations

import random

from spidergames.bench import (
    COLOURS,
    Figure,
    at_least,
    at_most,
    info,
    median,
    percentile,
    timed_ms,
    win_share,
)
from spidergames.core.protocol import GameConfig, Seat

from .board import opposite
from .rules import GAME, LabyrinthState, MoveEvent, Phase, reachable, shift_board, symbol_cell


def _config(levels: list[str]) -> GameConfig:
    return GameConfig(tuple(Seat(f"P{i + 1}", lv, COLOURS[i]) for i, lv in enumerate(levels)))


def _advance(state: LabyrinthState, turns: int, level: str, rng: random.Random) -> LabyrinthState:
    """Play `turns` whole turns with `level` bots (fewer if the game ends)."""
    bot = GAME.make_bot(level)
    for _ in range(turns * 2):
        if GAME.is_over(state):
            break
        p = GAME.current_player(state)
        action = bot.choose(GAME.observation(state, p), GAME.legal_actions(state), rng)
        state = GAME.apply(state, action, rng)
    return state


def _random_position(seed: int) -> LabyrinthState:
    """A position at a push, 1-4 players, 0-40 turns into a game played by normal bots."""
    rng = random.Random(seed)
    players = 1 + seed % 4
    state = GAME.new_game(_config(["normal"] * players), rng)
    return _advance(state, rng.randrange(41), "normal", rng)


def optimal_turns(state: LabyrinthState) -> int | None:
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


def _hard_turns(state: LabyrinthState, rng: random.Random) -> int:
    """Turns the hard bot needs to reach its top card, playing alone (3 means 'more than 2')."""
    bot = GAME.make_bot("hard")
    for turn in (1, 2):
        for _ in range(2):
            action = bot.choose(GAME.observation(state, 0), GAME.legal_actions(state), rng)
            state = GAME.apply(state, action, rng)
        if any(isinstance(e, MoveEvent) and e.found is not None for e in state.events):
            return turn
    return 3


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
        hits += _hard_turns(state, rng) == best
    return [
        at_least(f"hard reaches target in minimum turns ({count} solo)", 100.0 * hits / count,
                 "%", 98),
        info("solo positions skipped (target > 2 turns away)", skipped, "pos"),
    ]


def _timing(count: int) -> list[Figure]:
    bot = GAME.make_bot("hard")
    times = []
    for seed in range(count):
        state = _random_position(seed)
        if GAME.is_over(state):
            continue
        p = GAME.current_player(state)
        obs, legal = GAME.observation(state, p), GAME.legal_actions(state)
        assert state.phase is Phase.SHIFT
        times.append(timed_ms(lambda: bot.choose(obs, legal, random.Random(seed))))
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
            + _win_rate(20 if quick else 200))


if __name__ == "__main__":
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
