"""One copy of the app per user folder, so two windows never overwrite each other's save.

The lock is an operating-system lock on `spidergames.lock` (`fcntl.flock` on Linux and macOS,
`msvcrt.locking` on Windows), held for as long as the app runs. The system drops it when the
process ends in any way, `kill -9` and power loss included, so a stale lock can never keep the
family out; the file also holds the owner's process id and start time, so a second start can say
which copy holds it, since when, and how to end it if it shows no window.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from pathlib import Path
from typing import IO

from ..core.translatable import N_
from .bounded import DISK_SECONDS, bounded
from .lazy_log import LazyLog

log = LazyLog(__name__)  # logging loads at its first record: a start's first frame comes first

LOCK_NAME = "spidergames.lock"

ALREADY_OPEN = N_("spidergames is already open on this computer. "
                   "Look for its window (it may be behind another one or minimised).")
OPEN_SINCE = N_("spidergames is already open on this computer: it started {since} ago (process {pid}). "
                "Look for its window (it may be behind another one or minimised). If it shows no window, it "
                "may be stuck: end process {pid} (in the Task Manager, Activity Monitor or System Monitor), "
                "then start spidergames again.")

_held: list[IO[bytes]] = []  # the open lock file, kept for the life of the process


class AlreadyOpen(Exception):
    """Another running copy of the app holds the lock on this user folder (its process id and when it
    started, as it wrote them in the lock file, if they could be read)."""

    def __init__(self, pid: int | None = None, started: float | None = None) -> None:
        super().__init__(f"spidergames is already open (process {pid}, started at {started})")
        self.pid, self.started = pid, started

    def message(self, now: float | None = None) -> str:
        """What to tell the family, in the current language: who holds the lock, since when, how to end it."""
        from .i18n import _, ngettext  # only now: a start that takes the lock shows its first frame first

        if self.pid is None or self.started is None:
            return _(ALREADY_OPEN)
        minutes = max(0, round(((time.time() if now is None else now) - self.started) / 60))
        if minutes < 1:
            since = _("less than a minute")
        elif minutes < 120:
            since = ngettext("{n} minute", "{n} minutes", minutes).format(n=minutes)
        else:
            since = ngettext("{n} hour", "{n} hours", minutes // 60).format(n=minutes // 60)
        return _(OPEN_SINCE).format(since=since, pid=self.pid)


def _holder(path: Path) -> AlreadyOpen:
    """The copy holding the lock, as its lock file says ("<pid> <start time>"; unreadable: unknown)."""
    from . import storage

    try:
        words = (storage.read_bytes(path) or b"").split()
        return AlreadyOpen(int(words[0]), float(words[1]))
    except (storage.Unreadable, storage.Damaged, ValueError, IndexError):
        return AlreadyOpen()


def acquire(folder: Path) -> bool:
    """Take the lock for `folder`; raises AlreadyOpen if another copy holds it.

    Returns False (and lets the app run unlocked) where no lock can be made at all: a read-only
    or missing folder cannot be saved into either, so there is nothing to overwrite.
    """
    path = folder / LOCK_NAME
    try:
        fh = bounded(lambda: _open(path), DISK_SECONDS, "spidergames-lock")
    except OSError as exc:  # TimeoutError too: a hung network folder
        log.warning("no single-copy lock (%s): carrying on without it", exc)
        return False
    try:
        _lock(fh)
    except BlockingIOError as exc:
        fh.close()
        raise _holder(path) from exc
    except OSError as exc:
        if _held_elsewhere(exc):
            fh.close()
            raise _holder(path) from exc
        log.warning("no single-copy lock (%s): carrying on without it", exc)
        fh.close()
        return False
    try:
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()} {time.time():.0f}\n".encode())
        fh.flush()
    except OSError:
        pass  # the pid is only for people; the lock is what counts
    _held.append(fh)
    return True


def _open(path: Path) -> IO[bytes]:
    """The lock file, opened without waiting: a named pipe put there would block a plain open."""
    no_wait = getattr(os, "O_NONBLOCK", 0)  # none on Windows, where opening a pipe's name is no wait either
    fd = os.open(path, os.O_RDWR | os.O_CREAT | no_wait | getattr(os, "O_BINARY", 0), 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{path.name} is not an ordinary file")
    if no_wait:
        os.set_blocking(fd, True)
    return os.fdopen(fd, "r+b")


def release() -> None:
    """Let go of the lock (the system also does this when the process ends)."""
    while _held:
        fh = _held.pop()
        with contextlib.suppress(OSError):
            _unlock(fh)
        fh.close()


def _held_elsewhere(exc: OSError) -> bool:
    import errno

    return exc.errno in (errno.EACCES, errno.EAGAIN, errno.EDEADLK if hasattr(errno, "EDEADLK") else -1)


if sys.platform == "win32":
    import msvcrt

    def _lock(fh: IO[bytes]) -> None:
        fh.seek(0)
        try:
            msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError as exc:  # Windows says "permission denied" when another process holds it
            raise BlockingIOError(*exc.args) from exc

    def _unlock(fh: IO[bytes]) -> None:
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fh: IO[bytes]) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fh: IO[bytes]) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
