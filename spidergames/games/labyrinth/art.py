"""Labyrinth art: city-street tiles (straight, curve, T), the board's fixed-tile sheet and the 24
symbols, drawn big and bold so a child can read them on a projector from the back of a room.

Street tiles are dark asphalt roads with a yellow dashed middle line and pale pavements between
brick rooftops; the fixed tiles of the board have blue rooftops and four bolts, so "this one never
moves" does not depend on colour alone. Symbols are drawn upright on a white badge by the scene.
Run alone with ``python -m spidergames.games.labyrinth.art``.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from spidergames.artgen.drawing import (
    ASSETS,
    INK,
    WHITE,
    Canvas,
    Color,
    Point,
    arc_points,
    quad_bezier,
    save,
    star_points,
)

TILE = 128
SHEET_TILE = 84  # the map's tile size (maps/labyrinth.tmx)
N, E, S, W = 1, 2, 4, 8
KINDS = {"straight": N | S, "curve": N | E, "t": N | E | S}

ASPHALT = (62, 66, 84)
PAVEMENT = (222, 222, 230)
LINE = (255, 214, 40)
BRICK = (196, 92, 66)
BRICK_TOP = (226, 128, 92)
STEEL = (78, 110, 196)
STEEL_TOP = (112, 146, 226)
VENT = (150, 150, 160)


# -- street tiles ---------------------------------------------------------------------------------
def _rotate_sides(sides: int, k: int) -> int:
    k %= 4
    return ((sides << k) | (sides >> (4 - k))) & 15


def draw_tile(sides: int, size: float, fixed: bool = False) -> pygame.Surface:
    """One street tile of `size` pixels with roads out of the open `sides`."""
    c = Canvas(round(size), round(size))
    u = size / TILE  # all measures below are for a 128-pixel tile
    roof, top = (STEEL, STEEL_TOP) if fixed else (BRICK, BRICK_TOP)
    c.rect(0, 0, size, size, roof, radius=8 * u)
    # rooftops: a lighter inset, a vent and a skylight in each corner block
    for qx, qy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        x0, y0 = 6 * u + qx * 78 * u, 6 * u + qy * 78 * u
        c.rect(x0, y0, 38 * u, 38 * u, top, outline=2.5 * u, radius=5 * u)
        c.rect(x0 + 8 * u, y0 + 8 * u, 11 * u, 11 * u, VENT, outline=2 * u, radius=2 * u)
        c.circle((x0 + 27 * u, y0 + 27 * u), 5 * u, (190, 220, 240), outline=2 * u)
    half, walk = 27 * u, 7 * u  # road half-width, pavement width
    mid = size / 2
    arms = {N: (mid - half, 0, 2 * half, mid), S: (mid - half, mid, 2 * half, mid),
            W: (0, mid - half, mid, 2 * half), E: (mid, mid - half, mid, 2 * half)}
    # pavement first (a frame around every road arm), then the asphalt on top
    c.rect(mid - half - walk, mid - half - walk, 2 * (half + walk), 2 * (half + walk), PAVEMENT,
           radius=6 * u)
    for side, (x, y, w, h) in arms.items():
        if sides & side:
            if side in (N, S):
                c.rect(x - walk, y, w + 2 * walk, h, PAVEMENT)
            else:
                c.rect(x, y - walk, w, h + 2 * walk, PAVEMENT)
    c.rect(mid - half, mid - half, 2 * half, 2 * half, ASPHALT, radius=4 * u)
    for side, box in arms.items():
        if sides & side:
            c.rect(*box, ASPHALT)
    # dashed yellow middle lines from the centre out
    dash, gap = 11 * u, 8 * u
    for side in (N, E, S, W):
        if not sides & side:
            continue
        dx, dy = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}[side]
        d = 10 * u
        while d < mid - 2 * u:
            a = (mid + dx * d, mid + dy * d)
            b = (mid + dx * min(d + dash, mid), mid + dy * min(d + dash, mid))
            c.line(a, b, LINE, 4.5 * u)
            d += dash + gap
    if fixed:
        for bx, by in ((10, 10), (118, 10), (10, 118), (118, 118)):
            c.circle((bx * u, by * u), 4.5 * u, (230, 230, 240), outline=2 * u)
    c.frame(0, 0, size, size, INK, 3 * u, radius=8 * u)
    return c.finish()


def tileset_sheet() -> pygame.Surface:
    """The fixed tiles for the map: rows straight / curve / T, columns turned 0-3 quarters."""
    sheet = pygame.Surface((SHEET_TILE * 4, SHEET_TILE * 3), pygame.SRCALPHA)
    for row, sides in enumerate(KINDS.values()):
        for k in range(4):
            sheet.blit(draw_tile(_rotate_sides(sides, k), SHEET_TILE, fixed=True),
                       (k * SHEET_TILE, row * SHEET_TILE))
    return sheet


# -- the 24 symbols -------------------------------------------------------------------------------
OUTLINE = 5  # outline width on a 128-pixel symbol
RED = (224, 36, 44)
BLUE = (36, 92, 214)
GREEN = (54, 168, 72)
DARK_GREEN = (34, 110, 52)
YELLOW = (255, 208, 40)
ORANGE = (246, 136, 30)
PURPLE = (132, 64, 180)
BROWN = (140, 88, 48)
TAN = (232, 196, 130)
GREY = (150, 156, 170)
PINK = (250, 150, 190)
SKYBLUE = (170, 220, 250)


def daily_bugle(c: Canvas) -> None:
    c.polygon([(22, 20), (106, 14), (110, 108), (18, 114)], WHITE, OUTLINE)
    c.rect(28, 26, 74, 22, INK, radius=3)
    for k, tall in enumerate((12, 8, 12, 10, 12, 8)):  # the masthead as letter-like blocks: no word to translate
        c.rect(33 + 11 * k, 37 - tall / 2, 8, tall, WHITE, radius=1.5)
    c.rect(30, 56, 30, 30, SKYBLUE, outline=3)
    c.circle((45, 72), 8, RED)
    for y in (58, 68, 78, 88, 98):
        c.line((68, y), (100, y - 1), INK, 4)
    c.line((30, 98), (60, 97), INK, 4)


def spider_signal(c: Canvas) -> None:
    c.polygon([(64, 64), (8, 0), (120, 0)], (255, 240, 150, 170))
    c.circle((64, 70), 46, YELLOW, OUTLINE)
    _spider_shape(c, (64, 70), 1.0, INK)


def _spider_shape(c: Canvas, center: Point, s: float, colour: Color) -> None:
    x, y = center
    for side in (-1, 1):
        for k, (ax, ay) in enumerate(((20, -22), (26, -6), (26, 8), (20, 24))):
            knee = (x + side * ax * 0.8 * s, y + (ay - 10) * s)
            foot = (x + side * ax * 1.35 * s, y + (ay + 4) * s)
            c.polyline([(x, y + (k * 4 - 6) * s), knee, foot], colour, 4.5 * s)
    c.ellipse((x, y - 8 * s), 8 * s, 8 * s, colour)
    c.ellipse((x, y + 10 * s), 11 * s, 15 * s, colour)


def web_shooter(c: Canvas) -> None:
    for a in range(-70, 71, 28):
        r = math.radians(a - 90)
        c.line((64, 60), (64 + 58 * math.cos(r), 60 + 58 * math.sin(r)), INK, 7)
        c.line((64, 60), (64 + 58 * math.cos(r), 60 + 58 * math.sin(r)), WHITE, 3)
    for rr in (26, 44):
        c.polyline(arc_points((64, 60), rr, rr, -160, -20, 14), WHITE, 3)
    c.rect(30, 66, 68, 44, RED, OUTLINE, radius=12)
    c.rect(42, 56, 44, 18, GREY, OUTLINE, radius=6)
    c.circle((64, 88), 8, BLUE, 3)


def mask(c: Canvas) -> None:
    c.ellipse((64, 66), 44, 54, RED, OUTLINE)
    for a in range(-150, -20, 26):
        r = math.radians(a)
        c.line((64, 40), (64 + 60 * math.cos(r) * 0.8, 40 - 60 * math.sin(r) * 0.9), INK, 2.5)
    c.line((64, 14), (64, 118), INK, 2.5)
    for rr in (22, 40):
        c.polyline(arc_points((64, 50), rr, rr, 20, 160, 12), INK, 2.5)
    for side in (-1, 1):
        c.polygon([(64 + side * 8, 62), (64 + side * 36, 44), (64 + side * 30, 78)], WHITE, OUTLINE)


def camera(c: Canvas) -> None:
    c.rect(36, 26, 32, 16, GREY, OUTLINE, radius=4)
    c.rect(14, 38, 100, 66, (70, 72, 86), OUTLINE, radius=12)
    c.rect(88, 44, 16, 10, YELLOW, 3, radius=2)
    c.circle((64, 72), 26, GREY, OUTLINE)
    c.circle((64, 72), 15, (40, 60, 110), 4)
    c.circle((58, 66), 5, WHITE)


def goblin_glider(c: Canvas) -> None:
    wing = [(64, 56), (104, 36), (122, 60), (108, 62), (100, 76), (86, 70), (64, 84),
            (42, 70), (28, 76), (20, 62), (6, 60), (24, 36)]
    c.polygon(wing, GREEN, OUTLINE)
    c.ellipse((64, 64), 16, 14, PURPLE, OUTLINE)
    for side in (-1, 1):
        c.polygon([(64 + side * 4, 58), (64 + side * 14, 40), (64 + side * 16, 56)], YELLOW, 3)


def pumpkin_bomb(c: Canvas) -> None:
    c.rect(58, 12, 12, 22, DARK_GREEN, 4, radius=3)
    c.circle((64, 72), 46, ORANGE, OUTLINE)
    c.polyline(arc_points((64, 72), 22, 45, -90, 90, 16), (200, 100, 20), 4)
    c.polyline(arc_points((64, 72), 22, 45, 90, 270, 16), (200, 100, 20), 4)
    for side in (-1, 1):
        c.polygon([(64 + side * 12, 64), (64 + side * 30, 64), (64 + side * 22, 48)], INK)
    c.polygon([(36, 82), (92, 82), (84, 98), (74, 90), (64, 100), (54, 90), (44, 98)], INK)


def doc_ock_arm(c: Canvas) -> None:
    pts = quad_bezier((24, 108), (26, 30), (96, 40), 7)
    for p in pts:
        c.circle(p, 14, GREY, 4)
    for p in pts:
        c.circle(p, 6, (100, 104, 120))
    tip = pts[-1]
    for a in (-60, 0, 60):
        r = math.radians(a)
        end = (tip[0] + 26 * math.cos(r), tip[1] + 26 * math.sin(r))
        c.polygon([(tip[0], tip[1] - 5), end, (tip[0], tip[1] + 5)], (230, 70, 70), 4)
    c.circle(tip, 11, GREY, 4)


def lizard_tail(c: Canvas) -> None:
    spine = quad_bezier((36, 36), (36, 116), (118, 100), 14)
    for i, p in enumerate(spine):
        c.circle(p, 22 - i * 1.4, GREEN, OUTLINE)
    for i, p in enumerate(spine):
        c.circle(p, 22 - i * 1.4 - OUTLINE / 2, GREEN)
        if i % 2 == 0:
            c.circle(p, 4, DARK_GREEN)


def vulture_wings(c: Canvas) -> None:
    for side in (-1, 1):
        feathers = [(64, 56)]
        for k in range(5):
            x = 64 + side * (18 + k * 10)
            feathers += [(x, 30 - k * 3 + 6), (x + side * 6, 66 + k * 8)]
        feathers += [(64 + side * 14, 82)]
        c.polygon(feathers, DARK_GREEN, OUTLINE)
        for k in range(4):
            x = 64 + side * (26 + k * 10)
            c.line((x, 44), (x + side * 2, 68 + k * 6), (120, 200, 120), 3)
    c.ellipse((64, 64), 10, 22, (90, 80, 70), OUTLINE)


def rhino_horn(c: Canvas) -> None:
    c.rect(14, 92, 100, 24, GREY, OUTLINE, radius=10)
    horn = quad_bezier((24, 98), (40, 40), (100, 12), 10) + quad_bezier((100, 12), (70, 60), (96, 98), 10)
    c.polygon(horn, (226, 220, 200), OUTLINE)
    c.polyline(quad_bezier((40, 86), (54, 56), (86, 28), 8), (190, 180, 160), 4)


def electro_bolt(c: Canvas) -> None:
    c.polygon([(74, 6), (28, 70), (58, 70), (44, 122), (100, 52), (68, 52), (86, 6)], YELLOW, OUTLINE)
    c.polyline([(20, 30), (30, 24)], (255, 240, 120), 4)
    c.polyline([(102, 90), (112, 98)], (255, 240, 120), 4)


def sandcastle(c: Canvas) -> None:
    c.rect(20, 56, 88, 56, TAN, OUTLINE)
    for x in (14, 84):
        c.rect(x, 34, 30, 78, TAN, OUTLINE)
        for k in range(3):
            c.rect(x + k * 11, 26, 8, 10, TAN, 3)
    c.polygon([(50, 56), (64, 30), (78, 56)], TAN, OUTLINE)
    c.rect(54, 84, 20, 28, BROWN, 4, radius=9)
    c.line((64, 30), (64, 10), INK, 4)
    c.polygon([(64, 10), (86, 16), (64, 22)], RED, 3)
    for x, y in ((30, 70), (98, 72), (44, 100), (88, 98)):
        c.circle((x, y), 2.5, BROWN)


def mysterio_helmet(c: Canvas) -> None:
    c.rect(26, 94, 76, 24, DARK_GREEN, OUTLINE, radius=10)
    c.polygon([(40, 96), (64, 110), (88, 96), (80, 118), (48, 118)], YELLOW, 3)
    c.circle((64, 56), 44, (210, 236, 250), OUTLINE)
    c.polyline(arc_points((64, 56), 32, 32, 200, 250, 8), WHITE, 8)
    c.circle((84, 36), 5, WHITE)


def scorpion_tail(c: Canvas) -> None:
    """Orange-brown armour segments curling up to a big hooked sting (unlike the lizard's tail)."""
    segs = quad_bezier((30, 112), (6, 8), (92, 30), 7)
    for i, p in enumerate(segs):
        c.rect(p[0] - 13 + i * 0.8, p[1] - 13 + i * 0.8, 26 - i * 1.6, 26 - i * 1.6, (214, 120, 40), 4,
               radius=5)
    x, y = segs[-1]
    c.polygon([(x - 4, y - 10), (x + 30, y + 4), (x + 14, y + 40), (x + 8, y + 10)], (90, 200, 80), OUTLINE)


def kraven_spear(c: Canvas) -> None:
    c.line((18, 116), (96, 34), INK, 14)
    c.line((18, 116), (96, 34), BROWN, 7)
    for t in (0.55, 0.62):
        x, y = 18 + 78 * t, 116 - 82 * t
        c.line((x - 8, y - 8), (x + 8, y + 8), RED, 5)
    c.polygon([(88, 30), (120, 8), (104, 44)], GREY, OUTLINE)
    c.polygon([(84, 32), (100, 46), (94, 36)], (230, 190, 60), 3)


def aunt_may_cake(c: Canvas) -> None:
    c.ellipse((64, 112), 54, 8, WHITE, 4)
    c.rect(20, 64, 88, 46, PINK, OUTLINE, radius=8)
    c.rect(22, 82, 84, 8, WHITE)
    c.rect(59, 30, 10, 34, SKYBLUE, 4, radius=3)
    c.polygon([(64, 8), (72, 22), (64, 30), (56, 22)], ORANGE, 3)
    for x in (32, 50, 78, 96):
        c.circle((x, 68), 5, RED, 2)


def backpack(c: Canvas) -> None:
    c.polyline(arc_points((64, 28), 18, 16, 180, 360, 10), INK, 8)
    c.rect(24, 26, 80, 92, BLUE, OUTLINE, radius=22)
    c.rect(36, 72, 56, 36, (60, 130, 240), OUTLINE, radius=10)
    c.line((40, 84), (88, 84), INK, 4)
    c.circle((64, 48), 9, RED, 3)


def pizza(c: Canvas) -> None:
    c.polygon([(14, 22), (114, 22), (64, 120)], (250, 210, 90), OUTLINE)
    c.rect(10, 12, 108, 20, (214, 150, 70), OUTLINE, radius=10)
    for x, y in ((42, 46), (78, 48), (62, 74), (56, 100)):
        c.circle((x, y), 9, RED, 3)
    c.circle((88, 64), 3, DARK_GREEN)
    c.circle((38, 62), 3, DARK_GREEN)


def taxi(c: Canvas) -> None:
    c.polygon([(34, 56), (46, 30), (84, 30), (96, 56)], SKYBLUE, OUTLINE)
    c.rect(8, 54, 112, 40, YELLOW, OUTLINE, radius=12)
    c.rect(50, 18, 28, 14, YELLOW, 3, radius=3)
    for k in range(12):  # the checker stripe
        c.rect(16 + k * 8, 68 + (k % 2) * 8, 8, 8, INK)
    for x in (34, 94):
        c.circle((x, 96), 13, (60, 60, 70), OUTLINE)
        c.circle((x, 96), 5, GREY)


def water_tower(c: Canvas) -> None:
    for x0, x1 in ((36, 28), (92, 100)):
        c.line((x0, 80), (x1, 122), INK, 6)
    c.line((36, 104), (92, 104), INK, 5)
    c.polygon([(24, 40), (64, 8), (104, 40)], (110, 70, 40), OUTLINE)
    c.rect(30, 40, 68, 48, BROWN, OUTLINE, radius=6)
    for y in (54, 72):
        c.line((30, y), (98, y), INK, 3.5)
    for x in (48, 64, 80):
        c.line((x, 42), (x, 86), (110, 70, 40), 2.5)


def spider(c: Canvas) -> None:
    _spider_shape(c, (64, 62), 1.55, INK)
    c.ellipse((64, 78), 10, 13, RED)


def science_flask(c: Canvas) -> None:
    body = [(52, 14), (76, 14), (76, 48), (110, 112), (18, 112), (52, 48)]
    c.polygon(body, (230, 245, 250), OUTLINE)
    c.polygon([(41, 76), (87, 76), (106, 108), (22, 108)], (90, 220, 110))
    c.polyline(body, INK, OUTLINE, closed=True)
    for x, y, r in ((54, 92, 6), (72, 88, 4), (64, 62, 5), (58, 44, 3)):
        c.circle((x, y), r, WHITE, 2.5)
    c.rect(46, 8, 36, 10, GREY, 4, radius=3)


def statue_of_liberty(c: Canvas) -> None:
    c.polygon(star_points((58, 66), 50, 22, 7), (110, 196, 170), OUTLINE)
    c.circle((58, 72), 26, (110, 196, 170), OUTLINE)
    for side in (-1, 1):
        c.circle((58 + side * 10, 68), 4, INK)
    c.polyline(arc_points((58, 78), 10, 6, 20, 160, 8), INK, 3.5)
    c.rect(96, 44, 12, 70, (110, 196, 170), OUTLINE, radius=5)
    c.polygon([(92, 44), (112, 44), (102, 32)], (110, 196, 170), 4)
    c.polygon([(96, 30), (102, 8), (110, 30)], ORANGE, 3)


SYMBOL_ART: dict[str, Callable[[Canvas], None]] = {
    "daily-bugle": daily_bugle, "spider-signal": spider_signal, "web-shooter": web_shooter,
    "mask": mask, "camera": camera, "goblin-glider": goblin_glider, "pumpkin-bomb": pumpkin_bomb,
    "doc-ock-arm": doc_ock_arm, "lizard-tail": lizard_tail, "vulture-wings": vulture_wings,
    "rhino-horn": rhino_horn, "electro-bolt": electro_bolt, "sandcastle": sandcastle,
    "mysterio-helmet": mysterio_helmet, "scorpion-tail": scorpion_tail,
    "kraven-spear": kraven_spear, "aunt-may-cake": aunt_may_cake, "backpack": backpack,
    "pizza": pizza, "taxi": taxi, "water-tower": water_tower, "spider": spider,
    "science-flask": science_flask, "statue-of-liberty": statue_of_liberty,
}


def draw_symbol(symbol: str) -> pygame.Surface:
    c = Canvas(TILE, TILE)
    SYMBOL_ART[symbol](c)
    return c.finish()


# -- rules pictures -------------------------------------------------------------------------------
def card_back() -> pygame.Surface:
    """The back of a symbol card: a web on red, the same for every card."""
    from spidergames.artgen.drawing import web

    c = Canvas(96, 128)
    c.rect(3, 3, 90, 122, RED, OUTLINE, radius=12)
    web(c, (48, 64), 40, (255, 255, 255), 2.5, spokes=8, rings=3)
    return c.finish()


def picture_tiles() -> pygame.Surface:
    """The three kinds of street tile side by side (rules page)."""
    out = pygame.Surface((400, 140), pygame.SRCALPHA)
    for k, sides in enumerate(KINDS.values()):
        out.blit(draw_tile(sides, 120), (10 + k * 132, 10))
    return out


def picture_push() -> pygame.Surface:
    """A spare tile being pushed into a row, with a big arrow (rules page)."""
    out = pygame.Surface((480, 160), pygame.SRCALPHA)
    for k, sides in enumerate((N | S, E | W, N | E, E | W)):
        out.blit(draw_tile(sides, 80), (130 + k * 84, 40))
    out.blit(draw_tile(E | W | S, 80), (10, 40))
    c = Canvas(480, 160)
    c.polygon([(94, 62), (122, 80), (94, 98)], YELLOW, 4)
    out.blit(c.finish(), (0, 0))
    return out


def _mini_board(tile: int) -> pygame.Surface:
    """A whole seeded board, small, with its symbols (rules page: "what is the game about")."""
    import random

    from . import rules

    board, _spare = rules.new_maze(random.Random(4))
    out = pygame.Surface((tile * 7 + 12, tile * 7 + 12), pygame.SRCALPHA)
    pygame.draw.rect(out, (46, 52, 72), out.get_rect(), border_radius=10)
    symbols = {s: draw_symbol(s) for s in {t.symbol for t in board if t.symbol}}
    for i, t in enumerate(board):
        r, c = divmod(i, 7)
        x, y = 6 + c * tile, 6 + r * tile
        out.blit(draw_tile(t.sides, tile, fixed=(r, c) in rules.FIXED_CELLS), (x, y))
        if t.symbol:
            pic = pygame.transform.smoothscale(symbols[t.symbol], (tile * 3 // 5, tile * 3 // 5))
            out.blit(pic, pic.get_rect(center=(x + tile // 2, y + tile // 2)))
    return out


def _token(c: Canvas, center: Point, colour: Color) -> None:
    c.circle((center[0] + 2, center[1] + 5), 20, (0, 0, 0, 90))
    c.circle(center, 20, colour, OUTLINE)
    c.circle((center[0] - 6, center[1] - 7), 6, WHITE)


def picture_walk() -> pygame.Surface:
    """A piece walking along joined streets to a glowing tile (rules page)."""
    size = 90
    streets = ((E | S, E | W, S | W), (N | S, 0, N | S), (N | E, E | W, N | W))
    out = pygame.Surface((size * 3, size * 3), pygame.SRCALPHA)
    for r, row in enumerate(streets):
        for col, sides in enumerate(row):
            if sides:
                out.blit(draw_tile(sides, size), (col * size, r * size))
    c = Canvas(size * 3, size * 3)
    c.rect(size * 2 + 4, size * 2 + 4, size - 8, size - 8, (255, 240, 120, 110), 5, radius=8,
           ink=YELLOW)
    route = [(45, 45), (135, 45), (225, 45), (225, 135), (225, 225)]
    c.polyline(route, INK, 12)
    c.polyline(route, WHITE, 6)
    for p in route[1:]:
        c.circle(p, 8, YELLOW, 3)
    _token(c, (45, 45), RED)
    out.blit(c.finish(), (0, 0))
    return out


def picture_home() -> pygame.Surface:
    """All cards turned over, the piece back on its start corner (rules page)."""
    out = pygame.Surface((340, 220), pygame.SRCALPHA)
    out.blit(draw_tile(E | S, 150, fixed=True), (10, 35))
    c = Canvas(340, 220)
    c.circle((85, 110), 40, RED, OUTLINE)
    c.polygon([(60, 112), (85, 88), (110, 112)], WHITE, 4)
    c.rect(68, 110, 34, 24, WHITE, 4)
    _token(c, (118, 150), BLUE)
    for k in range(4):
        c.rect(190 + k * 18, 40 + k * 10, 80, 110, WHITE, 4, radius=10)
    c.circle((248, 118), 26, GREEN, OUTLINE)
    c.polyline([(236, 118), (246, 130), (262, 106)], WHITE, 7)
    out.blit(c.finish(), (0, 0))
    return out


def generate(out_dir: Path = ASSETS) -> list[Path]:
    """Write every Labyrinth picture under `out_dir/labyrinth/`; returns the files written."""
    pygame.font.init()
    root = Path(out_dir) / "labyrinth"
    paths = [save(draw_tile(sides, TILE), root / "tiles" / f"{name}.png") for name, sides in KINDS.items()]
    paths.append(save(tileset_sheet(), root / "tileset.png"))
    paths += [save(draw_symbol(s), root / "symbols" / f"{s}.png") for s in SYMBOL_ART]
    paths.append(save(card_back(), root / "card_back.png"))
    paths.append(save(picture_tiles(), root / "tiles_kinds.png"))
    paths.append(save(picture_push(), root / "push.png"))
    paths.append(save(_mini_board(46), root / "board.png"))
    paths.append(save(picture_walk(), root / "walk.png"))
    paths.append(save(picture_home(), root / "home.png"))
    return paths


if __name__ == "__main__":
    written = generate(Path(sys.argv[1]) if len(sys.argv) > 1 else ASSETS)
    print(f"labyrinth: {len(written)} files")
