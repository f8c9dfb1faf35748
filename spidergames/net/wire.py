"""What travels between the room server and its screens: limits, refusals, and sights as plain data.

Everything a screen sends is checked here before the host's rules see it (types, seat, state number,
size); what does not fit is refused with one of the `net.*` message keys below, and the room goes on.
A sight leaves the host as the observations of the seats at that one screen and of nobody (what is
public): produced by the game's own `observation`, so a card another seat drew arrives face down, the
first sync included. Robots' and other screens' moves arrive as new sights, never as actions.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any

from ..core import codec
from ..core.hints import Hint, Reason
from ..core.protocol import HUMAN, LEVELS, TERMINAL, Game, GameConfig, Message, Outcome
from ..core.state_sight import events_of

DEFAULT_PORT = 7428  # where every app's room server listens (and `spidergames serve`, unless told otherwise)
MAX_MESSAGE_BYTES = 16_384  # the largest frame the server reads (Engine.IO's buffer): a move is ~100 bytes
MAX_MOVE_BYTES = 2_048  # a move's own payload, measured as JSON
RATE = 20.0  # messages a second one connection may send, on average...
BURST = 40  # ...and at once
JOIN_TRIES = 10  # room codes one connection may try (see `codes`)
MAX_NAME = 24  # characters of a player's name
COLOURS = ("red", "blue", "green", "yellow")

BAD_PAYLOAD = Message("net.bad_payload")  # not the shape this message takes
TOO_BIG = Message("net.too_big")
TOO_FAST = Message("net.too_fast")
NO_ROOM = Message("net.no_room")  # no room has that code (or too many codes were tried)
NOT_JOINED = Message("net.not_joined")  # the connection holds no seat in a room
NOT_YOUR_SEAT = Message("net.not_your_seat")  # a move for a seat this screen does not hold
NOT_YOUR_TURN = Message("net.not_your_turn")  # a move for a seat this screen holds, but it is not on turn
SEAT_TAKEN = Message("net.seat_taken")  # a seat asked for is someone else's, or a robot's
BAD_TOKEN = Message("net.bad_token")
BAD_ACTION = Message("net.bad_action")  # no action of this game
BAD_CONFIG = Message("net.bad_config")
FULL = Message("net.full")  # the server holds as many rooms as it may
OFFLINE = Message("net.offline")  # the client lost the host (it reconnects by itself)
NO_HELP = Message("net.no_help")
WAITING = Message("net.waiting")  # a move before every person's seat is taken: the game starts when all are


class Refused(Exception):  # noqa: N818 - a refusal, carried to the reply
    """A message refused, with the key the screen gets back."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


def refusal(message: Message) -> dict[str, Any]:
    """The reply to a refused message."""
    return {"ok": False, "refused": message.key, "params": [list(p) for p in message.params]}


def message_of(reply: Any) -> Message:
    """The refusal a reply carries (junk from the host reads as a bad payload)."""
    if isinstance(reply, dict) and isinstance(reply.get("refused"), str):
        params = reply.get("params")
        try:
            return Message(reply["refused"], tuple((str(k), v) for k, v in params or ()))
        except (TypeError, ValueError):
            return Message(reply["refused"])
    return BAD_PAYLOAD


def size_of(payload: Any) -> int:
    """The bytes `payload` takes as JSON (what the wire carries)."""
    try:
        return len(json.dumps(payload, separators=(",", ":")))
    except (TypeError, ValueError) as exc:
        raise Refused(BAD_PAYLOAD) from exc


def fields(payload: Any, required: dict[str, type | tuple[type, ...]], optional: dict[str, Any] | None = None,
           *, limit: int = MAX_MOVE_BYTES) -> dict[str, Any]:
    """`payload` checked: an object of at most `limit` bytes with exactly these keys of these types
    (`bool` is never taken for an int)."""
    if not isinstance(payload, dict):
        raise Refused(BAD_PAYLOAD)
    if size_of(payload) > limit:
        raise Refused(TOO_BIG)
    allowed = {**required, **(optional or {})}
    if set(payload) - set(allowed) or set(required) - set(payload):
        raise Refused(BAD_PAYLOAD)
    for key, kinds in allowed.items():
        if key in payload and not _is(payload[key], kinds):
            raise Refused(BAD_PAYLOAD)
    return payload


def _is(value: Any, kinds: type | tuple[type, ...]) -> bool:
    kinds = kinds if isinstance(kinds, tuple) else (kinds,)
    if isinstance(value, bool) and bool not in kinds:
        return False
    return isinstance(value, kinds)


def seat_number(value: Any, seats: int) -> int:
    """A seat index of this room."""
    if type(value) is not int or not 0 <= value < seats:
        raise Refused(BAD_PAYLOAD)
    return value


def config_from(game: Game[Any, Any], data: Any) -> GameConfig:
    """The seats and variants a room is opened with, checked against the game: names short, colours and
    characters the game's, controllers a person or a robot level, variants among the game's choices."""
    try:
        config = codec.decode(GameConfig, data)
    except ValueError as exc:
        raise Refused(BAD_CONFIG) from exc
    info = game.info
    if not info.min_players <= config.players <= info.max_players:
        raise Refused(BAD_CONFIG)
    for seat in config.seats:
        if (not 0 < len(seat.name) <= MAX_NAME or not seat.name.isprintable() or seat.colour not in COLOURS
                or seat.controller not in (HUMAN, *LEVELS) or seat.character not in info.characters_for(seat.colour)
                or not (seat.default is None or 0 <= seat.default <= info.max_players)):
            raise Refused(BAD_CONFIG)
    if len({s.colour for s in config.seats}) != config.players:
        raise Refused(BAD_CONFIG)
    choices = {v.key: v.choices for v in info.variants}
    if any(key not in choices or value not in choices[key] for key, value in config.variants):
        raise Refused(BAD_CONFIG)
    return config


# -- sights ---------------------------------------------------------------------------------------------
def observation_type(game: Game[Any, Any]) -> Any:
    """The class of the game's observations: every rules module names it `Observation` (`core.protocol`); the
    module is loaded, since its `GAME` is."""
    return sys.modules[type(game).__module__].Observation


def sight_payload(game: Game[Any, Any], state: Any, version: int, seats: tuple[int, ...], hints: list[int],
                  legal: tuple[Any, ...], encoded: dict[int | None, Any] | None = None) -> dict[str, Any]:
    """The position numbered `version` as one screen may see it: the observation of each of its `seats`
    and of nobody, nothing else of the state; the legal actions only when one of its seats is on turn.
    `encoded`: the observations of this state already encoded, by viewer (filled in: the server sends
    every screen of a room its sight of one move, and each needs the public view)."""
    current = game.current_player(state)
    outcome = game.outcome(state)
    views = {} if encoded is None else encoded
    for viewer in (*seats, None):
        if viewer not in views:
            views[viewer] = codec.encode(game.observation(state, viewer))
    return {
        "version": version,
        "current": current,
        "views": [[viewer, views[viewer]] for viewer in (*seats, None)],
        "legal": [game.action_to_dict(a) for a in legal] if current in seats else [],
        "hints": list(hints),
        "outcome": None if outcome is None else codec.encode(outcome),
    }


@dataclass(frozen=True)
class RemoteSight:
    """A position as it arrived from the host: a `core.seat_link.Sight` of this screen's seats."""

    version: int
    current_player: int
    views: dict[int | None, Any]
    legal: tuple[Any, ...]
    hints: tuple[int, ...]
    outcome: Outcome | None

    @property
    def over(self) -> bool:
        return self.current_player == TERMINAL

    def view(self, viewer: int | None) -> Any:
        """A seat of this screen's view, or nobody's; another screen's seat sees as nobody here."""
        return self.views.get(viewer, self.views[None])

    def events(self, viewer: int | None) -> tuple[Any, ...]:
        return events_of(self.view(viewer))


def read_sight(game: Game[Any, Any], data: Any, players: int) -> RemoteSight:
    """A sight from the host's payload; ValueError if it is not one."""
    try:
        observation = observation_type(game)
        views: dict[int | None, Any] = {}
        for viewer, view in data["views"]:
            if viewer is not None and (type(viewer) is not int or not 0 <= viewer < players):
                raise ValueError(f"no seat {viewer!r}")
            views[viewer] = codec.decode(observation, view)
        if None not in views:
            raise ValueError("no public view")
        version, current = data["version"], data["current"]
        if type(version) is not int or type(current) is not int:
            raise ValueError("bad numbers")
        return RemoteSight(version, current, views, tuple(game.action_from_dict(a) for a in data["legal"]),
                           tuple(int(h) for h in data["hints"]),
                           None if data["outcome"] is None else codec.decode(Outcome, data["outcome"]))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a sight: {exc}") from exc


def hints_payload(plan: tuple[Hint[Any], ...], game: Game[Any, Any]) -> list[Any]:
    return [[game.action_to_dict(h.action), codec.encode(h.reason)] for h in plan]


def read_hints(data: Any, game: Game[Any, Any]) -> tuple[Hint[Any], ...]:
    try:
        return tuple(Hint(game.action_from_dict(a), codec.decode(Reason, r)) for a, r in data)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not a plan: {exc}") from exc
