"""A new sticker at the results: it grows big in the middle of the screen, is said, holds, then
settles small onto its child's panel, one after the other.

Timing is kept here as plain arithmetic of the seconds since the show began (`update(dt)`), so a
frame at any rate draws the same moment; Calm motion (`motion.ease`) turns the little pop into a
plain grow. Nothing here touches a game: it shows what `ProfileStore.award` already kept.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...core.stickers import StickerKind
from .. import motion
from ..anim import Ease, lerp, lerp_point
from ..assets import scaled

WAIT = 1.2
"""Seconds after the results appear before the first sticker: the winner is seen (and said) first."""
GROW = 0.5
HOLD = 2.0
SETTLE = 0.6
EACH = GROW + HOLD + SETTLE
BIG = 300  # the big sticker's size, logical pixels
SMALL = 46  # settled on the panel, between the score and the hints
STEP = 4  # sizes are drawn in steps of 4 px, each scaled once (never scaled every frame)


@dataclass(frozen=True)
class Arrival:
    seat: int
    sticker: StickerKind


class StickerShow:
    """The new stickers of a finished game, in seat order, shown one after the other."""

    def __init__(self, arrivals: list[Arrival], centre: tuple[int, int]) -> None:
        self.arrivals = arrivals
        self.centre = centre
        self.clock = 0.0

    @property
    def end(self) -> float:
        return WAIT + len(self.arrivals) * EACH

    @property
    def busy(self) -> bool:
        return bool(self.arrivals) and self.clock < self.end

    def update(self, dt: float) -> list[Arrival]:
        """Move the show on by `dt` seconds; returns the stickers that appeared in that time (to say)."""
        before, self.clock = self.clock, self.clock + dt
        return [a for k, a in enumerate(self.arrivals) if before < WAIT + k * EACH <= self.clock]

    def stage(self, k: int) -> float:
        """Seconds into the k-th sticker's own show (negative: not yet)."""
        return self.clock - WAIT - k * EACH

    def big(self) -> tuple[Arrival, float, tuple[float, float]] | None:
        """The sticker in the middle now, its size and centre (None between or after them)."""
        for k, arrival in enumerate(self.arrivals):
            u = self.stage(k)
            if 0 <= u < GROW + HOLD:
                return arrival, BIG * motion.ease(Ease.BACK)(u / GROW) if u < GROW else BIG, self.centre
        return None

    def flying(self, slots: dict[int, tuple[float, float]]) -> tuple[Arrival, float, tuple[float, float]] | None:
        """The sticker on its way to its slot on the panel now, its size and centre."""
        for k, arrival in enumerate(self.arrivals):
            u = self.stage(k) - GROW - HOLD
            if 0 <= u < SETTLE:
                t = Ease.IN_OUT(u / SETTLE)
                return arrival, lerp(BIG, SMALL, t), lerp_point(self.centre, slots[k], t)
        return None

    def settled(self) -> list[int]:
        """The stickers (by index) already on their panels."""
        return [k for k in range(len(self.arrivals)) if self.stage(k) >= EACH]


def draw_sticker(surface: pygame.Surface, sticker: StickerKind, size: float,
                 centre: tuple[float, float]) -> pygame.Rect:
    """The sticker's picture at `size` (rounded to a step, each size scaled once)."""
    side = max(STEP, round(size / STEP) * STEP)
    picture = scaled(f"stickers/{sticker.id}.png", (side, side))
    return surface.blit(picture, picture.get_rect(center=(round(centre[0]), round(centre[1]))))
