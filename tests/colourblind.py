"""How colours look to children with colour-blind eyes: Machado, Oliveira and Fernandes (2009) at full
severity, applied in linear RGB, and the CIE76 colour difference between what they see.

Plain Python (the project has no numpy): the checks compare a few colours; `tools`-free PNGs of
whole screens come from ImageMagick's -color-matrix with the same matrices (see `MATRICES`).
"""

from __future__ import annotations

import math

Colour = tuple[int, int, int]

MATRICES = {  # Machado et al. 2009, severity 1.0
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(c: float) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate(colour: Colour, vision: str) -> Colour:
    """`colour` as an eye with `vision` (a key of MATRICES) sees it."""
    lin = [_linear(c) for c in colour]
    r, g, b = (_srgb(sum(m * v for m, v in zip(row, lin, strict=True))) for row in MATRICES[vision])
    return (r, g, b)


def lab(colour: Colour) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in colour)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b, 0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    f = [t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
         for t in (xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883)]
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))


def delta_e(a: Colour, b: Colour) -> float:
    """CIE76 colour difference: about 2.3 is just noticeable; 20 and more tell things apart at a glance."""
    return math.dist(lab(a), lab(b))
