"""A page of big buttons under a title, which Back (the key, the pad or the button) leaves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.theme import LOGICAL_SIZE, PAPER
from ..ui.widgets import FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App


class Page(Scene):
    """Its buttons in `focus`; `_back` leaves (a page that must let go of something first overrides it)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus = FocusGroup(lambda: app.sound("click"))

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self._back()
        else:
            self.focus.handle(intent)

    @staticmethod
    def heading(surface: pygame.Surface, title: str) -> None:
        """The backdrop and the page's title across its top."""
        backdrop(surface)
        text.draw(surface, title, text.fit(title, 44, 1180), (LOGICAL_SIZE[0] // 2, 4), PAPER, anchor="midtop",
                  outline=3)
