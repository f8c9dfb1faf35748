"""The app icon as PNG, Windows .ico and macOS .icns, and the window's own as an uncompressed BMP.

pygame cannot write .ico or .icns, but both formats may simply embed PNG images behind a small
index, which ``struct`` writes in a few lines. The window's icon is set before a start's first frame
(without one, pygame reads its own default through `importlib.resources`): a BMP has nothing to
decode, 0.01 ms against 0.6 ms for the PNG in a fresh process.
"""

from __future__ import annotations

import io
import math
import struct
from pathlib import Path

import pygame

from .drawing import ASSETS, INK, WHITE, Canvas, web
from .palette import rgb

SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}
WINDOW_ICON_SIZE = 128
"""The window's icon (title bar, taskbar, task switcher): the systems scale it to the few sizes they
show, none larger than this; 64 KB."""


def draw_master() -> pygame.Surface:
    """A red rounded square with a white web and a friendly spider: bold enough to read at 16 px."""
    c = Canvas(SIZE, SIZE)
    c.rect(8, 8, 240, 240, rgb("red"), radius=52)
    threads = Canvas(SIZE, SIZE)
    web(threads, (128, 128), 130, WHITE, 7, spokes=8, rings=3)
    threads.clip_circle((128, 128), 108)
    c.blit(threads)
    c.frame(8, 8, 240, 240, INK, 12, radius=52)
    for side in (-1, 1):
        for k, a in enumerate((-50, -20, 15, 45)):
            ang = math.radians(a)
            knee = (128 + side * 44 * math.cos(ang), 130 + 44 * math.sin(ang) - 16)
            foot = (128 + side * 76 * math.cos(ang), 130 + 76 * math.sin(ang) + 10 * k)
            c.polyline([(128, 132), knee, foot], INK, 11)
    c.ellipse((128, 150), 30, 36, INK)
    c.circle((128, 104), 22, INK)
    for x in (119, 137):
        c.circle((x, 102), 7, WHITE)
    return c.finish()


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def resized(master: pygame.Surface, size: int) -> pygame.Surface:
    return master if size == master.get_width() else pygame.transform.smoothscale(master, (size, size))


def ico_bytes(master: pygame.Surface, sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """An ICONDIR header, one 16-byte entry per image, then the PNG images."""
    images = [png_bytes(resized(master, s)) for s in sizes]
    offset = 6 + 16 * len(images)
    out = [struct.pack("<HHH", 0, 1, len(images))]
    for size, data in zip(sizes, images, strict=True):
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICO entry
        out.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        offset += len(data)
    return b"".join(out + images)


def icns_bytes(master: pygame.Surface) -> bytes:
    """The 'icns' magic and total length, then (type, length, PNG) blocks; big-endian."""
    blocks = []
    for size, kind in ICNS_TYPES.items():
        data = png_bytes(resized(master, size))
        blocks.append(kind + struct.pack(">I", len(data) + 8) + data)
    body = b"".join(blocks)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def generate(out: Path = ASSETS) -> list[Path]:
    master = draw_master()
    out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(master, str(out / "icon.png"))
    (out / "icon.ico").write_bytes(ico_bytes(master))
    (out / "icon.icns").write_bytes(icns_bytes(master))
    pygame.image.save(resized(master, WINDOW_ICON_SIZE), str(out / "icon.bmp"))
    return [out / "icon.png", out / "icon.ico", out / "icon.icns", out / "icon.bmp"]
