"""Every shipped Tiled map loads and keeps to the rules that make it editable and loadable.

Tiled >= 1.10 format, finite, external tilesets whose images exist (paths relative to the map,
exact capitals), no custom property names that pytmx reserves, and pygame can build it.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
import pytmx

from spidergames.app.paths import maps_dir

MAPS = sorted(maps_dir().glob("*.tmx"))
RESERVED = {"name", "type", "id", "x", "y", "width", "height", "rotation", "visible", "gid"}


def version(text: str) -> tuple[int, ...]:
    return tuple(int(p) for p in text.split(".")[:2])


def test_every_game_ships_a_map() -> None:
    assert {p.stem for p in MAPS} >= {"yahtzee", "labyrinth", "webrace", "somethingwild"}


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_map_format_is_editable_in_tiled(path: Path) -> None:
    root = ET.parse(path).getroot()
    assert version(root.get("version", "0")) >= (1, 10), "save with Tiled 1.10 or newer"
    assert root.get("infinite") == "0", "infinite maps are not supported by pytmx"
    for tileset in root.iter("tileset"):
        if tileset.get("source"):
            tsx = path.parent / tileset.get("source")
            assert tsx.is_file() and tsx.name in {p.name for p in tsx.parent.iterdir()}, tsx
    for prop in root.iter("property"):
        assert prop.get("name") not in RESERVED, f"pytmx reserves the property name {prop.get('name')!r}"


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_map_loads_with_pytmx_and_its_images_exist(path: Path) -> None:
    data = pytmx.TiledMap(str(path))  # layout only: no display needed
    assert data.width > 0 and data.height > 0 and list(data.layers)
    for tileset in ET.parse(path).getroot().iter("tileset"):
        source = tileset.get("source")
        tree = ET.parse(path.parent / source).getroot() if source else tileset
        base = (path.parent / source).parent if source else path.parent
        for image in tree.iter("image"):
            assert (base / image.get("source")).is_file(), image.get("source")
    for image in ET.parse(path).getroot().iter("image"):  # image layers
        assert (path.parent / image.get("source")).is_file(), image.get("source")


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_map_loads_with_images_in_pygame(path: Path) -> None:
    pygame.init()
    pygame.display.set_mode((64, 64))
    try:
        from pytmx.util_pygame import load_pygame  # not pytmx.load_pygame: see webrace/board.py

        loaded = load_pygame(str(path))
        assert loaded.width > 0
    finally:
        pygame.quit()
