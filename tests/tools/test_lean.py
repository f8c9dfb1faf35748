"""The standalone app ships the network's libraries as their Python modules, and they work that way."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
