"""The committed music: a tune for every screen that asks for one, small, at one loudness under the
voice, loops that join without a click, and the generator writing the same bytes again."""

from __future__ import annotations

import math
import statistics
import struct
import subprocess
import sys
import zipfile
from array import array
from pathlib import Path

import pytest

from spidergames.app.music import LOUD, QUIET
from spidergames.app.paths import assets_dir
from spidergames.app.scenes.settings_scene import VOICE_LEVELS
from spidergames.app.speech import clip_archive
from spidergames.artgen import music
from spidergames.artgen.music_measure import loudness, peak, seam
from spidergames.core.registry import game_ids

FOLDER = assets_dir() / "music"
THEMES = ["menu", *game_ids()]
RATE = 48_000  # Opus's own rate: decoded at it, the samples are the file's, not a resampler's
VOICE_CLIPS = 40  # voice clips measured (every n-th of the English archive)
BUDGET = 3_000_000  # bytes for all the music together

DECODE = """
import sys, zipfile, io, pygame
pygame.mixer.init(48000, -16, 1, 1024)
out = sys.argv[1]
for k, name in enumerate(sys.argv[2:]):
    source = name
    if "::" in name:
        archive, member = name.split("::")
        source = io.BytesIO(zipfile.ZipFile(archive).read(member))
    open(f"{out}/{k}.raw", "wb").write(pygame.mixer.Sound(source).get_raw())
"""


@pytest.fixture(scope="module")
def decoded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, array[int]]:
    """Every tune, and a sample of the English voice clips ("voice:N"), decoded by pygame-ce's own
    mixer at 48 kHz mono in a process of their own (this one's mixer may be open at another rate)."""
    out = tmp_path_factory.mktemp("decoded")
    voice_zip = assets_dir() / clip_archive("en")
    with zipfile.ZipFile(voice_zip) as archive:
        members = sorted(archive.namelist())
    clips = members[:: max(1, len(members) // VOICE_CLIPS)]
    sources = [str(FOLDER / f"{name}.opus") for name in music.PIECES] + [f"{voice_zip}::{m}" for m in clips]
    subprocess.run([sys.executable, "-c", DECODE, str(out), *sources], check=True, capture_output=True,
                   env={"SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""})
    names = list(music.PIECES) + [f"voice:{k}" for k in range(len(clips))]
    found: dict[str, array[int]] = {}
    for k, name in enumerate(names):
        samples = array("h")
        samples.frombytes((out / f"{k}.raw").read_bytes())
        found[name] = samples
    return found


def test_every_screen_that_asks_for_a_tune_has_one_and_all_are_small() -> None:
    for name in [*THEMES, "win"]:
        data = (FOLDER / f"{name}.opus").read_bytes()
        assert data.startswith(b"OggS") and b"OpusHead" in data[:100], name
        head = data.index(b"OpusHead")
        assert data[head + 9] == 1, f"{name}: mono (the app's mixer is mono)"
    total = sum(p.stat().st_size for p in FOLDER.iterdir())
    assert total < BUDGET, f"all the music is {total / 1e6:.2f} MB"
    assert {p.stem for p in FOLDER.iterdir()} == set(music.PIECES), "no tune nobody asks for"


def jump(samples: array[int], i: int) -> float:
    """How far the step into sample i strays from the steps either side of it: near 0 where the wave
    runs smoothly, large at a click (periodic: sample -1 comes before sample 0)."""
    n = len(samples)
    a, b, c, d = (samples[(i + k) % n] for k in (-2, -1, 0, 1))
    return abs((c - b) - ((b - a) + (d - c)) / 2)


@pytest.mark.parametrize("name", THEMES)
def test_a_loop_joins_without_a_click(decoded: dict[str, array[int]], name: str) -> None:
    """Where the loop goes round, the wave steps no further than it does anywhere in the 5 ms
    either side, and strays from its course less than at 99 of 100 samples in the second either side."""
    samples = decoded[name]
    assert len(samples) % (RATE // 50) == 0, "a whole number of 20 ms Opus frames"
    step, largest = seam(samples, RATE // 200)
    assert step <= largest, f"{name}: a step of {step} at the loop point, at most {largest} near it"
    near = sorted(jump(samples, i) for i in range(-RATE, RATE) if i)
    assert jump(samples, 0) <= near[int(0.99 * len(near))], f"{name}: the loop point stands out"


def test_loudness_in_one_band_and_under_the_voice(decoded: dict[str, array[int]]) -> None:
    """Every tune at the generator's loudness (within 1 dB), none clipping; and even Loud music, not
    ducked, is 3 dB under the voice at Quiet."""
    levels = {name: loudness(decoded[name][::2], RATE // 2) for name in music.PIECES}  # every other sample
    for name, level in levels.items():
        assert abs(level - music.LOUDNESS) <= 1.0, f"{name}: {level:.1f} dB"
        assert peak(decoded[name]) < 0.9, name
    voices = [loudness(samples, RATE) for name, samples in decoded.items() if name.startswith("voice:")]
    voice = statistics.median(voices)
    quiet_voice = voice + 20 * math.log10(min(v for v in VOICE_LEVELS.values() if v))
    assert max(levels.values()) + 20 * math.log10(LOUD) <= quiet_voice - 3
    assert QUIET < LOUD


def test_the_win_tune_is_short_and_ends_softly(decoded: dict[str, array[int]]) -> None:
    samples = decoded["win"]
    assert 2 < len(samples) / RATE < 6
    assert peak(samples[-RATE // 100:]) < 0.01  # faded out: no click at its end


@pytest.mark.slow  # the whole generator, twice: CI's tier
@pytest.mark.skipif(bool(music.missing_tools()), reason="the music generator needs "
                    + "; ".join(music.missing_tools()) + " (.ci/run installs them)")
def test_a_second_run_writes_the_same_bytes(tmp_path: Path) -> None:
    """The win tune made again (the loops take the same road, only longer) is the committed file, byte
    for byte: the run that made it was the first."""
    made = music.generate(tmp_path, only=["win"])
    assert made[0].read_bytes() == (FOLDER / "win.opus").read_bytes(), "rerun python -m spidergames.artgen.music"


def test_an_opus_stream_can_be_told_to_drop_samples_at_both_ends() -> None:
    """The loops' surgery: the pre-skip and the last granule position move, every page stays valid."""
    from spidergames.artgen import music_ogg as ogg

    data = (FOLDER / "win.opus").read_bytes()
    pages = ogg.pages(data)
    moved = ogg.pages(ogg.wrapped(data, 100, 200))
    head = ogg.HEADER.size + pages[0][26]
    skip = struct.unpack_from("<H", pages[0], head + 10)[0]
    assert struct.unpack_from("<H", moved[0], head + 10)[0] == skip + 100
    assert ogg.granule(moved[-1]) == ogg.granule(pages[-1]) - 200
    for page in moved:
        stored = struct.unpack_from("<I", page, 22)[0]
        assert ogg.crc(bytes(page[:22]) + bytes(4) + bytes(page[26:])) == stored
