"""A child's own captured villains, face up, until they press Done (the others look away)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from spidergames.app import assets
from spidergames.app.i18n import _
from spidergames.app.scenes.overlays import Overlay
from spidergames.app.ui import text
from spidergames.app.ui.draw import dim, panel, portrait
from spidergames.app.ui.theme import GREEN, INK, PAPER, player_rgb
from spidergames.app.ui.widgets import Button

from .view_table import villain_image

if TYPE_CHECKING:
    from spidergames.app.application import App

    from .scene import WebRaceScene


class PeekScene(Overlay):
    """Draws from the owner's observation of the position: only their villains are in it."""

    def __init__(self, app: App, game: WebRaceScene, seat: int) -> None:
        super().__init__(app)
        self.game, self.seat = game, seat
        area = game.layout.area("peek")
        done = Button(pygame.Rect(area.centerx - 130, area.bottom - 96, 260, 76), _("Done"), self.close,
                      icon="ui/play.png", fill=GREEN)
        self.focus.add(done)
        self.focus.focus = 0

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        area = self.game.layout.area("peek")
        seat = self.game.seats[self.seat]
        panel(surface, area, PAPER, radius=26, border=5)
        portrait(surface, seat.character, (area.left + 60, area.top + 60), 84, ring=player_rgb(seat.colour))
        villains = self.game.display.view_as(self.seat).my_villains
        total = sum(v.points for v in villains)
        text.draw(surface, f"{seat.name}: {total}", 40, (area.left + 120, area.top + 60), INK, anchor="midleft")
        if not villains:
            text.draw(surface, _("No villains yet!"), 36, area.center, INK, anchor="center")
        step = min(130, (area.width - 40) // max(1, len(villains)))
        for k, villain in enumerate(villains):
            img = assets.scaled(villain_image(villain), (120, 168))
            surface.blit(img, (area.left + 20 + k * step, area.top + 120))
        self.focus.draw(surface)
