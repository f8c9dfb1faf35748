"""The toy's secrecy twins (see `spidergames.core.secrecy_twins`): each seat's card and the hidden one."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from spidergames.core.secrecy_twins import GameTwins, Secret, Twins, humans

from .rules import GAME, State


def _dealt(players: int, seed: int) -> State:
    return GAME.new_game(humans(GAME, players), random.Random(seed))


def seat_card(guessing: bool = False) -> Twins:
    """Twins that differ only in seat 1's card (it swaps with one nobody holds): seat 1 sees the
    difference; seat 0, 2 and nobody neither see nor hear it, at rest and through a guess."""
    state = _dealt(3, 5)
    twin = replace(state, hands=(state.hands[0], state.rest[0], state.hands[2]),
                   rest=(state.hands[1], *state.rest[1:]))
    guess = next(a for a in GAME.legal_actions(state) if a.number != state.hidden) if guessing else None
    return Twins(GAME, 3, state, twin, 1, guess, seed=3)


def hidden_card() -> Twins:
    """The middle card differs (two cards nobody holds, neighbours in order, so a guess below both gets
    the same answer): it is nobody's until found."""
    state = _dealt(2, 6)
    free = sorted((state.hidden, *state.rest))

    def hiding(card: int) -> State:
        return replace(state, hidden=card, rest=tuple(n for n in free if n != card))

    return Twins(GAME, 2, hiding(free[3]), hiding(free[4]), None)


TWINS = GameTwins({"a seat's card at rest": seat_card, "a seat's card, a guess": lambda: seat_card(True),
                   "the hidden card": hidden_card},
                  motion=("a seat's card, a guess",), quick="a seat's card at rest",
                  secret=Secret("a seat's card at rest", "a seat's card, a guess",
                                lambda s: (s.hands, s.hidden, s.rest), lambda s: 10 * s.hands[1] + s.hidden,
                                str(Path(__file__).resolve().parent / "art" / "back.png"),
                                moving=False))  # a guess pops its number up in place: no picture flies
