"""python-socketio, imported so that it works in a copy of Python without OpenSSL.

Every address spidergames connects to is `http://` (`hosting.url_of`: a typed "https://..." is no
address; a school's `spidergames serve` speaks plain HTTP), so the standalone app leaves OpenSSL out
(build.spec: 2.3 MB of a 34 MB download). engineio, under socketio, imports `ssl` all the same, though it
only uses it for `ssl_verify=False`, which nothing here asks for. So where `ssl` cannot be imported,
engineio's import is given a module that answers every question about TLS with ImportError: the way the
standard library's and aiohttp's own imports of `ssl` learn there is none, and what an https address
would meet (an error, never a connection without encryption). Where OpenSSL is there (a pip install),
this is a plain `import socketio`.
"""

from __future__ import annotations

import sys
import types
from typing import Any, NoReturn

NO_TLS = "this copy of spidergames has no TLS (OpenSSL): its addresses are http:// only"


class NoTLS(types.ModuleType):
    """`ssl` where OpenSSL is not: importable, with nothing in it (each name raises ImportError)."""

    def __getattr__(self, name: str) -> NoReturn:
        raise ImportError(NO_TLS, name="ssl")


def has_tls() -> bool:
    """Whether this copy of Python can speak TLS."""
    try:
        import ssl  # noqa: F401
    except ImportError:
        return False
    return True


def _import_without_tls() -> None:
    """Import socketio (and engineio) with `NoTLS` standing in for `ssl` during their import only. The
    libraries that look for `ssl` politely are imported first, so they see it missing, as it is."""
    import asyncio  # noqa: F401
    import asyncio.sslproto  # noqa: F401

    import aiohttp  # noqa: F401
    import aiohttp.web  # noqa: F401

    sys.modules["ssl"] = NoTLS("ssl")
    try:
        import socketio  # noqa: F401
    finally:
        del sys.modules["ssl"]


if not has_tls():
    _import_without_tls()

import socketio  # noqa: E402
import socketio.packet  # noqa: E402


class Packet(socketio.packet.Packet):  # type: ignore[misc]  # (socketio has no type hints)
    """python-socketio's packet with a cheaper look for bytes in what is sent (the room server's
    `serializer`): its own builds a list and folds it at every level of every payload, half a
    millisecond of each move's five sights; this walks the payload once and stops at the first bytes.
    Its answer is the same."""

    @classmethod
    def data_is_binary(cls, data: Any) -> bool:
        unseen = [data]
        while unseen:
            item = unseen.pop()
            if isinstance(item, (bytes, bytearray)):
                return True
            if isinstance(item, list):
                unseen.extend(item)
            elif isinstance(item, dict):
                unseen.extend(item.values())
        return False


__all__ = ["Packet", "socketio"]
