"""The end-of-game count: each seat's pieces of score turned over one by one, the sums growing.

A game that adds up cards, villains or Powers at the end hands the rows to `TallyScene`; it counts
at a pace a child can follow (half a second an item), every number stays on screen, a click or
Enter hurries it, and then it hands over to the results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...core.protocol import Seat
from ..i18n import N_, _
from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.draw import dim, panel, portrait
from ..ui.theme import INK, PAPER, RED, YELLOW, player_rgb
from .sprites import Picture, picture

if TYPE_CHECKING:
    from ..application import App

STEP_SECONDS = 0.5
HOLD_SECONDS = 1.5


@dataclass(frozen=True)
class TallyItem:
    """One thing that scores: drawn as `back` until counted, then as `face` with its value."""

    face: Picture
    value: int
    back: Picture | None = None


@dataclass(frozen=True)
class TallyRow:
    seat: Seat
    items: tuple[TallyItem, ...]


class TallyScene(Scene):
    """Counts row after row over the dimmed table, then calls `then` (the results)."""

    opaque = False
    animating = True

    def __init__(self, app: App, rows: Sequence[TallyRow], then: Callable[[], None], *,
                 title: str = N_("Let's count!")) -> None:
        super().__init__(app)
        self.rows = tuple(rows)
        self.then = then
        self.title = title
        self.counted = [0] * len(self.rows)
        self.clock = 0.0
        self._order = [(r, k) for r, row in enumerate(self.rows) for k in range(len(row.items))]
        self._next = 0
        self._done_at: float | None = None if self._order else 0.0

    def total(self, row: int) -> int:
        return sum(item.value for item in self.rows[row].items[: self.counted[row]])

    def update(self, dt: float) -> None:
        self.clock += dt
        while self._next < len(self._order) and self.clock >= (self._next + 1) * STEP_SECONDS:
            self._count_one()
        if self._done_at is not None and self.clock - self._done_at >= HOLD_SECONDS:
            self._finish()

    def _count_one(self) -> None:
        row, _ = self._order[self._next]
        self._next += 1
        self.counted[row] += 1
        self.app.sound("card_flip")
        if self._next == len(self._order):
            self._done_at = self.clock

    def _finish(self) -> None:
        self._done_at = None
        self.app.scenes.pop(self)
        self.then()

    def handle(self, intent: Intent) -> None:
        if intent.kind in (Kind.PRESS, Kind.ACTIVATE, Kind.BACK):
            if self._next < len(self._order):
                while self._next < len(self._order):
                    self._count_one()
            else:
                self._finish()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        area = surface.get_rect().inflate(-120, -60)
        text.draw(surface, _(self.title), 44, (area.centerx, area.top - 8), YELLOW, anchor="midtop", outline=3)
        area.top += 56
        area.height -= 56
        n = max(1, len(self.rows))
        h = min(140, (area.height - 10 * (n - 1)) // n)
        for r, row in enumerate(self.rows):
            box = pygame.Rect(area.left, area.top + r * (h + 10), area.width, h)
            self._draw_row(surface, box, r, row)

    def _draw_row(self, surface: pygame.Surface, box: pygame.Rect, r: int, row: TallyRow) -> None:
        panel(surface, box, PAPER, radius=18)
        portrait(surface, row.seat.character, (box.left + box.height // 2 + 4, box.centery), box.height - 30,
                 ring=player_rgb(row.seat.colour))
        name, size = text.shorten(row.seat.name, 28, 200)
        text.draw(surface, name, size, (box.right - 110, box.top + 6), INK, anchor="midtop")
        text.draw(surface, str(self.total(r)), 60, (box.right - 110, box.bottom - 8), RED, anchor="midbottom",
                  outline=3, outline_colour=INK)
        items = row.items
        card = (int((box.height - 20) * 5 / 7), box.height - 20)
        room = box.width - box.height - 250
        step = min(card[0] + 8, room // max(1, len(items)))
        for k, item in enumerate(items):
            counted = k < self.counted[r]
            image = item.face if counted or item.back is None else item.back
            at = (box.left + box.height + 14 + k * step, box.top + 10)
            surface.blit(picture(image, card), at)
            if counted:
                badge = (at[0] + card[0] - 14, at[1] + card[1] - 14)
                pygame.draw.circle(surface, INK, badge, 17)
                pygame.draw.circle(surface, YELLOW, badge, 14)
                text.draw(surface, str(item.value), 20, badge, INK, anchor="center")
