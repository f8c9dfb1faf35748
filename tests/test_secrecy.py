"""Secrets reach the screen only where the rules show them (see tests/secrecy.py).

For every game: a position and its twin that differ only in a secret are drawn with no viewer and
with each viewer. Nobody, and no seat the secret is hidden from, may see any difference; the
owner must see it (so the test would notice a table that drew nothing at all).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from secrecy import frame_for, humans, same_pixels, scene_for

from spidergames.app.application import App
from spidergames.core.protocol import Game


def play_until(game: Game[Any, Any], state: Any, rng: random.Random, done: Callable[[Any], bool],
               limit: int = 400) -> Any:
    for _ in range(limit):
        if done(state):
            return state
        state = game.apply(state, rng.choice(game.legal_actions(state)), rng)
    raise AssertionError("the position the test needs never came")


# -- the twins: (game, players, position, twin, owner of the secret or None if nobody sees it) -----
Twins = tuple[Game[Any, Any], int, Any, Any, int | None]


def yahtzee_team_tokens() -> Twins:
    """Seat 0 holds a face-down team token: its value is the secret. Yahtzee has no curtain (the
    whole family watches every turn), so nobody sees a value until the final count."""
    from spidergames.games.yahtzee.rules import GAME, Phase

    rng = random.Random(4)
    state = play_until(GAME, GAME.new_game(humans(GAME, 2), rng), rng,
                       lambda s: s.phase is Phase.PLAY and s.current == 1 and s.dice == ())
    state = replace(state, teams=((3,), ()), team_pile=state.team_pile[:-1])
    twin = replace(state, teams=((1,), ()), team_pile=tuple(reversed(state.team_pile)))
    return GAME, 2, state, twin, None


TWINS = {"yahtzee": yahtzee_team_tokens}


@pytest.mark.parametrize("name", sorted(TWINS))
def test_a_secret_is_drawn_only_for_its_owner(app: App, name: str) -> None:
    game, players, state, twin, owner = TWINS[name]()
    assert state != twin
    scene = scene_for(app, game, humans(game, players), seed=1)
    for viewer in (None, *range(players)):
        a, b = frame_for(app, scene, state, viewer), frame_for(app, scene, twin, viewer)
        if owner is not None and viewer == owner:
            assert not same_pixels(a, b), f"{name}: the owner (seat {owner}) should see their own secret"
        else:
            assert same_pixels(a, b), f"{name}: seat {viewer} sees a secret of seat {owner}"
