"""The heroes of the first portraits: Spider-Man's friends in Yahtzee, the Fantastic Four of the web
race, and the Lizard (a Labyrinth piece).

Each function draws one figure on a transparent canvas and returns its badge colour (`portraits`).
"""

from __future__ import annotations

import math

from .drawing import INK, WHITE, Canvas, Color, arc_points, quad_bezier, star_points
from .face_parts import (
    OUT,
    SKIN,
    SKIN_DARK,
    C,
    bolt,
    cloud,
    eyes,
    f4_emblem,
    frown,
    gritted_teeth,
    mirror,
    ring_of,
    smile,
    suit,
)


def captain_america(c: Canvas) -> Color:
    c.ring(C, 100, WHITE, 14)
    for side in (-1, 1):  # little wings on the helmet
        x = 128 + side * 66
        wing = [(x, 104), (x + side * 34, 84), (x + side * 30, 98), (x + side * 40, 102),
                (x + side * 30, 114), (x + side * 36, 122), (x, 136)]
        c.polygon(wing, WHITE, 5)
    c.ellipse((128, 132), 70, 90, (30, 70, 190), OUT)
    c.ellipse((128, 180), 50, 42, SKIN, OUT)
    c.rect(82, 150, 92, 26, (30, 70, 190))
    for x in (102, 154):
        c.ellipse((x, 138), 19, 13, SKIN, 5)
        c.circle((x, 139), 6, INK)
    smile(c, (128, 184), 24, 14)
    c.text("A", (128, 90), 48, WHITE, outline=3)
    c.polygon(star_points((128, 238), 26, 11), WHITE, 5)
    return (214, 40, 40)


def hulk(c: Canvas) -> Color:
    green = (104, 196, 60)
    suit(c, green, 212, 120)
    c.rect(62, 64, 132, 156, green, OUT, radius=44)
    c.polygon([(58, 112), (58, 62), (90, 46), (166, 46), (198, 62), (198, 112), (184, 86),
               (170, 100), (156, 78), (140, 96), (124, 76), (108, 96), (94, 78), (80, 100),
               (70, 84)], (34, 34, 40), OUT)
    c.polygon([(80, 118), (126, 128), (130, 140), (176, 118), (176, 130), (128, 146), (80, 130)],
              (60, 130, 40), 5)
    for x in (106, 150):
        c.ellipse((x, 146), 12, 8, WHITE, 4)
        c.circle((x, 147), 4, INK)
    gritted_teeth(c, 176)
    return (118, 50, 170)


def storm(c: Canvas) -> Color:
    bolt(c, (24, 60), 50, (255, 220, 40))
    bolt(c, (206, 56), 44, (255, 220, 40))
    suit(c, (30, 30, 44), 210)
    hair = ring_of(11, (128, 136), 78, 30, start=140, span=260) + [(128, 70, 40)]
    hair += [(70, 196, 30), (186, 196, 30)]
    cloud(c, hair, (250, 250, 255))
    c.ellipse((128, 146), 50, 60, SKIN_DARK, OUT)
    for x in (108, 148):
        c.ellipse((x, 140), 13, 8, (220, 240, 255), 4)
    c.polygon([(112, 104), (128, 94), (144, 104), (128, 112)], (255, 220, 40), 4)
    smile(c, (128, 168), 16, 10, 5)
    return (56, 72, 98)


def wolverine(c: Canvas) -> Color:
    yellow = (255, 208, 24)
    for side in (-1, 1):
        c.polygon(mirror([(96, 124), (30, 14), (112, 84)]) if side > 0 else
                  [(96, 124), (30, 14), (112, 84)], (36, 36, 44), OUT)
    c.ellipse((128, 140), 66, 86, yellow, OUT)
    for side in (-1, 1):
        patch = [(128 - side * 6, 138), (128 - side * 62, 96), (128 - side * 58, 150),
                 (128 - side * 30, 156)]
        c.polygon(patch, (36, 36, 44))
        c.polygon([(128 - side * 14, 140), (128 - side * 48, 118), (128 - side * 44, 142)], WHITE, 4)
    c.ellipse((128, 192), 44, 32, SKIN, OUT)
    c.rect(84, 162, 88, 22, yellow)
    c.rect(106, 186, 44, 14, WHITE, 4, radius=4)
    c.line((128, 188), (128, 198), INK, 3)
    return (28, 54, 140)


def thor(c: Canvas) -> Color:
    c.ellipse((128, 170), 84, 86, (255, 214, 80), OUT)  # long blond hair
    suit(c, (60, 64, 80), 216, 90)
    for side in (-1, 1):
        x = 128 + side * 58
        wing = [(x, 110), (x + side * 44, 50), (x + side * 40, 72), (x + side * 56, 66),
                (x + side * 46, 92), (x + side * 58, 92), (x + side * 20, 124)]
        c.polygon(wing, WHITE, 5)
    c.ellipse((128, 146), 52, 60, SKIN, OUT)
    c.polygon(arc_points((128, 116), 62, 58, 180, 360, 24) + [(190, 118), (66, 118)],
              (196, 204, 216), OUT)
    for x in range(80, 180, 16):
        c.circle((x, 106), 4.5, (120, 128, 144))
    eyes(c, 146, 20, 10, (40, 110, 220))
    smile(c, (128, 170), 18, 10, 5)
    return (200, 36, 40)


def lizard(c: Canvas) -> Color:
    green = (70, 170, 70)
    c.polygon([(40, 256), (70, 200), (128, 230), (186, 200), (216, 256)], WHITE, OUT)  # lab coat
    c.ellipse((128, 112), 66, 60, green, OUT)
    c.ellipse((128, 176), 52, 46, (132, 210, 96), OUT)
    for x, y in ((90, 96), (104, 74), (150, 74), (168, 100), (128, 66)):
        c.circle((x, y), 6, (40, 120, 50))
    for x in (94, 162):
        c.circle((x, 118), 18, (255, 220, 40), 5)
        c.ellipse((x, 118), 4, 13, INK)
    c.circle((116, 160), 4, INK)
    c.circle((140, 160), 4, INK)
    c.polyline(quad_bezier((86, 190), (128, 204), (170, 190)), INK, 5)
    for x in (102, 120, 138, 156):
        c.polygon([(x - 6, 194), (x + 6, 195), (x, 206)], WHITE, 2)
    return (255, 150, 30)


def mr_fantastic(c: Canvas) -> Color:
    suit(c, (30, 80, 200), 196, 100)
    c.rect(112, 140, 32, 70, SKIN, OUT)  # a stretchy, extra-long neck
    c.ellipse((128, 100), 44, 52, SKIN, OUT)
    c.polygon(arc_points((128, 96), 48, 54, 180, 360, 20) + [(170, 84), (128, 70), (86, 84)],
              (90, 56, 40), OUT)
    for x in (82, 174):
        c.ellipse((x, 92), 8, 14, (210, 210, 220), 4)
    eyes(c, 104, 17, 9, (60, 110, 200))
    smile(c, (128, 122), 15, 9, 5)
    f4_emblem(c, (128, 228), 22)
    return (0, 170, 205)


def invisible_woman(c: Canvas) -> Color:
    c.circle((128, 124), 100, (170, 225, 255, 110))
    c.ring((128, 124), 96, (120, 200, 255), 6)
    c.polyline(arc_points((128, 124), 82, 82, 200, 250, 10), WHITE, 7)
    suit(c, (30, 80, 200), 204, 88)
    c.ellipse((128, 140), 64, 78, (255, 226, 120, 180), OUT)  # fading hair
    face = (255, 206, 166, 150)
    c.ellipse((128, 132), 44, 54, face)
    for a in range(0, 360, 20):  # a dotted edge: she is turning invisible
        x = 128 + 44 * math.cos(math.radians(a))
        y = 132 + 54 * math.sin(math.radians(a))
        c.circle((x, y), 3.5, INK)
    c.polygon(arc_points((128, 118), 46, 42, 180, 360, 18) + [(150, 96), (128, 108), (106, 96)],
              (255, 226, 120), 5)
    eyes(c, 134, 16, 9, (60, 110, 200))
    smile(c, (128, 152), 13, 8, 5)
    for x, y in ((44, 60), (210, 70), (200, 190), (50, 180)):
        c.polygon(star_points((x, y), 14, 4, 4), WHITE, 3)
    f4_emblem(c, (128, 234), 18)
    return (190, 170, 255)


def human_torch(c: Canvas) -> Color:
    def flames(scale: float, color: Color, outline: float) -> None:
        pts = []
        tips = [(-100, 40), (-84, -30), (-58, -60), (-40, -104), (-16, -70), (0, -120),
                (16, -70), (40, -104), (58, -60), (84, -30), (100, 40)]
        for (x, y), (nx, ny) in zip(tips, tips[1:], strict=False):
            pts.append((128 + x * scale, 150 + y * scale))
            pts.append((128 + (x + nx) / 2 * scale * 0.86, 150 + (y + ny) / 2 * scale * 0.6 + 8))
        pts.append((128 + tips[-1][0] * scale, 150 + tips[-1][1] * scale))
        pts += arc_points((128, 150 + 40 * scale), 100 * scale, 70 * scale, 0, 180, 18)
        c.polygon(pts, color, outline)
    flames(1.0, (255, 110, 20), OUT)
    flames(0.78, (255, 190, 30), 0)
    flames(0.5, (255, 240, 150), 0)
    c.ellipse((128, 150), 46, 54, (240, 90, 30), OUT)
    for side in (-1, 1):
        c.polygon([(128 + side * 8, 142), (128 + side * 36, 126), (128 + side * 32, 148)], WHITE, 4)
    smile(c, (128, 166), 18, 12, 5)
    return (70, 16, 80)


def the_thing(c: Canvas) -> Color:
    orange = (236, 132, 40)
    suit(c, orange, 212, 110)
    c.rect(58, 58, 140, 166, orange, OUT, radius=36)
    cracks = [[(58, 100), (96, 92), (128, 104), (160, 90), (198, 102)],
              [(96, 92), (90, 58)], [(160, 90), (168, 58)], [(128, 104), (128, 60)],
              [(58, 170), (84, 178), (88, 224)], [(198, 170), (172, 178), (168, 224)],
              [(84, 178), (128, 210), (172, 178)], [(128, 210), (128, 224)]]
    for line in cracks:
        c.polyline(line, (150, 70, 20), 5)
    c.polygon([(68, 116), (128, 108), (188, 116), (184, 136), (128, 128), (72, 136)],
              (200, 100, 30), 5)
    for x in (102, 154):
        c.ellipse((x, 146), 13, 9, WHITE, 4)
        c.circle((x, 147), 6, (40, 110, 220))
        c.circle((x, 147), 3, INK)
    frown(c, (128, 196), 34, 10, 7)
    return (24, 96, 200)
