"""The host's authority over one room, for one change: the same `Match` and rules as hot seat.

A `Room` is made from the room's record under its lock, changed (a seat claimed, a move checked and
played, a robot's move) and written back (`rooms`: whole, or as the change since it was last written);
a folder's keeper keeps it live for the next change, Redis's forgets it. Every refusal is a
`wire.Refused` with its message key; nothing a screen sends reaches the rules before it is checked (seat,
turn, state number, shape), and a refused message changes nothing. Oops is off across computers: a
decision once sent has been seen by the other screens (README "Playing across computers").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import codec
from ..core.match import Match, hint_counts
from ..core.protocol import GameConfig, Message
from ..core.registry import game_ids, load_game
from ..core.seat_link import STALE
from . import codes, wire
from .rooms import Record
from .wire import Refused


@dataclass(frozen=True)
class Claim:
    """One screen's seats in a room: `id` names its Socket.IO room, `hash` its token's SHA-256."""

    id: int
    hash: str
    seats: tuple[int, ...]

    def to_data(self) -> dict[str, Any]:
        return {"id": self.id, "hash": self.hash, "seats": list(self.seats)}

    @classmethod
    def from_data(cls, data: Any) -> Claim:
        return cls(data["id"], data["hash"], tuple(data["seats"]))


class Room:
    """One room made live from its record (and the changes kept since it: `rooms`)."""

    def __init__(self, code: str, record: Record) -> None:
        self.code = code
        data = record["match"]
        self.match: Match[Any, Any] = Match.from_dict(load_game(data["game"]), data)
        self.claims = [Claim.from_data(c) for c in record["claims"]]
        self.changes = record.get("changes", 0)  # changes kept: the number of the last one
        if type(self.changes) is not int:
            raise ValueError(f"impossible count of changes {self.changes!r}")
        for entry in record.get("since", ()):
            self._replay(entry)
        self.match.trail.clear()  # (as `_submit` does)
        self._written()

    def _replay(self, entry: Record) -> None:
        """Make again the change `entry` kept: its moves played on the kept dice, the rest as it was after."""
        match = self.match
        for action in entry["moves"]:
            match.play(match.game.action_from_dict(action))
        self.claims += [Claim.from_data(c) for c in entry["claims"]]
        match.hints = hint_counts(entry["hints"], match.config.players)
        if "bot_rng" in entry:
            match.bot_rng = codec.rng_from_data(entry["bot_rng"])
        self.changes = entry["n"]

    def _written(self) -> None:
        """Everything so far is kept: the next `entry` holds only what comes after."""
        self._moves_kept, self._claims_kept, self._robot_moved = len(self.match.history), len(self.claims), False

    @classmethod
    def open(cls, code: str, game_id: Any, config_data: Any, seed: int) -> Room:
        """A new room of `game_id` with the seats and variants asked for (checked), dealt by the host from `seed`."""
        if not isinstance(game_id, str) or game_id not in game_ids():
            raise Refused(wire.BAD_CONFIG)
        game = load_game(game_id)
        config: GameConfig = wire.config_from(game, config_data)
        match = Match(game, config, seed)
        return cls(code, {"match": match.to_dict(), "claims": []})

    def record(self, touched: float) -> Record:
        """The room as kept, changed at `touched` (the server's clock): whether its game is over says how
        long it is kept (`rooms.lifetime`)."""
        self.changes += 1
        self._written()
        return {"match": self.match.to_dict(), "claims": [c.to_data() for c in self.claims], "touched": touched,
                "over": self.match.is_over, "changes": self.changes}

    def entry(self, touched: float) -> Record:
        """The change since the room was last written, as a line of its log (`rooms`; `_replay` reads it)."""
        match = self.match
        self.changes += 1
        line = {"n": self.changes, "moves": [match.game.action_to_dict(a) for a in match.history[self._moves_kept:]],
                "claims": [c.to_data() for c in self.claims[self._claims_kept:]], "hints": list(match.hints),
                "touched": touched, "over": match.is_over}
        if self._robot_moved:
            line["bot_rng"] = codec.rng_to_data(match.bot_rng)
        self._written()
        return line

    # -- seats ----------------------------------------------------------------------------------------
    def claim(self, seats: Any) -> tuple[str, Claim]:
        """Seats for a new screen: people's seats nobody holds yet. Returns its token (shown once) and claim."""
        if not isinstance(seats, list) or not seats or len(seats) > self.match.config.players:
            raise Refused(wire.BAD_PAYLOAD)
        wanted = tuple(sorted({wire.seat_number(s, self.match.config.players) for s in seats}))
        held = {s for c in self.claims for s in c.seats}
        if any(s in held or not self.match.config.seats[s].is_human for s in wanted):
            raise Refused(wire.SEAT_TAKEN)
        token = codes.new_token()
        claim = Claim(len(self.claims), codes.token_hash(token), wanted)
        self.claims.append(claim)
        return token, claim

    @property
    def free_seats(self) -> tuple[int, ...]:
        """People's seats no screen holds yet: the room waits for them (robots too) before the game starts."""
        held = {s for c in self.claims for s in c.seats}
        return tuple(i for i, seat in enumerate(self.match.config.seats) if seat.is_human and i not in held)

    def claim_back(self, token: Any) -> Claim:
        """The seats `token` was given (a dropped screen, or one after the host restarted)."""
        for claim in self.claims:
            if codes.token_matches(token, claim.hash):
                return claim
        raise Refused(wire.BAD_TOKEN)

    # -- moves ----------------------------------------------------------------------------------------
    def move(self, held: tuple[int, ...], payload: Any) -> None:
        """Play a screen's move `{"seat", "version", "action"}` if it may be played; else `Refused`."""
        data = wire.fields(payload, {"seat": int, "version": int, "action": dict})
        seat = wire.seat_number(data["seat"], self.match.config.players)
        if seat not in held:
            raise Refused(wire.NOT_YOUR_SEAT)
        if self.free_seats:
            raise Refused(wire.WAITING)
        if data["version"] != self.match.version:
            raise Refused(STALE)
        if seat != self.match.current_player:
            raise Refused(wire.NOT_YOUR_TURN)
        try:
            action = self.match.game.action_from_dict(data["action"])
        except (ValueError, TypeError, RecursionError) as exc:
            raise Refused(wire.BAD_ACTION) from exc
        refusal = self._submit(action, data["version"])
        if refusal is not None:
            raise Refused(refusal)

    def _submit(self, action: Any, version: int) -> Message | None:
        """`Match.submit`, letting go of the take-back trail it keeps (states, and both dice before each
        decision): Oops is off across computers, and a folder's room stays live for the whole game."""
        refusal = self.match.submit(action, version)
        self.match.trail.clear()
        return refusal

    @property
    def robot_on_turn(self) -> bool:
        return (not self.match.is_over and not self.match.config.seats[self.match.current_player].is_human
                and not self.free_seats)

    def robot_move(self) -> None:
        """The robot on turn plays (on the host: it sees only its own observation, as in hot seat)."""
        self._robot_moved = True  # its choice drew from the robots' dice, which the log cannot replay
        self._submit(self.match.bot_choice(), self.match.version)

    def plan(self, held: tuple[int, ...]) -> list[Any]:
        """Help for a seat of this screen on turn."""
        if self.match.is_over or self.match.current_player not in held:
            raise Refused(wire.NOT_YOUR_TURN)
        try:
            return wire.hints_payload(self.match.plan(), self.match.game)
        except LookupError as exc:
            raise Refused(wire.NO_HELP) from exc

    def count_hint(self, held: tuple[int, ...], seat: Any) -> None:
        self.match.count_hint(self._own(held, seat))

    def final_state(self) -> Any:
        """The whole state once the game is over (its secrets are all shown at the end anyway)."""
        if not self.match.is_over:
            raise Refused(wire.NOT_YOUR_TURN)
        return self.match.game.state_to_dict(self.match.final_state())

    def _own(self, held: tuple[int, ...], seat: Any) -> int:
        number = wire.seat_number(seat, self.match.config.players)
        if number not in held:
            raise Refused(wire.NOT_YOUR_SEAT)
        return number

    # -- what each screen sees ------------------------------------------------------------------------
    def sight(self, seats: tuple[int, ...], encoded: dict[int | None, Any] | None = None) -> dict[str, Any]:
        """The position now as a screen holding `seats` may see it (none: a spectator); `encoded` as
        `wire.sight_payload` takes it, for several screens' sights of one position."""
        match = self.match
        legal = match.legal_actions() if match.current_player in seats else ()
        return {"code": self.code, **wire.sight_payload(match.game, match.state, match.version, seats,
                                                         match.hints, legal, encoded)}

    def lobby(self) -> dict[str, Any]:
        """What a screen sees of a room before it sits down: the game, its seats and which are still free."""
        return {"ok": True, "code": self.code, "game": self.match.game.info.id,
                "config": codec.encode(self.match.config), "free": list(self.free_seats)}

    def welcome(self, claim: Claim | None, token: str | None) -> dict[str, Any]:
        """The reply to a screen that joined: the game, its seats, its token (new screens only) and the
        first sync, already its own sight."""
        seats = claim.seats if claim is not None else ()
        return {"ok": True, "code": self.code, "game": self.match.game.info.id,
                "config": codec.encode(self.match.config), "seats": list(seats), "token": token,
                "sight": self.sight(seats)}
