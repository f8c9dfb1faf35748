"""spidergames: Spider-Man family board games for children, each game a plugin (`spidergames.games`)."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

DIST = "spidergames"


@cache
def version() -> str:
    """The one version source: the package metadata (pyproject.toml's `version`).

    Installed (editable, wheel or sdist) the metadata is in site-packages; frozen, build.spec bundles
    the same dist-info (`copy_metadata`). Only a bare copy of the source on `sys.path` has none.
    The dist-info is read directly first, beside this package (a wheel's, the frozen app's), then on
    `sys.path` (an editable install's): importing `importlib.metadata` costs ~40 ms at start-up (and a
    folder listed is quicker than a `Path.glob`, which compiles a pattern: about 1 ms of the first frame).
    """
    for folder in (os.path.dirname(os.path.dirname(os.path.abspath(__file__))), *sys.path):
        names = [n for n in listing(folder) if n.startswith(f"{DIST}-") and n.endswith(".dist-info")]
        for name in names:
            found = _metadata_version(Path(folder or ".", name, "METADATA"))
            if found:
                return found
    from importlib import metadata

    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        return "0+unknown"


@cache
def listing(folder: str) -> tuple[str, ...]:
    """The names in `folder` (one on `sys.path`; "" is the current one), sorted, listed once a run: a start
    looks through them twice before its first frame, for the version and for the packages installed
    (`app/scenes/menu_picture.py`). () for a zip file or a folder that is not there."""
    try:
        return tuple(sorted(os.listdir(folder or ".")))
    except OSError:
        return ()


def _metadata_version(path: Path) -> str | None:
    try:
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                if not line.strip():
                    return None  # end of the headers
                if line.startswith("Version:"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        return None
    return None


def __getattr__(name: str) -> str:
    if name == "__version__":  # computed on first use, so importing the pure modules stays free
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
