"""What the About screen and the error screen tell a grown-up, and the two things they can do with it.

The log's full path (with a button that copies it and one that opens its folder), the version, the
licence and where the third-party notices are.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

from .. import __version__
from .i18n import N_, _
from .paths import log_file, notices_file

log = logging.getLogger(__name__)

LICENCE = N_("MIT License (free software: use, copy and share it)")
COPIED, NO_CLIPBOARD = N_("Copied."), N_("No clipboard here: copy it by hand.")
OPENING, CANNOT_OPEN = N_("Opening the folder..."), N_("Could not open it here.")
ANSWERS = (COPIED, NO_CLIPBOARD, OPENING, CANNOT_OPEN)
"""What the two buttons may answer (a screen keeps room for the longest)."""


def version() -> str:
    return __version__


def notices_text() -> str:
    found = notices_file()
    if found is not None:
        return str(found)
    return _("from source: each installed package carries its own licence (pip-licenses lists them)")


def copy_text(text: str) -> bool:
    """Put `text` on the clipboard (SDL's clipboard through pygame-ce's scrap); False if there is none."""
    try:
        import pygame

        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except Exception as exc:  # noqa: BLE001 - no clipboard (dummy video driver, no display): say so
        log.info("could not copy to the clipboard: %s", exc)
        return False


def open_folder(path: Path) -> bool:
    """Show `path` in the system's file manager; False if that could not be started."""
    folder = path if path.is_dir() else path.parent
    try:
        if sys.platform.startswith("win"):
            os.startfile(folder)  # type: ignore[attr-defined]  # noqa: S606
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return True
    except OSError as exc:
        log.info("could not open %s: %s", folder, exc)
        return False


def log_path_text() -> str:
    return str(log_file())


def copy_log_path() -> str:
    """Copy the log's path for a grown-up to paste in a message; the words to show for how it went."""
    return _(COPIED) if copy_text(log_path_text()) else _(NO_CLIPBOARD)


def open_log_folder() -> str:
    """Open the folder holding the log; the words to show for how it went."""
    return _(OPENING) if open_folder(log_file()) else _(CANNOT_OPEN)
