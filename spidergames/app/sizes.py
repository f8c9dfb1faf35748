"""Sizes computed from tweens, clamped so a shrinking picture never asks pygame for a negative size.

A tween that overshoots (easeOutBack) or starts at 0 makes widths like -3 or 0.4: pygame refuses to
scale to a negative size and to make a 0-pixel surface, and the frame crashes. Every size that is
scaled or made from a moving value goes through `px` or `size`.
"""

from __future__ import annotations


def px(value: float) -> int:
    """A length in whole pixels, at least 1.

    >>> px(-12.5), px(0.3), px(64.9)
    (1, 1, 64)
    """
    return max(1, int(value))


def size(width: float, height: float) -> tuple[int, int]:
    """A (width, height) in whole pixels, each at least 1.

    >>> size(-3, 40.7)
    (1, 40)
    """
    return (px(width), px(height))
