"""Finding the games: each is a plugin that registers one `GameEntry` (core/plugin.py).

An installed game declares its entry as a Python entry point in the group `spidergames.games`
(pyproject.toml: `yahtzee = "spidergames.games.yahtzee.plugin:ENTRY"`), so a game can live in its
own package. Run from a source checkout that was never installed (or installed before it declared
its games), the built-in game folders are found instead: each `spidergames/games/<game>/plugin.py`.
The core names no game and imports none until asked; the menu lists them by `GameInfo.order`.
"""

from __future__ import annotations

import logging
import pkgutil
from functools import cache
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .gameinfo import GameInfo
from .plugin import GameEntry

if TYPE_CHECKING:
    from .protocol import Game

GROUP = "spidergames.games"
"""The entry-point group a game registers in."""
BUILT_IN = "spidergames.games"
"""The package whose folders are the built-in games, each with `plugin.ENTRY`."""
BUILT_IN_FOLDER = Path(__file__).resolve().parent.parent / "games"
"""That package's folder, beside the core (the core imports no game: it only looks there)."""
DISTRIBUTION = "spidergames"

log = logging.getLogger(__name__)


class UnknownGame(KeyError):
    """A game id that no entry provides."""


@cache
def _entries() -> dict[str, GameEntry]:
    points = entry_points(group=GROUP)
    found = [e for e in map(_load_point, points) if e is not None]
    if not any(p.dist is not None and p.dist.name == DISTRIBUTION for p in points):
        found += built_in()
    by_id: dict[str, GameEntry] = {}
    for e in found:
        if by_id.setdefault(e.id, e) is not e:
            log.warning("two games call themselves %r; keeping the first", e.id)
    return dict(sorted(by_id.items(), key=lambda item: (item[1].info.order, item[0])))


def _load_point(point: EntryPoint) -> GameEntry | None:
    """The entry an entry point names, or None (logged) when it cannot load: one broken game
    leaves the others playable."""
    try:
        loaded = point.load()
    except Exception:
        log.exception("the game %r (%s) cannot be loaded", point.name, point.value)
        return None
    if not isinstance(loaded, GameEntry):
        log.error("the game %r (%s) is not a GameEntry", point.name, point.value)
        return None
    return loaded


def built_in() -> list[GameEntry]:
    """The entries of the game folders beside the core (`spidergames/games/<game>/plugin.py`), found on
    disk or in a bundle (pkgutil) and loaded as the entry points pyproject.toml declares for them."""
    folders = pkgutil.iter_modules([str(BUILT_IN_FOLDER)])
    points = [EntryPoint(f.name, f"{BUILT_IN}.{f.name}.plugin:ENTRY", GROUP) for f in folders if f.ispkg]
    return [e for e in map(_load_point, points) if e is not None]


def entry(game_id: str) -> GameEntry:
    """The registration of `game_id`; raises UnknownGame naming the valid ids."""
    try:
        return _entries()[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r}; choose one of: {', '.join(_entries())}") from None


def entries() -> tuple[GameEntry, ...]:
    """Every registered game, in menu order."""
    return tuple(_entries().values())


def load_game(game_id: str) -> Game[Any, Any]:
    """The rules object for `game_id` (imported on first use)."""
    return entry(game_id).rules()


def load_info(game_id: str) -> GameInfo:
    """What the menu shows about `game_id`, without importing its rules."""
    return entry(game_id).info


def game_ids() -> tuple[str, ...]:
    """Every game id, in menu order."""
    return tuple(_entries())
