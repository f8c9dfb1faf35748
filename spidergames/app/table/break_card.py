"""The break card: a friendly face and a few kind words, spoken, between two turns once the break
reminder is due (`app/breaks.py`). The game is already saved (after every move); the child may play
on at once, or go to the menu. Never a hard stop."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _
from ..scenes.overlays import Overlay
from ..ui import text
from ..ui.draw import portrait
from ..ui.theme import GREEN, INK, PAPER, player_rgb
from ..ui.widgets import Button
from .caption import Line

if TYPE_CHECKING:
    from ..application import App

BREAK = Line(N_("Time for a little break! Stretch, and have a drink of water. Your game is saved."))
FACE = "spider-man"  # a face every child here knows
CARD_W, FACE_SIDE, WORDS, BUTTON_H, PAD = 860, 150, 32, 84, 28


class BreakScene(Overlay):
    """Over the game, between turns: the face, the words (said once), Keep playing or the menu."""

    def __init__(self, app: App, on_menu: Callable[[], None]) -> None:
        super().__init__(app)
        self.on_menu = on_menu
        words = text.wrapped_height(_(BREAK.template), WORDS, CARD_W - 2 * PAD - 40)
        height = PAD + FACE_SIDE + 24 + words + 2 * PAD + BUTTON_H + PAD  # as tall as its words need
        self._card = pygame.Rect(self.centre[0] - CARD_W // 2, self.centre[1] - height // 2, CARD_W, height)
        y = self._card.bottom - PAD - BUTTON_H
        self.play_on = self.focus.add(Button(pygame.Rect(self.centre[0] - 380, y, 360, BUTTON_H), _("Keep playing"),
                                             self.close, icon="ui/play.png", fill=GREEN))
        self.focus.add(Button(pygame.Rect(self.centre[0] + 20, y, 360, BUTTON_H), _("Quit to menu"), self._menu,
                              icon="ui/home.png", fill=PAPER))
        self.focus.focus = 0

    def enter(self) -> None:
        self.app.speech.say(BREAK.template)

    def card_rect(self) -> pygame.Rect:
        return self._card

    def _menu(self) -> None:
        self.close()
        self.on_menu()

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        portrait(surface, FACE, (rect.centerx, rect.top + PAD + FACE_SIDE // 2), FACE_SIDE, ring=player_rgb("red"))
        text.draw(surface, _(BREAK.template), WORDS, (rect.centerx, rect.top + PAD + FACE_SIDE + 24), INK,
                  anchor="midtop", wrap=rect.width - 2 * PAD - 40, centred=True)
