"""A room server on loopback for each test that asks for one (its rooms in the test's own folder)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    running = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0)
    yield running
    running.stop()
