"""Children's profiles (issue #29): kept one file each, carried in one file, never lost to a bad one;
brought to the table by "Who's playing?", kept through save and resume, and the level offer earned
in real games played by robots."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest
from driving import DT, click, key

from spidergames.app.application import App
from spidergames.app.profiles import FOLDER, MOST_BYTES, RUN_FOR_OFFER, Profile, ProfileStore
from spidergames.app.scenes.level_offer import LevelOfferScene
from spidergames.app.scenes.new_profile import NewProfileScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.scenes.who import PageArrow, WhoScene
from spidergames.app.ui.picture_button import PictureButton
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game


def store(folder: Path) -> tuple[ProfileStore, list[tuple[str, dict[str, str]]]]:
    said: list[tuple[str, dict[str, str]]] = []
    return ProfileStore(folder, lambda template, **params: said.append((template, params))), said


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in (folder / FOLDER).iterdir())


# -- kept on the computer --------------------------------------------------------------------------
def test_forty_five_children_are_kept_and_read_back(tmp_path: Path) -> None:
    profiles, said = store(tmp_path)
    made = [profiles.make(f"Kid {n}", "hulk" if n % 2 else "storm", "blue") for n in range(45)]
    assert all(made) and not said
    again, said = store(tmp_path)
    assert not said
    assert [p.name for p in again.in_order()] == [f"Kid {n}" for n in range(45)]
    assert again.in_order()[3] == made[3]


def test_a_profile_brings_everything_back(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("", "lizard", "green")
    assert child is not None
    child.language, child.large_text, child.voice, child.offer_next = "de", True, False, False
    child.levels = {"yahtzee": "hard", "webrace": "easy"}
    profiles.save(child)
    assert store(tmp_path)[0].profiles[child.id] == child


def test_export_and_import_round_trip(tmp_path: Path) -> None:
    here, _ = store(tmp_path / "here")
    child = here.make("Zoë", "miles-morales", "yellow")
    assert child is not None
    child.levels["labyrinth"] = "normal"
    child.wins["labyrinth"] = {"easy": 3}
    here.save(child)
    carried = tmp_path / "stick" / "zoe.json"
    assert here.export(child.id, carried)
    there, said = store(tmp_path / "there")
    brought = there.import_file(carried)
    assert isinstance(brought, Profile) and not said
    assert brought.to_data() == {**child.to_data(), "made": 1}
    assert store(tmp_path / "there")[0].profiles[brought.id] == brought
    twice = there.import_file(carried)  # the same file again: a second child, not one written over
    assert isinstance(twice, Profile) and twice.id != brought.id and len(there.profiles) == 2


def test_delete_removes_all_of_it(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    keep, gone = profiles.make("Ann", "thor", "red"), profiles.make("Bo", "hulk", "blue")
    assert keep and gone
    assert profiles.delete(gone.id)
    assert files(tmp_path) == [f"profile-{keep.id}.json"]
    assert list(store(tmp_path)[0].profiles) == [keep.id]


# -- hostile files --------------------------------------------------------------------------------
def good_data(child_id: str = "0123456789ab") -> dict[str, object]:
    return Profile(child_id, "Ann", "storm", "red", made=1).to_data()


HOSTILE: dict[str, bytes] = {
    "damaged JSON": b'{"format": 1, "id": "0123456789ab", "na',
    "not UTF-8": b"\xff\xfe{}",
    "only null": b"null",
    "a list": b"[1, 2, 3]",
    "nested deep": b"[" * 100_000 + b"]" * 100_000,
    "huge": b" " * (MOST_BYTES + 1) + b"{}",
    "wrong type": json.dumps({**good_data(), "large_text": "yes"}).encode(),
    "name too long": json.dumps({**good_data(), "name": "A" * 500}).encode(),
    "unknown picture": json.dumps({**good_data(), "picture": "../../etc/passwd"}).encode(),
    "unknown game id": json.dumps({**good_data(), "levels": {"chess": "hard"}}).encode(),
    "unknown level": json.dumps({**good_data(), "levels": {"yahtzee": "godlike"}}).encode(),
    "negative wins": json.dumps({**good_data(), "wins": {"yahtzee": {"easy": -4}}}).encode(),
    "extra key": json.dumps({**good_data(), "password": "x"}).encode(),
    "another id": json.dumps(good_data("ffffffffffff")).encode(),
}


@pytest.mark.parametrize("what", HOSTILE)
def test_a_bad_profile_file_is_set_aside_and_the_others_kept(tmp_path: Path, what: str) -> None:
    profiles, _ = store(tmp_path)
    friend = profiles.make("Bo", "hulk", "blue")
    assert friend is not None
    bad = tmp_path / FOLDER / "profile-0123456789ab.json"
    bad.write_bytes(HOSTILE[what])
    again, said = store(tmp_path)
    assert list(again.profiles) == [friend.id], "the good one is read, the bad one is not"
    assert len(said) == 1 and "damaged" in said[0][0]
    assert not bad.exists(), "set aside"
    aside = [name for name in files(tmp_path) if ".damaged-" in name]
    assert len(aside) == 1 and (tmp_path / FOLDER / aside[0]).read_bytes() == HOSTILE[what]


def test_a_profile_that_is_a_folder_is_left_alone(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    friend = profiles.make("Bo", "hulk", "blue")
    (tmp_path / FOLDER / "profile-0123456789ab.json").mkdir()
    again, said = store(tmp_path)
    assert list(again.profiles) == [friend.id if friend else ""]
    assert len(said) == 1 and "left as it is" in said[0][0]
    assert (tmp_path / FOLDER / "profile-0123456789ab.json").is_dir()


@pytest.mark.parametrize("what", HOSTILE)
def test_a_bad_file_to_import_is_refused_and_nothing_changes(tmp_path: Path, what: str) -> None:
    profiles, _ = store(tmp_path / "home")
    friend = profiles.make("Bo", "hulk", "blue")
    brought = tmp_path / "brought.json"
    brought.write_bytes(HOSTILE[what])
    before = {name: (tmp_path / "home" / FOLDER / name).read_bytes() for name in files(tmp_path / "home")}
    if what == "another id":
        pytest.skip("a good profile with another id is a good profile")
    answer = profiles.import_file(brought)
    assert answer == "That file is not a profile we can read, so nothing was changed."
    assert brought.read_bytes() == HOSTILE[what], "the file brought in is never touched"
    assert {name: (tmp_path / "home" / FOLDER / name).read_bytes() for name in files(tmp_path / "home")} == before
    assert list(profiles.profiles) == [friend.id if friend else ""]


def test_an_unwritable_folder_is_said_once_and_play_goes_on(tmp_path: Path) -> None:
    (tmp_path / FOLDER).write_text("a file where the folder should be")
    profiles, said = store(tmp_path)
    assert profiles.make("Ann", "storm", "red") is not None and profiles.make("Bo", "hulk", "blue") is not None
    assert [t for t, _ in said] == ["We can't save on this computer right now, so your progress won't be kept "
                                    "when spidergames closes. You can keep playing!"]


# -- the level offer, from real games -------------------------------------------------------------
def played(game_id: str, child: Profile, seed: int, plays_as: str, robots: str = "easy") -> Match:
    """A real game of `game_id`: the child's seat (their moves made by a `plays_as` robot) against one robot."""
    game = load_game(game_id)
    info = game.info
    config = GameConfig((Seat("Ann", HUMAN, "red", info.characters_for("red")[0], profile=child.id),
                         Seat("Robot 1", robots, "blue", info.characters_for("blue")[1])))
    match = Match(game, config, seed)
    while not match.is_over:
        match.play(match.bot_choice(plays_as if match.current_player == 0 else None))
    return match


def games_won(game_id: str, child: Profile, won: bool, plays_as: str, count: int,
              robots: str = "easy") -> list[Match]:
    """`count` real games the child won (or lost), the seeds searched in order."""
    found, seed = [], 0
    while len(found) < count:
        match = played(game_id, child, seed, plays_as, robots)
        outcome = match.outcome
        assert outcome is not None
        if (0 in outcome.winners) == won and (len(outcome.winners) == 1 or not won):
            found.append(match)
        seed += 1
    return found


@pytest.mark.parametrize("game_id", ("yahtzee", "somethingwild"))
def test_three_wins_running_against_easy_robots_earn_the_offer(tmp_path: Path, game_id: str) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    wins = games_won(game_id, child, True, "hard", RUN_FOR_OFFER)
    for match in wins[:-1]:
        assert profiles.record(match) == [child]
        assert child.offer(game_id) is None, "not yet"
    profiles.record(games_won(game_id, child, False, "easy", 1)[0])
    assert child.run.get(game_id) is None, "a loss starts the run again"
    for match in wins:
        profiles.record(match)
    assert child.offer(game_id) == "normal"
    assert child.wins[game_id] == {"easy": 2 * RUN_FOR_OFFER - 1} and child.played[game_id] == 2 * RUN_FOR_OFFER
    kept = store(tmp_path)[0].profiles[child.id]
    assert kept.offer(game_id) == "normal", "the offer waits for next time, on the disk"
    kept.offer_next = False
    assert kept.offer(game_id) is None, "a grown-up can turn it off"
    kept.offer_next = True
    kept.answer_offer(game_id, True)
    assert kept.levels[game_id] == "normal" and kept.offer(game_id) is None


def test_wins_against_normal_robots_do_not_add_to_an_easy_run(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    for match in games_won("yahtzee", child, True, "hard", 2):
        profiles.record(match)
    profiles.record(games_won("yahtzee", child, True, "hard", 1, robots="normal")[0])
    assert child.run["yahtzee"] == ["normal", 1]
    assert child.offer("yahtzee") is None


# -- at the table ---------------------------------------------------------------------------------
def children(app: App, *names: str) -> list[Profile]:
    made = [app.profiles.make(name, picture, "blue")
            for name, picture in zip(names, ("storm", "hulk", "spider-man", "thor"), strict=False)]
    assert all(made)
    return [p for p in made if p is not None]


def button_of(scene: WhoScene | SetupScene | NewProfileScene, label: str) -> pygame.Rect:
    return next(b.rect for b in scene.focus.buttons if b.label == label)


def test_whos_playing_comes_first_and_seats_the_children_with_the_mouse(app: App) -> None:
    ann, bo = children(app, "Ann", "Bo")
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    who = app.scenes.top
    assert isinstance(who, WhoScene), "the pictures come first when there are profiles"
    tiles = [b for b in who.focus.buttons if isinstance(b, PictureButton)]
    assert [t.label for t in tiles] == ["Ann", "Bo"] and all(t.rect.width >= 64 <= t.rect.height for t in tiles)
    click(app, tiles[1].rect.center)
    assert app.speech.last is not None and [p.system for p in app.speech.last] == ["Bo"], "her name said back"
    click(app, tiles[0].rect.center)
    click(app, button_of(who, "Next").center)
    assert app.scenes.top is setup
    seats = setup.config().seats
    assert [(s.name, s.profile, s.controller) for s in seats[:2]] == [("Bo", bo.id, HUMAN), ("Ann", ann.id, HUMAN)]
    assert all(not s.is_human and not s.profile for s in seats[2:]), "then the robots"
    assert seats[0].character == "hulk" and seats[1].character == "storm", "their own pictures, where the game has them"
    setup._start_now()
    again = SetupScene(app, "yahtzee")
    app.scenes.push(again)
    assert isinstance(app.scenes.top, WhoScene) and app.scenes.top.chosen == [bo.id, ann.id], "last time's table"


def test_the_keyboard_alone_makes_a_profile_and_seats_it(app: App) -> None:
    setup = SetupScene(app, "labyrinth")
    app.scenes.push(setup)
    assert app.scenes.top is setup, "no profiles yet: the seats page, with its Who's playing? button"
    key(app, pygame.K_TAB)
    while setup.focus.focused is None or setup.focus.focused.label != "Who's playing?":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    who = app.scenes.top
    assert isinstance(who, WhoScene)
    while who.focus.focused is None or who.focus.focused.label != "+":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    maker = app.scenes.top
    assert isinstance(maker, NewProfileScene)
    app.settings.language, app.settings.large_text = "es", True  # as the computer is set when Mia is made
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # the second picture
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Mia"))
    app.frame(DT)
    while maker.focus.focused is None or maker.focus.focused.label != "Done":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is who
    [mia] = app.profiles.in_order()
    assert (mia.name, mia.picture) == ("Mia", maker.pictures[1]) and who.chosen == [mia.id]
    assert [b.place for b in who.focus.buttons if isinstance(b, PictureButton)] == [1], "shown chosen at once"
    assert (mia.language, mia.large_text, mia.voice) == ("es", True, True), "she keeps the settings she began with"
    while who.focus.focused is None or who.focus.focused.label != "Next":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is setup and setup.seats[0].profile == mia.id and setup.seats[0].name == "Mia"


def test_pages_are_turned_by_pictures(app: App) -> None:
    kids = children(app, *[f"K{n}" for n in range(4)]) + [
        p for p in (app.profiles.make(f"L{n}", "lizard", "green") for n in range(20)) if p]
    assert len(kids) == 24
    who = WhoScene(app, 4, lambda chosen: None, lambda: None)
    app.scenes.push(who)
    arrows = [b for b in who.focus.buttons if isinstance(b, PageArrow)]
    assert len(arrows) == 2 and all(not a.label for a in arrows), "no words, no page numbers"
    right = next(a for a in arrows if a.right)
    assert right.faces == (("lizard", "green"),) * 3, "the faces of the page it leads to"
    click(app, right.rect.center)
    assert [b.label for b in who.focus.buttons if isinstance(b, PictureButton)] == [f"L{n}" for n in range(6, 16)]


def test_a_profile_brings_its_language_text_size_and_voice(app: App) -> None:
    [ann] = children(app, "Ann")
    ann.language, ann.large_text, ann.voice = "fr", True, False
    setup = SetupScene(app, "webrace")
    app.scenes.push(setup)
    setup.seat_children([ann])
    assert (app.settings.language, app.settings.large_text, app.settings.voice) == ("fr", True, False)
    assert json.loads((Path(os.environ["SPIDERGAMES_HOME"]) / "settings.json").read_text()
                      if (Path(os.environ["SPIDERGAMES_HOME"]) / "settings.json").exists() else "{}"
                      ).get("language", "") != "fr", "a child's choice is not written into Settings"


def test_the_offer_is_shown_next_time_and_yes_makes_the_robots_stronger(app: App) -> None:
    [ann] = children(app, "Ann")
    ann.levels["yahtzee"] = "easy"
    for match in games_won("yahtzee", ann, True, "hard", RUN_FOR_OFFER):
        app.profiles.record(match)
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    who = app.scenes.top
    assert isinstance(who, WhoScene)
    click(app, next(b for b in who.focus.buttons if isinstance(b, PictureButton)).rect.center)
    click(app, button_of(who, "Next").center)
    offer = app.scenes.top
    assert isinstance(offer, LevelOfferScene) and offer.level == "normal"
    assert [s.controller for s in setup.seats] == [HUMAN, "easy"], "her robots, at her level"
    click(app, offer.yes.rect.center)
    assert app.scenes.top is setup
    assert [s.controller for s in setup.seats] == [HUMAN, "normal"]
    assert app.profiles.profiles[ann.id].levels["yahtzee"] == "normal"
    assert ProfileStore(Path(os.environ["SPIDERGAMES_HOME"]), lambda *a, **k: None).profiles[ann.id].offer(
        "yahtzee") is None, "asked once: the run starts again"


def test_the_profile_sits_through_save_and_resume_and_keeps_the_result(app: App) -> None:
    from spidergames.app.table.opening import start_game_scene

    [ann] = children(app, "Ann")
    match = games_won("yahtzee", ann, True, "hard", 1)[0]
    half = Match(match.game, match.config, match.seed)
    for action in match.history[:len(match.history) - 3]:
        half.play(action)
    assert app.saves.save(half)
    resumed = app.saves.load()
    assert resumed is not None and resumed.config.seats[0].profile == ann.id, "the save keeps who sits where"
    app.autoplay = True
    assert start_game_scene(app, resumed) is not None
    for action in match.history[len(resumed.history):]:
        resumed.play(action)
    for _ in range(30):
        app.frame(DT)
    assert resumed.is_over
    again = ProfileStore(Path(os.environ["SPIDERGAMES_HOME"]), lambda *a, **k: None).profiles[ann.id]
    assert again.played == {"yahtzee": 1} and again.wins == {"yahtzee": {"easy": 1}}


@pytest.mark.parametrize("bad", ("../../x", "ZZZZ", "0123456789ab0"))
def test_a_save_with_an_impossible_profile_is_set_aside(app: App, bad: str) -> None:
    [ann] = children(app, "Ann")
    match = played("yahtzee", ann, 0, "easy")
    data = match.to_dict()
    data["config"]["seats"][0]["profile"] = bad
    (Path(os.environ["SPIDERGAMES_HOME"]) / "savegame.json").write_text(json.dumps(data))
    assert app.saves.load() is None and app.saves.warning is not None


def test_deleting_a_child_forgets_their_remembered_seat_too(app: App) -> None:
    ann, bo = children(app, "Ann", "Bo")
    setup = SetupScene(app, "webrace")
    app.scenes.push(setup)
    app.scenes.pop()  # Who's playing?
    setup.seat_children([ann, bo])
    setup._start_now()
    home = Path(os.environ["SPIDERGAMES_HOME"])
    assert "Ann" in (home / "setups.json").read_text()
    assert app.delete_profile(ann.id)
    remembered = (home / "setups.json").read_text()
    assert "Ann" not in remembered and ann.id not in remembered and bo.id in remembered
    assert not list((home / FOLDER).glob(f"*{ann.id}*"))
    again = SetupScene(app, "webrace")
    assert [s.profile for s in again.seats][:2] == ["", bo.id]


def test_deleting_a_child_takes_them_out_of_the_saved_game(app: App) -> None:
    ann, bo = children(app, "Ann", "Bo")
    info = load_game("webrace").info
    config = GameConfig((Seat("Ann", HUMAN, "red", info.characters_for("red")[0], profile=ann.id),
                         Seat("Bo", HUMAN, "blue", info.characters_for("blue")[0], profile=bo.id)))
    match = Match(load_game("webrace"), config, 3)
    match.play(match.bot_choice("easy"))
    saved = Path(os.environ["SPIDERGAMES_HOME"]) / "savegame.json"
    assert app.saves.save(match) and ann.id in saved.read_text()
    assert app.delete_profile(ann.id)
    kept = saved.read_text()
    assert "Ann" not in kept and ann.id not in kept and bo.id in kept
    loaded = app.saves.load()
    assert loaded is not None and len(loaded.history) == 1, "the game goes on without her"
    assert [(s.name, s.profile) for s in loaded.config.seats] == [("Player 1", ""), ("Bo", bo.id)]
