"""A Power's whole rule, one tap away: the Power's card in the guide panel is a button (a book on its
corner says there is more to read) that opens the card big with its title and every word of its help.

The guide panel has room for a Power's help at Large text only when no choice buttons share it; the
words are never cut there (issue #32), so the whole rule lives here, where a grown-up can read it out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from spidergames.app import assets
from spidergames.app.i18n import _
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.overlays import Overlay
from spidergames.app.ui import record, text
from spidergames.app.ui.draw import focus_ring
from spidergames.app.ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import Button

from .cards import Power, power_help, power_title
from .view_cards import power_image

if TYPE_CHECKING:
    from spidergames.app.application import App

CARD = (64, 90)
"""The Power's card in the guide panel: a finger's size (64 px at least) to tap."""
BOOK = 30
"""The book on its corner: the sign that tapping it reads more."""
BIG = (200, 280)
"""The card on the rule's own page."""
WIDTH = 1080
"""The page's width, or the canvas's but `MARGIN` each side where it is narrower (the 4:3 canvas)."""
MARGIN = 20


@dataclass
class PowerCardButton(Button):
    """The Power in the guide panel's focus (`power_of` says which, None: none), drawn as its card with
    a book on its corner; a tap opens its whole rule."""

    power_of: Callable[[], Power | None] = lambda: None

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        power = self.power_of()
        self.enabled = power is not None
        if power is None:
            return
        record.note(surface, "button", self.rect, hit=self.hit, enabled=True)
        # drawn over the table's still picture each frame: say where, so the next frame puts it back
        drawn(surface, surface.blit(power_image(power, self.rect.size), self.rect))
        corner = (self.rect.left + 4, self.rect.bottom - 4)
        drawn(surface, pygame.draw.circle(surface, INK, corner, BOOK // 2 + 4))
        pygame.draw.circle(surface, PAPER, corner, BOOK // 2 + 2)
        book = assets.scaled("ui/rules.png", (BOOK - 6, BOOK - 6))
        surface.blit(book, book.get_rect(center=corner))
        if focused or self.hovered:
            focus_ring(surface, self.rect)


class PowerRuleScene(Overlay):
    """The Power's card big, its title and its whole help at the text size in use; Back, Esc or a tap
    anywhere goes back to the table."""

    def __init__(self, app: App, power: Power) -> None:
        super().__init__(app)
        self.power = power
        self._width = min(WIDTH, self.layout_size[0] - 2 * MARGIN)
        words = self._words()
        high = max(BIG[1], self._title().get_height() + 12 + words.get_height()) + 60 + 76 + 30
        self._card = pygame.Rect(0, 0, self._width, min(LOGICAL_SIZE[1] - 20, high))
        self._card.center = self.centre
        back = pygame.Rect(0, 0, 260, 76)
        back.midbottom = (self._card.centerx, self._card.bottom - 24)
        self.focus.add(Button(back, _("Back"), self.close, icon="ui/back.png", fill=GREEN))
        self.focus.focus = 0

    def card_rect(self) -> pygame.Rect:
        return self._card

    def _title(self) -> pygame.Surface:
        return text.render(_(power_title(self.power)), 44, INK, wrap=self._room())

    def _words(self) -> pygame.Surface:
        return text.render(_(power_help(self.power)), text.PLAY, INK, bold=False, wrap=self._room())

    def _room(self) -> int:
        """The width of the title and the help, right of the big card."""
        return self._width - BIG[0] - 100

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.PRESS and intent.pos is not None and self.focus.handle(intent):
            return
        if intent.kind == Kind.PRESS:
            self.close()  # a tap anywhere else goes back too: a child need not find the button
            return
        super().handle(intent)

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        picture = pygame.Rect((rect.left + 30, rect.top + 30), BIG)
        surface.blit(power_image(self.power, BIG), picture)
        left = picture.right + 40
        title = self._title()
        surface.blit(title, (left, rect.top + 30))
        surface.blit(self._words(), (left, rect.top + 30 + title.get_height() + 12))
