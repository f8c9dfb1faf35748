"""Faults a game across computers survives (issue #28), each with real processes on loopback.

A screen that drops mid-game and comes back with its token; the host killed with kill -9 and started
again from its rooms; a slow network; two servers behind a real Redis, one of them killed and started
again. Each ends with the game played on to its end: nothing was lost.
"""

from __future__ import annotations

import asyncio
import signal
import time
from pathlib import Path

import pytest

from network.netkit import WAIT, config, serve, until
from spidergames.core.protocol import HUMAN
from spidergames.net.authority import Room
from spidergames.net.client import RemoteLink
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

GAME = "yahtzee"


def drained(link: RemoteLink) -> RemoteLink:
    """`link` after taking every position that has arrived."""
    while link.arrived() is not None:
        pass
    return link


def step(links: list[RemoteLink]) -> bool:
    """Each screen takes what arrived; the one whose seat is on turn plays its first legal move. False once over."""
    for link in links:
        drained(link)
    for link in links:
        if link.is_over:
            return False
        if link.here(link.current_player) and link.legal_actions():
            assert link.submit(link.legal_actions()[0], link.version) is None
            return True
    time.sleep(0.002)
    return True


def play_to_end(links: list[RemoteLink], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while step(links):
        assert time.monotonic() < deadline, "the game did not end"
    # (each screen takes all that arrived: one position taken may still be short of the end, when two came)
    until(lambda: all(drained(link).is_over for link in links), "every screen at the end")
    outcome = {str(link.outcome) for link in links}
    assert len(outcome) == 1 and links[0].outcome is not None, outcome


def two_screens(url: str) -> tuple[RemoteLink, RemoteLink]:
    ann = RemoteLink(url, {"open": {"game": GAME, "config": config(GAME, (HUMAN, HUMAN, "easy")), "seats": [0]}})
    ben = RemoteLink(url, {"code": ann.code, "seats": [1]})
    return ann, ben


def test_a_screen_that_drops_comes_back_with_its_token(server: ServerThread) -> None:
    ann, ben = two_screens(server.url)
    for _ in range(9):
        step([ann, ben])
    token, code, seen = ben.token, ben.code, ben.version
    ben.close()  # the computer is switched off mid-game
    for _ in range(20):  # the others play on without it (Ann, and the robot on the host)
        if ann.here(ann.current_player) and not step([ann]):
            break
        ann.arrived()
    back = RemoteLink(server.url, {"code": code, "token": token})
    assert back.seats == (1,) and back.token is None, "the same seat, no new token"
    # (both take what arrives: the robot may play once more after Ben's welcome, which `_welcome` lets it do)
    until(lambda: drained(ann).version == drained(back).version, "the resync at the host's newest position")
    assert back.version >= seen and back.sight().view(None) == ann.sight().view(None), "the same table as Ann's"
    assert back.sight().view(1) is not back.sight().view(None), "and its own seat's view"
    play_to_end([ann, back])
    ann.close()
    back.close()


def test_a_slow_network_still_plays_the_game(tmp_path: Path) -> None:
    """Every reply held back 50 ms (the sights of the same move come first): none is lost or played twice."""
    slow = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0, delay=0.05)
    try:
        ann, ben = two_screens(slow.url)
        early = ben.submit(ann.legal_actions()[0], ben.version)  # Ben presses before his turn
        assert early is not None and early.key == "net.not_your_turn"
        play_to_end([ann, ben])
        ann.close()
        ben.close()
    finally:
        slow.stop()


@pytest.mark.parametrize("mid_write", [False, True], ids=["between changes", "in the middle of a log line"])
def test_the_host_killed_and_restarted_from_its_rooms(tmp_path: Path, mid_write: bool) -> None:
    """`mid_write`: the kill came while the host wrote its next change's log line, half of it written
    (that change was shown to nobody yet: the game goes on from the one before)."""
    rooms = tmp_path / "rooms"
    host, port = serve(rooms)
    try:
        ann, ben = two_screens(f"http://127.0.0.1:{port}")
        for _ in range(12):
            step([ann, ben])
        at = ann.version
        host.send_signal(signal.SIGKILL)  # kill -9: no goodbye, nothing flushed
        host.wait(WAIT)
        if mid_write:
            log = rooms / f"{ann.code}.log"
            last = log.read_text("utf-8").splitlines()[-1]
            with log.open("a", encoding="utf-8") as half:
                half.write(last[:len(last) // 2])
        ann.close()
        ben.close()
        host, port = serve(rooms)
        url = f"http://127.0.0.1:{port}"
        ann = RemoteLink(url, {"code": ann.code, "token": ann.token})
        ben = RemoteLink(url, {"code": ben.code, "token": ben.token})
        assert ann.version >= at and ann.seats == (0,) and ben.seats == (1,), "the game where it was"
        play_to_end([ann, ben])
        ann.close()
        ben.close()
        host.send_signal(signal.SIGKILL)  # and again at the end: its folder holds the whole game
        host.wait(WAIT)
        record = asyncio.run(FolderRooms(rooms).read(ann.code))
        assert record is not None and Room(ann.code, record).match.version == ann.version
    finally:
        host.kill()
        host.wait(WAIT)


@pytest.mark.slow
def test_two_servers_behind_redis_and_one_restarted(tmp_path: Path, redis_url: str) -> None:
    """Ann is on one server, Ben on another; each sees the other's moves; the first server is killed and
    started again, and Ann comes back through it with her token: the room was in Redis all along."""
    first, first_port = serve(tmp_path / "a", "--redis", redis_url)
    second, second_port = serve(tmp_path / "b", "--redis", redis_url)
    try:
        ann = RemoteLink(f"http://127.0.0.1:{first_port}",
                         {"open": {"game": GAME, "config": config(GAME, (HUMAN, HUMAN, "easy")), "seats": [0]}})
        ben = RemoteLink(f"http://127.0.0.1:{second_port}", {"code": ann.code, "seats": [1]})
        for _ in range(12):
            step([ann, ben])
        until(lambda: (ben.arrived(), ben.version)[1] >= ann.version, "a move on one server reaching the other")
        first.send_signal(signal.SIGKILL)
        first.wait(WAIT)
        ann.close()
        first, first_port = serve(tmp_path / "a", "--redis", redis_url)
        ann = RemoteLink(f"http://127.0.0.1:{first_port}", {"code": ben.code, "token": ann.token})
        play_to_end([ann, ben])
        ann.close()
        ben.close()
    finally:
        for proc in (first, second):
            proc.kill()
            proc.wait(WAIT)


@pytest.mark.slow
def test_the_screens_come_back_by_themselves_when_the_host_restarts(tmp_path: Path) -> None:
    """The host's server stops mid-game (its computer restarted the app) and starts again on the same port
    from its rooms: each screen reconnects on its own, takes its seat back with its token and is resynced;
    a move pressed while the host was away is refused as offline, not lost half-way."""
    rooms = tmp_path / "rooms"
    host = ServerThread(FolderRooms(rooms), robot_pause=0)
    ann, ben = two_screens(host.url)
    for _ in range(7):
        step([ann, ben])

    def person_on_turn() -> bool:
        for link in (ann, ben):
            link.arrived()
        return any(link.here(link.current_player) for link in (ann, ben))

    until(person_on_turn, "Ann or Ben on turn")
    port, at = host.port, ann.version
    host.stop()
    until(lambda: not ann.connected and not ben.connected, "both screens noticing the host is gone")
    mover = next(link for link in (ann, ben) if link.here(link.current_player))
    refusal = mover.submit(mover.legal_actions()[0], mover.version)
    assert refusal is not None and refusal.key == "net.offline"
    host = ServerThread(FolderRooms(rooms), port=port, robot_pause=0)
    try:
        until(lambda: ann.connected and ben.connected, "both screens reconnecting by themselves")
        play_to_end([ann, ben])
        assert ann.version > at
        ann.close()
        ben.close()
    finally:
        host.stop()


def test_a_robot_quicker_than_the_reply_to_a_join_is_not_missed(tmp_path: Path) -> None:
    """The robot on turn plays the moment a screen enters the room (a host that restarted, a robot first
    in turn): on a slow link its move reaches the screen before the reply to the join. It is kept and
    shown after, not dropped (the screen would wait for the robot for ever)."""
    slow = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0, delay=0.3)
    try:
        link = RemoteLink(slow.url, {"open": {"game": GAME, "config": config(GAME, ("easy", HUMAN)), "seats": [1]}})
        assert link.current_player == 0 and link.version == 0, "the reply: the robot on turn"
        until(lambda: link.arrived() is not None, "the robot's first move, which came before the reply", 5)
        link.close()
    finally:
        slow.stop()


@pytest.mark.slow
def test_a_lock_left_by_a_killed_process_lapses_and_the_change_waits_for_it(redis_url: str) -> None:
    """A process killed while it changed a room leaves the room's lock behind: a move on another process
    waits for it to lapse and is then made, not refused as busy."""
    from spidergames.net.redis_rooms import RedisRooms

    async def wait_for_the_dead() -> float:
        dead, alive = RedisRooms(redis_url), RedisRooms(redis_url)
        left = dead.lock("K7QD-M3XA")
        await left.__aenter__()  # taken, never given back: its process was killed
        start = time.monotonic()
        async with alive.lock("K7QD-M3XA"):
            waited = time.monotonic() - start
        del left
        await dead.close()
        await alive.close()
        return waited

    waited = asyncio.run(wait_for_the_dead())
    assert 1.0 < waited < WAIT, waited
