"""Yahtzee bench: how fast the hard bot decides and how often it wins 2-player games.

Win rates come from seeded games with the seats alternating (the hard bot starts every other
game); the roll-off always leaves one winner, so a game is a win or a loss.
"""

from __future__ import annotations

import random
import time

from spidergames.bench import Figure, at_least, at_most, info, median, percentile
from spidergames.core.protocol import GameConfig, Seat

from .bots import plan_for
from .rules import GAME, Roll

FULL_GAMES = 1000
QUICK_GAMES = 100


def play(levels: tuple[str, ...], seed: int, times: list[float] | None = None) -> tuple[int, ...]:
    """Play one seeded game between bots; return the winners. Hard decisions with a real choice
    are timed into `times`."""
    rng, bot_rng = random.Random(seed), random.Random(seed + 1)
    state = GAME.new_game(GameConfig(tuple(Seat(f"P{i + 1}", lv) for i, lv in enumerate(levels))), rng)
    bots = [GAME.make_bot(lv) for lv in levels]
    while not GAME.is_over(state):
        p = GAME.current_player(state)
        legal = GAME.legal_actions(state)
        start = time.perf_counter()
        action = bots[p].choose(GAME.observation(state, p), legal, bot_rng)
        if times is not None and levels[p] == "hard" and len(legal) > 1:
            times.append((time.perf_counter() - start) * 1000.0)
        state = GAME.apply(state, action, rng)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


def win_rate(opponent: str, games: int, times: list[float]) -> float:
    """Share of 2-player games the hard bot wins against `opponent`, seats alternating."""
    wins = 0
    for seed in range(games):
        levels = ("hard", opponent) if seed % 2 == 0 else (opponent, "hard")
        wins += play(levels, seed, times) == (levels.index("hard"),)
    return 100.0 * wins / games


def cold_plan_ms(samples: int) -> list[float]:
    """Time of the first decision of a turn with the plan cache empty (the worst case)."""
    times = []
    for seed in range(samples):
        rng = random.Random(seed)
        state = GAME.new_game(GameConfig((Seat("A", "hard"), Seat("B", "hard"))), rng)
        state = GAME.apply(state, Roll(), rng)
        bot = GAME.make_bot("hard")
        plan_for.cache_clear()
        start = time.perf_counter()
        bot.choose(GAME.observation(state, 0), GAME.legal_actions(state), rng)
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def run(quick: bool = False) -> list[Figure]:
    games = QUICK_GAMES if quick else FULL_GAMES
    times: list[float] = []
    vs_easy = win_rate("easy", games, times)
    vs_normal = win_rate("normal", games, times)
    cold = cold_plan_ms(20 if quick else 100)
    return [
        at_most("yahtzee: hard decision time, median", median(times), "ms", 20),
        info("yahtzee: hard decision time, 95th percentile", percentile(times, 95), "ms"),
        info("yahtzee: hard first decision of a turn (cold), median", median(cold), "ms"),
        at_least(f"yahtzee: hard beats easy, {games} 2-player games", vs_easy, "%", 75),
        at_least(f"yahtzee: hard beats normal, {games} 2-player games", vs_normal, "%", 55),
    ]


if __name__ == "__main__":
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
