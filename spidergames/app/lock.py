"""One copy of the app per user folder, so two windows never overwrite each other's save.

The lock is an operating-system lock on `spidergames.lock` (`fcntl.flock` on Linux and macOS,
`msvcrt.locking` on Windows), held for as long as the app runs. The system drops it when the
process ends in any way, `kill -9` and power loss included, so a stale lock can never keep the
family out; the file also holds the owner's process id, for a grown-up to read.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path
from typing import IO

from .i18n import N_

log = logging.getLogger(__name__)

LOCK_NAME = "spidergames.lock"

ALREADY_OPEN = N_("spidergames is already open on this computer. "
                   "Look for its window (it may be behind another one or minimised).")

_held: list[IO[bytes]] = []  # the open lock file, kept for the life of the process


class AlreadyOpen(Exception):
    """Another running copy of the app holds the lock on this user folder."""


def acquire(folder: Path) -> bool:
    """Take the lock for `folder`; raises AlreadyOpen if another copy holds it.

    Returns False (and lets the app run unlocked) where no lock can be made at all: a read-only
    or missing folder cannot be saved into either, so there is nothing to overwrite.
    """
    path = folder / LOCK_NAME
    try:
        fh = open(path, "a+b")  # noqa: SIM115 - held open in _held for the life of the process
    except OSError as exc:
        log.warning("no single-copy lock (%s): carrying on without it", exc)
        return False
    try:
        _lock(fh)
    except BlockingIOError as exc:
        fh.close()
        raise AlreadyOpen(ALREADY_OPEN) from exc
    except OSError as exc:
        if _held_elsewhere(exc):
            fh.close()
            raise AlreadyOpen(ALREADY_OPEN) from exc
        log.warning("no single-copy lock (%s): carrying on without it", exc)
        fh.close()
        return False
    try:
        fh.seek(0)
        fh.truncate()
        fh.write(f"{os.getpid()}\n".encode())
        fh.flush()
    except OSError:
        pass  # the pid is only for people; the lock is what counts
    _held.append(fh)
    return True


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
