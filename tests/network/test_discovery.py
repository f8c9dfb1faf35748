"""Finding hosted games with zeroconf, in a network namespace of the test's own (`own_network`: nothing goes
out on a real network): two hosts on the same network are both listed, each with its own name, picture,
game and code; a host that stops is no longer listed; an announcement with junk in it is not listed at
all. Every other test finds games on an air of its own (tests/air.py)."""

from __future__ import annotations

import time
from collections.abc import Callable

from zeroconf import ServiceInfo

from network.own_network import own_network
from spidergames.net.discovery import SERVICE, Announcement, Finder, Hosted, read

LOOPBACK = ["127.0.0.1"]
WAIT = 60.0  # zeroconf answers within a second on an idle machine; a loaded CI took over 20 s


def until(done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not done():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


@own_network
def test_two_hosts_on_one_network_are_both_listed_without_a_mix_up() -> None:
    ann = Hosted("Ann", "spider-man", "yahtzee", "K7QD-M3XA", "127.0.0.1", 7428)
    ben = Hosted("Ben", "hulk", "labyrinth", "P9DD-2BM4", "127.0.0.1", 7429)
    finder = Finder(interfaces=LOOPBACK)
    hosts = [Announcement(ann, interfaces=LOOPBACK), Announcement(ben, interfaces=LOOPBACK)]
    def ours() -> tuple[Hosted, ...]:
        """What the finder lists of these two."""
        return tuple(h for h in finder.found() if h.code in (ann.code, ben.code))

    try:
        until(lambda: len(ours()) == 2, "both hosts")
        assert ours() == (ann, ben), "each with its own name, picture, game, code and address"
        assert [h.url for h in ours()] == ["http://127.0.0.1:7428", "http://127.0.0.1:7429"]
        assert [h.where for h in ours()] == ["127.0.0.1", "127.0.0.1:7429"]
        hosts.pop().close()  # Ben's game started (or Ben went home)
        until(lambda: ours() == (ann,), "Ben's game no longer listed")
    finally:
        for host in hosts:
            host.close()
        finder.close()


def info(**props: str) -> ServiceInfo:
    return ServiceInfo(SERVICE, f"x.{SERVICE}", port=7428, addresses=[bytes([127, 0, 0, 1])], properties=props)


def test_an_announcement_with_junk_in_it_is_not_listed() -> None:
    good = {"name": "Ann", "picture": "hulk", "game": "yahtzee", "code": "k7qd-m3xa"}
    assert read(info(**good)) == Hosted("Ann", "hulk", "yahtzee", "K7QD-M3XA", "127.0.0.1", 7428)
    for key, junk in (("game", "chess"), ("code", "nope"), ("picture", "../../etc"), ("name", ""),
                      ("name", "x" * 200), ("name", "a\nb")):
        assert read(info(**{**good, key: junk})) is None, (key, junk)
