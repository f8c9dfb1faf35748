"""Hostile disks: read-only, full, vanishing or impossible user folders, files that cannot be moved.

The game goes on, the menu says once and kindly that progress cannot be saved, and nothing already
saved is damaged. Real failures where this machine can make them (a folder under a plain file cannot
exist even for root; /dev/full), monkeypatched `OSError`s for the rest.
"""

from __future__ import annotations

import errno
import os
import shutil

import pygame
import pytest
from tiers import quick_only

from spidergames.app import storage
from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import load_game


def bot_game(app: App, game_id: str = "yahtzee") -> GameScene:
    info = load_game(game_id).info
    seats = (Seat("A", "easy", "red", info.characters[0]), Seat("B", "easy", "blue", info.characters[0]))
    scene = start_game_scene(app, Match(load_game(game_id), GameConfig(seats), 9))
    assert scene is not None
    return scene


def play(app: App, frames: int = 200) -> None:
    for _ in range(frames):
        app.frame(1 / 60)


def cannot_save_messages(app: App) -> int:
    """Back to the menu (twice) and count how often it said that progress cannot be saved."""
    said = 0
    for _ in range(2):
        menu = MenuScene(app)
        app.scenes.reset(menu)
        app.frame(1 / 60)
        said += storage.CANNOT_SAVE in (menu.toast.message or "") and menu.toast.visible
    return said


def everything_a_family_does(app: App) -> GameScene:
    """Settings change, full screen, a setup started, a whole game played to its end."""
    app.settings.volume = 0.3
    app.save_settings()
    app.store.save()  # what toggling full screen saves (a real toggle upsets the dummy display)
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.store.remember_setup("yahtzee", {"seats": [vars(s) for s in setup.seats], "variants": {}})
    app.autoplay = True
    scene = bot_game(app)
    play(app, 3000)
    assert scene.match.is_over, "the game goes on to its end"
    return scene


@pytest.mark.parametrize("error", quick_only([errno.EROFS, errno.EACCES, errno.ENOSPC], errno.EROFS))
def test_a_disk_that_refuses_every_write_is_said_once_and_the_game_goes_on(app, tmp_path, monkeypatch,
                                                                           error: int) -> None:
    chars = load_game("webrace").info.characters
    seats = (Seat("A", "easy", "red", chars[0]), Seat("B", "easy", "blue", chars[1]))
    older = Match(load_game("webrace"), GameConfig(seats), 3)
    older.play(older.bot_choice())
    app.saves.save(older)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}

    def refuse(*args, **kwargs):
        raise OSError(error, os.strerror(error))

    monkeypatch.setattr(storage.os, "fsync", refuse)  # the write itself fails: full disk, read-only
    monkeypatch.setattr(storage.os, "replace", refuse)  # nothing can be renamed, not even aside
    monkeypatch.setattr(type(tmp_path), "unlink", lambda self, missing_ok=False: refuse())
    everything_a_family_does(app)
    assert cannot_save_messages(app) == 1
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file() and p.name in before}
    assert after == before, "nothing already saved is damaged"


def test_a_folder_that_cannot_be_created_still_plays(tmp_path, monkeypatch) -> None:
    (tmp_path / "plain-file").write_text("")
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path / "plain-file" / "spidergames"))  # ENOTDIR, even for root
    app = App(fullscreen=False)
    try:
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.frame(1 / 60)
        everything_a_family_does(app)
        assert cannot_save_messages(app) == 1
    finally:
        pygame.quit()


def test_a_folder_that_vanishes_mid_game_is_made_again(app, tmp_path) -> None:
    app.autoplay = True
    bot_game(app, "labyrinth")
    play(app, 30)
    shutil.rmtree(tmp_path)
    play(app, 30)
    assert (tmp_path / "savegame.json").is_file(), "the next action saved it again"
    assert app.saves.load() is not None


def test_a_folder_that_vanishes_for_good_mid_game(app, tmp_path) -> None:
    app.autoplay = True
    bot_game(app, "labyrinth")
    play(app, 30)
    shutil.rmtree(tmp_path)
    tmp_path.write_text("now a file: the folder cannot come back")
    play(app, 60)
    assert cannot_save_messages(app) == 1
    tmp_path.unlink()
    tmp_path.mkdir()


def test_damaged_files_that_cannot_be_moved_aside_do_not_stop_the_app(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text("[" * 100_000)
    (tmp_path / "setups.json").write_text('{"labyrinth": {"seats": [], "variants": "wide"}}')
    (tmp_path / "savegame.json").write_text('{"format": 1, "game": "chess"}')

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "read-only folder")

    monkeypatch.setattr(storage.os, "replace", refuse)
    app = App(fullscreen=False)
    try:
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.frame(1 / 60)
        assert not any(b.label == "Continue" for b in menu.focus.buttons)
        assert "damaged" in (menu.toast.message or "")
        assert (tmp_path / "savegame.json").read_text() == '{"format": 1, "game": "chess"}'
        setup = SetupScene(app, "labyrinth")
        app.scenes.push(setup)
        app.frame(1 / 60)
    finally:
        pygame.quit()
