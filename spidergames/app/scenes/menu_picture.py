"""A start's first frame: the menu as the last start showed it, before the rest of the app loads.

Painting the menu needs the whole app loaded (its words, its games, its pictures): most of the time
from a double-click to the first picture, after Python and pygame themselves. So the first frame a
start paints is kept in the user folder (`menu-picture.rgb`, written on a helper thread once the
window shows) under a key of what the menu is made of (`start_key`: the app's version, the languages
the computer asks for, the settings and the saved game's seats as stored, the packages installed, the
command line's full screen choice), with the window's mode. The next start works the key out from
those alone, a few small reads, and when it is the same it opens the window and shows the picture
before it loads anything else (`show_kept`); the app then takes the window over and the menu paints
for real from its next frame, so a picture out of date in some way the key missed shows for one frame
at most. A missing, damaged or strange file (a folder, a pipe, garbage) is only a slower start.

The pixels are kept bare, as rows of RGB: read back, they are the picture as it lies in memory, with
nothing to decode or convert (a BMP took 7 ms more of the first frame here, most of it copies). Only
pygame, the window and the user files' reading are imported here.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import zlib
from pathlib import Path
from typing import Final, TypeAlias

import pygame

from ... import __version__, listing
from .. import canvas, splash, storage, window
from ..lazy_log import LazyLog
from ..paths import SAVE_NAME, SETTINGS_NAME
from ..ui.theme import LOGICAL_SIZE

log = LazyLog(__name__)  # logging loads at its first record: a start's first frame comes first

NAME = "menu-picture.rgb"
FORMER = "menu-picture.bmp"
"""The name of the picture kept by earlier versions, as a BMP: removed when a picture is kept."""
HEADER = b"spidergames menu %08x %dx%d %s\n"
"""The file: this line (the start's key, the picture's size, the window's mode), then its pixels."""
MODES = {True: b"full-screen", False: b"window"}
PIXELS: Final = "RGB"  # the order `tobytes` and `frombuffer` both know
LANGUAGE_VARIABLES = ("LANG", "LC_", "SPIDERGAMES_LANGUAGE")
"""The environment variables that say the computer's language, by how their names begin (i18n reads
SPIDERGAMES_LANGUAGE, then LANGUAGE, LC_ALL, LC_MESSAGES and LANG)."""


StartFiles: TypeAlias = dict[str, bytes | None | storage.Unreadable | storage.Damaged]
"""The user files a start's first frame is made of, by name, as `storage.read_together` answered."""


def start_files(folder: Path) -> StartFiles:
    """The settings, the saved game and the kept picture, read with one wait for the disk. The settings and
    the save are only glanced at (the app reads them for real later and says what is wrong with them)."""
    reads = ((SETTINGS_NAME, True), (SAVE_NAME, True), (NAME, False))
    answers = storage.read_together([(folder / name, glance) for name, glance in reads])
    return {name: answer for (name, _), answer in zip(reads, answers, strict=True)}


def start_key(files: StartFiles, fullscreen: bool | None) -> int | None:
    """What this start's menu is made of, as one number (see the module's docstring); None when a user
    file is anything but a plain file or missing: the app has something to say about it, and no kept
    picture stands in for that. `files`: `start_files`; `fullscreen`: the command line's choice (None:
    the settings')."""
    parts = [__version__, repr(fullscreen), repr(LOGICAL_SIZE)]
    parts += sorted(f"{name}={value}" for name, value in os.environ.items() if name.startswith(LANGUAGE_VARIABLES))
    parts.append(repr(pygame.system.get_pref_locales()))  # the computer's language, where no variable says it
    parts += _packages()  # a game may come as a package of its own (core/registry.py)
    for name in (SETTINGS_NAME, SAVE_NAME):
        data = files[name]
        if isinstance(data, Exception):
            return None
        data = data or b""
        parts.append(save_on_the_menu(data) if name == SAVE_NAME else repr(data))  # the moves do not show
    return zlib.crc32("\0".join(parts).encode("utf-8", "backslashreplace"))


def save_on_the_menu(data: bytes) -> str:
    """What the menu's Continue button shows of the save file `data`: which game and whose seats (and the
    file's format), not the moves played; anything but a save, as it is. Here, not in `saves`: the first
    frame then loads neither that module (about 1 ms) nor, without a save, a JSON reader."""
    if not data:
        return repr(data)
    import json

    try:
        save = json.loads(data)
    except (ValueError, RecursionError):  # RecursionError: garbage nested deeper than any save
        return repr(data)
    return repr([save.get(part) for part in ("format", "game", "config")]) if isinstance(save, dict) else repr(data)


def _packages() -> list[str]:
    """The installed distributions' folders on the path (their names carry their versions)."""
    return [name for folder in sys.path for name in listing(folder) if name.endswith((".dist-info", ".egg-info"))]


def show_kept(files: StartFiles, key: int) -> pygame.Surface | None:
    """Open the window and show the picture kept under `key` in it (`files`: `start_files`): the start's
    first frame. Returns the window's canvas for the app to take over, or None (no window opened) when
    no picture fits."""
    data = files[NAME]
    if data is None or isinstance(data, Exception):
        return None
    header = data[:data.find(b"\n") + 1]
    size = canvas.size_for(window.desktop())  # the canvas the window opens with (a picture of another shape waits)
    fullscreen = {HEADER % (key, *size, mode): full for full, mode in MODES.items()}.get(header)
    if fullscreen is None:
        return None
    if len(data) != len(header) + size[0] * size[1] * len(PIXELS):
        log.info("the menu's kept picture is cut short or too long: painting it")
        return None
    screen = window.open_screen(fullscreen)
    screen.blit(pygame.image.frombuffer(memoryview(data)[len(header):], size, PIXELS), (0, 0))  # no copy
    pygame.display.flip()
    splash.close()  # the one-file build's start-up picture gives way to the window
    return screen


def keep(folder: Path, key: int, fullscreen: bool, picture: pygame.Surface) -> threading.Thread:
    """Write `picture`, the menu of a start keyed `key` (in full screen or not), for the next start: on a
    helper thread (the app does not wait for the disk); a disk that refuses it costs the next start its
    shortcut, nothing else."""
    data = HEADER % (key, *picture.get_size(), MODES[fullscreen]) + pygame.image.tobytes(picture, PIXELS)

    def write() -> None:
        try:
            storage.write_bytes(folder / NAME, data)
        except OSError as exc:
            log.info("the menu's picture was not kept: %s", exc)
            return
        with contextlib.suppress(OSError):
            (folder / FORMER).unlink(missing_ok=True)

    thread = threading.Thread(target=write, name="spidergames-menu-picture", daemon=True)
    thread.start()
    return thread
