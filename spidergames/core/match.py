"""A match: one game being played, with its seed, its live RNG and every action so far.

The match is what gets saved after each action and resumed by Continue. Its saved form holds
the state *and* the RNG state, so a resumed game rolls the very dice it would have rolled; the
seed and action history let anyone replay it from the start and check the result.
"""

from __future__ import annotations

import random
from typing import Generic

from . import codec, registry
from .protocol import A, Bot, Game, GameConfig, Outcome, S

SAVE_FORMAT = 1


class Match(Generic[S, A]):
    """A game in progress. Mutable on purpose: it is the one place the app's game lives.

    Generic over the game's state and action types: `Match(labyrinth.GAME, ...)` is a
    `Match[labyrinth.State, labyrinth.Action]`.
    """

    game: Game[S, A]
    config: GameConfig
    seed: int
    rng: random.Random
    bot_rng: random.Random
    state: S
    history: list[A]

    def __init__(self, game: Game[S, A], config: GameConfig, seed: int) -> None:
        self.game = game
        self.config = config
        self.seed = seed
        self.rng = random.Random(seed)
        self.bot_rng = random.Random(seed + 1)  # bots never draw from the game's dice
        self.state = game.new_game(config, self.rng)
        self.history = []

    # -- playing --------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.game.current_player(self.state)

    @property
    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def legal_actions(self) -> tuple[A, ...]:
        return self.game.legal_actions(self.state)

    def play(self, action: A) -> S:
        """Apply `action` (IllegalAction leaves the match untouched) and return the new state."""
        saved_rng = self.rng.getstate()
        try:
            self.state = self.game.apply(self.state, action, self.rng)
        except Exception:
            self.rng.setstate(saved_rng)
            raise
        self.history.append(action)
        return self.state

    def bot_choice(self, level: str | None = None) -> A:
        """What the current seat's computer player would do (it sees only its observation).

        Bots draw from their own RNG, so the game's dice stay the same whoever plays.
        `level` overrides the seat's own (a hint for a human uses "normal"). The bot comes from
        the game's registration (`GameEntry.bots`).
        """
        seat = self.config.seats[self.current_player]
        bot: Bot[A] = registry.entry(self.game.info.id).bots(level or seat.controller)
        obs = self.game.observation(self.state, self.current_player)
        return bot.choose(obs, self.legal_actions(), self.bot_rng)

    # -- saving ---------------------------------------------------------------------------------
    def to_dict(self, *, history: bool = True) -> codec.JSON:
        """The saved form; `history=False` leaves the action list out (the save slot adds it itself)."""
        data = {
            "format": SAVE_FORMAT,
            "game": self.game.info.id,
            "seed": self.seed,
            "config": codec.encode(self.config),
            "state": self.game.state_to_dict(self.state),
            "rng": codec.rng_to_data(self.rng),
            "bot_rng": codec.rng_to_data(self.bot_rng),
        }
        if history:
            data["history"] = [self.game.action_to_dict(a) for a in self.history]
        return data

    @classmethod
    def from_dict(cls, game: Game[S, A], data: codec.JSON) -> Match[S, A]:
        """Rebuild a saved match exactly; raises ValueError if the data is damaged."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("this save was not written by this version of spidergames")
        if data.get("game") != game.info.id:
            raise ValueError(f"this save belongs to {data.get('game')!r}, not {game.info.id!r}")
        match = cls.__new__(cls)
        match.game = game
        try:
            match.config = codec.decode(GameConfig, data["config"])
            match.seed = int(data["seed"])
            match.state = game.state_from_dict(data["state"])
            match.rng = codec.rng_from_data(data["rng"])
            match.bot_rng = codec.rng_from_data(data["bot_rng"])
            match.history = [game.action_from_dict(a) for a in data["history"]]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the save is missing a part: {exc}") from exc
        return match

    def replayed(self) -> Match[S, A]:
        """A fresh match from the same seed with the same actions (for checking a save)."""
        fresh = Match(self.game, self.config, self.seed)
        for action in self.history:
            fresh.play(action)
        return fresh
