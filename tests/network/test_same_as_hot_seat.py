"""The same moves through the network and at one computer give the same game (issue #28).

Two people at two computers and a robot on the host play a whole game from one seed; the same people's
choices (a rule of the position, not of the computer) and the same robot at one computer in hot seat
end in the very same final state, in every game: the host's rules are hot seat's rules, its dice the
same dice.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from network.netkit import config
from spidergames.core import codec
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig
from spidergames.core.registry import load_game
from spidergames.net.client import RemoteLink
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

SEED = 11
SECONDS = 120


def choose(version: int, legal: tuple[Any, ...]) -> Any:
    """A person's choice: the same for the same position wherever it is made."""
    return legal[(version * 7 + 3) % len(legal)]


@pytest.mark.parametrize("game_id", ["yahtzee", *(pytest.param(g, marks=pytest.mark.slow)
                                                 for g in ("labyrinth", "webrace", "somethingwild"))])  # whole games
def test_the_network_plays_the_same_game_as_hot_seat(tmp_path: Path, game_id: str) -> None:
    seats = config(game_id, (HUMAN, HUMAN, "normal"))
    server = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0, dealer=lambda: SEED)
    try:
        ann = RemoteLink(server.url, {"open": {"game": game_id, "config": seats, "seats": [0]}})
        ben = RemoteLink(server.url, {"code": ann.code, "seats": [1]})
        deadline = time.monotonic() + SECONDS
        last = {id(ann): 0.0, id(ben): 0.0}
        while not (ann.is_over and ben.is_over):
            assert time.monotonic() < deadline, "the game did not end"
            idle = True
            for link in (ann, ben):
                idle = link.arrived() is None and idle
                if link.here(link.current_player) and link.legal_actions():
                    # no child plays 20 moves a second (the server's limit: net.too_fast), however quick the host
                    time.sleep(max(0.0, last[id(link)] + 0.06 - time.monotonic()))
                    assert link.submit(choose(link.version, link.legal_actions()), link.version) is None
                    last[id(link)] = time.monotonic()
                    idle = False
            if idle:
                time.sleep(0.002)
        across = ann.final_state()
        ann.close()
        ben.close()
    finally:
        server.stop()

    hot = Match(load_game(game_id), codec.decode(GameConfig, seats), SEED)
    while not hot.is_over:
        person = hot.config.seats[hot.current_player].is_human
        hot.play(choose(hot.version, hot.legal_actions()) if person else hot.bot_choice())
    assert across == hot.state
