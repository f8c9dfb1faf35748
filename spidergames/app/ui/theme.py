"""Colours, sizes and player identities (colour + shape) used everywhere on screen."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)

INK = (25, 22, 40)  # outlines and dark text
PAPER = (255, 252, 240)  # panels and light text
NIGHT = (24, 38, 92)  # backgrounds
SKY = (66, 120, 214)
RED = (222, 40, 45)
BLUE = (36, 99, 214)
YELLOW = (255, 204, 41)
GREEN = (46, 170, 80)
FOCUS = (255, 226, 60)
DISABLED = (150, 150, 165)
SHADOW = (0, 0, 0, 90)

COLOUR_NAMES = ("red", "blue", "green", "yellow")
"""Seat colours; each also has its own shape and pattern (assets/palette.json, made by artgen)."""


def player_rgb(colour: str) -> tuple[int, int, int]:
    from .. import assets

    r, g, b = assets.palette()[colour]["rgb"]
    return (r, g, b)
