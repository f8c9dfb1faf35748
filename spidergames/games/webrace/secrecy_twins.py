"""Spider-Web Race's secrecy twins (see `spidergames.core.secrecy_twins`): the face-down villains."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from spidergames.core.secrecy_twins import GameTwins, Secret, SpokenSecret, Twins, first_action, humans, play_until

from .rules import GAME


def villains() -> Twins:
    """Which villains seat 1 captured (as many, different ones) and the travel deck's order differ."""
    return _villains_of(1, random.Random(5))


def second_row() -> Twins:
    """Which villains seat 2 captured differ: seat 2's panel is in the second row of panels, which only a
    table of three or four seats has (each panel one row: portrait, pieces, villain backs and their count,
    race cards). Seat 2 also holds a Race Place card (public: alike in both twins), so that row shows it."""
    twins = _villains_of(2, random.Random(2))
    a = twins.a
    pieces = a.pieces[:2] + ((GAME.board.centre, a.pieces[2][1]),) + a.pieces[3:]
    raced = {"pieces": pieces, "race": a.race[:2] + (a.race_left[:1],) + a.race[3:], "race_left": a.race_left[1:]}
    return replace(twins, a=replace(a, **raced), b=replace(twins.b, **raced))


def _villains_of(seat: int, rng: random.Random) -> Twins:
    """Three seats, seat 0 to draw; `seat` captured villains, and the twin holds another one (the top of the
    face-down pile) in place of its first, with the travel deck in reverse order."""
    state = play_until(GAME, GAME.new_game(humans(GAME, 3), rng), rng,
                       lambda s: s.captured[seat] and s.turn == 0 and s.card is None and not s.over)
    mine, left = state.captured[seat], state.villains
    swapped = (left[0],) + mine[1:]
    captured = state.captured[:seat] + (swapped,) + state.captured[seat + 1:]
    twin = replace(state, captured=captured, villains=(mine[0],) + left[1:], deck=tuple(reversed(state.deck)))
    return Twins(GAME, 3, state, twin, seat, owner_sees=False)


def capture() -> Twins:
    """The seat on turn lands on a villain's space: the villain it takes (the top of the face-down pile,
    the twins' difference) goes face down in front of it; only it learns which."""
    def captures(s: Any) -> Callable[[Any], bool]:
        return lambda t: len(t.captured[s.turn]) > len(s.captured[s.turn])

    rng = random.Random(8)
    state = play_until(GAME, GAME.new_game(humans(GAME, 3), rng), rng,
                       lambda s: not s.over and s.card is not None and len(s.villains) >= 2
                       and first_action(GAME, s, captures(s)) is not None)
    left = state.villains
    other = next(i for i, v in enumerate(left) if v != left[0])
    twin = replace(state, villains=(left[other],) + left[1:other] + (left[0],) + left[other + 1:])
    return Twins(GAME, 3, state, twin, state.turn, first_action(GAME, state, captures(state)), owner_sees=False)


def _one_more_villain(twins: Twins) -> Twins:
    a, seat = twins.a, twins.owner
    assert seat is not None
    captured = a.captured[:seat] + (a.captured[seat] + a.villains[:1],) + a.captured[seat + 1:]
    return replace(twins, b=replace(a, captured=captured, villains=a.villains[1:]))


def _captured(state: Any, seat: int) -> frozenset[str]:
    return frozenset(villain.value for villain in state.captured[seat])


def _pile(state: Any) -> frozenset[str]:
    return frozenset(villain.value for villain in state.villains)


TWINS = GameTwins({"villains at rest": villains, "villains at rest, second row": second_row,
                   "a villain captured": capture},
                  motion=("a villain captured",), quick="villains at rest",
                  public_counts={"seat 1 captured one villain more": lambda: _one_more_villain(villains()),
                                 "seat 2 captured one villain more": lambda: _one_more_villain(second_row())},
                  secret=Secret("villains at rest", "a villain captured", lambda s: (s.captured, s.villains),
                                lambda s: 10 * sum(v.points for v in s.captured[1]) + s.villains[0].points,
                                "webrace/villain-back.png", spoken=SpokenSecret(_captured, _pile)))
