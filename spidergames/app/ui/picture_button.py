"""A button that is a child's picture: a big portrait in its colour, their first name under it if any.

A child who cannot read finds themselves by the face; a chosen one is drawn pressed in, green, with
the number of their place at the table in its corner.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import record, text
from .draw import drop_shadow, focus_ring, number_badge, panel, portrait
from .theme import INK, player_rgb
from .widgets import Button

NAME = 28
"""The first name under a picture: play size, as the seats show it."""


@dataclass
class PictureButton(Button):
    """A portrait (`picture`) ringed in `colour`, the first name (`label`) below; `place` > 0 marks a
    chosen one, drawn pressed in with its number."""

    picture: str = "spider-man"
    colour: str = "red"
    place: int = 0

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        record.note(surface, "button", self.rect, hit=self.hit, enabled=self.enabled)
        face = self.face
        if not self.selected:
            drop_shadow(surface, face, 22)
        fill = (255, 255, 255) if self.hovered else self.fill
        panel(surface, face, fill, radius=22, border=6 if self.selected else 4, shadow=False)
        size = text.fit(self.label, NAME, face.width - 16, least=text.base_for(text.PLAY)) if self.label else 0
        name_room = text.render(self.label, size, INK).get_height() + 8 if self.label else 0
        side = min(face.width - 34, face.height - name_room - 34)
        centre = (face.centerx, face.top + 14 + side // 2 + 3)
        portrait(surface, self.picture, centre, side, ring=player_rgb(self.colour))
        if self.label:
            text.draw(surface, self.label, size, (face.centerx, face.bottom - 8), INK, anchor="midbottom")
        if self.place:
            number_badge(surface, self.place, (face.left + 26, face.top + 26))
        if focused:
            focus_ring(surface, face)
