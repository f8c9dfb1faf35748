"""The app shell's figures: start-up time against a bare pygame-ce window, and menu frame cost."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

from ..cli import FIRST_FRAME_ENV
from . import Figure, at_most, info, median, percentile

BARE_WINDOW = (
    "import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1'\n"
    "import pygame; pygame.init()\n"
    "s = pygame.display.set_mode((1280, 720), pygame.SCALED | pygame.RESIZABLE)\n"
    "s.fill((20, 30, 90)); pygame.display.flip(); print('first frame', flush=True)\n"
)
APP_FIRST_FRAME = [sys.executable, "-m", "spidergames"]  # a plain start, as a double-click does


def start_ms(cmd: list[str], runs: int) -> float:
    """Median time from starting a fresh process of `cmd` until it reports its first frame."""
    env = dict(os.environ)
    # a real install has its bytecode cached; without this every start would recompile the app
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env[FIRST_FRAME_ENV] = "1"  # the app reports its first frame on stdout and stops
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    times = []
    for run in range(runs):
        start = time.perf_counter()
        with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) as proc:
            assert proc.stdout is not None
            watchdog = threading.Timer(60, proc.kill)  # an app that never reports must not hang the bench
            watchdog.start()
            for line in proc.stdout:
                if line.strip() == "first frame":
                    times.append((time.perf_counter() - start) * 1000)
                    break
            proc.wait()
            watchdog.cancel()
        if proc.returncode != 0 or len(times) <= run:
            raise RuntimeError(f"{' '.join(cmd)} did not report a first frame")
    return median(times)


def startup_figures(runs: int = 9) -> list[Figure]:
    """Fresh processes of the app and of a bare pygame-ce window, taken in turns; the ratio is the
    median of each run's pair, so a change in the machine's load (other programs starting, a
    shared CPU) falls on both of a pair alike instead of on whichever happened to run then."""
    bare_cmd = [sys.executable, "-c", BARE_WINDOW]
    start_ms(APP_FIRST_FRAME, 1)  # warm the disk and bytecode caches for both, fairly
    start_ms(bare_cmd, 1)
    bare, app = [], []
    for _ in range(runs):
        bare.append(start_ms(bare_cmd, 1))
        app.append(start_ms(APP_FIRST_FRAME, 1))
    ratio = median([a / b for a, b in zip(app, bare, strict=True)])
    return [info(f"bare pygame-ce window start (median of {runs})", median(bare), "ms", "baseline"),
            info(f"app start to first menu frame (median of {runs})", median(app), "ms"),
            at_most("app start / bare window start (median of the pairs)", ratio, "x", 1.5)]


def menu_frame_figures(frames: int) -> list[Figure]:
    """CPU time of drawing the menu and scaling the canvas to a 1920x1080 output, against the
    full-redraw floor (one blit of a whole picture and the same scale) measured after each frame,
    as the table's figures are: a ratio holds on a fast machine and a slow or busy one alike."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import tempfile

    import pygame

    os.environ["SPIDERGAMES_HOME"] = tempfile.mkdtemp(prefix="spidergames-bench-")
    from ..app.application import App
    from ..app.scenes.menu import MenuScene

    app = App(fullscreen=False)
    app.scenes.push(MenuScene(app))
    output = pygame.Surface((1920, 1080))
    canvas, picture = app.screen.copy(), app.screen.copy()
    costs, floors = [], []
    for i in range(frames + 10):
        start = time.process_time()
        app.frame(1 / 60)
        pygame.transform.scale(app.screen, (1920, 1080), output)
        cost = (time.process_time() - start) * 1000
        start = time.process_time()
        canvas.blit(picture, (0, 0))
        pygame.transform.scale(canvas, (1920, 1080), output)
        if i >= 10:  # the first frames fill the caches
            costs.append(cost)
            floors.append((time.process_time() - start) * 1000)
    pygame.quit()
    floor = median(floors)
    return [info("menu: full-redraw floor (1080p), median", floor, "ms", "baseline"),
            at_most("menu frame / floor, median", median(costs) / floor, "x", 1.3),
            at_most("menu frame / floor, p99", percentile(costs, 99) / percentile(floors, 99), "x", 2)]


def run(quick: bool) -> list[Figure]:
    return startup_figures() + menu_frame_figures(120 if quick else 600)
