"""Rooms kept in Redis, shared by several `spidergames serve` processes.

The honest part of several processes: a room's authority is whichever process holds the room's Redis
lock (`SET NX PX`, released by a check-and-delete script: redis-py's `Lock`) for the one change it makes
(a move, a robot's move, a seat claimed). It reads the record, applies the host's rules, writes the
record back and only then tells the screens; the emit goes through python-socketio's
`AsyncRedisManager`, so a screen connected to any process gets it. No process keeps a room in memory
between changes, so any process may die or restart at any moment and the next change is made by
another from the same record; a lock whose holder died frees itself after `LOCK_SECONDS`, and a change
waits longer than that for it. Robots'
moves are made the same way (each one a change under the lock, and only if the position is still the
one it was chosen on), so two processes never both play a robot's turn. Rooms end by themselves: each
record is written with Redis's expiry set to its `rooms.lifetime` (an hour once the game is over, a week
else), counted again from each change.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import redis.asyncio as aioredis

from .rooms import K, Kept, Record, lifetime

PREFIX = "spidergames:room:"
LOCK_SECONDS = 4.0  # a change takes milliseconds; a holder that died (kill -9) frees the room after this
WAIT_SECONDS = 6.0  # a change waits this long for the lock: longer than a dead holder keeps it, so a move
# made just after a process died waits a few seconds and is played, never refused


class RedisRooms:
    """Rooms as JSON strings in Redis, each with a lock."""

    def __init__(self, url: str) -> None:
        self._redis: Any = aioredis.from_url(url)  # type: ignore[no-untyped-call]

    async def read(self, code: str) -> Record | None:
        raw = await self._redis.get(PREFIX + code)
        if raw is None:
            return None
        try:
            data = json.loads(raw)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    async def load(self, code: str, make: Callable[[Record], K]) -> K | None:
        """Made from the record each time: another process may have changed the room since."""
        record = await self.read(code)
        return None if record is None else make(record)

    async def save(self, code: str, room: Kept, touched: float) -> None:
        """The whole record each time (another process may make the next change)."""
        record = room.record(touched)
        await self._redis.set(PREFIX + code, json.dumps(record, separators=(",", ":")), ex=round(lifetime(record)))

    def forget(self, code: str) -> None:
        """Nothing is held between changes."""

    def lock(self, code: str) -> AbstractAsyncContextManager[None]:
        return self._held(code)

    @asynccontextmanager
    async def _held(self, code: str) -> AsyncIterator[None]:
        lock = self._redis.lock(PREFIX + code + ":lock", timeout=LOCK_SECONDS, blocking_timeout=WAIT_SECONDS)
        if not await lock.acquire():
            raise TimeoutError(f"room {code} stayed locked")
        try:
            yield
        finally:
            await lock.release()

    async def count(self) -> int:
        n = 0
        async for key in self._redis.scan_iter(match=PREFIX + "*", count=500):
            n += not key.endswith(b":lock")
        return n

    async def sweep(self, now: float, limit: int) -> list[str]:
        """Nothing to do: Redis removes each room when its expiry comes (`save`)."""
        return []

    async def close(self) -> None:
        await self._redis.aclose()
