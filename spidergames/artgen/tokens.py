"""Player tokens: one shape and one pattern per seat colour (circle/dots, square/stripes, ...)."""

from __future__ import annotations

from pathlib import Path

import pygame

from . import palette
from .drawing import ASSETS, INK, Canvas, Color, Point, mix, regular_polygon, save, star_points

SIZE = 128
C: Point = (SIZE / 2, SIZE / 2)


def _shape(canvas: Canvas, shape: str, color: Color, outline: float = 0) -> None:
    """Draw the token silhouette (used both for the fill/outline and as the pattern mask)."""
    if shape == "circle":
        canvas.circle(C, 52, color, outline)
    elif shape == "square":
        canvas.rect(16, 16, 96, 96, color, outline, radius=14)
    elif shape == "triangle":
        canvas.polygon(regular_polygon((64, 76), 62, 3), color, outline)
    elif shape == "star":
        canvas.polygon(star_points((64, 70), 62, 28), color, outline)
    else:
        raise ValueError(shape)


def _pattern(canvas: Canvas, pattern: str, color: Color) -> None:
    if pattern == "dots":
        for y in range(12, 128, 24):
            for x in range(12 + (y // 24 % 2) * 12, 128, 24):
                canvas.circle((x, y), 5.5, color)
    elif pattern == "stripes":
        for x in range(-128, 128, 22):
            canvas.polygon([(x, 128), (x + 10, 128), (x + 138, 0), (x + 128, 0)], color)
    elif pattern == "checks":
        for y in range(0, 128, 16):
            for x in range((y // 16 % 2) * 16, 128, 32):
                canvas.rect(x, y, 16, 16, color)
    elif pattern == "rings":
        for r in (10, 26, 42):
            canvas.ring((64, 70), r, color, 6)
    else:
        raise ValueError(pattern)


def draw_token(colour: str) -> pygame.Surface:
    """A glossy toy-like token with a thick dark outline."""
    spec = palette.PLAYERS[colour]
    base = palette.rgb(colour)
    shape, pattern = str(spec["shape"]), str(spec["pattern"])
    canvas = Canvas(SIZE, SIZE)
    # soft drop shadow so tokens stand out on busy boards
    shadow = Canvas(SIZE, SIZE)
    _shape(shadow, shape, (0, 0, 0, 90))
    canvas.blit(shadow, (3, 4))
    _shape(canvas, shape, base)
    # pattern in a lighter tint and a highlight, clipped to the silhouette
    pat = Canvas(SIZE, SIZE)
    _pattern(pat, pattern, mix(base, (255, 255, 255), 0.45))
    pat.ellipse((50, 46), 15, 8, (255, 255, 255, 130))  # glossy highlight
    mask = Canvas(SIZE, SIZE)
    _shape(mask, shape, (255, 255, 255))
    pat.keep_inside(mask)
    canvas.blit(pat)
    _outline_only(canvas, shape)
    return canvas.finish()


def _outline_only(canvas: Canvas, shape: str) -> None:
    """Stroke the silhouette's edge on top of the fill and pattern."""
    if shape == "circle":
        canvas.ring(C, 48, INK, 8)
    elif shape == "square":
        canvas.frame(12, 12, 104, 104, INK, 8, radius=18)
    elif shape == "triangle":
        canvas.polyline(regular_polygon((64, 76), 62, 3), INK, 8, closed=True)
    else:
        canvas.polyline(star_points((64, 70), 62, 28), INK, 8, closed=True)


def generate(out: Path = ASSETS) -> list[Path]:
    return [save(draw_token(colour), out / "tokens" / f"{colour}.png") for colour in palette.PLAYERS]
