"""Directional focus: from the focused thing, the nearest choice the way an arrow or a stick points.

Tab walks the choices in their order; a d-pad or the arrow keys must go where the child looks. A
candidate counts only if it lies wholly further that way than where the focus is (its near edge past
the focused centre, its far edge past the focused far edge), so a big panel round the focus or a
thing level with it is never "to the right". Among those the cost is the gap along the direction
plus `ACROSS_WEIGHT` times the sideways gap between the two rectangles' extents (0 when they overlap
sideways, "in the beam"): the next die in a row beats a nearer-looking one a row below, and a far
diagonal loses to a near one straight ahead. Ties go to the smaller sideways offset of the centres,
then to the earlier candidate, so the answer never depends on set order.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

ACROSS_WEIGHT = 2.5
"""How much a sideways step costs against a step the way pointed (2.5: a thing one row down and one
column on is reached by going down, not sideways)."""

DIRECTIONS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


def _extent(rect: pygame.Rect, axis: int) -> tuple[int, int]:
    return (rect.left, rect.right) if axis == 0 else (rect.top, rect.bottom)


def _gap(a: tuple[int, int], b: tuple[int, int]) -> int:
    """The distance between two intervals (0 when they overlap)."""
    return max(0, max(a[0], b[0]) - min(a[1], b[1]))


def cost(origin: pygame.Rect, candidate: pygame.Rect, direction: str) -> tuple[float, float] | None:
    """How far `candidate` is from `origin` going `direction` (None: it is not that way at all)."""
    dx, dy = DIRECTIONS[direction]
    axis = 0 if dx else 1
    sign = dx or dy
    start, end = _extent(origin, axis)
    near, far = _extent(candidate, axis)
    centre = (start + end) / 2
    if sign > 0:
        if near < centre or far <= end:
            return None
        along = max(0, near - end)
    else:
        if far > centre or near >= start:
            return None
        along = max(0, start - far)
    across = _gap(_extent(origin, 1 - axis), _extent(candidate, 1 - axis))
    offset = abs(pygame.Vector2(candidate.center)[1 - axis] - pygame.Vector2(origin.center)[1 - axis])
    return (along + ACROSS_WEIGHT * across, offset)


def nearest(origin: pygame.Rect, candidates: Sequence[pygame.Rect], direction: str,
            farther: Sequence[float] | None = None) -> int | None:
    """The index in `candidates` of the one to move to from `origin` going `direction`, or None.
    `farther` multiplies each candidate's distance (a table's buttons count farther than its targets)."""
    best: tuple[tuple[float, float], int] | None = None
    for i, rect in enumerate(candidates):
        score = cost(origin, rect, direction)
        if score is not None and farther is not None:
            score = (score[0] * farther[i], score[1])
        if score is not None and (best is None or score < best[0]):
            best = (score, i)
    return None if best is None else best[1]
