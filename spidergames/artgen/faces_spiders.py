"""The Spider family: Spider-Man in his suits, and the other Spider-heroes.

They all wear a mask with two big lenses, so each is told apart by more than its colour: a hood,
long hair, shoulders with an emblem, gold spider-arms or a hat frame the mask differently, and a
dark mask reads dark even in grey. Each function draws one figure on a transparent canvas and
returns its badge colour (`portraits`).
"""

from __future__ import annotations

from .drawing import INK, WHITE, Canvas, Color, Point, arc_points, quad_bezier
from .face_parts import OUT, cloud, spider_mask, suit

SPIDER_RED: Color = (226, 30, 38)
NIGHT: Color = (34, 30, 44)
GOLD: Color = (255, 196, 40)


def spider_emblem(c: Canvas, center: Point, size: float, color: Color, outline: float = 4) -> None:
    """A chest spider: a round head, a long body and four bent legs a side."""
    x, y = center
    for side in (-1, 1):
        for k, (kx, ky, fx, fy) in enumerate(((0.6, -0.5, 0.9, -1.1), (0.7, -0.1, 1.2, -0.4),
                                               (0.7, 0.2, 1.2, 0.5), (0.6, 0.5, 0.9, 1.1))):
            leg = [(x + side * 0.15 * size, y + (k - 1.5) * 0.12 * size),
                   (x + side * kx * size, y + ky * size), (x + side * fx * size, y + fy * size)]
            c.polyline(leg, INK, outline + size * 0.14)
            c.polyline(leg, color, size * 0.14)
    c.ellipse((x, y - 0.32 * size), 0.2 * size, 0.2 * size, color, outline)
    c.ellipse((x, y + 0.22 * size), 0.26 * size, 0.42 * size, color, outline)


def spider_man(c: Canvas) -> Color:
    """The classic red mask with black webs."""
    spider_mask(c, SPIDER_RED, INK)
    return (30, 90, 220)


def miles_morales(c: Canvas) -> Color:
    """A smaller black mask with red webs over his grey hoodie, its hood down and strings hanging."""
    suit(c, (120, 122, 134), 180, 116)
    c.ellipse((128, 262), 56, 62, NIGHT, OUT)
    spider_emblem(c, (128, 228), 26, SPIDER_RED, 3)
    for x in (100, 156):
        c.line((x, 192), (x - 4, 232), WHITE, 5)
    spider_mask(c, NIGHT, SPIDER_RED, center=(128, 106), rx=64, ry=80)
    return (226, 30, 38)


def ghost_spider(c: Canvas) -> Color:
    """A plain white mask with teal-rimmed lenses in a big white hood lined with pink."""
    suit(c, NIGHT, 196, 104)
    c.polygon([(128, 200), (84, 256), (172, 256)], WHITE)
    c.ellipse((128, 118), 100, 112, (240, 240, 246), OUT)
    c.ellipse((128, 128), 78, 94, (236, 90, 150), OUT)
    spider_mask(c, (250, 250, 252), None, rim=(40, 180, 190), center=(128, 124), rx=62, ry=78)
    return (40, 180, 190)


def spider_woman(c: Canvas) -> Color:
    """Long dark hair around a plain red mask with big yellow-rimmed lenses."""
    hair: Color = (70, 40, 40)
    cloud(c, [(128, 70, 60), (76, 112, 44), (180, 112, 44), (64, 170, 44), (192, 170, 44),
              (70, 226, 40), (186, 226, 40)], hair)
    suit(c, SPIDER_RED, 214, 84)
    c.polygon([(96, 236), (128, 262), (160, 236), (128, 222)], GOLD, 4)
    spider_mask(c, SPIDER_RED, None, rim=GOLD, center=(128, 128), rx=64, ry=82)
    return (255, 204, 41)


def spider_man_2099(c: Canvas) -> Color:
    """A dark blue mask with red lenses over the red spider-face that spreads across his chest."""
    navy: Color = (34, 48, 110)
    suit(c, navy, 184, 112)
    c.polygon([(128, 190), (70, 204), (26, 240), (86, 234), (128, 252), (170, 234), (230, 240), (186, 204)],
              (220, 36, 44), 4)
    for x in (112, 144):
        c.polygon([(x - 9, 212), (x + 9, 212), (x, 226)], WHITE, 3)
    spider_mask(c, navy, None, lens=(236, 44, 52), center=(128, 106), rx=64, ry=80)
    return (255, 140, 40)


def scarlet_spider(c: Canvas) -> Color:
    """A plain red mask in a blue sleeveless hoodie with a big spider on it."""
    blue: Color = (44, 84, 184)
    c.ellipse((128, 124), 94, 108, blue, OUT)
    suit(c, blue, 190, 116)
    spider_emblem(c, (128, 230), 30, SPIDER_RED, 3)
    c.ellipse((128, 120), 72, 86, (24, 40, 100))
    spider_mask(c, SPIDER_RED, None, center=(128, 116), rx=64, ry=80)
    return (255, 190, 40)


def spider_man_black_suit(c: Canvas) -> Color:
    """His black suit: a plain black mask with big white lenses, a huge white spider on his chest."""
    suit(c, NIGHT, 184, 116)
    spider_emblem(c, (128, 224), 44, WHITE, 0)
    spider_mask(c, NIGHT, None, center=(128, 104), rx=64, ry=80)
    return (150, 176, 220)


def iron_spider(c: Canvas) -> Color:
    """Spider-Man's red and gold armour: gold-rimmed lenses and four gold spider-arms behind him."""
    for base, knee, tip in (((96, 196), (40, 150), (54, 66)), ((100, 206), (38, 190), (24, 120))):
        for side in (-1, 1):
            leg = [(128 + side * (x - 128), y) for x, y in (base, knee, tip)]
            c.polyline(leg, INK, 20)
            c.polyline(leg, GOLD, 11)
            c.circle(leg[1], 7, GOLD, 4)
    suit(c, SPIDER_RED, 186, 104)
    spider_mask(c, SPIDER_RED, None, rim=GOLD, center=(128, 108), rx=62, ry=80)
    spider_emblem(c, (128, 222), 24, GOLD, 3)
    return (30, 44, 92)


def spider_man_noir(c: Canvas) -> Color:
    """The detective Spider-Man: a black mask with round goggles under a hat, his coat's collar up."""
    coat: Color = (70, 70, 78)
    suit(c, coat, 204, 110)
    for side in (-1, 1):
        c.polygon([(128, 250), (128 + side * 40, 196), (128 + side * 86, 230), (128 + side * 60, 262)],
                  (96, 96, 104), OUT)
    c.ellipse((128, 142), 66, 78, NIGHT, OUT)
    for k in (150, 170, 190):  # stitches across the mask
        c.polyline(arc_points((128, k - 40), 56, 20, 20, 160, 10), (90, 90, 100), 3)
    c.polygon(quad_bezier((40, 96), (128, 60), (216, 96)) + [(200, 110), (56, 110)], (50, 50, 58), OUT)
    c.polygon([(76, 96), (84, 40), (128, 30), (172, 40), (180, 96)], (50, 50, 58), OUT)
    c.rect(78, 76, 100, 16, (140, 140, 150), 4)
    for x in (104, 152):
        c.circle((x, 142), 20, (176, 180, 190), OUT)
        c.circle((x - 6, 136), 6, WHITE)
    c.line((124, 142), (132, 142), INK, 6)
    return (222, 200, 150)
