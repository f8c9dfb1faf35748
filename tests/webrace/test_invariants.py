"""Seeded random games: the table stays consistent after every single action."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spidergames.games.webrace.movement import TRAVEL_DECK
from spidergames.games.webrace.rules import GAME, RACE_PLACES, Draw, Jump, Villain

from .helpers import BOARD, CENTRE, HOME, fresh


def check(state) -> None:
    cards = state.deck + state.discard + ((state.card,) if state.card is not None else ())
    assert Counter(cards) == Counter(TRAVEL_DECK), "travel cards are conserved"
    held = [v for row in state.captured for v in row]
    assert Counter(held + list(state.villains)) == Counter(Villain), "villain cards are conserved"
    assert len(held) == len(state.covered) and set(state.covered) <= set(BOARD.villain_spaces)
    race = [r for row in state.race for r in row]
    assert sorted(race + list(state.race_left), reverse=True) == list(RACE_PLACES)
    in_centre = sum(w == CENTRE for pair in state.pieces for w in pair)
    assert len(race) == in_centre, "one Race Place card per piece in the centre"
    on_web = [w for pair in state.pieces for w in pair if w not in (HOME, CENTRE)]
    assert len(on_web) == len(set(on_web)), "never two pieces on one web space"
    assert not set(on_web) & set(BOARD.arrowheads), "no piece ever rests on an arrowhead"
    finished = [all(w == CENTRE for w in pair) for pair in state.pieces]
    assert state.over == any(finished) and sum(finished) <= 1


def playout(players: int, seed: int) -> int:
    rng = random.Random(seed)
    state = fresh(players, seed)
    check(state)
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        action = rng.choice(legal)
        before = state
        state = GAME.apply(state, action, rng)
        check(state)
        (event,) = state.events  # every action reports exactly one event
        assert event.seat == before.turn
        if isinstance(action, Draw):
            assert event.card == state.card
        for step in event.steps:
            assert state.pieces[step.seat][step.piece] in (step.end, HOME)
            assert step.jump == isinstance(action, Jump)
    return state.turns


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    assert playout(players, seed) > 0
