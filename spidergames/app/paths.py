"""Where files live, from a checkout, an installed wheel, a zip and a PyInstaller bundle alike.

The read-only data (`assets/`, `maps/`, `locale/`) lives inside the package, in `spidergames/data/`
(found by `core/resources.py`, which the rules' map readers use too). The user's settings, saves and
log go to the per-user folder, never next to the app.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path

from ..core import resources
from ..core.resources import DATA, DATA_FOLDERS, resource_root

__all__ = ["DATA", "DATA_FOLDERS", "resource_root"]  # build.spec and the tests read them here

ORG = "spidergames"
APP = "spidergames"

def assets_dir() -> Path:
    return resource_root() / "assets"


def maps_dir() -> Path:
    return resources.maps_dir()


def locale_dir() -> Path:
    """The translations: `<lang>/LC_MESSAGES/spidergames.mo` (see app/i18n.py)."""
    return resource_root() / "locale"


LOG_NAME = "spidergames.log"
SETTINGS_NAME = "settings.json"
SAVE_NAME = "savegame.json"
NOTICES_NAME = "THIRD-PARTY-NOTICES.txt"


def log_file() -> Path:
    """The log in the user folder (rotated: spidergames.log.1 and .2 are the older ones)."""
    return user_dir() / LOG_NAME


def notices_file() -> Path | None:
    """The standalone app's THIRD-PARTY-NOTICES.txt (None from source: pip lists each package's licence)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle and (Path(bundle) / NOTICES_NAME).is_file():
        return Path(bundle) / NOTICES_NAME
    return None


def user_dir() -> Path:
    """Per-user folder for settings, saves and logs (SPIDERGAMES_HOME overrides it for tests).

    Never raises: a folder that cannot be created is returned anyway (reading finds nothing, writing
    fails and is reported once), so a locked-down computer can still play.
    """
    override = os.environ.get("SPIDERGAMES_HOME")
    path = Path(override) if override else _pref_path()
    with contextlib.suppress(OSError):  # the app still starts; its stores say once that progress cannot be saved
        path.mkdir(parents=True, exist_ok=True)
    return path


def pictures_dir() -> Path | None:
    """The user's own Pictures folder, if it exists: the one the XDG user-dirs file names (Linux, in the
    user's language: "Bilder"), else `~/Pictures` (Windows, macOS and Linux alike); None if neither."""
    home = _home()
    if home is None:
        return None
    found = [home / "Pictures"]
    config = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    with contextlib.suppress(OSError, UnicodeDecodeError):
        for line in (config / "user-dirs.dirs").read_text(encoding="utf-8").splitlines():
            name, _, value = line.partition("=")
            named = value.strip().strip('"').replace("$HOME", str(home))
            if name.strip() == "XDG_PICTURES_DIR" and os.path.isabs(named) and Path(named) != home:
                found.insert(0, Path(named))  # "$HOME/" alone means: no such folder
    return next((folder for folder in found if folder.is_dir()), None)


def _pref_path() -> Path:
    """SDL's idea of the user's folder, with what SDL gets wrong put right: a relative XDG_DATA_HOME is
    ignored, as the XDG spec says (SDL would use it relative to wherever the app was started), and
    no home folder at all (no HOME, no entry in the user list) gives `fallback_dir`."""
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg is not None and not os.path.isabs(xdg) and sys.platform not in ("win32", "darwin"):
        home = _home()
        return home / ".local" / "share" / ORG / APP if home is not None else fallback_dir()
    import pygame  # only here: the pref path is SDL's idea of the user's folder

    try:
        return Path(pygame.system.get_pref_path(ORG, APP))
    except (pygame.error, OSError, ValueError):  # SDL could not make it: fall back to the home folder
        home = _home()
        return home / f".{APP}" if home is not None else fallback_dir()


def home_dir() -> Path | None:
    """The user's home folder (where their Documents and Downloads are), None if the computer gives none."""
    return _home()


def _home() -> Path | None:
    """The user's home folder, None if the computer gives none (no HOME and no user-list entry)."""
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):
        return None
    return home if home.is_absolute() else None


def fallback_dir() -> Path:
    """Where progress goes when the computer gives this user no home folder: a folder of theirs in
    the temporary folder (it may not outlive a restart; `homeless` tells the menu to say so)."""
    user = getattr(os, "getuid", lambda: "user")()
    return Path(tempfile.gettempdir()) / f"{APP}-{user}"


def homeless() -> bool:
    """True when the user folder is `fallback_dir` because the computer gave no home folder."""
    return not os.environ.get("SPIDERGAMES_HOME") and user_dir() == fallback_dir()
