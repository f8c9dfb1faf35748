"""Finding a game by its id in the one table of games (`spidergames.games.GAMES`).

Each entry holds the game's small info card and loads its rules, bots and scene on first use,
so listing the games for the menu keeps the start quick.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spidergames.games import GAMES

from .gameinfo import GameEntry, GameInfo

if TYPE_CHECKING:
    from .protocol import Game

_BY_ID: dict[str, GameEntry] = {e.info.id: e for e in GAMES}


class UnknownGame(KeyError):
    """A game id that no entry provides."""


def entry(game_id: str) -> GameEntry:
    """The registration of `game_id`; raises UnknownGame naming the valid ids."""
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r}; choose one of: {', '.join(_BY_ID)}") from None


def load_game(game_id: str) -> Game[Any, Any]:
    """The rules object for `game_id` (imported on first use)."""
    return entry(game_id).rules()


def load_info(game_id: str) -> GameInfo:
    """What the menu shows about `game_id`, without importing its rules."""
    return entry(game_id).info


def game_ids() -> tuple[str, ...]:
    """Every game id, in menu order."""
    return tuple(_BY_ID)
