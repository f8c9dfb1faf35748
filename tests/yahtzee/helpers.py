"""Shared builders for the Yahtzee tests: scripted dice and hand-made positions."""

from __future__ import annotations

import random
from collections.abc import Iterable

from spidergames.core.protocol import GameConfig, Seat, replace
from spidergames.games.yahtzee.board import FRIENDS, NOT_PLACED, Board, Face
from spidergames.games.yahtzee.rules import GAME, State

S, CA, HU, ST, WO, TH = Face


class ScriptedDice(random.Random):
    """A Random whose die rolls come from a script (shuffles still use the seed)."""

    def __init__(self, faces: Iterable[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(faces)

    def randrange(self, *args: int, **kwargs: int) -> int:  # type: ignore[override]
        assert args == (6,), "the rules roll one six-sided die at a time"
        return int(self.script.pop(0))


def new_state(players: int = 2, seed: int = 0) -> State:
    seats = tuple(Seat(f"P{i + 1}") for i in range(players))
    return GAME.new_game(GameConfig(seats), random.Random(seed))


def board_from(*rows: dict[Face, int]) -> Board:
    """A board from one {friend: column} dict per player (missing friends are still in hand)."""
    return tuple(tuple(row.get(f, NOT_PLACED) for f in FRIENDS) for row in rows)


def with_dice(state: State, dice: Iterable[Face], rolls_used: int = 3, **changes: object) -> State:
    return replace(state, dice=tuple(dice), rolls_used=rolls_used, **changes)
