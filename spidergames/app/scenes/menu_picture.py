"""The menu's first frame from the picture the last start showed, when nothing in it has changed.

Painting the menu (its tiles' art and words, its buttons) is the largest part of the time from a
double-click to the first picture, after Python and pygame themselves. So the first frame a start
paints is kept in the user folder (`menu-picture.rgb`, written on a helper thread once the window
shows), headed by a check of what it shows (`looks`: the version, the language, Large text, every
button and tile) and its size. The next start blits it if the menu would look the same; the menu
paints for real from its second frame on, so a picture out of date in some way the check missed shows
for one frame at most. A missing, damaged or strange file (a folder, a pipe, garbage) is only a
slower start.

The pixels are kept bare, as rows of RGB: read back, they are the picture as they lie in memory, with
nothing to decode or convert (a BMP took 7 ms more of the first frame here, most of it copies).
"""

from __future__ import annotations

import contextlib
import logging
import threading
import zlib
from pathlib import Path
from typing import Final

import pygame

from .. import storage

log = logging.getLogger(__name__)

NAME = "menu-picture.rgb"
FORMER = "menu-picture.bmp"
"""The name of the picture kept by earlier versions, as a BMP: removed when a picture is kept."""
HEADER = b"spidergames menu %08x %dx%d\n"
"""The file: this line (the check of `looks`, the picture's size), then its pixels as rows of RGB."""
PIXELS: Final = "RGB"  # the order `tobytes` and `frombuffer` both know


def _header(looks: str, size: tuple[int, int]) -> bytes:
    return HEADER % (zlib.crc32(looks.encode("utf-8")), *size)


def load(folder: Path, looks: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The kept picture of a menu that looks like `looks`, at `size`; None when there is none that fits."""
    try:
        data = storage.read_bytes(folder / NAME)
    except (storage.Unreadable, storage.Damaged):
        return None
    header = _header(looks, size)
    if data is None or not data.startswith(header):
        return None
    if len(data) != len(header) + size[0] * size[1] * len(PIXELS):
        log.info("the menu's kept picture is cut short or too long: painting it")
        return None
    return pygame.image.frombuffer(memoryview(data)[len(header):], size, PIXELS)  # no copy: blitted once


def keep(folder: Path, looks: str, picture: pygame.Surface) -> threading.Thread:
    """Write `picture`, the menu looking like `looks`, for the next start: on a helper thread (the app
    does not wait for the disk); a disk that refuses it costs the next start its shortcut, nothing else."""
    data = _header(looks, picture.get_size()) + pygame.image.tobytes(picture, PIXELS)

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
