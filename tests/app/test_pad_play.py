"""Games played with game pads only: controller events posted as SDL would send them (tests/pad_driving.py).

A whole game of each of the four games with two pads and two children (each pad playing only its own
seat's turns, the other pad pressing every button on the wrong turn to no effect), pads plugged in and
out mid-game, and a held stick stepping at the same pace at every frame rate.
"""

from __future__ import annotations

import pygame
import pytest
from driving import game_scene, settle
from pad_driving import DT, GAMES, A, PadChild, fake_pads, lean, plug, press, two_children, unplug
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.input import Kind
from spidergames.app.pad import FIRST_REPEAT, REPEAT
from spidergames.app.scenes.overlays import CurtainScene, PauseScene
from spidergames.app.table.game_scene import GameScene

EVERY_BUTTON = (pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_START,
                pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_X, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
                pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
STICK_WAYS = ((Kind.RIGHT, pygame.CONTROLLER_AXIS_LEFTX, 1.0), (Kind.LEFT, pygame.CONTROLLER_AXIS_LEFTX, -1.0),
              (Kind.DOWN, pygame.CONTROLLER_AXIS_LEFTY, 1.0), (Kind.UP, pygame.CONTROLLER_AXIS_LEFTY, -1.0))
FRAMES = 60_000  # a whole game's frames at most (two children, every animation instant)


def untouched(app: App, scene: GameScene) -> tuple[object, ...]:  # type: ignore[type-arg]
    """What a press could change: the moves, the focus, the scenes shown, Help, the picture."""
    surface = pygame.Surface(app.screen.get_size())
    app.scenes.draw(surface)
    return (len(scene.match.history), scene.match.version, scene.focus.focus, scene.focus.moves,
            [type(s).__name__ for s in app.scenes.stack], scene.assist.hint, scene.assist.busy,
            bytes(pygame.image.tobytes(surface, "RGB")))


@pytest.mark.parametrize("game_id", quick_only(GAMES, "yahtzee"))  # a whole game each: the quickest in the loop
def test_a_whole_game_with_two_pads_each_child_on_their_own_turn(app: App, game_id: str) -> None:
    fake_pads(app)
    pads = (plug(app, 0), plug(app, 1))
    scene = two_children(app, game_id)
    match = scene.match
    child = PadChild(app)
    wrong_turns = 0
    for _ in range(FRAMES):
        if match.is_over:
            break
        top = app.scenes.top
        if not isinstance(top, (CurtainScene, GameScene)) or top is scene and not scene.ready():
            app.frame(DT)
            continue
        person = scene.pad_person()
        assert person is not None
        mine, theirs = pads[person], pads[1 - person]
        if wrong_turns < 40 or wrong_turns % 10 == 0:  # the other child's pad, every button: nothing at all
            app.frame(0.0)  # the screen as it stands (a frame with no time passing moves nothing)
            before = untouched(app, scene)
            for button in EVERY_BUTTON:
                press(app, theirs, button, frames=0)
            app.frame(0.0)
            assert untouched(app, scene) == before, f"{game_id}: the other pad changed something"
        wrong_turns += 1
        if isinstance(top, CurtainScene):
            press(app, mine, A)  # the next child lifts the curtain with their own pad
        else:
            child.step(scene, mine)
    assert match.is_over, f"{game_id}: no end after {child.steps} pad presses of A"
    assert child.tab_presses == 0, f"{game_id}: {child.tab_presses} steps the d-pad could not reach"


@pytest.mark.parametrize("game_id", GAMES)
def test_one_pad_plays_both_children_passed_from_hand_to_hand(app: App, game_id: str) -> None:
    fake_pads(app)
    pad = plug(app, 0)
    scene = two_children(app, game_id)
    child = PadChild(app)
    people = set()
    for _ in range(3000):
        if len(people) == 2 and len(scene.match.history) > 6:
            break
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            press(app, pad, A)
        elif top is scene and scene.ready():
            people.add(scene.pad_person())
            child.step(scene, pad)
        else:
            app.frame(DT)
    assert people == {0, 1}


def on_a_clock(app: App) -> tuple[GameScene, list[float]]:  # type: ignore[type-arg]
    """Two children's Yahtzee at real speed, the first child's turn, the pads timed on a clock the test moves."""
    fake_pads(app)
    now = [0.0]
    app.pads.clock = lambda: now[0]
    two_children(app, "yahtzee", autoplay=False)
    return settle(app), now


def test_pads_plugged_in_and_out_mid_game(app: App) -> None:
    scene, now = on_a_clock(app)
    first = plug(app, 0)
    second = plug(app, 1)
    person = scene.pad_person()
    theirs = second if person == 0 else first
    press(app, theirs, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert scene.focus.moves == 0  # not their turn
    unplug(app, second)  # one pad left: it plays everybody, the other child's too
    press(app, first, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert scene.focus.moves == 1
    assert scene.focus.focused is not None
    kind, axis, way = next((k, a, w) for k, a, w in STICK_WAYS if scene.focus.neighbour(scene.focus.focused, k))
    lean(app, first, axis, way)  # the stick held where something lies...
    assert scene.focus.moves == 2
    unplug(app, first)  # ...and the pad pulled out while it leans
    for _ in range(120):
        now[0] += DT
        app.frame(DT)
    assert scene.focus.moves == 2  # nothing stuck repeating
    again = plug(app, 1)  # plugged in again: plays at once
    press(app, again, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.scenes.top, PauseScene)
    press(app, again, pygame.CONTROLLER_BUTTON_B)  # B goes back: the pause menu closes
    assert app.scenes.top is scene


def test_y_asks_help_and_x_takes_the_move_back(app: App) -> None:
    fake_pads(app)
    scene = two_children(app, "labyrinth", autoplay=False)
    scene = settle(app)
    pad = plug(app, 0)
    press(app, pad, pygame.CONTROLLER_BUTTON_Y)
    for _ in range(600):
        app.frame(DT)
        if scene.assist.glowing() is not None:
            break
    glowing = scene.assist.glowing()
    assert glowing is not None and scene.focus.focused is glowing  # the focus follows the glow: A plays it
    moves = len(scene.match.history)
    while len(scene.match.history) == moves:
        press(app, pad, A, frames=30)
    assert scene.assist.owner() is not None
    press(app, pad, pygame.CONTROLLER_BUTTON_X)  # Oops
    scene = game_scene(app, scene.match)
    assert len(scene.match.history) == moves


@pytest.mark.parametrize("fps", [24, 60, 144])
def test_a_held_stick_steps_at_the_same_pace_at_every_frame_rate(app: App, fps: int) -> None:
    """Held for 2 s of game time: the first step, one after FIRST_REPEAT, then one every REPEAT."""
    scene, now = on_a_clock(app)
    pad = plug(app, 0)
    steps: list[Kind] = []
    real = scene.focus.handle

    def counting(intent):  # type: ignore[no-untyped-def]
        if intent.pad is not None:
            steps.append(intent.kind)
        return real(intent)

    scene.focus.handle = counting  # type: ignore[method-assign]
    lean(app, pad, pygame.CONTROLLER_AXIS_LEFTY, 0.9, frames=0)
    held = 2.0
    for _ in range(round(held * fps)):
        now[0] += 1 / fps
        app.frame(1 / fps)
    lean(app, pad, pygame.CONTROLLER_AXIS_LEFTY, 0.0, frames=0)
    for _ in range(fps):
        now[0] += 1 / fps
        app.frame(1 / fps)
    expected = 1 + 1 + int((held - FIRST_REPEAT) / REPEAT + 1e-9)
    assert abs(len(steps) - expected) <= 1 and set(steps) == {Kind.DOWN}, (fps, len(steps), expected)
