"""Where things go on screen, read from `maps/labyrinth.tmx` so that moving them in Tiled moves
them in the game.

The map is the 7x7 board itself (its tile size is the 1280 board's tile size). Map properties
`board_left`/`board_top` place it on the 1280x720 canvas; the tile layer `fixed` holds the 16
tiles printed on the board; object layers hold the 12 arrow sockets (`arrow` property), the four
start corners (`seat` property) and named layout boxes (`board`, `turn`, `players` (the seats' row),
`caption`, `spare`, `target`, `stay`) with the table kit's anchors (`anchors.ANCHORS`: menu button,
thinking bubble, Help, Oops, reason), all in map pixels relative to the board's top-left corner, so
that in Tiled they sit round the tile layer.

On 1280 the board keeps the screen's left; everything else is one column at its right, so the caption
can be the column's whole width (548 px) and hold its fullest rows (issue #32:
tests/test_caption_worst_case.py): the turn badge over the cards to find, the spare's panel beside
them (its `stay` box is where Turn stands while pushing and Stay here while walking), then the seats'
row and the caption.

Narrower canvases (issue #30) have their own layers, `arrows@W`, `starts@W` and `layout@W`, in canvas
pixels (a smaller board does not sit on the map's tiles in Tiled anyway); their `board` box gives the
board's place and size. On 1152 the column is the 1280 one made narrower round a 72 px board (Help and
Oops under the board: the top arrows are too near each other for Oops between them). On 960 the caption
needs a column 412 px wide and 472 tall for its fullest rows, so the board's tiles are 60 px (a tile's
tap area is still 64 px: neighbours share the overlap, `targets.Target`) and the spare tile, Turn or
Stay, Help and Oops stand in a row under the board over the seats' row; the column holds the turn
badge, the cards to find and the caption.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from spidergames.app.table import tiled

from .board import SIZE, Cell

MAP_NAME = "labyrinth.tmx"
BOXES = ("board", "turn", "players", "caption", "spare", "target", "stay")


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


def load_layout() -> Layout:
    """The layout for the canvas now (its layers for this width, or the 1280 ones); data only (no images:
    works without a display)."""
    return layout_of(tiled.load(MAP_NAME).layer_for("layout"))


def offset(layer: str) -> tuple[int, int]:
    """Where `layer`'s (0, 0) is on the canvas: the 1280 layers are drawn round the board's tiles in
    Tiled (placed by the map's `board_left`/`board_top`), a narrower width's (`layer@W`) in canvas px."""
    if "@" in layer:
        return (0, 0)
    properties = tiled.load(MAP_NAME).properties
    return (int(properties["board_left"]), int(properties["board_top"]))


@cache
def layout_of(layer: str) -> Layout:
    """The table laid out by the map's `layer` (read once a width; a test moving anchors clears it)."""
    tmx = tiled.load(MAP_NAME)
    at = offset(layer)
    width = layer.removeprefix("layout")  # "@960", or "" for the 1280 layers
    boxes = tmx.require(layer, BOXES)  # names the missing box, if any
    board = boxes["board"].move(at)
    arrows = sorted(tmx.objects("arrows" + width), key=lambda o: o.number("arrow"))
    starts = sorted(tmx.objects("starts" + width), key=lambda o: o.number("seat"))
    return Layout(
        origin=board.topleft, tile=board.width // SIZE,
        arrows=tuple(o.rect.move(at) for o in arrows),
        starts=tuple(o.rect.move(at).topleft for o in starts),
        boxes={name: rect.move(at) for name, rect in boxes.items()},
        fixed=frozenset((y, x) for x, y in tmx.cells("fixed")))


def draw_fixed_tiles(surface: pygame.Surface, layout: Layout) -> None:
    """Blit the map's `fixed` tile layer (the tiles printed on the board), scaled to the layout's tile
    where it is not the map's own; needs the display."""
    tmx = tiled.load(MAP_NAME)
    if layout.tile == tmx.tile:
        tmx.render(surface, layers=("fixed",), origin=layout.origin)
        return
    board = pygame.Surface((tmx.tile * SIZE, tmx.tile * SIZE), pygame.SRCALPHA)
    tmx.render(board, layers=("fixed",))
    surface.blit(pygame.transform.smoothscale(board, layout.board_rect.size), layout.origin)
