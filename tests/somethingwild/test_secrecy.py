"""Something Wild!: another seat's hand and the deck order reach nobody's screen but the owner's.

Twins differ only in seat 1's hand (same size, other cards) and the order of the deck; it is seat
1's turn, so its hand is fanned at the bottom. Drawn with no viewer and as seats 0 and 2, the
pixels must be identical; seat 1 must see its own cards.
"""

from __future__ import annotations

from dataclasses import replace

from secrecy import frame_for, humans, same_pixels, scene_for

from spidergames.app.application import App
from spidergames.games.somethingwild.cards import Power
from spidergames.games.somethingwild.rules import GAME, Phase

from .helpers import B, G, P, R, Y, c, make


def twins():
    hands = ((c(G, 2), c(R, 7)), (c(B, 4), c(Y, 9), c(P, 1)), (c(R, 3),))
    state = make(rows=((c(G, 5),), (c(B, 6), c(B, 7)), ()), hands=hands, discard=(c(Y, 2),),
                 centre=Power.SWAP, scored=((), (Power.RED_THREE,), ()), mover=1, phase=Phase.PLAY, turn=1)
    other = (c(G, 9), c(Y, 5), c(R, 1))  # from the deck: same size, different cards
    deck = tuple(x for x in state.deck if x not in other) + hands[1]
    twin = replace(state, hands=(hands[0], other, hands[2]), deck=tuple(reversed(deck)))
    assert state.deck != twin.deck
    return state, twin


def test_another_seats_hand_and_the_deck_are_drawn_only_for_the_owner(app: App) -> None:
    state, twin = twins()
    assert len(state.deck) == len(twin.deck) and state.hands[1] != twin.hands[1]
    scene = scene_for(app, GAME, humans(GAME, 3), seed=1)
    for viewer in (None, 0, 1, 2):
        a, b = frame_for(app, scene, state, viewer), frame_for(app, scene, twin, viewer)
        if viewer == 1:
            assert not same_pixels(a, b), "seat 1 should see its own cards"
        else:
            assert same_pixels(a, b), f"seat {viewer} sees seat 1's hand or the deck order"


def test_the_pass_step_shows_the_passer_only_their_own_hand(app: App) -> None:
    """While seat 1 picks a card to pass, its hand is fanned: the Power's user (seat 0) sees backs."""
    state, twin = twins()
    state = replace(state, phase=Phase.PASS, turn=0, actor=1, power_used=Power.PASS_CARDS)
    twin = replace(twin, phase=Phase.PASS, turn=0, actor=1, power_used=Power.PASS_CARDS)
    scene = scene_for(app, GAME, humans(GAME, 3), seed=1)
    for viewer in (None, 0, 1, 2):
        a, b = frame_for(app, scene, state, viewer), frame_for(app, scene, twin, viewer)
        assert same_pixels(a, b) is (viewer != 1), f"viewer {viewer}"
