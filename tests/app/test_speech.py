"""Spoken prompts: off the draw thread, the newest prompt wins, silence (never an error) when a
voice is missing, and a clip for every phrase and every seat fallback."""

from __future__ import annotations

import gettext
import io
import logging
import threading
import wave
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from tiers import quick_only

from spidergames.app import i18n
from spidergames.app import speech as speech_module
from spidergames.app.input import Kind, translate
from spidergames.app.paths import assets_dir
from spidergames.app.settings import Settings
from spidergames.app.speech import (
    GAP,
    ClipBook,
    MixerEngine,
    Part,
    Speech,
    SystemVoice,
    Utterance,
    clip_archive,
    clip_id,
    clip_member,
    cut,
    fragments,
    pieces,
    plan,
    runs,
    seat_phrase,
)
from spidergames.app.table.caption import Line
from spidergames.artgen import voice, voice_phrases
from spidergames.core.plugin import GameEntry, SpokenValues
from spidergames.core.protocol import HUMAN, Seat
from spidergames.core.registry import entry, game_ids
from tests.voicecheck import unsaid_template

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

    def forget(self) -> None:
        self.threads.add(threading.get_ident())


class NoSystemVoice(SystemVoice):
    def synthesise(self, text: str, out: Path, language: str = "en") -> None:
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


def test_long_fixed_words_are_cut_into_sentences_and_a_long_sentence_after_a_comma() -> None:
    """A demo note said as one clip would run 8 s; a sentence is one clip, a long one two."""
    assert fragments("Tied! The tied players each roll all five dice. The most Spider-Mans wins.") == [
        "Tied!", "The tied players each roll all five dice.", "The most Spider-Mans wins."]
    long = "No friend shows twice on the dice (Spider-Mans fill the gaps), so you take a team token, worth 1 to 5."
    assert runs(long) == ["No friend shows twice on the dice (Spider-Mans fill the gaps),",
                          "so you take a team token, worth 1 to 5."]
    assert runs("Pousse une plaque : ta pièce bouge !") == ["Pousse une plaque :", "ta pièce bouge !"]
    assert runs(" ». ") == [] and runs("3 Hulks and 2 Thors") == ["3 Hulks and 2 Thors"]
    said = plan("{why} {player} scores.", {"why": "A set: three cards with the same number."}, {"player": ANN})
    assert [p.clip for p in said] == ["A set:", "three cards with the same number.", "red Spider-Man", "scores."]


def test_a_seat_is_its_typed_name_first_then_its_colour_and_character() -> None:
    assert plan(TURN, {}, {"name": ANN}) == (
        Part(clip="Your turn,", system="Your turn,"), Part(clip="red Spider-Man", system="Ann", system_first=True),
        Part(clip="Roll the dice.", system="Roll the dice."))
    assert plan("{winner} wins with {points} points!", {"points": 24}, {"winner": ANN})[1:] == (
        Part(clip="wins with", system="wins with"), Part(clip="24", system="24"),
        Part(clip="points!", system="points!"))


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


def test_every_voice_still_speaking_is_closed_before_the_sound_device() -> None:
    """Two apps in one process (a host and a guest, or a test's second app) each speak on their own
    worker; closing the sound device under one still playing crashed a test worker (SIGSEGV in
    `MixerEngine.speak`), so the device is closed only after `Speech.close_all()`."""
    engines = [FakeEngine(), FakeEngine()]
    speakers = [Speech(Settings(), engine) for engine in engines]
    for speaker in speakers:
        speaker.say(TURN, seats={"name": ANN})
    workers = [speaker._thread for speaker in speakers]
    Speech.close_all()
    assert all(w is not None and not w.is_alive() for w in workers), "a voice still speaks"
    assert all(engine.said for engine in engines)


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
    long = (Part(clip="Score a glowing friend, or keep dice and roll again."),)
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


def test_a_damaged_clip_or_archive_is_silent(mixer: None, tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "voice").mkdir()
    (tmp_path / "voice" / "en.zip").write_bytes(voice.archive({clip_member("Thor"): b"not an Ogg file"}))
    (tmp_path / "voice" / "de.zip").write_bytes(b"not a zip")
    monkeypatch.setattr(speech_module, "clip_archives", lambda language: [clip_archive(language)])
    monkeypatch.setattr(speech_module, "asset_path", lambda name: tmp_path / name)
    engine = MixerEngine("en", NoSystemVoice())
    assert "Thor" in ClipBook("en") and engine.clip("Thor") is None and engine.clip("Hulk") is None
    assert engine.part_sound(Part(clip="Thor", system="Thor")) is None
    assert "Thor" not in ClipBook("de") and MixerEngine("de", NoSystemVoice()).clip("Thor") is None


def test_no_sound_device_is_silent(caplog) -> None:
    pygame.mixer.quit()
    caplog.set_level(logging.INFO, "spidergames.app.speech")
    engine = MixerEngine("en", NoSystemVoice())
    engine.speak(plan(TURN, {}, {"name": ANN}), 1.0)
    engine.speak(plan(TURN, {}, {"name": ANN}), 1.0)
    assert sum("no sound device" in r.message for r in caplog.records) == 1


# -- the clips -------------------------------------------------------------------------------------
@pytest.mark.parametrize("language", quick_only(voice.languages(), "en", "de"))
def test_every_phrase_value_and_seat_fallback_has_a_clip(mixer: None, language: str) -> None:
    book = ClipBook(language)
    wanted = voice.texts(language)
    missing = [t for t in wanted if t not in book]
    assert not missing, f"run python -m spidergames.artgen.voice; no {language} clip for {missing}"
    seats = voice.seat_phrases(language)
    if language == "en":
        assert "blue Ghost-Spider" in seats and "yellow Lizard" in seats and len(seats) == 4 * 14
    else:
        assert "Ghost-Spider" in seats and len(seats) == 14
    assert set(seats) <= set(wanted) and set(voice_phrases.numbers()) <= set(wanted)
    for text in wanted:
        sound = book.sound(text)
        assert 0.1 < sound.get_length() < 6.0, text  # a real clip, not silence nor a runaway (German runs long)


@pytest.mark.parametrize("language", quick_only(voice.languages(), "en", "de"))
def test_each_game_brings_its_own_clips_beside_the_apps(language: str) -> None:
    """The app's archive says the app's own words (the table kit's captions, numbers, seats, the words
    between values); each registered game's other words are in the archive in its own folder, so a
    game in a package of its own brings its clips. Each archive holds exactly its words."""
    owners = []
    for owner, path, said in voice.archives(language):
        folder = assets_dir() if owner is None else entry(owner).folder
        assert path == folder / clip_archive(language)
        with zipfile.ZipFile(path) as archive:
            held = set(archive.namelist())
        wanted = {clip_member(t) for t in said}
        assert held == wanted, f"{path}: lacks {sorted(wanted - held)[:5]}, holds {sorted(held - wanted)[:5]}"
        owners.append(owner)
    assert owners == [None, *game_ids()]


def test_the_phrase_list_is_read_from_the_code() -> None:
    found = {t.text: t.where for t in voice_phrases.templates()}
    assert found["Your turn, {player}!"].startswith("app/table/caption.py:")
    assert "Keep the {dice} and roll again!" in found  # a Help reason
    assert "{player} rolled again:" in found and "{player} rolled:" in found  # `x if c else y`
    assert "{player} scored {friends} on {column} and made a Team!" in found  # "..." + team
    assert "Tap the deck to draw a card." in found  # a module-level dict looked up with .get
    assert len(found) > 80


def test_a_caption_the_scan_cannot_read_ahead_is_an_error() -> None:
    source = 'def happened(e):\n    return Line.of(f"{e.who} danced", seats=["player"])\n'
    with pytest.raises(voice_phrases.Unknowable, match="x.py:2"):
        list(voice_phrases.scan(source, "x.py"))
    marked = 'TABLE = {1: N_("Hop.")}\ndef to_do(v):\n    w = TABLE.get(v)\n    return Line(w)\n'
    assert [t.text for t in voice_phrases.scan(marked, "y.py")] == ["Hop."]


def test_a_counted_caption_is_said_in_each_of_its_forms() -> None:
    source = ('def happened(e):\n    return Line.of(N_plural("{player} hopped {steps} time.", '
              '"{player} hopped {steps} times.", "steps"), seats=["player"])\n')
    [template] = voice_phrases.scan(source, "z.py")
    assert (template.text, template.plural) == ("{player} hopped {steps} time.", "{player} hopped {steps} times.")
    moved = voice_phrases.Template("{player} moved {steps} space.", "x.py:1", "{player} moved {steps} spaces.")
    assert set(voice.wordings(moved, "en")) == {"{player} moved {steps} space.", "{player} moved {steps} spaces."}
    assert set(voice.wordings(moved, "fr")) == {"{player} a avancé de {steps} case.",
                                                "{player} a avancé de {steps} cases."}


SEAT_PLACEHOLDERS = ("player", "other")


def sample_values(game: GameEntry | None) -> dict[str, list[str]]:
    """Every value a placeholder of `game`'s captions, reasons and notes can hold (None: the app's own
    words), as the game itself declares them (`SpokenValues.samples`, from its own folder)."""
    spoken = game.spoken() if game is not None and game.spoken is not None else SpokenValues()
    values = {field: list(words) for field, words in spoken.samples.items()}
    if game is None:  # the app's one counted line: the moves a screen missed (`across_prompts.missed`)
        values["count"] = voice_phrases.numbers()[1:]
    values |= {field: voice_phrases.sentences([game]) for field in spoken.sentence_fields if game is not None}
    return values


@pytest.mark.parametrize("game_id", quick_only([None, *game_ids()], None, "labyrinth"))  # the app's, the quickest
def test_every_caption_and_help_reason_can_be_said_from_clips(game_id: str | None) -> None:
    """Each template in the code (the app's, and each game's with the values it declares its placeholders
    hold) with each value its placeholders can take: every part has a clip, or is said from the clips of its
    words (a typed name falls back to the seat's clip)."""
    game = entry(game_id) if game_id is not None else None
    values = sample_values(game)
    for template in voice_phrases.templates([game] if game is not None else [], shared=game is None):
        fields = [f for _, f in pieces(template.text) if f is not None]
        unknown = [f for f in fields if f not in values and f not in SEAT_PLACEHOLDERS]
        assert not unknown, (f"{template.where}: what may {{{unknown[0]}}} hold? add it to its game's "
                             "SpokenValues.samples")
        seats = {k: ANN for k in fields if k in SEAT_PLACEHOLDERS}
        for field in [f for f in fields if f in values] or [None]:
            for value in values[field] if field else [""]:
                params = {f: value if f == field else values[f][0] for f in fields if f in values}
                missing = unsaid_template(template.text, params, seats)
                assert not missing, f"{template.where} {template.text!r}: no clip for {missing}"


@pytest.mark.skipif(bool(voice.missing_tools()), reason=f"needs {' and '.join(voice.missing_tools())} "
                    "(apt install espeak-ng opus-tools; .ci/run installs them)")
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


# -- languages -------------------------------------------------------------------------------------
class Words(gettext.NullTranslations):
    """A catalogue of a few words, standing in for a language's .mo file."""

    def __init__(self, words: dict[str, str]) -> None:
        super().__init__()
        self.words = words

    def gettext(self, message: str) -> str:
        return self.words.get(message, message)


class RecordingVoice(SystemVoice):
    """A system voice that only notes what it was asked to say, and in which language."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, str]] = []

    def sound(self, text: str, language: str = "en") -> pygame.mixer.Sound | None:
        self.asked.append((text, language))
        return pygame.mixer.Sound(buffer=bytes(2000))


class CountingVoice(SystemVoice):
    """A system voice that says every text as a short silence and counts the texts it synthesised."""

    def __init__(self) -> None:
        super().__init__()
        self.made: list[str] = []

    def synthesise(self, text: str, out: Path, language: str = "en") -> None:
        self.made.append(text)
        with wave.open(str(out), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(22050)
            wav.writeframes(bytes(2000))


def test_forgetting_lets_the_clips_and_the_names_said_go(mixer: None) -> None:
    """A game left, the voice keeps neither its sentences' clips nor its seats' typed names: said again
    (in the next game), a name is made again."""
    voice = CountingVoice()
    engine = MixerEngine("en", voice)
    name, seven = Part(clip="Spider-Man", system="Zorgblat", system_first=True), Part(clip="7")
    assert engine.part_sound(name) is not None and engine.part_sound(seven) is not None
    assert engine.part_sound(name) is not None
    assert voice.made == ["Zorgblat"], "said twice in a game, a name is made once"
    engine.forget()
    assert len(engine._clips) == 0
    assert engine.part_sound(name) is not None
    assert voice.made == ["Zorgblat", "Zorgblat"], "the name was kept after forgetting"


@pytest.fixture
def german() -> Iterator[None]:
    i18n.use(Words({"Roll the dice.": "Würfle!", "Hulk": "Hulk der Grüne"}), "de")
    yield
    i18n.install("en")


def test_a_caption_is_said_in_the_current_language(german: None) -> None:
    engine = FakeEngine()
    speech = Speech(Settings(), engine)
    speech.say_lines([Line("Roll the dice."), Line.of("{player} scored {friend}", seats=["player"], player=0,
                                                      friend="Hulk")], [ANN])
    assert speech.wait()
    (utterance, _), = engine.said
    assert [p.clip for p in utterance] == ["Würfle!", "Spider-Man", "scored", "Hulk der Grüne"]


def test_the_current_languages_clips_then_its_system_voice_then_silence(mixer: None, german: None) -> None:
    system = RecordingVoice()
    engine = MixerEngine(system=system)  # follows the app's language
    def clip(language: str) -> bytes:
        return ClipBook(language).sound("7").get_raw()

    seven = engine.part_sound(Part(clip="7", system="7"))
    assert seven is not None and seven.get_raw() == clip("de") != clip("en")
    assert not system.asked
    assert engine.part_sound(Part(clip="Würfle!", system="Würfle!")) is not None  # no clip: the system voice
    assert system.asked == [("Würfle!", "de")]
    i18n.install("en")
    seven = engine.part_sound(Part(clip="7", system="7"))
    assert seven is not None and seven.get_raw() == clip("en")
    quiet = MixerEngine("de", NoSystemVoice())
    assert quiet.part_sound(Part(clip="Würfle!", system="Würfle!")) is None  # no clip, no voice: silence


def test_a_value_without_a_clip_of_its_own_is_said_from_its_words(mixer: None) -> None:
    engine = MixerEngine("en", NoSystemVoice())
    whole = engine.part_sound(Part(clip="3 Hulks and 2 Thors"))
    parts = [engine.clip(w) for w in ("3", "Hulks", "and", "2", "Thors")]
    assert whole is not None and all(parts)
    assert whole.get_length() == pytest.approx(sum(p.get_length() for p in parts if p) + 4 * GAP, abs=0.01)
    assert engine.part_sound(Part(clip="3 Hulks and 2 Zorgs")) is None


def test_the_generator_speaks_each_catalogues_translation(monkeypatch) -> None:
    assert voice.languages()[0] == "en" and {"de", "es", "fr"} <= set(voice.languages())
    monkeypatch.setattr(voice, "catalogue", lambda language: Words({"Roll the dice.": "Würfle!", "Hulk": "Hulki",
                                                                    "Your turn, {player}!": "{player}, du bist dran!"}))
    german = voice.texts("de")
    assert {"Würfle!", "du bist dran!", "Hulki", "7", "Ghost-Spider"} <= set(german)
    assert "Roll the dice." not in german  # an untranslated sentence: not said in English words by a German voice
    assert "Doctor Doom" in german  # a name the catalogue lacks is said as the screen shows it


@pytest.mark.parametrize("language", [code for code in voice.languages() if code != "en"])
def test_every_translated_caption_is_cut_into_pieces_that_have_clips(mixer: None, language: str) -> None:
    """In each language the app cuts a translated caption (its own ", : ! ?", French " !", « »...)
    at the same places as the clip generator did: every fixed piece of every template and Help
    reason, and every seat's character, is one made-ahead clip."""
    book = ClipBook(language)
    i18n.install(language)
    try:
        for template in voice_phrases.templates():
            fields = {f for _, f in pieces(template.text) if f is not None}
            seats = {f: Seat("Ann", HUMAN, "red", "human-torch") for f in fields & {"player", "other"}}
            parts = plan(template.text, {f: 7 for f in fields - set(seats)}, seats, language, speech_module.spoken)
            missing = [p.clip for p in parts if p.clip not in book]
            assert not missing, f"{language}: {template.where} {i18n._(template.text)!r}: no clip for {missing}"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", [code for code in voice.languages() if code != "en"])
def test_every_value_is_said_from_clips_in_the_language(mixer: None, language: str) -> None:
    """Every value a placeholder may hold (a travel card, a counted friend, a card), as the screen words
    it in the language, is said from made-ahead clips: once the web race's cards were worded in German
    ("Zieh beide Figuren 3"), no clip said "Zieh" or "Figuren"."""
    has = ClipBook(language).__contains__
    i18n.install(language)
    try:
        unsaid = {value: worded for value in voice_phrases.phrases()
                  if not cut(worded := speech_module.spoken(value), has)}
    finally:
        i18n.install("en")
    assert not unsaid, f"{language}: no clips say {unsaid}"


def test_values_and_characters_are_said_in_the_language() -> None:
    """Counted friends and cards are said as the screen shows them, and a seat without a speakable
    name by its character's name in that language (the demo's rule notes use the same path)."""
    i18n.install("es")
    try:
        torch = Seat("Ann", HUMAN, "red", "human-torch")
        values = {"friends": "3 Hulks and 2 Thors", "card": "red 6"}
        parts = plan("{player} scored {friends} and guessed {card}.", values, {"player": torch}, "es",
                     speech_module.spoken)
        assert [p.clip for p in parts if p.clip in ("3 Hulk y 2 Thor", "6 rojo", "Antorcha Humana")] == [
            "Antorcha Humana", "3 Hulk y 2 Thor", "6 rojo"]
    finally:
        i18n.install("en")
