"""Calm motion and flashing (issue #30): with Calm motion nothing shakes, bounces, spins or flashes, and
with or without it nothing on screen flashes more than three times a second (WCAG 2.3.1), measured on
every frame of a slice of each game played at real speed (tests/test_frame_sweep.py's machinery).

The quick tier plays one slice (Yahtzee's dice, calm); CI plays every game at three frame rates, both ways.
"""

from __future__ import annotations

import dataclasses
import random
import time

import pygame
import pytest
from driving import click, game_scene, play_at_real_speed, random_config, use_settings
from flashes import FlashMeter
from test_frame_sweep import SLICE_ACTIONS, SLICE_FRAMES, slice_of

from spidergames.app import motion
from spidergames.app.anim import Animator, Ease
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.settings import Settings
from spidergames.app.table.sprites import Sprite, pulse
from spidergames.core.registry import game_ids

SWEEP_RATES = (24, 60, 144)
QUICK = {("yahtzee", 60, True)}  # the developer's loop: the dice, calm (the rest in CI)


@pytest.fixture
def on_menu(app):
    """The app on its menu, as a family starts it."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    return app


@pytest.fixture(autouse=True)
def lively_after() -> object:
    """Calm motion is a module setting (like the text size): leave it off for the tests that follow."""
    yield
    motion.set_calm(False)


def blink(hz: float, rect: pygame.Rect, fps: int, seconds: float = 2.0) -> FlashMeter:
    """A white `rect` switched on and off `hz` times a second over a dark table, seen at `fps`."""
    meter, surface = FlashMeter(), pygame.Surface((1280, 720))
    for k in range(round(seconds * fps)):
        surface.fill((20, 40, 90))
        if int(k / fps * hz * 2) % 2 == 0:
            pygame.draw.rect(surface, (250, 250, 250), rect)
        meter.see(surface, 1 / fps)
    return meter


@pytest.mark.parametrize("fps", [24, *(pytest.param(fps, marks=pytest.mark.slow) for fps in (60, 144))])
def test_the_meter_catches_a_planted_5hz_blink(fps: int) -> None:
    """A big blink five times a second fails; three times a second, or five times on a small patch, passes."""
    big, small = pygame.Rect(200, 100, 420, 320), pygame.Rect(200, 100, 120, 120)
    assert blink(5, big, fps).flashes, "a 5 Hz blink over a quarter of the screen went unnoticed"
    assert not blink(3, big, fps).flashes, blink(3, big, fps).report()
    assert not blink(5, small, fps).flashes, blink(5, small, fps).report()


def test_calm_motion_is_a_saved_setting_off_by_default() -> None:
    assert Settings().calm is False
    assert Settings.from_data(dataclasses.asdict(Settings(calm=True))).calm is True
    assert Settings.from_data({"calm": "yes"}).calm is False  # a wrong type keeps the default


def test_calm_motion_settles_every_easing_and_stills_every_lift(monkeypatch) -> None:
    """The one policy: no overshoot or bounce, no arc, hop or spin, glows held still."""
    monkeypatch.setattr(motion, "_calm", {"on": True})
    seen: list[float] = []
    anim = Animator()
    anim.tween(1.0, seen.append, ease=Ease.BACK)
    anim.tween(1.0, seen.append, ease=Ease.BOUNCE)
    for _ in range(20):
        anim.update(0.05)
    assert max(seen) <= 1.0, "an easing overshot with Calm motion"
    assert {pulse(t / 10) for t in range(30)} == {motion.STEADY}
    assert motion.height(90) == 0 and motion.turn(540) == 0 and not motion.flickers()


def test_the_calm_switch_in_settings(on_menu) -> None:
    """Settings' Calm motion row (Yes or No, on its own row, apart from the animation speed's) switches
    Calm motion on and off, saves it and applies it at once."""
    from spidergames.app.scenes.settings_scene import PageArrow, SettingsScene

    scene = SettingsScene(on_menu)
    on_menu.scenes.push(scene)
    on_menu.frame(1 / 60)
    while "Calm motion" not in [label for label, _icon in scene.rows]:  # its page, by the arrow
        click(on_menu, next(b for b in scene.focus.buttons if isinstance(b, PageArrow) and b.step == 1).rect.center)
    assert "Calm" not in [b.label for b in scene.focus.buttons], "not squeezed into the speed's row"
    for want in (True, False):
        button = next(b for b in scene.focus.buttons if b.label == ("Yes" if want else "No"))
        assert not button.selected  # the other answer is the one chosen now
        click(on_menu, button.rect.center)
        button = next(b for b in scene.focus.buttons if b.label == ("Yes" if want else "No"))
        assert button.selected
        assert on_menu.settings.calm is want and motion.calm() is want
        assert on_menu.store.path.read_text().count(f'"calm": {str(want).lower()}') == 1


def still(app, match, lifts: dict[Sprite, float]) -> list[str]:
    """What moves in a way Calm motion forbids on this frame of `match`'s scene: a sprite that comes
    back down while it shows (an arc, a hop; a card may rise once, to show a computer's choice)."""
    scene = game_scene(app, match)
    if scene is None:
        return []
    wrong = [f"a sprite came down from {lifts[s]:.0f} to {s.lift:.0f} px" for s in scene.sprites.sprites
             if s.lift < lifts.get(s, 0.0)]
    lifts.clear()
    lifts.update({s: s.lift for s in scene.sprites.sprites})
    wrong += [f"a tween eased {t.ease.name}" for t in scene.anim._tweens if t.ease in (Ease.BACK, Ease.BOUNCE)]
    dice = getattr(scene, "dice", None)
    if dice is not None:
        wrong += [f"die {i} turned {a:.0f} degrees" for i, a in enumerate(dice.angle) if a]
        wrong += [f"die {i} flashed a face" for i, f in enumerate(dice.flash) if f is not None]
    return wrong


@pytest.mark.parametrize(("game_id", "fps", "calm"), [
    pytest.param(game_id, fps, calm, id=f"{game_id}-{fps}fps-{'calm' if calm else 'lively'}",
                 marks=() if (game_id, fps, calm) in QUICK else pytest.mark.slow)
    for game_id in game_ids() for fps in SWEEP_RATES for calm in (True, False)])
def test_no_frame_flashes_and_calm_motion_keeps_still(on_menu, game_id: str, fps: int, calm: bool) -> None:
    """A slice of the game's middle at real speed (a robot table, normal speed), every frame drawn and
    measured for flashes; with Calm motion, no frame lifts, spins, bounces or flickers anything."""
    started = time.perf_counter()
    rng = random.Random(f"calm-{game_id}-{fps}-{calm}")
    use_settings(on_menu)
    on_menu.settings.calm = calm
    on_menu.apply_settings()
    meter, wrong, lifts = FlashMeter(), [], {}
    frame = on_menu.frame

    def measured(dt: float) -> None:
        frame(dt)
        meter.see(on_menu.screen, dt)
        if calm:
            wrong.extend(still(on_menu, match, lifts))

    on_menu.frame = measured
    match = slice_of(game_id, random_config(game_id, rng, players=3), rng, 1)
    first = len(match.history)
    sweep = play_at_real_speed(on_menu, match, rng, fps, max_actions=first + SLICE_ACTIONS, max_frames=SLICE_FRAMES)
    assert sweep.actions > first, "nothing was played"
    assert not meter.flashes, meter.report()
    assert not wrong, f"{len(wrong)} calm frames moved: {sorted(set(wrong))[:5]}"
    print(f"{game_id} {fps} fps {'calm' if calm else 'lively'}: {sweep.frames} frames, "
          f"{time.perf_counter() - started:.1f} s")
