"""A look at a room before sitting down, without the frame loop ever waiting on the network.

The join screen asks which seats of a room are free and the waiting room asks again until none is:
each `look` returns a future at once, the connection is made (or made again) on the client's own
loop thread, and the screen reads the answer when it is there.
"""

from __future__ import annotations

import concurrent.futures
from typing import Any

from . import wire
from .loop import LoopThread
from .sio import socketio

TIMEOUT = 10.0  # seconds a look may take before it counts as lost


class Peek:
    """One connection to the room server at `url`, for looks only (it holds no seat)."""

    def __init__(self, url: str, *, timeout: float = TIMEOUT) -> None:
        self.url, self.timeout = url, timeout
        self._net = LoopThread("spidergames-peek")
        self._sio: Any = None

    def look(self, code: str) -> concurrent.futures.Future[dict[str, Any]]:
        """The room's answer to `{"code"}`: `{"ok", "game", "config", "free"}` or a refusal (`net.offline`
        when the server cannot be reached)."""
        return self._net.submit(self._look(code))

    async def _look(self, code: str) -> dict[str, Any]:
        try:
            if self._sio is None or not self._sio.connected:
                self._sio = socketio.AsyncClient(reconnection=False)
                await self._sio.connect(self.url, transports=["websocket"], wait_timeout=self.timeout)
            reply = await self._sio.call("look", {"code": code}, timeout=self.timeout)
        except (TimeoutError, OSError, ValueError, socketio.exceptions.SocketIOError):
            return wire.refusal(wire.OFFLINE)
        return reply if isinstance(reply, dict) else wire.refusal(wire.BAD_PAYLOAD)

    def close(self) -> None:
        try:
            if self._sio is not None and self._sio.connected:
                self._net.run(self._sio.disconnect(), self.timeout)
        finally:
            self._net.stop()
