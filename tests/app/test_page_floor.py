"""A page's least text follows the screen it is shown on (issue #30): 28 physical px from 1280x720 up, 24
under, never asked under 22 logical px; with Large text at least play size as drawn."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from spidergames.app import canvas
from spidergames.app.ui import text
from spidergames.app.ui.theme import LOGICAL_SIZE


@pytest.fixture(autouse=True)
def _screen_known(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The canvas follows the screen here, not the width the other tests hold it at."""
    monkeypatch.delenv("SPIDERGAMES_CANVAS", raising=False)
    yield
    canvas.use(LOGICAL_SIZE)
    text.set_large_text(False)


def shown(screen: tuple[int, int]) -> None:
    canvas.use(canvas.size_for(screen), screen=screen)


@pytest.mark.parametrize(("screen", "least"), [((1280, 720), 28), ((1366, 768), 27), ((1280, 800), 26),
                                               ((1024, 768), 23), ((1920, 1080), 22), ((3840, 2160), 22),
                                               ((800, 600), 29)])
def test_the_floor_is_the_least_size_the_screen_shows_at_its_physical_floor(screen: tuple[int, int],
                                                                             least: int) -> None:
    shown(screen)
    physical = 28 if screen[0] >= 1280 and screen[1] >= 720 else 24
    assert text.page_floor() == least
    assert least * canvas.shown_scale() >= physical or least == text.PAGE_LEAST
    assert (least - 1) * canvas.shown_scale() < physical or least == text.PAGE_LEAST


@pytest.mark.parametrize("screen", [(1280, 720), (1366, 768), (1280, 800), (1024, 768), (1920, 1080)])
def test_large_text_draws_the_floor_at_least_at_play_size(screen: tuple[int, int]) -> None:
    shown(screen)
    normal = text.page_floor()
    text.set_large_text(True)
    drawn = text.scaled_size(text.page_floor())
    assert drawn >= max(normal, text.PLAY)
    assert drawn * canvas.shown_scale() >= (28 if screen[0] >= 1280 else 24)


def test_an_unknown_screen_is_a_1280x720_one() -> None:
    canvas.use(LOGICAL_SIZE)
    assert canvas.shown_scale() == 1.0 and canvas.shown_on() == LOGICAL_SIZE
    assert text.page_floor() == 28


def test_a_held_canvas_is_laid_out_as_on_its_own_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """`SPIDERGAMES_CANVAS` shows one layout the same on every screen (the tests' 1280 on SDL's dummy
    1024x768 desktop would otherwise ask 30 px pages)."""
    monkeypatch.setenv("SPIDERGAMES_CANVAS", "1280")
    canvas.use((1280, 720), screen=(1024, 768))
    assert canvas.shown_scale() == 1.0 and text.page_floor() == 28


def test_the_window_tells_the_canvas_its_screen(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    import pygame

    from spidergames.app.application import App

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=True)
    try:
        assert canvas.shown_on() == (1366, 768) and canvas.shown_scale() == pytest.approx(768 / 720)
        assert text.page_floor() == 27
    finally:
        app.speech.close()
        pygame.quit()
