"""The grown-ups' corner (issue #29): its gate held with a mouse, a finger or a key and its sum, its
entries, the Settings in pages, and the gentle break reminder between turns."""

from __future__ import annotations

import dataclasses
import json
import random

import pygame
import pytest
from driving import click, key

from spidergames.app.application import App
from spidergames.app.scenes.corner import ENTRIES, CornerScene, open_corner
from spidergames.app.scenes.gate import HOLD_SECONDS, GateScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import ConfirmScene, PauseScene
from spidergames.app.scenes.settings_scene import PER_PAGE, ROWS, PageArrow, SettingsScene
from spidergames.app.table.break_card import BreakScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.targets import MIN_HIT
from spidergames.app.ui.record import Recorder
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game

SEED = 7


def on_menu(app: App) -> MenuScene:
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    return menu


def gate(app: App) -> GateScene:
    on_menu(app)
    open_corner(app, random.Random(SEED))
    top = app.scenes.top
    assert isinstance(top, GateScene)
    app.frame(1 / 60)
    return top


def run(app: App, seconds: float, fps: int = 60) -> None:
    """Frames of a fake clock: `seconds` of them at `fps`."""
    for _ in range(round(seconds * fps)):
        app.frame(1 / fps)


def mouse(app: App, kind: int, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=False))


def finger(app: App, kind: int, pos: tuple[int, int]) -> None:
    x, y = pos[0] / 1280, pos[1] / 720
    pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=0, touch_id=0, pressure=1.0))


def expected_sum() -> int:
    rng = random.Random(SEED)
    return rng.randint(2, 9) + rng.randint(2, 9)


def number(scene: GateScene, n: int):
    return next(b for b in scene.focus.buttons if b.label == str(n))


# -- the gate -----------------------------------------------------------------------------------------
def test_a_tap_or_a_short_hold_does_not_open(app) -> None:
    scene = gate(app)
    centre = scene.circle.rect.center
    click(app, centre)  # a tap: pressed, then let go at once
    mouse(app, pygame.MOUSEBUTTONUP, centre)
    run(app, HOLD_SECONDS + 1)
    assert scene.asking is None and scene.circle.held == 0.0
    mouse(app, pygame.MOUSEBUTTONDOWN, centre)
    run(app, HOLD_SECONDS - 0.2)
    assert scene.asking is None and 0.9 < scene.circle.held < 1.0  # the ring nearly full
    mouse(app, pygame.MOUSEBUTTONUP, centre)
    app.frame(1 / 60)
    assert scene.circle.held == 0.0, "letting go early empties the ring"
    run(app, HOLD_SECONDS)
    assert scene.asking is None and app.scenes.top is scene


@pytest.mark.parametrize("fps", [24, 60, 144])
def test_a_three_second_hold_then_the_right_sum_opens_the_corner(app, fps: int) -> None:
    scene = gate(app)
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.circle.rect.center)
    run(app, HOLD_SECONDS - 2 / fps, fps)
    assert scene.asking is None, f"opened before {HOLD_SECONDS} s at {fps} frames a second"
    run(app, 3 / fps, fps)
    assert scene.asking is not None and sum(scene.asking) == expected_sum()
    numbers = [int(b.label) for b in scene.focus.buttons if b.label.isdigit()]
    assert len(numbers) == 6 and expected_sum() in numbers and all(b.rect.height >= MIN_HIT
                                                                     for b in scene.focus.buttons)
    mouse(app, pygame.MOUSEBUTTONUP, scene.circle.rect.center)  # the hand comes off: the sum stays
    app.frame(1 / fps)
    click(app, number(scene, expected_sum()).rect.center)
    assert isinstance(app.scenes.top, CornerScene)


def test_a_wrong_sum_goes_kindly_back_to_the_circle(app) -> None:
    scene = gate(app)
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.circle.rect.center)
    run(app, HOLD_SECONDS + 0.1)
    mouse(app, pygame.MOUSEBUTTONUP, scene.circle.rect.center)
    first = scene.asking
    wrong = next(int(b.label) for b in scene.focus.buttons if b.label.isdigit() and int(b.label) != expected_sum())
    click(app, number(scene, wrong).rect.center)
    assert app.scenes.top is scene and scene.asking is None and "Not quite" in scene.kind_word
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.circle.rect.center)
    run(app, HOLD_SECONDS + 0.1)
    assert scene.asking is not None and first is not None  # a new sum from the same RNG
    assert not any(isinstance(s, CornerScene) for s in app.scenes.stack)


def test_the_keyboard_holds_enter_on_the_circle(app) -> None:
    scene = gate(app)
    while scene.focus.focused is not scene.circle:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    run(app, 1.0)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    run(app, HOLD_SECONDS)
    assert scene.asking is None, "Enter let go early"
    key(app, pygame.K_SPACE)
    for _ in range(30):  # the key repeats while held: still one hold
        key(app, pygame.K_SPACE, frames=6)
    assert scene.asking is not None
    while scene.focus.focused is None or scene.focus.focused.label != str(expected_sum()):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, CornerScene)


def test_a_finger_holds_the_circle(app) -> None:
    scene = gate(app)
    centre = scene.circle.rect.center
    finger(app, pygame.FINGERDOWN, centre)
    run(app, 2.0)
    finger(app, pygame.FINGERUP, centre)
    run(app, 2.0)
    assert scene.asking is None and scene.circle.held == 0.0
    finger(app, pygame.FINGERDOWN, centre)
    run(app, HOLD_SECONDS + 0.1)
    assert scene.asking is not None
    finger(app, pygame.FINGERUP, centre)
    app.frame(1 / 60)
    b = number(scene, expected_sum())
    finger(app, pygame.FINGERDOWN, b.rect.center)
    app.frame(1 / 60)
    assert isinstance(app.scenes.top, CornerScene)


def test_a_let_go_reaches_no_other_scene(app) -> None:
    """Only a scene that holds hears a button let go: the menu under a release does nothing."""
    menu = on_menu(app)
    mouse(app, pygame.MOUSEBUTTONUP, (640, 360))
    app.frame(1 / 60)
    assert app.scenes.top is menu


def corner(app: App) -> CornerScene:
    on_menu(app)
    app.scenes.push(CornerScene(app))
    app.frame(1 / 60)
    top = app.scenes.top
    assert isinstance(top, CornerScene)
    return top


def entry(scene: CornerScene, label: str):
    return next(b for b in scene.focus.buttons if b.label == label)


def test_the_corner_holds_settings_full_screen_the_break_reminder_and_quit(app) -> None:
    scene = corner(app)
    assert len(scene.focus.buttons) == len(ENTRIES) + 1  # and Back
    click(app, entry(scene, "Settings").rect.center)
    assert isinstance(app.scenes.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    click(app, entry(scene, "Break reminder").rect.center)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene) and "Break after (minutes)" in [label for label, _ in settings.rows]
    key(app, pygame.K_ESCAPE)
    click(app, entry(scene, "Full screen").rect.center)
    assert app.settings.fullscreen and entry(scene, "Leave full screen")
    click(app, entry(scene, "Leave full screen").rect.center)
    assert not app.settings.fullscreen
    click(app, entry(scene, "Quit spidergames").rect.center)
    assert isinstance(app.scenes.top, ConfirmScene) and app.running
    click(app, next(b for b in app.scenes.top.focus.buttons if b.label == "Yes, bye!").rect.center)
    assert not app.running


def test_the_pause_card_reaches_settings_only_through_the_gate(app) -> None:
    game = game_scene(app)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert "Settings" not in [b.label for b in pause.focus.buttons]
    click(app, next(b for b in pause.focus.buttons if b.label == "Grown-ups").rect.center)
    assert isinstance(app.scenes.top, GateScene) and game.paused


# -- the settings in pages ------------------------------------------------------------------------------
def pages(app: App, scene: SettingsScene):
    """Each page in turn, turned by a click on its right arrow."""
    yield
    while any(a.step == 1 for a in scene.arrows):
        click(app, next(a for a in scene.arrows if a.step == 1).rect.center)
        yield


def test_every_settings_control_is_drawn_a_finger_tall_on_every_page(app) -> None:
    """Fails on the old page, whose eight rows were drawn 58 px tall to fit."""
    on_menu(app)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(1 / 60)
    for page in range(getattr(scene, "pages", 1)):
        if page:
            scene.turn(1)
        recorder = Recorder(app.screen.get_size())
        scene.draw(recorder)
        small = [f"{m.rect} is drawn {m.rect.height} px tall" for m in recorder.marks
                 if m.kind == "button" and min(m.rect.size) < MIN_HIT]
        assert not small, small


def test_every_setting_is_reached_by_the_arrows_and_saved(app) -> None:
    """Each row on some page, each of its choices pressed with the mouse, the file saved each time."""
    on_menu(app)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(1 / 60)
    seen: list[str] = []
    for _page in pages(app, scene):
        seen += [label for label, _ in scene.rows]
        for row in range(len(scene.rows)):
            count = len(ROWS[len(seen) - len(scene.rows) + row].choices(scene))
            first = sum(len(ROWS[len(seen) - len(scene.rows) + r].choices(scene)) for r in range(row))
            for k in range(count):
                before = dataclasses.asdict(app.settings)
                click(app, scene.focus.buttons[first + k].rect.center)
                saved = json.loads(app.store.path.read_text(encoding="utf-8"))
                assert saved == dataclasses.asdict(app.settings), scene.rows[row]
                assert scene.focus.buttons[first + k].selected or before == saved or scene.rows[row][0] == "Sound"
        app.settings.language = "en"  # the language row was pressed: back to English for the labels
        app.save_settings()
        scene._build()
    assert seen == [row.label for row in ROWS] and len(ROWS) > PER_PAGE
    assert app.settings.break_minutes == 45 and not app.settings.calm  # the last choice of each stays


def test_the_keyboard_turns_the_pages(app) -> None:
    on_menu(app)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(1 / 60)
    while not isinstance(scene.focus.focused, PageArrow):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.page == 1 and isinstance(scene.focus.focused, PageArrow)
    assert "Calm motion" in [label for label, _ in scene.rows]
    key(app, pygame.K_RETURN)
    assert scene.page == 0


def test_old_settings_files_gain_no_break_and_keep_the_rest(tmp_path) -> None:
    from spidergames.app.settings import Settings

    assert Settings().break_minutes == 0, "off unless a grown-up turns it on"
    assert Settings.from_data({"break_minutes": 17}).break_minutes == 0
    assert Settings.from_data({"break_minutes": True}).break_minutes == 0
    assert Settings.from_data({"break_minutes": 30, "calm": True}).break_minutes == 30


# -- the break reminder -------------------------------------------------------------------------------
def game_scene(app: App, seats: tuple[Seat, ...] | None = None):
    game = load_game("yahtzee")
    characters = game.info.characters
    seats = seats or (Seat("Ann", HUMAN, "red", characters[0]), Seat("Robot", "normal", "blue", characters[1]))
    on_menu(app)
    app.autoplay = False  # real time: the robots think and show their moves
    scene = start_game_scene(app, Match(game, GameConfig(seats), 3))
    assert scene is not None
    run(app, 1.0)
    return scene


def test_the_break_comes_between_turns_with_the_game_saved_and_play_goes_on(app) -> None:
    """Robots play on while the clock runs out: the card comes only once a move is over and saved,
    never while one is shown; it is said; Keep playing carries on where it was."""
    characters = load_game("yahtzee").info.characters
    scene = game_scene(app, (Seat("Robot 1", "easy", "red", characters[0]), Seat("Robot 2", "easy", "blue",
                                                                                  characters[1])))
    app.settings.break_minutes = 15
    app.breaks.played = 15 * 60 - 0.5
    said: list[str] = []
    app.speech.say = lambda template, *args, **kwargs: said.append(template)  # type: ignore[method-assign]
    for _ in range(60 * 60):
        if isinstance(app.scenes.top, BreakScene):
            break
        app.frame(1 / 60)
    else:
        pytest.fail(f"no break card in a minute of play ({app.breaks.played:.1f} s, "
                    f"{len(scene.match.history)} moves, {[type(s).__name__ for s in app.scenes.stack]})")
    assert not (scene.anim.busy or scene.robot_busy) and scene.display.settled, "came in the middle of a move"
    replay = Match(scene.match.game, scene.match.config, 3)
    for action in scene.match.history[:-1]:
        replay.play(action)
    assert replay.current_player != scene.current, "came in the middle of a seat's turn"
    saved = app.saves.load()
    assert saved is not None and saved.history == scene.match.history, "the game is saved"
    assert said and said[-1].startswith("Time for a little break!")
    assert app.breaks.played < 1.0
    moves = len(scene.match.history)
    run(app, 5.0)
    assert isinstance(app.scenes.top, BreakScene) and len(scene.match.history) == moves, "nothing moves under it"
    click(app, app.scenes.top.play_on.rect.center)
    run(app, 10.0)
    assert len(scene.match.history) > moves, "the game goes on"


def test_no_break_when_it_is_off(app) -> None:
    game_scene(app)
    app.breaks.played = 10 * 60 * 60
    run(app, 3.0)
    assert not any(isinstance(s, BreakScene) for s in app.scenes.stack)


def test_a_pad_holds_a_and_letting_go_empties_the_ring(app) -> None:
    """A game pad's A starts the hold like Enter; letting A go ends it (it would otherwise never end)."""
    scene = gate(app)
    while scene.focus.focused is not scene.circle:
        key(app, pygame.K_TAB)

    def pad(kind: int) -> None:
        pygame.event.post(pygame.event.Event(kind, instance_id=0, button=pygame.CONTROLLER_BUTTON_A))

    pad(pygame.CONTROLLERBUTTONDOWN)
    run(app, 1.0)
    pad(pygame.CONTROLLERBUTTONUP)
    run(app, HOLD_SECONDS)
    assert scene.asking is None and scene.circle.held == 0.0
    pad(pygame.CONTROLLERBUTTONDOWN)
    run(app, HOLD_SECONDS + 0.1)
    assert scene.asking is not None


@pytest.mark.parametrize("code", ["en", "es", "fr", "de"])
def test_the_gate_words_clear_the_circle_and_its_ring_with_large_text(app, code: str) -> None:
    """The grown-ups' words (two lines with Large text in German) stay clear of the circle and its
    focus ring, and so does the kind word after a wrong sum."""
    from driving import use_settings

    from spidergames.app.ui.draw import ROUND_RING_REACH

    use_settings(app, large_text=True)
    app.settings.language = code
    app.apply_settings()
    try:
        scene = gate(app)
        scene.kind_word = "Not quite. Hold the circle again for a new sum."
        scene.focus.focus_on(scene.circle)
        recorder = Recorder(app.screen.get_size())
        scene.draw(recorder)
        ring = scene.circle.rect.inflate(2 * ROUND_RING_REACH, 2 * ROUND_RING_REACH)
        words = [m for m in recorder.marks if m.kind == "text" and m.ink is not None and m.ink.colliderect(ring)]
        assert not words, [(m.words.words if m.words else "", tuple(m.ink)) for m in words]
    finally:
        app.settings.language = "en"
        app.apply_settings()
