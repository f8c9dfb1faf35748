"""Where everything sits, read from the Tiled map `maps/yahtzee.tmx`.

The "scoreboard" tile layer is the board (header row, then one row per friend: portrait, Picture
Column, columns 1-5); its offset and tiles place the grid. The "layout" object layer holds named
rectangles for the rest of the table (dice tray, kept row, Roll button...). Moving them in Tiled
moves them in the game.
"""

from __future__ import annotations

import pygame

from spidergames.app.table import tiled

from .board import COLUMNS, DICE, FRIENDS

MAP_NAME = "yahtzee.tmx"
BOARD_LAYER = "scoreboard"
AREAS = ("turn_badge", "players", "dice_tray", "kept_row", "roll_button", "info", "confirm", "team_pile")


class Layout:
    """Screen rectangles for the board cells and the table areas."""

    def __init__(self) -> None:
        self.map = tiled.load(MAP_NAME)
        self.tile = self.map.tile
        used = self.map.cells(BOARD_LAYER)
        dx, dy = self.map.tile_offsets[BOARD_LAYER]
        self.origin = (min(x for x, _ in used) * self.tile + dx, min(y for _, y in used) * self.tile + dy)
        self.areas = self.map.require("layout", AREAS)

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
        self.map.render(surface, layers=(BOARD_LAYER,))
