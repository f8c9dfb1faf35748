"""The Yahtzee scene driven like a child would: real clicks and keys through the App."""

from __future__ import annotations

import json

import pygame
import pytest
from driving import click, key

from spidergames import cli
from spidergames.app.application import App
from spidergames.app.paths import user_dir
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.games.yahtzee.board import FRIENDS, NOT_PLACED
from spidergames.games.yahtzee.layout import Layout
from spidergames.games.yahtzee.records import FILE_NAME
from spidergames.games.yahtzee.rules import GAME, Phase, final_totals, score_preview
from spidergames.games.yahtzee.scene import YahtzeeScene


@pytest.fixture
def app(app: App) -> App:
    app.autoplay = True  # instant animations, no fades, no sounds
    return app


def start(app: App, *controllers: str, seed: int = 3) -> YahtzeeScene:
    colours = ("red", "blue", "green", "yellow")
    seats = tuple(Seat(f"P{i + 1}", c, colours[i], "spider-man") for i, c in enumerate(controllers))
    scene = start_game_scene(app, Match(GAME, GameConfig(seats), seed))
    assert isinstance(scene, YahtzeeScene)
    frames(app, 3)
    return scene


def frames(app: App, n: int = 1) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def test_the_map_places_every_area_and_the_grid() -> None:
    layout = Layout()
    for name in ("turn_badge", "players", "dice_tray", "kept_row", "roll_button", "info", "confirm", "team_pile"):
        assert layout.area(name).width > 0
    assert layout.cell(0, 1).left == layout.cell(0, 0).right
    assert layout.board_rect().contains(layout.cell(len(FRIENDS) - 1, 5))
    assert not layout.area("dice_tray").colliderect(layout.board_rect())


def test_roll_button_rolls_and_a_tapped_die_stays_kept(app: App) -> None:
    scene = start(app, HUMAN)
    click(app, scene.roll_button.rect.center)
    state = scene.match.state
    assert state.rolls_used == 1 and len(state.dice) == 5
    click(app, scene.dice.rect(2).center)
    assert scene.dice.keep == {2}
    frames(app, 30)
    assert scene.dice.rect(2).colliderect(scene.layout.area("kept_row"))
    click(app, scene.roll_button.rect.center)
    after = scene.match.state
    assert after.rolls_used == 2 and after.events[-1].kept == (2,) and after.dice[2] == state.dice[2]


def test_scoring_needs_a_second_tap_then_the_token_lands(app: App) -> None:
    scene = start(app, HUMAN)
    click(app, scene.roll_button.rect.center)
    friend, _count, column = score_preview(scene.match.state)[0]
    cell = scene.layout.cell(friend.row, column).center
    click(app, cell)
    assert scene.pending is not None and scene.match.state.rolls_used == 1  # lit, not scored yet
    click(app, cell)
    state = scene.match.state
    assert state.board[0][friend.row] == column and state.turns_taken[0] == 1
    assert scene.table.board == state.board


def test_the_green_button_confirms_a_portrait_tap(app: App) -> None:
    scene = start(app, HUMAN)
    click(app, scene.roll_button.rect.center)
    friend, _count, column = score_preview(scene.match.state)[0]
    click(app, scene.layout.row_header(friend.row).center)
    assert scene.confirm_button.enabled
    click(app, scene.confirm_button.rect.center)
    assert scene.match.state.board[0][friend.row] == column


def test_an_illegal_tap_is_refused_kindly_and_changes_nothing(app: App) -> None:
    scene = start(app, HUMAN)
    before = scene.match.state
    click(app, scene.layout.cell(0, 3).center)  # scoring before any roll
    assert scene.match.state == before
    assert scene.toast.visible and "Roll" in scene.toast.message


def test_a_row_not_on_the_dice_is_refused(app: App) -> None:
    scene = start(app, HUMAN)
    click(app, scene.roll_button.rect.center)
    state = scene.match.state
    missing = [f for f in FRIENDS if f not in {p[0] for p in score_preview(state)}]
    if not missing:
        pytest.skip("this seed rolled every friend")
    click(app, scene.layout.row_header(missing[0].row).center)
    assert scene.match.state == state and scene.toast.visible and scene.pending is None


def test_keyboard_tab_and_enter_roll(app: App) -> None:
    scene = start(app, HUMAN)
    key(app, pygame.K_TAB)
    assert scene.focus.focused is scene.roll_button
    key(app, pygame.K_RETURN)
    assert scene.match.state.rolls_used == 1


def test_keyboard_enter_on_a_friend_twice_scores_it(app: App) -> None:
    """The first Enter lights the friend; the focus stays on it, so the second Enter scores it (it
    used to jump to the first die, and the second Enter kept that die instead)."""
    scene = start(app, HUMAN)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frames(app, 30)
    friend, _count, column = score_preview(scene.match.state)[0]
    def on_friend() -> bool:
        return getattr(scene.focus.focused, "tag", None) is friend

    for _ in range(40):
        if on_friend():
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.pending is not None and on_friend(), scene.focus.focused
    key(app, pygame.K_RETURN)
    assert scene.match.state.board[0][friend.row] == column and not scene.dice.keep


def test_a_computer_turn_plays_itself(app: App) -> None:
    scene = start(app, "normal", HUMAN)
    frames(app, 120)
    state = scene.match.state
    assert state.turns_taken[0] == 1 and scene.current == 1
    assert sum(c != NOT_PLACED for c in scene.table.board[0]) == 1


def test_a_saved_game_resumes_mid_turn(app: App) -> None:
    scene = start(app, HUMAN, "easy")
    click(app, scene.roll_button.rect.center)
    click(app, scene.dice.rect(0).center)
    saved = app.saves.load()
    assert saved is not None and saved.state == scene.match.state
    resumed = start_game_scene(app, Match.from_dict(GAME, saved.to_dict()))
    frames(app, 3)
    assert isinstance(resumed, YahtzeeScene) and resumed.dice.faces == saved.state.dice
    click(app, resumed.roll_button.rect.center)
    assert resumed.match.state.rolls_used == 2


def test_solo_game_tallies_and_keeps_a_personal_best(app: App) -> None:
    scene = start(app, "hard", seed=11)
    for _ in range(3000):
        frames(app)
        if scene.match.is_over and not scene.anim.busy:
            break
    state = scene.match.state
    assert state.phase is Phase.OVER
    assert scene.count.totals == list(final_totals(state))
    best = json.loads((user_dir() / FILE_NAME).read_text())
    assert best == {"best": final_totals(state)[0]}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_autoplay_prints_a_result(players: int, capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    assert cli.main(["--autoplay", "yahtzee", "--players", str(players), "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert f"RESULT game=yahtzee seed=5 players={players}" in out


def test_the_celebration_banner_draws_at_every_size_it_grows_through(app: App) -> None:
    """easeOutBack grows the banner from nothing: every in-between size must draw (it crashed at 40-69 px)."""
    from spidergames.games.yahtzee.board import Face
    from spidergames.games.yahtzee.scene import die_picture

    scene = start(app, HUMAN)
    scene.banner.title, scene.banner.pictures = "Yahtzee!", tuple(die_picture(f) for f in tuple(Face)[:5])
    for step in range(0, 121):
        scene.banner.scale = step / 100
        scene.draw(app.screen)
