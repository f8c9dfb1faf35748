"""A room server on loopback for each test that asks for one (its rooms in the test's own folder), and a
real redis-server of the test's own on loopback for those that ask for Redis."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from network.netkit import WAIT, free_port, until
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    running = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0)
    yield running
    running.stop()


@pytest.fixture
def redis_url(tmp_path: Path) -> Iterator[str]:
    """A real redis-server of the test's own on a free loopback port."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed here (apt-get install redis-server; CI's .ci/run installs it)")
    port = free_port()
    redis = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                              "--dir", str(tmp_path)], stdout=subprocess.DEVNULL)
    try:
        import redis as client

        until(lambda: _answers(client, port), "redis-server answering", 10)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        redis.terminate()
        redis.wait(WAIT)


def _answers(client: object, port: int) -> bool:
    try:
        return bool(client.Redis(port=port).ping())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - not up yet
        return False
