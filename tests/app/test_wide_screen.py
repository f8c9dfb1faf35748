"""Screens wider than 16:9 (issue #30): the canvas takes the screen's shape, so SDL shows no bars; the
scenes lay out for 1280 in its middle, each one's backdrop fills the sides, and a click in the window
lands on what is drawn under it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest
from driving import click, new_match, random_config
from tiers import quick_only

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import PauseScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.app.ui.widgets import Button
from spidergames.core.registry import game_ids

WIDE = (2560, 1080)
STRIP = 200  # px of each side of the 1707 px canvas looked at: its middle starts 213 px in


@pytest.mark.parametrize(("screen", "expected"), [((2560, 1080), 1707), ((3440, 1440), 1720), ((5120, 1440), 2560),
                                                  ((1920, 1080), 1280)], ids=["21:9", "3440x1440", "32:9", "16:9"])
def test_a_wide_screen_gets_a_canvas_of_its_shape(monkeypatch: pytest.MonkeyPatch, screen: tuple[int, int],
                                                  expected: int) -> None:
    """21:9 and 32:9 get a canvas of their own shape at 720 high (32:9 is the widest); 16:9 stays 1280."""
    monkeypatch.delenv("SPIDERGAMES_CANVAS", raising=False)
    assert canvas.width_for(screen) == expected
    assert canvas.size_for(screen) == (expected, canvas.HEIGHT)


@pytest.fixture
def wide(monkeypatch: pytest.MonkeyPatch, tmp_path) -> Iterator[App]:
    """The app full screen on a 2560x1080 desktop, the canvas left to the screen."""
    monkeypatch.delenv("SPIDERGAMES_CANVAS", raising=False)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [WIDE])
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=True)
    app.autoplay = True  # no fades to wait for
    try:
        assert app.screen.get_size() == (1707, 720), "a 21:9 screen's canvas is its shape: no bars"
        yield app
    finally:
        pygame.quit()
        canvas.use(LOGICAL_SIZE)


def middle_x(app: App) -> int:
    """Where the scenes' 1280 px picture starts on the window's canvas."""
    return (app.screen.get_width() - LOGICAL_SIZE[0]) // 2


def sides(surface: pygame.Surface) -> list[pygame.Surface]:
    return [surface.subsurface((0, 0, STRIP, 720)), surface.subsurface((surface.get_width() - STRIP, 0, STRIP, 720))]


def assert_no_bars(app: App) -> None:
    """The outer strips of the window are the bottom scene's own backdrop (`Scene.backdrop`: the web race's
    is the plain night its table stands on beside the web), not black bars."""
    scene = app.scenes.stack[0]
    own = pygame.Surface(app.screen.get_size())
    scene.backdrop(own)
    for shown, drawn in zip(sides(app.screen), sides(own), strict=True):
        colours = {tuple(shown.get_at((x, y)))[:3] for x in range(0, STRIP, 20) for y in range(0, 720, 40)}
        assert colours != {(0, 0, 0)}, "a side of the wide screen is a black bar"
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(drawn, "RGB"), \
            f"a side of the wide screen is not {type(scene).__name__}'s backdrop"


def press_at_its_centre(app: App, button: Button) -> None:
    """A real mouse click in window coordinates at the centre of `button` as it is shown: it runs the button."""
    pressed: list[Button] = []
    button.on_click = lambda: pressed.append(button)
    click(app, (button.rect.centerx + middle_x(app), button.rect.centery))
    assert pressed == [button], f"a click at the centre of {button.label!r} as shown did not press it"


def test_the_menu_fills_a_wide_screen_and_its_buttons_take_clicks(wide: App) -> None:
    wide.scenes.push(MenuScene(wide))
    wide.frame(1 / 60)
    menu = wide.scenes.top
    assert isinstance(menu, MenuScene) and menu.layout_size == LOGICAL_SIZE
    assert_no_bars(wide)
    buttons = menu.focus.buttons
    assert (min(b.rect.left for b in buttons) + max(b.rect.right for b in buttons)) // 2 == pytest.approx(640, abs=40)
    for button in (buttons[0], buttons[-1]):  # a game's tile and the last button of the page
        press_at_its_centre(wide, button)


@pytest.mark.parametrize("game_id", game_ids())
def test_setup_takes_clicks_on_a_wide_screen(wide: App, game_id: str) -> None:
    wide.scenes.push(MenuScene(wide))
    wide.scenes.push(SetupScene(wide, game_id))
    wide.frame(1 / 60)
    assert_no_bars(wide)
    setup = wide.scenes.top
    assert isinstance(setup, SetupScene)
    press_at_its_centre(wide, setup.focus.buttons[0])
    press_at_its_centre(wide, setup.focus.buttons[-1])


def table(app: App, game_id: str) -> GameScene:
    """A child and a robot at `game_id`'s table, on the wide screen."""
    app.scenes.push(MenuScene(app))
    match = new_match(game_id, random_config(game_id, random.Random(game_id), players=2, humans=1), seed=7)
    scene = start_game_scene(app, match)
    assert scene is not None
    for _ in range(30):
        app.frame(1 / 60)
    return scene


@pytest.mark.parametrize("game_id", game_ids())
def test_each_game_table_runs_edge_to_edge_and_takes_clicks(wide: App, game_id: str,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's own backdrop fills the sides (drawn once, not every frame), its menu button takes a click
    where it is shown, and the pause card's veil darkens the whole width."""
    scene = table(wide, game_id)
    assert scene.layout_size == LOGICAL_SIZE
    wide.scenes.reset(scene)  # the table alone: no thinking bubble or curtain over it
    wide.frame(1 / 60)
    assert_no_bars(wide)
    calls: list[pygame.Surface] = []
    monkeypatch.setattr(scene, "backdrop", calls.append)
    for _ in range(5):
        wide.frame(1 / 60)
    assert calls == [], "the sides are drawn again only when they change"
    before = sum(sides(wide.screen)[0].get_at((x, 300))[2] for x in range(0, STRIP, 10))
    monkeypatch.undo()
    scene.menu_button.on_click = scene.open_pause  # it waits for nothing: opens the card at once
    click(wide, (scene.menu_button.rect.centerx + middle_x(wide), scene.menu_button.rect.centery), frames=3)
    assert isinstance(wide.scenes.top, PauseScene), "a click on the table's menu button as shown opens the pause card"
    after = sum(sides(wide.screen)[0].get_at((x, 300))[2] for x in range(0, STRIP, 10))
    assert after < before * 0.8, "the pause card's veil darkens the sides too"


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "labyrinth"))
def test_the_sides_under_a_veil_are_drawn_without_making_pictures(wide: App, game_id: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Under the pause card the sides are drawn again every frame (the veil would darken them twice): from
    the pictures made once, not a mirror flipped (0.6 ms) and, at the Labyrinth, its dusk made again each time."""
    import spidergames.games.labyrinth.scene as labyrinth

    scene = table(wide, game_id)
    wide.scenes.reset(scene)
    scene.open_pause()
    for _ in range(3):
        wide.frame(1 / 60)
    made: list[str] = []
    flip = pygame.transform.flip
    monkeypatch.setattr(pygame.transform, "flip", lambda *a: made.append("flip") or flip(*a))
    monkeypatch.setattr(labyrinth, "dusk", lambda size: made.append("dusk") or pygame.Surface(size))
    for _ in range(5):
        wide.frame(1 / 60)
    assert isinstance(wide.scenes.top, PauseScene)
    assert made == [], f"{game_id}: {made[:4]} made while the veiled sides were drawn"
