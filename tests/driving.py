"""Drive the app headless with real SDL events, as a child's clicks and key presses would."""

from __future__ import annotations

import pygame

from spidergames.app.application import App

DT = 1 / 60


def click(app: App, pos: tuple[float, float], button: int = 1, frames: int = 1) -> None:
    """A real mouse press at logical coordinates, then `frames` frames."""
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=button, touch=False)
    pygame.event.post(event)
    for _ in range(frames):
        app.frame(DT)


def key(app: App, code: int, mod: int = 0, frames: int = 1) -> None:
    """A real key press, then `frames` frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.frame(DT)
