"""`python -m spidergames.bench`: speed and strength figures, each printed beside its goal.

Each game adds a `bench.py` beside its rules exposing `run(quick: bool) -> list[Figure]`;
`--quick` runs short counts fit for CI, where a missed goal is reported but never fails the run.
Every game reports the same three level figures (`level_figures`): hard beats normal, normal beats
easy, and a simulated child (`CHILD`) holds its own against easy.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..core import registry
from ..core.protocol import Game, GameConfig, Seat

COLOURS = ("red", "blue", "green", "yellow")
CHILD = "child"
"""A bench-only level: a simulated child, the normal robot's move half the time, a random legal
move otherwise (chance from the bench's seeded rng)."""
LEVEL_GOALS = (("hard", "normal", 65.0), ("normal", "easy", 65.0), (CHILD, "easy", 40.0))
"""(stronger, weaker, the share of 2-player games the stronger must win, in %)."""


@dataclass(frozen=True)
class Figure:
    """One measured figure, its unit, and the goal it is held to."""

    name: str
    value: float
    unit: str
    goal: str  # human text, e.g. "<= 20 ms"
    ok: bool

    def line(self) -> str:
        mark = "ok  " if self.ok else "MISS"
        return f"{mark} {self.name:<52} {self.value:>10.3f} {self.unit:<6} goal {self.goal}"


def at_most(name: str, value: float, unit: str, goal: float) -> Figure:
    return Figure(name, value, unit, f"<= {goal:g} {unit}", value <= goal)


def at_least(name: str, value: float, unit: str, goal: float) -> Figure:
    return Figure(name, value, unit, f">= {goal:g} {unit}", value >= goal)


def info(name: str, value: float, unit: str, note: str = "report only") -> Figure:
    return Figure(name, value, unit, note, True)


def percentile(values: Iterable[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values")
    rank = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[rank]


def median(values: Iterable[float]) -> float:
    return statistics.median(list(values))


def timed_ms(fn: Callable[[], object]) -> float:
    """Wall time of one call in milliseconds."""
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000.0


@dataclass(frozen=True)
class ChildBot:
    """Plays like a child who listens to Help half the time: `normal`'s move, or any legal one."""

    normal: Any

    def choose(self, observation: Any, legal_actions: Any, rng: random.Random) -> Any:
        if rng.random() < 0.5:
            return self.normal.choose(observation, legal_actions, rng)
        return rng.choice(list(legal_actions))


def make_player(game: Game[Any, Any], level: str) -> Any:
    """The computer player for a level, or the simulated child for `CHILD`."""
    make = registry.entry(game.info.id).bots
    return ChildBot(make("normal")) if level == CHILD else make(level)


def play_bots(game: Game[Any, Any], levels: tuple[str, ...], seed: int,
              decision_ms: dict[str, list[float]] | None = None) -> Any:
    """One seeded game between computer players; returns the final state.

    Each decision that had a real choice (more than one legal action) is timed into
    `decision_ms[level]` when that dict is given.
    """
    rng, bot_rng = random.Random(seed), random.Random(seed + 1)
    seats = tuple(Seat(f"P{i + 1}", "normal" if level == CHILD else level, COLOURS[i])
                  for i, level in enumerate(levels))
    state = game.new_game(GameConfig(seats), rng)
    bots = [make_player(game, level) for level in levels]
    while not game.is_over(state):
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        start = time.perf_counter()
        action = bots[seat].choose(game.observation(state, seat), legal, bot_rng)
        if decision_ms is not None and len(legal) > 1:
            decision_ms.setdefault(levels[seat], []).append((time.perf_counter() - start) * 1000.0)
        state = game.apply(state, action, rng)
    return state


def win_share(game: Game[Any, Any], strong: str, weak: str, games: int, *, first_seed: int = 0,
              decision_ms: dict[str, list[float]] | None = None) -> float:
    """Share (0-1) of 2-player games `strong` wins against `weak`, the seats alternating;
    a shared win counts as its share."""
    won = 0.0
    for n in range(games):
        levels = (strong, weak) if n % 2 == 0 else (weak, strong)
        outcome = game.outcome(play_bots(game, levels, first_seed + n, decision_ms))
        assert outcome is not None
        if levels.index(strong) in outcome.winners:
            won += 1.0 / len(outcome.winners)
    return won / games


def level_figures(game: Game[Any, Any], games: int, *, first_seed: int = 70_000,
                  decision_ms: dict[str, list[float]] | None = None) -> list[Figure]:
    """The three level goals (LEVEL_GOALS), each over `games` seeded 2-player games."""
    name = game.info.id
    return [at_least(f"{name}: {strong} beats {weak} ({games} 2-player games)",
                     100.0 * win_share(game, strong, weak, games, first_seed=first_seed,
                                       decision_ms=decision_ms), "%", goal)
            for strong, weak, goal in LEVEL_GOALS]
