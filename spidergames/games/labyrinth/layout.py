"""Where things go on screen, read from `maps/labyrinth.tmx` so that moving them in Tiled moves
them in the game.

The map is the 7x7 board itself (its tile size is the board's tile size). Map properties
`board_left`/`board_top` place it on the 1280x720 canvas; the tile layer `fixed` holds the 16
tiles printed on the board; object layers hold the 12 arrow sockets (`arrow` property), the four
start corners (`seat` property) and named layout boxes (`turn`, `players`, `spare`, `target`,
`stay`), all in map pixels relative to the board's top-left corner.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import pygame
import pytmx
from pytmx.util_pygame import handle_transformation

from spidergames.app.paths import maps_dir

from .board import SIZE, Cell

MAP_NAME = "labyrinth.tmx"


@dataclass(frozen=True)
class Layout:
    origin: tuple[int, int]  # the board's top-left corner on the canvas
    tile: int
    arrows: tuple[pygame.Rect, ...]  # socket rects by arrow index
    starts: tuple[tuple[int, int], ...]  # start-corner centres by seat
    boxes: dict[str, pygame.Rect]
    fixed: frozenset[Cell]

    @property
    def board_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.tile * SIZE, self.tile * SIZE))

    def centre(self, cell: Cell) -> tuple[float, float]:
        """Canvas centre of a board cell (cells outside the board are fine: for sliding)."""
        r, c = cell
        return (self.origin[0] + (c + 0.5) * self.tile, self.origin[1] + (r + 0.5) * self.tile)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if 0 <= x < self.tile * SIZE and 0 <= y < self.tile * SIZE:
            return (int(y // self.tile), int(x // self.tile))
        return None

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        r, c = cell
        return pygame.Rect(self.origin[0] + c * self.tile, self.origin[1] + r * self.tile,
                           self.tile, self.tile)


def map_path() -> str:
    return str(maps_dir() / MAP_NAME)


@cache
def load_layout() -> Layout:
    """Layout data only (no images: works without a display)."""
    tmx = pytmx.TiledMap(map_path())
    ox, oy = int(tmx.properties["board_left"]), int(tmx.properties["board_top"])

    def rect(o: Any) -> pygame.Rect:
        return pygame.Rect(round(o.x) + ox, round(o.y) + oy, round(o.width), round(o.height))

    arrows = sorted(tmx.get_layer_by_name("arrows"), key=lambda o: int(o.properties["arrow"]))
    starts = sorted(tmx.get_layer_by_name("starts"), key=lambda o: int(o.properties["seat"]))
    fixed = frozenset((y, x) for x, y, gid in tmx.get_layer_by_name("fixed").iter_data() if gid)
    return Layout(
        origin=(ox, oy), tile=tmx.tilewidth,
        arrows=tuple(rect(o) for o in arrows),
        starts=tuple((round(o.x) + ox, round(o.y) + oy) for o in starts),
        boxes={o.name: rect(o) for o in tmx.get_layer_by_name("layout")},
        fixed=fixed)


def _load_image(filename: str, colorkey: Any, **_kwargs: Any) -> Any:
    """pytmx image loader that always converts with alpha (TECH-NOTES: smart_convert bugs)."""
    sheet = pygame.image.load(filename).convert_alpha()

    def load(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = sheet.subsurface(rect).copy() if rect else sheet.copy()
        return handle_transformation(tile, flags) if flags else tile

    return load


def draw_fixed_tiles(surface: pygame.Surface, layout: Layout) -> None:
    """Blit the map's `fixed` tile layer (the tiles printed on the board); needs the display."""
    tmx = pytmx.load_pygame(map_path(), image_loader=_load_image)
    for x, y, image in tmx.get_layer_by_name("fixed").tiles():
        surface.blit(image, (layout.origin[0] + x * layout.tile, layout.origin[1] + y * layout.tile))
