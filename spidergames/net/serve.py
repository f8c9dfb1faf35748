"""`spidergames serve`: a headless room server a school or a family hosts (README "Playing across computers").

    spidergames serve [--host ADDRESS] [--port N] [--rooms FOLDER] [--redis URL] [--robot-pause SECONDS]

Without `--redis` the rooms are kept in a folder (one process). With it, several processes on one
Redis share the rooms (`redis_rooms`), each behind the same address (a proxy that keeps a connection
on one process: Socket.IO's "sticky sessions", or WebSocket only as the app's client uses). It prints
`listening on HOST:PORT` once it listens, and runs until stopped (Ctrl+C, SIGTERM).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import signal

from .rooms import FolderRooms, Rooms
from .server import ROBOT_PAUSE, RoomServer
from .wire import DEFAULT_PORT

__all__ = ["DEFAULT_PORT", "ROBOT_PAUSE", "main", "run"]  # the command line's defaults, and the server

GC_THRESHOLDS = (50_000, 20, 1_000)
"""Python's collector, made to look at the young objects seldom and at the whole heap almost never by
itself. A server holding 200 live rooms made a new position for every move, which survived long enough
to count as old: the whole heap was then walked several times a second, 70 ms each time (a move's
latency, p99, at the robots' pace: 244 ms with it, 106 ms with no collector; CPU a move 1.54 -> 1.10 ms).
The rooms' data hold no cycles (refcounting frees them); what does is collected by `collecting`."""
COLLECT_SECONDS = 60.0


async def collecting(seconds: float) -> None:
    """The whole heap collected every `seconds`: one pause a minute, not several a second, and the cycles
    that reached the old generation (an exception's frames, a closed connection's) do not pile up."""
    while True:
        await asyncio.sleep(seconds)
        gc.collect()


async def run(args: argparse.Namespace) -> None:
    gc.set_threshold(*GC_THRESHOLDS)
    collector = asyncio.get_running_loop().create_task(collecting(COLLECT_SECONDS))
    rooms: Rooms
    if args.redis:
        from .redis_rooms import RedisRooms

        rooms = RedisRooms(args.redis)
    else:
        rooms = FolderRooms(args.rooms)
    server = RoomServer(rooms, redis_url=args.redis, robot_pause=args.robot_pause)
    port = await server.start(args.host, args.port)
    print(f"listening on {args.host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C still ends asyncio.run
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        collector.cancel()
        await server.stop()


def main(args: argparse.Namespace) -> int:
    """Serve until stopped; `args` as the command line read them (`spidergames.cli.serve`): host, port, rooms
    (a folder), redis (a URL or None) and robot_pause (seconds)."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run(args))
    return 0
