"""UI icons, 96x96: bright glyphs with thick dark outlines, readable on any button colour.

Also two 9-slice-friendly frames (``panel.png``, ``button.png``): 96x96 with 28-pixel corners that
the app may stretch by slicing at 28 px from each edge.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pygame

from .drawing import ASSETS, INK, WHITE, Canvas, arc_points, regular_polygon, save, star_points, web
from .palette import UI, rgb

SIZE = 96
OUTLINE = 6  # outline width
CREAM = UI["panel"]


def spinner(c: Canvas) -> None:
    """A web wheel with one bright segment; the app rotates it while a computer player thinks."""
    web(c, (48, 48), 44, INK, 6, spokes=8, rings=3)
    web(c, (48, 48), 44, WHITE, 2.5, spokes=8, rings=3)
    c.polyline(arc_points((48, 48), 40, 40, -90, 0, 16), INK, 14)
    c.polyline(arc_points((48, 48), 40, 40, -90, 0, 16), UI["focus"], 8)
    c.circle((48, 48), 10, rgb("red"), 5)


def _speaker(c: Canvas) -> None:
    c.polygon([(14, 36), (30, 36), (50, 18), (50, 78), (30, 60), (14, 60)], CREAM, OUTLINE)


def sound_on(c: Canvas) -> None:
    _speaker(c)
    for r in (14, 28):
        c.polyline(arc_points((54, 48), r, r, -50, 50, 12), INK, 11)
        c.polyline(arc_points((54, 48), r, r, -50, 50, 12), UI["good"], 5)


def sound_off(c: Canvas) -> None:
    _speaker(c)
    for a, b in (((60, 34), (86, 62)), ((86, 34), (60, 62))):
        c.line(a, b, INK, 14)
        c.line(a, b, UI["accent"], 7)


def settings(c: Canvas) -> None:
    """A gear: a toothed polygon with a hole."""
    pts = []
    for i in range(8):
        for da, r in ((-14, 30), (-8, 42), (8, 42), (14, 30)):
            a = math.radians(i * 45 + da)
            pts.append((48 + r * math.cos(a), 48 + r * math.sin(a)))
    c.polygon(pts, (200, 208, 224), OUTLINE)
    c.circle((48, 48), 12, UI["accent_alt"], OUTLINE)


def rules(c: Canvas) -> None:
    """An open book with a question mark."""
    for side in (-1, 1):
        c.polygon([(48, 26), (48 + side * 40, 18), (48 + side * 40, 74), (48, 82)], CREAM, OUTLINE)
    c.text("?", (48 + 21, 50), 40, UI["accent_alt"])
    for y in (36, 48, 60):
        c.line((20, y - 2), (38, y), (150, 150, 170), 3)


def back(c: Canvas) -> None:
    c.polygon([(10, 48), (44, 16), (44, 34), (86, 34), (86, 62), (44, 62), (44, 80)], CREAM, OUTLINE)


def play(c: Canvas) -> None:
    c.polygon(regular_polygon((44, 48), 40, 3, rotation=0), UI["good"], OUTLINE)


def home(c: Canvas) -> None:
    c.rect(22, 44, 52, 40, CREAM, OUTLINE)
    c.polygon([(10, 50), (48, 14), (86, 50)], UI["accent"], OUTLINE)
    c.rect(40, 58, 16, 26, (150, 96, 60), OUTLINE)


def pause(c: Canvas) -> None:
    """The menu / pause button on every game screen: two fat bars, the sign children know from videos."""
    for x in (24, 56):
        c.rect(x, 18, 18, 60, CREAM, OUTLINE, radius=6)


def restart(c: Canvas) -> None:
    """Start this game again: a round arrow chasing its tail."""
    start, end, r = -40, 230, 28
    c.polyline(arc_points((48, 52), r, r, start, end, 24), INK, 20)
    c.polyline(arc_points((48, 52), r, r, start, end, 24), UI["accent_alt"], 9)
    a = math.radians(start)
    at = (48 + r * math.cos(a), 52 + r * math.sin(a))
    back = (math.sin(a), -math.cos(a))  # along the circle, against the way the line was drawn
    out = (math.cos(a), math.sin(a))
    tip = (at[0] + back[0] * 20, at[1] + back[1] * 20)
    wing = [(at[0] + out[0] * k * 17 - back[0] * 4, at[1] + out[1] * k * 17 - back[1] * 4) for k in (1, -1)]
    c.polygon([tip, *wing], UI["accent_alt"], OUTLINE)


def random_seat(c: Canvas) -> None:
    """Two tumbling dice: "pick who goes first at random"."""
    for (x, y), angle, pips in (((34, 58), 12, ((0, 0),)),
                                ((62, 36), -16, ((-10, -10), (0, 0), (10, 10)))):
        die = Canvas(50, 50)
        die.rect(5, 5, 40, 40, CREAM, OUTLINE, radius=9)
        for dx, dy in pips:
            die.circle((25 + dx, 25 + dy), 4.5, INK)
        img = pygame.transform.rotate(die.surface, angle)
        c.surface.blit(img, img.get_rect(center=(x * c.scale, y * c.scale)))
    for a, b in (((70, 70), (84, 78)), ((12, 20), (24, 28))):
        c.line(a, b, INK, 5)


def human(c: Canvas) -> None:
    c.polygon(arc_points((48, 92), 34, 36, 180, 360, 20), rgb("blue"), OUTLINE)
    c.circle((48, 34), 20, (255, 206, 166), OUTLINE)
    for x in (41, 55):
        c.circle((x, 33), 2.8, INK)
    c.polyline(arc_points((48, 38), 8, 6, 20, 160, 8), INK, 3)


def robot(c: Canvas) -> None:
    c.line((48, 22), (48, 8), INK, 5)
    c.circle((48, 10), 6, UI["accent"], 4)
    c.rect(12, 40, 10, 26, (170, 178, 196), 5, radius=4)
    c.rect(74, 40, 10, 26, (170, 178, 196), 5, radius=4)
    c.rect(18, 22, 60, 58, (170, 178, 196), OUTLINE, radius=14)
    for x in (36, 60):
        c.circle((x, 44), 8, (90, 230, 255), 4)
    c.rect(32, 60, 32, 10, WHITE, 4, radius=3)
    for x in (43, 53):
        c.line((x, 61), (x, 69), INK, 2)


def bulb(c: Canvas) -> None:
    """A lit light bulb: Help ("What can I do?")."""
    for i in range(8):
        a = math.radians(-90 + (i - 3.5) * 30)
        c.line((48 + 34 * math.cos(a), 40 + 34 * math.sin(a)), (48 + 44 * math.cos(a), 40 + 44 * math.sin(a)),
               UI["focus"], 5)
    c.circle((48, 40), 24, (255, 236, 120), OUTLINE)
    c.rect(36, 60, 24, 22, (190, 196, 210), OUTLINE, radius=5)
    c.line((38, 70), (58, 70), INK, 3)
    c.polyline(arc_points((48, 42), 9, 9, 200, 340, 8), (255, 255, 255), 4)


def oops(c: Canvas) -> None:
    """A curved arrow turning back: take back the last move."""
    pts = arc_points((50, 54), 28, 26, 200, 450, 20)
    c.polyline(pts, INK, 20)
    c.polyline(pts, UI["accent_alt"], 10)
    c.polygon([(6, 46), (34, 30), (30, 62)], UI["accent_alt"], OUTLINE)


def sticker_book(c: Canvas) -> None:
    """A closed book with a gold star on its cover: a child's sticker book (not any one sticker)."""
    c.rect(20, 12, 62, 76, (120, 60, 170), OUTLINE, radius=8)  # the back cover, peeking out as the pages
    c.rect(24, 16, 56, 68, CREAM, 3, radius=4)
    c.rect(12, 10, 62, 76, rgb("blue"), OUTLINE, radius=8)  # the front cover
    c.line((22, 14), (22, 82), INK, 4)  # its spine
    c.polygon(star_points((46, 46), 22, 10), UI["focus"], 4)


def export(c: Canvas) -> None:
    """A page with an arrow leaving it: one child's profile carried away in a file."""
    c.rect(10, 14, 50, 68, CREAM, OUTLINE, radius=6)
    for y in (32, 46, 60):
        c.line((20, y), (48, y), (150, 150, 170), 4)
    c.polygon([(46, 40), (66, 40), (66, 26), (90, 48), (66, 70), (66, 56), (46, 56)], UI["good"], OUTLINE)


def bring_in(c: Canvas) -> None:
    """An arrow coming into a page: a child's profile brought in from a file."""
    c.rect(36, 14, 50, 68, CREAM, OUTLINE, radius=6)
    for y in (32, 46, 60):
        c.line((48, y), (76, y), (150, 150, 170), 4)
    c.polygon([(6, 40), (26, 40), (26, 26), (50, 48), (26, 70), (26, 56), (6, 56)], UI["accent_alt"], OUTLINE)


def children(c: Canvas) -> None:
    """Three children's heads side by side: the class."""
    for x, y, colour in ((24, 44, "green"), (72, 44, "yellow"), (48, 36, "red")):
        c.polygon(arc_points((x, y + 48), 22, 24, 180, 360, 16), rgb(colour), OUTLINE)
        c.circle((x, y + 4), 15, (255, 206, 166), OUTLINE)


def bin_can(c: Canvas) -> None:
    """A bin: delete."""
    c.rect(22, 30, 52, 58, (200, 208, 224), OUTLINE, radius=6)
    c.rect(14, 18, 68, 12, (200, 208, 224), OUTLINE, radius=4)
    c.rect(38, 8, 20, 10, (200, 208, 224), OUTLINE, radius=3)
    for x in (36, 48, 60):
        c.line((x, 40), (x, 78), INK, 4)


def panel(c: Canvas) -> None:
    c.rect(4, 4, 88, 88, CREAM, 8, radius=24)


def button(c: Canvas) -> None:
    c.rect(4, 8, 88, 84, (0, 0, 0, 80), radius=24)
    c.rect(4, 4, 88, 84, UI["accent"], 8, radius=24)
    c.rect(16, 14, 64, 14, (255, 255, 255, 90), radius=7)


ICONS: dict[str, Callable[[Canvas], None]] = {
    "spinner": spinner,
    "sound_on": sound_on,
    "sound_off": sound_off,
    "settings": settings,
    "rules": rules,
    "back": back,
    "play": play,
    "home": home,
    "pause": pause,
    "restart": restart,
    "random_seat": random_seat,
    "human": human,
    "robot": robot,
    "bulb": bulb,
    "oops": oops,
    "sticker_book": sticker_book,
    "export": export,
    "bring_in": bring_in,
    "children": children,
    "bin": bin_can,
    "panel": panel,
    "button": button,
}


def draw_icon(name: str) -> pygame.Surface:
    c = Canvas(SIZE, SIZE)
    ICONS[name](c)
    return c.finish()


def generate(out: Path = ASSETS) -> list[Path]:
    return [save(draw_icon(name), out / "ui" / f"{name}.png") for name in ICONS]

