"""A computer player's choice, worked out beside the frame loop so no frame waits for it.

The hard robots take up to ~20 ms to decide: inside a frame that is a visible hitch. The choice
runs on a helper thread while the "thinking…" bubble and the board keep animating; the scene
collects it when it is ready. Headless runs (autoplay, tests) decide inline, so they stay
deterministic and simple. The bot only reads the match, and nothing changes the match while a
robot is thinking (it is not a person's turn), so no locking is needed.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Generic, TypeVar, cast

A = TypeVar("A")

SWITCH_SECONDS = 0.001  # while a robot thinks, let the frame loop take the interpreter back quickly


class _QuickTurns:
    """The interpreter's switch interval made short while any helper thinks, given back when the last
    one ends: helpers overlap (Pause, then Restart while a hard robot thinks), and each putting back
    what it found would leave the first one's 1 ms in place for good."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._thinking = 0
        self._saved = 0.0

    def begin(self) -> None:
        with self._lock:
            if not self._thinking:
                self._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(self._saved, SWITCH_SECONDS))
            self._thinking += 1

    def end(self) -> None:
        with self._lock:
            self._thinking -= 1
            if not self._thinking:
                sys.setswitchinterval(self._saved)


_QUICK_TURNS = _QuickTurns()


class Decision(Generic[A]):
    """`decide()` run on a helper thread (or at once when `inline`)."""

    def __init__(self, decide: Callable[[], A], *, inline: bool = False) -> None:
        self._decide = decide
        self._result: A | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        if inline:
            self._run()
        else:
            _QUICK_TURNS.begin()  # before the thread starts: its first slice is already short
            threading.Thread(target=self._run_and_restore, name="spidergames-robot", daemon=True).start()

    def _run(self) -> None:
        try:
            self._result = self._decide()
        except BaseException as exc:  # handed to the frame loop, which shows the error screen
            self._error = exc
        finally:
            self._done.set()

    def _run_and_restore(self) -> None:
        try:
            self._run()
        finally:
            _QUICK_TURNS.end()

    @property
    def ready(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def result(self) -> A:
        """The choice (re-raising here, on the caller's thread, anything the bot raised)."""
        if not self._done.is_set():
            raise RuntimeError("the robot has not decided yet")
        if self._error is not None:
            raise self._error
        return cast(A, self._result)
