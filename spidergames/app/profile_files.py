"""Where a child's profile is carried to and brought in from, for a grown-up who types nothing.

Export writes one file into the user's Documents folder (the app's user folder `export/` where there is
none) and the page says where. To bring a child in, the corner lists the profile files it finds in the
places a file from a memory stick, an e-mail or another computer lands: the user's Downloads and
Documents, and the app's user folder `import/`. Each is read as import would read it (bounded, checked
completely, never written or moved): a good one shows its picture and name (a whole class's file, how
many children), anything else is listed as "cannot be read" and can do no harm.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .paths import home_dir, user_dir
from .profiles import Profile, read_children

log = logging.getLogger(__name__)

PREFIX = "spidergames-"
"""Exported files start so: in Downloads and Documents only they are listed (those folders hold
everything else a family keeps); in the app's own `import/` folder every .json is."""
IMPORT = "import"
EXPORT = "export"
MOST_FILES = 60
"""Files listed at most (the newest first): a folder full of them is not a class to bring in."""
SAFE = re.compile(r"[^0-9A-Za-z]+")


@dataclass(frozen=True)
class Found:
    """A file that may hold children's profiles: those read from it (one child's, or a class's), or
    none if it cannot be read."""

    path: Path
    children: tuple[Profile, ...]


def home_folder(name: str) -> Path | None:
    """The user's `name` folder (Documents, Downloads) if there is one."""
    home = home_dir()
    folder = home / name if home is not None else None
    return folder if folder is not None and folder.is_dir() else None


def export_folder() -> Path:
    """Documents if the user has that folder, else the app's user folder `export/`."""
    return home_folder("Documents") or user_dir() / EXPORT


def class_path(folder: Path, now: datetime) -> Path:
    """A new file name in `folder` for the whole class, made at `now` (an earlier one is kept)."""
    return folder / f"{PREFIX}class-{now:%Y-%m-%d-%H%M%S}.json"


def export_path(profile: Profile, folder: Path) -> Path:
    """A new file name in `folder` for `profile`: the app's name, the child's (letters and digits only, or
    their picture's) and their id, so two children, or the same one twice, never write over each other."""
    who = SAFE.sub("-", profile.name).strip("-") or profile.picture
    return folder / f"{PREFIX}{who}-{profile.id}.json"


def import_folders() -> list[Path]:
    """Where files to bring in are looked for: Downloads, Documents, then the app's `import/`."""
    folders = [home_folder("Downloads"), home_folder("Documents"), user_dir() / IMPORT]
    return [f for f in folders if f is not None]


def make_import_folder() -> None:
    """The app's own `import/` folder, made so a grown-up finds it where the page says it is."""
    try:
        (user_dir() / IMPORT).mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("cannot make the import folder: %s", exc)


def _listed(folder: Path) -> list[Path]:
    """The profile files in `folder`; nothing if it cannot be read (a folder taken away, no right to it)."""
    own = folder == user_dir() / IMPORT
    try:
        return [p for p in folder.iterdir() if p.suffix.lower() == ".json" and (own or p.name.startswith(PREFIX))
                and p.is_file()]
    except FileNotFoundError:
        return []
    except OSError as exc:
        log.warning("cannot look in %s: %s", folder, exc)
        return []


def _newest_first(path: Path) -> tuple[float, str]:
    try:
        return -path.stat().st_mtime, path.name
    except OSError:
        return 0.0, path.name


def found(games: tuple[str, ...], folders: list[Path] | None = None) -> list[Found]:
    """Every profile file in `folders` (`import_folders()`), newest first, each read or said unreadable."""
    paths = [p for folder in (import_folders() if folders is None else folders) for p in _listed(folder)]
    newest = sorted(paths, key=_newest_first)[:MOST_FILES]
    return [Found(path, () if isinstance(read := read_children(path, games), str) else tuple(read))
            for path in newest]
