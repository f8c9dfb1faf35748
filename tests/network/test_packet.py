"""The room server's Socket.IO packets (`sio.Packet`) find bytes in a payload exactly as python-socketio's
own do, only cheaper: a payload with bytes anywhere goes as a binary event, any other as plain JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import socketio.packet

from spidergames.net.rooms import FolderRooms
from spidergames.net.server import RoomServer
from spidergames.net.sio import Packet

PAYLOADS: list[Any] = [None, 0, "bytes", b"", bytearray(b"x"), [], {}, ("tuple", b"x"),
                       ["sight", {"views": [[0, {"dice": [1, 2]}], [None, {}]], "legal": [], "outcome": None}],
                       ["sight", {"views": [[0, {"dice": [1, 2]}], [None, {"face": b"\x00"}]]}],
                       [[[[b"deep"]]], "after"], {"first": 1, "then": {"bytes": bytearray()}}]


def test_bytes_are_found_as_python_socketio_finds_them(tmp_path: Path) -> None:
    found = [Packet.data_is_binary(payload) for payload in PAYLOADS]
    assert found == [socketio.packet.Packet.data_is_binary(payload) for payload in PAYLOADS]
    assert sum(found) == 5, "some with bytes, some without"
    assert RoomServer(FolderRooms(tmp_path)).sio.packet_class is Packet, "the server sends its packets"
