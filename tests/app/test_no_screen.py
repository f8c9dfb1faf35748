"""No display and no video driver: SDL quietly falls back to its "offscreen" driver and the app would
run with no window at all, holding the one-copy lock. It says so (stderr and log) and exits non-zero;
the dummy driver, asked for on purpose by the tests, --autoplay and --screenshot, still works."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from spidergames.app import lock


def run(home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    full |= {"SPIDERGAMES_HOME": str(home), "SDL_AUDIODRIVER": "dummy", "SPIDERGAMES_BENCH_FIRST_FRAME": "1", **env}
    return subprocess.run([sys.executable, "-m", "spidergames", *args], env=full, text=True, capture_output=True,
                          timeout=120)


def test_no_screen_at_all_is_said_and_the_app_does_not_run_invisibly(tmp_path: Path) -> None:
    done = run(tmp_path)
    assert done.returncode not in (0, None), "it ran with no window"
    assert "first frame" not in done.stdout
    assert "no screen" in done.stderr and "Traceback" not in done.stderr
    assert "no screen" in (tmp_path / "spidergames.log").read_text()
    assert lock.acquire(tmp_path), "and it let go of the one-copy lock"
    lock.release()


def test_the_dummy_driver_asked_for_on_purpose_still_runs(tmp_path: Path) -> None:
    done = run(tmp_path, SDL_VIDEODRIVER="dummy")
    assert done.returncode == 0 and "first frame" in done.stdout, done.stderr
    shot = tmp_path / "menu.png"
    done = run(tmp_path, "--screenshot", "menu", str(shot))
    assert done.returncode == 0 and shot.is_file(), done.stderr
