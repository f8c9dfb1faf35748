"""Test set-up: no window, no sound card, a private user folder for every app."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SPIDERGAMES_LANGUAGE", "en")  # the computer's language, whatever this machine speaks


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[object]:
    """A real App (dummy video) whose settings and saves live in a temporary folder."""
    import pygame

    from spidergames.app.application import App

    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=False)
    yield application
    application.speech.close()  # its worker uses the mixer pygame.quit() tears down
    pygame.quit()


@pytest.fixture(autouse=True)
def _english_and_normal_text_after() -> Iterator[None]:
    """Each test starts in English at the normal text size, whatever the test before it switched to
    (a test that changed language and failed before putting it back left the next one in French)."""
    yield
    from spidergames.app import i18n
    from spidergames.app.ui import text

    i18n.install("en")
    text.set_large_text(False)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slow tier's long tests first (in their own order), the quick ones after: two workers then end
    on short tests rather than one of them alone on a long demo while the other waits."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
