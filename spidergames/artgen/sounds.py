"""Short, friendly sound effects synthesised with the standard library only (22050 Hz, 16-bit mono).

Soft sine/triangle tones with gentle attacks, so nothing is shrill in a classroom; noise comes from a
seeded ``random.Random`` so every run writes the same bytes.
"""

from __future__ import annotations

import array
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

from .drawing import ASSETS

RATE = 22050
Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, volume: float = 0.5, shape: str = "sine",
         freq_end: float | None = None, attack: float = 0.005, decay: float = 4.0,
         vibrato: float = 0.0) -> Samples:
    """One note: pitch may glide to ``freq_end``; ``decay`` is the exponential fade rate per second."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    end = freq if freq_end is None else freq_end
    for i in range(n):
        t = i / RATE
        f = freq + (end - freq) * i / max(n - 1, 1)
        if vibrato:
            f *= 1 + 0.12 * math.sin(2 * math.pi * vibrato * t)
        phase += 2 * math.pi * f / RATE
        if shape == "sine":
            v = math.sin(phase)
        elif shape == "triangle":
            v = 2 / math.pi * math.asin(math.sin(phase))
        else:  # "soft square": a few odd harmonics, rounder than a real square wave
            v = math.sin(phase) + math.sin(3 * phase) / 3 + math.sin(5 * phase) / 5
            v *= 0.8
        env = min(1.0, t / attack) if attack else 1.0
        env *= math.exp(-decay * t)
        env *= min(1.0, (n - i) / (RATE * 0.004))  # no click at the end
        out.append(v * env * volume)
    return out


def noise(seconds: float, rng: random.Random, volume: float = 0.3, smooth: float = 0.5,
          attack: float = 0.002, decay: float = 20.0) -> Samples:
    """Low-passed white noise (``smooth`` near 1 = duller) with a percussive envelope."""
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        t = i / RATE
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)
        env = min(1.0, t / attack) * math.exp(-decay * t) * min(1.0, (n - i) / (RATE * 0.004))
        out.append(last * env * volume)
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Overlay (start_seconds, samples) parts."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def seq(notes: list[Samples], gap: float = 0.0) -> Samples:
    out: Samples = []
    for note in notes:
        out += note + silence(gap)
    return out


# -- the effects ---------------------------------------------------------------------------
def click() -> Samples:
    return mix((0, tone(1320, 0.05, 0.45, decay=60)), (0, noise(0.02, random.Random(1), 0.15)))


def hover() -> Samples:
    return tone(990, 0.04, 0.18, decay=50)


def back() -> Samples:
    return seq([tone(784, 0.07, 0.4, "triangle", decay=20), tone(523, 0.1, 0.4, "triangle",
                                                                   decay=20)])


def dice_roll() -> Samples:
    rng = random.Random(2)
    parts = []
    t = 0.0
    while t < 0.6:
        parts.append((t, noise(0.03, rng, 0.35, 0.3, decay=120)))
        parts.append((t, tone(rng.uniform(1500, 2600), 0.03, 0.18, decay=120)))
        t += rng.uniform(0.025, 0.07)
    return mix(*parts)


def dice_land() -> Samples:
    rng = random.Random(3)
    return mix((0, tone(160, 0.15, 0.6, decay=30)), (0, noise(0.05, rng, 0.3, 0.6, decay=60)),
               (0.12, tone(190, 0.1, 0.3, decay=40)), (0.12, noise(0.03, rng, 0.15, 0.6, decay=90)))


def card_flip() -> Samples:
    rng = random.Random(4)
    return mix((0, noise(0.12, rng, 0.8, 0.2, attack=0.04, decay=25)),
               (0.08, tone(1800, 0.03, 0.15, decay=100)))


def card_deal() -> Samples:
    return noise(0.09, random.Random(5), 0.7, 0.35, attack=0.01, decay=35)


def slide() -> Samples:
    rng = random.Random(6)
    return mix((0, noise(0.35, rng, 0.35, 0.85, attack=0.05, decay=6)),
               (0, tone(90, 0.35, 0.35, freq_end=70, attack=0.05, decay=6)),
               (0.32, tone(220, 0.08, 0.35, decay=40)))


def step() -> Samples:
    return tone(330, 0.09, 0.45, "triangle", freq_end=660, decay=20)


def capture() -> Samples:
    """A web "thwip" then a sparkly little chord: the villain is caught."""
    rng = random.Random(7)
    thwip = mix((0, noise(0.12, rng, 0.35, 0.1, attack=0.01, decay=25)),
                (0, tone(400, 0.15, 0.3, freq_end=1400, decay=10)))
    sparkle = mix(*[(i * 0.05, tone(f, 0.3, 0.2, "triangle", decay=10))
                    for i, f in enumerate((1047, 1319, 1568))])
    return mix((0, thwip), (0.14, sparkle))


def send_home() -> Samples:
    """A cartoon boing: a wobbly falling tone."""
    return tone(520, 0.45, 0.5, freq_end=160, decay=4, vibrato=14)


def cheer() -> Samples:
    notes = [tone(f, 0.1, 0.4, "triangle", decay=12) for f in (523, 659, 784)]
    return seq(notes) + mix(*[(0, tone(f, 0.45, 0.25, "triangle", decay=5))
                              for f in (523, 659, 784, 1047)])


def win() -> Samples:
    """A short fanfare: da-da-da-daaa with a held major chord."""
    notes = [tone(f, d, 0.3, "soft", decay=6) for f, d in ((392, 0.13), (392, 0.13), (392, 0.13))]
    lead = seq(notes, 0.02) + tone(523, 0.5, 0.3, "soft", decay=3)
    chord = mix(*[(0, tone(f, 0.7, 0.14, "triangle", decay=3)) for f in (523, 659, 784)])
    return mix((0, lead), (0.45, chord))


def error() -> Samples:
    """A gentle "uh-oh": two soft falling notes, not a harsh buzzer."""
    return seq([tone(440, 0.14, 0.4, decay=8, attack=0.01), tone(349, 0.2, 0.4, decay=8,
                                                                 attack=0.01)], 0.03)


def turn() -> Samples:
    """A bell-like chime: a fundamental with a quiet fifth and octave."""
    return mix((0, tone(880, 0.6, 0.35, decay=6)), (0, tone(1320, 0.5, 0.12, decay=8)),
               (0, tone(1760, 0.4, 0.08, decay=10)))


def token() -> Samples:
    """A wooden "tock"."""
    return mix((0, tone(620, 0.1, 0.5, decay=45)), (0, tone(1240, 0.05, 0.15, decay=80)),
               (0, noise(0.015, random.Random(8), 0.2, 0.3, decay=200)))


SOUNDS: dict[str, Callable[[], Samples]] = {
    "click": click, "hover": hover, "back": back, "dice_roll": dice_roll, "dice_land": dice_land,
    "card_flip": card_flip, "card_deal": card_deal, "slide": slide, "step": step,
    "capture": capture, "send_home": send_home, "cheer": cheer, "win": win, "error": error,
    "turn": turn, "token": token,
}


def write_wav(samples: Samples, path: Path) -> Path:
    """Normalise down only if a mix would clip, then write 16-bit mono PCM."""
    peak = max((abs(v) for v in samples), default=0.0)
    scale = 0.9 / peak if peak > 0.9 else 1.0
    pcm = array.array("h", (int(round(max(-1.0, min(1.0, v * scale)) * 32767)) for v in samples))
    if array.array("h", [1]).tobytes()[0] == 0:  # big-endian host: WAV is little-endian
        pcm.byteswap()
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return path


def generate(out: Path = ASSETS) -> list[Path]:
    return [write_wav(make(), out / "sounds" / f"{name}.wav") for name, make in SOUNDS.items()]
