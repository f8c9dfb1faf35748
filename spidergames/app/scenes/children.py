"""The classroom list in the grown-ups' corner: every child's picture, paged as "Who's playing?" pages
them (the arrows show the next page's faces), "+" for a new child, "Export the class" (every child in
one file, for a teacher moving computers) and "Bring in a child" for one (or a class) from another
computer. Choosing a child opens their page (`child_page`).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from ..i18n import _
from ..profile_files import class_path, export_folder
from ..profile_prompts import CHILDREN
from ..ui.theme import GREEN, RED, SKY
from ..ui.widgets import Button
from .backdrop import page_heading
from .child_page import tell_written
from .who import PagedScene

if TYPE_CHECKING:
    from ..profiles import Profile

BOTTOM = 618


class ChildrenScene(PagedScene):
    """Every child's profile as a big picture; a tap opens that child's page."""

    def enter(self) -> None:
        self._build()
        self.app.speech.say_lines([CHILDREN], ())

    def resume(self) -> None:
        self._build()  # a child renamed, deleted, made or brought in

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        self.add_faces(self.app.profiles.in_order(), self._open, {})
        self.focus.add(Button(pygame.Rect(40, BOTTOM + 12, 220, 76), _("Back"), self._back, icon="ui/back.png",
                              fill=RED))
        across = self.layout_size[0]
        wide = (across - 40 - 290 - 150 - 2 * 20) // 2  # Export the class and Bring in a child share the rest
        self.focus.add(Button(pygame.Rect(290, BOTTOM, 150, 90), "+", self._new, icon="ui/human.png", fill=GREEN,
                              enabled=not self.app.profiles.full, size=44))
        self.focus.add(Button(pygame.Rect(460, BOTTOM, min(340, wide), 90), _("Export the class"), self._export,
                              icon="ui/export.png", fill=GREEN, enabled=bool(self.app.profiles.profiles), size=26))
        self.focus.add(Button(pygame.Rect(across - 40 - min(400, wide), BOTTOM, min(400, wide), 90),
                              _("Bring in a child"), self._bring_in, icon="ui/bring_in.png", fill=SKY,
                              enabled=not self.app.profiles.full))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def rebuild(self) -> bool:
        self._build()
        return True

    def _open(self, profile_id: str) -> None:
        from .child_page import ChildScene

        self.app.scenes.push(ChildScene(self.app, self.app.profiles.profiles[profile_id]))

    def _new(self) -> None:
        from .new_profile import NewProfileScene

        self.app.scenes.push(NewProfileScene(self.app, self._made))

    def _made(self, profile: Profile) -> None:
        """A new child is the last: their page is the one shown."""
        self.page = (len(self.app.profiles.profiles) - 1) // self.per_page
        self._build()

    def _export(self) -> None:
        """Every child in one file, for a teacher moving to another computer; the card says where."""
        path = class_path(export_folder(), datetime.now())
        tell_written(self.app, path, self.app.profiles.export_class(path))

    def _bring_in(self) -> None:
        from .bring_in import BringInScene

        self.app.scenes.push(BringInScene(self.app))

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        page_heading(surface, _("Children"))
        self.focus.draw(surface)
