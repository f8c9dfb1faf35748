"""Villains on Something Wild's cards: each drawn by the shape a child knows them by (Venom's white eye
patches and teeth, Thanos's purple ridged chin, Loki's horns, the Scorpion's tail).

Each function draws one figure on a transparent canvas and returns its badge colour (`portraits`).
"""

from __future__ import annotations

import math

from .drawing import INK, WHITE, Canvas, Color, arc_points, quad_bezier
from .face_parts import OUT, SKIN, almond_eyes, brows, cloud, cowl, frown, mirror, smile, suit
from .faces_spiders import spider_emblem

GOLD: Color = (255, 200, 50)
SYMBIOTE: Color = (26, 24, 36)


def _symbiote_eye(side: int) -> list[tuple[float, float]]:
    """A huge white eye patch with a sharp point at the top outside."""
    pts = quad_bezier((118, 128), (112, 84), (52, 54), 12) + quad_bezier((52, 54), (56, 120), (118, 128), 12)[1:]
    return pts if side < 0 else mirror(pts)


def _fangs(c: Canvas, top: float, bottom: float, left: float, right: float, n: int) -> None:
    """A wide open mouth full of pointed teeth."""
    mouth = quad_bezier((left, top), (128, top + 14), (right, top), 16)
    mouth += quad_bezier((right, top), (128, bottom + 30), (left, top), 16)[1:]
    c.polygon(mouth, (110, 16, 40), OUT)
    step = (right - left) / n
    for k in range(n):
        x = left + step * (k + 0.5)
        drop = 1 - abs(x - 128) / (right - left) * 1.4
        c.polygon([(x - step / 2, top + 4 + 6 * drop), (x + step / 2, top + 4 + 6 * drop),
                   (x, top + 14 + 16 * drop)], WHITE, 2.5)
        c.polygon([(x - step / 2, bottom + 4 * drop), (x + step / 2, bottom + 4 * drop),
                   (x, bottom - 12 - 10 * drop)], WHITE, 2.5)


def venom(c: Canvas) -> Color:
    """A black head with big white eye patches, a grin full of teeth and a long pink tongue."""
    suit(c, SYMBIOTE, 206, 116)
    spider_emblem(c, (128, 232), 44, WHITE, 0)
    c.ellipse((128, 124), 84, 92, SYMBIOTE, OUT)
    for side in (-1, 1):
        c.polygon(_symbiote_eye(side), WHITE, OUT)
    _fangs(c, 152, 196, 62, 194, 9)
    c.polyline(quad_bezier((136, 186), (170, 236), (200, 212), 14), INK, 20)
    c.polyline(quad_bezier((136, 186), (170, 236), (200, 212), 14), (236, 90, 140), 12)
    return (120, 196, 230)


def carnage(c: Canvas) -> Color:
    """Venom's wild red cousin: swirling black streaks, white eyes, teeth and tendrils all round."""
    red: Color = (210, 30, 40)
    for a in range(-150, 210, 45):  # wriggling tendrils
        r = math.radians(a)
        wiggle = [(128 + d * math.cos(r) + 12 * math.sin(d / 9) * -math.sin(r),
                   128 + d * math.sin(r) + 12 * math.sin(d / 9) * math.cos(r)) for d in range(60, 136, 6)]
        c.polyline(wiggle, INK, 18)
        c.polyline(wiggle, red, 10)
    c.ellipse((128, 126), 80, 88, red, OUT)
    for k, (a0, a1) in enumerate(((200, 260), (280, 340), (20, 80), (100, 160))):
        c.polyline(arc_points((128, 126), 66 - 8 * (k % 2), 74 - 8 * (k % 2), a0, a1, 10), INK, 5)
    for side in (-1, 1):
        c.polygon(_symbiote_eye(side), WHITE, OUT)
    _fangs(c, 150, 194, 64, 192, 9)
    return (255, 200, 40)


def thanos(c: Canvas) -> Color:
    """A square purple face with a ridged chin, a gold helmet and a big grin."""
    purple: Color = (150, 104, 196)
    suit(c, (40, 70, 170), 208, 100)
    for x in (58, 198):  # gold shoulder guards
        c.ellipse((x, 236), 36, 30, GOLD, OUT)
    c.rect(72, 64, 112, 150, purple, OUT, radius=40)
    c.polygon([(60, 134), (60, 86), (90, 50), (166, 50), (196, 86), (196, 134), (178, 134), (174, 98),
               (128, 84), (82, 98), (78, 134)], GOLD, OUT)
    for x in (106, 117, 128, 139, 150):
        c.line((x, 182), (x + (x - 128) * 0.1, 208), (100, 60, 140), 5)
    brows(c, 118, 22, 26, 6, 8)
    almond_eyes(c, 132, 22, 9, 6, WHITE, pupil=3.5)
    smile(c, (128, 160), 26, 12, 6)
    return (50, 150, 200)


def loki(c: Canvas) -> Color:
    """A gold helmet with two long curling horns, black hair and a sly smile."""
    for side in (-1, 1):
        horn = quad_bezier((128 + side * 30, 96), (128 + side * 70, 76), (128 + side * 88, 8), 14)
        horn += quad_bezier((128 + side * 88, 8), (128 + side * 64, 96), (128 + side * 48, 118), 14)[1:]
        c.polygon(horn, GOLD, OUT)
    c.polygon([(60, 256), (66, 200), (128, 220), (190, 200), (196, 256)], (40, 130, 70), OUT)
    cloud(c, [(86, 180, 22), (170, 180, 22), (82, 150, 22), (174, 150, 22)], (30, 26, 34))
    c.ellipse((128, 146), 42, 56, SKIN, OUT)
    c.polygon(arc_points((128, 126), 48, 44, 180, 360, 18) + [(176, 140), (160, 140), (158, 118),
                                                               (98, 118), (96, 140), (80, 140)], GOLD, OUT)
    brows(c, 132, 16, 20, -6, 6)
    almond_eyes(c, 144, 16, 7, 5, (60, 150, 80))
    c.polyline(quad_bezier((110, 170), (130, 180), (148, 164)), INK, 5)
    return (30, 80, 50)


def scorpion(c: Canvas) -> Color:
    """A green armoured mask with angry eyes and a stinging tail curled over his head."""
    green: Color = (70, 150, 60)
    path = quad_bezier((60, 236), (24, 110), (100, 52), 7) + quad_bezier((100, 52), (206, 10), (208, 88), 6)[1:]
    for k, (x, y) in reversed(list(enumerate(path))):
        c.circle((x, y), 22 - k, green, OUT)
    c.polygon([(194, 94), (224, 94), (218, 126), (198, 150), (206, 120)], (255, 220, 60), 5)  # the sting
    suit(c, green, 206, 96)
    cowl(c, green, (138, 56, 70), (172, 36, 32), (146, 20))
    for y in (96, 112):
        c.polyline(arc_points((128, y + 30), 52, 36, 200, 340, 12), (40, 100, 40), 4)
    for side in (-1, 1):
        c.polygon([(128 + side * 8, 142), (128 + side * 42, 124), (128 + side * 38, 146)], (255, 220, 60), 4)
    frown(c, (128, 186), 12, 5, 5)
    return (255, 150, 40)


def prowler(c: Canvas) -> Color:
    """A dark purple hood and mask with glowing yellow eyes, and a green cape at his shoulders."""
    purple: Color = (80, 50, 120)
    c.polygon([(20, 256), (40, 190), (128, 214), (216, 190), (236, 256)], (40, 150, 80), OUT)
    suit(c, purple, 210, 80)
    c.polygon([(58, 200), (64, 100), (96, 50), (160, 50), (192, 100), (198, 200), (128, 220)], purple, OUT)
    c.ellipse((128, 140), 46, 58, (56, 36, 86), OUT)
    for side in (-1, 1):
        c.polygon([(128 + side * 8, 132), (128 + side * 40, 114), (128 + side * 36, 140)], (255, 230, 60), 4)
    for side in (-1, 1):
        c.line((128 + side * 50, 60), (128 + side * 42, 96), (120, 90, 170), 5)
    return (120, 200, 110)


def beetle(c: Canvas) -> Color:
    """A round green armoured bug helmet with big orange eyes, antennae and purple wings."""
    for side in (-1, 1):
        c.polygon([(128 + side * 40, 150), (128 + side * 118, 90), (128 + side * 112, 190)], (130, 80, 180), OUT)
    suit(c, (40, 130, 80), 210, 96)
    c.ellipse((128, 134), 68, 74, (50, 160, 90), OUT)
    for side in (-1, 1):
        c.polyline(quad_bezier((128 + side * 22, 66), (128 + side * 30, 30), (128 + side * 60, 24)), INK, 6)
        c.ellipse((128 + side * 34, 130), 26, 32, (255, 140, 30), OUT)
        c.circle((128 + side * 28, 120), 7, WHITE)
    c.line((128, 70), (128, 100), (30, 100, 60), 5)
    c.rect(104, 172, 48, 20, (30, 100, 60), 5, radius=6)
    return (255, 214, 80)


def chameleon(c: Canvas) -> Color:
    """The master of disguise: a blank white mask face, half of it another colour, and a green coat."""
    left, right = (80, 190, 110), (230, 120, 190)
    c.polygon([(8, 0), (128, 0), (128, 256), (8, 256)], left)
    c.polygon([(128, 0), (248, 0), (248, 256), (128, 256)], right)
    suit(c, (50, 120, 60), 206, 96)
    c.polygon([(128, 206), (108, 256), (148, 256)], (120, 50, 150))
    c.ellipse((128, 130), 54, 70, WHITE, OUT)
    c.polygon(arc_points((128, 130), 50, 66, 270, 450, 20), (240, 232, 240))
    c.polyline([(128, 64), (128, 196)], (200, 196, 210), 3)
    almond_eyes(c, 124, 20, 10, 6, INK)
    c.line((112, 170), (144, 170), INK, 4)
    return (90, 60, 140)


def hobgoblin(c: Canvas) -> Color:
    """An orange hood round a yellow goblin face with pointed ears and a wide grin, and a pumpkin bomb."""
    orange: Color = (240, 120, 30)
    c.polygon([(40, 256), (50, 180), (128, 200), (206, 180), (216, 256)], (60, 90, 200), OUT)
    c.polygon([(54, 196), (58, 100), (128, 20), (198, 100), (202, 196), (128, 214)], orange, OUT)
    yellow: Color = (236, 210, 90)
    for side in (-1, 1):
        c.polygon([(128 + side * 42, 120), (128 + side * 84, 92), (128 + side * 50, 160)], yellow, OUT)
    c.ellipse((128, 146), 50, 60, yellow, OUT)
    for side in (-1, 1):
        c.polygon([(128 + side * 6, 136), (128 + side * 38, 118), (128 + side * 34, 146)], (255, 240, 240), 4)
    c.polyline(quad_bezier((92, 166), (128, 204), (164, 166)), INK, 6)
    for x in (108, 128, 148):
        c.line((x, 172), (x, 184), INK, 3)
    c.circle((194, 200), 20, orange, OUT)  # a pumpkin bomb
    for side in (-1, 1):
        c.polygon([(194 + side * 4, 194), (194 + side * 12, 190), (194 + side * 10, 200)], INK)
    c.line((188, 208), (200, 208), INK, 3)
    return (110, 60, 150)


def shocker(c: Canvas) -> Color:
    """A quilted yellow-brown mask with dark goggles, and shock waves rippling out."""
    for k in range(3):  # shock waves either side
        for start in (150, -30):
            c.polyline(arc_points((128, 134), 84 + 14 * k, 92 + 14 * k, start, start + 60, 8), WHITE, 5)
    quilt: Color = (222, 180, 80)
    suit(c, quilt, 208, 100)
    c.ellipse((128, 134), 66, 80, quilt, OUT)
    lines = Canvas(256, 256)
    for k in range(-6, 7):
        lines.line((128 + 24 * k - 90, 40), (128 + 24 * k + 90, 230), (150, 110, 40), 4)
        lines.line((128 + 24 * k + 90, 40), (128 + 24 * k - 90, 230), (150, 110, 40), 4)
    face = Canvas(256, 256)
    face.ellipse((128, 134), 62, 76, WHITE)
    lines.keep_inside(face)
    c.blit(lines)
    for x in (104, 152):
        c.circle((x, 128), 20, (40, 36, 30), OUT)
        c.circle((x - 6, 122), 5, WHITE)
    c.line((124, 128), (132, 128), INK, 6)
    c.rect(104, 176, 48, 12, (40, 36, 30), radius=5)
    return (40, 90, 200)
