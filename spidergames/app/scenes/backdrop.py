"""The shared city-at-dusk backdrop and header drawn behind menu-like scenes."""

from __future__ import annotations

import pygame

from .. import assets, canvas
from ..ui import text
from ..ui.theme import INK, PAPER

BACKGROUND = "menu/background.bmp"


def backdrop(surface: pygame.Surface, title: str | None = None) -> None:
    """Background picture plus an optional big outlined title. The picture is drawn for the widest canvas,
    in its middle: a narrower one (4:3, 16:10) shows less of the city at its sides."""
    picture = assets.image(BACKGROUND)
    surface.blit(picture, ((surface.get_width() - picture.get_width()) // 2, 0))
    if title:
        text.draw(surface, title, 52, (surface.get_width() // 2, 18), PAPER, anchor="midtop",
                  outline=4, outline_colour=INK)


def city(surface: pygame.Surface) -> None:
    """The city across the whole of a wide canvas (`Scene.backdrop`): its sides continue the picture."""
    canvas.spread(surface, assets.image(BACKGROUND))


def page_heading(surface: pygame.Surface, title: str) -> None:
    """The backdrop with a page's heading over a full page of buttons: smaller than `backdrop`'s title
    and shrunk to fit, so the buttons can start high (the setup's pages)."""
    backdrop(surface)
    text.draw(surface, title, text.fit(title, 44, surface.get_width() - 100), (surface.get_width() // 2, 8), PAPER,
              anchor="midtop", outline=3)
