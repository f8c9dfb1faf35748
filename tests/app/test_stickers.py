"""The sticker book (issue #29): each sticker decided from real finished games, kept in the child's
profile through save and load, old profiles still read, hostile sticker data set aside."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from spidergames.app import stickers
from spidergames.app.profiles import FOLDER, LATER, Profile, ProfileStore
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game


def store(folder: Path) -> tuple[ProfileStore, list[str]]:
    said: list[str] = []
    return ProfileStore(folder, lambda template, **params: said.append(template)), said


def play(game_id: str, seed: int, seats: tuple[Seat, ...], watch: Callable[[Any], None] = lambda s: None,
         hints: int = 0) -> Match[Any, Any, Any, Any]:
    """A real game of `game_id`, every seat's moves made by a hard robot; `watch` sees every state."""
    match = Match(load_game(game_id), GameConfig(seats), seed)
    for _ in range(hints):
        match.count_hint(0)
    watch(match.state)
    while not match.is_over:
        match.play(match.bot_choice("hard"))
        watch(match.state)
    return match


def two(game_id: str, child: Profile, other: str = "normal", friend: str = "") -> tuple[Seat, ...]:
    info = load_game(game_id).info
    return (Seat("Ann", HUMAN, "red", info.characters_for("red")[0], profile=child.id),
            Seat("Bo", other, "blue", info.characters_for("blue")[-1], profile=friend))


# -- each game's own sticker, against what happened move by move -------------------------------------
def yahtzee_fives(seen: dict[int, bool]) -> Callable[[Any], None]:
    def watch(state: Any) -> None:
        for event in state.events:
            if event.column == 5:  # a token went in column 5: five of one friend
                seen[event.player] = True
    return watch


def labyrinth_found(seen: dict[int, bool]) -> Callable[[Any], None]:
    dealt: dict[int, int] = {}
    found: dict[int, int] = {}

    def watch(state: Any) -> None:
        if not dealt:
            dealt.update({i: len(p.to_find) for i, p in enumerate(state.players)})
        for event in state.events:
            if getattr(event, "found", None) is not None:
                found[event.player] = found.get(event.player, 0) + 1
                seen[event.player] = found[event.player] == dealt[event.player]
    return watch


def webrace_captures(seen: dict[int, bool]) -> Callable[[Any], None]:
    def watch(state: Any) -> None:
        for seat, villains in enumerate(state.captured):
            seen[seat] = seen.get(seat, False) or bool(villains)
    return watch


def wild_powers(seen: dict[int, bool]) -> Callable[[Any], None]:
    def watch(state: Any) -> None:
        for seat, powers in enumerate(state.scored):
            seen[seat] = len(powers) == 3
    return watch


OWN = {"yahtzee": ("yahtzee.five", yahtzee_fives), "labyrinth": ("labyrinth.symbols", labyrinth_found),
       "webrace": ("webrace.villain", webrace_captures), "somethingwild": ("somethingwild.powers", wild_powers)}


@pytest.mark.parametrize("game_id", sorted(OWN))
def test_each_games_own_sticker_follows_what_happened_in_real_games(tmp_path: Path, game_id: str) -> None:
    sticker, watcher = OWN[game_id]
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    outcomes = set()
    for seed in range(12):
        seen: dict[int, bool] = {}
        match = play(game_id, seed, two(game_id, child), watcher(seen))
        for seat in (0, 1):
            assert (sticker in stickers.earned(match, seat)) == seen.get(seat, False), (seed, seat)
            outcomes.add(seen.get(seat, False))
    assert True in outcomes, "twelve real games earn it at least once"
    start = Match(load_game(game_id), GameConfig(two(game_id, child)), 0).state
    own = next(s for s in stickers.game_stickers(game_id) if s.id == sticker)
    assert own.earned is not None and not own.earned(start, 0) and not own.earned(start, 1), "not before playing"


# -- the general stickers ----------------------------------------------------------------------------
def test_a_first_win_without_help_and_a_first_game_from_a_real_game(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    seed = next(s for s in range(40) if 0 in play("webrace", s, two("webrace", child, "easy")).outcome.winners)
    won = play("webrace", seed, two("webrace", child, "easy"))
    new = profiles.award(won)
    assert {"first-win", "no-help", "first.webrace"} <= set(new[0])
    assert "with-help" not in new[0] and "friend" not in new[0], "a robot is not a friend"
    assert 1 not in new, "robots earn nothing"
    assert profiles.award(won) == {}, "a sticker is earned once"


def test_a_game_with_a_friend_and_with_help(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    ann, bo = profiles.make("Ann", "storm", "red"), profiles.make("Bo", "hulk", "blue")
    assert ann is not None and bo is not None
    match = play("yahtzee", 3, two("yahtzee", ann, HUMAN, bo.id), hints=2)
    new = profiles.award(match)
    assert "friend" in new[0] and "friend" in new[1]
    assert "with-help" in new[0] and "with-help" not in new[1]
    assert ("no-help" in new[0]) is False, "asked for Help"
    loser = 1 - match.outcome.winners[0]
    assert "first-win" not in new[loser] and "no-help" not in new[loser]


# -- kept in the profile --------------------------------------------------------------------------------
def test_stickers_are_kept_through_save_and_load(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    new = profiles.award(play("labyrinth", 1, two("labyrinth", child)))
    again, said = store(tmp_path)
    assert again.profiles[child.id].stickers == new[0] and not said


def test_a_profile_from_before_stickers_and_records_still_loads(tmp_path: Path) -> None:
    profiles, _ = store(tmp_path)
    child = profiles.make("Ann", "storm", "red")
    assert child is not None
    path = tmp_path / FOLDER / f"profile-{child.id}.json"
    data = json.loads(path.read_text())
    for key in LATER:  # stickers, and the games won and hints asked the grown-ups' records read
        del data[key]
    path.write_text(json.dumps(data))
    again, said = store(tmp_path)
    kept = again.profiles[child.id]
    assert (kept.stickers, kept.won, kept.hints) == ([], {}, {}) and not said


@pytest.mark.parametrize("hostile", ("first-win", ["no-such-sticker"], ["friend", "friend"], [7], {"a": 1},
                                     ["first.no-such-game"], ["x"] * 100_000))
def test_hostile_sticker_data_sets_the_file_aside(tmp_path: Path, hostile: Any) -> None:
    profiles, _ = store(tmp_path)
    child, other = profiles.make("Ann", "storm", "red"), profiles.make("Bo", "hulk", "blue")
    assert child is not None and other is not None
    path = tmp_path / FOLDER / f"profile-{child.id}.json"
    data = json.loads(path.read_text())
    data["stickers"] = hostile
    path.write_text(json.dumps(data))
    again, said = store(tmp_path)
    assert child.id not in again.profiles and other.id in again.profiles
    assert len(said) == 1 and not path.exists(), "set aside and said"


def test_every_sticker_has_a_picture_and_a_unique_id() -> None:
    every = stickers.every_sticker(game_ids())
    assert len({s.id for s in every}) == len(every) == 4 + 2 * len(game_ids())


def test_every_sticker_has_its_generated_picture_and_outline(tmp_path: Path) -> None:
    """The committed pictures are the generator's, for every sticker of every game."""
    import pygame

    from spidergames.artgen import stickers as art
    from spidergames.artgen.drawing import ASSETS

    for sticker in stickers.every_sticker(game_ids()):
        for name in (sticker.id, f"{sticker.id}-outline"):
            kept = pygame.image.load(str(ASSETS / "stickers" / f"{name}.png"))
            assert kept.get_size() == (art.SIZE, art.SIZE) and kept.get_at((0, 0)).a == 0, name
    made = art.draw_sticker("yahtzee.five", ASSETS / "yahtzee" / "die-spider-man.png")
    kept = pygame.image.load(str(ASSETS / "stickers" / "yahtzee.five.png"))
    assert pygame.image.tobytes(made, "RGBA") == pygame.image.tobytes(kept, "RGBA"), "regenerates the same"


def test_a_sticker_whose_picture_is_missing_is_drawn_from_the_icon(tmp_path: Path) -> None:
    from spidergames.artgen import stickers as art
    from spidergames.artgen.drawing import ASSETS

    assert art.source(ASSETS, "menu/no-such-game.bmp") == ASSETS / "icon.png"
    assert art.source(ASSETS, "menu/yahtzee.bmp") == ASSETS / "menu" / "yahtzee.bmp"
    assert art.draw_sticker("first.no-such-game", art.source(ASSETS, "menu/no-such-game.bmp")).get_size() == (
        art.SIZE, art.SIZE)
