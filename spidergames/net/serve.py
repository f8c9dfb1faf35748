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
import logging
import signal

from .rooms import FolderRooms, Rooms
from .server import ROBOT_PAUSE, RoomServer
from .wire import DEFAULT_PORT

__all__ = ["DEFAULT_PORT", "ROBOT_PAUSE", "main", "run"]  # the command line's defaults, and the server


async def run(args: argparse.Namespace) -> None:
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
        await server.stop()


def main(args: argparse.Namespace) -> int:
    """Serve until stopped; `args` as the command line read them (`spidergames.cli.serve`): host, port, rooms
    (a folder), redis (a URL or None) and robot_pause (seconds)."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run(args))
    return 0
