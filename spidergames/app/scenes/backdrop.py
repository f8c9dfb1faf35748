"""The shared city-at-dusk backdrop and header drawn behind menu-like scenes."""

from __future__ import annotations

import pygame

from .. import assets
from ..ui import text
from ..ui.theme import INK, LOGICAL_SIZE, PAPER

BACKGROUND = "menu/background.bmp"


def backdrop(surface: pygame.Surface, title: str | None = None) -> None:
    """Background picture plus an optional big outlined title."""
    surface.blit(assets.image(BACKGROUND), (0, 0))
    if title:
        text.draw(surface, title, 52, (LOGICAL_SIZE[0] // 2, 18), PAPER, anchor="midtop",
                  outline=4, outline_colour=INK)


def page_heading(surface: pygame.Surface, title: str) -> None:
    """The backdrop with a page's heading over a full page of buttons: smaller than `backdrop`'s title
    and shrunk to fit, so the buttons can start high (the setup's pages)."""
    backdrop(surface)
    text.draw(surface, title, text.fit(title, 44, 1180), (LOGICAL_SIZE[0] // 2, 8), PAPER, anchor="midtop",
              outline=3)
