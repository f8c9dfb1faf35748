"""Where the package's read-only data lives (`spidergames/data/`), for every layer: the rules read
their maps here too, without pygame.

The data is found in the package's own folder (where this module was imported from), else through
`importlib.resources` (a zip), never through the working directory, from a checkout, an installed
wheel, a zip and a PyInstaller bundle alike.
Frozen, it sits in the bundle at `sys._MEIPASS/spidergames/data` (build.spec puts it there).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable

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
    beside = Path(__file__).parent.parent / DATA  # this package's own folder, wherever it was imported from
    if beside.is_dir():  # a checkout or an installed wheel: found without `importlib.resources` (~6 ms)
        return beside
    from importlib import resources

    data = resources.files(PACKAGE) / DATA
    if isinstance(data, Path):  # on disk after all (a namespace or a loader of its own)
        return data
    return _unpacked(data)  # imported from a zip: copy the data out once per run


def _unpacked(data: Traversable) -> Path:
    import atexit  # only here, for a zip: tempfile and shutil cost ~8 ms at start-up
    import shutil
    import tempfile

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
