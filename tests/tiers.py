"""The two test tiers: where a check sweeps every game, frame rate or language, the developer's loop
(`pytest -m "not slow"`) runs the cases that stand for the rest and CI runs every one."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pytest

SWEPT_OUT = pytest.StashKey[list[str]]()
"""The tests collected whose every case is slow through their parametrization alone, not a mark on the
test itself (tests/conftest.py fills it; tests/test_tiers.py holds it empty)."""


def quick_only(values: Iterable[object], *quick: object) -> list[object]:
    """`values` as parametrize cases (a tuple is one case of several arguments), all but `quick` marked
    slow; the test ids stay as they were. `quick` must name at least one of `values`: a misspelt game
    would otherwise move the whole sweep out of the developer's loop without a word (a test wholly in
    CI's tier says so with `@pytest.mark.slow`; tests/test_tiers.py)."""
    values = list(values)
    strays = [q for q in quick if q not in values]
    if not quick or strays:
        raise ValueError(f"quick_only: the quick cases {strays or 'named'} are not among {values}"
                         if strays else "quick_only: no quick case named (mark the test slow instead)")

    def case(value: object) -> object:
        marks = () if value in quick else pytest.mark.slow
        return pytest.param(*value, marks=marks) if isinstance(value, tuple) else pytest.param(value, marks=marks)
    return [case(value) for value in values]


def swept_out(items: list[pytest.Item]) -> list[str]:
    """The test functions among `items` with no quick case left although the test itself is not marked slow."""
    cases: dict[str, list[pytest.Item]] = {}
    for item in items:
        cases.setdefault(item.nodeid.split("[")[0], []).append(item)
    return sorted(name for name, each in cases.items()
                  if all(item.get_closest_marker("slow") for item in each) and not wholly_slow(each[0]))


def wholly_slow(item: pytest.Item) -> bool:
    """The test is marked slow as a whole: on the function, its class or its module, not on one case."""
    function = getattr(item, "function", None)
    marks = [*getattr(function, "pytestmark", ()), *(m for node in item.listchain()[:-1] for m in node.own_markers)]
    return any(mark.name == "slow" for mark in marks)


def one_each(first: Sequence[object], second: Sequence[object], first_ids: Sequence[str] | None = None,
             second_ids: Sequence[str] | None = None) -> list[object]:
    """Every pair of `first` and `second` as cases of two arguments, with the ids two stacked sweeps gave
    them ("first-second"); the quick ones a diagonal, so that each value of either is in a quick case
    (four games by three rates: four quick cases, not twelve). CI runs every pair."""
    first_ids = [str(a) for a in first] if first_ids is None else list(first_ids)
    second_ids = [str(b) for b in second] if second_ids is None else list(second_ids)

    def quick(i: int, j: int) -> bool:
        return i % len(second) == j if len(first) >= len(second) else j % len(first) == i
    return [pytest.param(a, b, id=f"{first_ids[i]}-{second_ids[j]}", marks=() if quick(i, j) else pytest.mark.slow)
            for i, a in enumerate(first) for j, b in enumerate(second)]
