"""Two copies of the app on one user folder: the second one only says the game is already open.

Real processes: the lock is the operating system's, so a copy killed with -9 leaves no stale lock.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from spidergames.app import lock


def start(home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "SPIDERGAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "spidergames"], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_for_lock(home: Path, pid: int) -> None:
    path = home / lock.LOCK_NAME
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if path.is_file() and path.read_text().split()[:1] == [str(pid)]:
            time.sleep(0.3)  # and past App() start-up
            return
        time.sleep(0.05)
    raise AssertionError("the first copy never took the lock")


def test_second_copy_says_already_open_and_a_killed_copy_leaves_no_stale_lock(tmp_path) -> None:
    first = start(tmp_path)
    try:
        wait_for_lock(tmp_path, first.pid)
        second = start(tmp_path)
        _, err = second.communicate(timeout=60)
        assert second.returncode == 1
        assert "already open" in err and "Traceback" not in err
        assert first.poll() is None, "the first copy keeps running"
    finally:
        first.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        first.communicate()
    third = start(tmp_path)  # the killed copy's lock is gone with it
    try:
        wait_for_lock(tmp_path, third.pid)
        assert third.poll() is None
    finally:
        third.kill()
        third.communicate()


def test_in_process_lock_refuses_a_second_holder(tmp_path) -> None:
    assert lock.acquire(tmp_path)
    try:
        other = subprocess.run([sys.executable, "-c", "import sys; from pathlib import Path; "
                                "from spidergames.app import lock\n"
                                "try:\n lock.acquire(Path(sys.argv[1]))\nexcept lock.AlreadyOpen:\n sys.exit(7)",
                                str(tmp_path)], capture_output=True, text=True)
        assert other.returncode == 7, other.stderr
    finally:
        lock.release()
    assert lock.acquire(tmp_path)
    lock.release()


def test_no_lock_possible_still_starts(tmp_path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert lock.acquire(blocker / "home") is False  # the folder cannot exist: run unlocked


def test_a_second_start_says_which_copy_holds_the_lock_since_when_and_how_to_end_it(tmp_path) -> None:
    """The first copy may show no window at all (stuck on a hostile disk): "look for its window" is
    then no help. The second says the first's process id, how long it has run, and to end it."""
    assert lock.acquire(tmp_path)
    try:
        second = start(tmp_path)
        try:
            _, err = second.communicate(timeout=60)
        finally:
            second.kill()
        assert second.returncode == 1
        assert f"process {os.getpid()}" in err and "less than a minute ago" in err
        assert "shows no window" in err and f"end process {os.getpid()}" in err
    finally:
        lock.release()


def test_how_long_the_other_copy_has_run_is_said_in_minutes_then_hours() -> None:
    started = 1_000_000.0
    said = {minutes: lock.AlreadyOpen(4242, started).message(now=started + minutes * 60)
            for minutes in (0, 1, 59, 119, 180)}
    assert "less than a minute ago" in said[0] and "1 minute ago" in said[1] and "59 minutes ago" in said[59]
    assert "119 minutes ago" in said[119] and "3 hours ago" in said[180]
    assert lock.AlreadyOpen().message() == lock.ALREADY_OPEN  # a lock file it could not read
