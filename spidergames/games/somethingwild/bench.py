"""Bench figures for Something Wild!: how fast the hard bot decides and how often each level wins."""

from __future__ import annotations

from spidergames.bench import (
    Figure,
    at_least,
    at_most,
    info,
    level_figures,
    median,
    percentile,
    win_share,
)

from .rules import GAME


def run(quick: bool) -> list[Figure]:
    games = 100 if quick else 1000
    decisions: dict[str, list[float]] = {}
    rate = win_share(GAME, "hard", "easy", games, decision_ms=decisions)
    times = decisions["hard"]
    figures = [
        at_most("somethingwild: hard decision median", median(times), "ms", 20),
        info("somethingwild: hard decision 95th percentile", percentile(times, 95), "ms"),
        at_least(f"somethingwild: hard beats easy ({games} 2-player games)", 100 * rate, "%", 70),
    ]
    return figures + level_figures(GAME, 100 if quick else 1000)


if __name__ == "__main__":
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(figure.line())
