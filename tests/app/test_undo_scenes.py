"""Oops through the real game scenes of all four games, pressed with the mouse.

Oops belongs to the person whose decision it takes back: it shows from the moment their quiet move
is played until the screen passes the turn to another person (and again on their turn, after the
robots' moves, which it takes back too); the next child at the screen never sees it for a friend's
move, and a click where it would be does nothing.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from driving import click, key

from spidergames.app.application import App
from spidergames.app.scenes.game_base import GameScene, start_game_scene
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game

DT = 1 / 30


def table(app: App, game_id: str, humans: int, seed: int) -> GameScene[Any, Any]:
    game = load_game(game_id)
    chars = game.info.characters
    seats = tuple(Seat(f"P{i}", HUMAN if i < humans else "easy", colour, chars[i % len(chars)])
                  for i, colour in enumerate(("red", "blue")))
    app.autoplay = False
    start_game_scene(app, Match(game, GameConfig(seats), seed))
    return settle(app)


def settle(app: App) -> GameScene[Any, Any]:
    """Frames (lifting any curtain, as the next child would) until a person may choose."""
    for _ in range(4000):
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            key(app, pygame.K_RETURN)
            continue
        if isinstance(top, GameScene) and top.ready() and not top.animating:
            app.frame(DT)
            return top
        app.frame(DT)
    raise AssertionError("no person's turn came")


def quiet(match: Match) -> Any | None:
    """A legal action for the seat on turn that reveals nothing (the robot's own choice if it does)."""
    game, state = match.game, match.state

    def reveals(action: Any) -> bool:
        rng = random.Random()
        rng.setstate(match.rng.getstate())
        return game.reveals(state, action, game.apply(state, action, rng))

    choice = match.bot_choice("normal")
    if not reveals(choice):
        return choice
    return next((a for a in match.legal_actions() if not reveals(a)), None)


def shows_oops(scene: GameScene[Any, Any]) -> bool:
    return scene.assist.oops in scene.focus.buttons


def press_oops(app: App, scene: GameScene[Any, Any], by_key: bool = False) -> GameScene[Any, Any]:
    """A real mouse press on Oops (or Backspace); the scene reopens on the earlier position."""
    if by_key:
        key(app, pygame.K_BACKSPACE)
    else:
        click(app, scene.assist.oops.rect.center)
    assert app.scenes.top is not scene, "Oops did not reopen the scene"
    return settle(app)


def play_quiet(app: App, scene: GameScene[Any, Any], tries: int = 40) -> tuple[Any, int]:
    """Play the person's moves (anything when nothing is quiet) until one reveals nothing; returns
    the state before it and its seat, one frame after it was played (the move is landing)."""
    for _ in range(tries):
        match = scene.match
        action, seat, before = quiet(match), match.current_player, match.state
        if action is not None:
            assert scene.submit(action)
            app.frame(DT)
            return before, seat
        assert scene.submit(match.bot_choice("normal"))
        scene = settle(app)
    raise AssertionError("no quiet move came")


@pytest.mark.parametrize("by_key", [False, True], ids=["mouse", "backspace"])
@pytest.mark.parametrize("game_id", game_ids())
def test_oops_takes_back_a_move_while_it_lands(app: App, game_id: str, by_key: bool) -> None:
    """Against a robot: Oops shows as soon as the person's quiet move is played, and a click on it
    (or Backspace) brings back the position before it, on screen as well as in the match."""
    scene = table(app, game_id, humans=1, seed=3)
    assert not shows_oops(scene)  # nothing to take back yet
    moves = len(scene.match.history)
    key(app, pygame.K_BACKSPACE)
    assert app.scenes.top is scene and len(scene.match.history) == moves  # Backspace without Oops: nothing
    before, seat = play_quiet(app, scene)
    assert shows_oops(scene)
    scene = press_oops(app, scene, by_key)
    assert scene.match.state == before and scene.match.current_player == seat
    assert scene.view == scene.match.game.observation(before, seat)
    assert shows_oops(scene) == (scene.match.undo_point(by=seat) is not None)


def test_robot_moves_go_with_the_persons_decision(app: App) -> None:
    """Labyrinth against a robot: after the person's quiet walk and the robot's whole turn, Oops is
    there on the person's turn again and takes back the robot's moves with it."""
    scene = table(app, "labyrinth", humans=1, seed=3)
    for _ in range(20):
        before, seat = play_quiet(app, scene)
        scene = settle(app)
        if scene.match.current_player == seat and len(scene.match.history) > 2 and shows_oops(scene):
            at = scene.match.undo_point(by=seat)
            assert at is not None and any(not scene.seats[scene.match.game.current_player(m.step.before)].is_human
                                          for m in scene.match.trail[at:])
            undone = len(scene.match.history)
            scene = press_oops(app, scene)
            assert len(scene.match.history) < undone - 1 and scene.match.state == before
            return
    raise AssertionError("the robot never played after a quiet move of the person")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_next_child_cannot_take_back_a_friends_move(app: App, game_id: str) -> None:
    """Two people: Oops shows for the one who just played until the screen passes the turn on; then
    the friend on turn does not see it, and a click where it was changes nothing."""
    scene = table(app, game_id, humans=2, seed=4)
    for _ in range(40):
        first = scene.match.current_player
        _, seat = play_quiet(app, scene)
        assert shows_oops(scene)  # their move, still theirs while it lands
        scene = settle(app)
        match = scene.match
        if match.current_player == first or not match.can_undo:
            continue  # still the same person's turn, or the move ended on a reveal: play on
        assert match.undo_point(by=match.current_player) is None and match.undo_point(by=seat) is not None
        assert not shows_oops(scene)
        moves, state = len(match.history), match.state
        click(app, scene.assist.oops.rect.center)
        key(app, pygame.K_BACKSPACE)
        assert len(match.history) == moves and match.state == state and app.scenes.top is scene
        return
    raise AssertionError("the turn never passed to the friend after a quiet move")


def drawn_afresh(app: App, scene: GameScene[Any, Any]) -> bytes:
    """The scene's match drawn by a new scene for the same person, at the same moment of its glows."""
    fresh = type(scene)(app, scene.match)
    fresh._viewer, fresh.clock = scene._viewer, scene.clock
    fresh.refresh()
    fresh.assist.update()
    fresh._menu_last()
    for mine, theirs in zip(scene.focus.buttons, fresh.focus.buttons, strict=True):
        theirs.hovered = mine.hovered
    fresh.focus.focus = scene.focus.focus
    surface = pygame.Surface(app.screen.get_size(), 0, app.screen)
    fresh.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("frames", (2, 20, 34, 60), ids=("card flies", "mover leaves", "mover flies", "landed"))
def test_oops_on_a_mover_grab_leaves_one_mover(app: App, frames: int) -> None:
    """Something Wild: a card that takes the mover from the robot is clicked, and Oops is clicked while
    the card flies, while the mover flies, or after it landed. The table then shows exactly what a new
    scene draws of the same position: one mover, where it was, and no card or mover left in flight."""
    from spidergames.games.somethingwild.rules import Phase, Play, takes_mover

    scene = table(app, "somethingwild", humans=1, seed=3)
    for _ in range(60):
        view = scene.view
        grab = [t for t in scene.focus.targets() if isinstance(t.action, Play) and view.phase is Phase.PLAY
                and takes_mover(t.action.card, view.centre_power) and view.mover not in (None, view.viewer)]
        if grab:
            click(app, grab[0].rect.center)
            assert view.mover != scene.match.state.mover
            for _ in range(frames):
                app.frame(DT)
            scene = press_oops(app, scene)
            assert scene.view.mover == view.mover
            for _ in range(3):
                app.frame(DT)
            assert pygame.image.tobytes(app.screen, "RGB") == drawn_afresh(app, scene)
            return
        assert scene.submit(scene.match.bot_choice("normal"))
        scene = settle(app)
    raise AssertionError("no card to take the mover from the robot came")
