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
    The dist-info is read directly first: importing `importlib.metadata` costs ~40 ms at start-up (and
    a folder listed is quicker than a `Path.glob`, which compiles a pattern: about 1 ms of the first frame).
    """
    for entry in sys.path:
        folder = entry or "."
        try:
            names = sorted(n for n in os.listdir(folder) if n.startswith(f"{DIST}-") and n.endswith(".dist-info"))
        except OSError:  # a zip file, or a folder that is not there
            continue
        for name in names:
            found = _metadata_version(Path(folder, name, "METADATA"))
            if found:
                return found
    from importlib import metadata

    try:
        return metadata.version(DIST)
    except metadata.PackageNotFoundError:
        return "0+unknown"


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
