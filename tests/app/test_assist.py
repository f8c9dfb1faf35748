"""Help and Oops through the real game scenes of every game (the table kit's assist)."""

from __future__ import annotations

import json
import time
from functools import cache
from typing import Any

import pygame
import pytest
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.saves import checked_match
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene, hints_words
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game

DT = 1 / 30


def table(app: App, game_id: str, humans: int = 1, players: int = 2, seed: int = 5) -> GameScene[Any, Any, Any]:
    game = load_game(game_id)
    chars = game.info.characters
    seats = tuple(Seat(f"P{i}", HUMAN if i < humans else "easy", c, chars[i % len(chars)])
                  for i, c in enumerate(("red", "blue", "green", "yellow")[:players]))
    app.autoplay = False
    start_game_scene(app, Match(game, GameConfig(seats), seed))
    return settle(app)


def ask(app: App, scene: GameScene[Any, Any, Any]) -> None:
    """Press Help and wait for the answer."""
    scene.assist.help.on_click()
    wait_hint(app, scene)


def wait_hint(app: App, scene: GameScene[Any, Any, Any]) -> None:
    """Frames until the hint asked for is worked out (beside the frame loop)."""
    for _ in range(400):
        app.frame(DT)
        if scene.assist.hint is not None:
            return
        time.sleep(0.005)
    raise AssertionError("no hint came")


def settle(app: App) -> GameScene[Any, Any, Any]:
    """Frames until a person may choose on the game scene at the top, or the robots have ended the game."""
    for _ in range(4000):
        top = app.scenes.top
        if isinstance(top, GameScene) and (top.match.is_over or top.ready() and not top.animating):
            app.frame(DT)
            return top
        app.frame(DT)
    raise AssertionError("no person's turn came")


@pytest.mark.parametrize("game_id", game_ids())
def test_help_glows_a_legal_move_with_a_reason(app: App, game_id: str) -> None:
    scene = table(app, game_id)
    assert scene.assist.help in scene.focus.buttons and scene.assist.help.rect.width >= 64
    assert scene.assist.oops not in scene.focus.buttons  # nothing to take back at the start
    ask(app, scene)
    hint = scene.assist.hint
    assert hint is not None and hint.action in scene.match.legal_actions()
    assert hint.reason.text.strip() and "{" not in hint.reason.text
    glowing = scene.assist.glowing()
    assert glowing is not None and glowing in scene.focus.buttons
    assert scene.match.hints == [1] + [0] * (len(scene.seats) - 1)
    assert scene.assist.help not in scene.focus.buttons  # one hint at a time: it is on show
    saved = checked_match(json.loads(app.saves.path.read_text()))
    assert saved.hints == scene.match.hints


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "somethingwild"))
def test_following_the_hints_plays_legal_moves_and_oops_takes_one_back(app: App, game_id: str) -> None:
    """Press Help and then whatever glows, again and again: every step is legal; Oops shows only
    when the rules allow it, and pressing it rewinds the match and the screen."""
    scene = table(app, game_id)
    undone = 0
    for _ in range(30):
        if scene.match.is_over:
            break
        assert (scene.assist.oops in scene.focus.buttons) == scene.match.can_undo
        if scene.match.can_undo and undone < 2:
            before = len(scene.match.history)
            scene.assist.oops.on_click()
            scene = settle(app)
            assert len(scene.match.history) < before and scene.match.config.seats[scene.match.current_player].is_human
            undone += 1
            continue
        ask(app, scene)
        glowing = scene.assist.glowing()
        assert glowing is not None, f"nothing glows for {scene.assist.hint}"
        moves, hinted = len(scene.match.history), scene.assist.hint
        glowing.on_click()
        app.frame(DT)
        if len(scene.match.history) > moves:  # not just a first step (turn the tile, keep a die)
            assert hinted is not None and scene.match.history[moves] == hinted.action
        scene = settle(app)
    assert sum(scene.match.hints) >= 3


def test_oops_is_hidden_when_a_secret_came_out(app: App) -> None:
    """After a Yahtzee roll (chance), Oops is not offered even though a person just decided."""
    scene = table(app, "yahtzee", players=1)
    scene.roll_button.on_click()  # type: ignore[attr-defined]
    scene = settle(app)
    assert len(scene.match.history) == 1 and not scene.match.can_undo
    assert scene.assist.oops not in scene.focus.buttons


def test_results_say_how_many_hints(app: App) -> None:
    scene = table(app, "yahtzee", humans=2, players=2)
    scene.match.hints[:] = [2, 0]
    assert hints_words(2) == "2 hints" and hints_words(1) == "1 hint" and hints_words(0) == "No hints"
    drawn: list[str] = []
    from spidergames.app.ui import text

    real = text.draw

    def spy(surface: Any, words: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(words)
        return real(surface, words, *args, **kwargs)

    text.draw = spy  # type: ignore[assignment]
    try:
        game = scene.match.game
        state = scene.match.state
        while not game.is_over(state):  # the robots' normal play to the end, for a real outcome
            import random

            state = game.apply(state, game.legal_actions(state)[0], random.Random(1))
        scene.match.state = state
        ResultsScene(app, scene).draw(app.screen)
    finally:
        text.draw = real  # type: ignore[assignment]
    assert "2 hints" in drawn and "No hints" in drawn


@pytest.mark.parametrize("game_id", game_ids())
def test_help_and_oops_are_on_show_and_a_real_click_asks(app: App, game_id: str) -> None:
    """The buttons sit clear of the caption (drawn over them, and a tap there only says it again),
    and a mouse press on Help's centre, through the real input, brings a hint."""
    from driving import click

    scene = table(app, game_id)
    caption = scene.caption_at
    for button in (scene.assist.help, scene.assist.oops):
        assert caption is None or not caption.colliderect(button.rect), (button.rect, caption)
    click(app, scene.assist.help.rect.center)
    wait_hint(app, scene)  # a click on Help brings a hint


@pytest.mark.parametrize("game_id", game_ids())
def test_h_asks_for_help_and_enter_plays_the_hinted_move(app: App, game_id: str) -> None:
    """Help pressed with H: the keyboard focus follows the glow (from step to step of a move made in
    several), so pressing Enter until the move is played plays exactly the hinted move."""
    from driving import key

    scene = table(app, game_id)
    moves = len(scene.match.history)
    key(app, pygame.K_h)
    wait_hint(app, scene)
    hint = scene.assist.hint
    assert hint is not None
    for _ in range(8):  # a move in several steps: turn the tile, keep the dice, then play
        app.frame(DT)
        glowing = scene.assist.glowing()
        assert glowing is not None and scene.focus.focused is glowing
        key(app, pygame.K_RETURN)
        if len(scene.match.history) > moves:
            break
    assert scene.match.history[moves] == hint.action


def test_a_click_on_help_leaves_the_focus_hidden(app: App) -> None:
    """A child using the mouse gets the glow but no keyboard focus ring on top of it."""
    from driving import click

    scene = table(app, "labyrinth")
    assert scene.focus.focused is None
    click(app, scene.assist.help.rect.center)
    wait_hint(app, scene)
    app.frame(DT)
    assert scene.assist.hint is not None and scene.focus.focused is None


def play_the_turn_with_help(app: App, scene: GameScene[Any, Any, Any], press: Any) -> list[Any]:
    """Help pressed once, then `press(scene, glowing)` on whatever glows, step after step, until the
    turn passes: the actions played, each checked against the step Help showed."""
    match, seat = scene.match, scene.match.current_player
    moves, played = len(match.history), []
    for _ in range(40):  # a Yahtzee turn: keep and roll thrice, pick a row, score
        for _ in range(600):  # frames until the screen shows the next step glowing
            app.frame(DT)
            if scene.assist.glowing() is not None or match.current_player != seat or match.is_over:
                break
            time.sleep(0.002)  # the plan is worked out beside the frame loop
        if match.current_player != seat or match.is_over:
            break
        hint = scene.assist.hint
        glowing = scene.assist.glowing()
        assert hint is not None and glowing is not None, \
            f"Help stopped after {played}: nothing glows for the rest of the turn"
        press(scene, glowing)
        if len(match.history) > moves:
            assert match.history[moves:] == [hint.action], f"played {match.history[moves:]}, Help showed {hint.action}"
            played.append(hint.action)
            moves = len(match.history)
    assert match.current_player != seat or match.is_over, f"the turn never ended: {played}"
    assert match.hints[seat] == 1, "one press of Help"
    return played


@cache
def turns_have_steps(game_id: str) -> bool:
    """Whether a seat ever plays two actions in a row (turn the tile, then push; keep, then roll), in a
    game of normal robots: Help must then show more than the first step of a turn."""
    game = load_game(game_id)
    chars = game.info.characters
    match = Match(game, GameConfig(tuple(Seat(f"P{i}", "normal", colour, chars[i % len(chars)])
                                         for i, colour in enumerate(("red", "blue")))), 5)
    while not match.is_over:
        seat = match.current_player
        match.play(match.bot_choice())
        if match.current_player == seat:
            return True
    return False


@pytest.mark.parametrize("game_id", game_ids())
def test_help_pressed_once_with_h_plays_the_whole_turn_with_enter(app: App, game_id: str) -> None:
    """Issue #24, item 2: H, then Enter, Enter...: the focus follows the glow through every step of the
    suggested turn (turn, push, walk; keep, roll... score; draw, play), not only its first action."""
    from driving import key

    scene = table(app, game_id)
    key(app, pygame.K_h)

    def enter(scene: GameScene[Any, Any, Any], glowing: Any) -> None:
        assert scene.focus.focused is glowing, f"the focus is on {scene.focus.focused}, {glowing} glows"
        key(app, pygame.K_RETURN)

    played = play_the_turn_with_help(app, scene, enter)
    assert len(played) >= 2 or not turns_have_steps(game_id), f"a turn of one action only: {played}"


@pytest.mark.parametrize("game_id", game_ids())
def test_help_clicked_once_plays_the_whole_turn_by_clicking_what_glows(app: App, game_id: str) -> None:
    """By mouse: one click on the bulb, then a click on whatever glows, to the end of the turn (no
    second press of Help after the push)."""
    from driving import click

    scene = table(app, game_id)
    click(app, scene.assist.help.rect.center)
    played = play_the_turn_with_help(app, scene, lambda scene, glowing: click(app, glowing.rect.center))
    assert len(played) >= 2 or not turns_have_steps(game_id), f"a turn of one action only: {played}"
    assert scene.focus.focused is None or scene.focus.focused not in (scene.assist.help,)
