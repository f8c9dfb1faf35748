"""A match: one game being played, with its seed, its live RNG and every action so far.

The match is what gets saved after each action and resumed by Continue. Its saved form holds
the state *and* the RNG state, so a resumed game rolls the very dice it would have rolled, and its
state number (`version`), so it numbers its positions on (a move chosen before the save stays stale);
the seed and action history let anyone replay it from the start and check the result.

Take-back: the match remembers its latest actions (with the RNG states before each person's
decision) back to the last one that revealed anything; `undo()` rewinds to before a person's last
decision as `core.undo` allows (only while nobody has played since). Hints asked for are counted per
seat and saved.

A match is also hot seat's `core.seat_link.SeatLink`, the door its table talks through: every seat
sits at this computer. Through it the table gets sights of the position (`sight()`, never the state),
submits actions numbered with the position they were chosen on, and each change is kept by the
match's `keeper` (the app's save slot; none in a demo).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Generic, Protocol

from . import codec, registry
from .hints import Hint
from .protocol import A, Bot, Game, GameConfig, IllegalAction, Message, Outcome, S
from .seat_link import STALE
from .state_sight import StateSight
from .undo import Step, undo_owner, undo_point

SAVE_FORMAT = 1
PLAN_STEPS = 8  # a turn's steps worked out ahead at most (a Labyrinth turn is two)


class Keeper(Protocol):
    """Where a match is kept to continue later (the app's save slot)."""

    def save(self, match: Match[Any, Any]) -> bool:
        """Write `match`; False if that failed (the keeper says so itself)."""
        ...

    def clear(self) -> None:
        """Nothing is to be continued any more."""
        ...


@dataclass(frozen=True)
class Mark(Generic[S, A]):
    """One action on the take-back trail. A person's decision also keeps both RNG states from
    just before it; a computer's move is never undone, so it keeps None."""

    step: Step[S, A]
    rngs: tuple[Any, Any] | None


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
    hints: list[int]  # hints asked for, per seat
    trail: list[Mark[S, A]]  # the latest actions, back to the last one that revealed anything
    takebacks: int  # decisions taken back since this match was made, saved with it (see `version`)
    keeper: Keeper | None  # what keeps each change to continue later (None: nothing is kept)

    def __init__(self, game: Game[S, A], config: GameConfig, seed: int) -> None:
        self.game = game
        self.config = config
        self.seed = seed
        self.rng = random.Random(seed)
        self.bot_rng = random.Random(seed + 1)  # bots never draw from the game's dice
        self.state = game.new_game(config, self.rng)
        self.history = []
        self.hints = [0] * config.players
        self.trail = []
        self.takebacks = 0
        self.keeper = None
        self._sight: StateSight[S] | None = None

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
        before = self.state
        try:
            self.state = self.game.apply(before, action, self.rng)
        except Exception:
            self.rng.setstate(saved_rng)
            raise
        self.history.append(action)
        if self.game.reveals(before, action, self.state):
            self.trail.clear()  # nothing before a revealed secret may be taken back
        else:
            human = self.config.seats[self.game.current_player(before)].is_human
            rngs = (saved_rng, self.bot_rng.getstate()) if human else None
            self.trail.append(Mark(Step(before, action, self.state), rngs))
        return self.state

    # -- take-back ------------------------------------------------------------------------------
    @property
    def undo_owner(self) -> int | None:
        """The person whose last decision Oops may take back now (see `core.undo.undo_owner`), or None."""
        return undo_owner(self.game, self.config.seats, [m.step for m in self.trail])

    def undo_point(self, by: int | None = None) -> int | None:
        """Where in `trail` Oops would rewind to (see `core.undo.undo_point`; `by`: only the
        decision of that seat), or None."""
        return undo_point(self.game, self.config.seats, [m.step for m in self.trail], by)

    @property
    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self, by: int | None = None) -> bool:
        """Take back a person's last decision (`by`: only if it is that seat's): the state, the
        history and both RNGs go back to just before it. False if nothing may be undone (it revealed
        something, or another seat, a robot too, has played since)."""
        at = self.undo_point(by)
        if at is None:
            return False
        mark = self.trail[at]
        assert mark.rngs is not None, "only a person's decision is ever undone"
        del self.history[len(self.history) - (len(self.trail) - at):]
        del self.trail[at:]
        self.state = mark.step.before
        self.rng.setstate(mark.rngs[0])
        self.bot_rng.setstate(mark.rngs[1])
        self.takebacks += 1
        self._keep()
        return True

    # -- help -----------------------------------------------------------------------------------
    def hint(self) -> Hint[A]:
        """What the game's Help robot (`GameEntry.hint`) would do for the seat on turn, and why.

        It sees only that seat's observation and draws from an RNG of its own (made from the seed
        and the move number), so asking for help changes neither the dice nor the robots' play.
        """
        return self._hint_at(self.state, len(self.history))

    def plan(self) -> tuple[Hint[A], ...]:
        """The Help robot's turn for the seat on turn, worked out once: its next action
        and the ones after it (each with why) as far as nothing decides them that the seat cannot
        see yet (dice, a card drawn: `Game.reveals`), or the turn passes. So Help follows one plan
        through the turn (the Labyrinth's push and then its walk, to the same goal) instead of being
        asked again half way. Each step is what `hint` would say on reaching it.
        """
        game, seat = self.game, self.current_player
        state, steps = self.state, [self.hint()]
        while len(steps) < PLAN_STEPS:
            after = game.apply(state, steps[-1].action, random.Random(0))  # no chance: any RNG will do
            if (game.reveals(state, steps[-1].action, after) or game.is_over(after)
                    or game.current_player(after) != seat):
                break
            state = after
            steps.append(self._hint_at(state, len(self.history) + len(steps)))
        return tuple(steps)

    def _hint_at(self, state: S, moves: int) -> Hint[A]:
        entry = registry.entry(self.game.info.id)
        if entry.hint is None:
            raise LookupError(f"{self.game.info.id} has no hints")
        obs = self.game.observation(state, self.game.current_player(state))
        rng = random.Random(self.seed * 100_003 + moves)
        action, reason = entry.hint(obs, self.game.legal_actions(state), rng)
        return Hint(action, reason)

    def count_hint(self, seat: int) -> None:
        """A hint was shown to `seat` (counted, saved and shown on the results)."""
        self.hints[seat] += 1
        self._keep()

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

    # -- hot seat's link (core.seat_link.SeatLink) ---------------------------------------------
    @property
    def version(self) -> int:
        """The state number: moves played, and two more for each taken back, so that every change
        makes a higher number (a move chosen before a take-back can never pass for a new one)."""
        return len(self.history) + 2 * self.takebacks

    def sight(self) -> StateSight[S]:
        """The position now, as any seat at this computer may see it (the same object until it changes)."""
        if self._sight is None or not self._sight.holds(self.state) or self._sight.version != self.version:
            self._sight = StateSight(self.game, self.state, self.version)
        return self._sight

    def here(self, seat: int) -> bool:
        """Every seat sits at this computer."""
        return True

    def starts_again(self) -> bool:
        """Every seat is here: the same players may begin again."""
        return True

    def arrived(self) -> None:
        """Nothing is played anywhere else."""
        return None

    def waiting(self) -> bool:
        """Nothing comes from anywhere else."""
        return False

    def shown(self, version: int) -> None:
        """Nobody waits for this screen: the robots here are the table's own, which waits for itself."""

    def submit(self, action: A, version: int) -> Message | None:
        """Play and keep `action`, chosen on the position numbered `version`; else say why not."""
        if version != self.version:
            return STALE
        try:
            self.play(action)
        except IllegalAction as refusal:
            return refusal.message
        self._keep()
        return None

    def preview(self, action: A) -> StateSight[S]:
        """The position `action` would lead to, worked out on a copy of the dice (the match stays as it
        is): the classroom demo puts a robot's rule up while the robot still shows its move. Never for a
        person, who would see the dice before choosing to roll them."""
        if self.config.seats[self.current_player].is_human:
            raise PermissionError("a person's move is never worked out before it is played")
        dice = random.Random()
        dice.setstate(self.rng.getstate())
        return StateSight(self.game, self.game.apply(self.state, action, dice), self.version + 1)

    def rewound(self, moves: int) -> Match[S, A]:
        """Hot seat never goes back past Oops: the robots' dice before each move are not remembered here
        (a match of robots that goes back is `core.rewind.Rewindable`)."""
        raise PermissionError("a match goes back only by Oops, one person's last decision")

    def finish(self) -> None:
        """The end has been shown: the kept game is cleared."""
        if self.keeper is not None:
            self.keeper.clear()

    def leave(self) -> None:
        """Nothing is held open at one computer (the game stays saved)."""

    def final_state(self) -> S:
        """The whole state, once the game is over (every secret is shown at the end anyway)."""
        if not self.is_over:
            raise PermissionError("the state stays behind the link until the game is over")
        return self.state

    def _keep(self) -> None:
        if self.keeper is not None:
            self.keeper.save(self)

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
            "hints": list(self.hints),
            "version": self.version,
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
            match.hints = hint_counts(data.get("hints"), len(match.config.seats))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the save is missing a part: {exc}") from exc
        match.trail = []  # a resumed game starts a new take-back trail
        match.takebacks = _takebacks(data.get("version"), len(match.history))
        match.keeper = None
        match._sight = None
        return match

    def replayed(self) -> Match[S, A]:
        """A fresh match from the same seed with the same actions (for checking a save)."""
        fresh = Match(self.game, self.config, self.seed)
        for action in self.history:
            fresh.play(action)
        return fresh


def _takebacks(version: Any, moves: int) -> int:
    """The take-backs a saved state number counts beside its `moves`, so a resumed game numbers on from it
    (a move chosen before the save is still stale after it); a save from before it was kept has none."""
    if version is None:
        return 0
    if type(version) is not int or version < moves or (version - moves) % 2:
        raise ValueError(f"impossible state number {version!r} after {moves} moves")
    return (version - moves) // 2


def hint_counts(data: Any, seats: int) -> list[int]:
    """The saved hint counts (a save, a room's log line); a save from before hints were counted has none."""
    if data is None:
        return [0] * seats
    if not isinstance(data, list) or len(data) != seats or not all(type(n) is int and n >= 0 for n in data):
        raise ValueError(f"impossible hint counts {data!r}")
    return list(data)
