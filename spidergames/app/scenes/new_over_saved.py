""""Start a new game?" over a saved one, in pictures: the saved game and the new one side by side.

A child who cannot read the question still sees which is which: each choice shows its game's
picture and its players' faces, and the saved one how far it got. The new game is the glowing
(focused) choice, so Enter or a tap on what glows starts what the child asked for; the saved game
is kept only by choosing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from .. import assets
from ..games import picture
from ..i18n import _, ngettext
from ..ui import record, text
from ..ui.draw import focus_ring, panel, portrait
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, SKY, player_rgb
from ..ui.widgets import Button
from .overlays import Overlay

if TYPE_CHECKING:
    from ...core.protocol import Seat
    from ..application import App

CARD = pygame.Rect(0, 0, 1060, LOGICAL_SIZE[1] - 24)  # on the 16:9 canvas
ART = (300, 225)  # the menu tile's picture, a little bigger
FACE = 52
LABEL_BAND = 78  # the coloured band with the choice's word at the bottom of a picture card
QUESTION = 30  # the question's words: the pictures say it for a child who cannot read them


@dataclass
class GameCard(Button):
    """A choice drawn as the game it stands for: picture, players' faces, a line below, its word."""

    game_id: str = ""
    seats: Sequence[Seat] = ()
    below: str = ""  # how far the saved game got, or nothing for the new one
    pictures: list[tuple[str, pygame.Rect]] = field(default_factory=list, repr=False)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """From the bottom up: its word on a coloured band, how far it got, the faces; the picture fills
        what is left above (smaller when a long question in Large text takes the room)."""
        record.note(surface, "button", self.rect, hit=self.hit, enabled=self.enabled)
        rect, self.pictures = self.rect, []
        panel(surface, rect, (255, 255, 255) if self.hovered else PAPER, radius=22, border=4)
        band = pygame.Rect(rect.left + 10, rect.bottom - LABEL_BAND - 10, rect.width - 20, LABEL_BAND)
        bottom = band.top - 8
        if self.below:
            size = text.fit(self.below, 28, rect.width - 40, least=text.base_for(text.PLAY))
            bottom = text.draw(surface, self.below, size, (rect.centerx, bottom), INK, anchor="midbottom").top - 6
        face_y = bottom - FACE // 2 - 6
        step = FACE + 18
        left = rect.centerx - (len(self.seats) - 1) * step // 2
        for i, seat in enumerate(self.seats):
            face = portrait(surface, seat.character, (left + i * step, face_y), FACE, ring=player_rgb(seat.colour))
            self.pictures.append((f"portraits/{seat.character}.png", face))
        room = pygame.Rect(rect.left + 16, rect.top + 16, rect.width - 32, face_y - FACE // 2 - 12 - rect.top - 16)
        scale = min(room.width / ART[0], room.height / ART[1], 1.0)
        art_name = picture(self.game_id)
        art = assets.scaled(art_name, (round(ART[0] * scale), round(ART[1] * scale)))
        art_rect = art.get_rect(midtop=room.midtop)
        surface.blit(art, art_rect)
        pygame.draw.rect(surface, INK, art_rect, 3, border_radius=6)
        self.pictures.insert(0, (art_name, art_rect))
        panel(surface, band, self.fill, radius=16, border=3, shadow=False)
        side = 52
        icon = assets.scaled(self.icon or "ui/play.png", (side, side))
        size = text.fit(self.label, 34, band.width - side - 40, least=text.base_for(text.PLAY))
        words = text.render(self.label, size, self.ink)
        width = side + 12 + words.get_width()
        x = band.centerx - width // 2
        surface.blit(icon, icon.get_rect(midleft=(x, band.centery)))
        surface.blit(words, words.get_rect(midleft=(x + side + 12, band.centery)))
        if focused:
            focus_ring(surface, rect)


class NewOverSavedScene(Overlay):
    """The saved game (choose it to keep it and go back) and the new game (the glowing choice)."""

    def __init__(self, app: App, new_game: str, new_seats: Sequence[Seat], on_new: Callable[[], None]) -> None:
        super().__init__(app)
        from .menu import saved_game_words

        self.on_new = on_new
        saved = app.saves.game_id() or new_game
        seats, moves = app.saves.seats_and_moves()
        self.question = _("Start a new game? The saved game will end: {game}.").format(
            game=saved_game_words(saved, tuple(s.name for s in seats)))
        self._card = CARD.copy()
        self._card.width = min(CARD.width, self.layout_size[0] - 24)  # a 4:3 canvas: narrower cards
        self._card.center = self.centre
        words = text.render(self.question, QUESTION, INK, wrap=self._card.width - 60, centred=True)
        top = self._card.top + 24 + words.get_height() + 18
        gap = 40
        width = min(480, (self._card.width - 60 - gap) // 2)
        left = self.centre[0] - width - gap // 2
        height = self._card.bottom - 24 - top
        self.keep = GameCard(pygame.Rect(left, top, width, height), _("Go back"), self.close, icon="ui/back.png",
                             fill=SKY, game_id=saved, seats=seats,
                             below=ngettext("{n} move played", "{n} moves played", moves).format(n=moves))
        self.new = GameCard(pygame.Rect(left + width + gap, top, width, height), _("New game"), self._new,
                            icon="ui/play.png", fill=GREEN, game_id=new_game, seats=tuple(new_seats))
        self.focus.add(self.keep)
        self.focus.add(self.new)
        self.focus.focus_on(self.new)

    def card_rect(self) -> pygame.Rect:
        return self._card

    def _new(self) -> None:
        self.close()
        self.on_new()

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text.draw(surface, self.question, QUESTION, (rect.centerx, rect.top + 24), INK, anchor="midtop",
                  wrap=rect.width - 60, centred=True)
