"""A start's first frame is the menu's picture the last start kept, shown before the app loads, when
nothing the menu is made of has changed (the start-up benchmark's largest piece after Python and pygame);
anything else paints the menu afresh, and a picture out of date shows for one frame at most."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from spidergames.app import application, lock, runs, storage
from spidergames.app.scenes import menu_picture
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.ui.theme import LOGICAL_SIZE

PAINTED: list[int] = []
"""Each menu painted (`MenuScene._paint`), while the `home` fixture counts."""


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The user folder of the starts below, whose painted menus are counted in `PAINTED`."""
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    real = MenuScene._paint
    monkeypatch.setattr(MenuScene, "_paint", lambda scene, frame: PAINTED.append(1) or real(scene, frame))
    yield tmp_path
    pygame.quit()


@dataclass(frozen=True)
class Start:
    """What a start (the benchmark's: it stops after its first frame) showed first."""

    shown: bytes
    full_screen: bool
    painted_menu: bool  # it painted the menu for its first frame (else it showed the kept picture)


def start(fullscreen: bool | None = None) -> Start:
    painted = len(PAINTED)
    assert runs.interactive(fullscreen=fullscreen, first_frame_only=True) == 0
    shown = Start(pygame.image.tobytes(pygame.display.get_surface(), "RGB"), pygame.display.is_fullscreen(),
                  len(PAINTED) > painted)
    pygame.quit()
    return shown


def test_the_next_start_shows_the_kept_picture_before_the_app_loads(home: Path, monkeypatch) -> None:
    first = start()
    assert first.painted_menu and (home / menu_picture.NAME).exists()

    def no_app(*args: object, **kwargs: object) -> None:
        raise AssertionError("the app was loaded before the first frame")

    monkeypatch.setattr(application.App, "__init__", no_app)
    again = start()
    assert not again.painted_menu and again.shown == first.shown  # pixel for pixel what painting gave


def test_a_start_waits_for_the_disk_once_for_the_lock_and_once_for_its_files(home: Path, monkeypatch) -> None:
    """Each wait for the disk is a helper thread's start, milliseconds of the first frame on a busy
    computer: the settings, the saved game and the kept picture are read in one."""
    start()
    waits: list[str] = []
    for module in (storage, lock):
        real = module.bounded
        monkeypatch.setattr(module, "bounded", lambda call, seconds, name="", real=real:
                            (waits.append(name), real(call, seconds, name))[1])
    assert not start().painted_menu
    assert waits == ["spidergames-lock", "spidergames-read"]


def test_the_app_takes_the_window_over_and_paints_the_same_menu(home: Path) -> None:
    painted = start().shown
    pygame.display.init()  # as the start does before it looks for a kept picture
    files = menu_picture.start_files(home)
    key = menu_picture.start_key(files, None)
    assert key is not None
    canvas = menu_picture.show_kept(files, key)
    assert canvas is not None and pygame.image.tobytes(canvas, "RGB") == painted
    app = application.App(screen=canvas)
    assert app.screen is canvas  # the same window: not opened again
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    assert pygame.image.tobytes(app.screen, "RGB") == painted  # painted for real from here on


@pytest.mark.parametrize("change", ["language", "large text", "saved game", "full screen asked for"])
def test_a_start_made_of_something_else_paints_the_menu(home: Path, monkeypatch, change: str) -> None:
    old = start().shown
    fullscreen = None
    if change == "language":
        monkeypatch.setenv("SPIDERGAMES_LANGUAGE", "de")
    elif change == "large text":
        (home / "settings.json").write_text(json.dumps({"large_text": True}))
    elif change == "saved game":
        save_a_game(home)
    else:
        fullscreen = True
    again = start(fullscreen)
    assert again.painted_menu and (again.shown != old or change == "full screen asked for")
    assert again.full_screen is (change == "full screen asked for")
    shown = start(fullscreen)
    assert not shown.painted_menu and shown.shown == again.shown and shown.full_screen is again.full_screen


def save_a_game(home: Path, moves: int = 0) -> None:
    from spidergames.app.saves import SaveSlot
    from spidergames.core.match import Match
    from spidergames.core.protocol import HUMAN, GameConfig, Seat
    from spidergames.core.registry import load_game

    match = Match(load_game("yahtzee"), GameConfig((Seat("Ann", HUMAN, "red"), Seat("Bo", HUMAN, "blue"))), 1)
    for _ in range(moves):
        match.play(match.bot_choice("easy"))
    assert SaveSlot(home).save(match)


def test_moves_played_since_keep_the_picture(home: Path) -> None:
    """The Continue button names the saved game and its players, not its moves: after a game played on,
    the next start still shows the kept picture."""
    save_a_game(home)
    first = start()
    save_a_game(home, moves=3)
    again = start()
    assert first.painted_menu and not again.painted_menu and again.shown == first.shown


def test_a_picture_kept_in_full_screen_opens_full_screen(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({"fullscreen": True}))
    assert start().full_screen
    again = start()
    assert not again.painted_menu and again.full_screen


@pytest.mark.parametrize("what", ["garbage", "a picture of the wrong size", "cut short", "a folder", "a named pipe"])
def test_a_strange_kept_picture_is_only_a_slower_start(home: Path, what: str) -> None:
    start()
    path = home / menu_picture.NAME
    good = path.read_bytes()
    header = good[:good.index(b"\n") + 1]
    path.unlink()
    if what == "garbage":
        path.write_bytes(header + b"not a picture at all")
    elif what == "a picture of the wrong size":
        small = header.replace(b"%dx%d" % LOGICAL_SIZE, b"64x36")
        path.write_bytes(small + pygame.image.tobytes(pygame.Surface((64, 36)), menu_picture.PIXELS))
    elif what == "cut short":
        path.write_bytes(good[:-1])
    elif what == "a folder":
        path.mkdir()
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    assert start().painted_menu


@pytest.mark.parametrize("what", ["a folder", "far too big"])
def test_a_strange_user_file_shows_no_kept_picture_and_is_left_for_the_app(home: Path, monkeypatch,
                                                                            what: str) -> None:
    """The start's look at the settings changes nothing: the app reads them for real and says what is wrong
    (a file far too big is set aside then, and the family told), so no picture may stand in for that."""
    start()
    settings = home / "settings.json"
    if what == "a folder":
        settings.mkdir()
    else:
        settings.write_text(json.dumps({"volume": 0.5}) + " " * 100)
        monkeypatch.setattr(storage, "MAX_BYTES", 64)
    assert menu_picture.start_key(menu_picture.start_files(home), None) is None
    assert settings.exists()  # left where it was, for the app


def test_a_headless_menu_keeps_no_picture(app, tmp_path: Path) -> None:
    """A screenshot's menu (a private folder, removed when it ends) writes nothing for a next start."""
    app.run(MenuScene(app), max_frames=3)
    assert not (tmp_path / menu_picture.NAME).exists()


def test_the_picture_an_earlier_version_kept_goes_when_one_is_kept(home: Path) -> None:
    former = home / menu_picture.FORMER
    former.write_bytes(b"BM a picture as an earlier version kept it")
    start()
    deadline = time.monotonic() + 10
    while former.exists():
        assert time.monotonic() < deadline, "the earlier version's picture was left behind"
        time.sleep(0.01)
