"""Street tiles, symbol badges, pieces, arrow sockets and the found card, drawn for the table.

The art (assets/labyrinth/, made by art.py beside it) has one picture per kind of
street; a tile's open sides pick the kind and how many quarter turns to give it. Symbols stay
upright whichever way their tile is turned, like the printed game. Pictures are made once and
cached (bounded, and dropped when the game is left), never per frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from spidergames.app import assets
from spidergames.app.i18n import _
from spidergames.app.ui import text
from spidergames.app.ui.draw import panel, player_mark
from spidergames.app.ui.theme import DISABLED, INK, PAPER, RED, YELLOW
from spidergames.app.ui.trail import drawn

from .board import CURVE, STRAIGHT, T_JUNCTION, rotate

KINDS = (("straight", STRAIGHT), ("curve", CURVE), ("t", T_JUNCTION))


def kind_and_turns(sides: int) -> tuple[str, int]:
    """Which street picture a tile uses and how many clockwise quarter turns it needs."""
    for name, base in KINDS:
        for k in range(4):
            if rotate(base, k) == sides:
                return name, k
    raise ValueError(f"no street tile has sides {sides}")


@assets.scene_cache(64)
def tile_image(sides: int, size: int) -> pygame.Surface:
    name, turns = kind_and_turns(sides)
    base = assets.scaled(f"labyrinth/tiles/{name}.png", (size, size))
    return pygame.transform.rotate(base, -90 * turns)


@assets.scene_cache(64)
def symbol_image(symbol: str, size: int) -> pygame.Surface:
    return assets.scaled(f"labyrinth/symbols/{symbol}.png", (size, size))


@assets.scene_cache(64)
def badge(symbol: str, size: int) -> pygame.Surface:
    """A symbol on a round white badge with a dark rim, `size` pixels across."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, INK, (c, c), c)
    pygame.draw.circle(surf, PAPER, (c, c), c - max(2, size // 22))
    pic = symbol_image(symbol, int(size * 0.8))
    surf.blit(pic, pic.get_rect(center=(c, c)))
    return surf


BAND = (255, 240, 120)  # the yellow over a line that slides (or would)


@assets.scene_cache(256)
def tile_picture(sides: int, symbol: str | None, size: int, *, band: bool = False,
                 alpha: int = 255) -> pygame.Surface:
    """A street tile with its symbol badge; `band`: tinted as part of a sliding line."""
    img = tile_image(sides, size).copy()
    if symbol is not None:
        b = badge(symbol, int(size * 0.62))
        img.blit(b, b.get_rect(center=(size // 2, size // 2)))
    if band:
        img.blit(veil((size, size), 45), (0, 0))
    if alpha < 255:
        img.set_alpha(alpha)
    return img


def draw_tile(surface: pygame.Surface, sides: int, symbol: str | None, center: tuple[float, float],
              size: int, *, ghostly: bool = False, band: bool = False) -> None:
    img = tile_picture(sides, symbol, size, band=band, alpha=200 if ghostly else 255)
    drawn(surface, surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1])))))


@assets.scene_cache(32)
def veil(size: tuple[int, int], alpha: int, colour: tuple[int, int, int] = BAND) -> pygame.Surface:
    """A see-through coloured square (a glow over a tile)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((*colour, alpha))
    return surf


PIECE_SIZE = (56, 60)  # a piece's picture: its token over a shadow, centred on the tile


@assets.scene_cache(8)
def piece_picture(colour: str) -> pygame.Surface:
    """A seat's piece as one picture (the flying version of `draw_piece`)."""
    surf = pygame.Surface(PIECE_SIZE, pygame.SRCALPHA)
    draw_piece(surf, colour, (PIECE_SIZE[0] / 2, PIECE_SIZE[1] / 2))
    return surf


def draw_piece(surface: pygame.Surface, colour: str, centre: tuple[float, float], bob: float = 0.0) -> None:
    """A piece standing on a tile: a shadow, and its token `bob` px above it."""
    x, y = centre
    drawn(surface, pygame.draw.ellipse(surface, (20, 20, 30), pygame.Rect(x - 20, y + 14, 40, 12)))
    player_mark(surface, colour, (x, y - bob), 24)


_INWARD = {"top": (0, 1), "bottom": (0, -1), "left": (1, 0), "right": (-1, 0)}


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, side: str, *, state: str,
               lit: bool) -> None:
    """An arrow socket pointing into the board. state: "ready", "waiting" or "blocked"."""
    dx, dy = _INWARD[side]
    grow = 6 if lit else 0
    r = rect.width / 2 - 2 + grow
    cx, cy = rect.center
    tip = (cx + dx * r, cy + dy * r)
    back = (cx - dx * r * 0.7, cy - dy * r * 0.7)
    px, py = -dy, dx  # across the arrow
    points = [tip, (back[0] + px * r, back[1] + py * r), (back[0] - px * r, back[1] - py * r)]
    fill = {"ready": YELLOW, "waiting": (200, 170, 70), "blocked": DISABLED}[state]
    if lit and state == "ready":
        fill = (255, 240, 120)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, INK, points, 4)
    if state == "blocked":  # a red "no" sign, so the shape (not only the grey) says "not here"
        pygame.draw.circle(surface, RED, rect.center, rect.width // 2 - 6, 6)
        a = math.radians(45)
        off = (rect.width // 2 - 9) * math.cos(a)
        pygame.draw.line(surface, RED, (cx - off, cy - off), (cx + off, cy + off), 6)


def rotate_icon(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """A round arrow turning clockwise (the "turn the tile" button needs no words)."""
    sweep = [math.radians(200 + 260 * i / 20) for i in range(21)]  # screen angles, clockwise
    t = sweep[-1]
    end = (r * math.cos(t), r * math.sin(t))
    d = (-math.sin(t), math.cos(t))  # onwards, clockwise
    n = (-d[1], d[0])
    # whole-pixel offsets from the centre: the icon is the same pixels wherever it is drawn (a button's
    # sticker paints it near (0, 0), the screen far from it; float sums would round apart)
    points = [(center[0] + round(r * math.cos(a)), center[1] + round(r * math.sin(a))) for a in sweep]
    for colour, width in ((INK, 10), (PAPER, 5)):
        pygame.draw.lines(surface, colour, False, points, width)
    head = [(center[0] + round(end[0] + dx), center[1] + round(end[1] + dy))
            for dx, dy in ((d[0] * 12, d[1] * 12), (n[0] * 10, n[1] * 10), (-n[0] * 10, -n[1] * 10))]
    pygame.draw.polygon(surface, PAPER, head)
    pygame.draw.polygon(surface, INK, head, 3)


# -- "Found it!": the card turns over in the middle of the board, stars burst round it ---------------
CARD = (220, 270)
CARD_PAD = 16  # room round the card for its shadow and the finder's mark


@assets.scene_cache(8)
def card_face(symbol: str, colour: str) -> pygame.Surface:
    """A found symbol card, face up, with the finder's mark on its corner."""
    w, h = CARD
    surf = pygame.Surface((w + 2 * CARD_PAD, h + 2 * CARD_PAD), pygame.SRCALPHA)
    rect = pygame.Rect(CARD_PAD, CARD_PAD, w, h)
    panel(surf, rect, (255, 255, 255), radius=18, border=6)
    img = pygame.transform.smoothscale(symbol_image(symbol, 180), (w - 30, 180))
    surf.blit(img, img.get_rect(center=(rect.centerx, rect.centery - 14)))
    player_mark(surf, colour, (rect.right - 10, rect.top + 10), 22)
    return surf


@assets.scene_cache(1)
def card_back() -> pygame.Surface:
    """The back of a symbol card, the same size as `card_face`."""
    w, h = CARD
    surf = pygame.Surface((w + 2 * CARD_PAD, h + 2 * CARD_PAD), pygame.SRCALPHA)
    surf.blit(assets.scaled("labyrinth/card_back.png", CARD), (CARD_PAD, CARD_PAD))
    return surf


STAR_COLOURS = (YELLOW, (255, 120, 160), (120, 220, 255))


@dataclass
class FoundBurst:
    """Stars flying out round the found card and "Found it!" under it, once its face shows.

    `t` runs 0 to 1 over the celebration (the scene animates it); `face_at` is when the face shows.
    """

    centre: tuple[int, int]
    t: float = 0.0
    face_at: float = 0.175

    def draw(self, surface: pygame.Surface) -> None:
        if self.t < self.face_at:
            return
        cx, cy = self.centre
        for k in range(10):
            ang = k * math.pi / 5 + self.t
            dist = 120 + 120 * self.t
            star(surface, (cx + dist * math.cos(ang), cy + dist * math.sin(ang)), 16, STAR_COLOURS[k % 3])
        text.draw(surface, _("Found it!"), 40, (cx, cy + CARD[1] // 2 + 8), YELLOW, anchor="midtop", outline=3)


def star(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)
    drawn(surface, pygame.draw.polygon(surface, INK, points, 3))
