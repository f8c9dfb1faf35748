"""Where the rooms are kept: every change is written before anyone is told of it, so a host killed at any
moment restarts from its rooms and the players take their seats back with their tokens.

A room's record is plain JSON: the match's saved form (`core.match.Match.to_dict`: state, both RNGs,
history, hints) and the claims (each a screen's seats and the SHA-256 of its token). Two keepers:
`FolderRooms` (one file a room, written whole and swapped in: the app's own host and a single `serve`),
and `redis_rooms.RedisRooms` (several `serve` processes behind one Redis). Each gives a room's lock:
whoever holds it is the room's authority for that one change.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, Protocol

Record = dict[str, Any]


class Rooms(Protocol):
    """The rooms' keeper."""

    async def load(self, code: str) -> Record | None:
        """The room's record, or None if there is no such room."""
        ...

    async def save(self, code: str, record: Record) -> None:
        """Keep the room's record (call it holding the room's lock)."""
        ...

    def lock(self, code: str) -> AbstractAsyncContextManager[None]:
        """The room's lock: one change of one room at a time, in every process sharing these rooms."""
        ...

    async def count(self) -> int:
        """How many rooms are kept (the server's limit counts them)."""
        ...

    async def close(self) -> None: ...


class FolderRooms:
    """Rooms as JSON files in a folder, for one process: the locks are asyncio's."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self._locks: dict[str, asyncio.Lock] = {}

    def _path(self, code: str) -> Path:
        return self.folder / f"{code}.json"

    async def load(self, code: str) -> Record | None:
        try:
            data = json.loads(self._path(code).read_text("utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            return None  # a damaged room is no room (its players start a new one)
        return data if isinstance(data, dict) else None

    async def save(self, code: str, record: Record) -> None:
        path = self._path(code)
        part = path.with_suffix(".part")
        part.write_text(json.dumps(record, separators=(",", ":")), "utf-8")
        os.replace(part, path)  # whole or not at all, even under kill -9

    def lock(self, code: str) -> AbstractAsyncContextManager[None]:
        return self._held(self._locks.setdefault(code, asyncio.Lock()))

    @staticmethod
    @asynccontextmanager
    async def _held(lock: asyncio.Lock) -> AsyncIterator[None]:
        async with lock:
            yield

    async def count(self) -> int:
        return sum(1 for _ in self.folder.glob("*.json"))

    async def close(self) -> None:
        """Nothing stays open."""
