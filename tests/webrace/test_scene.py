"""The webrace scene driven headless with real clicks and keys, as a child would play it."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import pygame
import pytest
from driving import click, key
from tiers import quick_only

from spidergames import cli
from spidergames.app.application import App
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game
from spidergames.games.webrace.movement import CardKind, TravelCard
from spidergames.games.webrace.rules import Move, MoveBoth
from spidergames.games.webrace.scene import PeekScene, WebRaceScene


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.frame(dt)


def settle(app: App, scene: WebRaceScene) -> None:
    """Let animations (and any computer turns) run until a human may act."""
    for _ in range(2000):
        app.frame(1 / 20)
        if (not scene.anim.busy and isinstance(app.scenes.top, WebRaceScene) and scene.is_human_turn()
                and scene._seen_turn == (scene.current, len(scene.match.history))):
            return
        if isinstance(app.scenes.top, CurtainScene):
            app.scenes.top.focus.buttons[0].on_click()
    raise AssertionError("the scene never became ready for a human")


def start(app: App, seats: list[Seat], seed: int = 3, match: Match | None = None) -> WebRaceScene:
    match = match or Match(load_game("webrace"), GameConfig(tuple(seats)), seed)
    scene = start_game_scene(app, match)
    assert isinstance(scene, WebRaceScene)
    settle(app, scene)
    return scene


def two_humans() -> list[Seat]:
    return [Seat("Ann", HUMAN, "red", "mr-fantastic"), Seat("Ben", HUMAN, "blue", "invisible-woman")]


def human_and_bot() -> list[Seat]:
    return [Seat("Ann", HUMAN, "red", "mr-fantastic"), Seat("Robot", "easy", "blue", "invisible-woman")]


def with_card(scene: WebRaceScene, card: TravelCard) -> None:
    """Put `card` on top of the deck (the test decides what the child draws)."""
    from spidergames.core.protocol import replace

    state = scene.match.state
    deck = list(state.deck)
    deck.remove(card)
    scene.match.state = replace(state, deck=(card,) + tuple(deck))


def test_clicking_the_deck_draws_and_a_glowing_space_moves_the_piece(app) -> None:
    scene = start(app, human_and_bot())
    with_card(scene, TravelCard(CardKind.MOVE, 3))
    click(app, scene.rects["deck"].center)
    assert scene.match.state.card == TravelCard(CardKind.MOVE, 3)
    settle(app, scene)
    shown = scene.targets()
    assert shown and all(isinstance(t.action, Move) for t in shown)
    target = shown[0]
    click(app, scene.space_xy(target.space))
    assert scene.match.state.pieces[0][target.piece] == target.space
    assert scene.match.state.card is None
    assert scene.anim.busy  # the piece walks space by space


def test_a_click_off_the_targets_is_refused_and_changes_nothing(app) -> None:
    scene = start(app, human_and_bot())
    click(app, scene.draw_button.rect.center)
    settle(app, scene)
    before = scene.match.state
    ends = {s for t in scene.targets() for s in t.clickable}
    far = next(s for s in scene.board.circles[2] if s not in ends)
    click(app, scene.space_xy(far))
    assert scene.match.state is before
    assert scene.toast.message == "Click a glowing space!" and scene.toast.left > 0


def test_keyboard_draws_and_plays(app) -> None:
    scene = start(app, human_and_bot())
    assert scene.focus.focused is scene.draw_button
    key(app, pygame.K_RETURN)
    assert scene.match.state.card is not None
    settle(app, scene)
    first = scene.focus.focused  # the first glowing landing has the keyboard focus
    assert first is not None and first.tag == scene.targets()[0] and first.action == scene.targets()[0].action
    history = len(scene.match.history)
    key(app, pygame.K_RIGHT)  # arrows walk the glowing landings only
    assert scene.focus.focused.tag in scene.targets()
    assert len(scene.targets()) == 1 or scene.focus.focused is not first
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert len(scene.match.history) > history + 1  # the move, then the robot's turn


def test_move_both_takes_two_clicks(app) -> None:
    scene = start(app, human_and_bot())
    with_card(scene, TravelCard(CardKind.BOTH, 3))
    click(app, scene.rects["deck"].center)
    settle(app, scene)
    first = scene.targets()
    assert first and all(t.action is None for t in first)
    click(app, scene.space_xy(first[0].space))
    assert scene.first == first[0].first and scene.match.state.card is not None
    second = scene.targets()
    assert second and all(isinstance(t.action, MoveBoth) for t in second)
    click(app, scene.space_xy(second[0].space))
    assert scene.match.state.card is None


def test_peek_with_two_humans_goes_behind_the_curtain(app) -> None:
    scene = start(app, two_humans())
    assert scene.viewer() == 0
    click(app, scene.peek_button.rect.center)
    assert isinstance(app.scenes.top, CurtainScene)
    curtain = app.scenes.top
    click(app, curtain.focus.buttons[0].rect.center)
    assert isinstance(app.scenes.top, PeekScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene


@pytest.mark.parametrize("players", quick_only([2, 3, 4], 2))
def test_autoplay_prints_a_result(players: int) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        code = cli.main(["--autoplay", "webrace", "--players", str(players), "--seed", "5"])
    assert code == 0
    assert "RESULT game=webrace" in out.getvalue() and f"players={players}" in out.getvalue()


def test_a_saved_game_resumes_mid_turn(app) -> None:
    scene = start(app, human_and_bot())
    click(app, scene.draw_button.rect.center)
    settle(app, scene)
    card = scene.match.state.card
    assert card is not None
    loaded = app.saves.load()
    assert loaded is not None and loaded.state == scene.match.state
    resumed = start(app, human_and_bot(), match=loaded)
    frames(app, 3)
    assert resumed.match.state.card == card
    shown = resumed.targets()
    if shown:
        click(app, resumed.space_xy(shown[0].space))
    else:
        click(app, resumed.pass_button.rect.center)
    assert resumed.match.state.card is None


def test_bot_turn_shows_steps_then_moves(app) -> None:
    seats = [Seat("R1", "normal", "red", "mr-fantastic"), Seat("R2", "normal", "blue", "invisible-woman")]
    match = Match(load_game("webrace"), GameConfig(tuple(seats)), 1)
    scene = start_game_scene(app, match)
    assert scene is not None
    frames(app, 40, 1 / 20)
    assert len(match.history) >= 1
    for _ in range(200):
        frames(app, 1, 1 / 20)
        if scene.bot_piece is not None:
            break
    assert scene.bot_piece is not None  # the chosen piece glows before it moves
