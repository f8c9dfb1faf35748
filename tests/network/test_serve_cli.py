"""`spidergames serve` from the command line: its options, and a kind word where the network is left out."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from network.netkit import ROOT, WAIT
from spidergames.cli import main


def test_serve_without_the_network_says_so(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A build without `spidergames.net` (build.spec once left it out) says so: no traceback."""
    monkeypatch.setitem(sys.modules, "spidergames.net.serve", None)  # import fails, as in the frozen app
    assert main(["serve", "--host", "127.0.0.1", "--port", "0"]) != 0  # (loopback, were it to serve after all)
    assert "no room server" in capsys.readouterr().err


def test_serve_without_the_network_says_so_after_the_server_was_imported() -> None:
    """The same when the server module was imported before (the bench imports it): `from .net import serve`
    took the package's attribute left by that import, ran the server and never came back (the quick tier
    hung on it). In a process of its own, bounded, on loopback: a broken version times out."""
    script = ("import sys\n"
              "import spidergames.net.serve\n"  # an earlier import: the package keeps the module as an attribute
              "sys.modules['spidergames.net.serve'] = None\n"  # as in a build without it
              "from spidergames.cli import main\n"
              "sys.exit(main(['serve', '--host', '127.0.0.1', '--port', '0']))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=WAIT, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and "no room server" in done.stderr, (done.returncode, done.stderr[-300:])


def test_serve_redis_without_redis_says_so(monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """The standalone app carries the room server but not Redis (build.spec): `--redis` gets a kind word,
    not the ModuleNotFoundError traceback it once printed."""
    monkeypatch.setitem(sys.modules, "redis", None)  # as in the frozen app
    monkeypatch.delitem(sys.modules, "spidergames.net.redis_rooms", raising=False)
    assert main(["serve", "--host", "127.0.0.1", "--port", "0", "--redis", "redis://127.0.0.1:1/0"]) != 0
    assert "Redis" in capsys.readouterr().err


def test_serve_refuses_unknown_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--players", "4"])
    assert stopped.value.code == 2 and "--players" in capsys.readouterr().err


def test_serve_collects_the_heap_itself_and_seldom(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """A room server left Python's collector walking its whole heap several times a second (70 ms each
    with 200 rooms): `serve` makes it look seldom and collects the whole heap once a minute itself."""
    import argparse
    import asyncio
    import gc

    from spidergames.net import serve

    collections: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(1) or 0)
    monkeypatch.setattr(serve, "COLLECT_SECONDS", 0.02)
    before = gc.get_threshold()
    try:
        async def serve_a_moment() -> tuple[int, ...]:
            task = asyncio.get_running_loop().create_task(serve.run(argparse.Namespace(
                host="127.0.0.1", port=0, rooms=tmp_path, redis=None, robot_pause=0.0)))
            await asyncio.sleep(0.2)
            thresholds = gc.get_threshold()
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            return thresholds
        assert asyncio.run(serve_a_moment()) == serve.GC_THRESHOLDS
    finally:
        gc.set_threshold(*before)
    assert len(collections) >= 3, "the server never collected its heap itself"
