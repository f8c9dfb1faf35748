"""About (from Settings): version, licence, where the notices and the log are, with Copy and Open folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import about
from ..i18n import _
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, PAPER, RED, YELLOW
from ..ui.widgets import Button
from .backdrop import backdrop
from .page import Page

if TYPE_CHECKING:
    from ..application import App

CARD = pygame.Rect(110, 108, 1060, 498)


class AboutScene(Page):
    """Read-only facts for grown-ups; the buttons copy the log's path or open its folder."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.status = ""
        self.focus.add(Button(pygame.Rect(150, 500, 300, 70), _("Copy log path"), self._copy, fill=YELLOW, size=26))
        self.focus.add(Button(pygame.Rect(480, 500, 300, 70), _("Open log folder"), self._open, fill=GREEN, size=26))
        self.focus.add(Button(pygame.Rect(110, 626, 220, 76), _("Back"), self.close, icon="ui/back.png", fill=RED))
        self.focus.focus = 2

    def _copy(self) -> None:
        self.status = about.copy_log_path()

    def _open(self) -> None:
        self.status = about.open_log_folder()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, _("About"))
        panel(surface, CARD, PAPER, radius=28)
        left, width = CARD.left + 40, CARD.width - 80
        rows = [
            (f"spidergames {about.version()}", 40, True),
            (_("Four Spider-Man family board games. Made by the spidergames contributors."), 24, False),
            (_("Licence: {licence}").format(licence=_(about.LICENCE)), 24, False),
            (_("Third-party notices (SDL, pygame-ce, Python, fonts...): {where}").format(where=about.notices_text()),
             20, False),
            (_("Log file, for grown-ups reporting a problem:"), 24, True),
            (about.log_path_text(), 20, False),
        ]
        y = CARD.top + 24
        for line, size, bold in rows:
            y = text.draw(surface, line, size, (left, y), INK, bold=bold, wrap=width).bottom + 14
        if self.status:
            text.draw(surface, self.status, 24, (810, 535), INK, anchor="midleft")
        self.focus.draw(surface)
