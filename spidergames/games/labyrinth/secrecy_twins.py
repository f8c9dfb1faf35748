"""Labyrinth's secrecy twins (see `spidergames.core.secrecy_twins`): each seat's pile of symbol cards."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from spidergames.core.protocol import GameConfig
from spidergames.core.secrecy_twins import GameTwins, Secret, SpokenSecret, Twins, first_action, humans, play_until

from .board import IN_SENTENCES, SYMBOLS
from .rules import GAME, MoveEvent, Phase, symbol_cell


def position(players: int, *, younger: bool = False, phase: Phase = Phase.SHIFT) -> Any:
    config = humans(GAME, players)
    if younger:
        config = GameConfig(config.seats, (("younger", "on"),))
    rng = random.Random(3)
    return play_until(GAME, GAME.new_game(config, rng), rng, lambda s: s.phase is phase and s.turn >= 2)


def with_cards(state: Any, seat: int, cards: tuple[str, ...]) -> Any:
    players = list(state.players)
    players[seat] = replace(players[seat], to_find=cards)
    return replace(state, players=tuple(players))


def top_card(seat: int, walking: bool) -> Twins:
    """`seat`'s top card differs (another card of the same pile, both on the board)."""
    state = position(3, phase=Phase.MOVE if walking else Phase.SHIFT)
    cards = state.players[seat].to_find
    other = next(k for k in range(1, len(cards)) if symbol_cell(state.board, cards[k]) is not None)
    swapped = (cards[other],) + cards[1:other] + (cards[0],) + cards[other + 1:]
    return Twins(GAME, 3, state, with_cards(state, seat, swapped), seat)


def younger_pile() -> Twins:
    """Younger rules: seat 1 sees every card left, in pile order; the twin holds them in another order."""
    state = position(2, younger=True)
    cards = state.players[1].to_find
    return Twins(GAME, 2, state, with_cards(state, 1, cards[::-1]), 1)


def _finds(state: Any) -> bool:
    return any(isinstance(e, MoveEvent) and e.found is not None and not e.won for e in state.events)


def card_found() -> Twins:
    """The seat on turn walks onto its symbol: the found card turns over for all, and the next one
    (the twins' difference) is shown to its owner alone."""
    rng = random.Random(7)
    state = play_until(GAME, GAME.new_game(humans(GAME, 3), rng), rng,
                       lambda s: s.phase is Phase.MOVE and len(s.players[s.current].to_find) >= 3
                       and first_action(GAME, s, _finds) is not None)
    seat = state.current
    cards = state.players[seat].to_find
    twin = with_cards(state, seat, (cards[0], cards[2], cards[1]) + cards[3:])
    return Twins(GAME, 3, state, twin, seat, first_action(GAME, state, _finds))


def _one_more_card() -> Twins:
    twins = top_card(0, walking=False)
    return replace(twins, b=with_cards(twins.a, 0, twins.a.players[0].to_find[:-1]))


def _to_find(state: Any, seat: int) -> frozenset[str]:
    """The symbols `seat` has still to find, as a caption or Help would name them."""
    names = dict(SYMBOLS)
    return frozenset(word for s in state.players[seat].to_find for word in (names[s], IN_SENTENCES[s]))


def _printed(state: Any) -> frozenset[str]:
    """Every symbol is printed on a tile: a caption may say where a piece walked, not whose goal it is."""
    return frozenset(word for s, name in SYMBOLS for word in (name, IN_SENTENCES[s]))


TWINS = GameTwins({"top card, pushing": lambda: top_card(0, walking=False),
                   "top card, walking": lambda: top_card(2, walking=True),
                   # seat 2 walks, seat 0's card differs: the walk's order and previews (one switch scans
                   # the squares nearest the walker's own symbol first) must not lean towards another's
                   "another's top card, walking": lambda: top_card(0, walking=True),
                   "younger pile": younger_pile, "a card found": card_found},
                  motion=("a card found",), quick="younger pile",
                  public_counts={"seat 0 has one card fewer to find": _one_more_card},
                  secret=Secret("top card, pushing", "a card found", lambda s: tuple(p.to_find for p in s.players),
                                lambda s: sum(ord(p.to_find[0][0]) for p in s.players if p.to_find),
                                "labyrinth/card_back.png",
                                spoken=SpokenSecret(_to_find, printed=_printed, help_names="a symbol to find",
                                                    pointing="your treasure")))
