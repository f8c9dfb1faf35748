"""The room server refuses what it must, with a message key, and the room goes on (issue #28).

Moves for another seat, out of turn, sent twice or on an old state number; junk of every shape; a move
too big and a frame too big; too many messages; too many room codes tried. After each, the game is
played on from where it was: nothing was lost.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from network.netkit import Probe, config, until
from spidergames.core.protocol import HUMAN
from spidergames.net import codes, wire
from spidergames.net.server import ServerThread


def table(server: ServerThread, game: str = "yahtzee") -> tuple[Probe, Probe, dict[str, Any]]:
    """Ann (seat 0) opens a room of two people; Ben (seat 1) joins from another computer."""
    ann, ben = Probe(server.url), Probe(server.url)
    opened = ann.call("open", {"game": game, "config": config(game, (HUMAN, HUMAN)), "seats": [0]})
    assert opened["ok"], opened
    joined = ben.call("join", {"code": opened["code"], "seats": [1]})
    assert joined["ok"] and joined["seats"] == [1], joined
    return ann, ben, opened


def move(probe: Probe, seat: int, version: int, action: Any) -> Any:
    return probe.call("move", {"seat": seat, "version": version, "action": action})


def refused(reply: Any) -> str:
    assert isinstance(reply, dict) and reply.get("ok") is False, reply
    key: str = reply["refused"]
    return key


def test_moves_for_another_seat_out_of_turn_twice_or_old_are_refused(server: ServerThread) -> None:
    ann, ben, opened = table(server)
    first = opened["sight"]
    assert first["version"] == 0 and first["current"] == 0 and first["legal"], "Ann is on turn with her moves"
    roll = first["legal"][0]
    assert refused(move(ben, 0, 0, roll)) == "net.not_your_seat"  # Ben plays for Ann
    assert refused(move(ben, 1, 0, roll)) == "net.not_your_turn"  # Ben plays his seat on Ann's turn
    assert refused(move(ann, 0, 5, roll)) == "stale_move"  # a state number that never was
    played = move(ann, 0, 0, roll)
    assert played["ok"] and played["sight"]["version"] == 1
    assert refused(move(ann, 0, 0, roll)) == "stale_move"  # the same move again
    again = played["sight"]
    assert again["current"] == 0 and again["legal"], "Yahtzee: Ann rolls again or scores"
    assert refused(move(ann, 0, 1, {"kind": "Roll", "fields": {"keep": [9, 9, 9, 9, 9, 9]}})) != "stale_move"
    assert move(ann, 0, 1, again["legal"][-1])["ok"], "the room went on"
    until(lambda: any(s["version"] == 2 for s in ben.sights()), "Ben sees Ann's move")
    for probe in (ann, ben):
        probe.close()


JUNK: list[tuple[str, Any, str]] = [
    ("move", None, "net.bad_payload"),
    ("move", "roll", "net.bad_payload"),
    ("move", [1, 2, 3], "net.bad_payload"),
    ("move", {"seat": 0}, "net.bad_payload"),
    ("move", {"seat": "0", "version": 0, "action": {}}, "net.bad_payload"),
    ("move", {"seat": True, "version": 0, "action": {}}, "net.bad_payload"),
    ("move", {"seat": 0, "version": 0.0, "action": {}}, "net.bad_payload"),
    ("move", {"seat": 7, "version": 0, "action": {}}, "net.bad_payload"),
    ("move", {"seat": -1, "version": 0, "action": {}}, "net.bad_payload"),
    ("move", {"seat": 0, "version": 0, "action": {}, "extra": 1}, "net.bad_payload"),
    ("move", {"seat": 0, "version": 0, "action": {"kind": "Nope", "fields": {}}}, "net.bad_action"),
    ("move", {"seat": 0, "version": 0, "action": {"kind": "Roll", "fields": {"keep": "x"}}}, "net.bad_action"),
    ("move", {"seat": 0, "version": 0, "action": {"kind": "Roll", "fields": {"keep": [[[[[]]]]]}}}, "net.bad_action"),
    ("move", {"seat": 0, "version": 0, "action": {"kind": "Roll", "fields": {"keep": ["a" * 3000]}}}, "net.too_big"),
    ("join", {"code": 12}, "net.bad_payload"),
    ("join", {"code": "ZZZZ-ZZZZ", "seats": [0]}, "net.no_room"),
    ("join", {"code": "nonsense!", "seats": [0]}, "net.no_room"),
    ("open", {"game": "chess", "config": {}, "seats": []}, "net.bad_config"),
    ("open", {"game": "yahtzee", "config": {"seats": [["x"]]}, "seats": []}, "net.bad_config"),
    ("hint", {"seat": 3}, "net.bad_payload"),
    ("plan", {"please": 1}, "net.bad_payload"),
    ("shown", {}, "net.bad_payload"),
    ("shown", {"version": "3"}, "net.bad_payload"),
    ("shown", {"version": True}, "net.bad_payload"),
    ("shown", {"version": -2}, "net.bad_payload"),
    ("shown", {"version": 1, "seat": 0}, "net.bad_payload"),
    ("shown", [1], "net.bad_payload"),
    ("reveal_everything", {}, "net.bad_payload"),
]


def test_junk_is_refused_with_a_key_and_the_room_goes_on(server: ServerThread) -> None:
    ann, ben, opened = table(server)
    for event, payload, key in JUNK:
        assert refused(ann.call(event, payload)) == key, (event, payload)
    assert refused(ann.call("move", {"seat": 0}, "two", "three")) == "net.bad_payload"
    assert ann.connected and ben.connected
    assert move(ann, 0, 0, opened["sight"]["legal"][0])["ok"], "nothing was lost: Ann plays on from state 0"
    for probe in (ann, ben):
        probe.close()


def test_a_frame_too_big_closes_only_that_connection(server: ServerThread) -> None:
    ann, ben, opened = table(server)
    token = opened["token"]
    ann.loop.run(ann.sio.emit("move", {"seat": 0, "version": 0, "action": {"kind": "x" * wire.MAX_MESSAGE_BYTES}}),
                 5)
    until(lambda: not ann.connected, "the server closing the connection that sent too much")
    back = Probe(server.url)
    again = back.call("join", {"code": opened["code"], "token": token})
    assert again["ok"] and again["seats"] == [0] and again["sight"]["version"] == 0, "the room went on"
    assert move(back, 0, 0, again["sight"]["legal"][0])["ok"]
    for probe in (ann, ben, back):
        probe.close()


def test_a_flood_is_slowed_down(server: ServerThread) -> None:
    ann, ben, opened = table(server)
    replies = [ann.call("plan", {}) for _ in range(wire.BURST + 10)]
    assert sum(r.get("refused") == "net.too_fast" for r in replies) >= 5
    until(lambda: ann.call("plan", {}).get("refused") != "net.too_fast", "the bucket filling again", 5)
    for probe in (ann, ben):
        probe.close()


def test_guessing_room_codes_stops_after_a_few_tries(server: ServerThread) -> None:
    ann, ben, opened = table(server)
    guesser = Probe(server.url)
    for _ in range(wire.JOIN_TRIES):
        assert refused(guesser.call("join", {"code": codes.new_code(), "watch": True})) == "net.no_room"
    assert refused(guesser.call("join", {"code": opened["code"], "watch": True})) == "net.no_room", \
        "after too many wrong codes even the right one is refused: guessing cannot be confirmed"
    for probe in (ann, ben, guesser):
        probe.close()


def test_seats_are_not_taken_twice_and_tokens_are_checked(server: ServerThread) -> None:
    ann, ben, opened = table(server)
    eve = Probe(server.url)
    assert refused(eve.call("join", {"code": opened["code"], "seats": [1]})) == "net.seat_taken"
    assert refused(eve.call("join", {"code": opened["code"], "token": "guessed-token"})) == "net.bad_token"
    assert refused(eve.call("move", {"seat": 0, "version": 0, "action": opened["sight"]["legal"][0]})) == \
        "net.not_joined"
    for probe in (ann, ben, eve):
        probe.close()


def test_room_codes_are_random_typable_and_forgiving() -> None:
    made = {codes.new_code() for _ in range(2000)}
    assert len(made) == 2000 and all(re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}", c) for c in made)
    assert len(codes.ALPHABET) ** codes.CODE_LENGTH >= 2**40
    code = next(iter(made))
    assert codes.normal_code(code.lower().replace("-", " ")) == code
    assert codes.normal_code("oil0-1111") == "0110-1111"
    assert codes.normal_code("short") is None and codes.normal_code(None) is None


def test_the_server_keeps_no_log_of_who_connected(server: ServerThread, caplog: pytest.LogCaptureFixture) -> None:
    """aiohttp's access log wrote a line a connection (the child's computer's address, at INFO) into the
    app's log, and after a test went on writing into its deleted folder ("Logging error"): none is kept."""
    import logging

    caplog.set_level(logging.INFO, logger="aiohttp.access")
    probe = Probe(server.url)
    try:
        assert probe.connected
    finally:
        probe.close()
    assert not [r for r in caplog.records if r.name == "aiohttp.access"]
