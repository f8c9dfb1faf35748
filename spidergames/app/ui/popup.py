"""Where a pop-up goes (the Help bubble, the thinking bubble, a refused move's message), written once.

A pop-up answers a question for a moment; it must never hide what the child acts on or reads the turn
from. Its scene hands over the rectangles to keep clear (the turn badge, this turn's targets and
buttons, what the pop-up points at) and the places it would like, best first; `place` takes the first
of them that is on the screen and clear of all those rectangles (and, where it can, of what it had
rather leave in view: the caption, a seat's counts). When none is, it looks further, at each wished-for
size in turn, over the whole screen, nearest to that wish first; when nothing is clear anywhere, it
takes the wish that covers least. Each pop-up drawn is noted (`note`) for the layout check, with what
it points at.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from . import record

STEP = 24  # px between the places tried when the wished-for ones are all taken
GAP = 6  # px a pop-up keeps from what it must not cover


def place(wishes: Sequence[pygame.Rect], keep_clear: Sequence[pygame.Rect], within: pygame.Rect, *,
          rather: Sequence[pygame.Rect] = ()) -> tuple[int, pygame.Rect]:
    """The first of `wishes` (each moved onto `within`) clear of `keep_clear` and of what it had `rather`
    leave in view (the caption, a seat's counts); else, for each wish's size in turn, the clear place
    nearest to that wish; then the same clear of `keep_clear` only; else the wish covering least of it.
    Returns the wish's index (its size was used) and the place, worked out once for the same question
    (a pop-up is drawn on every frame)."""
    if not wishes:
        raise ValueError("a pop-up needs at least one place it would like")
    index, at = _placed(_tuples(wishes), _tuples(keep_clear), _tuples(rather), tuple(within))
    return index, pygame.Rect(at)


Box = tuple[int, int, int, int]


def _tuples(rects: Sequence[pygame.Rect]) -> tuple[Box, ...]:
    return tuple((r.x, r.y, r.width, r.height) for r in rects if r.width and r.height)


@lru_cache(maxsize=64)
def _placed(wishes: tuple[Box, ...], keep_clear: tuple[Box, ...], rather: tuple[Box, ...],
            within: Box) -> tuple[int, Box]:
    bounds = pygame.Rect(within)
    tried = [pygame.Rect(r).clamp(bounds) for r in wishes]
    must = [pygame.Rect(r).inflate(2 * GAP, 2 * GAP) for r in keep_clear]
    for clear in (must + [pygame.Rect(r).inflate(2 * GAP, 2 * GAP) for r in rather], must):
        found = _clear(tried, clear, bounds)
        if found is not None:
            return found
    i = min(range(len(tried)), key=lambda k: sum(_area(tried[k].clip(other)) for other in must))
    return i, tuple(tried[i])  # type: ignore[return-value]


def _clear(tried: list[pygame.Rect], clear: list[pygame.Rect], bounds: pygame.Rect) -> tuple[int, Box] | None:
    """The first wish clear of `clear`, else the clear place nearest to a wish, for each wish in turn."""
    for i, rect in enumerate(tried):
        if rect.collidelist(clear) < 0:
            return i, (rect.x, rect.y, rect.width, rect.height)
    for i, wish in enumerate(tried):
        rows = [*range(bounds.top, bounds.bottom - wish.height + 1, STEP), bounds.bottom - wish.height]
        columns = [*range(bounds.left, bounds.right - wish.width + 1, STEP), bounds.right - wish.width]
        for x, y in sorted(((x, y) for y in rows for x in columns),
                           key=lambda at: (at[0] - wish.x) ** 2 + (at[1] - wish.y) ** 2):
            if pygame.Rect((x, y), wish.size).collidelist(clear) < 0:
                return i, (x, y, wish.width, wish.height)
    return None


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def note(surface: pygame.Surface, rect: pygame.Rect, points_at: pygame.Rect | None = None) -> None:
    """Keep a mark of a pop-up at `rect` (and what it points at) for the layout check: the check fails
    when it covers a target, what it points at or the turn badge, and judges it instead of the texts
    it hides."""
    record.note(surface, "popup", rect, points_at=points_at)
