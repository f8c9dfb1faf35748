"""Spider-Man's other friends on Something Wild's cards: each drawn by the shape a child knows them by
(Iceman's ice, Nova's finned helmet, Daredevil's horns, the Silver Surfer's board, Iron Fist's
glowing fist).

Each function draws one figure on a transparent canvas and returns its badge colour (`portraits`).
"""

from __future__ import annotations

from .drawing import INK, WHITE, Canvas, Color, arc_points, mix, star_points
from .face_parts import OUT, SKIN, SKIN_DARK, almond_eyes, brows, cloud, cowl, eyes, frown, smile, suit

GOLD: Color = (255, 200, 50)


def iceman(c: Canvas) -> Color:
    """A head of ice: pale blue facets, spiky ice on top and white eyes."""
    ice: Color = (150, 214, 250)
    deep = mix(ice, (40, 120, 200), 0.5)
    suit(c, ice, 208, 100)
    c.polygon([(70, 110), (78, 50), (100, 76), (112, 30), (130, 66), (150, 28), (160, 72), (184, 46),
               (188, 110)], ice, OUT)
    c.polygon([(70, 96), (128, 78), (186, 96), (192, 170), (160, 214), (96, 214), (64, 170)], ice, OUT)
    for line in ([(96, 90), (84, 150), (100, 206)], [(160, 90), (172, 150), (156, 206)],
                 [(128, 80), (128, 110)], [(84, 150), (128, 170), (172, 150)]):
        c.polyline(line, deep, 4)
    for x in (106, 150):
        c.polygon([(x - 16, 128), (x + 16, 124), (x + 12, 140), (x - 12, 142)], WHITE, 4)
    frown(c, (128, 196), 16, 4, 5)
    c.polyline([(112, 192), (144, 192)], INK, 5)
    return (30, 70, 170)


def nova(c: Canvas) -> Color:
    """A gold helmet with a tall fin and side fins, a dark visor over the eyes and a star."""
    suit(c, (34, 40, 80), 206, 100)
    c.polygon(star_points((128, 236), 20, 9), GOLD, 4)
    c.ellipse((128, 146), 48, 60, SKIN, OUT)
    helmet = arc_points((128, 132), 62, 72, 180, 360, 24) + [(190, 150), (172, 150), (168, 134),
                                                              (88, 134), (84, 150), (66, 150)]
    c.polygon(helmet, GOLD, OUT)
    c.polygon([(116, 62), (128, 20), (140, 62)], GOLD, OUT)
    for side in (-1, 1):
        c.polygon([(128 + side * 58, 110), (128 + side * 96, 70), (128 + side * 72, 132)], GOLD, OUT)
    c.rect(86, 118, 84, 24, (34, 40, 80), 5, radius=8)
    almond_eyes(c, 130, 20, 10, 5, (160, 220, 255))
    smile(c, (128, 176), 16, 9, 5)
    return (70, 30, 110)


def black_cat(c: Canvas) -> Color:
    """Long white hair, a black mask round her eyes and a white fur collar."""
    cloud(c, [(128, 84, 56), (76, 118, 40), (180, 118, 40), (66, 176, 38), (190, 176, 38),
              (74, 224, 34), (182, 224, 34)], (246, 246, 250))
    suit(c, (30, 28, 40), 212, 70)
    cloud(c, [(92, 214, 18), (110, 222, 18), (128, 226, 18), (146, 222, 18), (164, 214, 18)], WHITE)
    c.ellipse((128, 142), 44, 56, SKIN, OUT)
    c.polygon(arc_points((128, 128), 48, 50, 190, 350, 16) + [(150, 112), (128, 120), (106, 112)],
              (246, 246, 250), 5)
    c.polygon([(74, 128), (128, 132), (182, 128), (172, 156), (128, 150), (84, 156)], (30, 28, 40), 5)
    for x in (106, 150):  # cat's eyes
        c.ellipse((x, 142), 10, 6, (120, 210, 120))
        c.ellipse((x, 142), 3, 6, INK)
    smile(c, (128, 170), 12, 7, 5)
    return (120, 60, 160)


def silver_surfer(c: Canvas) -> Color:
    """A smooth silver head with blank white eyes, riding his board across the stars."""
    for x, y in ((50, 60), (200, 50), (214, 150), (40, 150)):
        c.polygon(star_points((x, y), 10, 4), WHITE, 2)
    board = [(20, 236), (40, 200), (200, 150), (240, 150), (226, 176), (60, 236)]
    c.polygon(board, (200, 206, 220), OUT)
    c.line((44, 222), (222, 162), (150, 156, 170), 4)
    silver: Color = (196, 202, 216)
    suit(c, silver, 196, 74)
    c.ellipse((128, 118), 50, 62, silver, OUT)
    c.ellipse((106, 90), 12, 18, WHITE)
    for x in (108, 148):
        c.polygon([(x - 14, 120), (x + 12, 116), (x + 8, 130), (x - 10, 130)], WHITE, 4)
    c.line((116, 158), (140, 158), INK, 5)
    return (50, 40, 110)


def daredevil(c: Canvas) -> Color:
    """A red cowl with two little horns, dark red eyes, and his double-D on his chest."""
    red: Color = (190, 26, 36)
    suit(c, red, 206, 96)
    c.text("DD", (128, 228), 30, (120, 10, 20), outline=2)
    for side in (-1, 1):
        c.polygon([(128 + side * 30, 78), (128 + side * 46, 26), (128 + side * 54, 84)], red, OUT)
    cowl(c, red, (130, 60, 80), (178, 38, 34), (146, 24))
    for side in (-1, 1):
        c.polygon([(128 + side * 8, 132), (128 + side * 42, 118), (128 + side * 36, 142)], (110, 10, 20), 4)
    frown(c, (128, 192), 12, 5, 5)
    return (40, 36, 48)


def firestar(c: Canvas) -> Color:
    """Flaming red hair round a smiling face, her yellow suit and a sparkle of fire."""
    for k, (x, y, h) in enumerate(((50, 120, 80), (80, 70, 90), (128, 50, 90), (176, 70, 90),
                                   (206, 120, 80))):
        flame = [(x - 26, y + 60), (x - 10 + 4 * (k % 2), y - h / 2), (x + 6, y + 10), (x + 16, y - h / 3),
                 (x + 26, y + 60)]
        c.polygon(flame, (255, 130, 30), 5)
    cloud(c, [(128, 92, 50), (82, 126, 38), (174, 126, 38), (78, 178, 34), (178, 178, 34)], (220, 50, 40))
    suit(c, (255, 210, 40), 210, 74)
    c.polygon(star_points((128, 238), 14, 6), (255, 120, 30), 3)
    c.ellipse((128, 142), 42, 54, SKIN, OUT)
    c.polygon(arc_points((128, 128), 46, 48, 190, 350, 16) + [(150, 112), (128, 122), (106, 112)],
              (220, 50, 40), 5)
    eyes(c, 142, 17, 9, (40, 140, 80))
    smile(c, (128, 164), 14, 9, 5)
    return (255, 100, 60)


def jackpot(c: Canvas) -> Color:
    """Red hair, a green mask and suit, and a big gold star on her forehead like a lucky ticket."""
    green: Color = (40, 150, 80)
    cloud(c, [(128, 92, 52), (84, 124, 38), (172, 124, 38), (84, 176, 32), (172, 176, 32)], (230, 96, 40))
    suit(c, green, 208, 80)
    c.polygon(star_points((128, 236), 16, 7), GOLD, 3)
    c.ellipse((128, 142), 44, 56, SKIN, OUT)
    c.polygon([(80, 104), (176, 104), (174, 152), (128, 142), (82, 152)], green, 5)
    c.polygon(star_points((128, 108), 20, 9), GOLD, 4)
    almond_eyes(c, 134, 20, 11, 7, WHITE, pupil=4)
    smile(c, (128, 166), 15, 9, 5)
    return (255, 200, 60)


def luke_cage(c: Canvas) -> Color:
    """A bald head with a silver headband and a short beard, in his yellow open-collar shirt."""
    suit(c, (255, 204, 30), 202, 110)
    for side in (-1, 1):
        c.polygon([(128, 230), (128 + side * 30, 196), (128 + side * 70, 214), (128 + side * 30, 256)],
                  (255, 220, 80), OUT)
    c.polygon([(128, 256), (108, 206), (148, 206)], SKIN_DARK)
    c.ellipse((128, 130), 58, 72, SKIN_DARK, OUT)
    c.rect(70, 90, 116, 18, (200, 206, 220), 5, radius=6)
    brows(c, 124, 22, 24, 6, 7)
    eyes(c, 138, 22, 9)
    c.polygon(arc_points((128, 170), 34, 30, 0, 180, 16), (30, 24, 30))
    c.rect(108, 164, 40, 10, SKIN_DARK, radius=4)
    smile(c, (128, 166), 14, 6, 5)
    return (40, 120, 200)


def iron_fist(c: Canvas) -> Color:
    """A green mask with a yellow pointed collar, and his fist glowing gold."""
    green: Color = (30, 150, 80)
    suit(c, green, 206, 100)
    for side in (-1, 1):
        c.polygon([(128, 214), (128 + side * 66, 196), (128 + side * 96, 170), (128 + side * 80, 226)],
                  GOLD, OUT)
    cowl(c, green, (128, 56, 70), (160, 38, 36), (126, 30))
    c.polygon([(80, 116), (176, 116), (168, 146), (128, 138), (88, 146)], (20, 20, 30), 5)
    almond_eyes(c, 128, 20, 11, 6)
    frown(c, (128, 180), 12, 5, 5)
    c.circle((192, 186), 38, (255, 240, 140, 160))  # his glowing fist
    c.circle((192, 186), 24, GOLD, OUT)
    for y in (172, 186, 200):
        c.line((172, y), (186, y + 2), INK, 4)
    return (230, 60, 50)
