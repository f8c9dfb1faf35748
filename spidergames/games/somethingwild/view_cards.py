"""Card pictures at table sizes, halos, badges and picture buttons for Something Wild!.

Images come from assets/somethingwild/ through `assets.scaled`, so each size is scaled once.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from spidergames.app import assets
from spidergames.app.table.sprites import pulse
from spidergames.app.ui.draw import number_badge
from spidergames.app.ui.trail import drawn
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


def card_picture(card: int) -> str:
    """A card's asset name for a sprite; -1 (a card nobody may see) is its back."""
    return f"{FOLDER}/{card_file(card)}" if card >= 0 else BACK


def power_picture(power: Power) -> str:
    return f"{FOLDER}/{power_file(power)}"


def glow(surface: pygame.Surface, rect: pygame.Rect, clock: float, colour: tuple[int, int, int] = GLOW) -> None:
    """A pulsing halo around a card of a triple that scores (the halos are made once per size)."""
    beat = pulse(clock)
    grow = 8 + int(5 * beat)
    halo = rect.inflate(2 * grow, 2 * grow)
    drawn(surface, surface.blit(_halo(halo.size, colour, 110 + 15 * round(6 * beat)), halo))


@assets.scene_cache(64)
def _halo(size: Size, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    halo = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*colour, alpha), halo.get_rect(), border_radius=16)
    return halo


def slot(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An empty place on the table (an empty deck, discard pile or Power pile)."""
    pygame.draw.rect(surface, (255, 255, 255), rect, 3, border_radius=12)


def count_badge(surface: pygame.Surface, number: int, center: tuple[int, int], radius: int = 18) -> None:
    """A number in a yellow circle (cards left in a pile, cards in a hand)."""
    number_badge(surface, number, center, radius=radius)


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
            drawn(surface, surface.blit(p, p.get_rect(midleft=(x, self.rect.centery))))
            x += p.get_width() + 4

