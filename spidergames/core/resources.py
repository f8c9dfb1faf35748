"""Where the package's read-only data lives (`spidergames/data/`), for every layer: the rules read
their maps here too, without pygame.

The data is found through `importlib.resources`, never through the working directory or the
checkout's layout, from a checkout, an installed wheel, a zip and a PyInstaller bundle alike.
Frozen, it sits in the bundle at `sys._MEIPASS/spidergames/data` (build.spec puts it there).
"""

from __future__ import annotations

import atexit
import shutil
import sys
import tempfile
from functools import cache
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

PACKAGE = "spidergames"
DATA = "data"
"""The data folder's name inside the package (and inside a frozen bundle's `spidergames/`)."""
DATA_FOLDERS = ("assets", "maps", "locale")
"""The folders under `data/` the app reads; build.spec and pyproject's package-data ship them."""


def resource_root() -> Path:
    """The folder holding assets/ and maps/ (a real folder: pygame and pytmx need file paths)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / PACKAGE / DATA
    return _package_data()


@cache
def _package_data() -> Path:
    data = resources.files(PACKAGE) / DATA
    if isinstance(data, Path):  # a checkout or an installed wheel: the files are on disk
        return data
    return _unpacked(data)  # imported from a zip: copy the data out once per run


def _unpacked(data: Traversable) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="spidergames-data-"))
    atexit.register(shutil.rmtree, folder, True)
    _copy(data, folder)
    return folder


def _copy(source: Traversable, target: Path) -> None:
    for child in source.iterdir():
        if child.is_dir():
            (target / child.name).mkdir()
            _copy(child, target / child.name)
        else:
            (target / child.name).write_bytes(child.read_bytes())


def maps_dir() -> Path:
    """The game maps (Tiled `.tmx`), one folder for all games."""
    return resource_root() / "maps"
