"""The room server: Socket.IO (python-socketio's `AsyncServer`) on aiohttp, the host's rules behind it.

Why asyncio on aiohttp: one event loop holds hundreds of rooms' connections without a thread each,
aiohttp speaks WebSocket itself (no extra server), the same code runs headless (`spidergames serve`) and
inside the app on a thread of its own (`ServerThread`, beside the pygame loop), and python-socketio's
`AsyncRedisManager` spreads the emits of several processes through Redis.

Every message is a call with an acknowledgement: the reply is `{"ok": True, ...}` or a refusal
`{"ok": False, "refused": key}` (`wire`). Each change of a room is made under the room's lock by
`authority.Room`, kept (`rooms`) and then sent to every screen of the room as its own sight: one
Socket.IO room per claim (`CODE/ID`: that screen's seats) and one for spectators (`CODE/watch`).
Limits: Engine.IO drops a frame over `wire.MAX_MESSAGE_BYTES` (the connection closes; the room goes on
and the screen comes back with its token), a move's payload over `wire.MAX_MOVE_BYTES` is refused,
each connection may send `wire.RATE` messages a second (`wire.BURST` at once) and try `wire.JOIN_TRIES`
room codes. Rooms that are done with are removed (`sweep`, every `SWEEP_SECONDS`; see `rooms`).
Robots play on the host, `ROBOT_PAUSE` after every screen has said it has shown the last move (`shown`,
`SHOWN_WAIT` at most): as in hot seat, where a robot thinks once the table has shown the move before.
"""

from __future__ import annotations

import asyncio
import logging
import random
import socket
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from ..core.protocol import GAME_OVER, Message
from . import codes, wire
from .authority import Claim, Room
from .loop import LoopThread
from .rooms import Rooms
from .sio import Packet, socketio
from .wire import Refused, refusal

log = logging.getLogger(__name__)

ROBOT_PAUSE = 1.0  # seconds before a robot plays, once the screens have shown the last move
SHOWN_WAIT = 8.0  # seconds the robots wait, at most, for a screen to show the last move (a slow or lost one)
MAX_ROOMS = 2000
ROOMS_PER_CONNECTION = 4
SWEEP_SECONDS = 60.0  # how often the server removes rooms done with (`rooms.expired`)...
SWEEP_LIMIT = 200  # ...reading at most this many rooms each time
BUSY = Message("net.busy")  # the room stayed locked (another process is stuck): try again


@dataclass
class Session:
    """What one connection holds (this process only: a connection lives on one process)."""

    tokens: float = wire.BURST
    at: float = field(default_factory=time.monotonic)
    code: str | None = None
    claim: Claim | None = None
    watching: bool = False
    tries: int = 0
    opened: int = 0
    shown: int | None = None  # the newest position this screen said it has shown whole (None: it never says)

    def admit(self) -> bool:
        """Take one message from the connection's bucket (`wire.RATE` a second, `wire.BURST` at most)."""
        now = time.monotonic()
        self.tokens = min(wire.BURST, self.tokens + (now - self.at) * wire.RATE)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    @property
    def seats(self) -> tuple[int, ...]:
        return self.claim.seats if self.claim is not None else ()


Handler = Callable[[str, Any], Awaitable[dict[str, Any]]]


class RoomServer:
    """The Socket.IO server and its rooms."""

    def __init__(self, rooms: Rooms, *, redis_url: str | None = None, robot_pause: float = ROBOT_PAUSE,
                 shown_wait: float = SHOWN_WAIT, max_rooms: int = MAX_ROOMS, delay: float = 0.0,
                 dealer: Callable[[], int] | None = None, clock: Callable[[], float] = time.time) -> None:
        """`clock`: the wall clock the rooms' ages are counted on (kept in the records, so across restarts)."""
        manager = socketio.AsyncRedisManager(redis_url) if redis_url else None
        self.sio = socketio.AsyncServer(async_mode="aiohttp", client_manager=manager, serializer=Packet,
                                        cors_allowed_origins=[], max_http_buffer_size=wire.MAX_MESSAGE_BYTES,
                                        ping_interval=5, ping_timeout=10)
        self.rooms = rooms
        self.robot_pause = robot_pause
        self.shown_wait = shown_wait
        self.max_rooms = max_rooms
        self.delay = delay  # seconds each reply is held back (tests: a slow link, the sights coming first)
        self.dealer = dealer or (lambda: random.SystemRandom().randrange(2**31))  # each room's seed: never a screen's
        self.clock = clock
        self.sessions: dict[str, Session] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._shown_news: dict[str, asyncio.Event] = {}  # room code -> set when one of its screens has shown more
        self._runner: web.AppRunner | None = None
        self.sio.on("connect", self._connect)
        self.sio.on("disconnect", self._disconnect)
        for name, handler in (("open", self._open), ("join", self._join), ("move", self._move),
                              ("plan", self._plan), ("hint", self._hint), ("final", self._final),
                              ("look", self._look), ("shown", self._shown)):
            self.sio.on(name, self._guarded(handler))
        self.sio.on("*", self._unknown)

    # -- running --------------------------------------------------------------------------------------
    async def start(self, host: str, port: int) -> int:
        """Listen on `host`:`port` (0: a free port the system picks); returns the port."""
        app = web.Application(client_max_size=wire.MAX_MESSAGE_BYTES)
        self.sio.attach(app)
        # no access log: a line a connection with the computer's address, which the app's log has no use for
        self._runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=1.0, access_log=None)
        await self._runner.setup()
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        await web.SockSite(self._runner, sock).start()
        self._keep_task(self._sweeping())
        bound: int = sock.getsockname()[1]
        return bound

    async def _sweeping(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            try:
                await self.sweep()
            except Exception:  # a folder gone unreadable must not stop the server: the next sweep tries again
                log.exception("rooms could not be swept")

    async def sweep(self) -> list[str]:
        """Remove some of the rooms done with: finished an hour ago, or untouched for a week (`rooms`)."""
        removed = await self.rooms.sweep(self.clock(), SWEEP_LIMIT)
        if removed:
            log.info("removed %d room(s) done with", len(removed))
        return removed

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await self.sio.shutdown()  # every screen is let go (they come back with their tokens)
        if self._runner is not None:
            await self._runner.cleanup()
        await self.rooms.close()

    # -- connections ----------------------------------------------------------------------------------
    async def _connect(self, sid: str, environ: Any, auth: Any = None) -> None:
        self.sessions[sid] = Session()

    async def _disconnect(self, sid: str, *reason: Any) -> None:
        self.sessions.pop(sid, None)  # its seats stay its token's: it may come back

    def _guarded(self, handler: Handler) -> Callable[..., Awaitable[dict[str, Any]]]:
        """`handler` behind the rate limit, answering any refusal (and any surprise) with its key."""

        async def guarded(sid: str, data: Any = None, *extra: Any) -> dict[str, Any]:
            session = self.sessions.get(sid)
            if session is None or not session.admit():
                return refusal(wire.TOO_FAST)
            if extra:
                return refusal(wire.BAD_PAYLOAD)
            try:
                reply = await handler(sid, data)
            except Refused as refused:
                reply = refusal(refused.message)
            except TimeoutError:
                reply = refusal(BUSY)
            except Exception:  # a bug must not close the room: the screen is told, the room goes on
                log.exception("a message could not be handled")
                reply = refusal(wire.BAD_PAYLOAD)
            if self.delay:
                await asyncio.sleep(self.delay)
            return reply

        return guarded

    async def _unknown(self, event: str, sid: str, *data: Any) -> dict[str, Any]:
        session = self.sessions.get(sid)
        return refusal(wire.TOO_FAST if session is None or not session.admit() else wire.BAD_PAYLOAD)

    # -- rooms ----------------------------------------------------------------------------------------
    async def _room(self, code: str) -> Room | None:
        try:
            return await self.rooms.load(code, lambda record: Room(code, record))
        except (KeyError, TypeError, ValueError):
            log.warning("room %s is damaged", code)
            return None

    @asynccontextmanager
    async def _changing(self, code: str) -> AsyncIterator[Room | None]:
        """Room `code` (None: no such room) under its lock, to change. A change that fails half-way (for
        anything but a refusal, which is made before anything changes) is forgotten: the room in memory
        may be ahead of what was kept, so it is read again from that."""
        async with self.rooms.lock(code):
            try:
                yield await self._room(code)
            except Refused:
                raise
            except BaseException:
                self.rooms.forget(code)
                raise

    async def _keep(self, room: Room) -> dict[int, dict[str, Any]]:
        """Keep the change, then show it to every screen of the room (under the room's lock); returns the
        sights sent, by claim (the reply to the screen that made the change is its own)."""
        await self.rooms.save(room.code, room, self.clock())
        encoded: dict[int | None, Any] = {}  # each observation encoded once for all the room's screens
        sights = {claim.id: room.sight(claim.seats, encoded) for claim in room.claims}
        for claim_id, sight in sights.items():
            await self.sio.emit("sight", sight, room=f"{room.code}/{claim_id}")
        await self.sio.emit("sight", room.sight((), encoded), room=f"{room.code}/watch")
        return sights

    async def _welcome(self, sid: str, session: Session, room: Room, claim: Claim | None,
                       token: str | None) -> dict[str, Any]:
        """Enter the screen in the room and make its reply (under the room's lock: no change comes between
        the position it is shown and its channel, and a folder's live room is never read half-changed)."""
        if session.code is not None:
            await self.sio.leave_room(sid, self._channel(session))
        session.code, session.claim, session.watching = room.code, claim, claim is None
        session.shown = None  # waited for once its table says what it has shown (not from a waiting room)
        await self.sio.enter_room(sid, self._channel(session))
        self._robots(room.code)  # the host restarted with a robot on turn: it plays on (once the lock is let go)
        return room.welcome(claim, token)

    @staticmethod
    def _channel(session: Session) -> str:
        return f"{session.code}/{'watch' if session.claim is None else session.claim.id}"

    async def _open(self, sid: str, data: Any) -> dict[str, Any]:
        """`{"game", "config", "seats"}`: a new room (the host deals), this screen sitting at `seats`."""
        session = self.sessions[sid]
        data = wire.fields(data, {"game": str, "config": dict, "seats": list})
        if session.opened >= ROOMS_PER_CONNECTION or await self.rooms.count() >= self.max_rooms:
            raise Refused(wire.FULL)
        code = codes.new_code()
        while await self.rooms.read(code) is not None:
            code = codes.new_code()
        room = Room.open(code, data["game"], data["config"], self.dealer())
        async with self.rooms.lock(code):
            token, claim = room.claim(data["seats"]) if data["seats"] else (None, None)
            await self.rooms.save(code, room, self.clock())
            session.opened += 1
            return await self._welcome(sid, session, room, claim, token)

    async def _join(self, sid: str, data: Any) -> dict[str, Any]:
        """`{"code"}` and one of `"seats"` (new seats), `"token"` (seats taken back), `"watch": true`."""
        session = self.sessions[sid]
        data = wire.fields(data, {"code": str}, {"seats": list, "token": str, "watch": bool})
        if sum(k in data for k in ("seats", "token", "watch")) != 1 or data.get("watch") is False:
            raise Refused(wire.BAD_PAYLOAD)
        code = codes.normal_code(data["code"])
        session.tries += 1
        if code is None or session.tries > wire.JOIN_TRIES:
            raise Refused(wire.NO_ROOM)
        async with self._changing(code) as room:
            if room is None:
                raise Refused(wire.NO_ROOM)
            session.tries -= 1  # only codes that lead nowhere count against the connection
            token: str | None = None
            claim: Claim | None = None
            if "seats" in data:
                token, claim = room.claim(data["seats"])
                await self.rooms.save(code, room, self.clock())
            elif "token" in data:
                claim = room.claim_back(data["token"])
            return await self._welcome(sid, session, room, claim, token)

    async def _look(self, sid: str, data: Any) -> dict[str, Any]:
        """`{"code"}`: the room's game, seats and free seats, to choose a seat from (a code leading nowhere
        counts against the connection's tries, as a join's does)."""
        session = self.sessions[sid]
        data = wire.fields(data, {"code": str})
        code = codes.normal_code(data["code"])
        session.tries += 1
        if code is None or session.tries > wire.JOIN_TRIES:
            raise Refused(wire.NO_ROOM)
        room = await self._room(code)
        if room is None:
            raise Refused(wire.NO_ROOM)
        session.tries -= 1
        return room.lobby()

    async def _change(self, sid: str, change: Callable[[Room, tuple[int, ...]], Any]) -> dict[str, Any]:
        """Make `change` to the connection's room under its lock, keep it and show it; reply with the new sight."""
        session = self.sessions[sid]
        if session.code is None or session.claim is None:
            raise Refused(wire.NOT_JOINED)
        async with self._changing(session.code) as room:
            if room is None:
                raise Refused(wire.NO_ROOM)
            change(room, session.seats)
            sights = await self._keep(room)
        if room.robot_on_turn:  # (a room of people alone is not read again to find out)
            self._robots(room.code)
        return {"ok": True, "sight": sights[session.claim.id]}

    async def _move(self, sid: str, data: Any) -> dict[str, Any]:
        """`{"seat", "version", "action"}`: a move of this screen's seat on turn."""
        return await self._change(sid, lambda room, seats: room.move(seats, data))

    async def _hint(self, sid: str, data: Any) -> dict[str, Any]:
        """`{"seat"}`: a hint was shown to that seat of this screen (counted and kept)."""
        data = wire.fields(data, {"seat": int})
        return await self._change(sid, lambda room, seats: room.count_hint(seats, data["seat"]))

    async def _plan(self, sid: str, data: Any) -> dict[str, Any]:
        """`{}`: Help for this screen's seat on turn."""
        wire.fields(data, {})
        async with self._held_room(sid) as room:
            return {"ok": True, "plan": await asyncio.to_thread(room.plan, self.sessions[sid].seats)}

    async def _final(self, sid: str, data: Any) -> dict[str, Any]:
        """`{}`: the whole state of a game that is over."""
        wire.fields(data, {})
        async with self._held_room(sid) as room:
            if not room.match.is_over:
                raise Refused(GAME_OVER)
            return {"ok": True, "state": room.final_state()}

    async def _shown(self, sid: str, data: Any) -> dict[str, Any]:
        """`{"version"}`: this screen has shown that position whole (its animations, a projector's arrow;
        -1: nothing yet, its table has just opened): from now on the room's robots wait for it
        (`_screens_caught_up`)."""
        data = wire.fields(data, {"version": int})
        session = self.sessions[sid]
        if session.code is None:
            raise Refused(wire.NOT_JOINED)
        if data["version"] < -1:
            raise Refused(wire.BAD_PAYLOAD)
        session.shown = data["version"] if session.shown is None else max(session.shown, data["version"])
        news = self._shown_news.pop(session.code, None)
        if news is not None:
            news.set()
        return {"ok": True}

    @asynccontextmanager
    async def _held_room(self, sid: str) -> AsyncIterator[Room]:
        """The connection's room under its lock, to read: a folder's room is live, and no change moves it
        on while Help is worked out on it (on a thread) or is read half-way."""
        code = self.sessions[sid].code
        if code is None:
            raise Refused(wire.NOT_JOINED)
        async with self.rooms.lock(code):
            room = await self._room(code)
            if room is None:
                raise Refused(wire.NO_ROOM)
            yield room

    # -- robots ---------------------------------------------------------------------------------------
    def _robots(self, code: str) -> None:
        """Let the robots of room `code` play while it is their turn (several calls at one position
        come to one robot's move: each plays only on the position it waited on)."""
        self._keep_task(self._play_robots(code))

    def _keep_task(self, work: Coroutine[Any, Any, None]) -> None:
        """Run `work` beside the messages, cancelled when the server stops."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play_robots(self, code: str) -> None:
        room = await self._room(code)
        while room is not None and room.robot_on_turn:
            waited_on = room.match.version
            await self._screens_caught_up(code, waited_on)
            await asyncio.sleep(self.robot_pause)
            async with self._changing(code) as room:
                if room is None or not room.robot_on_turn or room.match.version != waited_on:
                    return  # someone else moved on (another call, another process)
                await asyncio.to_thread(room.robot_move)
                await self._keep(room)

    async def _screens_caught_up(self, code: str, version: int) -> None:
        """Wait until every screen of room `code` on this process that says what it has shown has shown
        position `version`, for `shown_wait` seconds at most: a robot's move then comes a pause after the
        last one was seen, as in hot seat, and no screen (a projector) falls further behind at every move.
        A screen is waited for once its table has said what it has shown: not before (a waiting room, a
        headless client), nor one on another process."""
        deadline = time.monotonic() + self.shown_wait
        while any(s.code == code and s.shown is not None and s.shown < version for s in self.sessions.values()):
            news = self._shown_news.setdefault(code, asyncio.Event())
            try:
                await asyncio.wait_for(news.wait(), deadline - time.monotonic())
            except TimeoutError:
                if self._shown_news.get(code) is news:
                    del self._shown_news[code]
                return


class ServerThread:
    """A room server on an event loop of its own thread: the app's host beside its frame loop, and the tests'."""

    def __init__(self, rooms: Rooms, *, host: str = "127.0.0.1", port: int = 0, **options: Any) -> None:
        self._loop = LoopThread("spidergames-server")
        self.server = self._loop.run(self._make(rooms, options), 10)
        self.host = host
        self.port = self._loop.run(self.server.start(host, port), 10)

    @staticmethod
    async def _make(rooms: Rooms, options: dict[str, Any]) -> RoomServer:
        return RoomServer(rooms, **options)  # made on its loop: Redis and aiohttp bind to the loop they start on

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def stop(self) -> None:
        try:
            self._loop.run(self.server.stop(), 10)
        finally:
            self._loop.stop()
