"""The villains of the web race's cards (and of Something Wild's): each function draws one figure on a
transparent canvas and returns its badge colour (`portraits`).
"""

from __future__ import annotations

import math

from .drawing import INK, WHITE, Canvas, Color, arc_points, quad_bezier, star_points
from .face_parts import OUT, SIZE, SKIN, bolt, brows, cloud, eyes, frown, ring_of, suit


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
