"""User files: written atomically, and a damaged one is set aside instead of crashing the app.

Everything here expects a hostile disk: a read-only or vanished folder, a full disk, files that are
garbage, huge, or nested 100,000 deep, named pipes, files this user may not open, a network folder that
hangs. Reading raises only `Damaged` (bad content: set aside) or `Unreadable` (left alone, never written
over); writing raises only `OSError` (the callers keep playing and say once that progress cannot be saved).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..core.translatable import N_
from .bounded import DISK_SECONDS, bounded
from .lazy_log import LazyLog

log = LazyLog(__name__)  # logging loads at its first record: a start's first frame comes first

MAX_BYTES = 256 * 1024 * 1024
"""Bigger than any real save (a 900,000-action game is about 60 MB): anything larger is damage."""

TEMP_PATTERN = r"^\..+\.(\d+)\.tmp$"
"""`.savegame.json.<pid>.tmp`: what `write_text` leaves behind if the app is killed mid-write (compiled
when first used, by `re`'s own cache: not at import, before a start's first frame)."""

CANNOT_SAVE = N_("We can't save on this computer right now, so your progress won't be kept "
                  "when spidergames closes. You can keep playing!")
"""Said once (on the menu) when a settings, setup or game file cannot be written."""


def write_json(path: Path, data: Any) -> None:
    """Write small `data` (settings) as readable JSON; a crash mid-write never leaves a half file.

    The saved game, which can be large, is written compactly by `saves.SaveSlot` with `write_text`.
    """
    import json  # only where JSON is read or written: a start's first frame needs none

    write_text(path, json.dumps(data, indent=1, sort_keys=True, allow_nan=False))


def write_text(path: Path, text: str) -> None:
    """Write `text` atomically: a temporary file in the same folder, flushed, then renamed over."""
    write_bytes(path, text.replace("\n", os.linesep).encode("utf-8"))  # the line ends a text file has here


def write_bytes(path: Path, data: bytes) -> None:
    """Write `data` atomically, as `write_text` does."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")  # same folder, so the rename is atomic
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        raise


class Damaged(Exception):
    """A user file that could not be read; it has been renamed to `aside` (or left, if it could not be)."""

    def __init__(self, path: Path, aside: Path, reason: str) -> None:
        kept = f"it was kept as {aside.name}" if aside != path else "it could not be moved aside"
        super().__init__(f"{path.name} was damaged ({reason}); {kept}")
        self.path, self.aside, self.reason = path, aside, reason

    @property
    def moved(self) -> bool:
        return self.aside != self.path


def set_aside(path: Path, reason: str) -> Damaged:
    """Rename a bad file out of the way (keeping it for a grown-up to look at).

    In a read-only folder the file stays where it is (`Damaged.moved` is False); never raises.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    try:
        os.replace(path, aside)
    except OSError as exc:
        log.warning("could not set %s aside: %s", path, exc)
        aside = path
    else:
        log.warning("set %s aside as %s: %s", path.name, aside.name, reason)
    return Damaged(path, aside, reason)


class Unreadable(Exception):
    """A user file that is there but could not be read: not damaged, so it is left exactly as it is.

    `reason` is a message (`N_`) saying why, for the family; nothing may write over the file.
    """

    def __init__(self, path: Path, reason: str, detail: str = "") -> None:
        super().__init__(f"{path.name} could not be read: {reason}" + (f" ({detail})" if detail else ""))
        self.path, self.reason = path, reason


IS_A_FOLDER = N_("it is a folder, not a file")
NOT_A_FILE = N_("it is not an ordinary file")
NOT_ALLOWED = N_("this computer's user may not open it")
TOO_SLOW = N_("the disk did not answer")
NOT_READ = N_("the computer could not read it")

READ_SECONDS = DISK_SECONDS
"""How long a read may take: a hung network folder must not keep the app (and its lock) without a window."""


def read_bytes(path: Path, *, glance: bool = False, limit: int | None = None) -> bytes | None:
    """The bytes of the user file `path`, None if there is none; bounded in size and in time.

    Raises Unreadable (the file left alone) for a folder, a named pipe or device, a file this user may
    not open, or a disk that does not answer within READ_SECONDS (the read goes on, abandoned, on a
    daemon thread); raises Damaged (set aside) for a file bigger than any real one, or with `glance`
    (a look that must change nothing: the app reads the file for real later) Unreadable, left alone.
    `limit`: the most bytes a real file of this kind can have (a child's profile is far smaller than a
    save); MAX_BYTES if None.
    """
    most = MAX_BYTES if limit is None else limit
    try:
        return bounded(lambda: _read_bytes(path, glance, most), READ_SECONDS, "spidergames-read")
    except TimeoutError:
        log.error("%s did not answer in %.0f s: left alone", path, READ_SECONDS)
        raise Unreadable(path, TOO_SLOW) from None


def read_together(reads: Sequence[tuple[Path, bool]]) -> list[bytes | None | Unreadable | Damaged]:
    """`read_bytes(path, glance=glance)` of each file, all on one helper thread: the start waits for the disk
    once, not once a file (each wait is a thread's start, milliseconds on a busy computer). Each file's
    answer is its bytes, None, or the Unreadable or Damaged it would raise; a disk that does not answer
    within READ_SECONDS makes every file Unreadable."""

    def read_all() -> list[bytes | None | Unreadable | Damaged]:
        answers: list[bytes | None | Unreadable | Damaged] = []
        for path, glance in reads:
            try:
                answers.append(_read_bytes(path, glance, MAX_BYTES))
            except (Unreadable, Damaged) as exc:
                answers.append(exc)
        return answers

    try:
        return bounded(read_all, READ_SECONDS, "spidergames-read")
    except TimeoutError:
        log.error("%s did not answer in %.0f s: left alone", reads[0][0].parent, READ_SECONDS)
        return [Unreadable(path, TOO_SLOW) for path, _ in reads]


def _read_bytes(path: Path, glance: bool, limit: int) -> bytes | None:
    """Look before opening (opening a named pipe waits for a writer), then open without waiting."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _unreadable(path, exc) from exc
    if stat.S_ISDIR(st.st_mode):
        raise Unreadable(path, IS_A_FOLDER)
    if not stat.S_ISREG(st.st_mode):
        raise Unreadable(path, NOT_A_FILE, f"mode {st.st_mode:o}")
    if st.st_size > limit:
        raise Unreadable(path, NOT_READ, "far too big") if glance else set_aside(path, "far too big")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _unreadable(path, exc) from exc
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for a pipe since it was looked at
            raise Unreadable(path, NOT_A_FILE)
        try:
            data = fh.read(limit + 1)
        except OSError as exc:
            raise _unreadable(path, exc) from exc
    if len(data) > limit:
        raise Unreadable(path, NOT_READ, "far too big") if glance else set_aside(path, "far too big")
    return data


def _unreadable(path: Path, exc: OSError) -> Unreadable:
    if isinstance(exc, IsADirectoryError):
        return Unreadable(path, IS_A_FOLDER)
    if isinstance(exc, PermissionError):
        return Unreadable(path, NOT_ALLOWED, str(exc))
    return Unreadable(path, NOT_READ, str(exc))


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def read_json(path: Path, *, limit: int | None = None) -> Any | None:
    """The JSON in `path`, None if it does not exist; raises Damaged (the file set aside) if its content
    is bad, Unreadable (the file left alone) if it cannot be read at all (see `read_bytes`)."""
    raw = read_bytes(path, limit=limit)
    if raw is None:
        return None
    try:
        return parse_json(raw)
    except ValueError as exc:
        raise set_aside(path, str(exc)) from exc


def parse_json(raw: bytes) -> Any:
    """The JSON in `raw`; raises ValueError saying why for anything else (so a file brought in from
    elsewhere can be refused without touching it, and a user file set aside)."""
    import json  # only where JSON is read: a start with no saved game needs none

    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(str(exc)) from exc
    except MemoryError as exc:
        raise ValueError("too big to read") from exc
    try:
        data = json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg}") from exc
    except (ValueError, RecursionError, MemoryError) as exc:  # 5000-digit numbers, 100,000-deep arrays
        raise ValueError(f"not usable JSON: {type(exc).__name__}") from exc
    if data is None:  # None means "no file" to every caller
        raise ValueError("it holds only null")
    return data


def pid_alive(pid: int) -> bool:
    """True if a process with this id is running (on this computer)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        ok = kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel32.CloseHandle(handle)
        return bool(ok) and code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def clean_temp(folder: Path) -> int:
    """Remove temporary files left by copies of the app that were killed mid-write; returns how many."""
    removed = 0
    try:
        entries = list(folder.iterdir())
    except OSError:
        return 0
    for entry in entries:
        match = re.match(TEMP_PATTERN, entry.name)
        if not match or int(match.group(1)) == os.getpid() or pid_alive(int(match.group(1))):
            continue
        try:
            entry.unlink()
            removed += 1
        except OSError:
            pass
    if removed:
        log.info("removed %d leftover temporary file(s) in %s", removed, folder)
    return removed
