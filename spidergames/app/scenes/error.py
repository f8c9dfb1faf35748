"""The friendly screen shown when something unexpected breaks (the saved game is kept)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from .. import about
from ..i18n import N_, _
from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, NIGHT, PAPER, RED
from ..ui.trail import drawn
from ..ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from ...core.damaged import AppFileDamaged
    from ..application import App

log = logging.getLogger(__name__)

SAVE_KEPT = N_("Don't worry: your game is saved. Go back to the menu and press Continue.")
SAVE_SET_ASIDE = N_("The game that went wrong was put aside, so it can't go wrong again. "
                    "Go back to the menu and start a new game!")
REINSTALL = N_("Some of spidergames' own files are damaged or missing, so this can't be shown. Your saved game "
               "is kept. A grown-up needs to install spidergames again.")
OOPS = N_("Oops! Something went wrong.")
CARD = pygame.Rect(190, 50, 900, 482)  # on the 16:9 canvas; in the middle of a narrower one
COMFORT = 30  # the comfort's size; it shrinks (to COMFORT_LEAST at most) to leave room for what follows
COMFORT_LEAST = 18
GAP = 8


class ErrorScene(Scene):
    """Says sorry, keeps the save, and offers the menu or quitting; details go to the log file."""

    def __init__(self, app: App, details: str, *, game_set_aside: bool = False,
                 damaged: AppFileDamaged | None = None) -> None:
        super().__init__(app)
        self.details = details.strip().splitlines()[-1] if details.strip() else ""
        self.comfort = _(REINSTALL if damaged else SAVE_SET_ASIDE if game_set_aside else SAVE_KEPT)
        if damaged is not None:  # the file to name for a grown-up, not the traceback's last line
            self.details = str(damaged)
        self.plain = False  # True once the normal drawing failed: draw with pygame's own font only
        self.focus = FocusGroup()
        dx = (self.layout_size[0] - LOGICAL_SIZE[0]) // 2
        self.card = CARD.move(dx, 0)
        self.focus.add(Button(pygame.Rect(340 + dx, 560, 280, 84), _("Back to the menu"), self._menu, fill=GREEN))
        self.focus.add(Button(pygame.Rect(660 + dx, 560, 280, 84), _("Quit"), self._quit, fill=RED))
        self.focus.add(Button(pygame.Rect(225 + dx, 456, 410, 60), _("Copy log path"), self._copy, size=24))
        self.focus.add(Button(pygame.Rect(645 + dx, 456, 410, 60), _("Open log folder"), self._open, size=24))
        self.focus.focus = 0
        self.status = ""

    def _copy(self) -> None:
        self.status = about.copy_log_path()

    def _open(self) -> None:
        self.status = about.open_log_folder()

    def _menu(self) -> None:
        from .menu import MenuScene

        self.app.scenes.reset(MenuScene(self.app))

    def _quit(self) -> None:
        self.app.running = False

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self._menu()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        """The friendly screen; if even that fails (fonts gone...), a plain one that cannot fail."""
        if not self.plain:
            try:
                self._draw(surface)
                return
            except Exception:  # noqa: BLE001 - the error screen must never become the error
                log.exception("the error screen fell back to plain drawing")
                self.plain = True
        self._draw_plain(surface)

    def _draw_plain(self, surface: pygame.Surface) -> None:
        surface.fill(NIGHT)
        font = pygame.font.Font(None, 44)  # pygame's bundled default font: no asset needed
        words = "\n\n".join((_(OOPS), self.comfort, _("Press Enter or Escape for the menu.")))
        surface.blit(font.render(words, True, PAPER, wraplength=1080), (100, 100))
        for button in self.focus.buttons:
            pygame.draw.rect(surface, button.fill, button.rect, border_radius=20)
            label = font.render(button.label, True, INK)
            surface.blit(label, label.get_rect(center=button.rect.center))

    def _room(self, title: pygame.Surface, below: list[pygame.Surface]) -> int:
        """The height left for the comfort above the log buttons, with `title` and `below` in place."""
        room = self.focus.buttons[2].rect.top - (self.card.top + 24) - GAP * (len(below) + 2)
        return room - title.get_height() - sum(block.get_height() for block in below)

    def _draw(self, surface: pygame.Surface) -> None:
        """Each text below the one before it; the comfort shrinks until all of it fits above the buttons."""
        surface.fill(NIGHT)
        panel(surface, self.card, PAPER, radius=30)
        wide = self.card.width - 80
        # the lines for grown-ups keep their size with Large text (it is for the children's words)
        details, small = text.shorten(self.details, text.base_for(18), wide, least=text.base_for(14), bold=False)
        title = text.render(_(OOPS), 48, RED)
        path = about.log_path_text()  # a deep user folder: one line if it can, smaller rather than two
        path_size = text.fit(path, text.base_for(18), wide, least=text.base_for(12))
        below = [text.render(_("For grown-ups: the details are in this log file:"), text.base_for(22), INK, wrap=wide,
                             bold=False, centred=True, shrink="message"),
                 text.render(path, path_size, INK, wrap=wide, centred=True, shrink="message"),
                 text.render(details, small, (90, 90, 110), bold=False, shrink="message")]
        size = COMFORT
        comfort = text.render(self.comfort, size, INK, wrap=wide, centred=True)
        while size > COMFORT_LEAST and comfort.get_height() > self._room(title, below):
            size -= 2
            comfort = text.render(self.comfort, size, INK, wrap=wide, centred=True, shrink="message")
        if comfort.get_height() > self._room(title, below):
            below[-1] = pygame.Surface((0, 0))  # still no room: the details line goes (the log has them)
        top = self.card.top + 24
        for block in (title, comfort, *below):
            drawn(surface, surface.blit(block, block.get_rect(midtop=(self.card.centerx, top))))
            top += block.get_height() + GAP
        if self.status:
            text.draw(surface, self.status, 18, (self.card.centerx, self.card.bottom - 12), INK, anchor="midbottom",
                      bold=False)
        self.focus.draw(surface)
