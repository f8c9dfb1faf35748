"""Idle CPU in a real window: the menu, and a game waiting for a person, with nobody touching.

Each case runs the real app (`App.run`, full screen) in a fresh process on an X display: the one in
$DISPLAY, or an Xvfb of 1920x1080 started for the measurement. A watcher thread in that process
waits until the screen has settled (a person's turn is shown, then longer than the app's idle
delay), reads the process's CPU time over a few seconds, and closes the app. The figure is the
share of one core used (all threads), so it is its own baseline: wall time in the same run.
Without X (no $DISPLAY and no Xvfb) the cases are skipped with a note.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from . import Figure, at_most, info

GOAL_SHARE = 3.0  # % of one core
CASES = ("menu", "turn")
SCREEN = "1920x1080x24"


def _settle_seconds() -> float:
    from ..app.application import IDLE_AFTER

    return IDLE_AFTER + 1.0


def _child(case: str, seconds: float) -> None:
    """Run inside the measured process: the app, full screen, and a watcher that times it."""
    os.environ["SPIDERGAMES_HOME"] = tempfile.mkdtemp(prefix="spidergames-idle-")
    import pygame

    from ..app.application import App
    from ..app.scenes.menu import MenuScene
    from ..app.table.game_scene import GameScene
    from ..core.match import Match
    from ..core.protocol import GameConfig, Seat
    from ..core.registry import load_game

    app = App(fullscreen=True)
    first: MenuScene | GameScene[Any, Any, Any, Any] = MenuScene(app)
    if case == "turn":
        from ..app.games import scene_class

        app.scenes.push(first)
        config = GameConfig((Seat("Ann", "human", "red"), Seat("Robot", "normal", "blue")))
        cls = scene_class("labyrinth")
        assert cls is not None
        first = cls(app, Match(load_game("labyrinth"), config, 7))
    game = first if isinstance(first, GameScene) else None

    def watch() -> None:
        deadline = time.monotonic() + 30
        while game is not None and not game.ready() and time.monotonic() < deadline:
            time.sleep(0.05)  # a robot may move first
        time.sleep(_settle_seconds())
        cpu, wall = time.process_time(), time.monotonic()
        time.sleep(seconds)
        share = 100 * (time.process_time() - cpu) / (time.monotonic() - wall)
        width, height = pygame.display.get_window_size()
        print(f"idle {share:.3f} {width}x{height}", flush=True)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=watch, daemon=True).start()
    app.run(first)


@contextmanager
def x_display() -> Iterator[str | None]:
    """An X display to measure on: $DISPLAY, or a fresh Xvfb (None if neither is available)."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield None
        return
    number = next(n for n in range(120, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists()
                  and not Path(f"/tmp/.X{n}-lock").exists())
    proc = subprocess.Popen([xvfb, f":{number}", "-screen", "0", SCREEN, "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(10)


def measure(case: str, display: str, seconds: float) -> tuple[float, str]:
    env = dict(os.environ, DISPLAY=display)
    env.pop("SDL_VIDEODRIVER", None)  # a real window, not the dummy driver the tests use
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    out = subprocess.run([sys.executable, "-m", "spidergames.bench.idle", case, str(seconds)], env=env,
                         capture_output=True, text=True, timeout=90, check=False)
    for line in out.stdout.splitlines():
        if line.startswith("idle "):
            _, share, size = line.split(" ", 2)
            return float(share), size
    raise RuntimeError(f"idle {case} reported nothing: {out.stderr[-500:]}")


def run(quick: bool) -> list[Figure]:
    seconds = 3.0 if quick else 10.0
    with x_display() as display:
        if display is None:
            return [info("idle CPU: skipped (no X display and no Xvfb)", 0, "%", "not measured")]
        figures = []
        for case in CASES:
            share, size = measure(case, display, seconds)
            where = "menu" if case == "menu" else "a person's turn"
            figures.append(at_most(f"idle CPU, {where}, full screen {size}", share, "%", GOAL_SHARE))
        return figures


if __name__ == "__main__":
    _child(sys.argv[1], float(sys.argv[2]))
