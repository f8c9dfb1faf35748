"""The bytes a seat receives hold nothing of another seat's secrets, the first sync included (issue #28).

A game of Something Wild (two people at two computers, a robot on the host) and one of the Labyrinth are
played over loopback; every payload seat 1's computer received is read back. Each must be exactly that
seat's sight of the position it names (its own observation and the public one, nothing else), and the same
bytes must come out of every twin of that position (`unseen.twins`: another seat's hand or target card
swapped for one seat 1 cannot tell apart): so nothing seat 1 may not know ever reached its wire.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest
from unseen import twins

from network.netkit import Probe, config, until
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, Game
from spidergames.net import wire
from spidergames.net.authority import Room
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

MOVES = 40  # moves of each game played (enough for cards drawn, passed and played, targets found)
WATCHED = 1  # the seat whose bytes are read


def play(server: ServerThread, game_id: str, seed: int) -> tuple[Probe, Probe, str]:
    """Play `MOVES` moves at random between two computers and a robot, a spectator watching; returns seat
    1's probe, the spectator's and the room's code."""
    ann, ben, projector = Probe(server.url), Probe(server.url), Probe(server.url)
    opened = ann.call("open", {"game": game_id, "config": config(game_id, (HUMAN, HUMAN, "easy")), "seats": [0]})
    code = opened["code"]
    assert ben.call("join", {"code": code, "seats": [WATCHED]})["ok"]
    assert projector.call("join", {"code": code, "watch": True})["ok"]
    rng = random.Random(seed)
    for _ in range(MOVES):
        until(lambda: latest(ann)["version"] == latest(ben)["version"] and latest(ann)["current"] != 2,
              "both screens on the newest position, a person on turn")
        sight = latest(ann)
        if sight["current"] < 0:
            break
        probe = (ann, ben)[sight["current"]]
        mine = latest(probe)
        reply = probe.call("move", {"seat": mine["current"], "version": mine["version"],
                                    "action": rng.choice(mine["legal"])})
        assert reply["ok"], reply
    for probe in (ann, ben, projector):
        probe.close()
    return ben, projector, code


def latest(probe: Probe) -> dict[str, Any]:
    return max(probe.sights(), key=lambda s: s["version"])


def positions(rooms: Path, code: str) -> tuple[Game[Any, Any], dict[int, Any], Any]:
    """The host's positions by state number, replayed from the room it kept, and the room's config."""
    record = asyncio.run(FolderRooms(rooms).read(code))  # as a host restarted would read it
    assert record is not None
    kept = Room(code, record).match
    game = kept.game
    match = Match(game, kept.config, kept.seed)
    states = {0: match.state}
    for action in kept.history:
        match.play(action)
        states[match.version] = match.state
    return game, states, kept


def leaks(game: Game[Any, Any], states: dict[int, Any], received: list[dict[str, Any]], seat: int | None) -> list[str]:
    """What in `received` (seat's payloads; None: a spectator's) was more than its own sight of the position."""
    seats = () if seat is None else (seat,)
    found: list[str] = []
    rng = random.Random(0)
    for payload in received:
        version = payload["version"]
        state = states[version]
        body = {k: v for k, v in payload.items() if k != "code"}

        def sight_of(position: Any, hints: list[int] = payload["hints"], version: int = version) -> str:
            legal = game.legal_actions(position) if game.current_player(position) in seats else ()
            return json.dumps(wire.sight_payload(game, position, version, seats, hints, legal), sort_keys=True)

        if json.dumps(body, sort_keys=True) != sight_of(state):
            found.append(f"state {version}: seat {seat} received more than its sight")
        for twin in twins(game, state, [*seats, None], rng, most=3, tried=300):
            if sight_of(twin) != sight_of(state):
                found.append(f"state {version}: seat {seat} received bytes that tell apart two positions it may "
                             f"not tell apart (another seat's secret)")
                break
    return found


@pytest.mark.parametrize("game_id", ["somethingwild", pytest.param("labyrinth", marks=pytest.mark.slow)])
def test_a_seat_receives_only_its_own_sight(server: ServerThread, tmp_path: Path, game_id: str) -> None:
    ben, projector, code = play(server, game_id, 5)
    received = ben.sights()
    assert received[0]["version"] == 0 and len(received) > MOVES // 2, "the first sync and the moves were read"
    game, states, _ = positions(tmp_path / "rooms", code)
    assert leaks(game, states, received, WATCHED) == []
    watched = projector.sights()
    assert watched[0]["version"] == 0 and all(len(s["views"]) == 1 and not s["legal"] for s in watched)
    assert leaks(game, states, watched, None) == [], "a spectator gets what is public, nothing more"


def test_a_planted_leak_is_caught(server: ServerThread, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The host sends every seat's observation to every screen (a bug one line long): the check fails."""
    honest = wire.sight_payload

    def leaky(game: Game[Any, Any], state: Any, version: int, seats: tuple[int, ...], *rest: Any) -> Any:
        return honest(game, state, version, tuple(range(3)), *rest)

    monkeypatch.setattr(wire, "sight_payload", leaky)
    ben, _, code = play(server, "somethingwild", 5)
    game, states, _ = positions(tmp_path / "rooms", code)
    found = leaks(game, states, ben.sights(), WATCHED)
    assert found and found[0].endswith("seat 1 received bytes that tell apart two positions it may not tell apart "
                                       "(another seat's secret)"), found[:1]
