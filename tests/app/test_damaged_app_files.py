"""One of the app's own files damaged (a map, a tileset, the palette): the error screen says the app
needs installing again, never "press Continue" (Continue would only walk into it again), and the
child's save is never set aside: it is not what is wrong, and it plays once the app is whole."""

from __future__ import annotations

import shutil
import traceback
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from spidergames.app import assets, paths
from spidergames.app.application import App
from spidergames.app.scenes.error import ErrorScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table import tiled
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import open_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game, load_info
from spidergames.games.webrace import board


def run(app: App, frames: int, *, until: type | tuple[type, ...] | None = None) -> None:
    """Frames as the main loop runs them (an error shows the error screen), at 60 a second."""
    for _ in range(frames):
        try:
            app.frame(1 / 60)
        except Exception as exc:  # noqa: BLE001 - what App.run does with it
            app.report_error(traceback.format_exc(), exc)
        pygame.time.wait(1)
        if until is not None and isinstance(app.scenes.top, until):
            return


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private copy of the app's data folder, for a test to damage."""
    copy = tmp_path / "data"
    shutil.copytree(paths.resource_root(), copy)
    for module in (paths, tiled, assets, board):
        for name, folder in (("maps_dir", "maps"), ("assets_dir", "assets")):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, lambda folder=folder: copy / folder)
    forget()
    yield copy
    forget()


def forget() -> None:
    tiled.load.cache_clear()
    board.default_board.cache_clear()
    assets.palette.cache_clear()
    assets.forget()


def a_match(game_id: str) -> Match:
    info = load_info(game_id)
    seats = (Seat("Ann", HUMAN, "red", info.characters[0]), Seat("Ben", HUMAN, "blue", info.characters[0]))
    return Match(load_game(game_id), GameConfig(seats), 5)


def says_reinstall(app: App) -> ErrorScene:
    scene = app.scenes.top
    assert isinstance(scene, ErrorScene), f"{type(scene).__name__} is showing"
    assert "install spidergames again" in scene.comfort and "Continue" not in scene.comfort
    return scene


def start_from_the_menu(app: App, match: Match) -> None:
    """As the setup screen starts a game: the scene is built on a helper thread during the fade."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    assert open_game_scene(app, match)
    run(app, 3000, until=(ErrorScene, GameScene))


@pytest.mark.parametrize(("game_id", "file", "damage"), [
    ("yahtzee", "maps/yahtzee.tmx", "<map garbage"),
    ("labyrinth", "maps/labyrinth.tsx", "<?xml version='1.0'?><tileset"),
    ("yahtzee", "maps/yahtzee.tmx", '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" '
                                    'width="1" height="1" tilewidth="8" tileheight="8"></map>'),
])
def test_a_damaged_map_says_reinstall_and_keeps_the_save(app: App, data: Path, game_id: str, file: str,
                                                         damage: str) -> None:
    (data / file).write_text(damage)
    match = a_match(game_id)
    start_from_the_menu(app, match)
    scene = says_reinstall(app)
    assert f"maps/{game_id}.tmx" in scene.details  # a damaged tileset is read through its map
    assert app.saves.exists() and app.saves.game_id() == game_id, "the save is kept where it is"
    assert not list(Path(app.saves.path.parent).glob("savegame.damaged-*"))


def test_a_damaged_tileset_picture_says_reinstall(app: App, data: Path) -> None:
    (data / "assets" / "yahtzee" / "board_tiles.png").write_bytes(b"\x89PNG not really")
    start_from_the_menu(app, a_match("yahtzee"))
    says_reinstall(app)
    assert app.saves.exists()


def test_a_damaged_palette_during_play_keeps_the_save(app: App, data: Path) -> None:
    start_from_the_menu(app, a_match("yahtzee"))
    assert isinstance(app.scenes.top, GameScene)
    (data / "assets" / "palette.json").write_text('{"red": "garbage"}')
    forget()
    run(app, 5)
    says_reinstall(app)
    assert app.saves.exists() and not list(Path(app.saves.path.parent).glob("savegame.damaged-*"))


def test_continue_into_a_damaged_web_race_board_keeps_the_save(app: App, data: Path) -> None:
    match = a_match("webrace")
    match.play(match.legal_actions()[0])
    app.saves.save(match)
    (data / "maps" / "webrace.tmx").write_text("<map")
    forget()
    menu = MenuScene(app)
    app.scenes.push(menu)
    run(app, 1)
    go_on = next(b for b in menu.focus.buttons if b.label == "Continue")
    try:
        go_on.on_click()
    except Exception as exc:  # noqa: BLE001 - a click is handled inside a frame: what App.run does with it
        app.report_error(traceback.format_exc(), exc)
    run(app, 3000, until=ErrorScene)
    says_reinstall(app)
    assert app.saves.exists() and app.saves.game_id() == "webrace"


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("language", ["en", "es", "fr", "de"])
def test_the_error_screen_s_words_never_run_into_each_other_or_its_buttons(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, large: bool) -> None:
    from spidergames.app import i18n
    from spidergames.app.scenes import error
    from spidergames.app.ui import text
    from spidergames.core.damaged import AppFileDamaged

    i18n.install(language)
    text.set_large_text(large)
    drawn: list[pygame.Rect] = []
    real = error.drawn

    def record(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        drawn.append(rect)
        return real(surface, rect)

    monkeypatch.setattr(error, "drawn", record)
    # a long user folder (a deep Windows profile, a network home, pytest's own temporary folders)
    long_path = "/home/" + "a-rather-long-folder-name/" * 5 + "spidergames/spidergames.log"
    monkeypatch.setattr(error.about, "log_path_text", lambda: long_path)
    damaged = AppFileDamaged("maps/yahtzee.tmx", "ParseError: unclosed token: line 1, column 0 " * 3)
    try:
        for scene in (ErrorScene(app, "x", damaged=damaged), ErrorScene(app, "x", game_set_aside=True),
                      ErrorScene(app, "Traceback\nRuntimeError: " + "boom " * 40)):
            drawn.clear()
            scene.draw(app.screen)
            assert not scene.plain
            words = drawn[:5]  # title, comfort, grown-ups, log path, details (the buttons draw their own)
            assert len(words) == 5 and all(error.CARD.contains(rect) for rect in words)
            for k, rect in enumerate(words):
                assert all(not rect.colliderect(other) for other in words[k + 1:]), f"{language}: words overlap"
                assert all(not rect.colliderect(b.rect) for b in scene.focus.buttons), f"{language}: on a button"
    finally:
        i18n.install("en")
        text.set_large_text(False)
