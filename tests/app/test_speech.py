"""Spoken prompts: off the draw thread, the newest prompt wins, silence (never an error) when a
voice is missing, and a clip for every phrase and every seat fallback."""

from __future__ import annotations

import io
import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from spidergames.app.input import Kind, translate
from spidergames.app.paths import assets_dir
from spidergames.app.settings import Settings
from spidergames.app.speech import (
    MixerEngine,
    Part,
    Speech,
    SystemVoice,
    Utterance,
    clip_id,
    fragments,
    plan,
    seat_phrase,
)
from spidergames.artgen import voice
from spidergames.core.protocol import HUMAN, Seat

ANN = Seat("Ann", HUMAN, "red", "spider-man")
TURN = "Your turn, {name}! Roll the dice."


class FakeEngine:
    """Records what was said and on which thread; `hold` keeps the first `speak` busy."""

    def __init__(self, hold: threading.Event | None = None) -> None:
        self.said: list[tuple[Utterance, float]] = []
        self.threads: set[int] = set()
        self.stops = 0
        self.hold = hold
        self.busy = threading.Event()

    def speak(self, utterance: Utterance, volume: float) -> None:
        self.threads.add(threading.get_ident())
        self.said.append((utterance, volume))
        if self.hold is not None and len(self.said) == 1:
            self.busy.set()
            self.hold.wait(5)

    def stop(self) -> None:
        self.threads.add(threading.get_ident())
        self.stops += 1


class NoSystemVoice(SystemVoice):
    def synthesise(self, text: str, out: Path) -> None:
        raise OSError("no voice on this computer")


@pytest.fixture
def mixer() -> Iterator[None]:
    pygame.mixer.init(22050, -16, 1, 512)
    yield
    pygame.mixer.quit()


# -- what is said ----------------------------------------------------------------------------------
def test_a_template_is_cut_at_its_placeholders() -> None:
    assert fragments(TURN) == ["Your turn,", "Roll the dice."]
    assert fragments("{winner} wins with {points} points!") == ["wins with", "points!"]


def test_a_seat_is_its_typed_name_first_then_its_colour_and_character() -> None:
    assert plan(TURN, {}, {"name": ANN}) == (
        Part(clip="Your turn,"), Part(clip="red Spider-Man", system="Ann", system_first=True),
        Part(clip="Roll the dice."))
    assert plan("{winner} wins with {points} points!", {"points": 24}, {"winner": ANN})[1:] == (
        Part(clip="wins with"), Part(clip="24", system="24"), Part(clip="points!"))


def test_clip_ids_are_stable_and_readable() -> None:
    assert clip_id("Roll the dice.") == clip_id("  Roll   the dice. ") == "roll-the-dice-b33ce109"
    assert clip_id("Roll the dice.") != clip_id("Roll the dice!")


# -- threads and cut-off ---------------------------------------------------------------------------
def test_speech_never_runs_on_the_draw_thread() -> None:
    engine = FakeEngine()
    speech = Speech(Settings(), engine)
    for send in (lambda: speech.say(TURN, seats={"name": ANN}), speech.again, speech.stop):
        send()
        assert speech.wait()  # each handled before the next is sent (a newer one replaces a waiting one)
    assert len(engine.said) == 2 and engine.stops == 1
    assert engine.threads and threading.get_ident() not in engine.threads


def test_a_new_prompt_cuts_the_ones_waiting() -> None:
    hold = threading.Event()
    engine = FakeEngine(hold)
    speech = Speech(Settings(), engine)
    speech.say("Your turn, {name}!", seats={"name": ANN})
    assert engine.busy.wait(5)
    speech.say("Roll again, or score.")  # arrives while the first is still being prepared ...
    speech.say("Well played, everyone!")  # ... and is replaced before the worker gets to it
    hold.set()
    assert speech.wait()
    assert [u[0].clip for u, _ in engine.said] == ["Your turn,", "Well played, everyone!"]


def test_voice_off_or_muted_says_nothing_and_stops_what_plays() -> None:
    engine = FakeEngine()
    settings = Settings(voice=False)
    speech = Speech(settings, engine)
    speech.say(TURN, seats={"name": ANN})
    assert speech.wait()
    settings.voice, settings.muted = True, True
    speech.again()
    assert speech.wait()
    settings.muted, settings.voice_volume = False, 0.5
    speech.again()
    assert speech.wait()
    assert engine.stops == 2 and [v for _, v in engine.said] == [0.5]


def test_the_real_engine_cuts_the_sound_playing(mixer: None) -> None:
    engine = MixerEngine("en", NoSystemVoice())
    long = (Part(clip="Tap the dice you want to keep, then roll again."),)
    engine.speak(long, 1.0)
    channel = engine.channel()
    assert channel is not None and channel.get_busy()
    first = channel.get_sound().get_length()
    engine.speak((Part(clip="Thor"),), 1.0)
    assert channel.get_sound().get_length() < first / 2
    engine.stop()
    assert not channel.get_busy()


# -- missing voices --------------------------------------------------------------------------------
def test_no_system_voice_means_the_seats_clip_logged_once(mixer: None, caplog) -> None:
    engine = MixerEngine("en", NoSystemVoice())
    caplog.set_level(logging.INFO, "spidergames.app.speech")
    seat = plan("{name}", {}, {"name": ANN})[0]
    for _ in range(3):
        sound = engine.part_sound(seat)
        assert sound is not None and sound.get_length() > 0.3  # "red Spider-Man"
    assert sum("no system voice" in r.message for r in caplog.records) == 1


def test_a_missing_language_is_silent_and_logged_once(mixer: None, caplog) -> None:
    engine = MixerEngine("xx", NoSystemVoice())
    caplog.set_level(logging.INFO, "spidergames.app.speech")
    speech = Speech(Settings(), engine)
    for _ in range(3):
        speech.say(TURN, seats={"name": ANN})
        assert speech.wait()
    channel = engine.channel()
    assert channel is not None and not channel.get_busy()
    assert sum("Roll the dice." in r.message for r in caplog.records) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_no_sound_device_is_silent(caplog) -> None:
    pygame.mixer.quit()
    caplog.set_level(logging.INFO, "spidergames.app.speech")
    engine = MixerEngine("en", NoSystemVoice())
    engine.speak(plan(TURN, {}, {"name": ANN}), 1.0)
    engine.speak(plan(TURN, {}, {"name": ANN}), 1.0)
    assert sum("no sound device" in r.message for r in caplog.records) == 1


# -- the clips -------------------------------------------------------------------------------------
def test_every_phrase_value_and_seat_fallback_has_a_clip(mixer: None) -> None:
    folder = assets_dir() / "voice" / "en"
    wanted = voice.texts()
    missing = [t for t in wanted if not (folder / f"{clip_id(t)}.ogg").is_file()]
    assert not missing, f"run python -m spidergames.artgen.voice; no clip for {missing}"
    seats = voice.seat_phrases()
    assert "blue Ghost-Spider" in seats and "yellow Lizard" in seats and len(seats) == 4 * 14
    assert set(seats) <= set(wanted)
    extra = {p.stem for p in folder.glob("*.ogg")} - {clip_id(t) for t in wanted}
    assert not extra, f"clips nobody asks for: {extra}"
    for text in wanted:
        sound = pygame.mixer.Sound(str(folder / f"{clip_id(text)}.ogg"))
        assert 0.1 < sound.get_length() < 4.5, text


def test_every_template_in_the_list_can_be_said_from_clips() -> None:
    for template in voice.templates():
        for part in plan(template, {"points": 24, "count": 3, "friend": "Hulks", "symbol": "Pizza Slice",
                                    "villain": "Doctor Doom", "power": "Lucky 7"},
                         {k: ANN for k in ("name", "player", "winner", "other")}):
            assert part.clip in voice.texts(), (template, part)


@pytest.mark.skipif(bool(voice.missing_tools()), reason=f"needs {' and '.join(voice.missing_tools())} "
                    "(apt install espeak-ng vorbis-tools; .ci/run installs them)")
def test_the_chosen_engine_really_speaks(mixer: None) -> None:
    data = voice.speak("Roll the dice.")
    assert data.startswith(b"OggS") and data == voice.speak("Roll the dice.")  # the same bytes each run
    sound = pygame.mixer.Sound(io.BytesIO(data))
    assert 0.5 < sound.get_length() < 2.0
    raw = sound.get_raw()
    assert max(abs(int.from_bytes(raw[i:i + 2], "little", signed=True)) for i in range(0, len(raw), 2)) > 8000


def test_seat_phrases_name_colour_then_character() -> None:
    assert seat_phrase("red", "spider-man") == "red Spider-Man"
    assert seat_phrase("green", "mr-fantastic") == "green Mister Fantastic"


# -- the app's wiring ------------------------------------------------------------------------------
def test_s_says_it_again_except_while_typing() -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0)
    intent = translate(event, (1280, 720))
    assert intent is not None and intent.kind == Kind.SAY_AGAIN
    assert translate(event, (1280, 720), typing=True) is None


def test_voice_settings_round_trip_and_bad_values_fall_back() -> None:
    assert Settings.from_data({"voice": False, "voice_volume": 0.5}) == Settings(voice=False, voice_volume=0.5)
    assert Settings.from_data({"voice": "yes", "voice_volume": 7}) == Settings(voice=True, voice_volume=1.0)


def test_the_app_owns_a_speech_service_the_s_key_reaches(app) -> None:
    engine = FakeEngine()
    app.speech.engine = engine
    app.speech.say(TURN, seats={"name": ANN})
    assert app.speech.wait()
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0))
    assert app.speech.wait()
    assert len(engine.said) == 2 and engine.said[0] == engine.said[1]


def test_the_voice_row_turns_it_off_and_sets_its_own_volume(app) -> None:
    from spidergames.app.scenes.settings_scene import SettingsScene
    from tests.driving import click

    engine = FakeEngine()
    app.speech.engine = engine
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.frame(1 / 60)

    def row() -> dict[str, Any]:
        quiet = next(i for i, b in enumerate(scene.focus.buttons) if b.label == "Quiet")
        return {b.label: b for b in scene.focus.buttons[quiet - 1:quiet + 2]}

    def press(label: str) -> None:
        click(app, row()[label].rect.center)
        assert app.speech.wait()

    assert list(row()) == ["Off", "Quiet", "Loud"] and row()["Loud"].selected  # on, loud by default
    press("Quiet")
    assert app.settings.voice and app.settings.voice_volume == 0.5 and app.settings.volume == 0.8
    assert [v for _, v in engine.said] == [0.5]  # a sample at the new volume
    assert row()["Quiet"].selected and not app.settings.muted
    press("Off")
    assert not app.settings.voice and '"voice": false' in app.store.path.read_text()
    assert len(engine.said) == 1 and engine.stops == 1


def test_a_game_speaks_its_captions_and_a_tap_on_the_caption_says_it_again(app) -> None:
    """The caption a child cannot read is spoken: what happened, then whose turn it is and what to do."""
    from tests.driving import click
    from tests.yahtzee.test_scene import start

    engine = FakeEngine()
    app.speech.engine = engine
    scene = start(app, HUMAN, "easy")  # real speed: speech is off only in autoplay
    for _ in range(30):
        app.frame(1 / 60)
    assert app.speech.wait()
    first = [part.clip for utterance, _ in engine.said for part in utterance]
    assert "Your turn," in first and "red Spider-Man" in first  # the seat said by its typed name or colour
    click(app, scene.roll_button.rect.center)
    for _ in range(300):
        app.frame(1 / 60)
    assert app.speech.wait()
    said = [" ".join(part.clip for part in utterance) for utterance, _ in engine.said]
    assert any("rolled" in words for words in said), said
    assert scene.caption_at is not None
    count = len(engine.said)
    click(app, scene.caption_at.center)
    assert app.speech.wait()
    assert len(engine.said) == count + 1 and engine.said[-1] == engine.said[count - 1]
