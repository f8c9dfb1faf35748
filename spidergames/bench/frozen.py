"""The standalone builds: start to first frame beside the source start, and download sizes.

Looks for the builds `.ci/run` makes: `dist/onefolder/spidergames/` and `dist/onefile/spidergames`
(build them with `pyinstaller build.spec --distpath dist/onefolder` and
`pyinstaller build.spec --distpath dist/onefile -- --onefile`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import Figure, at_most, info
from .shell import APP_FIRST_FRAME, start_ms

EXE = "spidergames.exe" if sys.platform.startswith("win") else "spidergames"


def builds(root: Path) -> tuple[Path, Path]:
    return root / "dist" / "onefolder" / "spidergames" / EXE, root / "dist" / "onefile" / EXE


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


def run(quick: bool, root: Path) -> list[Figure]:
    onefolder, onefile = builds(root)
    if not onefolder.exists() and not onefile.exists():
        print("   (no standalone builds in dist/: see spidergames/bench/frozen.py)")
        return []
    runs = 5  # a fresh start is quick: five each even in CI, for a steadier median
    start_ms(APP_FIRST_FRAME, 1)
    figures = [info(f"source start to first frame (median of {runs})", start_ms(APP_FIRST_FRAME, runs), "ms",
                    "baseline")]
    source = figures[0].value
    if onefolder.exists():
        start_ms([str(onefolder)], 1)
        folder_ms = start_ms([str(onefolder)], runs)
        figures += [info("one-folder start to first frame", folder_ms, "ms"),
                    at_most("one-folder start / source start", folder_ms / source, "x", 1.2),
                    info("one-folder size", folder_size_mb(onefolder.parent), "MB")]
    if onefile.exists():
        start_ms([str(onefile)], 1)
        figures += [at_most("one-file start to first frame", start_ms([str(onefile)], runs), "ms", 600),
                    at_most("one-file size", onefile.stat().st_size / 1e6, "MB", 30)]
    return figures
