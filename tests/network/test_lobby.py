"""A room waits for every person's seat to be taken before its game starts (issue #28's "Start when all
seats are filled"), and a screen may look at a room's free seats before it sits down."""

from __future__ import annotations

import time

from network.netkit import Probe, config, until
from spidergames.core.protocol import HUMAN
from spidergames.net.server import ServerThread


def test_the_robots_wait_until_every_person_sat_down(server: ServerThread) -> None:
    host, guest = Probe(server.url), Probe(server.url)
    opened = host.call("open", {"game": "yahtzee", "config": config("yahtzee", ("easy", HUMAN)), "seats": []})
    assert opened["ok"] and opened["sight"]["current"] == 0, "the robot is on turn"
    time.sleep(0.3)  # robot_pause is 0: a robot that did not wait would have played by now
    assert host.call("look", {"code": opened["code"]})["free"] == [1]
    assert not [s for s in guest.sights() + host.sights() if s["version"] > 0], "nobody moved before seat 1 was taken"
    assert guest.call("join", {"code": opened["code"], "seats": [1]})["ok"]
    until(lambda: any(s["version"] > 0 for s in guest.sights()), "the robot plays once the room is full")
    assert host.call("look", {"code": opened["code"]})["free"] == []
    for probe in (host, guest):
        probe.close()


def test_a_move_before_everyone_sat_down_is_refused_kindly(server: ServerThread) -> None:
    ann, ben = Probe(server.url), Probe(server.url)
    opened = ann.call("open", {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)), "seats": [0]})
    roll = opened["sight"]["legal"][0]
    early = ann.call("move", {"seat": 0, "version": 0, "action": roll})
    assert early["ok"] is False and early["refused"] == "net.waiting", early
    look = ben.call("look", {"code": opened["code"].lower()})
    assert look["ok"] and look["game"] == "yahtzee" and look["free"] == [1], look
    assert len(look["config"]["seats"]) == 2, "the seats' names and pictures, to choose from"
    assert ben.call("join", {"code": opened["code"], "seats": [1]})["ok"]
    assert ann.call("move", {"seat": 0, "version": 0, "action": roll})["ok"], "the game has started"
    for probe in (ann, ben):
        probe.close()


def test_looking_at_codes_that_lead_nowhere_counts_as_guessing(server: ServerThread) -> None:
    probe = Probe(server.url)
    replies = [probe.call("look", {"code": f"AAAA-AAA{c}"})["refused"] for c in "23456789ABCD"]
    assert set(replies) == {"net.no_room"}
    opened = Probe(server.url)
    code = opened.call("open", {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)), "seats": [0]})["code"]
    assert probe.call("look", {"code": code})["refused"] == "net.no_room", "past the tries, even a real code"
    for p in (probe, opened):
        p.close()
