"""Starting a game from the app's buttons builds its scene beside the frame loop: frames go on (the
screen before in view, lightly veiled, never dark) until it is ready, then the screen dissolves into it."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from spidergames.app import i18n
from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import DissolveScene
from spidergames.app.table import layers, opening
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import open_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.app.ui import text
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game, load_info
from spidergames.games.somethingwild.view_guide import draw_hand_label


def lightness(surface: pygame.Surface) -> float:
    """The screen's mean brightness, 0 to 255."""
    return sum(pygame.transform.average_color(surface)[:3]) / 3


@pytest.mark.parametrize("fps", (24, 60, 144))
@pytest.mark.parametrize("slow", (False, True), ids=("as built", "a slow build"))
def test_starting_a_game_shows_no_dark_frame(app: App, monkeypatch, fps: int, slow: bool) -> None:
    """From the setup screen's Start to the game, every frame at real speed is as light as the lighter
    of the two screens' darker one would allow (a blend of both): the screen never goes dark, however
    long the scene takes to build."""
    from spidergames.app.scenes.setup import SetupScene

    if slow:
        real = opening.scene_class("webrace")
        assert real is not None

        class SlowScene(real):  # type: ignore[misc, valid-type]
            def __init__(self, *args: object) -> None:
                pygame.time.wait(700)
                super().__init__(*args)

        monkeypatch.setattr(opening, "scene_class", lambda game_id: SlowScene)
    app.scenes.push(MenuScene(app))
    setup = SetupScene(app, "webrace")
    app.scenes.push(setup)
    app.frame(1 / fps)
    before = lightness(app.screen)
    next(b for b in setup.focus.buttons if b.label == "Start!").on_click()
    seen = []
    deadline = time.monotonic() + 60  # the build runs on its own thread: a loaded machine builds slower
    while not isinstance(app.scenes.top, GameScene) and time.monotonic() < deadline:
        app.frame(1 / fps)
        seen.append(lightness(app.screen))
        pygame.time.wait(2)
    assert isinstance(app.scenes.top, GameScene)
    after = lightness(app.screen)
    floor = 0.7 * min(before, after)
    assert all(light >= floor for light in seen), f"a frame at {min(seen):.0f} (at least {floor:.0f})"


def test_the_screen_stays_in_view_while_the_scene_is_built_then_shows_it(app: App, monkeypatch) -> None:
    real = opening.scene_class("yahtzee")
    assert real is not None
    go, built_on = threading.Event(), []

    class SlowScene(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: object) -> None:
            built_on.append(threading.current_thread())
            assert go.wait(10)  # a slow build: the frames must not wait for it
            super().__init__(*args)

    monkeypatch.setattr(opening, "scene_class", lambda game_id: SlowScene)
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    match = Match(load_game("yahtzee"), GameConfig((Seat("Ann", HUMAN, "red"), Seat("Ben", HUMAN, "blue"))), 1)
    assert open_game_scene(app, match)
    menu = app.screen.copy()
    for _ in range(60):  # a second: three times the dissolve
        app.frame(1 / 60)
    assert built_on and built_on[0] is not threading.main_thread()
    assert isinstance(app.scenes.top, DissolveScene)
    assert not any(isinstance(s, GameScene) for s in app.scenes.stack)
    assert lightness(app.screen) > 0.7 * lightness(menu)  # the menu in view, lightly veiled, not dark
    go.set()
    deadline = time.monotonic() + 30  # the build runs on its own thread: a loaded machine builds slower
    while not isinstance(app.scenes.top, SlowScene) and time.monotonic() < deadline:
        app.frame(1 / 60)
        pygame.time.wait(1)
    assert isinstance(app.scenes.top, SlowScene)
    assert app.saves.exists()


def robot_match(game_id: str) -> Match:
    players = load_info(game_id).max_players
    colours = ("red", "blue", "green", "yellow")
    return Match(load_game(game_id), GameConfig(tuple(Seat(f"Robot {k + 1}", "normal", colours[k])
                                                     for k in range(players))), 3)


def painted_later(app: App, scene: GameScene) -> int:
    """How many seat panels and turn badges drawing each seat's turn now paints (0: all prepared)."""
    painted = layers._card_picture.cache_info().misses  # type: ignore[attr-defined]
    shown = scene.display.turn
    for seat in range(len(scene.seats)):
        scene.display.turn = seat
        scene.draw(pygame.Surface(app.screen.get_size(), 0, app.screen))
    scene.display.turn = shown
    return int(layers._card_picture.cache_info().misses - painted)  # type: ignore[attr-defined]


def shown_game(app: App) -> GameScene:
    """Frames until the fade has shown its game scene (the robot-free tables wait for nobody)."""
    for _ in range(240):
        app.frame(1 / 60)
        pygame.time.wait(1)
        if isinstance(app.scenes.top, GameScene):
            return app.scenes.top
    raise AssertionError("the game scene never showed")


@pytest.mark.parametrize("game_id", game_ids())
def test_each_seats_turn_is_painted_while_the_scene_is_prepared(app: App, game_id: str) -> None:
    """Each seat's panel as the one playing and its turn badge are painted during the fade: a turn
    passing later finds them made (each cost its frame 1-3 ms when first painted there)."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    assert open_game_scene(app, robot_match(game_id))
    for _ in range(240):
        app.frame(1 / 60)
        pygame.time.wait(1)
        if any(isinstance(s, GameScene) for s in app.scenes.stack):
            break
    scene = next(s for s in app.scenes.stack if isinstance(s, GameScene))
    assert painted_later(app, scene) == 0, "a seat's turn was painted after the fade"


@pytest.mark.parametrize("game_id", game_ids())
def test_each_robots_thinking_words_are_rendered_while_the_scene_is_prepared(app: App, game_id: str) -> None:
    """A robot's first turn finds its "NAME is thinking" words rendered (one to three dots), and in
    Something Wild the label of its hand: they cost the frame its turn begins 0.3-1.3 ms, on top of
    composing the table again."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    assert open_game_scene(app, robot_match(game_id))
    scene = shown_game(app)
    rendered = text._render.cache_info().misses  # type: ignore[attr-defined]
    for seat in range(len(scene.seats)):
        scene.thinking_bubble(seat).bubble_rect()
        if game_id == "somethingwild":
            draw_hand_label(app.screen.copy(), i18n._("{name}'s cards").format(name=scene.seats[seat].name),
                            scene.layout.hand_label_box())  # type: ignore[attr-defined]
    assert text._render.cache_info().misses == rendered, "words of a robot's turn rendered after the fade"


@pytest.mark.parametrize("game_id", ["yahtzee", "labyrinth"])
def test_play_again_keeps_the_pictures_the_new_scene_prepared(app: App, game_id: str) -> None:
    """"Play again" on the results fades from the old game into a new one prepared on a helper
    thread: leaving the old game must not throw away what the new one loaded and painted then."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    assert open_game_scene(app, robot_match(game_id))
    old = shown_game(app)
    app.scenes.push(ResultsScene(app, old))
    app.frame(1 / 60)
    again = next(b for b in app.scenes.top.focus.buttons if b.label == "Play again")
    again.on_click()
    app.frame(1 / 60)
    assert app.scenes.top is not old
    scene = shown_game(app)
    assert scene is not old
    assert painted_later(app, scene) == 0, "the prepared pictures were thrown away"


def test_quitting_while_the_next_game_is_built_waits_for_it(app: App, monkeypatch) -> None:
    """The family closes the window during the fade: the app waits for the scene being built on its helper
    thread before it quits pygame (the scene's fonts and pictures would go from under it: SDL_ttf crashes)."""
    real = opening.scene_class("yahtzee")
    assert real is not None
    go, built = threading.Event(), []

    class SlowScene(real):  # type: ignore[misc, valid-type]
        def __init__(self, *args: object) -> None:
            assert go.wait(10)
            if pygame.font.get_init():  # (quit under it, it would crash here instead of failing the test)
                super().__init__(*args)
            built.append(pygame.font.get_init())

    monkeypatch.setattr(opening, "scene_class", lambda game_id: SlowScene)
    quit_when: list[list[bool]] = []
    real_quit = pygame.quit
    monkeypatch.setattr(pygame, "quit", lambda: quit_when.append(list(built)) or real_quit())
    match = Match(load_game("yahtzee"), GameConfig((Seat("Ann", HUMAN, "red"), Seat("Ben", HUMAN, "blue"))), 1)

    class Quit(MenuScene):
        def update(self, dt: float) -> None:
            super().update(dt)
            if not hasattr(self, "started") and open_game_scene(self.app, match):
                self.started = True
                pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close button, at once
                threading.Timer(0.3, go.set).start()  # the build takes a while yet

    app.run(Quit(app))
    assert quit_when == [[True]], "pygame was quit before the scene being built was done with it"
