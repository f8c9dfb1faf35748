"""User files: written atomically, and a damaged one is set aside instead of crashing the app."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any


def write_json(path: Path, data: Any) -> None:
    """Write `data` as JSON so that a crash mid-write never leaves a half file behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")  # same folder, so the rename is atomic
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1, sort_keys=True)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


class Damaged(Exception):
    """A user file that could not be read; it has been renamed to `aside`."""

    def __init__(self, path: Path, aside: Path, reason: str) -> None:
        super().__init__(f"{path.name} was damaged ({reason}); it was kept as {aside.name}")
        self.path, self.aside, self.reason = path, aside, reason


def set_aside(path: Path, reason: str) -> Damaged:
    """Rename a bad file out of the way (keeping it for a grown-up to look at)."""
    aside = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    n = 1
    while aside.exists():
        aside = aside.with_name(f"{path.stem}.damaged-{n}{path.suffix}")
        n += 1
    os.replace(path, aside)
    return Damaged(path, aside, reason)


def read_json(path: Path) -> Any | None:
    """The JSON in `path`, None if it does not exist; raises Damaged (file set aside) if unreadable."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise set_aside(path, str(exc)) from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise set_aside(path, f"not valid JSON: {exc.msg}") from exc
