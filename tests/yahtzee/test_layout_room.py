"""Yahtzee's Help and Oops stay clear of the seat cards at every table size: three or four seat
cards fill the top row, so the two buttons sit beside Score! instead."""

from __future__ import annotations

import pytest

from spidergames.app.application import App
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game

TAP_GAP = 12  # px between two things a child taps


@pytest.mark.parametrize("players", (2, 3, 4))
def test_help_and_oops_keep_clear_of_the_seat_cards(app: App, players: int) -> None:
    app.autoplay = True
    seats = tuple(Seat(f"Kid {i + 1}", HUMAN, colour, "hulk")
                  for i, colour in enumerate(("red", "blue", "green", "yellow")[:players]))
    scene = start_game_scene(app, Match(load_game("yahtzee"), GameConfig(seats), 1))
    assert scene is not None
    buttons = (scene.assist.help.rect, scene.assist.oops.rect)
    cards = [scene.layout.card(players, p) for p in range(players)]
    others = [b.rect for b in scene.focus.buttons if b not in (scene.assist.help, scene.assist.oops)]
    for rect in buttons:
        assert app.screen.get_rect().contains(rect)
        assert not any(rect.colliderect(card) for card in cards), f"{rect} is on a seat card"
        assert not any(rect.inflate(TAP_GAP, TAP_GAP).colliderect(other) for other in others), f"{rect} is too near"
    assert not buttons[0].inflate(TAP_GAP, TAP_GAP).colliderect(buttons[1])
