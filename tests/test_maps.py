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


def twin_problems(layers: dict[str, dict[str, pygame.Rect]]) -> list[str]:
    """What is wrong with a map's width twins (issue #30): `layout@960` beside `layout` is the same table
    laid out for a 960-wide canvas, so it holds the same names (the game reads one or the other by the
    canvas's width), for a width the canvas can have, each rectangle inside that canvas."""
    from spidergames.app import canvas

    found = []
    for name, rects in layers.items():
        base, at, width = name.partition("@")
        if not at:
            continue
        if not width.isdigit() or int(width) not in canvas.WIDTHS.values():
            found.append(f"{name}: no canvas is {width} wide ({sorted(canvas.WIDTHS.values())})")
            continue
        if base not in layers:
            found.append(f"{name}: no layer {base!r} beside it")
            continue
        missing, extra = sorted(set(layers[base]) - set(rects)), sorted(set(rects) - set(layers[base]))
        found += [f"{name} lacks {', '.join(missing)}"] * bool(missing)
        found += [f"{name} has {', '.join(extra)}, which {base} has not"] * bool(extra)
        room = pygame.Rect(0, 0, int(width), canvas.HEIGHT)
        found += [f"{name}: {key} {tuple(rect)} is off the {width}x{canvas.HEIGHT} canvas"
                  for key, rect in rects.items() if not room.contains(rect)]
    return found


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.name)
def test_each_width_twin_lays_out_the_same_table_on_its_canvas(path: Path) -> None:
    from spidergames.app.table.tiled import load

    tmx = load(path.name)
    assert not twin_problems({name: tmx.rects(name) for name in tmx.object_layers})


def test_the_twin_check_catches_a_missing_name_and_a_rectangle_off_the_canvas() -> None:
    box = {"menu": pygame.Rect(0, 0, 64, 64), "dice": pygame.Rect(900, 600, 100, 64)}
    fits = {"layout": box, "layout@960": {"menu": pygame.Rect(0, 0, 64, 64), "dice": pygame.Rect(800, 600, 100, 64)}}
    assert twin_problems(fits) == []
    assert twin_problems({"layout": box, "layout@960": box}) == [
        "layout@960: dice (900, 600, 100, 64) is off the 960x720 canvas"]
    assert twin_problems({"layout": box, "layout@960": {"menu": box["menu"]}, "arrows@1000": {}}) == [
        "layout@960 lacks dice", "arrows@1000: no canvas is 1000 wide ([960, 1152, 1280])"]
