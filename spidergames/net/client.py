"""A seat link to a room on another computer: what a table plays through when the host is elsewhere.

`RemoteLink` answers the same calls as hot seat's `core.match.Match` (`core.seat_link.SeatLink`), for the
seats at this screen only: its sights hold their observations and nobody's (what is public), as the host
sent them; `legal_actions` is empty unless one of them is on turn; `submit` sends the move with the state
number it was chosen on and waits for the host's word. Another screen's move, or a robot's (robots play
on the host), arrives as a new sight: the table takes each in order with `arrived()`, and meanwhile
`here(seat)` tells it not to drive that seat itself. The Socket.IO client runs on a thread of its own;
when the connection drops it reconnects by itself and takes its seats back with its token: the host's
reply is a full resync (the newest sight, as a position that arrived).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections import deque
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..core import codec
from ..core.hints import Hint
from ..core.protocol import Game, GameConfig, Message, Outcome
from ..core.registry import load_game
from . import wire
from .loop import LoopThread
from .sio import socketio
from .wire import RemoteSight

TIMEOUT = 10.0  # seconds a call to the host may take before it counts as lost
EARLY = 64  # sights kept that came before the reply to the join, at most


class JoinRefused(Exception):  # noqa: N818 - a refusal, with its key
    """The host would not let this screen in (no such room, a seat taken, a bad token...)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.key)
        self.message = message


class RemoteLink:
    """This screen's seats in a room held by a host elsewhere (see the module's docstring)."""

    def __init__(self, url: str, join: dict[str, Any], *, timeout: float = TIMEOUT, shows: bool = False) -> None:
        """Connect to the server at `url` and send `join` (`{"code", "seats"}`, `{"code", "token"}`, `{"code",
        "watch": True}`, or `{"open": {"game", "config", "seats"}}` to open a room); JoinRefused if refused.
        A position that arrives wakes the sleeping app: `waiting` keeps the table `animating`. `shows`: an
        app's table shows this link's positions and tells the host each one shown (`shown`), which its
        robots wait for (a test's link driven faster than a person plays leaves it off: the rate limit)."""
        self.url, self.timeout = url, timeout
        self._shows = shows
        self._lock = threading.Lock()
        self._arrivals: deque[RemoteSight] = deque()
        self._newest = -1  # the newest state number received
        self._said_shown: int | None = None  # the newest position this screen told the host it has shown
        self._early: list[Any] = []  # sights that came before the reply to the join (a robot quick to play)
        self._net = LoopThread("spidergames-client")
        self._sio = self._net.run(self._client(), timeout)
        self.token: str | None = None
        try:
            self._net.run(self._sio.connect(url, transports=["websocket"], wait_timeout=timeout), timeout + 1)
            reply = self._call("open", join["open"]) if "open" in join else self._call("join", join)
        except BaseException:
            self.close()
            raise
        if not reply.get("ok"):
            self.close()
            raise JoinRefused(wire.message_of(reply))
        self.code: str = reply["code"]
        self.token = reply["token"]
        self._game: Game[Any, Any] = load_game(reply["game"])
        self._config = codec.decode(GameConfig, reply["config"])
        self.seats: tuple[int, ...] = tuple(reply["seats"])
        self._followed = self._read(reply["sight"])
        self._newest = self._followed.version
        with self._lock:
            self._joined, early = True, self._early
        for data in early:
            self._arrive(data)

    async def _client(self) -> Any:
        sio = socketio.AsyncClient(reconnection=True, reconnection_delay=0.2, reconnection_delay_max=2)
        sio.on("sight", self._on_sight)
        sio.on("connect", self._on_connect)
        return sio

    # -- the host's messages (on the network thread) --------------------------------------------------
    def _read(self, data: Any) -> RemoteSight:
        return wire.read_sight(self._game, data, self._config.players)

    async def _on_sight(self, data: Any) -> None:
        with self._lock:
            if not getattr(self, "_joined", False):
                if len(self._early) < EARLY:
                    self._early.append(data)  # the room is entered before the reply leaves: kept for then
                return
        self._arrive(data)

    def _arrive(self, data: Any) -> None:
        """Queue a position newer than any known (a repeated or late one, or another room's, is dropped)."""
        if not isinstance(data, dict) or data.get("code") != self.code:
            return
        try:
            sight = self._read(data)
        except ValueError:
            return
        with self._lock:
            if sight.version > self._newest:
                self._newest = sight.version
                self._arrivals.append(sight)

    async def _on_connect(self) -> None:
        """Connected again after a drop: take the seats back with the token, a full resync (on a task of its
        own: the client reads the host's reply on the loop that calls this)."""
        if getattr(self, "_joined", False):
            self._rejoining = asyncio.get_running_loop().create_task(self._rejoin())

    async def _rejoin(self) -> None:
        again = {"code": self.code, "token": self.token} if self.token else {"code": self.code, "watch": True}
        self._said_shown = None  # a new connection: waited for again once it says what it has shown
        reply = await self._sio.call("join", again, timeout=self.timeout)
        if isinstance(reply, dict) and reply.get("ok"):
            self._arrive(reply["sight"])

    def _call(self, event: str, data: Any) -> dict[str, Any]:
        try:
            reply = self._net.run(self._sio.call(event, data, timeout=self.timeout), self.timeout + 1)
        except (TimeoutError, socketio.exceptions.SocketIOError):
            return wire.refusal(wire.OFFLINE)
        return reply if isinstance(reply, dict) else wire.refusal(wire.BAD_PAYLOAD)

    @property
    def connected(self) -> bool:
        return bool(self._sio.connected)

    def close(self) -> None:
        """Leave (the seats stay this screen's token's: it may come back with it)."""
        try:
            if self._sio.connected:
                self._net.run(self._sio.disconnect(), self.timeout)
        finally:
            self._net.stop()

    # -- the seat link --------------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any, Any]:
        return self._game

    @property
    def config(self) -> GameConfig:
        return self._config

    @property
    def version(self) -> int:
        return self._followed.version

    @property
    def current_player(self) -> int:
        return self._followed.current_player

    @property
    def is_over(self) -> bool:
        return self._followed.over

    @property
    def outcome(self) -> Outcome | None:
        return self._followed.outcome

    @property
    def hints(self) -> Sequence[int]:
        return self._followed.hints

    @property
    def undo_owner(self) -> int | None:
        """Oops is off across computers (README "Playing across computers")."""
        return None

    def sight(self) -> RemoteSight:
        return self._followed

    def here(self, seat: int) -> bool:
        """Whether `seat` is played at this screen (a robot never is: robots play on the host)."""
        return seat in self.seats

    def starts_again(self) -> bool:
        """The room is the host's: a new game starts from "Play on several computers"."""
        return False

    def arrived(self) -> RemoteSight | None:
        """The next position played elsewhere, in order, once the table is ready to show it."""
        with self._lock:
            while self._arrivals and self._arrivals[0].version <= self._followed.version:
                self._arrivals.popleft()
            if not self._arrivals:
                return None
            self._followed = self._arrivals.popleft()
            return self._followed

    def waiting(self) -> bool:
        """A position played elsewhere has come (on the network thread) and is not taken yet."""
        with self._lock:
            return any(s.version > self._followed.version for s in self._arrivals)

    def shown(self, version: int) -> None:
        """Tell the host, once, that position `version` is shown here whole (if this link `shows`): from
        then on its robots wait for that (`server.SHOWN_WAIT` at most). Sent beside the frame loop, which
        never waits for the answer."""
        said = self._said_shown
        if self._shows and (said is None or version > said) and self._sio.connected:
            self._said_shown = version
            self._net.submit(self._tell_shown(version))

    async def _tell_shown(self, version: int) -> None:
        with contextlib.suppress(TimeoutError, socketio.exceptions.SocketIOError):  # lost: the robots wait less
            await self._sio.call("shown", {"version": version}, timeout=self.timeout)

    def legal_actions(self) -> tuple[Any, ...]:
        return self._followed.legal

    def submit(self, action: Any, version: int) -> Message | None:
        """Send the move of the seat on turn, chosen on position `version`; None once the host played it."""
        seat = self.current_player
        if seat not in self.seats:
            return wire.NOT_YOUR_TURN
        reply = self._call("move", {"seat": seat, "version": version,
                                    "action": self._game.action_to_dict(action)})
        if not reply.get("ok"):
            return wire.message_of(reply)
        try:
            sight = self._read(reply["sight"])
        except (KeyError, ValueError):
            return wire.BAD_PAYLOAD
        with self._lock:
            self._followed = sight
            self._newest = max(self._newest, sight.version)
        return None

    def bot_choice(self) -> Any:
        raise PermissionError("robots play on the host: their moves arrive as sights")

    def plan(self) -> tuple[Hint[Any], ...]:
        reply = self._call("plan", {})
        if not reply.get("ok"):
            return ()
        try:
            return wire.read_hints(reply["plan"], self._game)
        except (KeyError, ValueError):
            return ()

    def count_hint(self, seat: int) -> None:
        reply = self._call("hint", {"seat": seat})
        if reply.get("ok"):  # counted: a hint makes no new position, so the count is taken in place
            with self._lock:
                self._followed = replace(self._followed, hints=self._read(reply["sight"]).hints)

    def undo(self, by: int) -> bool:
        return False

    def preview(self, action: Any) -> RemoteSight:
        """Never across computers: the host plays its robots, and a robot's move arrives with the sight
        after it (the classroom demo, which shows a move before it is played, runs on one computer)."""
        raise PermissionError("across computers a robot's move arrives once the host has played it")

    def rewound(self, moves: int) -> RemoteLink:
        """Never across computers: a screen cannot take the room back for the others."""
        raise PermissionError("across computers only the host could go back, and it does not")

    def finish(self) -> None:
        """The end has been shown: nothing to clear here (the host keeps the room for the others)."""

    def leave(self) -> None:
        """The table is left: the connection closes (the host keeps the seats for the token)."""
        self.close()

    def final_state(self) -> Any:
        reply = self._call("final", {})
        if not reply.get("ok"):
            raise PermissionError("the state stays on the host until the game is over")
        return self._game.state_from_dict(reply["state"])
