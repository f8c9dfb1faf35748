"""A game's own scene plays unchanged over a link across computers (issue #28).

The child's seat is at this screen through a `RemoteLink` on loopback; the robot plays on the host. The
turn loop waits for the robot's moves to arrive instead of driving it, shows each, lets the child play
hers, and ends with the tally and the results, all from what the host sent this seat.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from driving import use_settings

from network.netkit import WAIT, config, until
from spidergames.app.application import App
from spidergames.app.games import scene_class
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.results import ResultsScene
from spidergames.core.protocol import HUMAN
from spidergames.net.client import RemoteLink
from spidergames.net.server import ServerThread

DT = 0.1
SECONDS = 150  # wall-clock bound of one game


def test_a_remote_link_answers_every_call_of_the_seat_link() -> None:
    """A table talks to its match through `SeatLink` alone: a call the remote link lacks would fail
    only when a scene made it across computers (the demo's `preview` and `rewound` were once such)."""
    from spidergames.core.seat_link import SeatLink

    calls = {name for name in vars(SeatLink) if not name.startswith("_")}
    assert calls and not calls - set(dir(RemoteLink)), sorted(calls - set(dir(RemoteLink)))


@pytest.mark.parametrize("game_id", ["yahtzee", pytest.param("webrace", marks=pytest.mark.slow)])
def test_a_game_scene_plays_over_a_remote_link(app: App, server: ServerThread, game_id: str) -> None:
    link = RemoteLink(server.url, {"open": {"game": game_id, "config": config(game_id, (HUMAN, "easy")),
                                            "seats": [0]}})
    cls = scene_class(game_id)
    assert cls is not None
    use_settings(app, speed="fast")  # real pace: the moves, the tally and the results as a child sees them
    scene: Any = cls(app, link)
    app.scenes.reset(scene)
    played = followed = 0
    deadline = time.monotonic() + SECONDS
    while not isinstance(app.scenes.top, ResultsScene):
        assert time.monotonic() < deadline, (f"{game_id}: no results (child played {played}, robot {followed}, "
                                             f"{link.version} {link.current_player} {link.is_over} {app.scenes.stack})")
        version = link.version
        app.frame(DT)
        top = next(s for s in reversed(app.scenes.stack) if isinstance(s, GameScene))
        if top.is_human_turn():
            assert top.current == 0, "only the child's seat is played at this screen"
            if top.ready() and not top.animating:
                assert top.submit(link.legal_actions()[0]), top.toast.__dict__
                played += 1
                time.sleep(0.06)  # no child plays 20 moves a second (the server's limit: net.too_fast)
        elif link.version != version:
            followed += 1
        else:
            time.sleep(0.001)
    assert link.is_over and played > 0 and followed > 0, (played, followed)
    assert link.outcome is not None
    app.frame(DT)  # the results drawn from the link
    results = app.scenes.top
    assert [b.label for b in results.focus.buttons] == ["Menu"], "a new game is the host's room to open"
    link.close()


def test_across_computers_the_pause_card_offers_no_start_again(app: App, server: ServerThread) -> None:
    """"Start again" at one computer deals again for the same players; across computers it would start a
    game at this screen alone with the other computers' seats, so the card leaves it out."""
    from spidergames.app.scenes.overlays import PauseScene

    link = RemoteLink(server.url, {"open": {"game": "yahtzee", "config": config("yahtzee", (HUMAN, "easy")),
                                            "seats": [0]}})
    try:
        scene: Any = scene_class("yahtzee")(app, link)  # type: ignore[misc]
        app.scenes.reset(scene)
        app.frame(DT)
        scene.open_pause()
        card = app.scenes.top
        assert isinstance(card, PauseScene) and card.on_restart is None
        assert "Start again" not in [b.label for b in card.focus.buttons]
    finally:
        link.close()


def cut(link: RemoteLink, away: float) -> None:
    """The network drops under `link` (its socket closed under it, as a Wi-Fi gone would): it comes back
    by itself `away` seconds later and takes its seat back with its token."""
    async def close_socket() -> None:
        link._sio.reconnection_delay, link._sio.randomization_factor = away, 0
        await link._sio.eio.ws.close()

    link._net.run(close_socket(), WAIT)


def test_back_after_a_long_drop_the_table_jumps_to_now_and_says_what_it_missed(app: App,
                                                                               server: ServerThread) -> None:
    """Ben's screen drops while Ann and the robot play their turns. When it comes back, the host's
    resync is the newest position: the table shows it at once (it never saw the positions between, so
    it plays nothing out from a position it did not have) and the caption counts the moves missed."""
    from spidergames.app.across_prompts import missed

    ann = RemoteLink(server.url, {"open": {"game": "yahtzee", "config": config("yahtzee", (HUMAN, "easy", HUMAN)),
                                           "seats": [0]}})
    ben = RemoteLink(server.url, {"code": ann.code, "seats": [2]})
    cls = scene_class("yahtzee")
    assert cls is not None
    scene: Any = cls(app, ben)
    app.scenes.reset(scene)
    for _ in range(5):
        app.frame(DT)
    before = scene.display.latest.version
    cut(ben, away=1.0)
    until(lambda: not ben.connected, "the drop noticed")
    deadline = time.monotonic() + SECONDS
    while ann.current_player != 2:  # Ann's turn, then the robot's on the host
        assert time.monotonic() < deadline
        ann.arrived()
        if ann.here(ann.current_player) and ann.legal_actions():
            assert ann.submit(ann.legal_actions()[0], ann.version) is None
        time.sleep(0.005)
    now = ann.version
    assert now > before + 1, "moves were played while Ben was away"
    until(lambda: ben.connected, "Ben's screen back by itself")
    deadline = time.monotonic() + SECONDS
    while scene.display.latest.version != now:
        assert time.monotonic() < deadline, "the resync never reached the table"
        app.frame(DT)
        time.sleep(0.005)
    assert not scene.display.pending and scene.display.settled, "the newest position at once, nothing played out"
    assert scene.view == ben.sight().view(2)
    assert scene.caption.happened == [missed(now - before - 1)], scene.caption.happened
    app.frame(DT)
    assert scene.is_human_turn() and scene.ready(), "and Ben may play on"
    ann.close()
    ben.close()
