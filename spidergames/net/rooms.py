"""Where the rooms are kept: every change is written before anyone is told of it, so a host killed at any
moment restarts from its rooms and the players take their seats back with their tokens.

A room's record is plain JSON: the match's saved form (`core.match.Match.to_dict`: state, both RNGs,
history, hints), the claims (each a screen's seats and the SHA-256 of its token), when it was last
changed (`touched`, seconds of the server's clock), whether its game is `over` and how many `changes`
it holds (each seat claimed, move, robot's move and hint counted is one). Two keepers: `FolderRooms`
(a folder: the app's own host and a single `serve`) and `redis_rooms.RedisRooms` (several `serve`
processes behind one Redis). Each gives a room's lock: whoever holds it is the room's authority for that
one change. What is kept is a `Kept` room: it writes itself whole (`record`) or as the change since it
was last written (`entry`), and is made again from a record with its `since` entries (`authority.Room`).

A folder holds two files a room. `CODE.json` is its whole record, written to `CODE.part` and swapped in
(os.replace: whole or not at all, even under kill -9). `CODE.log` holds JSON lines, one a change since:
`{"n": its number (the record's "changes" + 1, + 2, ...), "moves": [the actions played], "claims": [the
claims made], "hints": [the counts now], "touched", "over"}` and `"bot_rng"` after a robot's move (its
dice are not replayed). A line is appended before the change is shown anywhere; every `COMPACT_EVERY`
lines the record is written whole instead and the log removed, so a move costs one short line, not the
whole history again. Reading a room: its record, then the log's lines numbered on from it; a line cut off
by a kill mid-write (no newline) and anything after an unreadable line are left out, and lines already
in the record (a kill between swapping in a record and removing the log) are skipped. A room read from
its files is written whole at its next change, so nothing is ever appended to a cut-off line.

A folder has one process for authority, so `FolderRooms` keeps each room live in memory between changes
(`load`), read from its files only the first time; a room removed, or whose change failed half-way, is
forgotten (`forget`) and read again, and so is one left alone for `RESTING_SECONDS` (found by a sweep).
Redis's rooms may be changed by any process: each change reads the record again.

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
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

Record = dict[str, Any]
COMPACT_EVERY = 100  # log lines before a room's record is written whole again (a game is a few hundred moves)

RESTING_SECONDS = 3600.0  # a folder's room nobody changed for an hour leaves memory (not its folder) at a sweep
FINISHED_SECONDS = 3600.0  # a finished game's room stays an hour: its screens show the results, then it goes
IDLE_SECONDS = 7 * 24 * 3600.0  # a room nobody played in for a week goes (a game paused over a weekend stays)


def lifetime(record: Record) -> float:
    """Seconds the room may stay after its last change: an hour once its game is over, else a week."""
    return FINISHED_SECONDS if record.get("over") else IDLE_SECONDS


def idle(record: Record, now: float) -> float:
    """Seconds since the room was last changed, at `now` (a record without its time counts as touched `now`)."""
    touched = record.get("touched")
    if not isinstance(touched, (int, float)) or isinstance(touched, bool):
        return 0.0
    return now - touched


def expired(record: Record, now: float) -> bool:
    """Whether the room is to be removed at `now`."""
    return idle(record, now) >= lifetime(record)


class Kept(Protocol):
    """A room as its keeper writes it (`authority.Room`)."""

    def record(self, touched: float) -> Record:
        """The whole record, changed at `touched`: one more change counted."""
        ...

    def entry(self, touched: float) -> Record:
        """Only what changed since the room was last written, as a log line: one more change counted."""
        ...


K = TypeVar("K", bound=Kept)


class Rooms(Protocol):
    """The rooms' keeper."""

    async def read(self, code: str) -> Record | None:
        """The room's record as kept (with its `since` entries), or None if there is no such room."""
        ...

    async def load(self, code: str, make: Callable[[Record], K]) -> K | None:
        """The room to change, made from its record by `make` (which raises if the record is damaged), or
        None if there is no such room."""
        ...

    async def save(self, code: str, room: Kept, touched: float) -> None:
        """Keep the room, changed at `touched` (call it holding the room's lock)."""
        ...

    def forget(self, code: str) -> None:
        """Let go of the room in memory (its change failed half-way, so it may be ahead of what was kept; or
        it was removed, or is at rest): the next `load` reads it from what was kept."""
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
    """Rooms as files in a folder, for one process: the locks are asyncio's, the rooms live in memory."""

    def __init__(self, folder: Path, compact_every: int = COMPACT_EVERY) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.compact_every = compact_every
        self._locks: dict[str, asyncio.Lock] = {}
        self._live: dict[str, Kept] = {}  # each room as last kept, by code
        self._lines: dict[str, int] = {}  # lines in each log since its record (rooms this keeper wrote)
        self._swept = ""  # the code the last sweep read last: the next one goes on after it

    def _path(self, code: str, suffix: str = ".json") -> Path:
        return self.folder / f"{code}{suffix}"

    async def read(self, code: str) -> Record | None:
        try:
            data = json.loads(self._path(code).read_text("utf-8"))
            if not isinstance(data, dict) or type(data.get("changes", 0)) is not int:
                return None
            data["since"] = self._since(code, data.get("changes", 0))
        except (OSError, ValueError):
            return None  # a damaged room is no room (its players start a new one)
        return data

    def _since(self, code: str, changes: int) -> list[Record]:
        """The log's lines numbered on from the record's `changes` (see the module's docstring)."""
        try:
            text = self._path(code, ".log").read_text("utf-8")
        except FileNotFoundError:
            return []
        since: list[Record] = []
        for line in text.split("\n")[:-1]:  # the last piece is empty, or a line cut off by a kill
            try:
                entry = json.loads(line)
            except ValueError:
                break
            n = entry.get("n") if isinstance(entry, dict) else None
            if type(n) is not int or n > changes + len(since) + 1:
                break
            if n == changes + len(since) + 1:
                since.append(entry)
        return since

    async def load(self, code: str, make: Callable[[Record], K]) -> K | None:
        room = self._live.get(code)
        if room is None:
            record = await self.read(code)
            if record is None:
                return None
            room = self._live[code] = make(record)
        return cast(K, room)  # every room here was made by the server's one `make` (or saved by it)

    async def save(self, code: str, room: Kept, touched: float) -> None:
        lines = self._lines.get(code)
        try:
            if lines is None or lines >= self.compact_every:
                part = self._path(code, ".part")
                part.write_text(json.dumps(room.record(touched), separators=(",", ":")), "utf-8")
                os.replace(part, self._path(code))  # whole or not at all, even under kill -9
                self._path(code, ".log").unlink(missing_ok=True)  # (a kill before this: its lines are skipped)
                self._lines[code] = 0
            else:
                with self._path(code, ".log").open("a", encoding="utf-8") as log:
                    log.write(json.dumps(room.entry(touched), separators=(",", ":")) + "\n")
                self._lines[code] = lines + 1
        except BaseException:
            self.forget(code)  # (a line half written: the next save writes the room whole)
            raise
        self._live[code] = room

    def forget(self, code: str) -> None:
        self._live.pop(code, None)
        self._lines.pop(code, None)

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
        remove those expired; a damaged file is removed too (it is no room: `read`). Rooms at rest
        (`RESTING_SECONDS`) are let go from memory: a room paused for days need not stay live."""
        codes = sorted(p.stem for p in self.folder.glob("*.json"))
        if not codes:
            return []
        start = next((i for i, code in enumerate(codes) if code > self._swept), 0)
        turn = (codes[start:] + codes[:start])[:limit]
        removed = []
        for code in turn:
            async with self.lock(code):
                record = await self.read(code)
                latest = None if record is None else (record["since"] or [record])[-1]  # its newest touched, over
                if latest is None or expired(latest, now):
                    self._path(code, ".log").unlink(missing_ok=True)  # first: no log is ever left alone
                    self._path(code).unlink(missing_ok=True)
                    self.forget(code)
                    removed.append(code)
                elif idle(latest, now) >= RESTING_SECONDS:
                    self.forget(code)
            if code in removed:
                self._locks.pop(code, None)
        self._swept = turn[-1]
        return removed

    async def close(self) -> None:
        """Nothing stays open."""
