"""An asyncio event loop on a thread of its own: the server and the client live there, beside the pygame
frame loop, which never waits on the network for more than it asks (`run`'s timeout)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class LoopThread:
    """A running event loop in a daemon thread; `run` hands it a coroutine and waits for its result."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)
        self._thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float) -> T:
        """`coro`'s result, run on the loop; TimeoutError after `timeout` seconds (the coroutine is cancelled)."""
        future = asyncio.run_coroutine_threadsafe(coro, self.loop)
        try:
            return future.result(timeout)
        except TimeoutError:
            future.cancel()
            raise

    def submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """`coro` run on the loop; its future at once (the caller looks at it when it likes)."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    @staticmethod
    async def _cancel_all() -> None:
        """Cancel what still runs on the loop (pings, robots) and let it finish."""
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the loop and wait for its thread (what still runs on it is dropped)."""
        if self.loop.is_closed():
            return
        with contextlib.suppress(TimeoutError, RuntimeError):  # stopped anyway below
            self.run(self._cancel_all(), timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            self.loop.close()
