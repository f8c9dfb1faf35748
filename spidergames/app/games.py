"""Which game scenes exist: each game's registration loads its scene class on first use.

Loaded lazily so that the menu starts fast and a game that fails to load only disables its tile.
"""

from __future__ import annotations

import logging
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.registry import UnknownGame, entry

if TYPE_CHECKING:
    from .table.game_scene import GameScene

log = logging.getLogger(__name__)


def scene_class(game_id: str) -> type[GameScene[Any, Any, Any, Any]] | None:
    """The game's scene class, or None if that game is not playable in this build."""
    try:
        load = entry(game_id).scene
    except UnknownGame:
        return None
    if load is None:
        return None
    try:
        cls: type[GameScene[Any, Any, Any, Any]] = load()
    except ImportError as exc:
        log.info("game %s has no scene yet: %s", game_id, exc)
        return None
    return cls


def playable(game_id: str) -> bool:
    """True if a game's rules and scene both exist (the menu tile says 'coming soon' otherwise)."""
    try:
        return entry(game_id).scene is not None
    except UnknownGame:
        return False


@cache
def picture(game_id: str) -> str:
    """The asset name of a game's picture (its menu tile, the saved game on Continue): the one the
    game brings in its folder (`GameEntry.picture`, a full path), else the app's `menu/<id>.bmp`."""
    try:
        own = entry(game_id).picture
    except UnknownGame:
        return f"menu/{game_id}.bmp"
    return str(own) if own.is_file() else f"menu/{game_id}.bmp"
