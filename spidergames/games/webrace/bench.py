"""Bench figures for the spider-web race: bot speed and strength, and how long a game lasts.

`python -m spidergames.games.webrace.bench [--quick]` prints them on their own.
"""

from __future__ import annotations

import random
import sys
import time

from spidergames.bench import Figure, at_least, at_most, info, median
from spidergames.core.protocol import GameConfig, Seat

from .rules import GAME, State

SECONDS_PER_TURN = 6.0
COLOURS = ("red", "blue", "green", "yellow")


def play(levels: tuple[str, ...], seed: int, timings: dict[str, list[float]] | None = None
         ) -> State:
    """One bot game; records each real decision's time (in ms) per level if asked."""
    rng, bot_rng = random.Random(seed), random.Random(seed + 1)
    seats = tuple(Seat(f"P{i + 1}", lv, COLOURS[i]) for i, lv in enumerate(levels))
    state = GAME.new_game(GameConfig(seats), rng)
    bots = [GAME.make_bot(lv) for lv in levels]
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        legal = GAME.legal_actions(state)
        start = time.perf_counter()
        action = bots[seat].choose(GAME.observation(state, seat), legal, bot_rng)
        if timings is not None and len(legal) > 1:
            timings.setdefault(levels[seat], []).append((time.perf_counter() - start) * 1000)
        state = GAME.apply(state, action, rng)
    return state


def hard_vs_easy(games: int, timings: dict[str, list[float]]) -> float:
    """Share of 2-player games the hard bot wins against easy, seats alternating (shared: half)."""
    won = 0.0
    for seed in range(games):
        hard = seed % 2
        levels = ("hard", "easy") if hard == 0 else ("easy", "hard")
        outcome = GAME.outcome(play(levels, 10_000 + seed, timings))
        assert outcome is not None
        if hard in outcome.winners:
            won += 1.0 / len(outcome.winners)
    return won / games


def game_turns(players: int, level: str, games: int) -> float:
    return median(play((level,) * players, 20_000 + seed).turns for seed in range(games))


def run(quick: bool = False) -> list[Figure]:
    timings: dict[str, list[float]] = {}
    rate = hard_vs_easy(40 if quick else 500, timings)
    length_games = 10 if quick else 200
    two, four = (game_turns(n, "normal", length_games) for n in (2, 4))
    four_easy = game_turns(4, "easy", length_games)
    minutes = four * SECONDS_PER_TURN / 60
    return [
        at_most("webrace hard decision median", median(timings["hard"]), "ms", 50),
        at_least("webrace hard vs easy win rate (2 players)", 100 * rate, "%", 75),
        info("webrace median game length, 2 normal bots", two, "turns"),
        info("webrace median game length, 4 normal bots", four, "turns"),
        info("webrace median game length, 4 easy bots", four_easy, "turns"),
        Figure("webrace 4-player game at 6 s a turn (normal bots)", minutes, "min",
               "15-25 min", 15 <= minutes <= 25),
        info("webrace 4-player game at 6 s a turn (easy bots)",
             four_easy * SECONDS_PER_TURN / 60, "min"),
    ]


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
