"""Item 6 and missing assets: an error during play shows the friendly screen and puts that save
aside (Continue can never walk into the same error again); the error screen, the settings screen and
the log work with any asset missing, and a repeated error or warning is logged once.
"""

from __future__ import annotations

import logging

import pygame
import pytest

from spidergames.app import assets, paths
from spidergames.app.scenes.error import ErrorScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.rulebook import RulesScene
from spidergames.app.scenes.settings_scene import SettingsScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import load_game


def run(app, frames: int) -> None:
    """The real main loop (its error handling included), keeping the display for the test."""
    original_quit = pygame.quit
    pygame.quit = lambda: None
    try:
        app.running = True
        app.run(app.scenes.stack.pop() if app.scenes.stack else MenuScene(app), max_frames=frames)
    finally:
        pygame.quit = original_quit


def test_an_error_in_play_sets_the_save_aside_and_continue_cannot_repeat_it(app, tmp_path, monkeypatch) -> None:
    info = load_game("yahtzee").info
    seats = (Seat("Ann", "human", "red", info.characters[0]), Seat("Robot", "godlike", "blue", info.characters[0]))
    match = Match(load_game("yahtzee"), GameConfig(seats), 3)
    app.autoplay = True
    start_game_scene(app, match)  # an unknown level that slipped past: the robot's turn will crash
    match.play(match.legal_actions()[0])
    while match.current_player == 0:
        match.play(next(a for a in match.legal_actions() if "score" in str(a)) if len(match.history) > 3
                   else match.legal_actions()[0])
    app.saves.save(match)
    game = app.scenes.top
    app.scenes.stack.pop()
    app.scenes.stack.append(game)
    run(app, 5)
    assert isinstance(app.scenes.top, ErrorScene)
    assert "put aside" in app.scenes.top.comfort
    assert not app.saves.exists() and list(tmp_path.glob("savegame.damaged-*.json"))
    app.scenes.top._menu()  # "Back to the menu"
    app.frame(1 / 60)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    assert not any(b.label == "Continue" for b in menu.focus.buttons)
    assert "put aside" in (menu.toast.message or "")


def test_an_error_outside_a_game_keeps_the_save(app, tmp_path) -> None:
    class Broken(MenuScene):
        def update(self, dt: float) -> None:
            raise RuntimeError("menu bug")

    info = load_game("yahtzee").info
    app.saves.save(Match(load_game("yahtzee"), GameConfig((Seat("Ann", "human", "red", info.characters[0]),)), 3))
    kept = app.saves.path.read_text()
    app.scenes.push(Broken(app))
    run(app, 3)
    assert isinstance(app.scenes.top, ErrorScene) and "Continue" in app.scenes.top.comfort
    assert app.saves.path.read_text() == kept


def test_a_repeating_error_is_logged_once(app, caplog) -> None:
    class Broken(MenuScene):
        def draw(self, surface) -> None:
            raise RuntimeError("every frame")

    app.scenes.push(Broken(app))
    with caplog.at_level(logging.ERROR):
        for _ in range(3):
            app.scenes.push(Broken(app))
            run(app, 2)
    assert caplog.text.count("RuntimeError: every frame") == 1


@pytest.fixture
def no_assets(monkeypatch, tmp_path):
    """Every asset gone (fonts, pictures, icons): the folder is empty."""
    monkeypatch.setattr(assets, "assets_dir", lambda: tmp_path / "no-assets")
    monkeypatch.setattr(paths, "assets_dir", lambda: tmp_path / "no-assets")
    assets.forget()
    from spidergames.app.ui import draw, text

    text.forget()
    draw.forget()
    yield
    assets.forget()
    text.forget()
    draw.forget()


def test_error_and_settings_screens_work_with_every_asset_missing(app, no_assets, caplog) -> None:
    with caplog.at_level(logging.WARNING):
        for scene in (ErrorScene(app, "Traceback...\nRuntimeError: boom"), SettingsScene(app)):
            app.scenes.reset(scene)
            for _ in range(30):
                app.frame(1 / 60)
            assert app.scenes.top is scene
    assert len({app.screen.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 3
    assert caplog.text.count("default font") <= 2  # regular and bold, once each: not every frame


def test_the_error_screen_itself_failing_draws_a_plain_screen_and_logs_once(app, monkeypatch, caplog) -> None:
    from spidergames.app.ui import text

    def broken(*args, **kwargs):
        raise pygame.error("font file vanished")

    monkeypatch.setattr(text, "draw", broken)
    app.scenes.reset(ErrorScene(app, "boom"))
    with caplog.at_level(logging.ERROR):
        for _ in range(60):
            app.frame(1 / 60)
    assert app.scenes.top.plain
    assert caplog.text.count("pygame.error: font file vanished") == 1


def test_a_missing_rules_picture_warns_once(app, caplog, monkeypatch) -> None:
    monkeypatch.setattr(assets, "exists", lambda name: False)
    rules = RulesScene(app, "labyrinth")
    app.scenes.push(rules)
    with caplog.at_level(logging.WARNING):
        for page in range(len(rules._pages())):
            rules.page = page
            for _ in range(20):
                app.frame(1 / 60)
    lines = [line for line in caplog.text.splitlines() if "rules picture missing" in line]
    assert len(lines) == len(set(lines))
