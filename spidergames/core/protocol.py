"""The one protocol every game implements (shaped after OpenSpiel and python-chess).

A game is a stateless `Game` object plus an immutable state value (a frozen dataclass).
Every game's rules module names them alike: `GAME`, `State`, `Observation` (from
`GAME.observation(state, viewer)`), `Action` (a union of action classes) and `Event`; every
`State` and `Observation` has `events` (what the last action did, a tuple, possibly empty) and
`current_player` (the seat to act now, or TERMINAL).
Actions are small hashable frozen dataclasses whose `str()` reads well ("roll, keeping 2 Hulks").
Every random event (dice, shuffles, card draws) takes the `random.Random` the caller injects,
so the same seed and the same actions always replay the same game.

    state = game.new_game(config, rng)
    while not game.is_over(state):
        action = bot.choose(game.observation(state, p), game.legal_actions(state), rng)
        state = game.apply(state, action, rng)
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from . import codec
from .gameinfo import GameInfo, Variant

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

TERMINAL = -1
"""`current_player` of a finished game."""

LEVELS = ("easy", "normal", "hard")
"""Computer-player difficulty levels, weakest first."""

HUMAN = "human"
"""`Seat.controller` of a seat played by a person; otherwise it names a level from LEVELS."""

S = TypeVar("S")
A = TypeVar("A")
D = TypeVar("D", bound="DataclassInstance")


@dataclass(frozen=True)
class Message:
    """What the rules tell a player, as a key and its parameters: the app puts it into words.

    The rules speak no language: a key names the sentence (`"yahtzee.roll_first"`, the game's id
    first) and the parameters are the game's own values (a die face, a card, a number), never text.
    The game's `words.py` (its `GameEntry.words`) holds the English for each of its keys; `app/words.py`
    looks them up and translates them through the catalogues.
    """

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Any) -> Message:
        return cls(key, tuple(sorted(params.items())))


GAME_OVER = Message("game_over")
TRY_GLOWING = Message("try_glowing")
"""The refusals every game shares: the game has ended; nothing more specific to say."""


def seat_of(viewer: int | None) -> int:
    """The seat a view belongs to (an observation's `me`): a robot always sees as a seat."""
    if viewer is None:
        raise ValueError("nobody's view belongs to no seat")
    return viewer


class IllegalAction(ValueError):
    """An action the rules refuse; `message` says why (its key is the `str()`, for logs and tests)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


@dataclass(frozen=True)
class Seat:
    """One player at the table: who they are and who plays for them."""

    name: str
    controller: str = HUMAN  # HUMAN or one of LEVELS
    colour: str = "red"  # red / blue / green / yellow: each colour also has its own shape
    character: str = "spider-man"
    default: int | None = None
    """N when `name` is the app's default name for this seat ("Player N", "Robot N"), which the app
    says in the language of the day; 0 for a typed name, kept as typed; None when not known (a save
    from before names were marked: the app then recognises a default name by its words)."""
    profile: str = ""
    """The id of the child's profile sitting here ("" for none): the app keeps the game's end for them.
    The rules never look at it."""

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True)
class GameConfig:
    """Everything chosen on the setup screen, in turn order (seat 0 plays first)."""

    seats: tuple[Seat, ...]
    variants: tuple[tuple[str, str], ...] = ()

    @property
    def players(self) -> int:
        return len(self.seats)

    def variant(self, key: str, default: str = "") -> str:
        """The chosen value of a game variant (see `GameInfo.variants`)."""
        return dict(self.variants).get(key, default)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final scores per seat and the winning seat(s) (several on a shared win)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


class Bot(Protocol[A]):
    """A computer player: sees only its own observation and draws chance from the rng it is given."""

    def choose(self, observation: Any, legal_actions: Sequence[A], rng: random.Random) -> A: ...


class Game(ABC, Generic[S, A]):
    """Rules of one game. Stateless: every method takes the state and returns new values.

    Subclasses set `info`, `state_type`, `action_types` and implement the abstract methods;
    `apply` checks legality centrally so no illegal action ever reaches `_apply`.
    """

    info: GameInfo
    state_type: type[S]
    action_types: tuple[type[A], ...]

    # -- the game's own rules ---------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: GameConfig, rng: random.Random) -> S:
        """The starting position for these seats, shuffled/dealt with `rng`."""

    @abstractmethod
    def legal_actions(self, state: S) -> tuple[A, ...]:
        """Every legal action for `current_player`, in a deterministic order; empty when over."""

    @abstractmethod
    def _apply(self, state: S, action: A, rng: random.Random) -> S:
        """The state after a legal `action` (never mutate `state`)."""

    @abstractmethod
    def current_player(self, state: S) -> int:
        """The seat whose decision it is, or TERMINAL."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """Final scores and winners once the game is over, else None."""

    @abstractmethod
    def scores(self, state: S) -> tuple[int, ...]:
        """Each seat's score so far (public information only; hidden points count at the end)."""

    @abstractmethod
    def observation(self, state: S, viewer: int | None) -> Any:
        """What `viewer` may see: hidden cards and deck order of others are left out.

        `viewer` None is nobody at all (a curtain is up, or a spectator): only what is public.
        """

    def refusal(self, state: S, action: Any) -> Message:
        """Why `action` is not legal now, as a message key; games override for detail."""
        return TRY_GLOWING

    def reveals(self, before: S, action: A, after: S) -> bool:
        """True if playing `action` in `before` (giving `after`) used chance (dice, a shuffle) or
        showed anyone something hidden (a card drawn, flipped or passed). A take-back may never
        cross such an action (`spidergames.core.undo`). A game overrides it; by default every
        action reveals, so nothing can be taken back.
        """
        return True

    # -- shared behaviour ---------------------------------------------------------------------
    def apply(self, state: S, action: A, rng: random.Random) -> S:
        """The state after `action`; raises IllegalAction (saying why) if not allowed.

        Only one of `legal_actions` gets through: equal is not enough (`Score(1)` equals a score
        for the friend whose number is 1), so the type of every part must match too. Junk of any
        kind (wrong type, wrong fields, unhashable, stale) is refused, never passed to the rules.
        """
        if self.is_over(state):
            raise IllegalAction(GAME_OVER)

        def same(a: Any, b: Any, depth: int = 0) -> bool:
            if type(a) is not type(b) or depth > 50:
                return False
            if dataclasses.is_dataclass(a):
                return all(same(getattr(a, f.name), getattr(b, f.name), depth + 1) for f in dataclasses.fields(a))
            if isinstance(a, (tuple, list)):
                return len(a) == len(b) and all(same(x, y, depth + 1) for x, y in zip(a, b, strict=True))
            if isinstance(a, (frozenset, set)):
                return len(a) == len(b) and all(any(same(x, y, depth + 1) for y in b if y == x) for x in a)
            if isinstance(a, dict):
                return a.keys() == b.keys() and all(same(a[k], b[k], depth + 1) for k in a)
            return bool(a == b)

        try:
            legal = next((x for x in self.legal_actions(state) if x == action and same(action, x)), None)
        except Exception:  # noqa: BLE001 - junk whose comparison itself fails is just not legal
            legal = None
        if legal is None:
            try:
                message = self.refusal(state, action)
            except Exception:  # noqa: BLE001 - a game's refusal may not expect junk
                message = Game.refusal(self, state, action)
            raise IllegalAction(message)
        return self._apply(state, legal, rng)

    def is_over(self, state: S) -> bool:
        return self.current_player(state) == TERMINAL

    def state_to_dict(self, state: S) -> codec.JSON:
        return codec.encode(state)

    def state_from_dict(self, data: codec.JSON) -> S:
        return codec.decode(self.state_type, data)

    def action_to_dict(self, action: A) -> codec.JSON:
        return {"kind": type(action).__name__, "fields": codec.encode(action)}

    def action_from_dict(self, data: codec.JSON) -> A:
        kinds = {cls.__name__: cls for cls in self.action_types}
        try:
            cls = kinds[data["kind"]]
        except (KeyError, TypeError) as exc:
            raise ValueError(f"unknown action in saved data: {data!r}") from exc
        return codec.decode(cls, data["fields"])


def replace(obj: D, **changes: Any) -> D:
    """`dataclasses.replace`, named for the frozen-state habit (pgx style)."""
    return dataclasses.replace(obj, **changes)


__all__ = [
    "A", "Bot", "GAME_OVER", "Game", "GameConfig", "GameInfo", "HUMAN", "IllegalAction", "LEVELS",
    "Message", "Outcome", "S", "Seat", "TERMINAL", "TRY_GLOWING", "Variant", "replace",
]
