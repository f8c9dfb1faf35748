"""The standalone builds: start to first frame beside the source start, and download sizes.

The one-file build shows a picture (PyInstaller's splash) while it unpacks: its time to that first
picture is measured on a screen of the bench's own (`screen.py`); with none, that figure says it was
not measured.

Looks for the builds `.ci/run` makes: `dist/onefolder/spidergames/` and `dist/onefile/spidergames`
(build them with `pyinstaller build.spec --distpath dist/onefolder` and
`pyinstaller build.spec --distpath dist/onefile -- --onefile`).
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time
import zlib
from pathlib import Path

from . import Figure, at_most, info, median
from .screen import WindowWatch, own_screen
from .shell import app_command, away_from_source, start_env, start_ms

FOLDER_FIGURE = "one-folder start / source start"
FILE_FIGURE = "one-file start / one-folder start"
PICTURE_FIGURE = "one-file first picture / one-folder first menu frame"
NO_PICTURE = "one-file first picture: not measured"
DOWNLOAD_FIGURE = "one-file download (zipped)"
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


def zipped_mb(path: Path) -> float:
    """The file's size in its release zip (deflate, level 9): the one-file app's download. Its archive is
    stored unpacked (build.spec), so the file itself is about twice that."""
    squeeze, total = zlib.compressobj(9, zlib.DEFLATED, -15), 0  # raw deflate, as in a zip
    with path.open("rb") as data:
        while chunk := data.read(1 << 20):
            total += len(squeeze.compress(chunk))
    return (total + len(squeeze.flush())) / 1e6


class NoPicture(RuntimeError):
    """The one-file app started and reported its first frame but showed no splash."""


def picture_and_frame_ms(exe: Path, display: str) -> tuple[float, float]:
    """Time from starting `exe` on `display` until a window shows there (the bootloader's splash: the
    app itself draws with SDL's dummy driver, so it adds none) and until the app reports its first frame."""
    watch = WindowWatch(display)
    env = start_env() | {"DISPLAY": display}
    shown: list[float] = []
    ended = threading.Event()
    try:
        start = time.perf_counter()
        with subprocess.Popen([str(exe)], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True) as proc:
            looker = threading.Thread(target=lambda: shown.append(watch.first_shown(60, ended) or 0.0), daemon=True)
            looker.start()
            watchdog = threading.Timer(60, proc.kill)  # an app that never reports must not hang the bench
            watchdog.start()
            assert proc.stdout is not None
            frame = next((time.perf_counter() for line in proc.stdout if line.strip() == "first frame"), None)
            proc.wait()
            watchdog.cancel()
            ended.set()
            looker.join(10)
    finally:
        watch.close()
    if frame is None or proc.returncode != 0:
        raise RuntimeError(f"{exe} did not report a first frame")
    if not shown or not shown[0]:
        raise NoPicture(f"{exe} showed no picture before it stopped: built without a splash?")
    return (shown[0] - start) * 1000, (frame - start) * 1000


def run(quick: bool, dist: Path, python: str | None = None) -> list[Figure]:
    """Each build started in turns with the source start (`python`: an installed wheel's interpreter),
    so a change in the machine's load falls on all of a round alike; the ratios are medians of the
    rounds' ratios. Each round also starts the one-file app on the bench's own screen, for its
    first picture."""
    onefolder, onefile = builds(dist)
    if not onefolder.exists() and not onefile.exists():
        print(f"   (no standalone builds in {dist}: see spidergames/bench/frozen.py)")
        return []
    with own_screen() as display:
        return rounds(onefolder, onefile, python, display if onefile.exists() else None)


def rounds(onefolder: Path, onefile: Path, python: str | None, display: str | None) -> list[Figure]:
    runs = 5  # a fresh start is quick: five each even in CI, for a steadier median
    starts = {"source": (app_command(python), away_from_source(python))}
    starts |= {name: ([str(exe)], None) for name, exe in (("one-folder", onefolder), ("one-file", onefile))
               if exe.exists()}
    for cmd, cwd in starts.values():
        start_ms(cmd, 1, cwd)  # warm the caches (and unpack the one-file app's libraries once)
    ms: dict[str, list[float]] = {name: [] for name in starts}
    pictures: list[tuple[float, float]] = []  # the one-file app on a screen: first picture, first frame
    for _ in range(runs):
        for name, (cmd, cwd) in starts.items():
            ms[name].append(start_ms(cmd, 1, cwd))
        if display is not None:
            try:
                pictures.append(picture_and_frame_ms(onefile, display))
            except NoPicture as exc:  # a build with no splash (macOS, an older build): said, not fatal
                print(f"   ({exc})")
                display, pictures = None, []
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
            figures += picture_figures(pictures, ms["one-folder"])
        figures += [info("one-file size on disk (stored unpacked)", onefile.stat().st_size / 1e6, "MB"),
                    at_most(DOWNLOAD_FIGURE, zipped_mb(onefile), "MB", 30)]
    return figures


def picture_figures(pictures: list[tuple[float, float]], folder_ms: list[float]) -> list[Figure]:
    """The one-file app's first picture (and its first frame with the picture up) against the
    one-folder app's first menu frame of the same round; one "not measured" line without a screen."""
    if not pictures:
        return [info(NO_PICTURE, 0, "", "no screen (Xvfb and libX11), or no splash in this build")]
    shown, framed = zip(*pictures, strict=True)
    return [info("one-file first picture (splash), on a screen", median(shown), "ms"),
            at_most(PICTURE_FIGURE, median([p / f for p, f in zip(shown, folder_ms, strict=True)]), "x", FILE_GOAL),
            info("one-file first menu frame, splash up", median(framed), "ms"),
            info("one-file first menu frame (splash up) / one-folder",
                 median([p / f for p, f in zip(framed, folder_ms, strict=True)]), "x")]
