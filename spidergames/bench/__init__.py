"""`python -m spidergames.bench`: speed and strength figures, each printed beside its goal.

Each game adds a `bench.py` beside its rules exposing `run(quick: bool) -> list[Figure]`;
`--quick` runs short counts fit for CI, where a missed goal is reported but never fails the run.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass


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
