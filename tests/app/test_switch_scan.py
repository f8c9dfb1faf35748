"""One switch (issue #30): the focus steps by itself through a turn's choices, one press chooses.

The scan on its own clock (a test's), then in real game scenes: where it starts, what it leaves for
last, that it waits while the table moves, that any press chooses, that the app stays awake for it,
and its ring at real speed at several frame rates, every frame drawn.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from driving import DT, FPS_RATES, click, frame_times, key, use_settings, versus_robot
from one_hand import Child

from spidergames.app.application import App
from spidergames.app.settings import SCAN_PACES, Settings, SettingsStore
from spidergames.app.switch_scan import ROUNDS, Scan, grouped
from spidergames.app.ui.widgets import Button
from spidergames.core.registry import game_ids

GAMES = tuple(game_ids())


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def buttons(n: int) -> list[Button]:
    return [Button(pygame.Rect(100 * i, 0, 80, 80), str(i), lambda: None) for i in range(n)]


def scan_of(groups: list[tuple[Button, ...]], pace: float = 1.0) -> tuple[Scan, Clock]:
    clock = Clock()
    scan = Scan(lambda: pace, clock)
    scan.follow(groups)
    return scan, clock


def wait(scan: Scan, clock: Clock, seconds: float, groups: list[tuple[Button, ...]] | None) -> None:
    """`seconds` of frames of 1/64 s (exact in binary), the scan told the groups (None: the table
    moves) each frame."""
    for _ in range(round(seconds * 64)):
        clock.t += 1 / 64
        scan.follow(groups)


def test_the_scan_steps_at_the_pace_and_waits_while_the_table_moves() -> None:
    a, b, c = buttons(3)
    groups = [(a,), (b,), (c,)]
    scan, clock = scan_of(groups, pace=1.5)
    assert scan.lit() == (a,)
    wait(scan, clock, 1.4, groups)
    assert scan.lit() == (a,)
    wait(scan, clock, 0.2, groups)
    assert scan.lit() == (b,)
    wait(scan, clock, 5.0, None)  # a robot plays, a move lands: nothing lit, nothing moves on
    assert scan.lit() == ()
    scan.follow(groups)
    assert scan.lit() == (b,)
    wait(scan, clock, 1.4, groups)
    assert scan.lit() == (b,), "the time the table moved counted towards the scan's next step"
    wait(scan, clock, 1.7, groups)
    assert scan.lit() == (a,), "the scan goes round"


def test_a_group_opens_its_items_go_round_twice_then_the_groups_come_back() -> None:
    one, *many = buttons(4)
    groups = [tuple(many), (one,)]
    scan, clock = scan_of(groups)
    assert scan.lit() == tuple(many)
    assert scan.press() is None  # opens
    seen = []
    for _ in range(ROUNDS * len(many)):
        seen.append(scan.lit())
        wait(scan, clock, 1.0, groups)
    assert seen == [(b,) for b in many] * ROUNDS
    assert scan.lit() == tuple(many)
    scan.press()
    wait(scan, clock, 1.0, groups)
    assert scan.press() is many[1]
    wait(scan, clock, 0.1, groups)  # the choices stay as they were (a die kept): on in the group, once round
    after = []
    for _ in range(len(many)):
        after.append(scan.lit())
        wait(scan, clock, 1.0, groups)
    assert after == [(many[2],), (many[0],), (many[1],)]
    assert scan.lit() == tuple(many)
    scan.press()
    assert scan.press() is many[0]
    scan.follow([(one,), tuple(many)])  # the choice changed the choices: from the first group
    assert scan.lit() == (one,)


def test_new_choices_start_the_scan_again_and_off_lights_nothing() -> None:
    a, b, c = buttons(3)
    scan, clock = scan_of([(a,), (b,)])
    wait(scan, clock, 1.0, [(a,), (b,)])
    assert scan.lit() == (b,)
    scan.follow([(c,), (b,)])
    assert scan.lit() == (c,)
    off = Scan(lambda: 0.0, clock)
    off.follow([(a,)])
    assert off.lit() == () and off.press() is None


def test_few_choices_are_scanned_one_by_one_many_by_kind() -> None:
    few = buttons(4)
    assert grouped(few, lambda b: 0) == [(b,) for b in few]
    many = buttons(9)
    assert grouped(many, lambda b: int(b.label) % 2) == [tuple(many[0::2]), tuple(many[1::2])]


@pytest.mark.parametrize("value, kept", [(2.5, 2.5), (4, 4.0), (0.3, 0.0), ("2.5", 0.0), (True, 0.0),
                                         (float("nan"), 0.0), (10**400, 0.0), ([1.0], 0.0)])
def test_the_pace_setting_keeps_only_the_paces_offered(value: object, kept: float) -> None:
    settings = Settings.from_data({"scan_pace": value})
    assert settings.scan_pace == kept and isinstance(settings.scan_pace, float)
    assert 0.0 in SCAN_PACES and Settings().scan_pace == 0.0, "off unless a grown-up turns it on"


def scanning(app: App, game_id: str, pace: float = 1.0):  # noqa: ANN201 - a game scene of any game
    scene = versus_robot(app, game_id, "scan")
    app.settings.scan_pace = pace
    app.frame(DT)
    assert scene.scan.lit(), f"{game_id}: nothing lit on the child's turn"
    return scene


@pytest.mark.parametrize("game_id", GAMES)
def test_the_scan_starts_with_the_turns_choices_and_ends_with_the_kits_buttons(app: App, game_id: str) -> None:
    scene = scanning(app, game_id)
    groups = scene.scan.groups
    kit = {id(b) for b in (scene.assist.help, scene.assist.oops, scene.menu_button, *scene.aside())}
    assert not kit & {id(b) for b in groups[0]}, f"{game_id}: the scan spends its first step on the kit's buttons"
    assert id(scene.menu_button) in {id(b) for b in groups[-1]} and {id(b) for b in groups[-1]} <= kit
    assert id(scene.assist.help) in {id(b) for b in groups[-1]}, "Help is reachable by one switch"
    scanned = [id(b) for g in groups for b in g]
    assert sorted(scanned) == sorted(id(b) for b in scene.focus.buttons if b.enabled and b is not getattr(
        scene, "spare_button", None)), "every choice is in the scan once (the Labyrinth's spare: Turn does it)"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_app_stays_awake_while_the_scan_steps(app: App, game_id: str) -> None:
    """The app sleeps when nothing moves and nobody touches it; a scan that moves on by itself must
    keep it drawing, or a child with a switch waits for ever."""
    scene = scanning(app, game_id)
    app.since_input = 60.0
    assert not scene.moving
    assert not app.asleep()


def test_space_enter_or_a_click_anywhere_chooses_what_is_lit(app: App) -> None:
    scene = scanning(app, "labyrinth")
    assert scene.scan.lit() == (scene.turn_button,)
    key(app, pygame.K_SPACE)
    assert scene.rotation == 1
    for _ in range(3):
        app.frame(DT)
    assert scene.scan.lit() == (scene.turn_button,), "after a choice the scan starts again at Turn"
    click(app, (5, 700))  # far from Turn: the click is the switch
    assert scene.rotation == 2
    key(app, pygame.K_RETURN)
    assert scene.rotation == 3


def test_the_scan_waits_while_a_robot_plays(app: App) -> None:
    scene = scanning(app, "webrace")
    child = Child(scene.match)
    for _ in range(3000):  # the child's turn, by the switch
        if not scene.is_human_turn():
            break
        want = child.wanted(scene) if scene.ready() else None
        if want is not None and any(b is want for b in scene.scan.lit()):
            key(app, pygame.K_SPACE)
        else:
            app.frame(DT)
    assert not scene.is_human_turn()
    for _ in range(3000):  # the robot's turn, at real speed
        app.frame(DT)
        if scene.is_human_turn() and scene.ready() and not scene.moving:
            break
        assert not scene.scan.lit(), "the scan lit something while a robot played"
    app.frame(DT)
    assert scene.scan.lit(), "the scan did not start again on the child's next turn"


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_scan_ring_at_real_speed(app: App, fps: int) -> None:
    """Every frame drawn: the ring is round what is lit on each, its bar fills up steadily, and the scan
    moves on after the pace (give or take one frame, a hitch of half a second at most)."""
    scene = versus_robot(app, "labyrinth", "ring")
    use_settings(app)
    app.settings.scan_pace = SCAN_PACES[1]
    pace = app.settings.scan_pace
    times = frame_times(random.Random(fps), fps)
    last_lit, last_share, rested, steps = None, 0.0, 0.0, 0
    for _ in range(round(6 * pace * fps)):
        dt = next(times)
        app.frame(dt)
        lit = scene.scan.lit()
        assert lit, "nothing lit on a frame of the child's turn"
        share = scene.scan.share()
        ring = lit[0].rect.inflate(36, 36)  # 18 px out: the scan's yellow band, outside the keyboard's ring
        yellow = sum(1 for x in range(ring.left, ring.right) for y in (ring.top, ring.bottom - 1)
                     if 0 <= x < 1280 and 0 <= y < 720 and _is_focus(app.screen.get_at((x, y))))
        assert yellow > ring.width // 3, f"the scan ring is not drawn round {lit[0]} ({yellow} px)"
        if lit == last_lit:
            rested += dt
            assert share >= last_share, "the bar went back without a step"
        else:
            if last_lit is not None:
                steps += 1
                assert pace - 1e-6 <= rested + dt <= pace + max(dt, 1 / fps * 1.3) + 1e-6, (
                    f"a step after {rested + dt:.3f} s at a pace of {pace} s")
            rested = 0.0
        last_lit, last_share = lit, share
    assert steps >= 4


def _is_focus(colour: pygame.Color) -> bool:
    return colour.r > 240 and colour.g > 210 and colour.b < 90


def test_one_switch_opens_the_menu_and_comes_back_from_it(app: App) -> None:
    """The kit's last group holds the Menu: the pause card it opens answers the same press with its
    first button (Keep playing), and the scan goes on at the table."""
    from spidergames.app.scenes.overlays import PauseScene

    scene = scanning(app, "labyrinth")

    def press_when(lit: Callable[[], bool]) -> None:
        for _ in range(round(60 / DT)):
            if lit():
                key(app, pygame.K_SPACE)
                return
            app.frame(DT)
        raise AssertionError("never lit")

    press_when(lambda: any(b is scene.menu_button for b in scene.scan.lit()) and len(scene.scan.lit()) > 1)
    press_when(lambda: scene.scan.lit() == (scene.menu_button,))
    assert isinstance(app.scenes.top, PauseScene)
    key(app, pygame.K_SPACE)
    assert app.scenes.top is scene
    app.frame(DT)
    assert scene.scan.lit() == (scene.turn_button,)


def test_the_pace_is_kept_with_the_other_settings(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.settings.scan_pace = 2.5
    store.save()
    assert SettingsStore(tmp_path).settings.scan_pace == 2.5
