"""A full-screen page of big buttons over the backdrop, under its title; Back (the key, the pad or the
button) leaves it (the settings, the grown-ups' corner, the pages of play across computers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.theme import INK, PAPER
from ..ui.widgets import FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App


class Page(Scene):
    """Its buttons in `focus`; `close` leaves (a page that must let go of something first overrides it)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus = FocusGroup(lambda: app.sound("click"))

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.close()
        else:
            self.focus.handle(intent)

    @staticmethod
    def draw_page(surface: pygame.Surface, title: str) -> None:
        """The backdrop and `title`, between Back and the button in the top right corner."""
        backdrop(surface)
        size = text.fit(title, 52, surface.get_width() - 2 * 260, least=text.base_for(text.PLAY))
        text.draw(surface, title, size, (surface.get_width() // 2, 46), PAPER, anchor="center", outline=4,
                  outline_colour=INK)

    @staticmethod
    def heading(surface: pygame.Surface, title: str) -> None:
        """The backdrop and the page's title across its whole top (a page with nothing in its corners)."""
        backdrop(surface)
        text.draw(surface, title, text.fit(title, 44, surface.get_width() - 100), (surface.get_width() // 2, 4), PAPER,
                  anchor="midtop", outline=3)
