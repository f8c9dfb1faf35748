"""Street tiles, symbol badges and arrow sockets as ready-made, cached surfaces.

The art (assets/labyrinth/, made by spidergames.artgen.labyrinth) has one picture per kind of
street; a tile's open sides pick the kind and how many quarter turns to give it. Symbols stay
upright whichever way their tile is turned, like the printed game.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from spidergames.app import assets
from spidergames.app.ui.theme import DISABLED, INK, PAPER, RED, YELLOW

from .board import CURVE, STRAIGHT, T_JUNCTION, rotate

KINDS = (("straight", STRAIGHT), ("curve", CURVE), ("t", T_JUNCTION))


def kind_and_turns(sides: int) -> tuple[str, int]:
    """Which street picture a tile uses and how many clockwise quarter turns it needs."""
    for name, base in KINDS:
        for k in range(4):
            if rotate(base, k) == sides:
                return name, k
    raise ValueError(f"no street tile has sides {sides}")


@cache
def tile_image(sides: int, size: int) -> pygame.Surface:
    name, turns = kind_and_turns(sides)
    base = assets.scaled(f"labyrinth/tiles/{name}.png", (size, size))
    return pygame.transform.rotate(base, -90 * turns)


@cache
def symbol_image(symbol: str, size: int) -> pygame.Surface:
    return assets.scaled(f"labyrinth/symbols/{symbol}.png", (size, size))


@cache
def badge(symbol: str, size: int) -> pygame.Surface:
    """A symbol on a round white badge with a dark rim, `size` pixels across."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, INK, (c, c), c)
    pygame.draw.circle(surf, PAPER, (c, c), c - max(2, size // 22))
    pic = symbol_image(symbol, int(size * 0.8))
    surf.blit(pic, pic.get_rect(center=(c, c)))
    return surf


@cache
def ghost(sides: int, size: int, alpha: int = 200) -> pygame.Surface:
    img = tile_image(sides, size).copy()
    img.set_alpha(alpha)
    return img


def draw_tile(surface: pygame.Surface, sides: int, symbol: str | None, center: tuple[float, float],
              size: int, *, ghostly: bool = False) -> None:
    img = ghost(sides, size) if ghostly else tile_image(sides, size)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))
    if symbol is not None:
        b = badge(symbol, int(size * 0.62))
        surface.blit(b, b.get_rect(center=(round(center[0]), round(center[1]))))


_INWARD = {"top": (0, 1), "bottom": (0, -1), "left": (1, 0), "right": (-1, 0)}


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, side: str, *, state: str,
               lit: bool) -> None:
    """An arrow socket pointing into the board. state: "ready", "waiting" or "blocked"."""
    dx, dy = _INWARD[side]
    grow = 6 if lit else 0
    r = rect.width / 2 - 2 + grow
    cx, cy = rect.center
    tip = (cx + dx * r, cy + dy * r)
    back = (cx - dx * r * 0.7, cy - dy * r * 0.7)
    px, py = -dy, dx  # across the arrow
    points = [tip, (back[0] + px * r, back[1] + py * r), (back[0] - px * r, back[1] - py * r)]
    fill = {"ready": YELLOW, "waiting": (200, 170, 70), "blocked": DISABLED}[state]
    if lit and state == "ready":
        fill = (255, 240, 120)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, INK, points, 4)
    if state == "blocked":  # a red "no" sign, so the shape (not only the grey) says "not here"
        pygame.draw.circle(surface, RED, rect.center, rect.width // 2 - 6, 6)
        a = math.radians(45)
        off = (rect.width // 2 - 9) * math.cos(a)
        pygame.draw.line(surface, RED, (cx - off, cy - off), (cx + off, cy + off), 6)
