"""An App in a private user folder, with the dummy video and audio drivers."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from spidergames.app.application import App


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=False)
    yield application
    pygame.quit()


def click(app: App, pos: tuple[int, int]) -> None:
    """A real left click at logical coordinates, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False))
    app.frame(1 / 60)


def key(app: App, key_code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0))
    app.frame(1 / 60)
