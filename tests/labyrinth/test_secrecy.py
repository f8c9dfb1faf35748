"""The Labyrinth's secret is each seat's pile of symbol cards: which card is on top (or, for the
younger children's rules, which cards are left). Drawn for nobody and for every seat, a position and
its twin that differ only there must look the same to everyone but the owner (see tests/secrecy.py).
"""

from __future__ import annotations

import random

import pytest
from secrecy import frame_for, humans, same_pixels, scene_for

from spidergames.app.application import App
from spidergames.core.protocol import GameConfig, replace
from spidergames.games.labyrinth.rules import GAME, Phase, State, symbol_cell


def position(players: int, *, younger: bool = False, phase: Phase = Phase.SHIFT) -> State:
    config = humans(GAME, players)
    if younger:
        config = GameConfig(config.seats, (("younger", "on"),))
    rng = random.Random(3)
    state = GAME.new_game(config, rng)
    for _ in range(40):  # a few turns in, so some cards are found and the secret is mid-pile
        if state.phase is phase and state.turn >= 2:
            return state
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)), rng)
    raise AssertionError("the position the test needs never came")


def with_cards(state: State, seat: int, cards: tuple[str, ...]) -> State:
    players = list(state.players)
    players[seat] = replace(players[seat], to_find=cards)
    return replace(state, players=tuple(players))


def twins_top_card(seat: int, phase: Phase) -> tuple[State, State]:
    """`seat`'s top card differs (another card of the same pile, both on the board)."""
    state = position(3, phase=phase)
    cards = state.players[seat].to_find
    other = next(k for k in range(1, len(cards)) if symbol_cell(state.board, cards[k]) is not None)
    swapped = (cards[other],) + cards[1:other] + (cards[0],) + cards[other + 1:]
    return state, with_cards(state, seat, swapped)


def twins_younger_pile(seat: int) -> tuple[State, State]:
    """Younger rules: `seat` sees every card left, in pile order; the twin holds them in another order
    (with two players all 24 symbols are dealt, so only the order can differ)."""
    state = position(2, younger=True)
    cards = state.players[seat].to_find
    assert len(cards) > 1
    return state, with_cards(state, seat, cards[::-1])


CASES = {
    "top card, seat 0, pushing": lambda: (3, *twins_top_card(0, Phase.SHIFT), 0),
    "top card, seat 2, walking": lambda: (3, *twins_top_card(2, Phase.MOVE), 2),
    "younger pile, seat 1": lambda: (2, *twins_younger_pile(1), 1),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_target_card_is_drawn_only_for_its_owner(app: App, name: str) -> None:
    players, state, twin, owner = CASES[name]()
    assert state != twin
    assert [len(p.to_find) for p in state.players] == [len(p.to_find) for p in twin.players]
    scene = scene_for(app, GAME, humans(GAME, players), seed=1)
    for viewer in (None, *range(players)):
        a, b = frame_for(app, scene, state, viewer), frame_for(app, scene, twin, viewer)
        if viewer == owner:
            assert not same_pixels(a, b), f"{name}: the owner (seat {owner}) should see their own cards"
        else:
            assert same_pixels(a, b), f"{name}: seat {viewer} sees a card of seat {owner}"
