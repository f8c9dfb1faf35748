"""Finding the games hosted on this network: zeroconf (multicast DNS service discovery, RFC 6762/6763).

A host announces one `_spidergames._tcp.local.` service per room while it waits for players: its TXT
records carry the host's name and picture, the game and the room's code, so "Join a game" lists each
game with the face and name the children know. Where the network blocks multicast (school Wi-Fi often
does), nothing is listed and the code and address are typed instead. Everything read from the network
is checked (a name, a picture, a game we know, a code of the right form) before it is shown.
`interfaces`: where to announce and look; the app uses every interface. The tests run zeroconf only in a
network namespace of their own (tests/network/own_network.py) and find games elsewhere on an air of
their own, put in place of `Announcement` and `Finder`, which the app looks up when it calls them.
"""

from __future__ import annotations

import contextlib
import re
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from ..core.registry import game_ids
from . import codes
from .wire import DEFAULT_PORT, MAX_NAME

SERVICE = "_spidergames._tcp.local."
LOOK = 3000  # milliseconds to wait for a found service's details
PICTURE = re.compile(r"[a-z0-9-]{1,40}")

Interfaces = Sequence[str] | None
"""Where to announce and look: None for every interface of this computer."""


@dataclass(frozen=True)
class Hosted:
    """One game waiting for players on this network, as its host announced it."""

    name: str
    picture: str
    game: str
    code: str
    address: str
    port: int

    @property
    def url(self) -> str:
        return f"http://{self.address}:{self.port}"

    @property
    def where(self) -> str:
        """The address as a grown-up would type it."""
        return self.address if self.port == DEFAULT_PORT else f"{self.address}:{self.port}"


def _zeroconf(interfaces: Interfaces) -> Zeroconf:
    return Zeroconf(interfaces=InterfaceChoice.All if interfaces is None else list(interfaces),
                    ip_version=IPVersion.V4Only)


def read(info: ServiceInfo) -> Hosted | None:
    """The game an announcement describes, or None if anything in it is not what a host sends."""
    try:
        props = {k.decode(): (v or b"").decode() for k, v in info.properties.items()}
    except (UnicodeDecodeError, AttributeError):
        return None
    name, picture, game = props.get("name", ""), props.get("picture", ""), props.get("game", "")
    code = codes.normal_code(props.get("code", ""))
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if (code is None or game not in game_ids() or not PICTURE.fullmatch(picture) or not addresses
            or not 0 < len(name) <= MAX_NAME or not name.isprintable() or not info.port):
        return None
    return Hosted(name, picture, game, code, addresses[0], info.port)


class Announcement:
    """A room announced on the network until `close` (the announcing itself runs on a thread: it takes
    a second or two of multicast back and forth, which no frame should wait for)."""

    def __init__(self, hosted: Hosted, *, interfaces: Interfaces = None) -> None:
        self.hosted = hosted
        label = re.sub(r"[^A-Za-z0-9]", "", hosted.code)
        self.info = ServiceInfo(
            SERVICE, f"{hosted.name} {hosted.code}.{SERVICE}", port=hosted.port,
            addresses=[socket.inet_aton(hosted.address)], server=f"spidergames-{label.lower()}.local.",
            properties={"name": hosted.name, "picture": hosted.picture, "game": hosted.game, "code": hosted.code})
        self._zc = _zeroconf(interfaces)
        self._thread = threading.Thread(target=self._announce, name="spidergames-announce", daemon=True)
        self._thread.start()

    def _announce(self) -> None:
        try:
            self._zc.register_service(self.info)
        except Exception:  # noqa: BLE001 - a network that refuses multicast: the code is typed instead
            return

    def close(self, *, wait: bool = True) -> None:
        """Say goodbye on the network (on a thread of its own unless `wait`: it takes a moment)."""
        if not wait:
            threading.Thread(target=self.close, name="spidergames-goodbye", daemon=True).start()
            return
        self._thread.join(5)
        with contextlib.suppress(Exception):  # never announced (see `_announce`)
            self._zc.unregister_service(self.info)
        self._zc.close()


class Finder:
    """The games announced on the network, kept up to date on zeroconf's own thread; `changed` is called
    there whenever the list changes (the join page sleeps until then)."""

    def __init__(self, *, interfaces: Interfaces = None, changed: Callable[[], None] = lambda: None) -> None:
        self._changed_then = changed
        self._lock = threading.Lock()
        self._found: dict[str, Hosted] = {}
        self._zc = _zeroconf(interfaces)
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange,
                 **_: Any) -> None:
        hosted = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=LOOK)
            hosted = read(info) if info is not None else None
        with self._lock:
            before = self._found.get(name)
            if hosted is None:
                self._found.pop(name, None)
            else:
                self._found[name] = hosted
        if before != hosted:
            self._changed_then()

    def found(self) -> tuple[Hosted, ...]:
        """Every game found, in a steady order (by name, then code)."""
        with self._lock:
            return tuple(sorted(self._found.values(), key=lambda h: (h.name.casefold(), h.code)))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()
