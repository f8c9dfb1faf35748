"""The computer players choose legal, sensible moves (strength is measured in the bench)."""

from __future__ import annotations

import random

import pytest

from spidergames.core.protocol import LEVELS
from spidergames.games.webrace.movement import Direction
from spidergames.games.webrace.plugin import ENTRY
from spidergames.games.webrace.rules import GAME, Move

from .helpers import HOME, OUTER, ahead, move, plain_run, position, villain_on

CW, CCW = Direction.CLOCKWISE, Direction.COUNTER


def choice(level: str, state, seed: int = 0):
    obs = GAME.observation(state, state.turn)
    return ENTRY.bots(level).choose(obs, GAME.legal_actions(state), random.Random(seed))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_smart_bots_take_an_obvious_capture(level: str) -> None:
    web = villain_on(OUTER)
    state = position(((ahead(web, -3), HOME), (HOME, HOME)), move(3))
    assert choice(level, state) == Move(0, CW)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_smart_bots_send_a_far_travelled_opponent_home(level: str) -> None:
    x = ahead(plain_run(OUTER, 7), 1)
    state = position(((x, HOME), (ahead(x, -2), ahead(x, 3))), move(3), turn=0)
    assert choice(level, state) == Move(0, CW)


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        ENTRY.bots("expert")


@pytest.mark.parametrize("level", LEVELS)
def test_bots_pick_from_the_legal_actions(level: str) -> None:
    state = position(((HOME, HOME), (HOME, HOME)), move(3))
    for seed in range(5):
        assert choice(level, state, seed) in GAME.legal_actions(state)
