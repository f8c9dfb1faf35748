"""The table kit's front door: `GameScene[State, Action, Observation, Event]` and what a game must give it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from spidergames.app.application import App
from spidergames.app.input import Intent
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.presentation import Presentation
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.games.yahtzee.rules import GAME


def yahtzee_match() -> Match[Any, Any]:
    return Match(GAME, GameConfig((Seat("Robot", "normal"), Seat("Bot", "easy"))), 1)


def test_a_scene_missing_a_hook_is_refused_when_made(app: App) -> None:
    """A game's scene that forgets to offer its targets fails on the first try, not with a table that
    silently never offers a move."""

    class Forgetful(GameScene[Any, Any, Any, Any]):
        def draw_game(self, surface: pygame.Surface) -> None:
            pass

        def handle_game(self, intent: Intent) -> None:
            pass

        def play_event(self, event: Any, before: Any, after: Any) -> None:
            pass

    with pytest.raises(TypeError, match="refresh"):
        Forgetful(app, yahtzee_match())  # type: ignore[abstract]


class Spectator(Presentation):
    """Someone watching robots play (a network spectator, one day): told nothing aloud, keeping no record,
    looking over each robot's shoulder."""

    @property
    def says_captions(self) -> bool:
        return False

    @property
    def saves(self) -> bool:
        return False

    @property
    def looks_over_robots(self) -> bool:
        return True


def test_the_presentation_the_scene_is_given_decides_what_is_said_and_seen(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """What is kept is the match's own business, not the table's: a spectator's link keeps nothing
    (here, a match without a keeper), and the table never writes the family's save itself."""
    match = Match(GAME, GameConfig((Seat("Robot", "normal"), Seat("Ann", HUMAN))), 2)
    app.autoplay = True  # no fade in
    scene = start_game_scene(app, match)
    assert scene is not None
    app.autoplay = scene.anim.instant = False  # from here on at a child's pace
    scene.presentation = Spectator(app)
    match.keeper = None
    said: list[object] = []
    saved: list[object] = []
    monkeypatch.setattr(app.speech, "say_lines", lambda lines, seats: said.append(lines))
    monkeypatch.setattr(app.saves, "save", lambda m: saved.append(m))
    viewers: set[int | None] = set()
    for _ in range(1200):
        app.frame(1 / 30)
        if scene.robot_busy:
            viewers.add(scene.viewer())
        if len(match.history) >= 2:
            break
    assert len(match.history) >= 2, "the robot played on"
    assert viewers == {0}, "the spectator sees the robot's side of the table during its turn"
    assert said == [] and saved == [], "a spectator is told nothing aloud and the family's save is untouched"
