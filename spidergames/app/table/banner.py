"""A celebration card that pops up over the table ("Yahtzee!", "Found it!", "Three Powers!").

It grows with a little overshoot, holds, and goes; pictures on it hop. It is only drawn: the
animator keeps the turn waiting while it shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from .. import sizes
from ..anim import Animator, Ease
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import PAPER, YELLOW
from .sprites import Picture, picture

GROW_SECONDS = 0.5
HOLD_SECONDS = 1.3


class Celebration:
    """One banner at a time; `show` queues it on the animator."""

    def __init__(self, anim: Animator) -> None:
        self.anim = anim
        self.title = ""
        self.pictures: tuple[Picture, ...] = ()
        self.scale = 0.0

    @property
    def showing(self) -> bool:
        return bool(self.title)

    def show(self, title: str, pictures: Sequence[Picture] = (), *, delay: float = 0.0,
             hold: float = HOLD_SECONDS, on_show: Callable[[], None] | None = None) -> float:
        """Pop `title` up after `delay`; returns when it will be gone (seconds from now)."""

        def appear() -> None:
            self.title, self.pictures, self.scale = title, tuple(pictures), 0.0
            if on_show:
                on_show()
            self.anim.animate(self, GROW_SECONDS, ease=Ease.BACK, scale=1.0)

        def vanish() -> None:
            if self.title == title:
                self.title, self.pictures, self.scale = "", (), 0.0

        self.anim.after(delay, appear)
        self.anim.after(delay + hold, vanish)
        return delay + hold

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], clock: float) -> None:
        if not self.title or self.scale <= 0:
            return
        card = pygame.Rect(0, 0, sizes.px(560 * self.scale), sizes.px(250 * self.scale))
        card.center = centre
        if card.width < 40:
            return
        panel(surface, card, YELLOW, radius=28)
        size = text.fit(self.title, sizes.px(52 * self.scale), card.width - 30)
        text.draw(surface, self.title, size, (card.centerx, card.top + 16), PAPER, anchor="midtop", outline=3)
        if not self.pictures:
            return
        n = len(self.pictures)
        side = sizes.px(min(84, (card.width - 40) / n - 6) * min(1.0, self.scale))
        left = card.centerx - (n * (side + 6)) // 2
        for k, image in enumerate(self.pictures):
            hop = int(10 * abs(math.sin(clock * 8 + k)))
            surface.blit(picture(image, (side, side)), (left + k * (side + 6), card.bottom - side - 22 - hop))
