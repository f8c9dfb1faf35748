"""The rim that runs down on a button (the Oops beat): where it lies and how much of it is lit."""

from __future__ import annotations

import math

import pygame
import pytest

from spidergames.app.ui.countdown import rim_point, running_down

LIT = (255, 136, 0)


@pytest.mark.parametrize("angle, radius, where", [
    (0.0, 0, (32.0, 0.0)), (math.pi / 2, 0, (0.0, 32.0)), (math.pi, 21, (-32.0, 0.0)),
    (-math.pi / 2, 21, (0.0, -32.0)), (math.pi / 4, 0, (32.0, 32.0)),
    (math.pi / 4, 21, (11 + 21 / math.sqrt(2), 11 + 21 / math.sqrt(2))),  # on the corner's arc
    (math.radians(10), 21, (32.0, 32 * math.tan(math.radians(10)))),  # on the straight edge
])
def test_the_rim_follows_the_rounded_corners(angle: float, radius: int, where: tuple[float, float]) -> None:
    x, y = rim_point((32, 32), radius, angle)
    assert math.isclose(x, where[0], abs_tol=1e-9) and math.isclose(y, where[1], abs_tol=1e-9)


def lit_quarters(share: float) -> tuple[int, ...]:
    """Lit pixels in the top-left, top-right, bottom-right and bottom-left quarters of a 64 px button."""
    surface = pygame.Surface((64, 64))
    rect = surface.get_rect()
    drew = running_down(surface, rect, 21, share, LIT)
    assert (drew is None) == (share <= 0) and (drew is None or rect.contains(drew))
    quarters = (pygame.Rect(0, 0, 32, 32), pygame.Rect(32, 0, 32, 32), pygame.Rect(32, 32, 32, 32),
                pygame.Rect(0, 32, 32, 32))
    return tuple(pygame.mask.from_threshold(surface.subsurface(q), LIT, (1, 1, 1, 255)).count() for q in quarters)


def alike(a: int, b: int) -> bool:
    """Pixel counts the same but for a pixel's rounding along the band's ends."""
    return abs(a - b) <= 0.05 * max(a, b)


def test_the_rim_runs_down_clockwise_to_twelve_oclock() -> None:
    """Full, all four quarters lit alike; then the part after the hand goes dark, clockwise from
    12 o'clock: at a half only the left half is lit, at a quarter only the top-left quarter."""
    full = lit_quarters(1.0)
    assert min(full) > 0 and all(alike(n, full[0]) for n in full)
    half = lit_quarters(0.5)
    assert half[1] == half[2] == 0 and alike(half[0], full[0]) and alike(half[3], full[3])
    quarter = lit_quarters(0.25)
    assert quarter[1:] == (0, 0, 0) and alike(quarter[0], full[0])
    assert 0 < lit_quarters(0.1)[0] < quarter[0] and lit_quarters(0.0) == (0, 0, 0, 0)
