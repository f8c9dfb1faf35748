"""A folder's rooms: kept live between changes, written as a short log line a change and whole now and
then, and read back from those files exactly as they were (issue #28; the format: `spidergames.net.rooms`).

Each test compares a room read by a fresh keeper (a host started again) with the room as it was played:
the match's whole saved form (state, both dice, history, hints, state number), its claims and changes.
"""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path
from typing import Any

from network.netkit import WAIT, Probe, config, until
from spidergames.core.protocol import HUMAN
from spidergames.net.authority import Room
from spidergames.net.rooms import RESTING_SECONDS, FolderRooms, Kept, Record
from spidergames.net.server import ServerThread

CODE = "LOGS-0001"


MOST_CHANGES = 500


def new_room(code: str = CODE) -> Room:
    """Two people and a robot at yahtzee, both people seated."""
    room = Room.open(code, "yahtzee", config("yahtzee", (HUMAN, HUMAN, "easy")), 7)
    room.claim([0])
    room.claim([1])
    return room


def change(room: Room) -> None:
    """One change: the robot's move, or the person on turn plays the first legal move (every fifth time
    after a hint was counted)."""
    if room.robot_on_turn:
        room.robot_move()
        return
    match = room.match
    if match.version % 5 == 0:
        room.count_hint((match.current_player,), match.current_player)
    room.move((match.current_player,), {"seat": match.current_player, "version": match.version,
                                        "action": match.game.action_to_dict(match.legal_actions()[0])})


def as_kept(room: Room) -> tuple[Any, ...]:
    return room.match.to_dict(), [c.to_data() for c in room.claims], room.changes


def read_back(folder: Path) -> Room:
    """The room as a host started again on `folder` reads it."""
    record = asyncio.run(FolderRooms(folder).read(CODE))
    assert record is not None, "the room was kept"
    return Room(CODE, record)


def play(rooms: FolderRooms, room: Room, changes: int) -> None:
    for _ in range(changes):
        change(room)
        asyncio.run(rooms.save(CODE, room, 1.0))


def test_every_change_is_read_back_whole_and_logged(tmp_path: Path) -> None:
    """Each change, logged or written whole (every third here), robots' dice too, reads back as played."""
    rooms, room = FolderRooms(tmp_path, compact_every=3), new_room()
    asyncio.run(rooms.save(CODE, room, 1.0))
    logged = 0
    for _ in range(MOST_CHANGES):  # (this game ends after 26)
        if room.match.is_over:
            break
        play(rooms, room, 1)
        logged += (tmp_path / f"{CODE}.log").exists()
        assert as_kept(read_back(tmp_path)) == as_kept(room)
    assert room.match.is_over, f"the game did not end in {MOST_CHANGES} changes"
    assert logged >= 15, "most changes were log lines"


def test_a_room_stays_live_until_forgotten(tmp_path: Path) -> None:
    rooms, saved = FolderRooms(tmp_path), new_room()
    asyncio.run(rooms.save(CODE, saved, 1.0))
    made: list[Record] = []

    def make(record: Record) -> Kept:
        made.append(record)
        return Room(CODE, record)

    async def loads() -> None:
        assert await rooms.load(CODE, make) is saved and not made, "the room saved is changed next: not read"
        rooms.forget(CODE)
        reread = await rooms.load(CODE, make)
        assert reread is not saved and len(made) == 1, "forgotten: read from its files again"
        assert await rooms.load(CODE, make) is reread and len(made) == 1, "and live again"

    asyncio.run(loads())


def test_a_room_at_rest_leaves_memory_at_a_sweep(tmp_path: Path) -> None:
    """A game paused for days need not stay live: a sweep lets go of a room nobody changed for an hour
    (its files stay), and a room played in stays live."""
    rooms, resting, playing = FolderRooms(tmp_path), new_room(), new_room("LOGS-0002")
    asyncio.run(rooms.save(CODE, resting, 0.0))
    asyncio.run(rooms.save(playing.code, playing, RESTING_SECONDS))

    async def sweep_and_load() -> tuple[Room | None, Room | None]:
        assert await rooms.sweep(RESTING_SECONDS, 10) == [], "no room is done with"
        return (await rooms.load(CODE, lambda record: Room(CODE, record)),
                await rooms.load(playing.code, lambda record: Room(playing.code, record)))

    reread, live = asyncio.run(sweep_and_load())
    assert reread is not None and reread is not resting and as_kept(reread) == as_kept(resting)
    assert live is playing


def test_a_log_line_cut_off_by_a_kill_is_left_out_and_never_appended_to(tmp_path: Path) -> None:
    """A kill in the middle of a line's write leaves half of it (no newline): the room reads back as it was
    before that change, and the host started again goes on from there, its lines read back too."""
    rooms, room = FolderRooms(tmp_path), new_room()
    asyncio.run(rooms.save(CODE, room, 1.0))
    play(rooms, room, 6)
    before = as_kept(room)
    log = tmp_path / f"{CODE}.log"
    change(room)
    whole = log.read_text("utf-8")
    asyncio.run(rooms.save(CODE, room, 1.0))
    log.write_text(log.read_text("utf-8")[:len(whole) + 20], "utf-8")  # killed 20 bytes into the line

    restarted = FolderRooms(tmp_path)
    again = asyncio.run(restarted.load(CODE, lambda record: Room(CODE, record)))
    assert again is not None and as_kept(again) == before, "the change cut off was never shown: it is not kept"
    play(restarted, again, 3)
    assert as_kept(read_back(tmp_path)) == as_kept(again)


def test_lines_already_in_the_record_are_skipped(tmp_path: Path) -> None:
    """A kill after a record was written whole but before its log was removed: the old lines are in the
    record already and are not played again."""
    rooms, room = FolderRooms(tmp_path, compact_every=4), new_room()
    asyncio.run(rooms.save(CODE, room, 1.0))
    play(rooms, room, 4)
    log = tmp_path / f"{CODE}.log"
    lines = log.read_text("utf-8")
    play(rooms, room, 1)
    assert not log.exists(), "written whole, its log removed"
    log.write_text(lines, "utf-8")
    assert as_kept(read_back(tmp_path)) == as_kept(room)


def test_a_live_room_piles_up_no_take_back_trail(tmp_path: Path) -> None:
    """Oops is off across computers: the states and dice a match keeps to take a decision back are let go
    after every move (a folder's room stays live for its whole game), and after a log is replayed."""
    rooms, room = FolderRooms(tmp_path), new_room()
    asyncio.run(rooms.save(CODE, room, 1.0))
    for _ in range(16):
        play(rooms, room, 1)
        assert room.match.trail == []
    assert read_back(tmp_path).match.trail == []


class FailingOnce(FolderRooms):
    """A folder whose next save fails (a full disk) when `fail` is set."""

    fail = False

    async def save(self, code: str, room: Kept, touched: float) -> None:
        if self.fail:
            self.fail = False
            raise OSError("no space left on device")
        await super().save(code, room, touched)


def test_a_change_that_could_not_be_kept_is_forgotten(tmp_path: Path) -> None:
    """The move was played in memory but could not be written: it is refused, and the room the next move
    sees is the one kept, where that same move may be made again."""
    rooms = FailingOnce(tmp_path)
    server = ServerThread(rooms, robot_pause=0)
    ann, ben = Probe(server.url), Probe(server.url)
    try:
        opened = ann.call("open", {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)), "seats": [0]})
        assert ben.call("join", {"code": opened["code"], "seats": [1]})["ok"]
        move = {"seat": 0, "version": 0, "action": opened["sight"]["legal"][0]}
        rooms.fail = True
        assert ann.call("move", move)["refused"] == "net.bad_payload"
        again = ann.call("move", move)
        assert again["ok"] and again["sight"]["version"] == 1, again
    finally:
        ann.close()
        ben.close()
        server.stop()


def test_help_is_worked_out_on_a_room_no_move_changes_meanwhile(tmp_path: Path, monkeypatch: Any) -> None:
    """The room is live, shared by every message: a move made while Help is worked out (on a thread of its
    own) waits for it, so Help never sees the position change under it."""
    seen: list[tuple[int, int]] = []
    plan = Room.plan

    def slow_plan(room: Room, held: tuple[int, ...]) -> list[Any]:
        before = room.match.version
        time.sleep(0.3)
        seen.append((before, room.match.version))
        return plan(room, held)

    monkeypatch.setattr(Room, "plan", slow_plan)
    server = ServerThread(FolderRooms(tmp_path), robot_pause=0)
    ann, also = Probe(server.url), Probe(server.url)
    try:
        opened = ann.call("open", {"game": "yahtzee", "config": config("yahtzee", (HUMAN,)), "seats": [0]})
        assert also.call("join", {"code": opened["code"], "token": opened["token"]})["ok"], "Ann's second screen"
        helping = threading.Thread(target=ann.call, args=("plan", {}))
        helping.start()
        time.sleep(0.1)
        moved = also.call("move", {"seat": 0, "version": 0, "action": opened["sight"]["legal"][0]})
        helping.join(WAIT)
        assert moved["ok"] and seen == [(0, 0)], seen
    finally:
        ann.close()
        also.close()
        server.stop()


def test_a_screen_is_shown_no_change_before_it_is_kept(tmp_path: Path, monkeypatch: Any) -> None:
    """A folder's room is live: a screen joining while a robot's move is being made (played, not yet
    kept) is shown the position kept, never the one half-way, and is in the room's channel before the
    robot's move is sent. (The screen's entering and the robot's move are slowed to meet.)"""
    robot_move = Room.robot_move

    def slow_robot(room: Room) -> None:
        robot_move(room)
        time.sleep(0.5)  # played, not yet kept

    monkeypatch.setattr(Room, "robot_move", slow_robot)
    server = ServerThread(FolderRooms(tmp_path), robot_pause=0.5)
    enter_room = server.server.sio.enter_room

    async def slow_enter(sid: str, room: str, namespace: str | None = None) -> None:
        await enter_room(sid, room, namespace)
        await asyncio.sleep(0.8)

    ann, ben = Probe(server.url), Probe(server.url)
    try:
        opened = ann.call("open", {"game": "yahtzee", "config": config("yahtzee", ("easy", HUMAN)), "seats": [1]})
        server.server.sio.enter_room = slow_enter  # the robot takes the room while Ben enters it
        joined = ben.call("join", {"code": opened["code"], "watch": True})
        record = asyncio.run(FolderRooms(tmp_path).read(opened["code"]))
        assert record is not None and joined["sight"]["version"] <= Room(opened["code"], record).match.version
        until(lambda: any(s["version"] == 1 for s in ben.sights()), "the robot's move reaching Ben")
    finally:
        ann.close()
        ben.close()
        server.stop()
