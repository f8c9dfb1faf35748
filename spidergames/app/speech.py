"""Spoken prompts: captions said aloud for children who cannot read yet.

A caption is a template with placeholders ("Your turn, {name}! Roll the dice.") and its values.
The fixed words between the placeholders were spoken ahead of time into small Ogg clips
(`<clip_id>.opus`, made by `spidergames.artgen.voice`: the app's own words in
`assets/voice/<language>.zip`, each game's in `voice/<language>.zip` in its own folder); a typed seat name
is spoken by the computer's own voice where it has one, otherwise by that seat's colour and
character ("red Spider-Man", a clip too); other values (numbers, a symbol's name) use their clip,
else the computer's voice.

The voice reaches the whole room; the privacy curtain only hides the screen. So a Help reason that
names a secret of the seat it helps is said as its `aloud` words (pointing without naming) whenever
another person plays at this screen (`overheard`); robots do not listen, so a child alone against
robots still hears the name.

Nothing here may hold a frame: `Speech.say` only hands the utterance to a worker thread, which
loads or synthesises the parts, joins them into one sound and starts it on the voice's own mixer
channel. A new prompt cuts the one still playing. Any part that cannot be spoken (no clip, no
sound device, no system voice) is left out and logged once: speech never raises.
"""

from __future__ import annotations

import hashlib
import io
import logging
import os
import queue
import re
import shutil
import string
import subprocess
import sys
import tempfile
import threading
import unicodedata
import weakref
import zipfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

from ..core.hints import Reason
from ..core.protocol import Seat
from ..core.registry import entries
from . import i18n
from .assets import asset_path
from .audio import Sounds
from .i18n import N_
from .words import value_words

if TYPE_CHECKING:
    from .settings import Settings
    from .table.caption import Line

log = logging.getLogger(__name__)

CHARACTER_NAMES = {
    "spider-man": N_("Spider-Man"), "lizard": N_("Lizard"), "miles-morales": N_("Miles Morales"),
    "ghost-spider": N_("Ghost-Spider"), "spider-woman": N_("Spider-Woman"), "mr-fantastic": N_("Mister Fantastic"),
    "invisible-woman": N_("Invisible Woman"), "human-torch": N_("Human Torch"), "the-thing": N_("The Thing"),
    "captain-america": N_("Captain America"), "hulk": N_("Hulk"), "storm": N_("Storm"),
    "wolverine": N_("Wolverine"), "thor": N_("Thor"),
    "spider-man-black-suit": N_("Spider-Man"), "iron-spider": N_("Spider-Man"), "spider-man-noir": N_("Spider-Man"),
}
"""How each character the setup offers is said (the games' `info.characters`), as each country's
comics name them (translated by the catalogues: "Die Fackel", "la Chose"). Spider-Man in any suit is
Spider-Man: his suits tell the Labyrinth's seats apart on screen, the seat's colour in speech."""

GAP = 0.06
"""Seconds of silence between the parts of one utterance."""
SYSTEM_VOICE_TIMEOUT = 10.0
"""Seconds a system voice may take to say one name before it counts as broken."""
CLIPS_KEPT = 64
"""Clips kept loaded (the most recently said): a prompt has a handful, a session says hundreds."""


# -- text: pure functions, shared with the clip generator -----------------------------------------
def normalise(text: str) -> str:
    return " ".join(text.split())


def clip_id(text: str) -> str:
    """A stable file name for the clip of `text`: a readable slug and a hash of the exact words."""
    text = normalise(text)
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")[:40].rstrip("-")
    return f"{slug or 'clip'}-{hashlib.sha1(text.encode()).hexdigest()[:8]}"


def fixed_text(literal: str) -> str:
    """The speakable words of a template piece: leading punctuation belongs to the name before it."""
    text = normalise(literal).lstrip("!?.,;: ")
    return text if any(c.isalnum() for c in text) else ""


SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+")
CLAUSE_END = re.compile(r"(?<=,)\s+")
LONGEST_RUN = 12
"""Words one clip says at most, where a comma allows a cut (12 words are about 5 s at the clips' pace)."""


def runs(words: str) -> list[str]:
    """Fixed words as the clips that say them: one a sentence, a long sentence cut after its commas.

    A demo note runs to three sentences; as one clip it would last 8 s and be said whole or not at
    all. Cut like this, each clip stays a few seconds and a sentence said in two notes is one clip.

    >>> runs("Tied! The tied players each roll all five dice.")
    ['Tied!', 'The tied players each roll all five dice.']
    """
    out: list[str] = []
    for sentence in SENTENCE_END.split(fixed_text(words)):
        chunk: list[str] = []
        for clause in CLAUSE_END.split(sentence):
            if chunk and len(" ".join([*chunk, clause]).split()) > LONGEST_RUN:
                out.append(" ".join(chunk))
                chunk = []
            chunk.append(clause)
        out.append(" ".join(chunk))
    return [run for run in map(fixed_text, out) if run]


def pieces(template: str) -> list[tuple[str, str | None]]:
    """(fixed words, placeholder name or None) in order; the words cut into `runs`, empty ones left out."""
    out: list[tuple[str, str | None]] = []
    for literal, field, _spec, _conversion in string.Formatter().parse(template):
        out += [(words, None) for words in runs(literal)]
        if field is not None:
            out.append(("", field))
    return out


def fragments(template: str) -> list[str]:
    """The fixed words of a template, cut at its placeholders: each is one clip."""
    return [words for words, field in pieces(template) if field is None]


def seat_phrase(colour: str, character: str, language: str = "en", translate: Callable[[str], str] = str) -> str:
    """What a seat is called when its typed name cannot be spoken: "red Spider-Man" (in other
    languages only the character, named by `translate`: a colour word would have to agree with it)."""
    name = translate(CHARACTER_NAMES.get(character, character.replace('-', ' ').title()))
    return f"{colour} {name}" if language == "en" else name


PUNCTUATION = ".,:;!?\"'()"


def word_runs(text: str) -> list[str]:
    """The words of `text` without the punctuation around them ("clockwise, then" -> clockwise, then)."""
    return [w for w in (word.strip(PUNCTUATION) for word in text.split()) if w]


def cut(text: str, has: Callable[[str], bool]) -> list[str] | None:
    """`text` as one clip, or cut into the fewest runs of words that `has` a clip, longest first; None
    if a word has none.

    >>> cut("3 Hulks and 2 Thors", {"3", "Hulks", "and", "2", "Thors"}.__contains__)
    ['3', 'Hulks', 'and', '2', 'Thors']
    """
    if has(normalise(text)):  # the exact words, punctuation and all (a template's fixed words)
        return [normalise(text)]
    words, runs, i = word_runs(text), [], 0
    while i < len(words):
        for j in range(len(words), i, -1):
            if has(" ".join(words[i:j])):
                runs.append(" ".join(words[i:j]))
                i = j
                break
        else:
            return None
    return runs or None


def clip_archive(language: str) -> str:
    """Where `language`'s clips are: under assets/ for the app's own words, in a game's folder for its
    words (the generator writes them, `ClipBook` reads them)."""
    return f"voice/{language}.zip"


def clip_archives(language: str) -> list[str]:
    """Every archive of `language`'s clips, as `asset_path` takes them: the app's, then each registered
    game's in its own folder (so a game in its own package brings its clips)."""
    return [clip_archive(language), *(str(e.folder / clip_archive(language)) for e in entries())]


def clip_member(text: str) -> str:
    """The name of the clip saying `text` inside its language's archive."""
    return f"{clip_id(text)}.opus"


class ClipBook:
    """One language's made-ahead clips, read on demand from its archives: the app's and each game's.

    One stored (uncompressed) zip per language and owner rather than a folder of a thousand small
    files: the one-file build unpacks every data file it carries at each start, which took seconds
    for the clips alone, and a zip is read in place the same way from a checkout, a wheel and a
    bundle. An archive that is missing (or damaged) simply has no clips.
    """

    def __init__(self, language: str) -> None:
        self.language = language
        self._zips: list[tuple[zipfile.ZipFile, frozenset[str]]] = []
        for name in clip_archives(language):
            try:
                archive = zipfile.ZipFile(asset_path(name))
                self._zips.append((archive, frozenset(archive.namelist())))
            except (OSError, zipfile.BadZipFile) as exc:  # OSError: a MissingAsset too
                log.info("no voice clips for %s in %s: %s", language, name, exc)

    def __contains__(self, text: str) -> bool:
        member = clip_member(text)
        return any(member in names for _, names in self._zips)

    def read(self, text: str) -> bytes:
        """The Ogg bytes of the clip saying `text`; OSError if there is none or it cannot be read."""
        member = clip_member(text)
        archive = next((archive for archive, names in self._zips if member in names), None)
        if archive is None:
            raise FileNotFoundError(f"no {self.language} clip for {text!r}")
        try:
            return archive.read(member)
        except (zipfile.BadZipFile, ValueError) as exc:  # a damaged member (its CRC does not match)
            raise OSError(f"damaged {self.language} clip for {text!r}: {exc}") from exc

    def sound(self, text: str) -> pygame.mixer.Sound:
        return pygame.mixer.Sound(io.BytesIO(self.read(text)))


@dataclass(frozen=True)
class Part:
    """One spoken piece: `clip` is a made-ahead clip's text, `system` words for the computer's voice.

    `system_first` says which to try first (a typed name: the computer's voice, then the seat's
    clip; a number: its clip, then the computer's voice). An empty alternative is not tried.
    """

    clip: str = ""
    system: str = ""
    system_first: bool = False


Utterance = tuple[Part, ...]


def plan(template: str, params: Mapping[str, object], seats: Mapping[str, Seat], language: str = "en",
         translate: Callable[[str], str] = str, *, worded: str | None = None) -> Utterance:
    """The parts that say `template` with `params` in `language`; `seats` gives the placeholders that
    are seats (the match's own `Seat`s: the typed name, or else the seat's colour and character).
    `translate` puts the English template and word values into `language` (`spoken`); `worded` is
    the template already in `language` (a counted sentence's form, which `translate` cannot pick)."""
    parts: list[Part] = []
    for words, field in pieces(translate(template) if worded is None else worded):
        if field is None:
            parts.append(Part(clip=words, system=words))
        elif field in seats:
            seat = seats[field]
            parts.append(Part(clip=seat_phrase(seat.colour, seat.character, language, translate),
                              system=normalise(seat.name), system_first=True))
        elif field in params:
            value = params[field]
            value = translate(value) if isinstance(value, str) and value else str(value)
            parts += [Part(clip=words, system=words) for words in runs(value) or [normalise(value)]]
        else:
            log.warning("spoken prompt %r has no value for {%s}", template, field)
    return tuple(parts)


def spoken(text: str) -> str:
    """A template or a value in the current language, as the screen shows it: counted friends
    ("3 Hulks and 2 Thors") and cards ("red 6") too (`words.value_words`), not only whole names."""
    return str(value_words(text))


def overheard(seats: Sequence[Seat]) -> bool:
    """True when more than one person plays at this screen: whatever the voice says, they all hear."""
    return sum(seat.is_human for seat in seats) > 1


# -- the service the app owns ---------------------------------------------------------------------
class Engine(Protocol):
    """What actually makes the sound; called only on the speech worker thread."""

    def speak(self, utterance: Utterance, volume: float) -> None: ...

    def stop(self) -> None: ...

    def forget(self) -> None:
        """Let go of the sounds kept loaded (a game was left: the menu says few of them)."""


_STOP = "stop"
_CLOSE = "close"
_FORGET = "forget"
_SPEAKING: weakref.WeakSet[Speech] = weakref.WeakSet()  # every voice whose worker may be playing now


class Speech:
    """Says captions off the draw thread; the latest prompt wins, `again()` repeats it.

    `settings` is read at every call (voice on/off, voice volume, the master mute), so the
    Settings screen needs no extra wiring.
    """

    def __init__(self, settings: Settings, engine: Engine | None = None) -> None:
        self.settings = settings
        self.engine = engine if engine is not None else MixerEngine()
        self.last: Utterance | None = None
        self._queue: queue.Queue[tuple[int, Utterance | str | threading.Event]] = queue.Queue()
        self._sent = 0  # numbers every request, so the worker can skip one a newer request replaced
        self._thread: threading.Thread | None = None

    @property
    def volume(self) -> float:
        s = self.settings
        return 0.0 if s.muted or not s.voice else s.voice_volume

    def say(self, template: str, params: Mapping[str, object] | None = None,
            seats: Mapping[str, Seat] | None = None) -> None:
        """Speak a caption (cutting off the one still playing); returns at once."""
        self.last = plan(template, params or {}, seats or {}, i18n.language(), spoken)
        self._send(self.last)

    def say_reason(self, reason: Reason, seats: Sequence[Seat]) -> None:
        """Speak a Help reason: its own words alone at the screen, its `aloud` words where others hear."""
        said = reason.heard(overheard(seats))
        self.say(said.template, dict(said.params))

    def say_lines(self, lines: Sequence[Line], seats: Sequence[Seat]) -> None:
        """Speak caption lines as one prompt; a line's seat parameters are seat numbers into `seats`."""
        parts: list[Part] = []
        for line in lines:
            params = dict(line.params)
            parts += plan(line.template, params, {k: seats[int(params[k])] for k in line.seats if k in params},
                          i18n.language(), spoken, worded=line.wording())
        self.last = tuple(parts)
        self._send(self.last)

    def say_choice(self, line: Line) -> None:
        """Say the choice the focus reached (cutting off what plays); `again` still repeats the last prompt."""
        self._send(plan(line.template, dict(line.params), {}, i18n.language(), spoken, worded=line.wording()))

    def again(self) -> None:
        """Say the last prompt once more ("Say it again")."""
        if self.last is not None:
            self._send(self.last)

    def stop(self) -> None:
        self._send(_STOP)

    def forget(self) -> None:
        """Let the clips kept loaded go, on the worker (it plays them): a game was left, whose sentences the
        menu does not say. A whole game fills the engine's clips (64, about 3 MB decoded); none said, no
        worker: nothing to let go."""
        if self._thread is not None:
            self._put(0, _FORGET)

    def close(self, timeout: float = 3.0) -> None:
        """Stop speaking and end the worker: call before pygame quits, whose mixer the worker uses."""
        if self._thread is None:
            return
        self._put(-1, _CLOSE)
        self._thread.join(timeout)
        self._thread = None
        _SPEAKING.discard(self)

    @staticmethod
    def close_all() -> None:
        """Close every voice still speaking: the sound device must not close under a worker playing on it
        (SDL crashes). Several apps in one process (a host and a guest, tests) each have their own."""
        for speech in list(_SPEAKING):
            speech.close()

    def _send(self, item: Utterance | str) -> None:
        if self.volume <= 0:
            item = _STOP  # voice off: stop what is playing, say nothing
        self._sent += 1
        self._put(self._sent, item)

    def _put(self, number: int, item: Utterance | str | threading.Event) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="speech", daemon=True)
            self._thread.start()
            _SPEAKING.add(self)
        self._queue.put((number, item))

    def wait(self, timeout: float = 5.0) -> bool:
        """Block until the worker has handled everything sent so far (tests only)."""
        done = threading.Event()
        self._put(0, done)
        return done.wait(timeout)

    def _work(self) -> None:
        while True:
            number, item = self._queue.get()
            if isinstance(item, threading.Event):
                item.set()
            elif item == _CLOSE:
                try:
                    self.engine.stop()
                except Exception:  # noqa: BLE001 - closing must never fail
                    log.exception("speech could not stop")
                return
            elif item == _FORGET:
                try:
                    self.engine.forget()
                except Exception:  # noqa: BLE001 - speech is a help, never a reason to fail
                    log.exception("speech could not let its clips go")
            elif number == self._sent:  # else a newer request is already waiting: skip this one
                try:
                    if isinstance(item, tuple):
                        self.engine.speak(item, self.volume)
                    else:
                        self.engine.stop()
                except Exception:  # noqa: BLE001 - speech is a help, never a reason to fail
                    log.exception("speech failed; going on without it")


# -- the real engine: clips and the system voice through the mixer ----------------------------------
class MixerEngine:
    """Joins an utterance's clips into one sound and plays it on the voice's reserved channel.

    The clips are the current language's (`i18n.language()`, or `language` if given); a value with
    no clip of its own is said from the clips of its words, else by the system voice, else left out.
    """

    def __init__(self, language: str | None = None, system: SystemVoice | None = None,
                 listener: Callable[[float], None] | None = None) -> None:
        self.fixed_language = language
        self.system = system if system is not None else SystemVoice()
        self.listener = listener  # told how many seconds each prompt lasts (0: stopped): the music ducks
        self._books: dict[str, ClipBook] = {}
        self._clips: Sounds[tuple[str, str]] = Sounds(lambda key: self.book(key[0]).sound(key[1]), CLIPS_KEPT)
        self._missing: set[tuple[str, str]] = set()  # logged once each
        self._channel: pygame.mixer.Channel | None = None
        self._no_mixer_logged = False

    def channel(self) -> pygame.mixer.Channel | None:
        if self._channel is None and pygame.mixer.get_init():
            pygame.mixer.set_reserved(1)  # channel 0 is the voice's: effects never take it
            self._channel = pygame.mixer.Channel(0)
        return self._channel

    def speak(self, utterance: Utterance, volume: float) -> None:
        channel = self.channel()
        if channel is None:
            if not self._no_mixer_logged:
                log.info("no sound device: prompts are not spoken")
                self._no_mixer_logged = True
            return
        sounds = [s for s in (self.part_sound(p) for p in utterance) if s is not None]
        if not sounds:
            self.stop()
            return
        said = join(sounds, GAP)
        channel.set_volume(volume)
        channel.play(said)
        self._heard(said.get_length())

    def stop(self) -> None:
        if self._channel is not None:
            self._channel.stop()
            self._heard(0.0)

    def forget(self) -> None:
        self._clips.clear()
        self.system.forget()

    def _heard(self, seconds: float) -> None:
        if self.listener is not None:
            self.listener(seconds)

    @property
    def language(self) -> str:
        return self.fixed_language or i18n.language()

    def part_sound(self, part: Part) -> pygame.mixer.Sound | None:
        language = self.language
        tries = [(lambda text: self.system.sound(text, language), part.system), (self.clips, part.clip)]
        for fetch, text in tries if part.system_first else reversed(tries):
            sound = fetch(text) if text else None
            if sound is not None:
                return sound
        return None

    def clips(self, text: str) -> pygame.mixer.Sound | None:
        """`text` said by its own clip, or by the clips of its words in turn, or None."""
        book = self.book(self.language)
        runs = cut(text, book.__contains__)
        if runs is None:
            if (self.language, text) not in self._missing:
                log.info("no voice clip for %r in %s", text, self.language)
                self._missing.add((self.language, text))
            return None
        sounds = [self.clip(words) for words in runs]
        return sounds[0] if len(sounds) == 1 else join([s for s in sounds if s is not None], GAP)

    def book(self, language: str) -> ClipBook:
        if language not in self._books:
            self._books[language] = ClipBook(language)
        return self._books[language]

    def clip(self, text: str) -> pygame.mixer.Sound | None:
        """The made-ahead clip saying exactly `text` in the current language, or None."""
        language = self.language
        return self._clips.get((language, normalise(text))) if text in self.book(language) else None


def join(sounds: list[pygame.mixer.Sound], gap: float) -> pygame.mixer.Sound:
    """One sound: the parts one after another with a little silence between them."""
    mixer = pygame.mixer.get_init()
    if mixer is None:
        raise pygame.error("the mixer closed")
    frequency, size, channels = mixer
    silence = bytes(int(frequency * gap) * abs(size) // 8 * channels)
    return pygame.mixer.Sound(buffer=silence.join(s.get_raw() for s in sounds))


class SystemVoice:
    """The computer's own voice, used for names the players typed; None wherever there is none.

    Each name is synthesised once into a temporary file and loaded as a sound, so it plays on the
    voice channel like a clip (same volume, same cut-off). Windows: SAPI through pyttsx3. macOS:
    the `say` command. Linux and the rest: the `espeak-ng` (or `espeak`) command, the voice that
    speech-dispatcher itself uses. A voice that fails once is not tried again this session.
    """

    def __init__(self) -> None:
        self.broken = False
        self._sounds: dict[tuple[str, str], pygame.mixer.Sound | None] = {}

    def sound(self, text: str, language: str = "en") -> pygame.mixer.Sound | None:
        if self.broken:
            return None
        if (language, text) not in self._sounds:
            try:
                with tempfile.TemporaryDirectory(prefix="spidergames-voice-") as folder:
                    path = Path(folder) / "name.wav"
                    self.synthesise(text, path, language)
                    self._sounds[language, text] = pygame.mixer.Sound(str(path))
            except Exception as exc:  # noqa: BLE001 - any failure means: no system voice here
                log.info("no system voice (%s): typed names are said by colour and character", exc)
                self.broken = True
                return None
        return self._sounds[language, text]

    def forget(self) -> None:
        """Let go of the names said (a game was left: its seats' names; a class types dozens in a day)."""
        self._sounds.clear()

    def synthesise(self, text: str, out: Path, language: str = "en") -> None:
        """Write `text` spoken by this computer's voice to the WAV file `out`, or raise."""
        if sys.platform == "win32":
            import pyttsx3  # SAPI5; imported here, on the worker thread, which then owns COM

            engine = pyttsx3.init("sapi5")
            engine.save_to_file(text, str(out))
            engine.runAndWait()
        elif sys.platform == "darwin":
            run(["say", "--file-format=WAVE", "--data-format=LEI16@22050", "-o", str(out), "-f", "-"], text)
        else:
            exe = shutil.which("espeak-ng") or shutil.which("espeak")
            if exe is None:
                raise FileNotFoundError("neither espeak-ng nor espeak is installed")
            run([exe, "-v", language, "-w", str(out), "--stdin"], text)
        if not out.is_file() or out.stat().st_size == 0:
            raise OSError("the system voice wrote nothing")


def run(command: list[str], text: str) -> None:
    """Run a speech command with `text` on its standard input (a name is never read as an option)."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):  # PyInstaller points the loader at its own libraries: undo that
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        env.pop("LD_LIBRARY_PATH", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
    subprocess.run(command, input=text.encode(), env=env, check=True, timeout=SYSTEM_VOICE_TIMEOUT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
