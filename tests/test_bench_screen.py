"""The bench's own screen sees a window the moment it is shown (the one-file build's splash)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest

from spidergames.bench.screen import WindowWatch, own_screen

WINDOW_AFTER_A_WHILE = (
    "import os, time; os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
    "import pygame; time.sleep(0.3); pygame.display.init()\n"
    "pygame.display.set_mode((64, 48)); pygame.display.flip(); print(time.perf_counter(), flush=True)\n"
    "time.sleep(0.5)\n"
)


def test_the_watch_sees_the_window_when_it_is_shown_not_before() -> None:
    """As the bench does: the watch waits beside the running program. (On a shared machine, set
    SPIDERGAMES_BENCH_SCREEN to your own display number.)"""
    with own_screen() as display:
        if display is None:
            pytest.skip("no Xvfb or libX11 here")
        watch = WindowWatch(display)
        try:
            seen: list[float | None] = []
            ended = threading.Event()
            looker = threading.Thread(target=lambda: seen.append(watch.first_shown(30, ended)))
            looker.start()
            start = time.perf_counter()
            env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11"}
            child = subprocess.run([sys.executable, "-c", WINDOW_AFTER_A_WHILE], env=env, capture_output=True,
                                   text=True, timeout=60, check=True)
            ended.set()
            looker.join(10)
        finally:
            watch.close()
    flipped, shown = float(child.stdout.split()[0]), seen[0]
    assert shown is not None, "the window was mapped: the watch must have seen it"
    assert start + 0.3 < shown <= flipped + 0.05  # not before the program made its window


def test_no_window_no_time() -> None:
    with own_screen() as display:
        if display is None:
            pytest.skip("no Xvfb or libX11 here")
        watch = WindowWatch(display)
        try:
            ended = threading.Event()
            ended.set()  # the program ended without a window: the watch gives up at once
            assert watch.first_shown(30, ended) is None
            assert watch.first_shown(0.2, threading.Event()) is None
        finally:
            watch.close()


def test_a_build_with_no_splash_is_said_not_fatal(tmp_path) -> None:
    """A one-file build with no splash (macOS's, an older one) reports its frame but shows nothing:
    the bench says so and goes on, rather than waiting or failing the whole section."""
    from spidergames.bench.frozen import NoPicture, picture_and_frame_ms

    exe = tmp_path / "no-splash"
    exe.write_text("#!/bin/sh\necho 'first frame'\n", encoding="utf-8")
    exe.chmod(0o755)
    with own_screen() as display:
        if display is None:
            pytest.skip("no Xvfb or libX11 here")
        start = time.perf_counter()
        with pytest.raises(NoPicture, match="no picture"):
            picture_and_frame_ms(exe, display)
    assert time.perf_counter() - start < 20, "the watch stops when the program ends"
