"""Where everything sits, read from the Tiled map `maps/webrace.tmx`.

The map's image and tile layers are the board picture; its "layout" object layer names the side
table's rectangles (turn badge, deck, drawn card, discard pile, Race Place cards, the players'
panels, the Draw, Pass and Peek buttons, the peek panel) and the table kit's anchors
(`anchors.ANCHORS`, the caption's box among them): moving them in Tiled moves them in the game. The
spaces are where the rules' board (the map's "track" layer) puts them.

The side table is one column (issue #32): the menu, the turn badge and Peek; the deck, Draw over Pass,
the drawn card and the two piles; the seats' panels; the caption, down to the foot of the screen. The
seats' panels fill one block of the same height at every seat count and text size (two named panels
side by side, or two rows of two), so the caption's box is the map's, whatever the table.

A narrower canvas (issue #30) has its own layer, `layout@1152` or `layout@960` (`tiled.TiledLayout.layer_for`):
its "board" box is where the web goes, smaller, keeping the board's shape, and everything on the web (spaces,
homes, the centre's ring of pieces, the discs) is scaled with it; the side table's rectangles are placed in
the room left. At 1152 that is the 1280 column a little narrower, with Help and Oops under the web; at 960
the seats' block goes under the web beside Help and Oops, and the column keeps the piles in one row over
the Draw, Pass and Peek buttons, so the caption is tall enough for a Help bubble in Large German.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame

from spidergames.app.table import tiled
from spidergames.app.ui.theme import NIGHT

from .board import MAP_NAME, Board
from .movement import HOME

BOARD = "board"  # the web's box in each layout layer: in the 1280 one, the board picture's own size
AREAS = (BOARD, "turn", "deck", "card", "discard", "race", "players", "draw_button", "pass_button", "peek_button",
         "peek")
SPACE_RADIUS = (17, 19, 22, 52)  # outer, middle, inner, centre: as drawn by art.py
DISC = 40  # a Spider Web space's disc, on the board picture
BACKDROP_LAYERS = ("background", "web")  # the map's dark blue web round the board, without the board
PIECE_R = 16
BADGE_R = 13
GAP = 8
SPOTS = 16  # directions round a piece or a landing its number may stand in
THINGS_ROW = 44  # a named panel's row under the name: pieces, villains, race cards (and a margin)
FACE_ROW = 64  # a panel without a name (three or four seats): the portrait and that row beside it
Point = tuple[float, float]


class Layout:
    """Screen positions of the spaces, the pieces and the side table."""

    def __init__(self, board: Board, players: int) -> None:
        self.map = tiled.load(MAP_NAME)
        self.areas = self.map.require(self.map.layer_for("layout"), AREAS)
        self.board = board
        self.players = players
        self.picture = self.map.require("layout", (BOARD,))[BOARD]  # the board picture, as the map draws it
        shown = self.areas[BOARD]
        self.scale = shown.width / self.picture.width
        """The web's size on this canvas against the board picture's (1 on the 1280 layout)."""
        self.origin = (shown.left - self.picture.left * self.scale, shown.top - self.picture.top * self.scale)

    def area(self, name: str) -> pygame.Rect:
        return self.areas[name].copy()

    def render_board(self, surface: pygame.Surface) -> None:
        """The board picture (every visible image and tile layer) in the board's box, for the static layer:
        drawn as it is on the 1280 layout, shrunk once into a narrower one's box."""
        surface.fill(NIGHT)
        if self.scale == 1:
            self.map.render(surface)
            return
        whole = pygame.Surface(self.map.size)
        whole.fill(NIGHT)
        self.map.render(whole)
        box = self.board_rect()
        surface.blit(pygame.transform.smoothscale(whole.subsurface(self.picture), box.size), box)

    def board_rect(self) -> pygame.Rect:
        return self.area(BOARD)

    # -- the web ---------------------------------------------------------------------------------
    def on_board(self, x: float, y: float) -> Point:
        """A point of the board picture where it is on the screen."""
        return (self.origin[0] + x * self.scale, self.origin[1] + y * self.scale)

    def space_xy(self, space: int) -> Point:
        s = self.board.spaces[space]
        return self.on_board(s.x, s.y)

    def space_radius(self, space: int) -> int:
        return round(SPACE_RADIUS[self.board.spaces[space].circle] * self.scale)

    def disc_side(self) -> int:
        """A Spider Web space's disc (it covers the space's picture)."""
        return round(DISC * self.scale)

    def space_rect(self, space: int) -> pygame.Rect:
        return circle_rect(self.space_xy(space), self.space_radius(space))

    def piece_xy(self, homes: tuple[int, ...], seat: int, piece: int, where: int) -> Point:
        """A piece standing at `where`: in its home corner, on a space, or around the centre."""
        if where == HOME:
            home = self.board.homes[homes[seat]]
            return self.on_board(home.x + (piece * 2 - 1) * 26, home.y + 40)
        if where == self.board.centre:
            centre = self.board.spaces[where]
            a = math.tau * (seat * 2 + piece) / 8 - math.pi / 2
            return self.on_board(centre.x + 34 * math.cos(a), centre.y + 34 * math.sin(a))
        return self.space_xy(where)

    def number_spots(self, anchors: Sequence[tuple[Point, float]], avoid: Sequence[tuple[Point, float]],
                     radius: float) -> list[Point]:
        """Where a number badge of `radius` goes beside each anchor (a piece or a landing: centre and
        radius), so no number covers a piece, a landing or another number: the first of `SPOTS`
        directions, outward from the web's centre first, that is clear; where the web is crowded (a
        narrower canvas shrinks it, not the pieces), the first clear one a badge further out; else the
        least covered. `avoid` are the circles besides the anchors that must stay in view (the pieces)."""
        board = self.board_rect().inflate(-2 * radius, -2 * radius)
        centre = self.space_xy(self.board.centre)
        keep_clear = [*anchors, *avoid]
        placed: list[tuple[Point, float]] = []
        for (x, y), r in anchors:
            out = math.atan2(y - centre[1], x - centre[0])
            best: tuple[float, Point] | None = None
            for reach, k in itertools.product((r + radius + 3, r + 3 * radius + 3), range(SPOTS)):
                turn = (k + 1) // 2 * (1 if k % 2 else -1)  # 0, +1, -1, +2, -2...: the outward ones first
                a = out + turn * math.tau / SPOTS
                spot = (x + reach * math.cos(a), y + reach * math.sin(a))
                covered = sum(max(0.0, q + radius + 2 - math.dist(spot, c)) for c, q in [*keep_clear, *placed])
                covered += 0 if board.collidepoint(spot) else radius
                if best is None or covered < best[0]:
                    best = (covered, spot)
                if covered == 0:
                    break
            assert best is not None
            placed.append((best[1], radius))
        return [spot for spot, _ in placed]

    # -- the side table ----------------------------------------------------------------------------
    def named(self) -> bool:
        """Two seats' panels show their names. Three or four seats take two rows of panels in the same
        block, so a panel is one row there: the portrait (its ring and shape say who) and its things, and
        the turn badge and the caption name the seat whose turn it is."""
        return self.players <= 2

    def panel_rect(self, seat: int) -> pygame.Rect:
        """Seats sit two by two in the map's "players" block, whose height is the same at every seat
        count and text size: one row of two named panels, or two rows of two (so the caption below it
        keeps one box, issue #32)."""
        area = self.areas["players"]
        rows = 1 if self.named() else 2
        w, h = (area.width - GAP) // 2, (area.height - GAP * (rows - 1)) // rows
        return pygame.Rect(area.left + seat % 2 * (w + GAP), area.top + seat // 2 * (h + GAP), w, h)

    def things_row(self, seat: int, free: pygame.Rect) -> pygame.Rect:
        """Where a seat's row of things goes: along the bottom of a named panel, under portrait and name;
        beside the portrait on a panel without a name (`free`: what the panel left there)."""
        if not self.named():
            return free
        rect = self.panel_rect(seat)
        return pygame.Rect(rect.left + 10, rect.bottom - 4 - THINGS_ROW, rect.width - 20, THINGS_ROW)


def circle_rect(centre: Point, radius: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect
