"""Where things go on screen, read from `maps/labyrinth.tmx` so that moving them in Tiled moves
them in the game.

The map is the 7x7 board itself (its tile size is the board's tile size). Map properties
`board_left`/`board_top` place it on the 1280x720 canvas; the tile layer `fixed` holds the 16
tiles printed on the board; object layers hold the 12 arrow sockets (`arrow` property), the four
start corners (`seat` property) and named layout boxes (`turn`, `players` (the seats' row),
`caption`, `spare`, `target`, `stay`) with the table kit's anchors (`anchors.ANCHORS`: menu button,
thinking bubble, Help, Oops, reason), all in map pixels relative to the board's top-left corner.

The board keeps the screen's left; everything else is one column at its right, so the caption can
be the column's whole width (548 px) and hold its fullest rows (issue #32:
tests/test_caption_worst_case.py): the turn badge over the cards to find, the spare's panel beside
them (its `stay` box is where Turn stands while pushing and Stay here while walking), then the seats'
row and the caption.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from spidergames.app.table import tiled

from .board import SIZE, Cell

MAP_NAME = "labyrinth.tmx"
BOXES = ("turn", "players", "caption", "spare", "target", "stay")


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


@cache
def load_layout() -> Layout:
    """Layout data only (no images: works without a display)."""
    tmx = tiled.load(MAP_NAME)
    origin = (int(tmx.properties["board_left"]), int(tmx.properties["board_top"]))
    arrows = sorted(tmx.objects("arrows"), key=lambda o: o.number("arrow"))
    starts = sorted(tmx.objects("starts"), key=lambda o: o.number("seat"))
    tmx.require("layout", BOXES)  # names the missing box, if any
    return Layout(
        origin=origin, tile=tmx.tile,
        arrows=tuple(o.rect.move(origin) for o in arrows),
        starts=tuple(o.rect.move(origin).topleft for o in starts),
        boxes=tmx.rects("layout", origin),
        fixed=frozenset((y, x) for x, y in tmx.cells("fixed")))


def draw_fixed_tiles(surface: pygame.Surface, layout: Layout) -> None:
    """Blit the map's `fixed` tile layer (the tiles printed on the board); needs the display."""
    tiled.load(MAP_NAME).render(surface, layers=("fixed",), origin=layout.origin)
