"""Yahtzee's secrecy twins (see `spidergames.core.secrecy_twins`): the face-down team tokens."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from spidergames.core.secrecy_twins import GameTwins, Secret, Twins, first_action, humans, play_until

from .rules import GAME, Phase


def tokens_at_rest() -> Twins:
    """Seat 0 holds a face-down team token: its value is the secret. Yahtzee has no curtain (the
    whole family watches every turn), so nobody sees a value until the final count."""
    rng = random.Random(4)
    state = play_until(GAME, GAME.new_game(humans(GAME, 2), rng), rng,
                       lambda s: s.phase is Phase.PLAY and s.current == 1 and s.dice == ())
    state = replace(state, teams=((3,), ()), team_pile=state.team_pile[:-1])
    twin = replace(state, teams=((1,), ()), team_pile=tuple(reversed(state.team_pile)))
    return Twins(GAME, 2, state, twin, 0, owner_sees=False)


def _takes_a_token(state: Any) -> bool:
    return any(e.team_token > 0 for e in state.events)


def token_taken() -> Twins:
    """Seat `current` scores a team and takes the top token of the face-down pile, whose order is the
    twins' difference: the taker alone learns its value, the others see a token go face down."""
    rng = random.Random(11)
    state = play_until(GAME, GAME.new_game(humans(GAME, 2), rng), rng,
                       lambda s: not GAME.is_over(s) and first_action(GAME, s, _takes_a_token) is not None)
    action = first_action(GAME, state, _takes_a_token)
    pile = state.team_pile
    other = next(i for i, v in enumerate(pile) if v != pile[0])
    twin = replace(state, team_pile=(pile[other],) + pile[1:other] + (pile[0],) + pile[other + 1:])
    return Twins(GAME, 2, state, twin, state.current, action, owner_sees=False)  # no curtain: face down for all


def _one_more_token() -> Twins:
    twins = tokens_at_rest()
    a = twins.a
    return replace(twins, b=replace(a, teams=((3, 2), ()), team_pile=a.team_pile[:-1]))


TWINS = GameTwins({"team tokens at rest": tokens_at_rest, "a team token taken": token_taken},
                  motion=("a team token taken",), quick="team tokens at rest",
                  public_counts={"seat 0 holds one team token more": _one_more_token},
                  secret=Secret("team tokens at rest", "a team token taken", lambda s: (s.teams, s.team_pile),
                                lambda s: sum(map(sum, s.teams)) + s.team_pile[0], "yahtzee/team-back.png"))
