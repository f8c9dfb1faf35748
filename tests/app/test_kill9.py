"""`kill -9` at random moments, mid-write of the save included: the app always starts again and
Continue resumes the last completed action; temporary files left by a killed write are cleaned.

SPIDERGAMES_KILLS=200 runs a longer loop (the CI run is short).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from spidergames.app import storage
from spidergames.app.saves import SaveSlot

DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = int(os.environ.get("SPIDERGAMES_KILLS", "12"))


def start(home: Path, seed: int) -> subprocess.Popen[str]:
    env = {**os.environ, "SPIDERGAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, str(DRIVER), "labyrinth", str(seed)], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


@pytest.mark.slow  # a stream of starts and kills: CI's tier
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9 is a POSIX thing")
def test_kill_9_in_a_loop_never_loses_the_last_completed_action(tmp_path) -> None:
    rng = random.Random(11)
    survived = resumed = cleaned = 0
    for round_ in range(KILLS):
        leftovers = sorted(p.name for p in tmp_path.glob(".*.tmp"))
        proc = start(tmp_path, seed=round_)
        head = ""
        if round_ % 3:  # two rounds in three: killed while playing (however slow the start-up is)
            assert proc.stdout is not None
            while "started" not in head.split() and proc.poll() is None:
                head += proc.stdout.readline()
        time.sleep(rng.uniform(0.05, 1.5))  # the other rounds: some kills land during start-up
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        out = head + out
        lines = out.split()
        assert not any(line.startswith("warning") for line in out.splitlines()), out[-500:]
        if "started" in lines:
            survived += 1
            assert not set(leftovers) & {p.name for p in tmp_path.glob(".*.tmp")}, "leftovers cleaned at start"
            cleaned += len(leftovers)
            resumed += "continue" in lines
        saved = [int(x) for x in lines if x.isdigit()]
        slot = SaveSlot(tmp_path)
        match = slot.load()
        assert slot.warning is None, slot.warning
        if not saved:
            continue
        if lines[-1] == "over":
            assert match is None or match.history == []
            continue
        assert match is not None, "a completed save must come back"
        assert len(match.history) in (saved[-1], saved[-1] + 1), (len(match.history), saved[-5:])
    assert survived >= 2 * KILLS // 3
    print(f"{KILLS} kills, {survived} after start-up, {resumed} resumed with Continue, {cleaned} temp files cleaned")


def test_leftover_temp_files_of_dead_copies_are_cleaned_at_start(tmp_path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tmp_path / f".savegame.json.{dead.pid}.tmp"
    alive = tmp_path / f".savegame.json.{os.getppid()}.tmp"  # a live process may be mid-write
    stale.write_text("{half")
    alive.write_text("{half")
    assert storage.clean_temp(tmp_path) == 1
    assert not stale.exists() and alive.exists()
