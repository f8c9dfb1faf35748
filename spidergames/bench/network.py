"""Play across computers, measured (issue #28): every figure on loopback, the servers in processes of their own.

- A move shown on the other screen: from one screen sending a move to the other screen holding its new
  sight (read as the client reads it), p99, against the same move in hot seat (the rules applied and the
  sight the table shows made, in one process): the milliseconds and their ratio.
- One `spidergames serve` holding many rooms of four clients each, the robots' way: each client plays its
  seat's first legal move a second after its sight says it is on turn (the host's robots' pause), each
  room starting at its own moment in the first second. The goal (p99 under 50 ms) is this figure's: the
  p99 of a move's round trip (sent, played, kept, every screen sent its sight, acknowledged). Issue #28
  says "robots playing at full speed"; read as every client moving the moment its sight comes, it is a
  closed loop where every room always has a move in flight, so a move waits for all the others and its
  p99 cannot be under the server's CPU per move times the rooms (Little's law: 200 x 1.2 ms = 0.24 s).
  That load is measured too, for the moves a second and the CPU per move, with its floor beside it;
  and the server's resident memory per room (connections, sessions and the room kept live between
  moves, its game just begun).
- Two `serve` processes behind one real `redis-server` (started here on loopback; skipped, with the
  reason, where there is none): a move made through one reaches a screen connected to the other.

The clients are raw Socket.IO clients on one event loop in this process (hundreds of `RemoteLink`s would
be hundreds of threads), speaking the app's protocol: open, join, move with the state number.
"""

from __future__ import annotations

import asyncio
import gc
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core import codec
from ..core.match import Match
from ..core.protocol import HUMAN, GameConfig, Seat
from ..core.registry import load_game, load_info
from ..net import wire
from ..net.serve import GC_THRESHOLDS
from ..net.sio import socketio
from . import COLOURS, Figure, at_least, at_most, info, percentile

GAME = "yahtzee"
SHOWN_GOAL_MS = 100.0  # a move shown on the other screens, p99
MOVE_GOAL_MS = 50.0  # a move's round trip with many rooms playing at the robots' pace, p99
ROOMS, QUICK_ROOMS = 200, 20  # rooms of four clients held by one server (--quick: fewer, said in the figure)
PLAY_SECONDS, QUICK_PLAY_SECONDS = 20.0, 5.0  # how long the rooms play while measured
ROBOT_PACE = 1.0  # seconds a client waits before its move at the robots' pace (a host's robots: `serve.ROBOT_PAUSE`)
PAIR_MOVES, QUICK_PAIR_MOVES = 400, 100  # moves timed between two screens
WAIT = 30.0  # seconds any one step may take
ROOT = Path(__file__).resolve().parent.parent.parent


def seats(players: int) -> dict[str, Any]:
    """A room's config as sent: `players` people."""
    game = load_info(GAME)
    config = GameConfig(tuple(Seat(f"P{i + 1}", HUMAN, COLOURS[i], game.character_for(COLOURS[i], i))
                              for i in range(players)))
    encoded: dict[str, Any] = codec.encode(config)
    return encoded


@contextmanager
def serving(folder: Path, *extra: str) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """`spidergames serve` in a process of its own on a free loopback port: the process and its URL."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "spidergames", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--rooms", str(folder), "--robot-pause", "0", *extra],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        if not line.startswith("listening on "):
            raise RuntimeError(f"spidergames serve did not start: {line!r}")
        yield proc, f"http://127.0.0.1:{line.rsplit(':', 1)[1]}"
    finally:
        proc.terminate()
        try:
            proc.wait(WAIT)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(WAIT)


def cpu_of(pid: int) -> float:
    """A process's CPU seconds so far, user and system (0 where /proc is missing)."""
    stat = Path(f"/proc/{pid}/stat")
    if not stat.exists():
        return 0.0
    fields = stat.read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_of(pid: int) -> float:
    """A process's resident memory in MB (0 where /proc is missing)."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        return 0.0
    for line in status.read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Screen:
    """One screen's connection, holding some seats of a room: each sight's arrival time, by state number."""

    def __init__(self, players: int, *, read: bool = True) -> None:
        """`read`: each sight is read as the app's client reads it (the load's many screens only note it)."""
        self.players, self.read = players, read
        self.game = load_game(GAME)
        self.sio = socketio.AsyncClient(reconnection=False)
        self.sio.on("sight", self._on_sight)
        self.arrived: dict[int, float] = {}
        self.newest: dict[str, Any] | None = None
        self.code = ""
        self.seats: tuple[int, ...] = ()
        self.changed = asyncio.Event()
        self.refused: list[str] = []

    async def _on_sight(self, data: Any) -> None:
        if self.read:
            wire.read_sight(self.game, data, self.players)  # read as the client reads it: part of being shown
        self.arrived.setdefault(data["version"], time.perf_counter())
        if self.newest is None or data["version"] > self.newest["version"]:
            self.newest = data
        self.changed.set()

    async def connect(self, url: str) -> None:
        await self.sio.connect(url, transports=["websocket"], wait_timeout=WAIT)

    async def call(self, event: str, data: Any) -> dict[str, Any]:
        reply: dict[str, Any] = await self.sio.call(event, data, timeout=WAIT)
        if not reply.get("ok"):
            raise RuntimeError(f"{event} refused: {reply}")
        return reply

    async def open(self, url: str, seat: int) -> str:
        await self.connect(url)
        reply = await self.call("open", {"game": GAME, "config": seats(self.players), "seats": [seat]})
        self._sat(reply)
        return self.code

    async def join(self, url: str, code: str, seat: int) -> None:
        await self.connect(url)
        self._sat(await self.call("join", {"code": code, "seats": [seat]}))

    def _sat(self, reply: dict[str, Any]) -> None:
        self.code, self.seats = reply["code"], tuple(reply["seats"])
        sight = reply["sight"]
        if self.newest is None or sight["version"] >= self.newest["version"]:
            self.newest = sight

    def my_move(self) -> tuple[int, int, Any] | None:
        """(seat, state number, its first legal move) when one of this screen's seats is on turn."""
        sight = self.newest
        if sight is None or sight["current"] not in self.seats or not sight["legal"]:
            return None
        return sight["current"], sight["version"], sight["legal"][0]

    async def move(self) -> float | None:
        """Play the first legal move if on turn: the round trip in ms (None: not on turn, or refused as stale)."""
        mine = self.my_move()
        if mine is None:
            return None
        seat, version, action = mine
        start = time.perf_counter()
        reply = await self.sio.call("move", {"seat": seat, "version": version, "action": action}, timeout=WAIT)
        took = (time.perf_counter() - start) * 1000
        if not reply.get("ok"):
            self.refused.append(reply.get("refused", "?"))
            await asyncio.sleep(0.05)  # too fast for the server's limit: a person's screen would wait too
            return None
        if reply["sight"]["version"] > self.newest["version"] if self.newest else True:
            self.newest = reply["sight"]
        return took

    async def close(self) -> None:
        await self.sio.disconnect()


# -- a move shown on the other screen, against hot seat -------------------------------------------------
def hot_seat_ms(moves: int) -> list[float]:
    """The same kind of move in hot seat: the rules check and apply it, and the table's sight is made."""
    game = load_game(GAME)
    out: list[float] = []
    config = codec.decode(GameConfig, seats(2))
    seed = 0
    while len(out) < moves:
        match = Match(game, config, seed)
        while not match.is_over and len(out) < moves:
            action = match.legal_actions()[0]
            start = time.perf_counter()
            assert match.submit(action, match.version) is None
            match.sight().view(1)
            out.append((time.perf_counter() - start) * 1000)
        seed += 1
    return out


async def _pair(url: str, moves: int, *, other: str | None = None) -> list[float]:
    """Two screens of one room (the second on `other`'s server, if given): ms from one sending a move to
    the other holding its sight, for `moves` moves (new games as each ends)."""
    out: list[float] = []
    while len(out) < moves:
        ann, ben = Screen(2), Screen(2)
        code = await ann.open(url, 0)
        await ben.join(other or url, code, 1)
        try:
            while len(out) < moves:
                mover = ann if ann.my_move() else ben if ben.my_move() else None
                if mover is None:
                    if (ann.newest or {}).get("outcome") is not None:
                        break
                    ann.changed.clear()
                    await asyncio.wait_for(ann.changed.wait(), WAIT)
                    continue
                watcher = ben if mover is ann else ann
                version = mover.newest["version"] + 1 if mover.newest else 1
                start = time.perf_counter()
                if await mover.move() is None:
                    continue
                while version not in watcher.arrived:
                    watcher.changed.clear()
                    await asyncio.wait_for(watcher.changed.wait(), WAIT)
                out.append((watcher.arrived[version] - start) * 1000)
        finally:
            await ann.close()
            await ben.close()
    return out


def shown_figures(quick: bool) -> list[Figure]:
    moves = QUICK_PAIR_MOVES if quick else PAIR_MOVES
    hot = percentile(hot_seat_ms(10 * moves), 99)  # cheap: ten times the moves, a steadier p99
    with tempfile.TemporaryDirectory() as tmp, serving(Path(tmp)) as (_proc, url):
        shown = percentile(asyncio.run(_pair(url, moves)), 99)
    return [at_most(f"network: a move shown on the other screen, p99 ({moves} moves)", shown, "ms", SHOWN_GOAL_MS),
            info("network: the same move in hot seat, p99", hot, "ms"),
            info("network: shown elsewhere / hot seat, p99", shown / max(hot, 1e-6), "x")]


# -- many rooms on one server -------------------------------------------------------------------------
async def _room(url: str) -> list[Screen]:
    first = Screen(4, read=False)
    code = await first.open(url, 0)
    rest = [Screen(4, read=False) for _ in range(3)]
    for seat, screen in enumerate(rest, 1):
        await screen.join(url, code, seat)
    return [first, *rest]


async def _play(screen: Screen, until: float, took: list[float], pace: float, late: float = 0.0) -> int:
    """Play this screen's seat whenever it is on turn (`pace` seconds after, 0: at once), until `until` or
    the game's end, starting `late` seconds after the others; moves played."""
    played = 0
    await asyncio.sleep(late)
    while time.perf_counter() < until:
        if screen.newest is not None and screen.newest.get("outcome") is not None:
            break
        if pace and screen.my_move() is not None:
            await asyncio.sleep(pace)
        ms = await screen.move()
        if ms is None:
            screen.changed.clear()
            if screen.my_move() is None:
                try:
                    await asyncio.wait_for(screen.changed.wait(), max(until - time.perf_counter(), 0.001))
                except TimeoutError:
                    break
            continue
        took.append(ms)
        played += 1
    return played


@contextmanager
def collected_as_the_server() -> Iterator[None]:
    """This process's collector set as `spidergames serve` sets the server's (`serve.GC_THRESHOLDS`) while
    the rooms play. The bench's hundreds of clients made a heap that Python's collector walked every few
    seconds, pausing every client for 50-250 ms: that showed as the server's latency (200 rooms at the
    robots' pace: p99 222-278 ms with those pauses, 44 ms without). A child's screen holds one connection."""
    before = gc.get_threshold()
    gc.set_threshold(*GC_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*before)


@dataclass
class Load:
    """What many rooms playing at once measured."""

    took: list[float]  # each move's round trip, ms
    moves: int
    seconds: float
    cpu: float  # the server's CPU seconds meanwhile
    clients: float  # this process's (every client's) CPU seconds meanwhile
    per_room: float  # the server's resident memory per room, MB
    refused: int  # moves the server refused (its rate limit)


async def _many(url: str, pid: int, rooms: int, seconds: float, pace: float = 0.0) -> Load:
    """Open `rooms` rooms of four screens, then let them all play for `seconds`, each move `pace` seconds
    after the last (0: at full speed)."""
    before = rss_of(pid)
    tables: list[list[Screen]] = []
    for start in range(0, rooms, 20):  # twenty rooms at a time: a connection storm is no part of the figure
        tables += await asyncio.gather(*(_room(url) for _ in range(start, min(rooms, start + 20))))
    per_room = (rss_of(pid) - before) / rooms
    took: list[float] = []
    cpu, clients, begin = cpu_of(pid), time.process_time(), time.perf_counter()
    # at a pace, each room starts at its own moment in the first beat: classrooms do not move in step (rooms
    # started together would stay in step, every move of a beat arriving at once)
    lateness = random.Random(len(tables))
    late = [lateness.uniform(0, pace) for _ in tables]
    with collected_as_the_server():
        counts = await asyncio.gather(*(_play(s, begin + seconds, took, pace, late[i])
                                        for i, table in enumerate(tables) for s in table))
    spent, cpu, clients = time.perf_counter() - begin, cpu_of(pid) - cpu, time.process_time() - clients
    await asyncio.gather(*(s.close() for table in tables for s in table))
    return Load(took, sum(counts), spent, cpu, clients, per_room,
                sum(len(s.refused) for table in tables for s in table))


def many_figures(quick: bool) -> list[Figure]:
    rooms = QUICK_ROOMS if quick else ROOMS
    seconds = QUICK_PLAY_SECONDS if quick else PLAY_SECONDS
    scaled = f" (--quick: {rooms} rooms, not {ROOMS})" if quick else ""
    with tempfile.TemporaryDirectory() as tmp, serving(Path(tmp)) as (proc, url):
        load = asyncio.run(_many(url, proc.pid, rooms, seconds))
    with tempfile.TemporaryDirectory() as tmp, serving(Path(tmp)) as (proc, url):
        paced = asyncio.run(_many(url, proc.pid, rooms, seconds, ROBOT_PACE))
    per_move = load.cpu / max(load.moves, 1) * 1000
    return [at_most(f"network: {rooms} rooms x 4 clients at the robots' pace ({ROBOT_PACE:g} s), move p99{scaled}",
                    percentile(paced.took, 99), "ms", MOVE_GOAL_MS),
            info(f"network: {rooms} rooms x 4 clients at full speed (each move at once), p99",
                 percentile(load.took, 99), "ms", "a closed loop: each move waits for the others (floor below)"),
            info(f"network: {rooms} rooms x 4 clients at full speed, median", percentile(load.took, 50), "ms"),
            info(f"network: {rooms} rooms x 4 clients at full speed, moves a second", load.moves / load.seconds,
                 "/s"),
            info("network: server CPU per move (rules, save, 5 sights)", per_move, "ms"),
            info(f"network: least p99 one core allows, {rooms} rooms at full speed", rooms * per_move, "ms",
                 "rooms x CPU per move: each move waits for the others"),
            info("network: server CPU busy while they play", 100 * load.cpu / load.seconds, "%"),
            info("network: the bench's clients' CPU busy (one process)", 100 * load.clients / load.seconds, "%"),
            info("network: moves refused (the rate limit)", load.refused + paced.refused, "moves"),
            info("network: server memory per room (4 connections)", load.per_room * 1024, "KB")]


# -- two processes behind Redis -----------------------------------------------------------------------
@contextmanager
def redis_server(folder: Path) -> Iterator[str | None]:
    """A redis-server of the bench's own on a free loopback port: its URL, or None where there is none."""
    binary = shutil.which("redis-server")
    if binary is None:
        yield None
        return
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                             "--dir", str(folder)], stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + WAIT
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.02)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(WAIT)


def redis_figures(quick: bool) -> list[Figure]:
    moves = QUICK_PAIR_MOVES // 2 if quick else PAIR_MOVES // 2
    with tempfile.TemporaryDirectory() as tmp, redis_server(Path(tmp)) as url:
        if url is None:
            print("   two processes behind Redis: skipped, no redis-server here (apt-get install redis-server)")
            return []
        with serving(Path(tmp) / "a", "--redis", url) as (_a, first), \
                serving(Path(tmp) / "b", "--redis", url) as (_b, second):
            across = asyncio.run(_pair(first, moves, other=second))
    return [at_least("network: two processes behind Redis, moves that reached the other", len(across), "moves",
                     moves),
            at_most("network: two processes behind Redis, shown on the other, p99", percentile(across, 99), "ms",
                    SHOWN_GOAL_MS)]


def run(quick: bool) -> list[Figure]:
    """Every figure, after the machine's load (these are latencies: on a shared machine the servers wait
    for a core as much as for anything else)."""
    load = info("network: the machine's load average, last minute", os.getloadavg()[0], "procs",
                f"report only ({os.cpu_count()} cores)")
    return [load, *shown_figures(quick), *many_figures(quick), *redis_figures(quick)]
