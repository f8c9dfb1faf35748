"""Hostile settings, setups and save files: each is checked when loaded, set aside and reported;
nothing crashes then or later (the setup screens and Continue are driven after loading each one).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from spidergames.app import storage
from spidergames.app.saves import SaveSlot
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.settings import Settings, SettingsStore
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import game_ids, load_game

DEEP = "[" * 100_000 + "]" * 100_000
BIG = "1" + "0" * 400  # an int no float holds (OverflowError)
HUGE_DIGITS = "1" + "0" * 5000  # past Python's int-from-text limit (ValueError)

GARBAGE = {
    "empty": "",
    "truncated": '{"volume": 0.5, "mu',
    "garbage": "\x00\xff\x7f garbage \u2603",
    "deep": DEEP,
    "deep-inside": '{"volume": ' + DEEP + "}",
    "huge-digits": '{"volume": ' + HUGE_DIGITS + "}",
    "nan": '{"volume": NaN}',
    "infinity": "[Infinity]",
    "list": "[1, 2]",
    "null": "null",
    "string": '"settings"',
    "number": BIG,
}

SETTINGS_ODD = {
    "wrong types": {"volume": "loud", "muted": 3, "fullscreen": None, "animation": 7, "large_text": [True]},
    "big volume": json.loads('{"volume": ' + BIG + "}"),
    "negative volume": {"volume": -1e308},
    "unknown speed": {"animation": "warp"},
    "future version": {"version": 99, "volume": 0.4, "hologram": True},
}


def write(path: Path, text: str | bytes) -> None:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")


@pytest.mark.parametrize("name", GARBAGE)
def test_garbage_settings_are_set_aside_and_reported(tmp_path, name: str) -> None:
    write(tmp_path / "settings.json", GARBAGE[name])
    store = SettingsStore(tmp_path)
    assert store.settings == Settings()
    assert store.take_warning()
    assert not (tmp_path / "settings.json").exists()
    assert list(tmp_path.glob("settings.damaged-*.json"))


@pytest.mark.parametrize("name", SETTINGS_ODD)
def test_odd_settings_values_fall_back_one_by_one(tmp_path, name: str) -> None:
    (tmp_path / "settings.json").write_text(json.dumps(SETTINGS_ODD[name]))
    settings = SettingsStore(tmp_path).settings
    assert 0.0 <= settings.volume <= 1.0 and settings.animation in ("slow", "normal", "fast")
    assert isinstance(settings.muted, bool) and isinstance(settings.large_text, bool)


def test_a_huge_file_is_set_aside_without_reading_it(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(storage, "MAX_BYTES", 1000)
    (tmp_path / "settings.json").write_text(" " * 2000 + "{}")
    store = SettingsStore(tmp_path)
    assert store.take_warning() and list(tmp_path.glob("settings.damaged-*"))


def test_a_folder_where_the_settings_file_should_be(tmp_path) -> None:
    (tmp_path / "settings.json").mkdir()
    store = SettingsStore(tmp_path)
    assert store.settings == Settings() and store.take_warning()


def good_setup() -> dict:
    return {"seats": [{"name": "Ann", "controller": "human", "colour": "red", "character": "spider-man"},
                      {"name": "Bob", "controller": "easy", "colour": "blue", "character": "spider-man"}],
            "variants": {}}


def setup_with(**changes) -> dict:
    data = good_setup()
    seat_changes = changes.pop("seat", {})
    data["seats"][1].update(seat_changes)
    data.update(changes)
    return data


SETUPS_BAD = {
    "labyrinth variants as a string": {"labyrinth": setup_with(variants="wide")},
    "unknown variant": {"labyrinth": setup_with(variants={"teleport": "on"})},
    "unknown game": {"chess": good_setup()},
    "unknown level": {"yahtzee": setup_with(seat={"controller": "godlike"})},
    "unknown colour": {"yahtzee": setup_with(seat={"colour": "purple"})},
    "unknown character": {"yahtzee": setup_with(seat={"character": "batman"})},
    "same colour twice": {"yahtzee": setup_with(seat={"colour": "red"})},
    "name is a number": {"yahtzee": setup_with(seat={"name": 7})},
    "too many seats": {"yahtzee": setup_with(seats=good_setup()["seats"] * 3)},
    "no seats": {"webrace": setup_with(seats=[])},
    "seats not a list": {"webrace": setup_with(seats="two")},
    "not an object": ["yahtzee"],
    "big number": json.loads('{"yahtzee": ' + BIG + "}"),
}


@pytest.mark.parametrize("name", SETUPS_BAD)
def test_impossible_setups_are_set_aside_and_every_setup_screen_still_opens(app, tmp_path, name: str) -> None:
    (tmp_path / "setups.json").write_text(json.dumps(SETUPS_BAD[name]))
    app.store = SettingsStore(tmp_path)
    assert app.store.take_warning()
    assert list(tmp_path.glob("setups.damaged-*.json"))
    for game_id in game_ids():
        setup = SetupScene(app, game_id)
        app.scenes.push(setup)
        app.frame(1 / 60)
        app.scenes.pop(setup)


@pytest.mark.parametrize("name", GARBAGE)
def test_garbage_setups_are_set_aside(app, tmp_path, name: str) -> None:
    write(tmp_path / "setups.json", GARBAGE[name])
    app.store = SettingsStore(tmp_path)
    assert app.store.setups == {} and app.store.take_warning()


def test_a_good_setup_is_kept(tmp_path) -> None:
    (tmp_path / "setups.json").write_text(json.dumps({"yahtzee": good_setup()}))
    store = SettingsStore(tmp_path)
    assert store.setups == {"yahtzee": good_setup()} and store.take_warning() is None


# -- saved games -----------------------------------------------------------------------------------
def saved_game(game_id: str = "labyrinth", actions: int = 12) -> dict:
    game = load_game(game_id)
    info = game.info
    seats = tuple(Seat(f"P{i}", "normal", c, info.characters[i % len(info.characters)])
                  for i, c in enumerate(("red", "blue")[: max(2, info.min_players)]))
    match = Match(game, GameConfig(seats), 4)
    for _ in range(actions):
        match.play(match.bot_choice())
    return json.loads(json.dumps(match.to_dict()))


def changed(data: dict, path: tuple, value) -> dict:
    data = json.loads(json.dumps(data))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return data


def save_cases() -> dict[str, object]:
    good = saved_game()
    seat = ("config", "seats", 1)
    history = good["history"]
    return {
        "future version": changed(good, ("format",), 99),
        "unknown game": changed(good, ("game",), "chess"),
        "game of another kind": changed(good, ("game",), "yahtzee"),
        "unknown level": changed(good, (*seat, "controller"), "godlike"),
        "unknown colour": changed(good, (*seat, "colour"), "purple"),
        "unknown character": changed(good, (*seat, "character"), "batman"),
        "same colour twice": changed(good, (*seat, "colour"), "red"),
        "five seats": changed(good, ("config", "seats"), good["config"]["seats"] * 3),
        "one seat": changed(good, ("config", "seats"), good["config"]["seats"][:1]),
        "labyrinth variants as a string": changed(good, ("config", "variants"), "wide"),
        "unknown variant": changed(good, ("config", "variants"), [["teleport", "on"]]),
        "history that does not replay": changed(good, ("history",), history[1:]),
        "history out of order": changed(good, ("history",), [history[1], history[0], *history[2:]]),
        "history of junk": changed(good, ("history",), [{"kind": "Walk", "fields": {"to": "home"}}]),
        "history not a list": changed(good, ("history",), {"a": 1}),
        "state that the history does not reach": changed(good, ("seed",), good["seed"] + 1),
        "seed as text": changed(good, ("seed",), "4"),
        "big seed": changed(good, ("seed",), int(BIG)),
        "big rng": changed(good, ("rng", "internal", 0), int(BIG)),
        "rng of junk": changed(good, ("rng",), [1, 2]),
        "state of junk": changed(good, ("state",), {"board": None}),
        "missing state": {k: v for k, v in good.items() if k != "state"},
        "nested deep": changed(good, ("state",), json.loads("[" * 500 + "]" * 500)),
        **{f"garbage {k}": v for k, v in GARBAGE.items() if k != "number"},
        "truncated save": json.dumps(good)[: len(json.dumps(good)) // 2],
    }


SAVE_CASES = save_cases()


@pytest.mark.parametrize("name", SAVE_CASES)
def test_impossible_saves_are_set_aside_reported_and_continue_is_safe(app, tmp_path, name: str) -> None:
    case = SAVE_CASES[name]
    write(tmp_path / "savegame.json", case if isinstance(case, str) else json.dumps(case))
    app.saves = SaveSlot(tmp_path)
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    if any(b.label == "Continue" for b in menu.focus.buttons):
        menu._continue()  # a quick look could not tell: Continue checks it all
        for _ in range(5):
            app.frame(1 / 60)
    assert isinstance(app.scenes.top, MenuScene), "a bad save never starts a game"
    assert not (tmp_path / "savegame.json").exists()
    assert list(tmp_path.glob("savegame.damaged-*.json"))
    assert "put aside" in (app.scenes.top.toast.message or "")
    assert not any(b.label == "Continue" for b in app.scenes.top.focus.buttons)


def test_a_good_save_passes_the_same_checks(app, tmp_path) -> None:
    (tmp_path / "savegame.json").write_text(json.dumps(saved_game()))
    app.saves = SaveSlot(tmp_path)
    match = app.saves.load()
    assert match is not None and app.saves.warning is None and len(match.history) == 12


def test_every_game_s_real_save_passes(tmp_path) -> None:
    for game_id in game_ids():
        slot = SaveSlot(tmp_path)
        (tmp_path / "savegame.json").write_text(json.dumps(saved_game(game_id, random.Random(game_id).randint(1, 30))))
        assert slot.load() is not None, (game_id, slot.warning)
