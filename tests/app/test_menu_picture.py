"""The menu's first frame comes from the picture the last start kept, when the menu looks the same
(the start-up benchmark's largest piece after Python and pygame); anything else paints it afresh."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from spidergames.app import i18n
from spidergames.app.scenes import menu_picture
from spidergames.app.scenes.menu import MenuScene


def first_frame(app) -> tuple[bytes, int]:
    """The screen after a start's first frame, and how often the menu painted itself for it."""
    paints = []
    scene = MenuScene(app, keeps_picture=True)
    painted = scene._paint
    scene._paint = lambda frame: paints.append(1) or painted(frame)  # type: ignore[method-assign]
    app.run(scene, max_frames=1)
    return pygame.image.tobytes(app.screen, "RGB"), len(paints)


def kept_after_a_start(app, folder: Path) -> None:
    """A start that shows the menu for a few frames, and waits for its picture to be written."""
    app.run(MenuScene(app, keeps_picture=True), max_frames=3)
    deadline = time.monotonic() + 10
    while not (folder / menu_picture.NAME).exists():
        assert time.monotonic() < deadline, "the menu's picture was never kept"
        time.sleep(0.01)


def test_the_next_start_shows_the_kept_picture_without_painting(app, tmp_path: Path) -> None:
    painted, paints = first_frame(app)
    assert paints == 1
    kept_after_a_start(app, tmp_path)
    shown, paints = first_frame(app)
    assert paints == 0
    assert shown == painted  # pixel for pixel what painting gives
    app.frame(1 / 60)
    assert pygame.image.tobytes(app.screen, "RGB") == painted  # from the second frame on, painted for real


@pytest.mark.parametrize("change", ["language", "large text", "saved game"])
def test_a_menu_that_looks_different_is_painted_afresh(app, tmp_path: Path, change: str) -> None:
    kept_after_a_start(app, tmp_path)
    old, _ = first_frame(app)
    if change == "language":
        i18n.install("de")
    elif change == "large text":
        app.settings.large_text = True
        app.apply_settings()
    else:
        from spidergames.core.match import Match
        from spidergames.core.protocol import HUMAN, GameConfig, Seat
        from spidergames.core.registry import load_game

        seats = (Seat("Ann", HUMAN, "red"), Seat("Bo", HUMAN, "blue"))
        assert app.saves.save(Match(load_game("yahtzee"), GameConfig(seats), 1))
    shown, paints = first_frame(app)
    assert paints == 1 and shown != old


def test_a_headless_menu_keeps_no_picture(app, tmp_path: Path) -> None:
    """A screenshot's menu (a private folder, removed when it ends) writes nothing for a next start."""
    app.run(MenuScene(app), max_frames=3)
    assert not (tmp_path / menu_picture.NAME).exists()


@pytest.mark.parametrize("what", ["garbage", "a picture of the wrong size", "a folder", "a named pipe"])
def test_a_strange_kept_picture_is_only_a_slower_start(app, tmp_path: Path, what: str) -> None:
    kept_after_a_start(app, tmp_path)
    path = tmp_path / menu_picture.NAME
    good = path.read_bytes()
    header = good[:good.index(b"\n") + 1]
    path.unlink()
    if what == "garbage":
        path.write_bytes(header + b"not a picture at all")
    elif what == "a picture of the wrong size":
        path.write_bytes(header + pygame.image.tobytes(pygame.Surface((64, 36)), menu_picture.PIXELS))
    elif what == "a folder":
        path.mkdir()
    else:
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(path)
    _, paints = first_frame(app)
    assert paints == 1


def test_the_picture_an_earlier_version_kept_goes_when_one_is_kept(app, tmp_path: Path) -> None:
    former = tmp_path / menu_picture.FORMER
    former.write_bytes(b"BM a picture as an earlier version kept it")
    kept_after_a_start(app, tmp_path)
    deadline = time.monotonic() + 10
    while former.exists():
        assert time.monotonic() < deadline, "the earlier version's picture was left behind"
        time.sleep(0.01)
