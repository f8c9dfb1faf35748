"""The README's start-up figures, written from a bench run (`--readme README.md`), never typed by hand.

The line between the README's `<!-- startup -->` marks says what the bench measured in that run:
the installed app's first menu frame against a bare pygame-ce window, and the standalone builds'
starts against the source start and each other. A figure the run did not measure is left out.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import Figure
from .frozen import FILE_FIGURE, FOLDER_FIGURE, NO_PICTURE, PICTURE_FIGURE
from .shell import APP_FIGURE, BARE_FIGURE, FIRST_BARE_FIGURE, FIRST_EVER_FIGURE, RATIO_FIGURE, SMOOTH_FIGURE

MARKS = re.compile(r"<!-- startup -->.*?<!-- /startup -->", re.S)


def _find(figures: list[Figure], start: str) -> Figure | None:
    return next((f for f in figures if f.name.startswith(start)), None)


def startup_line(figures: list[Figure]) -> str:
    """The figures in the README's words, e.g. "first menu frame of the installed app in 190 ms,
    1.25x a bare pygame-ce window of its size (152 ms), ...; 1.6x at the very first start...; one-folder
    app 0.97x..."."""
    parts = []
    app, bare, ratio = _find(figures, APP_FIGURE), _find(figures, BARE_FIGURE), _find(figures, RATIO_FIGURE)
    if app and bare and ratio:
        which = "installed" if "installed" in app.name else "source"
        smooth, first = _find(figures, SMOOTH_FIGURE), _find(figures, FIRST_BARE_FIGURE)
        parts.append(f"first menu frame of the {which} app in {app.value:.0f} ms, {ratio.value:.2f}x a bare "
                     f"pygame-ce window of its size with SDL's defaults ({bare.value:.0f} ms)"
                     + (f", {smooth.value:.2f}x one scaled as smoothly as the app's" if smooth else "")
                     + (f", {first.value:.2f}x the 1280x720 one issue #26 was measured against" if first else ""))
    first = _find(figures, FIRST_EVER_FIGURE)
    if first:
        parts.append(f"{first.value:.2f}x at the very first start (no menu picture kept yet)")
    folder, onefile = _find(figures, FOLDER_FIGURE), _find(figures, FILE_FIGURE)
    if folder:
        parts.append(f"one-folder app {folder.value:.2f}x the source start")
    if onefile:
        parts.append(f"one-file app {onefile.value:.2f}x the one-folder app")
    picture = _find(figures, PICTURE_FIGURE)
    if picture:
        parts.append(f"one-file first picture (its splash) {picture.value:.2f}x the one-folder app's first menu frame")
    elif onefile and _find(figures, NO_PICTURE):
        parts.append("one-file first picture not measured (no screen for it, or no splash in the build)")
    return "; ".join(parts)


def write(readme: Path, figures: list[Figure]) -> bool:
    """Put the line between the README's marks; False (nothing written) when there is nothing to say
    or the README has no marks."""
    line = startup_line(figures)
    old = readme.read_text(encoding="utf-8")
    if not line or not MARKS.search(old):
        return False
    readme.write_text(MARKS.sub(lambda _: f"<!-- startup -->{line}<!-- /startup -->", old), encoding="utf-8")
    return True
