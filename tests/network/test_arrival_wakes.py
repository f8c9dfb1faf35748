"""A move made at another computer wakes a screen nobody touches (the projector, a child's screen between
turns): the link says a position has come (`waiting`) before the table takes it (`arrived`)."""

from __future__ import annotations

from network.netkit import config, until
from spidergames.core.protocol import HUMAN
from spidergames.net.client import RemoteLink
from spidergames.net.server import ServerThread


def test_a_move_from_another_screen_is_waiting_until_it_is_taken(server: ServerThread) -> None:
    ann = RemoteLink(server.url, {"open": {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)),
                                           "seats": [0]}})
    ben = RemoteLink(server.url, {"code": ann.code, "seats": [1]})
    watcher = RemoteLink(server.url, {"code": ann.code, "watch": True})
    try:
        until(lambda: ann.legal_actions() != () or ann.arrived() is not None, "Ann's turn")
        while watcher.arrived() is not None:
            pass
        assert not watcher.waiting() and not ben.waiting()
        assert ann.submit(ann.legal_actions()[0], ann.version) is None
        until(lambda: watcher.waiting() and ben.waiting(), "the move reaching the other screens")
        assert watcher.arrived() is not None and not watcher.waiting()
        assert not ann.waiting(), "a screen's own move is no news to it"
    finally:
        for link in (ann, ben, watcher):
            link.close()
