"""User files: written atomically, and a damaged one is set aside instead of crashing the app.

Everything here expects a hostile disk: a read-only or vanished folder, a full disk, files that are
garbage, huge, or nested 100,000 deep. Reading never raises anything but `Damaged`; writing raises
only `OSError` (the callers keep playing and say once that progress cannot be saved).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import sys
import time
from pathlib import Path
from typing import Any

from .i18n import N_

log = logging.getLogger(__name__)

MAX_BYTES = 256 * 1024 * 1024
"""Bigger than any real save (a 900,000-action game is about 60 MB): anything larger is damage."""

TEMP_PATTERN = re.compile(r"^\..+\.(\d+)\.tmp$")
"""`.savegame.json.<pid>.tmp`: what `write_text` leaves behind if the app is killed mid-write."""

CANNOT_SAVE = N_("We can't save on this computer right now, so your progress won't be kept "
                  "when spidergames closes. You can keep playing!")
"""Said once (on the menu) when a settings, setup or game file cannot be written."""


def write_json(path: Path, data: Any) -> None:
    """Write small `data` (settings) as readable JSON; a crash mid-write never leaves a half file.

    The saved game, which can be large, is written compactly by `saves.SaveSlot` with `write_text`.
    """
    write_text(path, json.dumps(data, indent=1, sort_keys=True, allow_nan=False))


def write_text(path: Path, text: str) -> None:
    """Write `text` atomically: a temporary file in the same folder, flushed, then renamed over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")  # same folder, so the rename is atomic
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
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


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def read_json(path: Path) -> Any | None:
    """The JSON in `path`, None if it does not exist; raises Damaged (file set aside) if unreadable."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise set_aside(path, "far too big")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError, MemoryError) as exc:
        if isinstance(exc, IsADirectoryError) or path.is_dir():
            raise Damaged(path, path, "it is a folder") from exc
        raise set_aside(path, str(exc)) from exc
    try:
        data = json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise set_aside(path, f"not valid JSON: {exc.msg}") from exc
    except (ValueError, RecursionError, MemoryError) as exc:  # 5000-digit numbers, 100,000-deep arrays
        raise set_aside(path, f"not usable JSON: {type(exc).__name__}") from exc
    if data is None:  # None means "no file" to every caller
        raise set_aside(path, "it holds only null")
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
        match = TEMP_PATTERN.match(entry.name)
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
