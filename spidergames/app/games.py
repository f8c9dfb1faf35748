"""Which game scenes exist: game id -> the module whose `SCENE` class plays it.

Imported lazily so that the menu starts fast and a game that fails to load only disables its tile.
"""

from __future__ import annotations

import importlib
import logging
from typing import TYPE_CHECKING

from ..core.registry import game_ids

if TYPE_CHECKING:
    from .scenes.game_base import GameScene

log = logging.getLogger(__name__)


def scene_module(game_id: str) -> str:
    return f"spidergames.games.{game_id}.scene"


def scene_class(game_id: str) -> type[GameScene] | None:
    """The game's scene class, or None if that game is not playable in this build."""
    if game_id not in game_ids():
        return None
    try:
        return importlib.import_module(scene_module(game_id)).SCENE
    except ImportError as exc:
        log.info("game %s has no scene yet: %s", game_id, exc)
        return None


def playable(game_id: str) -> bool:
    """True if a game's rules and scene both exist (the menu tile says 'coming soon' otherwise)."""
    from importlib.util import find_spec

    try:
        return find_spec(scene_module(game_id)) is not None
    except ModuleNotFoundError:
        return False
