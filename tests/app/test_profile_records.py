"""What a profile keeps for the grown-ups' records (issue #29): games played and won per game, against
robots or people, and the hints asked for, from real games; hostile counts set aside (an old profile
without them: tests/app/test_stickers.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from spidergames.app.profiles import FOLDER, ProfileStore
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game


def store(folder: Path) -> tuple[ProfileStore, list[str]]:
    said: list[str] = []
    return ProfileStore(folder, lambda template, **params: said.append(template)), said


def test_two_children_play_a_real_game_and_each_keeps_theirs(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    ann, bo = profiles.make("Ann", "storm", "red"), profiles.make("Bo", "hulk", "blue")
    assert ann is not None and bo is not None
    game = load_game("somethingwild")
    seats = (Seat("Ann", HUMAN, "red", "spider-man", profile=ann.id), Seat("Bo", HUMAN, "blue", "hulk", profile=bo.id))
    for seed in range(2):
        match = Match(game, GameConfig(seats), seed)
        for _ in range(seed + 2):
            match.count_hint(0)
        while not match.is_over:
            match.play(match.bot_choice("normal"))
        profiles.record(match)
    wins = {0: 0, 1: 0}
    for seed in range(2):
        replay = Match(game, GameConfig(seats), seed)
        while not replay.is_over:
            replay.play(replay.bot_choice("normal"))
        assert replay.outcome is not None
        for w in replay.outcome.winners:
            wins[w] += 1
    again = store(tmp_path)[0].profiles
    assert again[ann.id].played == {"somethingwild": 2} == again[bo.id].played
    assert again[ann.id].won == {"somethingwild": wins[0]} and again[bo.id].won == {"somethingwild": wins[1]}
    assert again[ann.id].hints == {"somethingwild": 2 + 3} and again[bo.id].hints == {"somethingwild": 0}
    assert again[ann.id].wins == {} == again[bo.id].wins, "no robots: nothing counts towards the level offer"


@pytest.mark.parametrize(("key", "hostile"), [("won", {"yahtzee": -1}), ("won", {"no-such-game": 1}),
                                              ("hints", {"yahtzee": 1.5}), ("hints", []), ("won", None)])
def test_hostile_record_counts_set_the_file_aside(tmp_path: Path, key: str, hostile: Any) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    path = tmp_path / FOLDER / f"profile-{child.id}.json"
    data = json.loads(path.read_text())
    data[key] = hostile
    path.write_text(json.dumps(data))
    again, said = store(tmp_path)
    assert child.id not in again.profiles and len(said) == 1
