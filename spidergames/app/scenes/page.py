"""A full-screen page of big buttons over the backdrop, titled between Back and the top right corner;
Back or Esc leaves it (the settings, the grown-ups' corner)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.theme import INK, LOGICAL_SIZE, PAPER
from ..ui.widgets import FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App


class Page(Scene):
    """Its buttons in `focus`; `draw_page` draws the backdrop and the title."""

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
        size = text.fit(title, 52, LOGICAL_SIZE[0] - 2 * 260, least=text.base_for(text.PLAY))
        text.draw(surface, title, size, (LOGICAL_SIZE[0] // 2, 46), PAPER, anchor="center", outline=4,
                  outline_colour=INK)
