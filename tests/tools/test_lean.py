"""The standalone app ships the network's libraries as their Python modules, and they work that way."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tools import lean

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_copies_hold_the_python_modules_only(tmp_path: Path) -> None:
    into = lean.pure_copies(tmp_path / "pure")
    assert sorted(p.name for p in into.iterdir()) == sorted(lean.PURE_PYTHON)
    files = [p for p in into.rglob("*") if p.is_file()]
    assert files and all(p.suffix == ".py" for p in files)
    assert (into / "zeroconf" / "_dns.py").is_file() and (into / "aiohttp" / "_websocket" / "reader_py.py").is_file()


def test_the_network_runs_on_the_copies_alone(tmp_path: Path) -> None:
    """What the frozen app imports from them, imported from the copies with no compiled module anywhere
    in reach: each library falls back on its own Python modules, so leaving the compiled ones out of the
    build loses nothing."""
    into = lean.pure_copies(tmp_path / "pure")
    probe = ("import sys, zeroconf, aiohttp, yarl, multidict, frozenlist, propcache, socketio\n"
             "import zeroconf.asyncio, aiohttp.web, aiohttp.http_parser, aiohttp._websocket.reader\n"
             "from spidergames.net import client, discovery, server\n"
             f"compiled = sorted(n for n, m in sys.modules.items() if n.split('.')[0] in {lean.PURE_PYTHON!r}\n"
             "                  and (getattr(m, '__file__', '') or '').endswith(('.so', '.pyd')))\n"
             f"outside = sorted(n for n in {lean.PURE_PYTHON!r}\n"
             f"                 if not sys.modules[n].__file__.startswith({str(into)!r}))\n"
             "print(compiled, outside)\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(into), str(ROOT)]))
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[] []"


def test_pictures_are_recompressed_to_the_same_surfaces(tmp_path: Path) -> None:
    """The build's copy of the data: each PNG smaller or as it was, loading as the very same surface (pixels,
    depth, alpha), everything else byte for byte; a second build of the run takes the PNGs from the cache."""
    pytest.importorskip("oxipng")  # the dev extra's build tool
    import pygame

    source = tmp_path / "data"
    (source / "assets").mkdir(parents=True)
    picture = pygame.Surface((64, 48), pygame.SRCALPHA)
    for x in range(64):
        pygame.draw.line(picture, (x * 4, 255 - x * 3, 90, 0 if x < 8 else 200), (x, 0), (x, 47))
    pygame.image.save(picture, str(source / "assets" / "stripes.png"))
    (source / "assets" / "notes.txt").write_bytes(b"not a picture\n")
    into = lean.recompressed(source, tmp_path / "shipped")
    shipped, original = into / "assets" / "stripes.png", source / "assets" / "stripes.png"
    assert shipped.stat().st_size < original.stat().st_size
    a, b = pygame.image.load(str(original)), pygame.image.load(str(shipped))
    assert (a.get_bitsize(), a.get_masks(), a.get_flags() & pygame.SRCALPHA) == \
           (b.get_bitsize(), b.get_masks(), b.get_flags() & pygame.SRCALPHA)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
    assert (into / "assets" / "notes.txt").read_bytes() == b"not a picture\n"
    cached = sorted((tmp_path / "shipped-cache").iterdir())
    assert len(cached) == 1
    stamp, first = cached[0].stat().st_mtime_ns, shipped.read_bytes()
    lean.recompressed(source, tmp_path / "shipped")
    assert cached[0].stat().st_mtime_ns == stamp and shipped.read_bytes() == first
