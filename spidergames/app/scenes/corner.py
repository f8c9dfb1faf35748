"""The grown-ups' corner, behind the gate (`gate.py`): settings, full screen on or off, the break
reminder, the children's profiles and records, quitting.

Each thing a grown-up may do here is one `Entry` in `ENTRIES` (its words now, its picture, what it
does), laid out two to a row; adding one is one line (a profile's deletion, the classroom list).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..i18n import N_, _
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, PAPER, RED, SKY, YELLOW
from ..ui.widgets import Button
from .gate import GateScene
from .page import Page

if TYPE_CHECKING:
    from ..application import App

ENTRY_W, ENTRY_H, ENTRY_GAP, ENTRIES_TOP = 500, 96, 24, 120  # three rows, and the words under them


@dataclass(frozen=True)
class Entry:
    """One thing to do in the corner: its words for the app as it is now (a message id), its picture
    and fill, and what a press does."""

    words: Callable[[App], str]
    icon: str  # an asset name; "": words alone
    fill: tuple[int, int, int]
    act: Callable[[CornerScene], None]


def always(words: str) -> Callable[[App], str]:
    """Words that do not change with the app's state."""
    return lambda _app: words


def _screen_words(app: App) -> str:
    return N_("Leave full screen") if app.settings.fullscreen else N_("Full screen")


ENTRIES: tuple[Entry, ...] = (
    Entry(always(N_("Settings")), "ui/settings.png", SKY, lambda corner: corner.open_settings()),
    Entry(_screen_words, "", YELLOW, lambda corner: corner.toggle_fullscreen()),
    Entry(always(N_("Break reminder")), "ui/pause.png", GREEN, lambda corner: corner.open_settings("break_minutes")),
    Entry(always(N_("Records")), "ui/rules.png", SKY, lambda corner: corner.open_records()),
    Entry(always(N_("Children")), "ui/children.png", YELLOW, lambda corner: corner.open_children()),
    Entry(always(N_("Quit spidergames")), "ui/back.png", RED, lambda corner: corner.quit()),
)


def open_corner(app: App, rng: random.Random | None = None) -> None:
    """The gate first; the corner once a grown-up passed it."""
    app.scenes.push(GateScene(app, lambda: app.scenes.push(CornerScene(app)), rng))


class CornerScene(Page):
    """`ENTRIES` as big buttons, two to a row, under a title; Back or Esc leaves."""

    def enter(self) -> None:
        self._build()

    def resume(self) -> None:
        self._build(self.focus.focus)  # Settings may have changed the language or the full screen

    def rebuild(self) -> bool:
        self._build(self.focus.focus)
        return True

    def entry_width(self) -> int:
        """Two entries to a row, narrower on a narrower canvas (the panel keeps 40 px round them)."""
        return min(ENTRY_W, (self.layout_size[0] - 2 * 80 - ENTRY_GAP) // 2)

    def _build(self, keep_focus: int = -1) -> None:
        self.focus.clear()
        width = self.entry_width()
        left = (self.layout_size[0] - 2 * width - ENTRY_GAP) // 2
        for i, entry in enumerate(ENTRIES):
            rect = pygame.Rect(left + (i % 2) * (width + ENTRY_GAP), ENTRIES_TOP + (i // 2) * (ENTRY_H + ENTRY_GAP),
                               width, ENTRY_H)
            self.focus.add(Button(rect, _(entry.words(self.app)), partial(entry.act, self), icon=entry.icon or None,
                                  fill=entry.fill, size=32))
        self.focus.add(Button(pygame.Rect(16, 10, 220, 72), _("Back"), self.close, icon="ui/back.png", fill=RED))
        self.focus.focus = keep_focus

    def open_settings(self, at: str = "") -> None:
        from .settings_scene import SettingsScene

        self.app.scenes.push(SettingsScene(self.app, at))

    def open_children(self) -> None:
        from .children import ChildrenScene  # the classroom list: each child's page, bring one in

        self.app.scenes.push(ChildrenScene(self.app))

    def open_records(self) -> None:
        from .records import RecordsScene

        self.app.scenes.push(RecordsScene(self.app))

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._build(self.focus.focus)

    def quit(self) -> None:
        from .overlays import ask_to_quit

        ask_to_quit(self.app)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("Grown-ups' corner"))
        rows = (len(ENTRIES) + 1) // 2
        bottom = ENTRIES_TOP + rows * (ENTRY_H + ENTRY_GAP) - ENTRY_GAP
        across = self.layout_size[0]
        margin = min(90, (across - 2 * self.entry_width() - ENTRY_GAP) // 2 - 40)
        panel(surface, pygame.Rect(margin, ENTRIES_TOP - 30, across - 2 * margin, bottom - ENTRIES_TOP + 60), PAPER,
              radius=28)
        self.focus.draw(surface)
        words = _("Children reach none of this: the menu's Grown-ups button asks for a three-second hold "
                  "and a sum first.")
        text.draw(surface, words, text.page(24), (across // 2, bottom + 40), PAPER, anchor="midtop", outline=2,
                  wrap=across - 200, centred=True)
