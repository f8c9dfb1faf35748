"""Every command-line mistake gets one line on stderr and exit 2, never a traceback (real processes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SPIDERGAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "spidergames", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def mistakes(tmp: Path) -> dict[str, list[str]]:
    plain_file = tmp / "plain-file"
    plain_file.write_text("")
    cases = {
        "screenshot into a folder": ["--screenshot", "menu", str(tmp)],
        "screenshot under a plain file": ["--screenshot", "menu", str(plain_file / "shot.png")],
        "screenshot with no file name": ["--screenshot", "menu", ""],
        "screenshot of no scene": ["--screenshot", "", "x.png"],
        "screenshot of an unknown scene": ["--screenshot", "chess", "x.png"],
        "autoplay with no game": ["--autoplay", ""],
        "autoplay of an unknown game": ["--autoplay", "chess"],
        "players not a number": ["--autoplay", "yahtzee", "--players", "two"],
        "players zero": ["--autoplay", "yahtzee", "--players", "0"],
        "players too many": ["--autoplay", "webrace", "--players", "9"],
        "players negative": ["--autoplay", "yahtzee", "--players", "-1"],
        "players without autoplay": ["--players", "2"],
        "seed not a number": ["--autoplay", "yahtzee", "--seed", "x"],
        "seed too long": ["--autoplay", "yahtzee", "--seed", "9" * 5000],
        "unknown level": ["--autoplay", "yahtzee", "--level", "godlike"],
        "empty level": ["--autoplay", "yahtzee", "--level", ""],
        "unknown option": ["--bogus"],
        "screenshot missing its file": ["--screenshot", "menu"],
        "windowed and fullscreen": ["--windowed", "--fullscreen"],
    }
    if Path("/dev/full").exists():
        cases["screenshot to a full disk"] = ["--screenshot", "menu", "/dev/full"]
    if hasattr(os, "geteuid") and os.geteuid() != 0:  # root writes anywhere
        ro = tmp / "read-only"
        ro.mkdir()
        ro.chmod(0o555)
        cases["screenshot into a read-only folder"] = ["--screenshot", "menu", str(ro / "shot.png")]
    return cases


def test_every_mistake_is_one_line_and_exit_2(tmp_path) -> None:
    cases = mistakes(tmp_path)
    for name, args in cases.items():
        out = run(*args, home=tmp_path)
        lines = out.stderr.strip().splitlines()
        assert out.returncode == 2, (name, out.returncode, out.stderr[-300:])
        assert len(lines) == 1 and lines[0].startswith("spidergames: "), (name, out.stderr[-300:])
        assert "Traceback" not in out.stderr
    print(f"{len(cases)} command-line mistakes refused in one line")


@pytest.mark.parametrize("args", [["--autoplay", "yahtzee", "--players", "1", "--seed", "-5"]])
def test_odd_but_valid_arguments_still_work(tmp_path, args) -> None:
    out = run(*args, home=tmp_path)
    assert out.returncode == 0 and "RESULT" in out.stdout, out.stderr[-300:]
