"""The menu's first frame from the picture the last start showed, when nothing in it has changed.

Painting the menu (its tiles' art and words, its buttons) is the largest part of the time from a
double-click to the first picture, after Python and pygame themselves. So the first frame a start
paints is kept in the user folder (`menu-picture.bmp`, written on a helper thread once the window
shows), headed by a check of what it shows (`looks`: the version, the language, Large text, every
button and tile). The next start blits it if the menu would look the same; the menu paints for real
from its second frame on, so a picture out of date in some way the check missed shows for one frame
at most. A missing, damaged or strange file (a folder, a pipe, garbage) is only a slower start.
"""

from __future__ import annotations

import io
import logging
import threading
import zlib
from pathlib import Path

import pygame

from .. import storage

log = logging.getLogger(__name__)

NAME = "menu-picture.bmp"
HEADER = b"spidergames menu %08x\n"
"""The file: this line (the check of `looks`), then the picture as a BMP (the quickest to read back)."""


def _header(looks: str) -> bytes:
    return HEADER % zlib.crc32(looks.encode("utf-8"))


def load(folder: Path, looks: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The kept picture of a menu that looks like `looks`, at `size`; None when there is none that fits."""
    try:
        data = storage.read_bytes(folder / NAME)
    except (storage.Unreadable, storage.Damaged):
        return None
    header = _header(looks)
    if data is None or not data.startswith(header):
        return None
    try:
        picture = pygame.image.load(io.BytesIO(data[len(header):]), NAME).convert()
    except (pygame.error, ValueError) as exc:
        log.info("the menu's kept picture is not usable, painting it: %s", exc)
        return None
    return picture if picture.get_size() == size else None


def keep(folder: Path, looks: str, picture: pygame.Surface) -> threading.Thread:
    """Write `picture`, the menu looking like `looks`, for the next start: on a helper thread (the app
    does not wait for the disk); a disk that refuses it costs the next start its shortcut, nothing else."""
    out = io.BytesIO()
    pygame.image.save(picture, out, NAME)
    data = _header(looks) + out.getvalue()

    def write() -> None:
        try:
            storage.write_bytes(folder / NAME, data)
        except OSError as exc:
            log.info("the menu's picture was not kept: %s", exc)

    thread = threading.Thread(target=write, name="spidergames-menu-picture", daemon=True)
    thread.start()
    return thread
