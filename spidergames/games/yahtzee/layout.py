"""Where everything sits, read from the Tiled map `maps/yahtzee.tmx`.

The "scoreboard" tile layer is the board (header row, then one row per friend: portrait, Picture
Column, columns 1-5); its offset and tiles place the grid. The "layout" object layer holds named
rectangles for the rest of the table (dice tray, kept row, Roll button...). Moving them in Tiled
moves them in the game.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytmx

from spidergames.app.paths import maps_dir

from .board import COLUMNS, DICE, FRIENDS

MAP_NAME = "yahtzee.tmx"
BOARD_LAYER = "scoreboard"
LAYOUT_LAYER = "layout"


def map_path() -> Path:
    return maps_dir() / MAP_NAME


def _load_image(filename: str, colorkey: Any = None, **_: Any) -> Any:
    """pytmx image loader that always converts with alpha (see TECH-NOTES: smart_convert bugs)."""
    sheet = pygame.image.load(filename).convert_alpha()

    def extract(rect: Any = None, flags: Any = None) -> pygame.Surface:
        return sheet.subsurface(pygame.Rect(rect)).copy() if rect else sheet

    return extract


class Layout:
    """Screen rectangles for the board cells and the table areas."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or map_path()
        tmx = pytmx.TiledMap(str(self.path))
        self.tile = int(tmx.tilewidth)
        layer = tmx.get_layer_by_name(BOARD_LAYER)
        used = [(x, y) for x, y, gid in layer.iter_data() if gid]
        self.origin = (min(x for x, _ in used) * self.tile + int(layer.offsetx),
                       min(y for _, y in used) * self.tile + int(layer.offsety))
        self.areas = {
            obj.name: pygame.Rect(int(obj.x), int(obj.y), int(obj.width), int(obj.height))
            for obj in tmx.get_layer_by_name(LAYOUT_LAYER)
        }

    def area(self, name: str) -> pygame.Rect:
        return self.areas[name].copy()

    # -- the scoreboard grid: row r = FRIENDS[r]; column 0 = Picture Column, 1-5 numbered ----------
    def cell(self, row: int, column: int) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + (column + 1) * self.tile,
                           self.origin[1] + (row + 1) * self.tile, self.tile, self.tile)

    def row_header(self, row: int) -> pygame.Rect:
        return self.cell(row, -1)

    def row_rect(self, row: int) -> pygame.Rect:
        """A friend's whole row (portrait to column 5): clicking anywhere in it picks that friend."""
        return self.row_header(row).union(self.cell(row, COLUMNS))

    def board_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.tile * (COLUMNS + 2), self.tile * (len(FRIENDS) + 1)))

    # -- dice ------------------------------------------------------------------------------------
    def die_slot(self, index: int, kept: bool) -> tuple[float, float]:
        """Centre of die `index` in the tray or, straight below it, in the kept row."""
        area = self.area("kept_row" if kept else "dice_tray")
        step = area.width / DICE
        return (area.left + step * (index + 0.5), area.centery + (8 if kept else 0))

    def render_board(self, surface: pygame.Surface) -> None:
        """Draw the map's tile layers onto `surface` (once: the result is a static layer)."""
        tmx = pytmx.load_pygame(str(self.path), image_loader=_load_image)
        for layer in tmx.visible_layers:
            if isinstance(layer, pytmx.TiledTileLayer):
                for x, y, image in layer.tiles():
                    surface.blit(image, (x * self.tile + int(layer.offsetx),
                                         y * self.tile + int(layer.offsety)))
