"""The app shell's figures: start-up time against a bare pygame-ce window, and menu frame cost."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from functools import cache

from ..cli import FIRST_FRAME_ENV
from . import Figure, at_most, info, median, percentile

BARE_WINDOW = (
    "import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1'\n"
    "for name, value in {hints}.items(): os.environ.setdefault(name, value)\n"
    "import pygame; pygame.init()\n"
    "s = pygame.display.set_mode({canvas}, pygame.SCALED | pygame.RESIZABLE)\n"
    "w = pygame.Window.from_display_module(); w.minimum_size = {smallest}; w.size = {window}\n"
    "s.fill((20, 30, 90)); pygame.display.flip(); print('first frame', flush=True)\n"
)
"""A bare pygame-ce window opened as the app opens its own on the same desktop (`bare_window`)."""
FIRST_BARE_WINDOW = (
    "import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1'\n"
    "import pygame; pygame.init()\n"
    "s = pygame.display.set_mode((1280, 720), pygame.SCALED | pygame.RESIZABLE)\n"
    "s.fill((20, 30, 90)); pygame.display.flip(); print('first frame', flush=True)\n"
)
"""The bare window of the bench's first versions, which issue #26's "today 1.47-1.66x" was measured
against: a 1280x720 canvas, wherever SDL puts it (on the dummy driver's 1024x768 desktop, scaled down)."""
DESKTOP = ("import os; os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1'\n"
           "import pygame; pygame.display.init(); print(*(pygame.display.get_desktop_sizes() or [(0, 0)])[0])")
APP_FIRST_FRAME = [sys.executable, "-m", "spidergames"]  # a plain start, as a double-click does
BARE_FIGURE = "bare pygame-ce window start"
APP_FIGURE = "app start to first menu frame"
RATIO_FIGURE = "app start / bare window start"
SMOOTH_FIGURE = "app start / bare window start scaled as smoothly as the app's"
FIRST_BARE_FIGURE = "app start / the 1280x720 bare window issue #26 was measured against"
FIRST_EVER_FIGURE = "very first start / bare window start"
RATIO_GOAL = 1.2
"""Issue #26: the first menu frame of an installed wheel within 1.2x a bare pygame-ce window: one of
the app's window's size with SDL's defaults, the strictest of the three the bench opens (a bare window
has none of the app's smooth scaling, which costs the first frame 1.5 to 4 ms without a GPU)."""


def app_command(python: str | None) -> list[str]:
    """A plain start of the app under `python` (an installed wheel's interpreter), or this source's."""
    return APP_FIRST_FRAME if python is None else [python, "-m", "spidergames"]


def away_from_source(python: str | None) -> str | None:
    """The folder to start `python` in: an empty one for another interpreter, so `-m spidergames` finds
    the package installed there, not the checkout in the current folder (which `-m` puts first)."""
    return None if python is None else tempfile.mkdtemp(prefix="spidergames-bench-")


@cache
def bench_home() -> str:
    """The user folder of the bench's starts: its own, so a family's saved game or settings never
    change what is measured; kept for the whole run, as a family's is between starts."""
    return tempfile.mkdtemp(prefix="spidergames-bench-home-")


def desktop_of(python: str) -> tuple[int, int]:
    """The desktop the starts of `python` see (in the starts' environment), 1280x720 if none is known."""
    shown = subprocess.run([python, "-c", DESKTOP], env=start_env(), capture_output=True, text=True, check=True)
    width, height = (int(n) for n in shown.stdout.split())
    return (width, height) if width and height else (1280, 720)


def bare_window(desktop: tuple[int, int], *, smooth: bool = False) -> str:
    """The bare window's script on `desktop`: the app's canvas of the desktop's shape in a window of the
    app's size (`window.open_screen`, with the app's least size: SCALED's own is the canvas, which would
    keep a 960x720 canvas from a 896x672 window and spare it the scaling); scaled with SDL's default,
    nearest-pixel filter, or with `smooth`, the app's (`window.SMOOTH_SCALING`). Without a GPU the smooth
    filter costs the first frame a few milliseconds, the app's window or not."""
    from ..app.canvas import size_for
    from ..app.window import SMALLEST_WINDOW, SMOOTH_SCALING, window_size

    canvas = size_for(desktop)
    return BARE_WINDOW.format(canvas=canvas, window=window_size(desktop, canvas), smallest=SMALLEST_WINDOW,
                              hints=repr(SMOOTH_SCALING if smooth else {}))


def start_env() -> dict[str, str]:
    """The environment of a timed start: the bench's own user folder, and the first frame reported."""
    env = dict(os.environ)
    env["SPIDERGAMES_HOME"] = bench_home()
    # a real install has its bytecode cached; without this every start would recompile the app
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env[FIRST_FRAME_ENV] = "1"  # the app reports its first frame on stdout and stops
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def start_ms(cmd: list[str], runs: int, cwd: str | None = None, *, first_ever: bool = False) -> float:
    """Median time from starting a fresh process of `cmd` (in `cwd`) until it reports its first frame.
    `first_ever`: each start in a new, empty user folder (nothing kept from a start before)."""
    env = start_env()
    times = []
    for run in range(runs):
        if first_ever:
            env["SPIDERGAMES_HOME"] = tempfile.mkdtemp(prefix="spidergames-bench-home-")
        start = time.perf_counter()
        with subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              cwd=cwd) as proc:
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


def startup_figures(runs: int = 9, python: str | None = None) -> list[Figure]:
    """Fresh processes of the app and of bare pygame-ce windows under the same interpreter, taken in
    turns; each ratio is the median of each run's pair, so a change in the machine's load (other
    programs starting, a shared CPU) falls on both of a pair alike instead of on whichever happened
    to run then. `python`: an installed wheel's interpreter (`--app-python`), else this source's."""
    py = python or sys.executable
    desktop = desktop_of(py)
    bares = {"bare": [py, "-c", bare_window(desktop)], "smooth": [py, "-c", bare_window(desktop, smooth=True)],
             "first": [py, "-c", FIRST_BARE_WINDOW]}
    app_cmd, cwd = app_command(python), away_from_source(python)
    start_ms(app_cmd, 1, cwd)  # warm the disk and bytecode caches for all, fairly
    for cmd in bares.values():
        start_ms(cmd, 1, cwd)
    times: dict[str, list[float]] = {name: [] for name in (*bares, "app", "first ever")}
    for _ in range(runs):
        for name, cmd in bares.items():
            times[name].append(start_ms(cmd, 1, cwd))
        times["app"].append(start_ms(app_cmd, 1, cwd))
        times["first ever"].append(start_ms(app_cmd, 1, cwd, first_ever=True))

    def ratio(app: str, bare: str) -> float:
        return median([a / b for a, b in zip(times[app], times[bare], strict=True)])

    which = "installed" if python else "source"
    return [info(f"{BARE_FIGURE} (median of {runs})", median(times["bare"]), "ms", "baseline"),
            info(f"{APP_FIGURE}, {which} (median of {runs})", median(times["app"]), "ms"),
            at_most(f"{RATIO_FIGURE}, {which} (median of the pairs)", ratio("app", "bare"), "x", RATIO_GOAL),
            info(f"{SMOOTH_FIGURE}, {which}", ratio("app", "smooth"), "x", "report only: the app's own cost"),
            info(f"{FIRST_BARE_FIGURE}, {which}", ratio("app", "first"), "x", "report only"),
            info(f"{FIRST_EVER_FIGURE}, {which}", ratio("first ever", "bare"), "x", "report only: nothing kept yet")]


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


def run(quick: bool, python: str | None = None) -> list[Figure]:
    return startup_figures(python=python) + menu_frame_figures(120 if quick else 600)
