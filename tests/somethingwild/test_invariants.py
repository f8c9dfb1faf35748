"""Seeded random games: no card or Power is ever lost and the mover is never in two places."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spidergames.core import codec
from spidergames.games.somethingwild.cards import POWERS
from spidergames.games.somethingwild.rules import (
    GAME,
    ROW_LIMIT,
    Phase,
    State,
    cards_in_play,
)

from .helpers import config


def check(state: State) -> None:
    assert sorted(cards_in_play(state)) == list(range(45)), "45 cards, each exactly once"
    powers = list(state.power_pile) + [p for s in state.scored for p in s]
    powers += [state.centre_power] if state.centre_power else []
    assert sorted(p.value for p in powers) == sorted(p.value for p in POWERS)
    assert state.mover is None or 0 <= state.mover < state.players  # one holder or none
    for seat in range(state.players):
        if seat != state.turn:
            assert len(state.rows[seat]) <= ROW_LIMIT
            assert len(state.hands[seat]) == 3
    if state.phase is Phase.DRAW:
        assert len(state.hands[state.turn]) == 3 and len(state.rows[state.turn]) <= ROW_LIMIT
    assert max(len(s) for s in state.scored) <= 3
    assert (state.phase is Phase.OVER) == (state.winner is not None)
    if state.phase is not Phase.PASS:
        assert state.actor == state.turn
    for p in range(state.players):  # nobody's observation shows another's hand
        obs = GAME.observation(state, p)
        assert obs.hand == state.hands[p]
        assert "deck" not in codec.encode(obs)


def random_game(players: int, seed: int) -> State:
    rng, chooser = random.Random(seed), random.Random(seed + 99)
    state = GAME.new_game(config(players), rng)
    check(state)
    for _ in range(5000):
        if GAME.is_over(state):
            return state
        state = GAME.apply(state, chooser.choice(GAME.legal_actions(state)), rng)
        check(state)
    raise AssertionError("the game did not end")


def test_seeded_random_games_keep_every_card() -> None:
    for seed in range(24):
        final = random_game(2 + seed % 3, seed)
        assert len(final.scored[final.winner]) == 3


@settings(max_examples=15, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_any_random_game_keeps_every_card(players: int, seed: int) -> None:
    random_game(players, seed)
