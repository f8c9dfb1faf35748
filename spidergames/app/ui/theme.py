"""Colours, sizes and player identities (colour + shape) used everywhere on screen."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)

INK = (25, 22, 40)  # outlines and dark text
PAPER = (255, 252, 240)  # panels and light text
NIGHT = (24, 38, 92)  # backgrounds
SKY = (120, 170, 245)  # dark letters on it at 7:1, as on GREEN and YELLOW
RED = (222, 40, 45)
BLUE = (36, 99, 214)
YELLOW = (255, 204, 41)
GREEN = (70, 200, 100)
FOCUS = (255, 226, 60)
DISABLED = (175, 175, 188)  # light enough for dark letters at 7:1
SHADOW = (0, 0, 0, 90)
DEEP_RED = (160, 20, 30)  # headings on paper (7.8:1)
CONTRAST = 7.0
"""The least contrast between letters and what they are drawn on (WCAG AAA, for the back row)."""

COLOUR_NAMES = ("red", "blue", "green", "yellow")
"""Seat colours; each also has its own shape and pattern (assets/palette.json, made by artgen)."""


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable(colour: tuple[int, int, int], fill: tuple[int, ...]) -> tuple[tuple[int, int, int], int]:
    """Letters in `colour` on `fill`, or light letters with a dark outline where `colour` would be
    too faint there (dark ink on a red or blue button). Returns the colour and the outline width."""
    return (colour, 0) if contrast(colour, fill) >= CONTRAST else (PAPER, 2)


def player_rgb(colour: str) -> tuple[int, int, int]:
    from .. import assets

    r, g, b = assets.palette()[colour]["rgb"]
    return (r, g, b)
