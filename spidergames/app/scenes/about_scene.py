"""About (from Settings): version, how many games, licence, where the notices and the log are, with Copy and
Open folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.registry import game_ids
from .. import about
from ..i18n import _, ngettext
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, YELLOW
from ..ui.widgets import Button
from .backdrop import backdrop
from .page import Page

if TYPE_CHECKING:
    from ..application import App

TITLE, TITLE_TOP = 40, 12  # the page's title (the app and its version) and where it stands
BUTTONS = pygame.Rect(20, 640, 1240, 66)  # Back, then the two for the log sharing the rest of the row (16:9)
CARD_LEFT, CARD_WIDTH, CARD_GAP = 20, 1240, 8  # the facts' card, from under the title to above the buttons
PAD, TOP, GAP = 20, 10, 6  # the text's margins inside the card, and the gap between two facts
BACK_WIDTH, BUTTON_GAP = 240, 24
FACT, FINE = 24, 22  # a fact's size, and the long lines' (the notices, the log's path)
SHRINK_STEP = 2


class AboutScene(Page):
    """Read-only facts for grown-ups; the buttons copy the log's path or open its folder.

    The facts flow down the card (a long path or a long language wraps them) and shrink together, never
    below the shell's least text (`text.page_floor`: 28 px on a 1280x720 screen), until they and a button's answer fit,
    whatever the language and however many games are installed."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        lacks = LOGICAL_SIZE[0] - self.layout_size[0]  # a narrower canvas: taller buttons, for two lines of words
        self.buttons = pygame.Rect(BUTTONS.left, BUTTONS.top - (30 if lacks else 0), BUTTONS.width - lacks,
                                   BUTTONS.height + (30 if lacks else 0))
        self.status = ""
        width = (self.buttons.width - BACK_WIDTH - 2 * BUTTON_GAP) // 2
        row = self.buttons
        self.focus.add(Button(pygame.Rect(row.left, row.top, BACK_WIDTH, row.height), _("Back"),
                              self.close, icon="ui/back.png", fill=RED))
        for k, (label, action, fill) in enumerate(((_("Copy log path"), self._copy, YELLOW),
                                                   (_("Open log folder"), self._open, GREEN))):
            left = self.buttons.left + BACK_WIDTH + BUTTON_GAP + k * (width + BUTTON_GAP)
            self.focus.add(Button(pygame.Rect(left, row.top, width, row.height), label, action, fill=fill))
        self.focus.focus = 0
        self._laid_out: tuple[object, list[tuple[str, int, bool]]] = (None, [])

    def _copy(self) -> None:
        self.status = about.copy_log_path()

    def _open(self) -> None:
        self.status = about.open_log_folder()

    def facts(self) -> list[tuple[str, int, bool]]:
        """The card's lines as asked for: (words, size, bold)."""
        games = len(game_ids())
        return [
            (ngettext("{count} Spider-Man family board game. Made by the spidergames contributors.",
                      "{count} Spider-Man family board games. Made by the spidergames contributors.",
                      games).format(count=games), FACT, False),
            (_("Licence: {licence}").format(licence=_(about.LICENCE)), FACT, False),
            (_("Third-party notices (SDL, pygame-ce, Python, fonts...): {where}").format(where=about.notices_text()),
             FINE, False),
            (_("Log file, for grown-ups reporting a problem:"), FACT, True),
            (about.log_path_text(), FINE, False),
        ]

    def rows(self) -> list[tuple[str, int, bool]]:
        """The facts and the buttons' longest answer (its room is kept, so nothing moves when it
        comes) at the sizes that fit the card: all a step smaller while they do not, down to the least."""
        asked = self.facts()
        key = (tuple(asked), text.large_text(), text.page_floor())
        if self._laid_out[0] != key:
            least = text.page_floor()
            width, room = self.layout_size[0] - 2 * CARD_LEFT - 2 * PAD, self.card().height - 2 * TOP
            answer = max((_(words) for words in about.ANSWERS), key=len)
            for less in range(0, FACT, SHRINK_STEP):
                rows = [(words, max(least, size - less), bold) for words, size, bold in [*asked, (answer, FACT, False)]]
                tall = sum(text.wrapped_height(words, size, width, bold=bold) + GAP for words, size, bold in rows)
                if tall <= room or all(size == least for _words, size, _bold in rows):
                    break
            self._laid_out = (key, rows)
        return self._laid_out[1]

    @staticmethod
    def title() -> str:
        return f"spidergames {about.version()}"

    def card(self) -> pygame.Rect:
        """The facts' card: from under the title (Large text makes it taller) to above the buttons."""
        top = TITLE_TOP + text.render(self.title(), TITLE, PAPER, outline=4).get_height() + CARD_GAP
        return pygame.Rect(CARD_LEFT, top, self.layout_size[0] - 2 * CARD_LEFT, self.buttons.top - CARD_GAP - top)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        text.draw(surface, self.title(), TITLE, (self.centre[0], TITLE_TOP), PAPER, anchor="midtop", outline=4)
        card = self.card()
        panel(surface, card, PAPER, radius=28)
        left, width = card.left + PAD, card.width - 2 * PAD
        y = card.top + TOP
        *facts, (_answer, status_size, _bold) = self.rows()
        for line, size, bold in facts:
            y = text.draw(surface, line, size, (left, y), INK, bold=bold, wrap=width).bottom + GAP
        if self.status:  # what the Copy or Open button did, in the room kept for it
            text.draw(surface, self.status, status_size, (left, y), INK, bold=True, wrap=width)
        self.focus.draw(surface)
