"""Finds, loads and caches images, fonts and sounds; a missing file is named in the error.

Pictures are kept in bounded LRU caches (`scene_cache`) that are emptied when a game scene is left
(`leave_scene`): a game's boards, cards and every size it scaled them to would otherwise stay in
memory for the rest of the session; so would the fonts of every size a game used, its words and its
shadows (`ui.text`, `ui.draw`). The palette is kept.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Iterator
from functools import _lru_cache_wrapper, cache, lru_cache
from pathlib import Path
from typing import Any, TypeVar, cast

import pygame

from ..core.damaged import AppFileDamaged
from .paths import assets_dir
from .sizes import px

log = logging.getLogger(__name__)

FONT_REGULAR = "fonts/Andika-Regular.ttf"
FONT_BOLD = "fonts/Andika-Bold.ttf"


F = TypeVar("F", bound=Callable[..., Any])
_SCENE_CACHES: list[_lru_cache_wrapper[Any]] = []


def scene_cache(maxsize: int) -> Callable[[F], F]:
    """An LRU cache of at most `maxsize` results (the least recently used go first), emptied by
    `leave_scene`: for pictures made from the assets, which die with the scene that drew them."""
    def wrap(fn: F) -> F:
        cached = lru_cache(maxsize=maxsize)(fn)
        _SCENE_CACHES.append(cached)
        return cached  # type: ignore[return-value]
    return wrap


_kept = 0  # > 0 while `keep_pictures` holds: a scene left then leaves the caches alone


def leave_scene() -> None:
    """A game scene was left: drop the pictures it loaded, scaled or made (the menu loads its own again)."""
    if _kept:
        return
    for cached in _SCENE_CACHES:
        cached.cache_clear()


@contextlib.contextmanager
def keep_pictures() -> Iterator[None]:
    """Scenes left inside this block keep the caches: the scene that replaces them loaded its pictures
    into them already (prepared during a fade), and the same game's pictures are most of them. What
    only the old scene used goes when the new one is left, or sooner as the LRU caches fill."""
    global _kept
    _kept += 1
    try:
        yield
    finally:
        _kept -= 1


class MissingAsset(FileNotFoundError):
    """An asset that is not where the app expects it (the message names the file)."""


def asset_path(name: str) -> Path:
    """The path of `assets/<name>`, or `name` itself if it is a full path (a game in its own package
    keeps its pictures in its folder), checked exactly (a wrong capital breaks on other systems)."""
    path = assets_dir() / name
    if not path.is_file():
        raise MissingAsset(f"missing asset file: {path}")
    actual = {p.name for p in path.parent.iterdir()}
    if path.name not in actual:
        raise MissingAsset(f"asset name has the wrong capitals: {name}")
    return path


@scene_cache(64)
def image(name: str) -> pygame.Surface:
    """A converted image (needs the display to exist); a missing one is a plain placeholder, warned once."""
    try:
        surface = pygame.image.load(str(asset_path(name)))
    except (MissingAsset, pygame.error, OSError) as exc:
        log.warning("using a plain placeholder for image %s: %s", name, exc)
        return placeholder()
    if not pygame.display.get_surface():
        return surface
    # pictures without transparency: a plain convert is quicker to make and to blit
    return surface.convert_alpha() if surface.get_flags() & pygame.SRCALPHA else surface.convert()


@scene_cache(256)
def scaled(name: str, size: tuple[int, int]) -> pygame.Surface:
    """`image(name)` smooth-scaled once to `size` and cached (never scale every frame).

    A size from a tween may reach zero or below; it is clamped to 1 px instead of crashing.
    """
    size = (px(size[0]), px(size[1]))
    original = image(name)
    return original if original.get_size() == size else pygame.transform.smoothscale(original, size)


@cache
def placeholder() -> pygame.Surface:
    """What a missing picture looks like: a plain night-blue card of the canvas size."""
    surface = pygame.Surface((1280, 720))
    surface.fill((24, 38, 92))
    return surface


@scene_cache(32)  # a game uses a dozen sizes the menu does not (3 MB here)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font; pygame's own default font if it is missing or unreadable (warned once)."""
    size = max(1, size)
    try:
        return pygame.font.Font(str(asset_path(FONT_BOLD if bold else FONT_REGULAR)), size)
    except (MissingAsset, pygame.error, OSError) as exc:
        _warn_once(f"using pygame's default font: {exc}")
        return pygame.font.Font(None, size)


@cache
def _warn_once(message: str) -> None:
    log.warning(message)


@cache
def palette() -> dict[str, Any]:
    """Player colours (rgb + shape) and UI colours from assets/palette.json; AppFileDamaged if it is
    missing, is not JSON or lacks a seat colour's rgb."""
    try:
        data = json.loads(asset_path("palette.json").read_text(encoding="utf-8"))
        for colour in ("red", "blue", "green", "yellow"):
            r, g, b = data[colour]["rgb"]
            pygame.Color(r, g, b)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise AppFileDamaged("assets/palette.json", f"{type(exc).__name__}: {exc}") from exc
    return cast(dict[str, Any], data)


def exists(name: str) -> bool:
    return (assets_dir() / name).is_file()


def forget() -> None:
    """Drop every cached surface and font (they die with the display when pygame quits)."""
    leave_scene()
    placeholder.cache_clear()
