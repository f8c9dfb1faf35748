"""The music player: the tune the screen asks for, at the grown-ups' volume, ducking under the voice.

Driven on the real player (`pygame.mixer.music`, SDL's dummy sound device) with a fake clock: every
fade and duck moves with the clock the test turns, never with the wall clock.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass

import pygame
import pytest

from spidergames.app.music import (
    BACK_SECONDS,
    DEMO_SOFTLY,
    DUCK_SECONDS,
    DUCKED,
    FADE_IN_SECONDS,
    FADE_OUT_SECONDS,
    HOLD_SECONDS,
    LOUD,
    QUIET,
    WIN,
    Music,
    Tune,
    wanted,
)
from spidergames.app.scene import Scene
from spidergames.app.settings import Settings
from spidergames.app.speech import MixerEngine, Part

STEP = 1 / 60  # seconds a frame


class Clock:
    """A clock that moves only when the test says."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Screen:
    """A scene as far as the music cares."""

    music: Tune | None = None


@pytest.fixture
def mixer() -> Iterator[None]:
    pygame.mixer.init(22050, -16, 1, 512)
    yield
    pygame.mixer.quit()


def run(music: Music, clock: Clock, scenes: list[Screen], seconds: float) -> None:
    """`seconds` of frames."""
    for _ in range(round(seconds / STEP)):
        clock.now += STEP
        music.update(scenes)


def heard() -> float:
    """The music's volume as the mixer has it (SDL keeps it in 128 steps)."""
    return pygame.mixer.music.get_volume() if pygame.mixer.music.get_busy() else 0.0


def test_the_top_most_scene_that_names_a_tune_is_heard() -> None:
    game, pause, results = Screen(Tune("labyrinth")), Screen(), Screen(WIN)
    assert wanted([Screen(Tune("menu")), game, pause]) == Tune("labyrinth")  # a pause card keeps the game's
    assert wanted([Screen(Tune("menu")), game, results]) == WIN
    assert wanted([Screen(), Screen()]) is None  # nothing named: whatever plays goes on


def test_the_volume_is_the_grown_ups_choice() -> None:
    settings = Settings()
    music = Music(settings)
    assert settings.music_volume == QUIET < LOUD  # a quiet default
    assert music.level(Tune("menu")) == QUIET
    assert music.level(Tune("menu", demo=True)) == QUIET * DEMO_SOFTLY  # the classroom demo: softly...
    settings.demo_music = False
    assert music.level(Tune("menu", demo=True)) == 0.0  # ...or not at all
    settings.muted = True
    assert music.level(Tune("menu")) == 0.0  # Sound Off silences the music too
    settings.muted, settings.music_volume = False, 0.0
    assert music.level(Tune("menu")) == 0.0  # Music Off
    assert Settings.from_data({"music_volume": 7, "demo_music": "yes"}).music_volume == 1.0
    assert Settings.from_data({"demo_music": "yes"}).demo_music is True  # a wrong type keeps the default


def test_a_theme_fades_in_loops_and_gives_way_to_the_next(mixer: None) -> None:
    clock, settings = Clock(), Settings()
    music = Music(settings, clock)
    menu = [Screen(Tune("menu"))]
    run(music, clock, menu, STEP)
    assert music.playing == Tune("menu") and pygame.mixer.music.get_busy()
    assert heard() < QUIET / 4  # fading in, not all at once
    run(music, clock, menu, FADE_IN_SECONDS)
    assert heard() == pytest.approx(QUIET, abs=1 / 128)
    game = [*menu, Screen(Tune("webrace"))]
    run(music, clock, game, FADE_OUT_SECONDS / 2)
    assert music.playing == Tune("menu") and 0 < heard() < QUIET  # the menu's tune fades out first...
    run(music, clock, game, FADE_OUT_SECONDS / 2 + 2 * STEP)
    assert music.playing == Tune("webrace") and pygame.mixer.music.get_busy()  # ...then the game's starts
    run(music, clock, game, FADE_IN_SECONDS)
    assert heard() == pytest.approx(QUIET, abs=1 / 128)


def test_music_ducks_while_a_prompt_is_spoken_and_comes_back_after(mixer: None) -> None:
    """A real prompt said by the real voice engine: the music goes down under it at once and comes
    back a moment after it ends, by the clock."""
    clock, settings = Clock(), Settings(music_volume=LOUD)
    music = Music(settings, clock)
    scenes = [Screen(Tune("menu"))]
    run(music, clock, scenes, FADE_IN_SECONDS + STEP)
    assert heard() == pytest.approx(LOUD, abs=1 / 128)
    engine = MixerEngine("en", listener=music.voice)
    engine.speak((Part(clip="Roll the dice."),), 1.0)
    said = engine.channel().get_sound().get_length()  # type: ignore[union-attr]
    assert 0.5 < said < 3
    run(music, clock, scenes, DUCK_SECONDS + STEP)
    assert heard() == pytest.approx(LOUD * DUCKED, abs=1 / 128)  # down under the voice
    run(music, clock, scenes, said + HOLD_SECONDS - DUCK_SECONDS - 2 * STEP)
    assert heard() == pytest.approx(LOUD * DUCKED, abs=1 / 128)  # still down until just after it ends
    run(music, clock, scenes, BACK_SECONDS / 2)
    assert LOUD * DUCKED < heard() < LOUD  # coming back...
    run(music, clock, scenes, BACK_SECONDS / 2 + 2 * STEP)
    assert heard() == pytest.approx(LOUD, abs=1 / 128)  # ...all the way
    engine.speak((Part(clip="Roll the dice."),), 1.0)
    run(music, clock, scenes, DUCK_SECONDS + STEP)
    engine.stop()  # a prompt cut off (the voice turned off): the music comes back without waiting
    run(music, clock, scenes, HOLD_SECONDS + BACK_SECONDS + STEP)
    assert heard() == pytest.approx(LOUD, abs=1 / 128)


def test_off_stops_the_music_and_on_starts_it_again(mixer: None) -> None:
    clock, settings = Clock(), Settings()
    music = Music(settings, clock)
    scenes = [Screen(Tune("yahtzee"))]
    run(music, clock, scenes, FADE_IN_SECONDS)
    settings.music_volume = 0.0
    run(music, clock, scenes, FADE_OUT_SECONDS + STEP)
    assert music.playing is None and not pygame.mixer.music.get_busy()
    settings.music_volume = QUIET
    run(music, clock, scenes, STEP)
    assert music.playing == Tune("yahtzee") and pygame.mixer.music.get_busy()


def test_the_demo_plays_softly_or_not_at_all(mixer: None) -> None:
    clock, settings = Clock(), Settings(music_volume=LOUD)
    music = Music(settings, clock)
    demo = [Screen(Tune("menu")), Screen(Tune("labyrinth", demo=True))]
    run(music, clock, demo, FADE_IN_SECONDS + STEP)
    assert heard() == pytest.approx(LOUD * DEMO_SOFTLY, abs=1 / 128)
    settings.demo_music = False
    run(music, clock, demo, FADE_OUT_SECONDS + STEP)
    assert not pygame.mixer.music.get_busy()


def test_the_win_tune_starts_at_once_and_plays_once(mixer: None) -> None:
    clock, settings = Clock(), Settings()
    music = Music(settings, clock)
    scenes = [Screen(Tune("somethingwild")), Screen(WIN)]
    run(music, clock, scenes, FADE_OUT_SECONDS + STEP)
    assert music.playing == WIN and heard() == pytest.approx(QUIET, abs=1 / 128)  # a fanfare does not fade in
    pygame.mixer.music.stop()  # as when it reaches its end
    run(music, clock, scenes, 1.0)
    assert music.playing == WIN and not pygame.mixer.music.get_busy()  # not again


def test_a_missing_tune_is_silence_noted_once(mixer: None, caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    music = Music(Settings(), clock)
    with caplog.at_level(logging.INFO, logger="spidergames.app.music"):
        run(music, clock, [Screen(Tune("a-game-without-a-theme"))], 0.5)
    assert music.playing is None and not pygame.mixer.music.get_busy()
    assert sum("a-game-without-a-theme" in r.getMessage() for r in caplog.records) == 1


def test_without_a_sound_device_nothing_plays_and_nothing_fails() -> None:
    pygame.mixer.quit()
    clock = Clock()
    music = Music(Settings(), clock)
    run(music, clock, [Screen(Tune("menu"))], 0.5)
    music.voice(2.0)
    run(music, clock, [Screen(Tune("menu"))], 0.5)
    assert music.playing is None


# -- the app's wiring -----------------------------------------------------------------------------
def test_the_app_plays_the_screens_tune_and_ducks_under_its_voice(app) -> None:
    from spidergames.app.scenes.menu import MenuScene
    from spidergames.app.scenes.settings_scene import SettingsScene

    app.start_sound()
    app.scenes.push(MenuScene(app))
    app.scenes.push(SettingsScene(app))
    app.frame(STEP)
    assert app.music.playing == Tune("menu") and pygame.mixer.music.get_busy()  # under the Settings too
    app.speech.say("Roll the dice.")
    assert app.speech.wait()
    assert app.music.speaking  # the voice told the music how long it speaks
    app.autoplay = True

    class Themed(Scene):
        music = Tune("yahtzee")

    app.scenes.push(Themed(app))
    app.frame(STEP)
    assert app.music.tune == Tune("menu")  # --autoplay plays no music


@pytest.mark.parametrize("game_id", ["yahtzee", "labyrinth", "webrace", "somethingwild"])
def test_no_tune_tells_a_secret(app, game_id: str) -> None:
    """What plays is named by the screen shown, never by the game's state: every deal of a game has
    the same theme, and the win tune is the same whoever wins."""
    import random

    from driving import fast_forward, new_match, random_config

    from spidergames.app.games import scene_class
    from spidergames.app.table.results import ResultsScene

    cls = scene_class(game_id)
    assert cls is not None
    tunes = {cls(app, fast_forward(new_match(game_id, random_config(game_id, random.Random(seed), humans=2), seed),
                                   6)).music for seed in (1, 2)}
    assert tunes == {Tune(game_id)}
    assert ResultsScene.music == WIN


def test_the_grown_ups_set_the_music_in_settings(app) -> None:
    from spidergames.app.scenes.settings_scene import SettingsScene

    settings = SettingsScene(app)
    app.scenes.push(settings)
    row = [label for label, _ in settings.rows].index("Music")
    choices = settings.focus.buttons[7:10]  # after Sound's four and Voice's three
    assert row == 2 and [b.label for b in choices] == ["Off", "Quiet", "Loud"] and choices[1].selected
    for k, volume in enumerate((0.0, QUIET, LOUD)):
        settings.focus.buttons[7 + k].on_click()  # the row is drawn again: its buttons are new ones
        assert app.settings.music_volume == volume and settings.focus.buttons[7 + k].selected
        assert f'"music_volume": {volume}' in app.store.path.read_text(encoding="utf-8")


def test_the_teacher_chooses_the_demos_music_in_watch_and_learn(app) -> None:
    from spidergames.app.scenes.demo import DemoChooser

    chooser = DemoChooser(app)
    app.scenes.push(chooser)
    quiet, off = chooser.music_choices
    assert quiet.selected and not off.selected and app.settings.demo_music
    off.on_click()
    assert off.selected and not quiet.selected and not app.settings.demo_music
    assert '"demo_music": false' in app.store.path.read_text(encoding="utf-8")
    assert not DemoChooser(app).music_choices[0].selected  # remembered


def test_the_music_comes_back_after_a_prompt_while_the_app_sleeps(app, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real main loop, asleep (drawing nothing) when a prompt ends, still brings the music back."""
    from spidergames.app import application
    from tests.app.test_idle import Counting, FakeTime

    class Themed(Counting):
        music = Tune("menu")

    monkeypatch.setattr(application, "IDLE_AFTER", 0.2)
    app.start_sound()
    volumes: dict[str, float] = {}
    presented: list[float] = []
    clock = FakeTime([
        (2.0, lambda: app.music.voice(1.0)),  # the speech thread starts a one-second prompt
        (2.5, lambda: volumes.setdefault("under", heard())),
        (4.5, lambda: volumes.setdefault("after", heard())),
        (5.0, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))])
    real_flip = pygame.display.flip
    monkeypatch.setattr(app, "clock", clock)
    monkeypatch.setattr(app.music, "clock", lambda: clock.now)
    monkeypatch.setattr(application.time, "sleep", clock.sleep)
    monkeypatch.setattr(pygame.display, "flip", lambda: (presented.append(clock.now), real_flip()))
    app.since_input = 0.0
    app.run(Themed(app), max_frames=10**9)
    assert not [t for t in presented if 1.0 < t < 5.0], "asleep all along"
    assert volumes["under"] == pytest.approx(QUIET * DUCKED, abs=1 / 128)
    assert volumes["after"] == pytest.approx(QUIET, abs=1 / 128)
