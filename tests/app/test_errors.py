"""Unexpected errors never vanish: a friendly screen, a log entry, and the saved game kept."""

from __future__ import annotations

import logging

import pygame

from spidergames.app.logfile import OpeningLog
from spidergames.app.scene import Scene
from spidergames.app.scenes.error import ErrorScene
from spidergames.cli import main


class Broken(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("a bug in a scene")


def test_error_in_a_scene_shows_the_error_screen_and_keeps_the_save(app, caplog) -> None:
    app.saves.path.write_text('{"kept": true}')
    original_quit = pygame.quit
    pygame.quit = lambda: None  # keep the display so the test can look at the result
    try:
        with caplog.at_level(logging.ERROR):
            app.run(Broken(app), max_frames=2)
    finally:
        pygame.quit = original_quit
    assert isinstance(app.scenes.top, ErrorScene)
    assert "a bug in a scene" in caplog.text
    assert app.saves.path.read_text() == '{"kept": true}'


def test_a_start_failure_exits_1_with_a_message(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "no-such-driver")
    assert main([]) == 1
    assert "saved game is safe" in capsys.readouterr().err
    for handler in logging.getLogger().handlers:  # the log began at that record: its file opens beside it
        if isinstance(handler, OpeningLog):
            assert handler.opened.wait(5)
    assert "fatal error" in (tmp_path / "spidergames.log").read_text()
