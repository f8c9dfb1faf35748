"""What a profile keeps for the grown-ups' records (issue #29): games played and won per game, against
robots or people, the hints asked for, from real games, and the time at a game table this week;
hostile counts set aside (an old profile
without them: tests/app/test_stickers.py)."""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from spidergames.app.application import App
from spidergames.app.profiles import FOLDER, ProfileStore, week_of
from spidergames.app.table import turns
from spidergames.app.table.opening import start_game_scene
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
                                              ("hints", {"yahtzee": 1.5}), ("hints", []), ("won", None),
                                              ("week", ["2026-W49", -5]), ("week", ["last week", 5]),
                                              ("week", "2026-W49"), ("week", ["2026-W49", 5, 6])])
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


def test_time_counts_for_this_week_only(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    monday = date(2026, 11, 30)
    profiles.add_time([child.id, child.id], 90.4, monday)  # a child on two seats counts once
    profiles.add_time([child.id], 30, monday + timedelta(days=6))
    assert child.seconds_this_week(monday) == 120 and week_of(monday) == "2026-W49"
    assert child.seconds_this_week(monday + timedelta(days=7)) == 0, "a new week starts at nothing"
    profiles.add_time([child.id], 15, monday + timedelta(days=7))
    assert store(tmp_path)[0].profiles[child.id].week == ["2026-W50", 15], "kept: only this week"


def test_the_time_at_a_table_goes_to_the_children_when_they_leave_it(app: App,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    ann, bo = app.profiles.make("Ann", "storm", "red"), app.profiles.make("Bo", "hulk", "blue")
    assert ann is not None and bo is not None
    now = [1000.0]
    monkeypatch.setattr(turns, "monotonic", lambda: now[0])
    seats = (Seat("Ann", HUMAN, "red", "spider-man", profile=ann.id), Seat("Bo", HUMAN, "blue", "hulk", profile=bo.id),
             Seat("Robot", "easy", "green", "thor"))
    scene = start_game_scene(app, Match(load_game("webrace"), GameConfig(seats), 3))
    assert scene is not None
    for _ in range(60):
        app.frame(1 / 30)
    assert scene in app.scenes.stack
    now[0] += 125
    scene.back_to_menu()
    for _ in range(60):
        app.frame(1 / 30)
    today = date.today()
    assert ann.seconds_this_week(today) == 125 == bo.seconds_this_week(today)
    kept = ProfileStore(app.profiles.folder.parent, lambda *a, **k: None).profiles[ann.id]
    assert kept.seconds_this_week(today) == 125, "kept on the disk"
