"""Where files live, from source and from a PyInstaller bundle alike.

Read-only resources (assets/, maps/) sit beside the package in a checkout and in `sys._MEIPASS`
when frozen; the user's settings and saves go to the per-user folder, never next to the app.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ORG = "spidergames"
APP = "spidergames"


def resource_root() -> Path:
    """The folder holding assets/ and maps/."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent.parent


def assets_dir() -> Path:
    return resource_root() / "assets"


def maps_dir() -> Path:
    return resource_root() / "maps"


def user_dir() -> Path:
    """Per-user folder for settings, saves and logs (SPIDERGAMES_HOME overrides it for tests).

    Never raises: a folder that cannot be created is returned anyway (reading finds nothing, writing
    fails and is reported once), so a locked-down computer can still play.
    """
    override = os.environ.get("SPIDERGAMES_HOME")
    if override:
        path = Path(override)
    else:
        import pygame  # only here: the pref path is SDL's idea of the user's folder

        try:
            path = Path(pygame.system.get_pref_path(ORG, APP))
        except (pygame.error, OSError, ValueError):  # SDL could not make it: fall back to the home folder
            path = Path.home() / f".{APP}"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # the app still starts; its stores say once that progress cannot be saved
    return path
