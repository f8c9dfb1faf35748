"""Measures for the music: how loud a piece is, and whether its loop point clicks (standard library only).

Loudness is the gated mean square of ITU-R BS.1770 without its K-weighting filter: the signal cut
into 400 ms blocks (overlapping by three quarters), blocks under -70 dB left out, then blocks more
than 10 dB under the mean of the rest left out, and the mean of what remains in dB of full scale.
The gating keeps pauses (between a voice clip's words, the end of a tune) from making a sound seem
quieter than it is heard; without the filter the figure runs a little lower than LUFS on bass-heavy
music (the filter is a high-pass and a treble shelf) and is cheap enough for a test.
"""

from __future__ import annotations

import math
import operator
from array import array
from collections.abc import Sequence

BLOCK = 0.4  # seconds
OVERLAP = 4  # blocks start every BLOCK / OVERLAP seconds
ABSOLUTE_GATE = -70.0  # dB
RELATIVE_GATE = -10.0  # dB under the mean of the blocks over the absolute gate


def samples_of(raw: bytes) -> array[int]:
    """16-bit signed samples from raw bytes in the machine's order (what `Sound.get_raw` returns)."""
    out = array("h")
    out.frombytes(raw[: len(raw) // 2 * 2])
    return out


def loudness(samples: Sequence[float], rate: int, full_scale: float = 32768.0) -> float:
    """Gated loudness in dB of full scale (-inf for silence)."""
    step = max(1, int(rate * BLOCK / OVERLAP))
    quarters = []
    for start in range(0, len(samples), step):
        chunk = samples[start:start + step]
        quarters.append(sum(map(operator.mul, chunk, chunk)) / (full_scale * full_scale))
    counts = [min(step, len(samples) - i * step) for i in range(len(quarters))]
    blocks = [sum(quarters[i:i + OVERLAP]) / max(1, sum(counts[i:i + OVERLAP]))
              for i in range(max(1, len(quarters) - OVERLAP + 1))]
    loud = [b for b in blocks if b > 0 and decibels(b) > ABSOLUTE_GATE]
    if not loud:
        return -math.inf
    gate = decibels(sum(loud) / len(loud)) + RELATIVE_GATE
    kept = [b for b in loud if decibels(b) > gate]
    return decibels(sum(kept) / len(kept))


def decibels(mean_square: float) -> float:
    return 10 * math.log10(mean_square) if mean_square > 0 else -math.inf


def peak(samples: Sequence[float], full_scale: float = 32768.0) -> float:
    """The largest sample, as a fraction of full scale."""
    return max(max(samples), -min(samples)) / full_scale if len(samples) else 0.0


def seam(samples: Sequence[float], around: int) -> tuple[float, float]:
    """(the step from the last sample to the first, the largest step between neighbours within
    `around` samples before and after that join): a loop clicks where the first is the larger."""
    before, after = samples[-around:], samples[:around]
    steps = [abs(b - a) for part in (before, after) for a, b in zip(part[:-1], part[1:], strict=True)]
    return abs(samples[0] - samples[-1]), max(steps, default=0.0)
