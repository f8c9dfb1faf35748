"""The parts every portrait is drawn with: the badge's size, skin tones, eyes, mouths, masks and
shoulders, shared by the `faces_*` modules so that every character is drawn in one style.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .drawing import (
    INK,
    WHITE,
    Canvas,
    Color,
    Point,
    arc_points,
    quad_bezier,
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


def almond_eyes(c: Canvas, y: float, dx: float, rx: float, ry: float, colour: Color = WHITE,
                pupil: float = 0) -> None:
    """Two small flat eyes `dx` either side of the middle: a mask's eye holes, or stern eyes with a
    round `pupil`."""
    for x in (128 - dx, 128 + dx):
        c.ellipse((x, y), rx, ry, colour)
        if pupil:
            c.circle((x, y), pupil, INK)


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


def cowl(c: Canvas, colour: Color, head: tuple[float, float, float], chin: tuple[float, float, float],
         band: tuple[float, float]) -> None:
    """A hood over the head and the eyes, the mouth and chin bare: the head's ellipse and the chin's
    (centre y, half width, half height), and the hood's lower edge (top y, height) across the chin."""
    y, rx, ry = head
    c.ellipse((128, y), rx, ry, colour, OUT)
    y, rx, ry = chin
    c.ellipse((128, y), rx, ry, SKIN, OUT)
    top, height = band
    c.rect(128 - rx - 4, top, 2 * rx + 8, height, colour)


def gritted_teeth(c: Canvas, top: float) -> None:
    """A wide white block of teeth, clenched (the Hulks)."""
    c.rect(92, top, 72, 26, WHITE, 6, radius=8)
    for x in (110, 128, 146):
        c.line((x, top + 2), (x, top + 24), INK, 3)
    c.line((94, top + 13), (162, top + 13), INK, 3)


def spider_mask(c: Canvas, mask: Color, lines: Color | None, lens: Color = WHITE, rim: Color | None = None,
                center: Point = (128, 140), rx: float = 86, ry: float = 104) -> None:
    """A Spider-hero's full-face mask: web lines (None: a plain mask) kept inside the oval and the
    two big pointed lenses (with a `rim` of another colour around them), fitted to the oval."""
    def fit(p: Point) -> Point:
        return center[0] + (p[0] - 128) * rx / 86, center[1] + (p[1] - 140) * ry / 104

    c.ellipse(center, rx, ry, mask, OUT)
    if lines is not None:
        face = Canvas(SIZE, SIZE)
        face.ellipse(center, rx, ry, WHITE)
        webbing = Canvas(SIZE, SIZE)
        web(webbing, (center[0], center[1] + 10), 130, lines, 3.2, spokes=12, rings=5, start_deg=-90)
        webbing.keep_inside(face)
        c.blit(webbing)
        c.polyline(arc_points(center, rx, ry, 0, 360, 60), INK, OUT)
    for side in (-1, 1):
        eye = [fit(p) for p in mask_eye(side)]
        c.polygon(eye, rim or lens, OUT + 2)
        if rim:
            mx = sum(x for x, _ in eye) / len(eye)
            my = sum(y for _, y in eye) / len(eye)
            c.polygon([(mx + (x - mx) * 0.6, my + (y - my) * 0.6) for x, y in eye], lens)
