"""Finding the games: each is a plugin that registers one `GameEntry` (core/plugin.py).

An installed game declares its entry as a Python entry point in the group `spidergames.games`
(pyproject.toml: `yahtzee = "spidergames.games.yahtzee.plugin:ENTRY"`), so a game can live in its
own package. Run from a source checkout that was never installed (or installed before it declared
its games), the built-in game folders are found instead: each `spidergames/games/<game>/plugin.py`.
The core names no game and imports none until asked; the menu lists them by `GameInfo.order`.

The entry points are read straight from each folder's `*.dist-info/entry_points.txt` on `sys.path`
(`declared`), as `importlib.metadata` finds them: importing that costs ~20 ms at start-up (it
brings the `email` package, sockets and dates), a sixth of the time to the menu's first frame.
"""

from __future__ import annotations

import logging
import os
import pkgutil
import re
import sys
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

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


class Point(NamedTuple):
    """One entry point: `name = value` in a distribution's `entry_points.txt`."""

    name: str
    value: str
    dist: str
    """The distribution's name, normalised (`_normalise`)."""


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def declared(group: str, path: list[str] | None = None) -> list[Point]:
    """The entry points of `group` that the distributions on `path` (default `sys.path`) declare, in
    the order `importlib.metadata.entry_points` gives: the first distribution of a name wins.
    Distributions inside zip files on the path are not read (no game is shipped that way)."""
    points: list[Point] = []
    seen: set[str] = set()
    for folder in sys.path if path is None else path:
        try:
            names = os.listdir(folder or ".")  # in its order, as importlib.metadata takes it
        except OSError:  # a zip file, or a folder that is not there
            continue
        for name in names:
            stem, dot, kind = name.rpartition(".")
            if not dot or kind not in ("dist-info", "egg-info"):
                continue
            dist = _normalise(stem.partition("-")[0])
            if dist in seen:
                continue
            seen.add(dist)
            points += [Point(n, v, dist) for n, v in _section(Path(folder or ".", name, "entry_points.txt"), group)]
    return points


def _section(path: Path, group: str) -> list[tuple[str, str]]:
    """The `name = value` lines under `[group]` in an ini-style `entry_points.txt` (none if unreadable)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeError):
        return []
    found, inside = [], False
    for line in map(str.strip, lines):
        if line.startswith("["):
            inside = line == f"[{group}]"
        elif inside and "=" in line and not line.startswith(("#", ";")):
            name, _, value = line.partition("=")
            found.append((name.strip(), value.strip()))
    return found


@cache
def _entries() -> dict[str, GameEntry]:
    points = declared(GROUP)
    found = [e for e in map(_load_point, points) if e is not None]
    if not any(p.dist == _normalise(DISTRIBUTION) for p in points):
        found += built_in()
    by_id: dict[str, GameEntry] = {}
    for e in found:
        if by_id.setdefault(e.id, e) is not e:
            log.warning("two games call themselves %r; keeping the first", e.id)
    return dict(sorted(by_id.items(), key=lambda item: (item[1].info.order, item[0])))


def _load_point(point: Point) -> GameEntry | None:
    """The entry an entry point names, or None (logged) when it cannot load: one broken game
    leaves the others playable."""
    try:
        loaded = _load(point.value)
    except Exception:
        log.exception("the game %r (%s) cannot be loaded", point.name, point.value)
        return None
    if not isinstance(loaded, GameEntry):
        log.error("the game %r (%s) is not a GameEntry", point.name, point.value)
        return None
    return loaded


def _load(value: str) -> object:
    """The object an entry point's `module:attr [extras]` names, imported (the standard library's
    resolver of such names, as `importlib.metadata.EntryPoint.load` imports it)."""
    return pkgutil.resolve_name(value.partition("[")[0].strip())


def built_in() -> list[GameEntry]:
    """The entries of the game folders beside the core (`spidergames/games/<game>/plugin.py`), found on
    disk or in a bundle (pkgutil) and loaded as the entry points pyproject.toml declares for them."""
    folders = pkgutil.iter_modules([str(BUILT_IN_FOLDER)])
    points = [Point(f.name, f"{BUILT_IN}.{f.name}.plugin:ENTRY", "") for f in folders if f.ispkg]
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
