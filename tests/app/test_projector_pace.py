"""A projector watching robots shows every move and the arrow of each (issue #28).

The host's robots played a pause after the last move was made, not after the screens had shown it. A
room of robots alone at that pace left the projector further behind at every move: it never caught up,
so it never grew an arrow. Here a real room server on loopback (robots pausing 0.05 s, far quicker than
any table animates) holds a room of robots alone, and the projector's table follows it over a real
`RemoteLink`, drawn at 30 frames a second of real time: once the host knows of it, every move it shows
must land and, where the move has an arrow, grow it whole before the next move comes, and it must never
skip a move.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from network.netkit import config

from spidergames.app.application import App
from spidergames.app.scenes.waiting_room import open_remote_game
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.watching import Watching
from spidergames.core.registry import game_ids, load_info
from spidergames.net.client import RemoteLink
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

FPS = 30
SECONDS = 10.0  # of real time watched
PAUSE = 0.05  # the robots' pause: a move a frame or two, unless they wait for the screens


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_a_projector_watching_robots_shows_every_move_and_its_arrow(app: App, tmp_path: Path, game_id: str) -> None:
    players = min(3, load_info(game_id).max_players)
    server = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=PAUSE)
    opener = RemoteLink(server.url, {"open": {"game": game_id, "config": config(game_id, ("easy",) * players),
                                              "seats": []}})
    link = RemoteLink(server.url, {"code": opener.code, "watch": True}, shows=True)
    try:
        assert open_remote_game(app, link, Watching(app))
        scene = app.scenes.top
        assert isinstance(scene, GameScene) and isinstance(scene.presentation, Watching)
        app.autoplay, scene.anim.instant = False, False
        watching = scene.presentation
        told: list[int] = []  # what the table told the host it had shown, from its first frame
        tell = link.shown
        link.shown = lambda version: (told.append(version), tell(version))[1]  # type: ignore[method-assign]
        seen: list[int] = []  # each position the table took, in order
        whole: set[int] = set()  # positions shown whole: landed, and the arrow grown where the move has one
        end = time.monotonic() + SECONDS
        while time.monotonic() < end:
            began = time.monotonic()
            app.frame(1 / FPS)
            version = scene.display.latest.version
            if not seen or seen[-1] != version:
                seen.append(version)
            if scene.display.settled and not scene.anim.busy and (watching.where is None or watching.grown >= 1.0):
                whole.add(version)
            time.sleep(max(0.0, 1 / FPS - (time.monotonic() - began)))
    finally:
        link.close()
        opener.close()
        server.stop()
    assert seen == list(range(seen[0], seen[-1] + 1)), f"{game_id}: moves skipped: {seen}"
    # The robots wait for the table from when its first word reached the host: told[0] is the position before
    # the one on the table then, and the robots may have played once more before the word came.
    waited = [v for v in seen[:-1] if v >= told[0] + 3]
    assert len(waited) >= 3, f"{game_id}: only {len(seen)} positions in {SECONDS:g} s ({seen}, first told {told[0]})"
    missed = [v for v in waited if v not in whole]
    assert not missed, f"{game_id}: the next move came before these were shown whole: {missed} (of {seen})"
