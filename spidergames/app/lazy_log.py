"""Loggers for the modules a start's first frame needs, with Python's logging loaded at their first record.

Importing `logging` and opening the app's log take a start about 3 ms before its first frame (the
module compiles its patterns as it loads; the log file opens on a helper thread): a twentieth of the
start the benchmark compares with a bare pygame-ce window (issue #26). A start that has nothing to say
shows its first frame, then begins its log (`begin`). A start that has something to say (the game is
already open, there is no screen, the disk does not answer) begins its log at that first record, so
no record is ever lost and the log file holds the same lines as before.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging

_waiting: Callable[[], None] | None = None  # what begins the log, until it is begun
_lock = threading.RLock()  # a helper thread's record and the main thread may begin it together


def begin_at_first_record(begin: Callable[[], None]) -> None:
    """`begin()` sets the log up (its file, its format): called at the first record of a `LazyLog`, or by
    `begin`, whichever is first, and once."""
    global _waiting
    with _lock:
        _waiting = begin


def begin() -> None:
    """Begin the log now, if a start asked for it to wait (`begin_at_first_record`) and nothing has begun it."""
    global _waiting
    with _lock:
        waiting, _waiting = _waiting, None
        if waiting is not None:
            waiting()


class LazyLog:
    """A module's logger (`logging.getLogger(name)`), looked up at its first record."""

    def __init__(self, name: str) -> None:
        self.name = name

    def logger(self) -> logging.Logger:
        import logging

        begin()
        return logging.getLogger(self.name)

    def info(self, message: str, *args: object) -> None:
        self.logger().info(message, *args, stacklevel=2)

    def warning(self, message: str, *args: object) -> None:
        self.logger().warning(message, *args, stacklevel=2)

    def error(self, message: str, *args: object) -> None:
        self.logger().error(message, *args, stacklevel=2)
