"""Oops through the real game scenes of every game that has it, pressed with the mouse, a finger,
Backspace or the keyboard focus.

Oops takes back the person's own last decision only. It shows from the moment a quiet move is played;
when that move passes the turn on, the next seat (a robot or another child) waits a beat while a ring
on the Oops button runs down, and Oops may still be pressed; then the move stands. A robot's move is
never taken back (its walk would tell the child where its target is), and the next child at the
screen never sees Oops for a friend's move: a click where it would be does nothing.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from driving import click, hand_over, key, needs_oops, quiet, settle, tap
from tiers import one_each

from spidergames.app.application import App
from spidergames.app.scenes.overlays import CurtainScene, PauseScene, ThinkingScene
from spidergames.app.table.assist import BEAT_RING, beat_seconds
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game

DT = 1 / 30


def table(app: App, game_id: str, humans: int, seed: int, speed: str = "normal") -> GameScene[Any, Any, Any]:
    """The game against a robot (or two people), at the first person's turn; a game whose every move
    shows something has no Oops to test (its rules leave `Game.reveals` as it is)."""
    needs_oops(game_id)
    game = load_game(game_id)
    chars = game.info.characters
    seats = tuple(Seat(f"P{i}", HUMAN if i < humans else "easy", colour, chars[i % len(chars)])
                  for i, colour in enumerate(("red", "blue")))
    app.autoplay = False
    app.settings.animation = speed
    start_game_scene(app, Match(game, GameConfig(seats), seed))
    return settle(app)


def shows_oops(scene: GameScene[Any, Any, Any]) -> bool:
    return scene.assist.oops in scene.focus.buttons


def press_oops(app: App, scene: GameScene[Any, Any, Any], by_key: bool = False) -> GameScene[Any, Any, Any]:
    """A real mouse press on Oops (or Backspace); the scene reopens on the earlier position."""
    if by_key:
        key(app, pygame.K_BACKSPACE)
    else:
        click(app, scene.assist.oops.rect.center)
    assert app.scenes.top is not scene, "Oops did not reopen the scene"
    return settle(app)


def play_quiet(app: App, scene: GameScene[Any, Any, Any], tries: int = 40) -> tuple[Any, int]:
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


def ring(app: App, scene: GameScene[Any, Any, Any]) -> int:
    """How many pixels of the Oops button on screen are lit by the beat's ring."""
    area = app.screen.subsurface(scene.assist.oops.face)
    return pygame.mask.from_threshold(area, BEAT_RING, (1, 1, 1, 255)).count()


def in_the_beat(app: App, scene: GameScene[Any, Any, Any], dt: float, share: float = 0.5) -> None:
    """Frames until the beat after the person's move has run down to `share` of its length."""
    for _ in range(round(30 / dt)):
        app.frame(dt)
        beat = scene.assist.beat
        if scene.assist.waiting and beat is not None and beat.left <= share * beat.length:
            return
    raise AssertionError("no beat came after the move")


def press(app: App, scene: GameScene[Any, Any, Any], way: str) -> None:
    """Press Oops as a child would: mouse, finger, Backspace, or Tab to it and Enter."""
    centre = scene.assist.oops.rect.center
    if way == "mouse":
        click(app, centre)
    elif way == "touch":
        tap(app, centre)
    elif way == "backspace":
        key(app, pygame.K_BACKSPACE)
    else:
        for _ in range(len(scene.focus.buttons) + 1):
            if scene.focus.focused is scene.assist.oops:
                break
            key(app, pygame.K_TAB)
        assert scene.focus.focused is scene.assist.oops, "Tab never reached Oops"
        key(app, pygame.K_RETURN)


RATES = [(24, "normal"), (60, "fast"), (144, "slow")]  # frames a second, and the robots' speed (Settings)


@pytest.mark.parametrize(("game_id", "rate"), one_each(game_ids(), RATES, second_ids=[f"{f}fps-{s}" for f, s in RATES]))
def test_the_robot_waits_a_beat_while_oops_rings(app: App, game_id: str, rate: tuple[int, str]) -> None:
    """After the child's quiet move that passes the turn to a robot: for two to three seconds (shorter
    with fast robots), at any frame rate, Oops is on screen with its ring running down frame by frame,
    and the robot neither thinks nor moves; on the frame after, the ring and Oops are gone and the
    robot starts."""
    fps, speed = rate
    dt = 1 / fps
    scene, _, seat, moves = hand_over(app, table(app, game_id, humans=1, seed=3, speed=speed))
    length = beat_seconds(app.settings.speed)
    assert 2.0 <= beat_seconds(1.0) <= 3.0
    assert (1.0 <= length < beat_seconds(1.0)) if speed == "fast" else (2.0 <= length <= 3.0)
    shares: list[float] = []
    lit: list[int] = []
    for _ in range(round(20 / dt)):
        app.frame(dt)
        beat = scene.assist.beat
        if not scene.assist.waiting:
            if shares:
                break
            assert scene.assist.oops in scene.focus.buttons and not scene.robot_busy, "Oops went as the robot started"
            continue
        assert beat is not None and beat.seat == seat
        assert scene.assist.oops in scene.focus.buttons, "Oops cannot be pressed during the beat"
        assert len(scene.match.history) == moves + 1 and not scene.robot_busy, "the robot moved during the beat"
        assert not any(isinstance(s, ThinkingScene) for s in app.scenes.stack), "the robot thinks during the beat"
        shares.append(beat.left / beat.length)
        lit.append(ring(app, scene))
    assert shares, "no beat came after the child's move"
    assert abs(len(shares) * dt - length) <= 1.5 * dt, f"the beat lasted {len(shares) * dt:.2f} s, not {length} s"
    assert all(b < a for a, b in zip(shares, shares[1:], strict=False)), "the ring does not run down every frame"
    assert lit[0] > 0.9 * max(lit) and lit[-1] < 0.1 * max(lit), f"the ring on screen went from {lit[0]} to {lit[-1]}"
    assert all(b <= a + 2 for a, b in zip(lit, lit[1:], strict=False)), f"the ring grew back on screen: {lit}"
    assert sum(b < a for a, b in zip(lit, lit[1:], strict=False)) > len(lit) / 2, "the ring on screen stood still"
    assert scene.assist.oops not in scene.focus.buttons and ring(app, scene) == 0  # the move stands
    app.frame(dt)
    assert scene.robot_busy or len(scene.match.history) > moves + 1, "the robot did not start after the beat"


WAYS = ("mouse", "touch", "backspace", "keyboard focus")


@pytest.mark.parametrize(("game_id", "way"), one_each(game_ids(), WAYS))
def test_oops_in_the_beat_takes_the_childs_move_back(app: App, game_id: str, way: str) -> None:
    """Half-way through the beat, Oops (by mouse, finger, Backspace or Tab and Enter) brings back the
    position before the child's move, on screen as well as in the match; the robot never moved."""
    scene, before, seat, moves = hand_over(app, table(app, game_id, humans=1, seed=5))
    in_the_beat(app, scene, DT)
    press(app, scene, way)
    assert app.scenes.top is not scene, "Oops did not reopen the scene"
    scene = settle(app)
    match = scene.match
    assert match.state == before and match.current_player == seat and len(match.history) == moves
    assert scene.view == match.game.observation(before, seat)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_robots_move_is_never_taken_back(app: App, game_id: str) -> None:
    """Once the beat is over the child's move stands: on the child's next turn, after the robot played,
    Oops is not there and a click where it would be or Backspace changes nothing; a quiet move of the
    child's own is then taken back alone, never the robot's move before it."""
    scene, _, seat, _ = hand_over(app, table(app, game_id, humans=1, seed=3))
    scene = settle(app)
    match = scene.match
    robot = match.game.current_player(match.trail[-1].step.before) if match.trail else None
    assert robot is None or not scene.seats[robot].is_human  # a robot's quiet move is the newest, or a reveal
    assert match.undo_point(by=seat) is None and not shows_oops(scene)
    moves, state = len(match.history), match.state
    click(app, scene.assist.oops.rect.center)
    key(app, pygame.K_BACKSPACE)
    assert len(match.history) == moves and match.state == state and app.scenes.top is scene
    action = quiet(match)
    if action is None:
        return  # nothing quiet to play (a roll, a draw): the robot's move stands all the more
    assert scene.submit(action)
    app.frame(DT)
    scene = press_oops(app, scene)
    assert scene.match.state == state and len(scene.match.history) == moves
    assert not shows_oops(scene) and scene.match.undo_point() is None  # and no further back


@pytest.mark.parametrize("game_id", game_ids())
def test_the_next_child_waits_the_beat_too(app: App, game_id: str) -> None:
    """Two children at one screen: after the first one's quiet move, Oops rings for them while the
    friend's turn waits (no curtain, nothing of the friend's on screen, no move of theirs possible);
    then Oops is gone and the friend's turn begins (behind the curtain where the table shows secrets)."""
    app.settings.curtain = True
    scene, _, seat, moves = hand_over(app, table(app, game_id, humans=2, seed=4))
    in_the_beat(app, scene, DT, share=0.99)
    friend = scene.match.current_player
    while scene.assist.waiting:
        assert shows_oops(scene) and ring(app, scene) > 0
        assert app.scenes.top is scene and scene.viewer() == seat and not scene.ready()
        assert scene.caption_now() == [], "the friend is called before the beat is over"
        app.frame(DT)
    assert not shows_oops(scene) and len(scene.match.history) == moves + 1
    assert scene.caption_now(), "the friend's turn is not announced after the beat"
    for _ in range(200):
        if isinstance(app.scenes.top, CurtainScene) or (scene.ready() and scene.viewer() == friend):
            return
        app.frame(DT)
    raise AssertionError("the friend's turn never came after the beat")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_app_stays_awake_from_the_beat_to_the_robots_move(app: App, game_id: str) -> None:
    """Nobody touches the app after the child's move: on every frame until the robot has played,
    something moves, so the app never naps with the robot still to play (in a real window the robot
    once never started: the frame the beat ended on had nothing moving, and the app slept)."""
    scene, _, _, moves = hand_over(app, table(app, game_id, humans=1, seed=3))
    for _ in range(round(30 / DT)):
        app.frame(DT)
        app.since_input = 100.0  # long after the child's last click
        if len(scene.match.history) > moves + 1:
            return
        assert not app.asleep(), "the app would sleep with the robot still to play"
    raise AssertionError("the robot never played")


def test_the_beat_stops_under_the_pause_menu_and_a_tap_elsewhere_keeps_it(app: App) -> None:
    """Esc in the beat: the pause menu holds the game and the beat with it; back at the table Oops is
    still there with what was left of its ring. A tap on the table does not cut the beat short."""
    scene, _, _, moves = hand_over(app, table(app, "labyrinth", humans=1, seed=3))
    in_the_beat(app, scene, DT)
    beat = scene.assist.beat
    assert beat is not None
    left = beat.left
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    for _ in range(round(5 / DT)):
        app.frame(DT)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene and scene.assist.waiting and shows_oops(scene)
    assert left - 2 * DT <= beat.left < left
    click(app, (640, 360))
    click(app, (640, 360))
    assert scene.assist.waiting and len(scene.match.history) == moves + 1


def test_autoplay_never_waits_a_beat(app: App) -> None:
    """At instant speed (autoplay, the tests that drive games fast) nobody at the screen decides:
    the robot plays on the very next frame after the person's move."""
    app.autoplay = True
    game = load_game("labyrinth")
    chars = game.info.characters
    config = GameConfig((Seat("P0", HUMAN, "red", chars[0]), Seat("P1", "easy", "blue", chars[1])))
    scene = start_game_scene(app, Match(game, config, 3))
    assert scene is not None
    app.frame(DT)
    scene, _, seat, moves = hand_over(app, scene)
    for _ in range(10):
        app.frame(DT)
        assert scene.assist.beat is None
        if scene.match.current_player == seat:
            break
    assert len(scene.match.history) > moves + 1, "the robot did not play at once"
    assert not shows_oops(scene) and scene.match.current_player == seat


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


def drawn_afresh(app: App, scene: GameScene[Any, Any, Any]) -> bytes:
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
