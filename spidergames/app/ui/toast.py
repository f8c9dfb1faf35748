"""A friendly message bubble that appears for a few seconds (refused moves, warnings)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from . import popup, text
from .draw import panel
from .theme import INK, LOGICAL_SIZE, PAPER

WRAPS = (900, 700, 620, 420, 300)  # widths the message may wrap at, widest first: a narrower one fits between targets


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

    def draw(self, surface: pygame.Surface, y: int = LOGICAL_SIZE[1] - 90,
             keep_clear: Sequence[pygame.Rect] = (), rather: Sequence[pygame.Rect] = ()) -> None:
        """The message centred at height `y`, or, if it would cover something in `keep_clear` (a
        target, the turn badge) or, where it can, in `rather` (the caption), narrower or elsewhere
        (`popup.place`)."""
        if not self.visible:
            return
        screen = surface.get_rect().inflate(-8, -8)
        looks = [text.render(self.message, 28, INK, wrap=wrap) for wrap in WRAPS]
        if text.large_text():  # the last resort: play size, rather than over a target
            looks += [text.render(self.message, text.base_for(text.PLAY), INK, wrap=wrap, shrink="refusal")
                      for wrap in WRAPS]
        heights = (y, screen.top + screen.height // 3)
        wishes = [words.get_rect(center=(screen.centerx, at)).inflate(48, 24) for words in looks for at in heights]
        chosen, rect = popup.place(wishes, keep_clear, screen, rather=rather)
        words = looks[chosen // len(heights)]
        popup.note(surface, rect)
        panel(surface, rect, PAPER, radius=24)
        surface.blit(words, words.get_rect(center=rect.center))
