"""A celebration card that pops up over the table ("Yahtzee!", "Found it!", "Three Powers!").

It grows with a little overshoot, holds, and goes; pictures on it hop (with Calm motion it only grows
and they stand still: `motion`). It is only drawn: the
animator keeps the turn waiting while it shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from .. import motion, sizes
from ..anim import Animator, Ease
from ..ui import record, text
from ..ui.draw import panel
from ..ui.theme import PAPER, YELLOW
from ..ui.trail import drawn
from .sprites import Picture, picture

GROW_SECONDS = 0.5
HOLD_SECONDS = 1.3
CARD = (560, 250)
SHADOW_ROOM = 8  # the card's picture reaches this far round it, for its drop shadow


class Celebration:
    """One banner at a time; `show` queues it on the animator."""

    def __init__(self, anim: Animator) -> None:
        self.anim = anim
        self.title = ""
        self.pictures: tuple[Picture, ...] = ()
        self.scale = 0.0
        self._looked: tuple[object, pygame.Surface, pygame.Surface, list[pygame.Surface]] | None = None

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
        card = pygame.Rect(0, 0, *CARD)
        if record.recording(surface):  # the layout check sees the card, its words and pictures as they stand
            card.center = centre
            self._paint(surface, card, clock)
            return
        face, resting, pictures = self._looks()
        if self.scale != 1.0:  # growing: the whole banner at rest, scaled (words rendered once, not per frame)
            size = sizes.size(face.get_width() * self.scale, face.get_height() * self.scale)
            if size[0] < 40:
                return
            grown = pygame.transform.smoothscale(resting, size)
            drawn(surface, surface.blit(grown, grown.get_rect(center=centre)))
            return
        card.center = centre
        drawn(surface, surface.blit(face, card.move(-SHADOW_ROOM, -SHADOW_ROOM)))
        for spot, image in zip(self._spots(card, clock), pictures, strict=True):
            drawn(surface, surface.blit(image, spot))

    def _looks(self) -> tuple[pygame.Surface, pygame.Surface, list[pygame.Surface]]:
        """The card with its shadow and words, the same with its pictures at rest, and the pictures
        at their size: made once a banner (a new title, other pictures or the text size make them again)."""
        key = (self.title, self.pictures, text.large_text())
        if self._looked is None or self._looked[0] != key:
            card = pygame.Rect((SHADOW_ROOM, SHADOW_ROOM), CARD)
            face = pygame.Surface(card.inflate(2 * SHADOW_ROOM, 2 * SHADOW_ROOM).size, pygame.SRCALPHA)
            self._paint(face, card, None)
            resting = face.copy()
            pictures = self._pictures()
            for spot, image in zip(self._spots(card, None), pictures, strict=True):
                resting.blit(image, spot)
            self._looked = (key, face, resting, pictures)
        return self._looked[1], self._looked[2], self._looked[3]

    def _paint(self, surface: pygame.Surface, card: pygame.Rect, clock: float | None) -> None:
        """The card at `card` and its title; its pictures too when `clock` says where they hop."""
        panel(surface, card, YELLOW, radius=28)
        size = text.fit(self.title, 52, card.width - 30)
        text.draw(surface, self.title, size, (card.centerx, card.top + 16), PAPER, anchor="midtop", outline=3)
        if clock is not None:
            for spot, image in zip(self._spots(card, clock), self._pictures(), strict=True):
                surface.blit(image, spot)

    def _side(self) -> int:
        """The pictures' side: they share the card's width, 84 px at most."""
        return sizes.px(min(84, (CARD[0] - 40) / max(1, len(self.pictures)) - 6))

    def _pictures(self) -> list[pygame.Surface]:
        side = self._side()
        return [picture(image, (side, side)) for image in self.pictures]

    def _spots(self, card: pygame.Rect, clock: float | None) -> list[tuple[int, int]]:
        """Where each picture stands on `card`: hopping with `clock`, at rest without."""
        side = self._side()
        left = card.centerx - (len(self.pictures) * (side + 6)) // 2
        return [(left + k * (side + 6), card.bottom - side - 22 - (int(motion.height(10) * abs(math.sin(clock * 8 + k)))
                                                                   if clock is not None else 0))
                for k in range(len(self.pictures))]
