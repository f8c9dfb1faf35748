"""Bench figures for the spider-web race: bot speed and strength, and how long a game lasts.

`python -m spidergames.games.webrace.bench [--quick]` prints them on their own.
"""

from __future__ import annotations

import sys

from spidergames.bench import Figure, at_least, at_most, info, level_figures, median, play_bots, win_share

from .rules import GAME

SECONDS_PER_TURN = 6.0


def game_turns(players: int, level: str, games: int) -> float:
    return median(play_bots(GAME, (level,) * players, 20_000 + seed).turns for seed in range(games))


def run(quick: bool = False) -> list[Figure]:
    timings: dict[str, list[float]] = {}
    rate = win_share(GAME, "hard", "easy", 40 if quick else 500, first_seed=10_000, decision_ms=timings)
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
    ] + level_figures(GAME, 40 if quick else 500)


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
