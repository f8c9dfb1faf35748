"""Where a pop-up goes (the Help bubble, the thinking bubble, a refused move's message), written once.

A pop-up answers a question for a moment; it must never hide what the child acts on or reads the turn
from. Its scene hands over the rectangles to keep clear (the turn badge, this turn's targets and
buttons, what the pop-up points at) and the places it would like, best first; `place` takes the first
of them that is on the screen and clear of all those rectangles. When none is, it looks further, at
the same size, over the whole screen, nearest to the place it liked best first; when nothing is clear
anywhere, it takes the place that covers least. Each pop-up drawn is noted (`note`) for the layout
check, with what it points at.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from . import record

STEP = 24  # px between the places tried when the wished-for ones are all taken
GAP = 6  # px a pop-up keeps from what it must not cover


def place(wishes: Iterable[pygame.Rect], keep_clear: Sequence[pygame.Rect], within: pygame.Rect) -> pygame.Rect:
    """The first of `wishes` (each moved onto `within`) clear of `keep_clear`, else the nearest clear
    place of the first wish's size, else the place covering least of them."""
    clear = [rect.inflate(2 * GAP, 2 * GAP) for rect in keep_clear if rect.width and rect.height]
    tried = [rect.clamp(within) for rect in wishes]
    if not tried:
        raise ValueError("a pop-up needs at least one place it would like")
    for rect in tried:
        if rect.collidelist(clear) < 0:
            return rect
    first = tried[0]
    rows = range(within.top, within.bottom - first.height + 1, STEP)
    columns = range(within.left, within.right - first.width + 1, STEP)
    around = sorted(((x, y) for y in rows for x in columns),
                    key=lambda at: (at[0] - first.x) ** 2 + (at[1] - first.y) ** 2)
    for x, y in around:
        rect = pygame.Rect((x, y), first.size)
        if rect.collidelist(clear) < 0:
            return rect
    return min(tried, key=lambda rect: sum(_area(rect.clip(other)) for other in clear))


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def note(surface: pygame.Surface, rect: pygame.Rect, points_at: pygame.Rect | None = None) -> None:
    """Keep a mark of a pop-up at `rect` (and what it points at) for the layout check: the check fails
    when it covers a target, what it points at or the turn badge, and judges it instead of the texts
    it hides."""
    record.note(surface, "popup", rect, points_at=points_at)
