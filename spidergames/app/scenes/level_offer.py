"""The offer of a stronger robot, to a child who beat this game's robots three times running.

In pictures and spoken: the child's own face, an arrow, the robot and how strong it would be. The
child may say yes or no; either way the run of wins starts again, so nothing asks twice in a row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import assets
from ..i18n import _
from ..profile_prompts import OFFER
from ..ui import text
from ..ui.draw import portrait
from ..ui.theme import GREEN, INK, SKY, player_rgb
from ..ui.widgets import Button
from .overlays import Overlay
from .setup import CONTROLLER_LABELS

if TYPE_CHECKING:
    from ..application import App
    from ..profiles import Profile

CARD = pygame.Rect(0, 0, 800, 520)
FACE = 150
QUESTION = 30


class LevelOfferScene(Overlay):
    """Yes: the robots play at `level` from now on. Not now: they stay as they are."""

    def __init__(self, app: App, profile: Profile, level: str, on_answer: Callable[[bool], None]) -> None:
        super().__init__(app)
        self.profile, self.level, self.on_answer = profile, level, on_answer
        self._card = CARD.copy()
        self._card.center = self.centre
        width, gap = 300, 40
        left = self.centre[0] - width - gap // 2
        y = self._card.bottom - 24 - 90
        self.yes = self.focus.add(Button(pygame.Rect(left, y, width, 90), _("Yes!"), lambda: self._answer(True),
                                         icon="ui/robot.png", fill=GREEN, size=36))
        self.focus.add(Button(pygame.Rect(left + width + gap, y, width, 90), _("Not now"),
                              lambda: self._answer(False), icon="ui/back.png", fill=SKY, size=36))
        self.focus.focus_on(self.yes)  # Enter answers as a tap on what glows would

    def enter(self) -> None:
        self.app.speech.say_lines([OFFER], ())

    def card_rect(self) -> pygame.Rect:
        return self._card

    def on_back(self) -> None:
        self._answer(False)

    def _answer(self, accepted: bool) -> None:
        self.close()
        self.on_answer(accepted)

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        bottom = text.draw(surface, _(OFFER.template), QUESTION, (rect.centerx, rect.top + 20), INK, anchor="midtop",
                           wrap=rect.width - 60, centred=True).bottom
        word = _(CONTROLLER_LABELS[self.level])
        label = text.render(word, 30, INK)
        room = self.yes.rect.top - 16 - (bottom + 16)  # the pictures shrink for a long question in Large text
        side = max(48, min(FACE, room - label.get_height() - 4))
        y = bottom + 16 + side // 2
        portrait(surface, self.profile.picture, (rect.centerx - 190, y), side, ring=player_rgb(self.profile.colour))
        pygame.draw.polygon(surface, INK, [(rect.centerx + 30, y), (rect.centerx - 30, y - 36),
                                           (rect.centerx - 30, y + 36)])
        robot = assets.scaled("ui/robot.png", (side, side))
        at = robot.get_rect(center=(rect.centerx + 190, y))
        surface.blit(robot, at)
        text.draw(surface, word, 30, (at.centerx, at.bottom + 2), INK, anchor="midtop")
