"""Avengers on Something Wild's cards: each drawn by the shape a child knows them by (Iron Man's gold
faceplate, Vision's gem, Hawkeye's bow, Doctor Strange's collar and amulet, the Wasp's wings).

Each function draws one figure on a transparent canvas and returns its badge colour (`portraits`).
"""

from __future__ import annotations

import math

from .drawing import INK, WHITE, Canvas, Color, arc_points, quad_bezier, star_points
from .face_parts import OUT, SKIN, almond_eyes, brows, cloud, cowl, eyes, gritted_teeth, smile, suit

GOLD: Color = (255, 200, 50)


def iron_man(c: Canvas) -> Color:
    """A red helmet with a gold faceplate, glowing eye slits and the round light in his chest."""
    red: Color = (206, 30, 40)
    suit(c, red, 204, 100)
    for side in (-1, 1):
        c.polygon([(128 + side * 30, 214), (128 + side * 80, 206), (128 + side * 92, 250),
                   (128 + side * 30, 250)], GOLD, 5)
    c.circle((128, 234), 16, (190, 236, 255), 5)
    c.circle((128, 234), 7, WHITE)
    c.rect(62, 44, 132, 170, red, OUT, radius=52)
    plate = [(92, 98), (128, 86), (164, 98), (170, 150), (158, 194), (128, 208), (98, 194), (86, 150)]
    c.polygon(plate, GOLD, 5)
    for side in (-1, 1):
        slit = [(128 + side * 8, 132), (128 + side * 34, 124), (128 + side * 36, 136), (128 + side * 10, 140)]
        c.polygon(slit, (220, 248, 255), 4)
    c.line((110, 180), (146, 180), INK, 4)
    for side in (-1, 1):
        c.line((128 + side * 40, 152), (128 + side * 28, 176), INK, 3)
    return (36, 64, 140)


def hawkeye(c: Canvas) -> Color:
    """A purple mask with an H, a bow across the badge and an arrow."""
    purple: Color = (110, 50, 160)
    c.polyline(quad_bezier((40, 40), (0, 150), (70, 236), 20), INK, 16)
    c.polyline(quad_bezier((40, 40), (0, 150), (70, 236), 20), (150, 96, 50), 9)
    c.line((40, 40), (70, 236), WHITE, 3)
    suit(c, purple, 206, 96)
    c.polygon([(128, 206), (150, 256), (106, 256)], (70, 30, 100))
    cowl(c, purple, (128, 60, 74), (160, 42, 44), (130, 22))
    c.polygon([(80, 112), (176, 112), (170, 142), (128, 134), (86, 142)], (60, 24, 90), 5)
    almond_eyes(c, 126, 22, 13, 7)
    c.text("H", (128, 86), 40, WHITE, outline=3)
    smile(c, (128, 170), 16, 8, 5)
    c.line((150, 250), (236, 120), INK, 8)
    c.line((150, 250), (236, 120), (200, 200, 210), 4)
    c.polygon([(236, 120), (222, 124), (240, 104)], (200, 200, 210), 3)
    return (190, 160, 240)


def vision(c: Canvas) -> Color:
    """A red face in a green hood with the yellow gem on his forehead and a yellow cape collar."""
    green: Color = (40, 150, 80)
    for side in (-1, 1):
        c.polygon([(128, 196), (128 + side * 110, 170), (128 + side * 120, 256), (128, 256)], GOLD, OUT)
    suit(c, green, 206, 80)
    c.ellipse((128, 124), 66, 84, green, OUT)
    c.ellipse((128, 136), 46, 62, (214, 40, 56), OUT)
    for side in (-1, 1):
        c.polyline([(128 + side * 20, 108), (128 + side * 40, 120), (128 + side * 44, 160)], (150, 20, 40), 4)
    c.polygon([(128, 94), (142, 106), (128, 118), (114, 106)], GOLD, 4)
    almond_eyes(c, 134, 18, 10, 6)
    c.line((114, 170), (142, 170), INK, 5)
    return (230, 220, 90)


def doctor_strange(c: Canvas) -> Color:
    """Dark hair with white sides, a moustache and small beard, a high red collar and the round amulet."""
    for a in range(0, 360, 45):  # a ring of magic behind him
        r = math.radians(a)
        c.polygon(star_points((128 + 100 * math.cos(r), 128 + 100 * math.sin(r)), 12, 5, 4), (255, 190, 80), 2)
    c.ring((128, 128), 100, (255, 160, 40), 5)
    c.polygon([(40, 256), (26, 120), (86, 190), (128, 210), (170, 190), (230, 120), (216, 256)],
              (210, 36, 44), OUT)
    suit(c, (40, 60, 160), 206, 70)
    c.circle((128, 228), 16, GOLD, 5)
    c.circle((128, 228), 7, (40, 170, 90))
    c.ellipse((128, 136), 46, 58, SKIN, OUT)
    c.polygon(arc_points((128, 126), 50, 54, 180, 360, 20) + [(176, 122), (128, 100), (80, 122)],
              (40, 34, 40), OUT)
    for side in (-1, 1):  # white streaks at his temples
        c.polyline(quad_bezier((128 + side * 30, 104), (128 + side * 44, 106), (128 + side * 46, 126)), WHITE, 7)
    brows(c, 124, 18, 20, -4, 6)
    eyes(c, 136, 18, 8)
    c.polygon([(106, 164), (128, 156), (150, 164), (146, 172), (128, 166), (110, 172)], (40, 34, 40))
    c.polygon([(118, 176), (138, 176), (128, 196)], (40, 34, 40))
    return (90, 40, 120)


def scarlet_witch(c: Canvas) -> Color:
    """Long auburn hair, the red pointed crown and pink magic swirling round her."""
    hair: Color = (170, 60, 40)
    for k in range(3):
        c.polyline(arc_points((128, 138), 108 - 10 * k, 100 - 10 * k, 200 + 30 * k, 300 + 30 * k, 16),
                   (255, 110, 200), 6)
    cloud(c, [(128, 92, 50), (86, 120, 38), (170, 120, 38), (80, 170, 36), (176, 170, 36),
              (84, 214, 32), (172, 214, 32)], hair)
    suit(c, (200, 30, 60), 210, 70)
    c.ellipse((128, 138), 42, 54, SKIN, OUT)
    crown = [(80, 112), (92, 70), (112, 92), (128, 56), (144, 92), (164, 70), (176, 112), (150, 104),
             (128, 118), (106, 104)]
    c.polygon(crown, (214, 30, 70), OUT)
    eyes(c, 140, 16, 9, (60, 120, 80))
    smile(c, (128, 160), 13, 8, 5)
    return (240, 150, 200)


def wasp(c: Canvas) -> Color:
    """A short black bob, a yellow mask with antennae and see-through wings."""
    for side in (-1, 1):
        wing = [(128 + side * 40, 160), (128 + side * 108, 74), (128 + side * 116, 132), (128 + side * 70, 176)]
        c.polygon(wing, (220, 240, 255, 200), 5)
        c.polygon([(128 + side * 40, 176), (128 + side * 100, 190), (128 + side * 84, 226)],
                  (220, 240, 255, 200), 5)
    suit(c, (30, 28, 40), 212, 64)
    c.rect(76, 226, 104, 14, (255, 210, 30))
    c.ellipse((128, 138), 56, 56, (30, 28, 40), OUT)
    c.ellipse((128, 148), 42, 48, SKIN, OUT)
    c.polygon([(84, 112), (172, 112), (178, 150), (84, 150)], (30, 28, 40))
    c.polygon([(90, 130), (166, 130), (162, 150), (94, 150)], (255, 210, 30), 4)
    almond_eyes(c, 140, 16, 9, 5)
    for side in (-1, 1):
        c.polyline(quad_bezier((128 + side * 16, 94), (128 + side * 20, 50), (128 + side * 44, 40)), INK, 5)
        c.circle((128 + side * 44, 40), 7, (255, 210, 30), 4)
    smile(c, (128, 170), 12, 7, 5)
    return (90, 170, 240)


def ms_marvel(c: Canvas) -> Color:
    """Dark hair, a red mask round her eyes, a red scarf and the yellow lightning bolt."""
    hair: Color = (40, 30, 36)
    cloud(c, [(128, 88, 52), (84, 118, 36), (172, 118, 36), (86, 168, 32), (170, 168, 32)], hair)
    suit(c, (40, 80, 180), 206, 88)
    c.polygon([(62, 212), (128, 236), (194, 212), (190, 230), (128, 250), (66, 230)], (214, 36, 44), 5)
    c.polygon([(138, 214), (118, 236), (130, 236), (114, 258), (146, 230), (134, 230), (150, 214)],
              (255, 214, 40), 3)
    c.ellipse((128, 140), 42, 52, (196, 140, 100), OUT)
    c.polygon([(82, 124), (174, 124), (168, 150), (128, 142), (88, 150)], (214, 36, 44), 5)
    eyes(c, 136, 18, 8)
    smile(c, (128, 166), 14, 8, 5)
    return (255, 150, 180)


def red_hulk(c: Canvas) -> Color:
    """Hulk's red rival: a flat black crew cut, a heavy brow, yellow eyes and gritted teeth."""
    red: Color = (214, 50, 44)
    suit(c, red, 212, 120)
    c.rect(64, 60, 128, 158, red, OUT, radius=36)
    c.polygon([(60, 116), (60, 62), (78, 44), (178, 44), (196, 62), (196, 116), (184, 84), (72, 84)],
              (30, 28, 36), OUT)
    c.polygon([(78, 116), (126, 126), (130, 138), (178, 116), (178, 128), (128, 146), (78, 128)],
              (150, 28, 30), 5)
    for x in (106, 150):
        c.ellipse((x, 146), 12, 8, (255, 220, 40), 4)
        c.circle((x, 147), 4, INK)
    gritted_teeth(c, 174)
    return (40, 40, 60)
