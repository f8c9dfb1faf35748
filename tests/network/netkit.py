"""What the network tests share: a room server on loopback, raw Socket.IO probes, seats and waiting.

Every address is 127.0.0.1 or ::1, every port the system's free choice, every wait bounded.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import socketio

from spidergames.core import codec
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_info
from spidergames.net.loop import LoopThread

ROOT = Path(__file__).resolve().parents[2]
COLOURS = ("red", "blue", "green", "yellow")
WAIT = 20.0  # seconds any one wait may take


def config(game_id: str, controllers: tuple[str, ...]) -> dict[str, Any]:
    """A room's seats as sent to the server: one per controller (HUMAN or a robot level)."""
    info = load_info(game_id)
    seats = tuple(Seat(f"P{i + 1}" if c == HUMAN else f"Robot {i + 1}", c, COLOURS[i],
                       info.character_for(COLOURS[i], i)) for i, c in enumerate(controllers))
    encoded: dict[str, Any] = codec.encode(GameConfig(seats))
    return encoded


def until(done: Callable[[], bool], what: str, timeout: float = WAIT) -> None:
    """Wait for `done()`, at most `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.005)


def free_port() -> int:
    """A loopback port nobody listens on (for a program that cannot be told to pick its own)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class Probe:
    """A raw Socket.IO client that records every byte it receives: it sends whatever a test wants."""

    def __init__(self, url: str) -> None:
        self.loop = LoopThread("probe")
        self.received: list[tuple[str, str]] = []  # (what, the JSON as it arrived)
        self.sio = self.loop.run(self._make(), WAIT)
        self.loop.run(self.sio.connect(url, transports=["websocket"], wait_timeout=WAIT), WAIT)

    async def _make(self) -> Any:
        sio = socketio.AsyncClient(reconnection=False)
        sio.on("sight", lambda data: self._record("sight", data))
        return sio

    def _record(self, what: str, data: Any) -> None:
        self.received.append((what, json.dumps(data, sort_keys=True)))

    def call(self, event: str, *data: Any) -> Any:
        payload = data[0] if len(data) == 1 else data  # a tuple: several arguments
        reply = self.loop.run(self.sio.call(event, payload, timeout=WAIT), WAIT + 1)
        self._record(f"reply to {event}", reply)
        return reply

    def sights(self) -> list[dict[str, Any]]:
        """Every sight received, the first sync (in a reply) included, in order."""
        out = []
        for _, raw in self.received:
            data = json.loads(raw)
            if isinstance(data, dict) and "views" in data:
                out.append(data)
            elif isinstance(data, dict) and isinstance(data.get("sight"), dict):
                out.append(data["sight"])
        return out

    @property
    def connected(self) -> bool:
        return bool(self.sio.connected)

    def close(self) -> None:
        try:
            if self.sio.connected:
                self.loop.run(self.sio.disconnect(), WAIT)
        finally:
            self.loop.stop()


def serve(rooms: Path, *extra: str) -> tuple[subprocess.Popen[str], int]:
    """`spidergames serve` in a process of its own on a free loopback port; returns it and its port."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "spidergames", "serve", "--host", "127.0.0.1", "--port", "0",
                             "--rooms", str(rooms), "--robot-pause", "0", *extra],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    deadline = time.monotonic() + WAIT
    for line in _lines(proc, deadline):
        if line.startswith("listening on "):
            return proc, int(line.rsplit(":", 1)[1])
    proc.kill()
    raise AssertionError("spidergames serve did not start")


def _lines(proc: subprocess.Popen[str], deadline: float) -> Iterator[str]:
    assert proc.stdout is not None
    while time.monotonic() < deadline and proc.poll() is None:
        line = proc.stdout.readline()
        if line:
            yield line.strip()
