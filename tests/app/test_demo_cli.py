"""`spidergames --demo GAME [--players N] [--seed S]`: mistakes are one line and exit 2; a good one starts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from spidergames.cli import FIRST_FRAME_ENV


def run(*args: str, home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "SPIDERGAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            **env}
    return subprocess.run([sys.executable, "-m", "spidergames", *args], capture_output=True, text=True, env=full,
                          timeout=120)


MISTAKES = {
    "demo with no game": ["--demo", ""],
    "demo of an unknown game": ["--demo", "chess"],
    "demo players not a number": ["--demo", "yahtzee", "--players", "two"],
    "demo players zero": ["--demo", "yahtzee", "--players", "0"],
    "demo players too many": ["--demo", "labyrinth", "--players", "5"],
    "demo players too few": ["--demo", "webrace", "--players", "1"],
    "demo seed not a number": ["--demo", "webrace", "--seed", "one"],
    "demo with a level": ["--demo", "yahtzee", "--level", "hard"],
    "demo and autoplay": ["--demo", "yahtzee", "--autoplay", "yahtzee"],
    "demo and screenshot": ["--demo", "yahtzee", "--screenshot", "menu", "x.png"],
    "demo missing its game": ["--demo"],
    "level without autoplay": ["--level", "easy"],
}


def test_every_demo_mistake_is_one_line_and_exit_2(tmp_path) -> None:
    for name, args in MISTAKES.items():
        out = run(*args, home=tmp_path)
        lines = out.stderr.strip().splitlines()
        assert out.returncode == 2, (name, out.returncode, out.stderr[-300:])
        assert len(lines) == 1 and lines[0].startswith("spidergames: "), (name, out.stderr[-300:])
    assert not (tmp_path / "savegame.json").exists()


def test_a_good_demo_starts_and_the_autoplay_level_still_works(tmp_path) -> None:
    out = run("--demo", "somethingwild", "--players", "3", "--seed", "12", home=tmp_path, **{FIRST_FRAME_ENV: "1"})
    assert out.returncode == 0 and "first frame" in out.stdout, out.stderr[-500:]
    out = run("--autoplay", "yahtzee", "--level", "easy", "--seed", "2", home=tmp_path)
    assert out.returncode == 0 and "RESULT game=yahtzee" in out.stdout, out.stderr[-500:]
