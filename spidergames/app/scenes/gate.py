"""The gate to the grown-ups' corner: hold a plain circle for three seconds, then tap a sum's answer.

A young child does not pass it by chance: the circle is no picture of anything (no face, no toy, no
arrow) and nothing is said, so it invites no one; tapping it does nothing, only holding it still for
`HOLD_SECONDS` does, with a ring filling round it (let go early and it empties). Then a sum written in
words a grown-up reads ("7 + 5 = ?") with six big numbers to tap; a wrong one goes kindly back to the
circle with a new sum. The sum comes from the RNG the gate is given, so tests know it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..i18n import _
from ..input import Intent, Kind
from ..scene import Scene
from ..ui import record, text
from ..ui.draw import focus_ring, panel
from ..ui.theme import INK, PAPER, RED, YELLOW
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App

HOLD_SECONDS = 3.0
CHOICES = 6  # numbers offered for the sum: one chance in six of a lucky tap, after a three-second hold
CIRCLE = 200  # the circle's diameter (logical px)
STONE = (150, 150, 165)  # the circle's grey: nothing a child is drawn to
NUMBER_SIDE, NUMBER_GAP = 120, 28


@dataclass
class HoldCircle(Button):
    """The round thing to hold; `held` (0 to 1) is drawn as a ring filling clockwise from the top."""

    held: float = 0.0

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        record.note(surface, "button", self.rect, hit=self.hit, round=True)
        centre, radius = self.rect.center, self.rect.width // 2
        pygame.draw.circle(surface, INK, centre, radius)
        pygame.draw.circle(surface, STONE, centre, radius - 6)
        if self.held > 0:
            ring = pygame.Rect(0, 0, 2 * radius - 12, 2 * radius - 12)
            ring.center = centre
            top = math.pi / 2
            pygame.draw.arc(surface, YELLOW, ring, top - 2 * math.pi * self.held, top, 18)
        if focused:
            focus_ring(surface, self.rect, round=True)


class GateScene(Scene):
    """Hold, then the sum; `on_open` runs (after this scene is gone) once the right answer is tapped."""

    hears_release = True

    def __init__(self, app: App, on_open: Callable[[], None], rng: random.Random | None = None) -> None:
        super().__init__(app)
        self.on_open = on_open
        self.rng = rng or random.Random()
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.circle = HoldCircle(pygame.Rect(0, 0, CIRCLE, CIRCLE), "", self._start_hold)
        self.circle.rect.center = (self.layout_size[0] // 2, 390)  # under two lines of Large text and its ring
        self.holding = False
        self.asking: tuple[int, int] | None = None  # the sum shown, once the circle was held
        self.kind_word = ""  # after a wrong answer
        self._show_circle()

    # -- the two steps -----------------------------------------------------------------------------
    def _back_button(self) -> None:
        self.back = self.focus.add(Button(pygame.Rect(16, 10, 220, 72), _("Back"), self.close, icon="ui/back.png",
                                          fill=RED))

    def _show_circle(self) -> None:
        self.asking, self.holding, self.circle.held = None, False, 0.0
        self.focus.clear()
        self._back_button()
        self.focus.add(self.circle)

    def _show_sum(self) -> None:
        a, b = self.rng.randint(2, 9), self.rng.randint(2, 9)
        self.asking, self.holding = (a, b), False
        others = [n for n in range(4, 19) if n != a + b]
        numbers = sorted([a + b, *self.rng.sample(others, CHOICES - 1)])
        self.focus.clear()
        self._back_button()
        left = (self.layout_size[0] - CHOICES * NUMBER_SIDE - (CHOICES - 1) * NUMBER_GAP) // 2
        for i, n in enumerate(numbers):
            rect = pygame.Rect(left + i * (NUMBER_SIDE + NUMBER_GAP), 400, NUMBER_SIDE, NUMBER_SIDE)
            self.focus.add(Button(rect, str(n), partial(self._answer, n), fill=PAPER, size=52))
        self.focus.focus = -1

    def _start_hold(self) -> None:
        self.holding = True

    def _answer(self, n: int) -> None:
        if self.asking is not None and n == sum(self.asking):
            self.close()
            self.on_open()
            return
        self.kind_word = _("Not quite. Hold the circle again for a new sum.")
        self._show_circle()

    def close(self) -> None:
        self.app.scenes.pop(self)

    # -- scene -------------------------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.holding

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.close()
        elif intent.kind == Kind.RELEASE:
            self._let_go()
        elif intent.kind == Kind.POINT and self.holding and intent.pos is not None \
                and not self.circle.hit.collidepoint(intent.pos):
            self._let_go()  # slid off the circle: as good as letting go
        else:
            self.focus.handle(intent)

    def switch_groups(self) -> list[tuple[Button, ...]]:
        """One switch offers Back only: the circle is for a grown-up's hand to hold, never lit, so a
        switch pressed by chance, or held down, never starts the hold (nor reaches the sum)."""
        return [(self.back,)]

    def _let_go(self) -> None:
        if self.holding:
            self.holding, self.circle.held = False, 0.0

    def update(self, dt: float) -> None:
        if not self.holding:
            return
        self.circle.held = min(1.0, self.circle.held + dt / HOLD_SECONDS)
        if self.circle.held >= 1.0:
            self.kind_word = ""
            self._show_sum()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        numbers = CHOICES * NUMBER_SIDE + (CHOICES - 1) * NUMBER_GAP  # the card reaches round the numbers
        margin = min(140, (self.layout_size[0] - numbers) // 2 - 20)
        card = pygame.Rect(margin, 100, self.layout_size[0] - 2 * margin, 560)
        panel(surface, card, PAPER, radius=28)
        if self.asking is None:
            words = _("Grown-ups: hold the circle for three seconds.")
        else:
            words = _("{a} + {b} = ?").format(a=self.asking[0], b=self.asking[1])
        size = 64 if self.asking is not None else 32
        text.draw(surface, words, size, (card.centerx, card.top + 24), INK, anchor="midtop",
                  wrap=card.width - 60, centred=True)
        if self.kind_word:
            text.draw(surface, self.kind_word, 30, (card.centerx, card.bottom - 16), INK, anchor="midbottom",
                      wrap=card.width - 60, centred=True)
        self.focus.draw(surface)
