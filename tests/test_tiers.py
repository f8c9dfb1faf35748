"""The tier rules the quick tier relies on (issue #26): `pytest -m "not slow"` is the whole picture, each
sweep keeping a case in it, and CI runs every case."""

from __future__ import annotations

import pytest
from tiers import SWEPT_OUT, one_each, quick_only


def test_quick_only_keeps_the_ids_and_marks_the_rest_slow() -> None:
    cases = quick_only(("yahtzee", "webrace", ("labyrinth", 2)), "webrace")
    assert [c.values for c in cases] == [("yahtzee",), ("webrace",), ("labyrinth", 2)]  # type: ignore[attr-defined]
    assert [[m.name for m in c.marks] for c in cases] == [["slow"], [], ["slow"]]  # type: ignore[attr-defined]


@pytest.mark.parametrize("quick", [(), ("yahtze",)], ids=["none", "misspelt"])
def test_quick_only_refuses_a_sweep_with_no_quick_case(quick: tuple[str, ...]) -> None:
    """A misspelt or missing quick case would move the whole sweep to CI's tier without a word."""
    with pytest.raises(ValueError, match="quick_only"):
        quick_only(("yahtzee", "webrace"), *quick)


def test_one_each_keeps_every_value_of_either_in_a_quick_case() -> None:
    cases = one_each(("yahtzee", "labyrinth", "webrace"), (24, 60), second_ids=("24fps", "60fps"))
    assert [c.id for c in cases][:3] == ["yahtzee-24fps", "yahtzee-60fps", "labyrinth-24fps"]  # type: ignore[attr-defined]
    quick = [c.values for c in cases if not c.marks]  # type: ignore[attr-defined]
    assert {a for a, _ in quick} == {"yahtzee", "labyrinth", "webrace"} and {b for _, b in quick} == {24, 60}
    assert len(quick) == 3 and len(cases) == 6


def test_every_test_not_marked_slow_keeps_a_quick_case(request: pytest.FixtureRequest) -> None:
    """Of the tests collected with this one (the whole suite in a full run), none is left out of the
    quick tier by its cases' marks alone: a test wholly in CI's tier says so on itself, `@pytest.mark.slow`."""
    assert request.config.stash[SWEPT_OUT] == []
