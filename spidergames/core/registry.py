"""Which games exist. Each game's rules module exposes `GAME`, a `Game` instance, and its small
`info` module exposes `INFO`, the `GameInfo` the menu needs.

Modules are imported on first use, and the menu loads only the `info` modules, so that starting
the app stays quick.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING, Any

from .gameinfo import GameInfo

if TYPE_CHECKING:
    from .protocol import Game

GAME_MODULES: dict[str, str] = {
    "yahtzee": "spidergames.games.yahtzee.rules",
    "labyrinth": "spidergames.games.labyrinth.rules",
    "webrace": "spidergames.games.webrace.rules",
    "somethingwild": "spidergames.games.somethingwild.rules",
}
"""Game id -> rules module, in menu order."""


class UnknownGame(KeyError):
    """A game id that no module provides."""


@cache
def load_game(game_id: str) -> Game[Any, Any]:
    """The rules object for `game_id`; raises UnknownGame naming the valid ids."""
    if game_id not in GAME_MODULES:
        raise UnknownGame(f"unknown game {game_id!r}; choose one of: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[game_id]).GAME


@cache
def load_info(game_id: str) -> GameInfo:
    """What the menu shows about `game_id`, without importing its rules."""
    if game_id not in GAME_MODULES:
        raise UnknownGame(f"unknown game {game_id!r}; choose one of: {', '.join(GAME_MODULES)}")
    return importlib.import_module(GAME_MODULES[game_id].rsplit(".", 1)[0] + ".info").INFO


def game_ids() -> tuple[str, ...]:
    return tuple(GAME_MODULES)
