"""Yahtzee bench: how fast the hard bot decides and how often each level wins 2-player games.

Win rates come from seeded games with the seats alternating (the hard bot starts every other
game); the roll-off always leaves one winner, so a game is a win or a loss.
"""

from __future__ import annotations

import random
import time

from spidergames.bench import Figure, at_least, at_most, info, level_figures, median, percentile, win_share
from spidergames.core.protocol import GameConfig, Seat

from .bots import make_bot, plan_for
from .rules import GAME, Roll

FULL_GAMES = 1000
QUICK_GAMES = 100


def cold_plan_ms(samples: int) -> list[float]:
    """Time of the first decision of a turn with the plan cache empty (the worst case)."""
    times = []
    for seed in range(samples):
        rng = random.Random(seed)
        state = GAME.new_game(GameConfig((Seat("A", "hard"), Seat("B", "hard"))), rng)
        state = GAME.apply(state, Roll(), rng)
        bot = make_bot("hard")
        plan_for.cache_clear()
        start = time.perf_counter()
        bot.choose(GAME.observation(state, 0), GAME.legal_actions(state), rng)
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def run(quick: bool = False) -> list[Figure]:
    games = QUICK_GAMES if quick else FULL_GAMES
    decisions: dict[str, list[float]] = {}
    vs_easy = 100.0 * win_share(GAME, "hard", "easy", games, decision_ms=decisions)
    levels = level_figures(GAME, games, decision_ms=decisions)
    times = decisions["hard"]
    cold = cold_plan_ms(20 if quick else 100)
    return [
        at_most("yahtzee: hard decision time, median", median(times), "ms", 20),
        info("yahtzee: hard decision time, 95th percentile", percentile(times, 95), "ms"),
        info("yahtzee: hard first decision of a turn (cold), median", median(cold), "ms"),
        at_least(f"yahtzee: hard beats easy, {games} 2-player games", vs_easy, "%", 75),
    ] + levels


if __name__ == "__main__":
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
