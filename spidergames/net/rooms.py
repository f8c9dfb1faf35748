"""Where the rooms are kept: every change is written before anyone is told of it, so a host killed at any
moment restarts from its rooms and the players take their seats back with their tokens.

A room's record is plain JSON: the match's saved form (`core.match.Match.to_dict`: state, both RNGs,
history, hints), the claims (each a screen's seats and the SHA-256 of its token), when it was last
changed (`touched`, seconds of the server's clock) and whether its game is `over`. Two keepers:
`FolderRooms` (one file a room, written whole and swapped in: the app's own host and a single `serve`),
and `redis_rooms.RedisRooms` (several `serve` processes behind one Redis). Each gives a room's lock:
whoever holds it is the room's authority for that one change.

Rooms do not pile up: a room whose game is over goes `FINISHED_SECONDS` after its last move, and one
nobody touched for `IDLE_SECONDS` goes too (`expired`). A folder is swept by the server (`sweep`: at
most `limit` rooms read per call, the next call going on after the last one read, so a sweep never
holds the loop for long however many rooms there are); Redis forgets them itself, each record written
with the time it may still live (`lifetime`).
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

FINISHED_SECONDS = 3600.0  # a finished game's room stays an hour: its screens show the results, then it goes
IDLE_SECONDS = 7 * 24 * 3600.0  # a room nobody played in for a week goes (a game paused over a weekend stays)


def lifetime(record: Record) -> float:
    """Seconds the room may stay after its last change: an hour once its game is over, else a week."""
    return FINISHED_SECONDS if record.get("over") else IDLE_SECONDS


def expired(record: Record, now: float) -> bool:
    """Whether the room is to be removed at `now` (a record without its time counts as touched `now`)."""
    touched = record.get("touched")
    if not isinstance(touched, (int, float)) or isinstance(touched, bool):
        return False
    return now - touched >= lifetime(record)


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

    async def sweep(self, now: float, limit: int) -> list[str]:
        """Remove expired rooms, reading at most `limit` of them; returns the codes removed."""
        ...

    async def close(self) -> None: ...


class FolderRooms:
    """Rooms as JSON files in a folder, for one process: the locks are asyncio's."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self._locks: dict[str, asyncio.Lock] = {}
        self._swept = ""  # the code the last sweep read last: the next one goes on after it

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

    async def sweep(self, now: float, limit: int) -> list[str]:
        """Read the next `limit` rooms after the last sweep's (round the folder), each under its lock, and
        remove those expired; a damaged file is removed too (it is no room: `load`)."""
        codes = sorted(p.stem for p in self.folder.glob("*.json"))
        if not codes:
            return []
        start = next((i for i, code in enumerate(codes) if code > self._swept), 0)
        turn = (codes[start:] + codes[:start])[:limit]
        removed = []
        for code in turn:
            async with self.lock(code):
                record = await self.load(code)
                if record is None or expired(record, now):
                    self._path(code).unlink(missing_ok=True)
                    removed.append(code)
            if code in removed:
                self._locks.pop(code, None)
        self._swept = turn[-1]
        return removed

    async def close(self) -> None:
        """Nothing stays open."""
