"""The one-file build's start-up picture, which PyInstaller's bootloader shows while it unpacks the app.

build.spec adds it to the one-file build only (not on macOS, where PyInstaller has no splash). The
app closes it once its own first frame is on screen. From source, in the one-folder build, or when
the bootloader could not show it (no display), there is nothing to close.
"""

from __future__ import annotations

import os

SPLASH_ENV = "_PYI_SPLASH_IPC"
"""Set by the bootloader for the app when its splash is up: the port `pyi_splash` talks to it on."""


def close() -> bool:
    """Close the bootloader's picture if one is up; True when it was. `pyi_splash` is imported only
    then: imported with no splash up, it logs a warning, and the frozen app keeps stderr quiet."""
    if SPLASH_ENV not in os.environ:
        return False
    try:
        import pyi_splash  # PyInstaller's, only inside a one-file build with a splash
    except ImportError:
        return False
    if not pyi_splash.is_alive():  # the bootloader's link failed: pyi_splash has logged why
        return False
    pyi_splash.close()
    return True
