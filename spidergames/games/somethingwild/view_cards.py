"""Card pictures at table sizes, flying cards, and clickable card targets for Something Wild!.

Images come from assets/somethingwild/ through `assets.scaled`, so each size is scaled once.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from spidergames.app import assets
from spidergames.app.anim import lerp_point
from spidergames.app.ui.theme import FOCUS, INK, YELLOW
from spidergames.app.ui.widgets import Button

from .art_names import BACK, FOLDER, MOVER, card_file, power_file
from .cards import Power

Size = tuple[int, int]
GLOW = (255, 236, 90)


def card_image(card: int, size: Size) -> pygame.Surface:
    """A character card face; -1 (a card nobody may see) is drawn as a back."""
    if card < 0:
        return back_image(size)
    return assets.scaled(f"{FOLDER}/{card_file(card)}", size)


def back_image(size: Size) -> pygame.Surface:
    return assets.scaled(BACK, size)


def power_image(power: Power, size: Size) -> pygame.Surface:
    return assets.scaled(f"{FOLDER}/{power_file(power)}", size)


def mover_image(size: Size) -> pygame.Surface:
    return assets.scaled(MOVER, size)


def glow(surface: pygame.Surface, rect: pygame.Rect, t: float, colour: tuple[int, int, int] = GLOW) -> None:
    """A pulsing halo around a card (legal target, scorable triple)."""
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    grow = 8 + int(5 * pulse)
    halo = pygame.Surface(rect.inflate(2 * grow, 2 * grow).size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*colour, 110 + int(90 * pulse)), halo.get_rect(), border_radius=16)
    surface.blit(halo, rect.inflate(2 * grow, 2 * grow))


def slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty place on the table (an empty deck, discard pile or Power pile)."""
    pygame.draw.rect(surface, (255, 255, 255), rect, 3, border_radius=12)


def count_badge(surface: pygame.Surface, number: int, center: tuple[int, int], radius: int = 18) -> None:
    """A number in a yellow circle (cards left in a pile, cards in a hand)."""
    from spidergames.app.ui import text

    pygame.draw.circle(surface, YELLOW, center, radius)
    pygame.draw.circle(surface, INK, center, radius, 3)
    text.draw(surface, str(number), int(radius * 1.25), center, INK, anchor="center")


@dataclass
class Flight:
    """A card picture flying between two places (only drawn; the rules already moved it)."""

    image: pygame.Surface
    start: pygame.Rect
    end: pygame.Rect
    arc: float = 60.0
    shadow: bool = True  # cards cast a soft shadow while they fly; the mover has its own base
    t: float = 0.0
    started: bool = False

    def update(self, t: float) -> None:
        self.t, self.started = t, True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            surface.blit(self.image, self.image.get_rect(center=self.start.center))
            return
        x, y = lerp_point(self.start.center, self.end.center, self.t)
        y -= self.arc * math.sin(math.pi * self.t)
        if self.shadow:
            shade = pygame.Surface(self.image.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 80), shade.get_rect(), border_radius=12)
            surface.blit(shade, shade.get_rect(center=(int(x) + 8, int(y) + 12)))
        surface.blit(self.image, self.image.get_rect(center=(int(x), int(y))))


@dataclass
class Hotspot(Button):
    """A legal target on the table: it glows, lights up under the pointer, and takes Enter."""

    clock: Callable[[], float] = field(default=lambda: 0.0, repr=False)
    tag: object = None  # what the target stands for (e.g. the Power it explains)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        colour = (255, 255, 255) if self.hovered else GLOW
        pulse = 0.5 + 0.5 * math.sin(self.clock() * 5)
        pygame.draw.rect(surface, colour, self.rect.inflate(8, 8), 4 + int(2 * pulse), border_radius=14)
        if focused:
            pygame.draw.rect(surface, FOCUS, self.rect.inflate(20, 20), 6, border_radius=18)
            pygame.draw.rect(surface, INK, self.rect.inflate(28, 28), 2, border_radius=20)


@dataclass
class PictureButton(Button):
    """A button showing pictures instead of words (a triple of cards that can score)."""

    pictures: tuple[pygame.Surface, ...] = ()

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        self.label = ""
        super().draw(surface, focused)
        width = sum(p.get_width() for p in self.pictures) + 4 * (len(self.pictures) - 1)
        x = self.rect.centerx - width // 2
        for p in self.pictures:
            surface.blit(p, p.get_rect(midleft=(x, self.rect.centery)))
            x += p.get_width() + 4

