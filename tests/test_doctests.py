"""The `>>>` examples in the docstrings run, so they cannot drift from the code."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import spidergames

PACKAGE = Path(spidergames.__file__).parent
SKIP = ("scene", "view_", "__main__")  # drawing modules open fonts and windows; none has examples
MODULES = sorted(
    ".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
    for p in PACKAGE.rglob("*.py")
    if not p.name.startswith(SKIP) and {"core", "games", "app"} & set(p.parts)
    and ("app" not in p.parts or p.name == "sizes.py")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


def test_the_examples_are_found() -> None:
    attempted = {name: doctest.testmod(importlib.import_module(name)).attempted
                 for name in ("spidergames.core.codec", "spidergames.app.sizes",
                              "spidergames.games.labyrinth.board")}
    assert all(attempted.values()), attempted
