"""Where everything sits, read from the Tiled map `maps/webrace.tmx`.

The map's image and tile layers are the board picture; its "layout" object layer names the side
table's rectangles (turn badge, deck, drawn card, discard pile, Race Place cards, the players'
panels, the buttons, the peek panel, and the caption's room) and the table kit's anchors
(`anchors.ANCHORS`): moving them in Tiled moves them in the game. The spaces are where the rules'
board (the map's "track" layer) puts them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from spidergames.app import assets
from spidergames.app.table import tiled
from spidergames.app.ui import text
from spidergames.app.ui.theme import NIGHT

from .board import MAP_NAME, Board
from .movement import HOME

AREAS = ("turn", "deck", "card", "discard", "race", "players", "buttons", "peek", "caption")
SPACE_RADIUS = (17, 19, 22, 52)  # outer, middle, inner, centre: as drawn by art.py
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
        self.areas = self.map.require("layout", AREAS)
        self.board = board
        self.players = players

    def area(self, name: str) -> pygame.Rect:
        return self.areas[name].copy()

    def render_board(self, surface: pygame.Surface) -> None:
        """The board picture (every visible image and tile layer), for the static layer."""
        surface.fill(NIGHT)
        self.map.render(surface)

    def board_rect(self) -> pygame.Rect:
        centre = self.space_xy(self.board.centre)
        return pygame.Rect(0, 0, round(2 * centre[0]), round(2 * centre[1]))

    # -- the web ---------------------------------------------------------------------------------
    def space_xy(self, space: int) -> Point:
        s = self.board.spaces[space]
        return (s.x, s.y)

    def space_radius(self, space: int) -> int:
        return SPACE_RADIUS[self.board.spaces[space].circle]

    def space_rect(self, space: int) -> pygame.Rect:
        return circle_rect(self.space_xy(space), self.space_radius(space))

    def piece_xy(self, homes: tuple[int, ...], seat: int, piece: int, where: int) -> Point:
        """A piece standing at `where`: in its home corner, on a space, or around the centre."""
        if where == HOME:
            home = self.board.homes[homes[seat]]
            return (home.x + (piece * 2 - 1) * 26, home.y + 40)
        if where == self.board.centre:
            cx, cy = self.space_xy(where)
            a = math.tau * (seat * 2 + piece) / 8 - math.pi / 2
            return (cx + 34 * math.cos(a), cy + 34 * math.sin(a))
        return self.space_xy(where)

    def number_spots(self, anchors: Sequence[tuple[Point, float]], avoid: Sequence[tuple[Point, float]],
                     radius: float) -> list[Point]:
        """Where a number badge of `radius` goes beside each anchor (a piece or a landing: centre and
        radius), so no number covers a piece, a landing or another number: the first of `SPOTS`
        directions, outward from the web's centre first, that is clear (else the least covered).
        `avoid` are the circles besides the anchors that must stay in view (the pieces)."""
        board = self.board_rect()
        centre = self.space_xy(self.board.centre)
        keep_clear = [*anchors, *avoid]
        placed: list[tuple[Point, float]] = []
        for (x, y), r in anchors:
            out = math.atan2(y - centre[1], x - centre[0])
            reach = r + radius + 3
            best: tuple[float, Point] | None = None
            for k in range(SPOTS):
                turn = (k + 1) // 2 * (1 if k % 2 else -1)  # 0, +1, -1, +2, -2...: the outward ones first
                a = out + turn * math.tau / SPOTS
                spot = (x + reach * math.cos(a), y + reach * math.sin(a))
                covered = sum(max(0.0, q + radius + 2 - math.dist(spot, c)) for c, q in [*keep_clear, *placed])
                covered += 0 if board.inflate(-2 * radius, -2 * radius).collidepoint(spot) else radius
                if best is None or covered < best[0]:
                    best = (covered, spot)
                if covered == 0:
                    break
            assert best is not None
            placed.append((best[1], radius))
        return [spot for spot, _ in placed]

    # -- the side table ----------------------------------------------------------------------------
    def named(self) -> bool:
        """Two seats' panels show their names. Three or four seats take two rows of panels, and a name
        over each panel's things left the caption 142 px (108 with Large text) where its rows need 196
        (issue #32): there a panel is one row, the portrait (its ring and shape say who) and its things,
        and the turn badge and the caption name the seat whose turn it is."""
        return self.players <= 2

    def panel_rect(self, seat: int) -> pygame.Rect:
        """Seats sit two by two at every table size: full-width panels, one under the other, would leave
        the caption too little room for its rows (issue #32)."""
        area = self.areas["players"]
        w = (area.width - GAP) // 2
        h = FACE_ROW
        if self.named():  # the name, then its things
            h = 6 + assets.font(text.scaled_size(text.PLAY), True).get_height() + THINGS_ROW
        return pygame.Rect(area.left + seat % 2 * (w + GAP), area.top + seat // 2 * (h + GAP), w, h)

    def things_row(self, seat: int, free: pygame.Rect) -> pygame.Rect:
        """Where a seat's row of things goes: along the bottom of a named panel, under portrait and name;
        beside the portrait on a panel without a name (`free`: what the panel left there)."""
        if not self.named():
            return free
        rect = self.panel_rect(seat)
        return pygame.Rect(rect.left + 10, rect.bottom - 4 - THINGS_ROW, rect.width - 20, THINGS_ROW)

    def caption_rect(self) -> pygame.Rect:
        """The "what just happened" caption: the map's `caption` room (down to the ring a glowing or
        focused button wears) below the last row of panels, whose height depends on the seats and the
        text size."""
        room, last = self.areas["caption"], self.panel_rect(self.players - 1)
        top = max(room.top, last.bottom + GAP)
        return pygame.Rect(room.left, top, room.width, room.bottom - top)

    def buttons(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Draw, Pass and Peek, side by side in the "buttons" area."""
        b = self.areas["buttons"]
        third = (b.width - 20) // 3
        return (pygame.Rect(b.left, b.top, third + 30, b.height),
                pygame.Rect(b.left + third + 40, b.top, third - 20, b.height),
                pygame.Rect(b.right - third + 10, b.top, third - 10, b.height))


def circle_rect(centre: Point, radius: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
    rect.center = (round(centre[0]), round(centre[1]))
    return rect
