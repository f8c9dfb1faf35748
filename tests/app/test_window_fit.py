"""The first window fits the screen it opens on, keeps the canvas's shape, can be made smaller than
the canvas, and full screen covers the whole screen (the canvas letterboxed in it)."""

from __future__ import annotations

import pygame
import pytest

from spidergames.app.application import App
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.app.window import CHROME, SMALLEST_WINDOW, window_size

SCREENS = [(1024, 768), (1280, 720), (1366, 768), (1920, 1080), (3840, 2160)]
EXPECTED = {(1024, 768): (1008, 567), (1280, 720): (1109, 624), (1366, 768): (1194, 672),
            (1920, 1080): (1749, 984), (3840, 2160): (3669, 2064)}


@pytest.mark.parametrize("desktop", SCREENS)
def test_the_window_is_the_largest_16_9_that_fits(desktop: tuple[int, int]) -> None:
    width, height = window_size(desktop)
    assert (width, height) == EXPECTED[desktop]
    assert width <= desktop[0] - CHROME[0] and height <= desktop[1] - CHROME[1]  # title bar and taskbar fit
    assert abs(width / height - LOGICAL_SIZE[0] / LOGICAL_SIZE[1]) < 0.003
    assert width + 2 > desktop[0] - CHROME[0] or height + 2 > desktop[1] - CHROME[1]  # nothing to spare


def test_a_tiny_screen_still_gets_a_usable_window() -> None:
    assert window_size((200, 150)) == SMALLEST_WINDOW


SDL_DESKTOP = pygame.display.get_desktop_sizes  # the dummy driver's own screen, whatever we pretend


def screen() -> tuple[int, int]:
    width, height = SDL_DESKTOP()[0]
    return (width, height)


@pytest.fixture
def desktop(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> tuple[int, int]:
    """A pretend desktop of this size (full screen still takes the dummy driver's real one)."""
    size: tuple[int, int] = request.param
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])
    return size


@pytest.mark.parametrize("desktop", SCREENS, indirect=True)
def test_the_app_opens_at_that_size_and_draws(desktop: tuple[int, int], tmp_path, monkeypatch) -> None:
    from spidergames.app.scenes.menu import MenuScene

    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=False)
    try:
        window = app.window()
        assert window.size == window_size(desktop)
        assert window.minimum_size == SMALLEST_WINDOW  # smaller than the canvas is allowed
        assert app.screen.get_size() == LOGICAL_SIZE  # every scene still draws on the canvas
        app.scenes.push(MenuScene(app))
        app.frame(1 / 60)
        window.size = (640, 360)
        assert window.size == (640, 360)
        app.toggle_fullscreen()
        assert app.settings.fullscreen and pygame.display.is_fullscreen()
        assert window.size == screen() and window.position == (0, 0)
        app.toggle_fullscreen()
        assert not app.settings.fullscreen and window.size == window_size(desktop) and not window.borderless
    finally:
        pygame.quit()


@pytest.mark.parametrize("desktop", [(1366, 768)], indirect=True)
def test_starting_in_full_screen_covers_the_screen(desktop: tuple[int, int], tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=True)
    try:
        assert app.window().size == screen() and app.window().position == (0, 0)
        assert pygame.display.is_fullscreen() and app.screen.get_size() == LOGICAL_SIZE
    finally:
        pygame.quit()
