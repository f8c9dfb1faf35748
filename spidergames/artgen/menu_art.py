"""Menu art: the title logo, the city background and one tile per game.

Tiles carry no words (the app writes the names in the chosen font), so they only need to say what the
game *looks like*: dice, a street maze, a web, a fan of cards.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import pygame

from .drawing import (
    ASSETS,
    INK,
    WHITE,
    Canvas,
    Color,
    Point,
    mix,
    save,
    star_points,
    web,
)
from .palette import PLAYERS, rgb
from .portraits import draw_portrait

TILE_W, TILE_H = 400, 300
TILE_SCALE = 3


def _tile_frame(c: Canvas, top: Color, bottom: Color) -> None:
    """A rounded card with a vertical gradient and a thick outline; corners stay transparent."""
    body = Canvas(TILE_W, TILE_H, c.scale)
    for i in range(TILE_H // 4 + 1):
        body.rect(0, i * 4, TILE_W, 4, mix(top, bottom, i * 4 / TILE_H))
    shape = Canvas(TILE_W, TILE_H, c.scale)
    shape.rect(4, 4, TILE_W - 8, TILE_H - 8, WHITE, radius=26)
    body.keep_inside(shape)
    c.blit(body)


def _tile_border(c: Canvas) -> None:
    c.frame(3, 3, TILE_W - 6, TILE_H - 6, INK, 8, radius=28)


def _rotated(c: Canvas, piece: Canvas, center: Point, degrees: float) -> None:
    """Paste another canvas rotated about its centre (pygame rotates counter-clockwise)."""
    img = pygame.transform.rotate(piece.surface, degrees)
    c.surface.blit(img, img.get_rect(center=(round(center[0] * c.scale), round(center[1] * c.scale))))


def yahtzee_tile() -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H, TILE_SCALE)
    _tile_frame(c, (120, 200, 255), (40, 100, 220))
    rng = random.Random(3)
    for i in range(16):  # confetti dots
        c.circle((rng.uniform(24, 376), rng.uniform(24, 276)), 7, rgb(list(PLAYERS)[i % 4]), 3)
    dice = (("hulk", (96, 176), 14), ("spider-man", (206, 126), -8), ("captain-america", (314, 186), 10))
    for character, center, angle in dice:
        die = Canvas(124, 124, TILE_SCALE)
        die.rect(6, 6, 112, 112, WHITE, 8, radius=22)
        die.paste(draw_portrait(character, final=False), (62, 62), (92, 92))
        shadow = Canvas(124, 124, TILE_SCALE)
        shadow.rect(6, 6, 112, 112, (0, 0, 0, 70), radius=22)
        _rotated(c, shadow, (center[0] + 6, center[1] + 8), angle)
        _rotated(c, die, center, angle)
    _tile_border(c)
    return c.finish()


def labyrinth_tile() -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H, TILE_SCALE)
    _tile_frame(c, (120, 220, 120), (40, 150, 70))
    # each tile lists its open sides: up, right, down, left
    layout = ["0110", "0101", "0111", "0011",
              "1010", "0110", "1101", "1010",
              "1100", "1101", "0101", "1001"]
    size, ox, oy = 84, 32, 24
    for i, sides in enumerate(layout):
        x, y = ox + (i % 4) * size, oy + (i // 4) * size
        c.rect(x + 3, y + 3, size - 6, size - 6, (240, 226, 190), 5, radius=10)
        cx, cy = x + size / 2, y + size / 2
        ends = [(cx, y + 6), (x + size - 6, cy), (cx, y + size - 6), (x + 6, cy)]
        for open_, end in zip(sides, ends, strict=True):
            if open_ == "1":
                c.line((cx, cy), end, (90, 96, 120), 26)
        for open_, end in zip(sides, ends, strict=True):
            if open_ == "1":
                c.line((cx, cy), end, (255, 220, 70), 4)
    c.circle((ox + size * 0.5, oy + size * 0.5), 20, rgb("red"), 6)
    c.polygon(star_points((ox + size * 3.5, oy + size * 2.5), 24, 10), (255, 220, 40), 5)
    c.polygon(star_points((ox + size * 2.5, oy + size * 0.5), 20, 8), (255, 140, 200), 5)
    _tile_border(c)
    return c.finish()


def webrace_tile() -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H, TILE_SCALE)
    _tile_frame(c, (50, 40, 120), (20, 20, 60))
    center = (200, 150)
    web(c, center, 150, (255, 255, 255, 110), 3, spokes=12, rings=5)
    for r in (126, 92, 58):
        c.ring(center, r - 4, INK, 8)
        c.ring(center, r - 2.5, (220, 230, 255), 5)
    colours = [rgb(name) for name in PLAYERS]
    for ring_i, r in enumerate((126, 92, 58)):
        n = 12 - ring_i * 3
        for k in range(n):
            a = math.radians(360 * k / n + ring_i * 15)
            p = (center[0] + r * math.cos(a), center[1] + r * math.sin(a))
            color = colours[k % 4] if k % 3 == 0 else (245, 245, 255)
            c.circle(p, 9, color, 4)
    c.circle(center, 34, (226, 30, 38), 7)
    c.paste(draw_portrait("spider-man", final=False), center, (60, 60))
    _tile_border(c)
    return c.finish()


def somethingwild_tile() -> pygame.Surface:
    c = Canvas(TILE_W, TILE_H, TILE_SCALE)
    _tile_frame(c, (200, 120, 255), (110, 40, 170))
    for x, y in ((40, 40), (360, 50), (50, 250), (350, 250), (200, 30)):
        c.polygon(star_points((x, y), 14, 5, 4), (255, 240, 140), 3)
    cards = [((60, 180, 80), "2"), ((40, 112, 236), "4"), ((150, 70, 200), "5"),
             ((232, 42, 48), "7"), ((255, 200, 20), "9")]
    for i, (color, number) in enumerate(cards):
        card = Canvas(120, 170, TILE_SCALE)
        card.rect(6, 6, 108, 158, WHITE, 7, radius=14)
        card.rect(18, 18, 84, 134, color, 5, radius=8)
        card.text(number, (60, 86), 76, WHITE, outline=4)
        angle = (2 - i) * 16
        a = math.radians(90 + (i - 2) * 16)
        center = (200 - 120 * math.cos(a) * 0.9, 300 - 150 * math.sin(a) * 0.9 + 8)
        _rotated(c, card, center, angle)
    _tile_border(c)
    return c.finish()


def title() -> pygame.Surface:
    """The "spidergames" logo: red and blue outlined letters between two corner webs."""
    w, h = 900, 200
    c = Canvas(w, h, 3)
    web(c, (0, 0), 190, (255, 255, 255), 4, spokes=4, rings=4, start_deg=12, end_deg=78)
    web(c, (w, h), 190, (255, 255, 255), 4, spokes=4, rings=4, start_deg=192, end_deg=258)
    size = 130
    parts = (("spider", (230, 34, 42)), ("games", (40, 110, 236)))
    total = sum(c.text_width(t, size) for t, _ in parts)
    x = (w - total) / 2
    for text, color in parts:
        tw = c.text_width(text, size)
        c.text(text, (x + tw / 2, h / 2 - 6), size, color, outline=12)
        c.text(text, (x + tw / 2, h / 2 - 6), size, color, outline=6, ink=WHITE)
        x += tw
    # a little spider hanging from its thread over the "i"
    c.line((60, 0), (60, 34), INK, 3)
    spider = (60, 42)
    for side in (-1, 1):
        for k in range(4):
            y = spider[1] - 6 + k * 4
            c.polyline([(spider[0], y), (spider[0] + side * 16, y - 8 + k * 3),
                        (spider[0] + side * 22, y + 4 + k * 3)], INK, 3)
    c.ellipse(spider, 9, 11, INK)
    return c.finish()


def background() -> pygame.Surface:
    """A calm city skyline at dusk; the middle stays plain so menus and text read well on it."""
    w, h = 1280, 720
    c = Canvas(w, h, 2)
    stops = [(0.0, (30, 36, 110)), (0.55, (110, 70, 170)), (0.8, (240, 120, 130)),
             (1.0, (255, 190, 110))]
    for y in range(0, h, 4):
        t = y / h
        for (t0, c0), (t1, c1) in zip(stops, stops[1:], strict=False):
            if t0 <= t <= t1:
                c.rect(0, y, w, 4, mix(c0, c1, (t - t0) / (t1 - t0)))
                break
    rng = random.Random(7)
    for _ in range(70):
        star = (rng.uniform(0, w), rng.uniform(0, h * 0.45))
        c.circle(star, rng.choice((1.5, 2.0, 2.5)), (255, 255, 230, rng.randint(120, 230)))
    c.circle((1040, 150), 60, (255, 246, 210))
    for crater in ((1020, 136, 10), (1060, 166, 8), (1050, 126, 5)):
        c.circle(crater[:2], crater[2], (236, 226, 190))
    for layer, (color, base, hmin, hmax) in enumerate((((78, 52, 130), 540, 60, 190),
                                                       ((40, 28, 80), 610, 40, 150))):
        x = -20.0
        while x < w:
            bw = rng.uniform(60, 130)
            bh = rng.uniform(hmin, hmax)
            top = base - bh
            c.rect(x, top, bw, h - top, color)
            if rng.random() < 0.3:
                c.rect(x + bw / 2 - 4, top - 40, 8, 40, color)
            win = (255, 220, 110) if layer else (200, 170, 230)
            for wy in range(int(top) + 16, h - 20, 26):
                for wx in range(int(x) + 12, int(x + bw) - 16, 22):
                    if rng.random() < 0.35:
                        c.rect(wx, wy, 10, 12, win)
            x += bw + rng.uniform(2, 14)
    c.rect(0, 680, w, 40, (24, 18, 50))
    web(c, (0, 0), 330, (255, 255, 255, 150), 3, spokes=6, rings=6, start_deg=0, end_deg=90)
    c.line((300, 0), (300, 120), (255, 255, 255, 150), 2)
    c.ellipse((300, 128), 8, 10, INK)
    return c.finish()


TILES = {
    "yahtzee": yahtzee_tile,
    "labyrinth": labyrinth_tile,
    "webrace": webrace_tile,
    "somethingwild": somethingwild_tile,
}


TILE_SHOWN = (254, 190)
TITLE_SHOWN = (585, 130)
"""The sizes the menu shows them at on its 1280x720 canvas: saved pre-scaled, so start-up scales nothing."""
SPLASH_SHOWN = (640, 360)
"""The one-file build's start-up picture (build.spec): the menu's sky and logo at half size, so the
window that follows it looks like the same picture grown."""


def splash(sky: pygame.Surface, logo: pygame.Surface) -> pygame.Surface:
    """The menu's background with its logo in the middle, opaque (the bootloader's Tk window has no
    alpha), at `SPLASH_SHOWN`; PyInstaller's bootloader shows it while it unpacks the one-file app."""
    picture = pygame.Surface(SPLASH_SHOWN, depth=24)
    picture.blit(pygame.transform.smoothscale(sky, SPLASH_SHOWN), (0, 0))
    w, h = SPLASH_SHOWN
    small = pygame.transform.smoothscale(logo, (w * 3 // 4, w * 3 // 4 * logo.get_height() // logo.get_width()))
    picture.blit(small, small.get_rect(center=(w // 2, h * 2 // 5)))
    return picture


def generate(out: Path = ASSETS) -> list[Path]:
    # The menu is the first thing on screen, so its pictures are stored uncompressed (BMP): they
    # load in well under a millisecond each, where PNG takes 1-8 ms and JPEG first loads its
    # decoder library. Git, the zipped download and the one-file build compress them anyway.
    shrink = pygame.transform.smoothscale
    paths = [save(shrink(draw(), TILE_SHOWN), out / "menu" / f"{game}.bmp") for game, draw in TILES.items()]
    logo = title()
    paths.append(save(shrink(logo, TITLE_SHOWN), out / "menu" / "title.bmp"))
    opaque = pygame.Surface((1280, 720), depth=24)  # no alpha channel: a quarter smaller
    opaque.blit(background(), (0, 0))
    paths.append(save(opaque, out / "menu" / "background.bmp"))
    paths.append(save(splash(opaque, logo), out / "splash.png"))  # build-only: build.spec keeps it out of the app
    return paths
