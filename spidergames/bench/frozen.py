"""The standalone builds: start to first frame beside the source start, and download sizes.

Looks for the builds `.ci/run` makes: `dist/onefolder/spidergames/` and `dist/onefile/spidergames`
(build them with `pyinstaller build.spec --distpath dist/onefolder` and
`pyinstaller build.spec --distpath dist/onefile -- --onefile`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import Figure, at_most, info, median
from .shell import app_command, away_from_source, start_ms

FOLDER_FIGURE = "one-folder start / source start"
FILE_FIGURE = "one-file start / one-folder start"
FOLDER_GOAL, FILE_GOAL = 1.0, 1.5
"""Issue #26: the one-folder app no slower than the source run, the one-file app within 1.5x it."""

EXE = "spidergames.exe" if sys.platform.startswith("win") else "spidergames"


def builds(dist: Path) -> tuple[Path, Path]:
    return dist / "onefolder" / "spidergames" / EXE, dist / "onefile" / EXE


def folder_size_mb(folder: Path) -> float:
    """The folder's size as `du -sb` gives it: symlinks are not followed, hard links count once."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for path in [folder, *folder.rglob("*")]:
        info = path.lstat()
        if (info.st_dev, info.st_ino) in seen:
            continue
        seen.add((info.st_dev, info.st_ino))
        total += info.st_size
    return total / 1e6


def run(quick: bool, dist: Path, python: str | None = None) -> list[Figure]:
    """Each build started in turns with the source start (`python`: an installed wheel's interpreter),
    so a change in the machine's load falls on all of a round alike; the ratios are medians of the
    rounds' ratios."""
    onefolder, onefile = builds(dist)
    if not onefolder.exists() and not onefile.exists():
        print(f"   (no standalone builds in {dist}: see spidergames/bench/frozen.py)")
        return []
    runs = 5  # a fresh start is quick: five each even in CI, for a steadier median
    starts = {"source": (app_command(python), away_from_source(python))}
    starts |= {name: ([str(exe)], None) for name, exe in (("one-folder", onefolder), ("one-file", onefile))
               if exe.exists()}
    for cmd, cwd in starts.values():
        start_ms(cmd, 1, cwd)  # warm the caches (and unpack the one-file app's libraries once)
    ms: dict[str, list[float]] = {name: [] for name in starts}
    for _ in range(runs):
        for name, (cmd, cwd) in starts.items():
            ms[name].append(start_ms(cmd, 1, cwd))
    which = "installed" if python else "source"
    figures = [info(f"source start to first frame, {which} (median of {runs})", median(ms["source"]), "ms",
                    "baseline")]
    if "one-folder" in ms:
        ratio = median([f / s for f, s in zip(ms["one-folder"], ms["source"], strict=True)])
        figures += [info("one-folder start to first frame", median(ms["one-folder"]), "ms"),
                    at_most(FOLDER_FIGURE, ratio, "x", FOLDER_GOAL),
                    info("one-folder size", folder_size_mb(onefolder.parent), "MB")]
    if "one-file" in ms:
        figures += [info("one-file start to first frame", median(ms["one-file"]), "ms")]
        if "one-folder" in ms:
            ratio = median([f / s for f, s in zip(ms["one-file"], ms["one-folder"], strict=True)])
            figures += [at_most(FILE_FIGURE, ratio, "x", FILE_GOAL)]
        figures += [at_most("one-file size", onefile.stat().st_size / 1e6, "MB", 30)]
    return figures
