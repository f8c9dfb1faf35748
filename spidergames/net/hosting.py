"""The room server a host's app runs for the other computers of its network ("Host a game").

Started on first use, on the port everyone's app knows (`serve.DEFAULT_PORT`, so a code and the host's
address are all a joiner types), or any free port when that one is busy; stopped with the app. The
host's own seats play through a `RemoteLink` to it on loopback, exactly as another computer's do: one
path for every screen, so what the host's screen is sent is checked as strictly as anyone's.
"""

from __future__ import annotations

import socket
from pathlib import Path

from .rooms import FolderRooms
from .server import ServerThread
from .wire import DEFAULT_PORT


class Hosting:
    """This app's room server, once a game is hosted. `listen`: where it listens (every interface of
    this computer; tests keep it on loopback)."""

    def __init__(self, folder: Path, *, listen: str = "0.0.0.0", port: int = DEFAULT_PORT,  # noqa: S104
                 robot_pause: float | None = None) -> None:
        self.folder, self.listen, self.port = folder, listen, port
        self.robot_pause = robot_pause
        self.server: ServerThread | None = None

    def start(self) -> ServerThread:
        """The running server (started now if it was not)."""
        if self.server is None:
            options = {} if self.robot_pause is None else {"robot_pause": self.robot_pause}
            try:
                self.server = ServerThread(FolderRooms(self.folder), host=self.listen, port=self.port, **options)
            except OSError:  # the usual port is taken (another copy of the app hosts): any free one
                self.server = ServerThread(FolderRooms(self.folder), host=self.listen, port=0, **options)
        return self.server

    @property
    def local_url(self) -> str:
        """Where the host's own screen reaches its server."""
        server = self.start()
        return f"http://127.0.0.1:{server.port}"

    @property
    def ip(self) -> str:
        """This host's address where it listens: on its network, or loopback (tests)."""
        return "127.0.0.1" if self.listen.startswith("127.") else network_address()

    @property
    def interfaces(self) -> list[str] | None:
        """Where to announce and look for games (`discovery`): None for every interface, else the one listened on."""
        return None if self.listen == "0.0.0.0" else [self.listen]  # noqa: S104

    def address(self) -> str:
        """What a joiner types to reach this host: its address on the network, and the port if unusual."""
        server = self.start()
        return self.ip if server.port == DEFAULT_PORT else f"{self.ip}:{server.port}"

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None


def network_address() -> str:
    """This computer's address on its network: the one its outgoing traffic would leave from (a UDP
    socket's `connect` only picks the route; nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address: str = probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"
    return address


def url_of(address: str) -> str | None:
    """The server URL a typed address means (`192.168.1.20`, `host.local:7429`), or None if it cannot be one."""
    address = address.strip()
    host, _, port = address.rpartition(":") if address.count(":") == 1 else (address, "", "")
    if not host or any(c.isspace() or c in "/?#@[]" for c in host):
        return None
    if port and not (port.isdigit() and 0 < int(port) < 65536):
        return None
    return f"http://{host}:{port or DEFAULT_PORT}"
