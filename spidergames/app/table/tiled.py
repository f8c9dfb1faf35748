"""A Tiled map read into what a table needs: named rectangles, properties, used cells, a picture.

Every game keeps its layout in a Tiled map (`maps/<game>.tmx`), so moving a rectangle in Tiled
moves it in the game. This is the one reader: layout data comes from `pytmx.TiledMap` (no display
needed), and `render` draws the map's image and tile layers once, for a static layer.

One layout per canvas width (issue #30). A map is drawn for the 16:9 canvas, 1280x720 (`LOGICAL_SIZE`);
the canvas is 1152 wide on a 16:10 screen and 960 on a 4:3 one (`canvas.py`). A game lays its table out
for one of those widths by adding, beside an object layer (say `layout`), a copy named for the width,
`layout@1152` or `layout@960`, with the same names moved to fit; the layer without a width is the 1280
one. How a game adds a width:
1. In Tiled, duplicate the layer, name it `layout@960`, move its rectangles within x < 960 (the map's
   image and tile layers stay as they are, or get their own `@960` twins read the same way).
2. In the game's layout.py read `tmx.layer_for("layout")` instead of `"layout"` (the layer for the canvas
   now, or the 1280 one), for its areas and for `anchors.kit_places`.
3. In its scene, `table_widths` returns `tmx.widths("layout")`, so the kit lays the table out on the
   canvas (`GameScene.layout_size`) instead of drawing its 1280 table fitted into it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytmx
from pytmx.util_pygame import handle_transformation, load_pygame

from ...core.damaged import AppFileDamaged
from .. import canvas
from ..paths import maps_dir
from ..ui.theme import LOGICAL_SIZE


class MapDamaged(AppFileDamaged, KeyError):
    """A map of the app, or its tileset, is missing, damaged, or lacks what the table needs."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"maps/{path.name}", reason)

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


@dataclass(frozen=True)
class MapObject:
    """A rectangle from an object layer, with its custom properties."""

    name: str
    rect: pygame.Rect
    properties: dict[str, Any] = field(default_factory=dict)

    def number(self, key: str, default: int = 0) -> int:
        return int(self.properties.get(key, default))


@dataclass(frozen=True)
class TiledLayout:
    """One map's layout data (see the module docstring)."""

    path: Path
    tile: int
    size: tuple[int, int]
    properties: dict[str, Any]
    object_layers: dict[str, tuple[MapObject, ...]]
    tile_layers: dict[str, tuple[tuple[int, int], ...]]  # cells holding a tile, (x, y)
    tile_offsets: dict[str, tuple[int, int]]

    def objects(self, layer: str) -> tuple[MapObject, ...]:
        """The objects of `layer`; a missing layer is named in the error."""
        if layer not in self.object_layers:
            raise MapDamaged(self.path, f"no object layer {layer!r}")
        return self.object_layers[layer]

    def rects(self, layer: str, offset: tuple[int, int] = (0, 0)) -> dict[str, pygame.Rect]:
        """Named rectangles of `layer`, moved by `offset`."""
        return {o.name: o.rect.move(offset) for o in self.objects(layer)}

    def require(self, layer: str, names: tuple[str, ...]) -> dict[str, pygame.Rect]:
        """Like `rects`, but every name must be there (the error names the missing ones)."""
        found = self.rects(layer)
        missing = [n for n in names if n not in found]
        if missing:
            raise MapDamaged(self.path, f"layer {layer!r} lacks {', '.join(missing)}")
        return found

    def widths(self, layer: str) -> frozenset[int]:
        """The canvas widths `layer` has a layout for: 1280 for the layer itself, and W for each
        `layer@W` beside it (see the module docstring)."""
        found = {LOGICAL_SIZE[0]} if layer in self.object_layers else set()
        for name in self.object_layers:
            base, at, width = name.partition("@")
            if base == layer and at and width.isdigit():
                found.add(int(width))
        return frozenset(found)

    def layer_for(self, layer: str) -> str:
        """The name of `layer`'s layout for the canvas now (`canvas.table_size`): `layer@W` where the map
        has one for the canvas's width W, else `layer` (the 1280 layout, drawn fitted)."""
        width = canvas.table_size(self.widths(layer))[0]
        return layer if width == LOGICAL_SIZE[0] else f"{layer}@{width}"

    def cells(self, layer: str) -> tuple[tuple[int, int], ...]:
        if layer not in self.tile_layers:
            raise MapDamaged(self.path, f"no tile layer {layer!r}")
        return self.tile_layers[layer]

    def render(self, surface: pygame.Surface, *, layers: tuple[str, ...] | None = None,
               origin: tuple[int, int] = (0, 0)) -> None:
        """Draw the visible image and tile layers (or only `layers`) onto `surface`; needs the display.

        A map, tileset or tile picture that cannot be read raises MapDamaged (the app needs reinstalling).
        """
        try:
            tmx = load_pygame(str(self.path), image_loader=_image_loader)
        except Exception as exc:  # noqa: BLE001 - whatever pytmx or SDL make of a damaged file
            raise MapDamaged(self.path, f"{type(exc).__name__}: {exc}") from exc
        ox, oy = origin
        for layer in tmx.layers:
            if layers is not None and layer.name not in layers:
                continue
            if layers is None and not layer.visible:
                continue
            dx, dy = int(getattr(layer, "offsetx", 0) or 0), int(getattr(layer, "offsety", 0) or 0)
            if isinstance(layer, pytmx.TiledImageLayer) and layer.image:
                surface.blit(layer.image, (ox + dx, oy + dy))
            elif isinstance(layer, pytmx.TiledTileLayer):
                for x, y, image in layer.tiles():
                    surface.blit(image, (ox + dx + x * tmx.tilewidth, oy + dy + y * tmx.tileheight))


def argb(value: str) -> tuple[int, int, int]:
    """Tiled writes colours as #AARRGGBB (pygame would misread them as RRGGBBAA)."""
    digits = value.lstrip("#")[-6:]
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


@cache
def load(name: str) -> TiledLayout:
    """The layout in `maps/<name>` (read once), or at `name` if it is a full path (a game in its own
    package keeps its map in its folder); MapDamaged if the map cannot be read."""
    path = maps_dir() / name
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # noqa: BLE001 - whatever pytmx makes of a damaged or missing map or tileset
        raise MapDamaged(path, f"{type(exc).__name__}: {exc}") from exc
    objects: dict[str, tuple[MapObject, ...]] = {}
    cells: dict[str, tuple[tuple[int, int], ...]] = {}
    offsets: dict[str, tuple[int, int]] = {}
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup):
            objects[layer.name] = tuple(
                MapObject(o.name or "", pygame.Rect(round(o.x), round(o.y), round(o.width), round(o.height)),
                          dict(o.properties))
                for o in layer)
        elif isinstance(layer, pytmx.TiledTileLayer):
            cells[layer.name] = tuple((x, y) for x, y, gid in layer.iter_data() if gid)
            offsets[layer.name] = (int(layer.offsetx or 0), int(layer.offsety or 0))
    return TiledLayout(path, int(tmx.tilewidth), (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight),
                       dict(tmx.properties), objects, cells, offsets)


def _image_loader(filename: str, colorkey: Any, **_kwargs: Any) -> Callable[..., pygame.Surface]:
    """pytmx image loader that always converts with alpha (TECH-NOTES: its smart_convert bugs)."""
    sheet = pygame.image.load(filename).convert_alpha()

    def load_tile(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = sheet.subsurface(rect).copy() if rect else sheet.copy()
        return handle_transformation(tile, flags) if flags else tile

    return load_tile
