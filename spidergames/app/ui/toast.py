"""A friendly message bubble that appears for a few seconds (refused moves, warnings)."""

from __future__ import annotations

import pygame

from . import popup, text
from .draw import panel
from .theme import INK, LOGICAL_SIZE, PAPER


class Toast:
    """Shows one message at a time near the bottom of the screen."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0

    def show(self, message: str, seconds: float = 3.5) -> None:
        self.message, self.left = message, seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def visible(self) -> bool:
        return self.left > 0 and bool(self.message)

    def draw(self, surface: pygame.Surface, y: int = LOGICAL_SIZE[1] - 90) -> None:
        if not self.visible:
            return
        words = text.render(self.message, 28, INK, wrap=900)
        rect = words.get_rect(center=(LOGICAL_SIZE[0] // 2, y)).inflate(48, 28)
        panel(surface, rect, PAPER, radius=24)
        popup.note(surface, rect)
        surface.blit(words, words.get_rect(center=rect.center))
