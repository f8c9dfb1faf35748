"""Rooms done with are removed by the server (issue #28): a finished game's an hour after its end, any
room nobody touched for a week; a folder swept a bounded number of rooms at a time, Redis by expiry.

The server's clock is a fake one the test moves on: nothing sleeps.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from network.netkit import WAIT, Probe, config, until
from spidergames.core.protocol import HUMAN
from spidergames.net.rooms import FINISHED_SECONDS, IDLE_SECONDS, FolderRooms, Record
from spidergames.net.server import ServerThread

HOUR, DAY = 3600.0, 24 * 3600.0


class Clock:
    """The server's wall clock, moved on by the test."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def timed(tmp_path: Path, clock: Clock) -> Iterator[ServerThread]:
    running = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0, clock=clock)
    yield running
    running.stop()


def sweep(server: ServerThread) -> list[str]:
    return server._loop.run(server.server.sweep(), WAIT)  # noqa: SLF001 - the sweep the server runs each minute


def kept(server: ServerThread) -> set[str]:
    rooms = server.server.rooms
    assert isinstance(rooms, FolderRooms)
    return {p.stem for p in rooms.folder.glob("*.json")}


def robots_room(probe: Probe) -> str:
    """A room of two robots, which play it to its end at once (robot pause 0)."""
    opened = probe.call("open", {"game": "yahtzee", "config": config("yahtzee", ("easy", "easy")), "seats": []})
    assert opened["ok"], opened
    code: str = opened["code"]
    return code


def test_a_finished_room_goes_after_an_hour_and_an_idle_one_after_a_week(timed: ServerThread, clock: Clock) -> None:
    probe = Probe(timed.url)
    try:
        over = robots_room(probe)
        until(lambda: any(s["outcome"] is not None for s in probe.sights()), "the robots' game to end")
        waiting = probe.call("open", {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)), "seats": [0]})
        assert waiting["ok"], waiting
        idle = waiting["code"]
        assert kept(timed) == {over, idle}

        clock.now += FINISHED_SECONDS - 1
        assert sweep(timed) == [] and kept(timed) == {over, idle}, "a finished game's room stays its hour"
        clock.now += 1
        assert sweep(timed) == [over] and kept(timed) == {idle}
        assert probe.call("join", {"code": over, "watch": True})["refused"] == "net.no_room"

        clock.now += IDLE_SECONDS - FINISHED_SECONDS - 1
        assert sweep(timed) == [], "a game waiting for its players stays a week"
        clock.now += 1
        assert sweep(timed) == [idle] and kept(timed) == set()
    finally:
        probe.close()


def test_a_room_played_in_is_kept_a_week_from_its_last_move(timed: ServerThread, clock: Clock) -> None:
    ann, ben = Probe(timed.url), Probe(timed.url)
    try:
        opened = ann.call("open", {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)), "seats": [0]})
        assert ben.call("join", {"code": opened["code"], "seats": [1]})["ok"]
        clock.now += 6 * DAY
        sight = ann.call("move", {"seat": 0, "version": 0, "action": opened["sight"]["legal"][0]})
        assert sight["ok"], sight
        clock.now += 6 * DAY
        assert sweep(timed) == [] and kept(timed) == {opened["code"]}, "the move started the week again"
        clock.now += DAY
        assert sweep(timed) == [opened["code"]]
    finally:
        ann.close()
        ben.close()


class Counted(FolderRooms):
    """A folder of rooms that counts the rooms read."""

    reads = 0

    async def read(self, code: str) -> Record | None:
        self.reads += 1
        return await super().read(code)


class Whole:
    """A room that is only ever written whole: its record as given."""

    def __init__(self, record: Record) -> None:
        self._record = record

    def record(self, touched: float) -> Record:
        return self._record

    def entry(self, touched: float) -> Record:
        raise AssertionError("a room's first save is written whole")


def test_a_sweep_reads_a_bounded_number_of_rooms_and_the_next_goes_on(tmp_path: Path) -> None:
    rooms = Counted(tmp_path)

    async def run() -> list[list[str]]:
        for k in range(7):
            old: dict[str, Any] = {"match": {}, "claims": [], "touched": 0.0, "over": k % 2 == 0}
            await rooms.save(f"ROOM-000{k}", Whole(old), 0.0)
        await rooms.save("ROOM-FRSH", Whole({"match": {}, "claims": [], "touched": IDLE_SECONDS, "over": False}),
                         IDLE_SECONDS)
        (tmp_path / "ROOM-JUNK.json").write_text("{not json", "utf-8")  # a damaged room is no room
        rounds = []
        for _ in range(4):
            before = rooms.reads
            rounds.append(await rooms.sweep(IDLE_SECONDS, 3))
            assert rooms.reads - before <= 3, "a sweep reads at most its limit"
        return rounds

    rounds = asyncio.run(run())
    assert rounds[:3] == [[f"ROOM-000{k}" for k in range(3)], [f"ROOM-000{k}" for k in range(3, 6)],
                          ["ROOM-0006", "ROOM-JUNK"]]
    assert rounds[3] == [] and {p.stem for p in tmp_path.glob("*.json")} == {"ROOM-FRSH"}


def test_redis_forgets_a_finished_room_after_an_hour_and_another_after_a_week(redis_url: str) -> None:
    from spidergames.net.redis_rooms import PREFIX, RedisRooms

    async def run() -> tuple[int, int]:
        rooms = RedisRooms(redis_url)
        await rooms.save("OVER-0001", Whole({"match": {}, "claims": [], "touched": 0.0, "over": True}), 0.0)
        await rooms.save("PLAY-0001", Whole({"match": {}, "claims": [], "touched": 0.0, "over": False}), 0.0)
        ttls = (await rooms._redis.ttl(PREFIX + "OVER-0001"), await rooms._redis.ttl(PREFIX + "PLAY-0001"))  # noqa: SLF001
        await rooms.close()
        return ttls

    over, playing = asyncio.run(run())
    assert FINISHED_SECONDS - 5 <= over <= FINISHED_SECONDS
    assert IDLE_SECONDS - 5 <= playing <= IDLE_SECONDS
