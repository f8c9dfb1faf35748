"""A match of robots that can go back: the classroom demo's Left key takes one move back, and play goes on as
before (the seat link's `rewound`).

The robots draw from their own dice (`Match.bot_rng`), so a match replayed from its seed to an earlier
move would have robots that choose differently from there. This match remembers the robots' dice as
they were before each move, and an earlier match made from it (`rewound`) starts with those.
"""

from __future__ import annotations

from typing import Any

from .match import Match
from .protocol import A, Game, GameConfig, S


class Rewindable(Match[S, A]):
    """A match whose earlier moves can be gone back to, its robots choosing again as they did."""

    def __init__(self, game: Game[S, A], config: GameConfig, seed: int) -> None:
        super().__init__(game, config, seed)
        self._robot_dice: dict[int, tuple[Any, ...]] = {}  # the robots' dice before move i

    def bot_choice(self, level: str | None = None) -> A:
        self._robot_dice.setdefault(len(self.history), self.bot_rng.getstate())
        return super().bot_choice(level)

    def rewound(self, moves: int) -> Rewindable[S, A]:
        """A fresh match from the same seed, `moves` moves into this one, its robots' dice as they were then
        (the seat link's `rewound`: robots alone, for a person has seen what came after)."""
        if any(seat.is_human for seat in self.config.seats):
            raise PermissionError("a game with a person in it goes back only by Oops")
        earlier: Rewindable[S, A] = Rewindable(self.game, self.config, self.seed)
        for action in self.history[:moves]:
            earlier.play(action)
        earlier._robot_dice = {k: dice for k, dice in self._robot_dice.items() if k <= moves}
        if moves in self._robot_dice:
            earlier.bot_rng.setstate(self._robot_dice[moves])
        return earlier
