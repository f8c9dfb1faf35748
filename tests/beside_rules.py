"""A game's test data lives in its own folder, beside its rules (`secrecy_twins.py`, `phase_prompts.py`,
`caption_turn.py`): found through its registration, so a game in its own package (the toy) brings its
own and the tests name no game."""

from __future__ import annotations

import importlib
from types import ModuleType

from spidergames.core.registry import entry


def beside_rules(game_id: str, name: str) -> ModuleType | None:
    """The module `name` in the package the game's rules live in (None: the game brings none)."""
    package = entry(game_id).rules.module.rpartition(".")[0]  # type: ignore[attr-defined]
    try:
        return importlib.import_module(f"{package}.{name}")
    except ModuleNotFoundError as missing:
        if missing.name != f"{package}.{name}":
            raise
        return None
