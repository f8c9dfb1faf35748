"""Character portraits: a round badge per hero or villain, each with its own colours and silhouette.

Original, stylised drawings (a mask, a face or an emblem), meant to be told apart at a glance by a
four-year-old on a dim projector: every badge differs in background colour and in shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from .drawing import (
    ASSETS,
    INK,
    WHITE,
    Canvas,
    Color,
    Point,
    arc_points,
    mix,
    quad_bezier,
    save,
    star_points,
    web,
)

SIZE = 256
C: Point = (128, 128)
R = 120  # badge radius
OUT = 7  # outline width used for features

SKIN: Color = (255, 206, 166)
SKIN_DARK: Color = (140, 86, 56)


# -- small shared features -----------------------------------------------------------------
def mirror(points: list[Point]) -> list[Point]:
    return [(SIZE - x, y) for x, y in points]


def smile(c: Canvas, center: Point, width: float, depth: float, w: float = 6) -> None:
    c.polyline(arc_points(center, width, depth, 20, 160, 16), INK, w)


def frown(c: Canvas, center: Point, width: float, depth: float, w: float = 6) -> None:
    c.polyline(arc_points(center, width, depth, 200, 340, 16), INK, w)


def eyes(c: Canvas, y: float, dx: float, r: float = 11, iris: Color = INK) -> None:
    """A pair of friendly round eyes with a pupil and a white sparkle."""
    for x in (128 - dx, 128 + dx):
        c.circle((x, y), r, WHITE, 5)
        c.circle((x, y + 1), r * 0.5, iris)
        c.circle((x + r * 0.2, y - r * 0.2), r * 0.18, WHITE)


def brows(c: Canvas, y: float, dx: float, length: float = 26, tilt: float = 8,
          w: float = 8) -> None:
    """Eyebrows; a positive tilt slants them down towards the nose (grumpy)."""
    for side in (-1, 1):
        x = 128 + side * dx
        c.line((x - side * length / 2, y + tilt / 2), (x + side * length / 2, y - tilt / 2), INK, w)


def mask_eye(side: int, top: Point = (60, 96), inner: Point = (114, 152)) -> list[Point]:
    """A big white superhero lens, pointed at the top outside, round towards the nose."""
    pts = quad_bezier(inner, (116, 108), top, 14) + quad_bezier(top, (66, 152), inner, 14)[1:]
    return pts if side < 0 else mirror(pts)


def suit(c: Canvas, color: Color, top: float = 206, rx: float = 96) -> None:
    """Shoulders at the bottom of the badge."""
    c.ellipse((128, top + 70), rx, 80, color, OUT)


def f4_emblem(c: Canvas, center: Point, r: float) -> None:
    c.circle(center, r, WHITE, 5)
    c.text("4", (center[0], center[1] + r * 0.05), r * 1.5, INK)


def bolt(c: Canvas, at: Point, size: float, color: Color) -> None:
    x, y = at
    s = size
    c.polygon([(x, y), (x + 0.55 * s, y), (x + 0.25 * s, y + 0.45 * s), (x + 0.6 * s, y + 0.45 * s),
               (x - 0.05 * s, y + 1.2 * s), (x + 0.12 * s, y + 0.6 * s), (x - 0.2 * s, y + 0.6 * s)],
              color, 4)


def cloud(c: Canvas, blobs: Sequence[tuple[float, float, float]], color: Color) -> None:
    """Overlapping circles with one shared outline (hair, manes, smoke)."""
    for x, y, r in blobs:
        c.circle((x, y), r + OUT / 2, INK)
    for x, y, r in blobs:
        c.circle((x, y), r - OUT / 2, color)


def ring_of(n: int, center: Point, radius: float, r: float, start: float = 0,
            span: float = 360) -> list[tuple[float, float, float]]:
    out = []
    for i in range(n):
        a = math.radians(start + span * i / (n if span >= 360 else max(n - 1, 1)))
        out.append((center[0] + radius * math.cos(a), center[1] + radius * math.sin(a), r))
    return out


# -- heroes ------------------------------------------------------------------------------------
def spider_man(c: Canvas) -> Color:
    face = Canvas(SIZE, SIZE)
    face.ellipse((128, 140), 86, 104, WHITE)
    c.ellipse((128, 140), 86, 104, (226, 30, 38), OUT)
    lines = Canvas(SIZE, SIZE)
    web(lines, (128, 150), 130, INK, 3.2, spokes=12, rings=5, start_deg=-90)
    lines.keep_inside(face)
    c.blit(lines)
    c.polyline(arc_points((128, 140), 86, 104, 0, 360, 60), INK, OUT)
    for side in (-1, 1):
        c.polygon(mask_eye(side), WHITE, OUT + 2)
    return (30, 90, 220)


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
    c.rect(92, 176, 72, 26, WHITE, 6, radius=8)
    for x in (110, 128, 146):
        c.line((x, 178), (x, 200), INK, 3)
    c.line((94, 189), (162, 189), INK, 3)
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


# -- villains ----------------------------------------------------------------------------------
def doctor_doom(c: Canvas) -> Color:
    c.ellipse((128, 150), 94, 110, (40, 130, 64), OUT)
    c.ellipse((128, 150), 70, 92, (14, 44, 26))
    c.rect(76, 72, 104, 138, (178, 186, 196), OUT, radius=28)
    c.line((128, 96), (128, 160), (130, 138, 150), 6)
    for x in (100, 156):
        c.rect(x - 18, 118, 36, 12, INK, radius=4)
    for y in (176, 188):
        c.rect(106, y, 44, 6, INK, radius=3)
    for x, y in ((88, 88), (168, 88), (88, 196), (168, 196)):
        c.circle((x, y), 4, (120, 128, 140))
    return (20, 70, 36)


def green_goblin(c: Canvas) -> Color:
    purple = (120, 50, 170)
    c.polygon([(50, 130), (96, 40), (150, 14), (206, 30), (170, 50), (206, 130)], purple, OUT)
    c.circle((206, 30), 12, (255, 220, 40), 5)
    green = (120, 205, 60)
    for side in (-1, 1):
        c.polygon([(128 + side * 50, 120), (128 + side * 104, 100), (128 + side * 56, 160)],
                  green, OUT)
    c.ellipse((128, 150), 62, 70, green, OUT)
    for side in (-1, 1):
        c.polygon([(128 + side * 8, 136), (128 + side * 44, 116), (128 + side * 40, 146)],
                  (255, 220, 40), 5)
    c.polyline(quad_bezier((80, 166), (128, 222), (176, 166)), INK, 6)
    c.polygon(quad_bezier((86, 172), (128, 212), (170, 172)), WHITE, 0)
    c.polyline(quad_bezier((86, 172), (128, 212), (170, 172)) + [(86, 172)], INK, 5)
    for x in (106, 128, 150):
        c.line((x, 176), (x, 194), INK, 3)
    c.line((120, 140), (128, 160), INK, 5)
    return (255, 204, 20)


def doctor_octopus(c: Canvas) -> Color:
    arms = [[(100, 230), (40, 200), (30, 120)], [(156, 230), (216, 200), (226, 120)],
            [(96, 220), (26, 250), (10, 210)], [(160, 220), (230, 250), (246, 210)]]
    for a0, ctrl, a1 in arms:
        pts = quad_bezier(a0, ctrl, a1, 20)
        c.polyline(pts, INK, 26)
        c.polyline(pts, (170, 176, 188), 16)
        for p in pts[4::4]:
            c.circle(p, 5, (110, 116, 130))
        for k in (-1, 0, 1):  # claw
            ang = math.atan2(a1[1] - ctrl[1], a1[0] - ctrl[0]) + k * 0.6
            c.line(a1, (a1[0] + 20 * math.cos(ang), a1[1] + 20 * math.sin(ang)), INK, 8)
    suit(c, (100, 140, 40), 206, 76)
    c.ellipse((128, 128), 48, 58, SKIN, OUT)
    c.polygon(arc_points((128, 122), 54, 60, 180, 360, 20) + [(178, 112), (128, 104), (78, 112)],
              (60, 40, 30), OUT)
    for x in (108, 148):
        c.circle((x, 132), 16, (30, 30, 40), 5)
        c.circle((x - 5, 127), 4, WHITE)
    c.line((124, 132), (132, 132), INK, 6)
    frown(c, (128, 170), 16, 8, 5)
    return (255, 120, 160)


def kingpin(c: Canvas) -> Color:
    c.ellipse((128, 262), 124, 84, WHITE, OUT)
    c.polygon([(128, 186), (106, 212), (128, 246), (150, 212)], (130, 60, 170), 5)
    c.line((90, 196), (118, 240), INK, 5)
    c.line((166, 196), (138, 240), INK, 5)
    c.rect(100, 160, 56, 34, SKIN, OUT)
    c.circle((128, 114), 66, SKIN, OUT)
    c.ellipse((98, 74), 18, 10, (255, 238, 220))
    brows(c, 116, 26, 28, 10, 9)
    for x in (102, 154):
        c.circle((x, 130), 4, INK)
    c.polyline(quad_bezier((108, 160), (132, 168), (150, 154)), INK, 5)
    return (122, 30, 44)


def vulture(c: Canvas) -> Color:
    wing = (40, 110, 70)
    for side in (-1, 1):
        pts = [(128, 150), (128 + side * 120, 60), (128 + side * 110, 110),
               (128 + side * 124, 120), (128 + side * 104, 156), (128 + side * 116, 170),
               (128 + side * 90, 200), (128, 200)]
        c.polygon(pts, wing, OUT)
    suit(c, wing, 210, 80)
    cloud(c, ring_of(9, (128, 192), 56, 16, start=160, span=220), (236, 236, 228))
    c.ellipse((128, 118), 40, 56, SKIN, OUT)
    c.polygon([(124, 112), (150, 150), (120, 150)], (236, 170, 130), 5)
    brows(c, 104, 18, 20, 8, 6)
    for x in (110, 146):
        c.ellipse((x, 114), 8, 5, INK)
    frown(c, (132, 170), 12, 6, 5)
    return (110, 205, 160)


def electro(c: Canvas) -> Color:
    for at in ((26, 40), (214, 170), (30, 180)):
        bolt(c, at, 30, (255, 230, 60))
    suit(c, (40, 160, 70), 210, 84)
    c.polygon(star_points((128, 124), 118, 46, 7), (255, 214, 20), OUT)
    c.ellipse((128, 140), 48, 56, (40, 160, 70), OUT)
    c.polygon([(76, 118), (180, 118), (170, 150), (86, 150)], (255, 214, 20), 5)
    eyes(c, 134, 20, 10)
    frown(c, (128, 178), 14, 6, 5)
    return (18, 22, 46)


def mysterio(c: Canvas) -> Color:
    suit(c, (60, 150, 80), 210, 96)
    for x in (98, 158):
        c.circle((x, 226), 12, (255, 200, 40), 4)
        c.circle((x, 226), 5, (120, 60, 160))
    c.circle((128, 118), 76, (200, 235, 255, 150))
    smoke = [(104, 128, 24), (150, 116, 26), (124, 156, 24), (160, 154, 18), (100, 92, 18),
             (136, 84, 16)]
    cloud(c, smoke, (110, 210, 120))
    for x in (110, 146):  # glowing eyes in the mist
        c.ellipse((x, 122), 10, 6, WHITE)
    c.polyline(arc_points((128, 118), 76, 76, 0, 360, 64), INK, OUT)
    c.polyline(arc_points((128, 118), 58, 58, 200, 250, 10), WHITE, 9)
    c.circle((110, 64), 6, WHITE)
    c.rect(84, 186, 88, 20, (255, 200, 40), OUT, radius=6)
    return (178, 52, 144)


def sandman(c: Canvas) -> Color:
    sand = (232, 196, 124)
    c.polygon([(128, 256), (10, 256), (40, 200), (90, 220), (128, 190), (166, 220), (216, 200),
               (246, 256)], sand, OUT)
    stripes = Canvas(SIZE, SIZE)
    for y in range(200, 256, 16):
        stripes.rect(0, y, SIZE, 8, INK)
    shirt = Canvas(SIZE, SIZE)
    shirt.ellipse((128, 262), 72, 70, WHITE)
    c.ellipse((128, 262), 72, 70, (60, 170, 80), OUT)
    stripes.keep_inside(shirt)
    c.blit(stripes)
    c.ellipse((128, 132), 54, 64, sand, OUT)
    c.polygon(arc_points((128, 124), 56, 62, 180, 360, 20) + [(176, 96), (80, 96)],
              (110, 72, 40), OUT)
    for x, y in ((96, 150), (158, 160), (112, 176), (146, 110), (92, 124)):
        c.circle((x, y), 3, (190, 150, 80))
    brows(c, 122, 20, 22, 8, 7)
    eyes(c, 138, 20, 9)
    frown(c, (128, 178), 16, 7, 5)
    return (38, 78, 96)


def kraven(c: Canvas) -> Color:
    mane = (232, 168, 48)
    c.polygon(star_points((128, 210), 110, 76, 14, -90), mane, OUT)
    c.ellipse((128, 126), 48, 58, SKIN, OUT)
    cloud(c, [(84, 100, 22), (100, 74, 24), (128, 64, 26), (156, 74, 24), (172, 100, 22)],
          (70, 44, 30))
    c.polygon([(100, 160), (156, 160), (146, 190), (128, 198), (110, 190)], (70, 44, 30), 5)
    c.ellipse((128, 170), 14, 6, SKIN)
    brows(c, 116, 20, 24, 10, 8)
    for x in (108, 148):
        c.ellipse((x, 130), 8, 6, WHITE)
        c.circle((x, 130), 4, INK)
    return (50, 150, 60)


def mole_man(c: Canvas) -> Color:
    for x, y, col in ((36, 70, (80, 220, 255)), (214, 64, (255, 90, 160)),
                      (30, 190, (140, 255, 120)), (224, 188, (255, 220, 60))):
        c.polygon([(x, y - 16), (x + 11, y), (x, y + 16), (x - 11, y)], col, 4)
    c.ellipse((128, 150), 84, 96, (96, 120, 60), OUT)
    c.ellipse((128, 150), 56, 66, SKIN, OUT)
    for x in (100, 156):
        c.circle((x, 130), 26, (160, 220, 255), 9)
        c.circle((x - 8, 122), 6, WHITE)
    c.ellipse((128, 166), 14, 18, (236, 160, 130), 5)
    c.rect(108, 188, 40, 14, WHITE, 5, radius=4)
    c.line((128, 190), (128, 200), INK, 3)
    return (84, 56, 44)


def rhino(c: Canvas) -> Color:
    grey = (150, 156, 170)
    suit(c, grey, 214, 104)
    for side in (-1, 1):
        c.ellipse((128 + side * 70, 88), 14, 22, grey, OUT)
    c.ellipse((128, 138), 70, 88, grey, OUT)
    c.ellipse((128, 156), 42, 50, SKIN, OUT)
    c.polygon([(110, 150), (128, 30), (146, 150)], (236, 232, 216), OUT)
    c.polygon([(118, 92), (128, 60), (138, 92)], (236, 232, 216), 5)
    brows(c, 140, 26, 22, 10, 7)
    for x in (104, 152):
        c.circle((x, 152), 5, INK)
    frown(c, (128, 190), 16, 7, 5)
    return (255, 210, 130)


CHARACTERS: dict[str, Callable[[Canvas], Color]] = {
    "spider-man": spider_man,
    "captain-america": captain_america,
    "hulk": hulk,
    "storm": storm,
    "wolverine": wolverine,
    "thor": thor,
    "lizard": lizard,
    "mr-fantastic": mr_fantastic,
    "invisible-woman": invisible_woman,
    "human-torch": human_torch,
    "the-thing": the_thing,
    "doctor-doom": doctor_doom,
    "green-goblin": green_goblin,
    "doctor-octopus": doctor_octopus,
    "kingpin": kingpin,
    "vulture": vulture,
    "electro": electro,
    "mysterio": mysterio,
    "sandman": sandman,
    "kraven": kraven,
    "mole-man": mole_man,
    "rhino": rhino,
}


def draw_portrait(character: str, final: bool = True) -> pygame.Surface:
    """Draw the figure first to learn its badge colour, then put it on the badge.

    ``final=False`` returns the 4x supersampled badge, for other art that reuses it larger.
    """
    figure = Canvas(SIZE, SIZE)
    background = CHARACTERS[character](figure)
    badge = Canvas(SIZE, SIZE)
    badge.radial(C, R, mix(background, WHITE, 0.28), background)
    badge.blit(figure)
    badge.clip_circle(C, R)
    badge.ring(C, R - 4, INK, 9)
    return badge.finish() if final else badge.surface


def generate(out: Path = ASSETS) -> list[Path]:
    return [save(draw_portrait(name), out / "portraits" / f"{name}.png") for name in CHARACTERS]
