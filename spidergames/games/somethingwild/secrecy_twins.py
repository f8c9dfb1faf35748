"""Something Wild!'s secrecy twins (see `spidergames.core.secrecy_twins`): the hands and the deck."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spidergames.core.secrecy_twins import GameTwins, Secret, SpokenSecret, Twins

from .art_names import BACK
from .cards import Colour, Power, card_name, colour_of
from .positions import B, G, P, R, Y, c, make
from .rules import GAME, Draw, Phase, Play


def hands(phase: Phase = Phase.PLAY, same_slot: bool = True) -> Twins:
    """Seat 1's hand (same size, other cards) and the deck's order differ; it is seat 1's turn.
    In the play step seat 1 plays its yellow 9 (in the same slot of both hands unless `same_slot`)."""
    dealt = ((c(G, 2), c(R, 7)), (c(B, 4), c(Y, 9), c(P, 1)), (c(R, 3),))
    state = make(rows=((c(G, 5),), (c(B, 6), c(B, 7)), ()), hands=dealt, discard=(c(Y, 2),),
                 centre=Power.SWAP, scored=((), (Power.RED_THREE,), ()), mover=1, phase=phase, turn=1)
    other = (c(G, 9), c(Y, 9), c(R, 1)) if same_slot else (c(Y, 9), c(G, 9), c(R, 1))
    deck = tuple(x for x in state.deck if x not in other) + tuple(x for x in dealt[1] if x not in other)
    twin = replace(state, hands=(dealt[0], other, dealt[2]), deck=tuple(reversed(deck)))
    assert len(twin.deck) == len(state.deck) and state.deck[0] != twin.deck[0]
    action = Play(c(Y, 9)) if phase is Phase.PLAY else Draw() if phase is Phase.DRAW else None
    return Twins(GAME, 3, state, twin, 1, action)


def passing() -> Twins:
    """While seat 1 picks a card to pass, its hand is fanned: the Power's user (seat 0) sees backs."""
    twins = hands()
    step = {"phase": Phase.PASS, "turn": 0, "actor": 1, "power_used": Power.PASS_CARDS}
    return replace(twins, a=replace(twins.a, **step), b=replace(twins.b, **step), action=None)


def _one_more_card() -> Twins:
    twins = hands()
    a = twins.a
    held = (a.hands[0], a.hands[1] + a.deck[:1], a.hands[2])
    return replace(twins, b=replace(a, hands=held, deck=a.deck[1:]), action=None)


def _hand(state: Any, seat: int) -> frozenset[str]:
    return frozenset(card_name(card) for card in state.hands[seat])


def _deck(state: Any) -> frozenset[str]:
    return frozenset(card_name(card) for card in state.deck)


TWINS = GameTwins({"a card played": hands, "a card drawn": lambda: hands(Phase.DRAW), "passing": passing},
                  motion=("a card played", "a card drawn"), quick="a card drawn",
                  public_counts={"seat 1 holds one card more": _one_more_card},
                  secret=Secret("a card played", "a card drawn", lambda s: (s.hands, s.deck),
                                lambda s: sum(colour_of(card) is Colour.YELLOW for card in s.hands[1]) + s.deck[0],
                                BACK, spoken=SpokenSecret(_hand, _deck, help_names="a card in the hand",
                                                          pointing="this card")))
