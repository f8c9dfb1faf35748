"""The host's robots wait for the screens (issue #28): a robot's move comes `robot_pause` after every screen
of the room has said it has shown the last move, as in hot seat, where a robot thinks once the table has
shown the move before. Without it a projector watching robots at their pace fell further behind at every
move and never showed the arrow of one. A screen that never says (a headless client) is not waited for,
and one gone quiet holds the robots `shown_wait` seconds at most. A screen is waited for once it has said
what it has shown: a host's own screen in its waiting room, with no table yet, holds nobody up.

Each wait here is bounded; "nothing came" is checked over a window the robots would have moved in many
times over (their pause is 0.05 s), so a slow machine can only make it pass more surely, never fail falsely.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from network.netkit import WAIT, Probe, config, until
from spidergames.net.client import RemoteLink
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

PAUSE = 0.05  # seconds a robot pauses: a game of two lasts about 80 of them
QUIET = 0.4  # seconds in which robots that do not wait would play several moves, and not finish the game


def newest(probe: Probe) -> int:
    return max(s["version"] for s in probe.sights())


def robots_room(server: ServerThread) -> Probe:
    """A room of two robots only, opened by a screen that only watches (the projector)."""
    probe = Probe(server.url)
    opened = probe.call("open", {"game": "yahtzee", "config": config("yahtzee", ("easy", "easy")), "seats": []})
    assert opened["ok"], opened
    return probe


@pytest.fixture
def patient(tmp_path: Path) -> Iterator[ServerThread]:
    """A server whose robots hardly pause, and wait for a screen as long as any test waits."""
    running = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=PAUSE, shown_wait=2 * WAIT)
    yield running
    running.stop()


def test_the_robots_wait_until_the_screen_has_shown_the_last_move(patient: ServerThread) -> None:
    probe = robots_room(patient)
    until(lambda: newest(probe) >= 1, "the robots' first move")
    assert probe.call("shown", {"version": 0})["ok"]  # from now on this screen says what it has shown
    time.sleep(QUIET)  # at most one move more: one the robots may have started before they heard of the screen
    held = newest(probe)
    time.sleep(QUIET)
    assert newest(probe) == held, "a robot played before the screen had shown the move before it"
    for _ in range(3):
        assert probe.call("shown", {"version": held})["ok"]
        until(lambda held=held: newest(probe) > held, f"the robots' move after position {held} was shown")
        time.sleep(QUIET / 4)
        assert newest(probe) == held + 1, "one move for each position shown"
        held += 1
    probe.close()


def test_a_screen_that_never_says_is_not_waited_for(server: ServerThread) -> None:
    probe = robots_room(server)
    until(lambda: newest(probe) >= 10, "ten robots' moves with a screen that never says what it has shown")
    probe.close()


def test_a_screen_with_no_table_yet_holds_nobody_up(patient: ServerThread) -> None:
    """A host's own screen in its waiting room (its link will tell what it shows, once a table shows it)."""
    watcher = robots_room(patient)
    link = RemoteLink(patient.url, {"code": watcher.sights()[0]["code"], "watch": True}, shows=True)
    try:
        until(lambda: newest(watcher) >= 10, "ten robots' moves while the other screen has no table yet")
    finally:
        link.close()
        watcher.close()


def test_a_screen_gone_quiet_holds_the_robots_only_so_long(tmp_path: Path) -> None:
    server = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0, shown_wait=0.2)
    try:
        probe = robots_room(server)
        assert probe.call("shown", {"version": 0})["ok"]  # and never again: a laptop gone to sleep
        until(lambda: newest(probe) >= 6, "the robots playing on without the quiet screen")
        probe.close()
    finally:
        server.stop()


def test_the_app_link_tells_each_position_shown_once(patient: ServerThread) -> None:
    watcher = robots_room(patient)
    until(lambda: newest(watcher) >= 1, "the robots' first move")
    link = RemoteLink(patient.url, {"code": watcher.sights()[0]["code"], "watch": True}, shows=True)
    try:
        link.shown(0)  # its table is open: from now on the robots wait for it
        time.sleep(QUIET)
        held = newest(watcher)
        time.sleep(QUIET)
        assert newest(watcher) == held, "the robots went on before the app's screen had shown the move"
        link.shown(held)
        until(lambda: newest(watcher) > held, "the robots' move once the app's screen has shown it")
        link.shown(held)  # said already: not sent again (nothing to check on the wire but that it is harmless)
    finally:
        link.close()
        watcher.close()


def test_shown_before_a_room_is_refused(server: ServerThread) -> None:
    probe = Probe(server.url)
    assert probe.call("shown", {"version": 0})["refused"] == "net.not_joined"
    probe.close()
