"""The table kit's front door: `GameScene[State, Action, Observation]` and what a game must give it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from spidergames.app.application import App
from spidergames.app.input import Intent
from spidergames.app.table.game_scene import GameScene
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.yahtzee.rules import GAME


def yahtzee_match() -> Match[Any, Any]:
    return Match(GAME, GameConfig((Seat("Robot", "normal"), Seat("Bot", "easy"))), 1)


def test_a_scene_missing_a_hook_is_refused_when_made(app: App) -> None:
    """A game's scene that forgets to offer its targets fails on the first try, not with a table that
    silently never offers a move."""

    class Forgetful(GameScene[Any, Any, Any]):
        def draw_game(self, surface: pygame.Surface) -> None:
            pass

        def handle_game(self, intent: Intent) -> None:
            pass

        def play_event(self, event: Any, before: Any, after: Any) -> None:
            pass

    with pytest.raises(TypeError, match="refresh"):
        Forgetful(app, yahtzee_match())  # type: ignore[abstract]
