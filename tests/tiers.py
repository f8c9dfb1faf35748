"""The two test tiers: where a check sweeps every game, frame rate or language, the developer's loop
(`pytest -m "not slow"`) runs the cases that stand for the rest and CI runs every one."""

from __future__ import annotations

from collections.abc import Iterable

import pytest


def quick_only(values: Iterable[object], *quick: object) -> list[object]:
    """`values` as parametrize cases (a tuple is one case of several arguments), all but `quick` marked
    slow; the test ids stay as they were."""
    def case(value: object) -> object:
        marks = () if value in quick else pytest.mark.slow
        return pytest.param(*value, marks=marks) if isinstance(value, tuple) else pytest.param(value, marks=marks)
    return [case(value) for value in values]
