"""Bench figures for Something Wild!: how fast the hard bot decides and how often it wins."""

from __future__ import annotations

import random

from spidergames.bench import (
    Figure,
    at_least,
    at_most,
    info,
    median,
    percentile,
    timed_ms,
)
from spidergames.core.protocol import GameConfig, Seat

from .rules import GAME


def _duel(strong: str, weak: str, games: int, seed: int = 0) -> tuple[float, list[float]]:
    """Win rate of `strong` over `weak` in 2-player games (seats alternate), and the time of
    each decision of `strong` that had more than one choice."""
    wins, times = 0, []
    for g in range(games):
        levels = (strong, weak) if g % 2 == 0 else (weak, strong)
        rng, bot_rng = random.Random(seed + g), random.Random(seed + g + 1_000_003)
        state = GAME.new_game(GameConfig(tuple(Seat(f"P{i + 1}", lv) for i, lv in enumerate(levels))), rng)
        bots = [GAME.make_bot(lv) for lv in levels]
        while not GAME.is_over(state):
            p = GAME.current_player(state)
            obs, legal = GAME.observation(state, p), GAME.legal_actions(state)
            chosen: list[object] = []
            ms = timed_ms(lambda: chosen.append(bots[p].choose(obs, legal, bot_rng)))
            if levels[p] == strong and len(legal) > 1:
                times.append(ms)
            state = GAME.apply(state, chosen[0], rng)
        wins += levels[state.winner] == strong
    return wins / games, times


def run(quick: bool) -> list[Figure]:
    games = 100 if quick else 1000
    rate, times = _duel("hard", "easy", games)
    figures = [
        at_most("somethingwild: hard decision median", median(times), "ms", 20),
        info("somethingwild: hard decision 95th percentile", percentile(times, 95), "ms"),
        at_least(f"somethingwild: hard beats easy ({games} 2-player games)", 100 * rate, "%", 70),
    ]
    if not quick:
        versus, _ = _duel("hard", "normal", 200, seed=50_000)
        figures.append(info("somethingwild: hard beats normal (200 2-player games)", 100 * versus, "%"))
    return figures


if __name__ == "__main__":
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
