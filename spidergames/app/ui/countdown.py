"""A button's rim running down like a clock hand: how much of a short wait is left.

The rim is a band on the button's own outline, lit from a hand that sweeps clockwise round to
12 o'clock. It follows the rounded corners (traced by angle from the button's centre) and stays
inside the button, so it never covers a neighbour and shows whole even on a button that touches
the screen's edge (the Labyrinth's Oops sits at the top of the screen).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .theme import INK
from .trail import drawn

STEP = math.radians(4)  # the traced outline's points, this far apart round the centre
EDGE = 2  # the dark line each side of the lit band, so it shows on a light face and a dark table
WIDTH = 9  # the whole band, dark lines included, from the button's outer edge inwards

Point = tuple[float, float]


def rim_point(half: Point, radius: float, angle: float) -> Point:
    """Where the ray from the centre at `angle` (radians, clockwise on screen from 3 o'clock) meets a
    rounded rectangle of half-sizes `half` and corner `radius`, relative to its centre."""
    ux, uy = math.cos(angle), math.sin(angle)
    ax, ay = abs(ux), abs(uy)
    hx, hy = half
    flat_x, flat_y = hx - radius, hy - radius  # where the straight edges end
    if ax > 1e-9 and hx / ax * ay <= flat_y:  # the left or right edge
        t = hx / ax
    elif ay > 1e-9 and hy / ay * ax <= flat_x:  # the top or bottom edge
        t = hy / ay
    else:  # a corner: the ray meets the circle of `radius` round the corner's centre
        reach = ax * flat_x + ay * flat_y
        t = reach + math.sqrt(max(0.0, reach * reach - flat_x * flat_x - flat_y * flat_y + radius * radius))
    return (t * ux, t * uy)


FIRST_STEP = math.floor(-0.5 * math.pi / STEP)  # the fixed points of a hand starting anywhere from
LAST_STEP = math.ceil(1.5 * math.pi / STEP)  # a whole turn before 12 o'clock (see `running_down`)


@lru_cache(maxsize=64)  # a few buttons' rims, traced once: a frame only adds the hand's two points
def _traced(half: Point, corner: float) -> tuple[Point, ...]:
    """The rim's fixed points, at each `STEP` from `FIRST_STEP` to `LAST_STEP`, round the centre."""
    return tuple(rim_point(half, corner, k * STEP) for k in range(FIRST_STEP, LAST_STEP + 1))


def _band(rect: pygame.Rect, radius: int, outer: int, inner: int, start: float, end: float) -> list[Point]:
    """The outline of the band between `outer` and `inner` px inside `rect`, from `start` to `end`."""
    cx, cy = rect.centerx - 0.5, rect.centery - 0.5  # the pixel grid's centre of an even-sized rect
    first, last = math.floor(start / STEP) + 1, math.ceil(end / STEP)  # fixed points, so only the hand moves
    points = []
    for inset, forwards in ((outer, True), (inner, False)):
        half = (rect.width / 2 - inset, rect.height / 2 - inset)
        corner = max(0.0, radius - inset)
        rim = [rim_point(half, corner, start), *_traced(half, corner)[first - FIRST_STEP:last - FIRST_STEP],
               rim_point(half, corner, end)]
        points += [(cx + x, cy + y) for x, y in (rim if forwards else rim[::-1])]
    return points


def running_down(surface: pygame.Surface, rect: pygame.Rect, radius: int, share: float,
                 colour: tuple[int, int, int]) -> pygame.Rect | None:
    """Light `share` (1: the whole rim, 0: none) of the rim of the button at `rect` (corners of
    `radius`), the part before 12 o'clock, and say where it drew (None: nothing left to light)."""
    if share <= 0.0:
        return None
    end = 1.5 * math.pi  # 12 o'clock, a whole turn on from where the hand started
    start = end - 2 * math.pi * min(1.0, share)
    band = drawn(surface, pygame.draw.polygon(surface, INK, _band(rect, radius, 0, WIDTH, start, end)))
    pygame.draw.polygon(surface, colour, _band(rect, radius, EDGE, WIDTH - EDGE, start, end))
    return band
