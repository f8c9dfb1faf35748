"""Build hand-made Something Wild positions for the tests."""

from __future__ import annotations

import random

from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.somethingwild.positions import B, G, P, R, Y, c, make
from spidergames.games.somethingwild.rules import GAME, State

__all__ = ["B", "G", "P", "R", "Y", "c", "config", "make", "new", "play"]


def config(players: int, level: str = "human") -> GameConfig:
    return GameConfig(tuple(Seat(f"P{i + 1}", level) for i in range(players)))


def new(players: int = 2, seed: int = 0) -> State:
    return GAME.new_game(config(players), random.Random(seed))


def play(state: State, *actions: object, seed: int = 0) -> State:
    rng = random.Random(seed)
    for a in actions:
        state = GAME.apply(state, a, rng)
    return state
