"""The app's music, rendered from its scores: ``python -m spidergames.artgen.music [OUT] [--only NAME ...]``.

Each piece of `music_scores` (a theme for the menu and each game, a short win tune) is written as a
MIDI file (mido), played through a General MIDI soundfont by TinySoundFont (PyPI ``tinysoundfont``,
MIT) at 48 kHz, mixed to mono, brought to one loudness and encoded as Ogg Opus by ``opusenc``, into
``assets/music/<name>.opus``. The same scores and soundfont give the same bytes on every run.

The soundfont is MuseScore General Lite (Debian ``musescore-general-soundfont-small``: MIT, parts
public domain or CC0; see ``tools/licences/MuseScore_General.txt``). It is a build input only: 40 MB
that the app never ships; only what it sounds like in our tunes is shipped. Another file can be
named with ``SPIDERGAMES_SOUNDFONT``, but the committed music is made with this one.

A theme loops without a click: it is rendered twice in a row and the second pass is kept, so its
start already carries the tails of notes still ringing from its own end, as it does when the player
goes round. TinySoundFont's ``pyaudio`` requirement is for live playback, which this never uses:
install it with ``pip install --no-deps tinysoundfont`` (see the README).

Without the soundfont, ``tinysoundfont``, ``mido`` or ``opusenc`` the generator says what is missing
and leaves the committed music alone.
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import subprocess
import sys
import wave
from array import array
from pathlib import Path
from typing import Any

from . import music_ogg as ogg
from .drawing import ASSETS
from .music_measure import loudness, peak
from .music_scores import DRUMS, PIECES, Piece, midi

RATE = 48_000  # Opus's own rate: no resampling between the synthesiser and the encoder
SOUNDFONT = Path("/usr/share/sounds/sf3/MuseScore_General_Lite.sf3")
LOUDNESS = -28.0
"""dB of full scale (`music_measure.loudness`) every piece is brought to: 7 dB under the voice clips
(about -21), so at the same volume a prompt stands well above the music."""
LEAD_IN = 32 * 960  # samples (640 ms, whole 20 ms frames) of a loop's end encoded before its start...
LEAD_OUT = 4 * 960  # ...and of its start after its end, then dropped (`encode`)
HEADROOM = 0.7  # the loudest sample at most (-3 dB of full scale): Opus may overshoot a little
BITRATE = "32"  # kbit/s, mono: a minute of music is 240 kB
TAIL = 2.5  # seconds rendered after a one-shot tune's last note ends, for its ring
SILENT = 1e-3  # a one-shot's trailing samples under this (of full scale) are cut...
FADE = 0.05  # ...and its last seconds faded, so it never stops on a click


def soundfont() -> Path:
    return Path(os.environ.get("SPIDERGAMES_SOUNDFONT", SOUNDFONT))


def missing_tools() -> list[str]:
    """What the generator needs and this computer lacks, each with how to get it."""
    missing = []
    if not soundfont().is_file():
        missing.append(f"the soundfont {soundfont()} (apt install musescore-general-soundfont-small)")
    try:  # imported by name, not found by a string (the registry's test: a frozen app sees what is imported)
        import tinysoundfont  # noqa: F401
    except ImportError:
        missing.append("the Python package tinysoundfont (pip install --no-deps tinysoundfont)")
    try:
        import mido  # noqa: F401
    except ImportError:
        missing.append("the Python package mido (pip install --no-deps mido)")
    if shutil.which("opusenc") is None:
        missing.append("opusenc (apt install opus-tools)")
    return missing


def pass_samples(piece: Piece) -> int:
    """Samples one pass of `piece` lasts; whole, so a loop's length is exact."""
    samples = piece.seconds * RATE
    if samples != int(samples):
        raise ValueError(f"{piece.name}: {piece.bpm} beats a minute do not make a whole number of samples")
    return int(samples)


def render(piece: Piece, font: Path) -> array[float]:
    """`piece` played through the soundfont, mono, as floats in [-1, 1] before any levelling.

    Every event happens on the sample its MIDI time falls on (TinySoundFont's reader gives whole
    milliseconds, 48 samples each). A loop is played twice and its second pass returned.
    """
    import tinysoundfont
    from tinysoundfont import midi as tsf_midi

    synth = tinysoundfont.Synth(samplerate=RATE)  # a fresh synthesiser: nothing left over from another piece
    font_id = synth.sfload(str(font))
    synth.program_select(DRUMS, font_id, 128, 0, is_drums=True)
    events = tsf_midi.load_memory(midi(piece))
    length = pass_samples(piece)
    passes = 2 if piece.loops else 1
    total = length * passes + (0 if piece.loops else int(TAIL * RATE))
    timed = sorted(((round(event.t * 1000) * RATE // 1000 + n * length, not releases(event), n, k, event)
                    for n in range(passes) for k, event in enumerate(events)), key=lambda item: item[:4])
    stereo = array("f")
    done = 0
    for at, *_, event in [*timed, (total, False, 0, 0, None)]:
        at = min(at, total)
        if at > done:
            stereo.frombytes(bytes(synth.generate(at - done)))
            done = at
        if event is not None and at < total:
            play(synth, event)
    mono = array("f", (0.5 * (left + right) for left, right in zip(stereo[0::2], stereo[1::2], strict=True)))
    return mono[length:] if piece.loops else ended(mono)


def releases(event: Any) -> bool:
    """True for a note's end (a `tinysoundfont.midi.Event`): at one instant ends go first, or the end
    of a note that rings up to the loop point would silence the same note struck again there."""
    from tinysoundfont import midi as tsf_midi

    return isinstance(event.action, tsf_midi.NoteOff) or (isinstance(event.action, tsf_midi.NoteOn)
                                                          and event.action.velocity == 0)


def play(synth: Any, event: Any) -> None:
    """Send one MIDI event (a `tinysoundfont.midi.Event`) to the synthesiser (a `tinysoundfont.Synth`)."""
    from tinysoundfont import midi as tsf_midi

    action, channel = event.action, event.channel
    if isinstance(action, tsf_midi.NoteOn):
        synth.noteon(channel, action.key, action.velocity)
    elif isinstance(action, tsf_midi.NoteOff):
        synth.noteoff(channel, action.key)
    elif isinstance(action, tsf_midi.ControlChange):
        synth.control_change(channel, action.control, action.control_value)
    elif isinstance(action, tsf_midi.ProgramChange):
        synth.program_change(channel, action.program, is_drums=channel == DRUMS)
    elif isinstance(action, tsf_midi.PitchBend):
        synth.pitchbend(channel, action.pitch_bend)


def ended(samples: array[float]) -> array[float]:
    """A one-shot tune without its silent end, the last `FADE` seconds faded out."""
    last = max((i for i in range(len(samples) - 1, -1, -1) if abs(samples[i]) > SILENT), default=0)
    out = samples[:last + 1]
    fade = min(len(out), int(FADE * RATE))
    for k in range(fade):
        out[len(out) - fade + k] *= (fade - k) / fade
    return out


def levelled(samples: array[float]) -> array[int]:
    """16-bit samples at `LOUDNESS`, or quieter where that would put a peak over `HEADROOM`."""
    gain = 10 ** ((LOUDNESS - loudness(samples, RATE, full_scale=1.0)) / 20)
    gain = min(gain, HEADROOM / max(peak(samples, full_scale=1.0), 1e-9))
    return array("h", (round(s * gain * 32767) for s in samples))


def encode(pcm: array[int], loops: bool) -> bytes:
    """Mono 48 kHz samples as Ogg Opus; a fixed stream serial number (opusenc picks a random one).

    A lossy encoder knows nothing before a file's first sample or after its last, and gets both ends
    slightly wrong: played round, that is a click. So a loop is encoded with `WRAP` samples of its own
    end before it and of its start after it, and the file then says to drop them (`wrapped`): each
    end is encoded with the music that really comes next to it.
    """
    before, after = (LEAD_IN, LEAD_OUT) if loops else (0, 0)
    if before:
        pcm = pcm[-before:] + pcm + pcm[:after]
    wav = io.BytesIO()
    with wave.open(wav, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    data = subprocess.run(["opusenc", "--quiet", "--music", "--bitrate", BITRATE, "--serial", "1", "-", "-"],
                          input=wav.getvalue(), capture_output=True, check=True).stdout
    return ogg.wrapped(data, before, after) if before else data


def generate(out: Path = ASSETS, only: list[str] | None = None) -> list[Path]:
    """Write out/music/<name>.opus for every piece (or `only` these); returns the files written or kept."""
    missing = missing_tools()
    if missing:
        print(f"music: skipped, missing {'; '.join(missing)}")
        return []
    folder = out / "music"
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in only or list(PIECES):
        path = folder / f"{name}.opus"
        piece = PIECES[name]
        data = encode(levelled(render(piece, soundfont())), piece.loops)
        if not path.is_file() or path.read_bytes() != data:
            path.write_bytes(data)
        paths.append(path)
    return paths


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=ASSETS, help="the assets folder to write into")
    parser.add_argument("--only", action="append", choices=sorted(PIECES), help="only this piece (repeatable)")
    args = parser.parse_args(argv)
    paths = generate(args.out, args.only)
    for path in paths:
        print(f"music: {path.stat().st_size / 1024:.0f} KiB in {path}")
    if paths:
        print(f"music: {sum(p.stat().st_size for p in paths) / 1024:.0f} KiB in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
