"""A computer player's choice, worked out beside the frame loop so no frame waits for it.

The hard robots take up to ~20 ms to decide: inside a frame that is a visible hitch. The choice is
handed to a small, bounded pool of helper threads (`concurrent.futures`) while the "thinking…"
bubble and the board keep animating; the scene takes the result on the frame loop once it is
ready, and a scene that is left cancels what it still waits for (a choice not yet started never
runs). Headless runs (autoplay, tests) decide inline, so they stay deterministic and simple. The
bot only reads the match, and nothing changes the match while a robot is thinking (it is not a
person's turn), so no locking is needed.
"""

from __future__ import annotations

import sys
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any, Generic, TypeVar

A = TypeVar("A")

SWITCH_SECONDS = 0.001  # while a robot thinks, let the frame loop take the interpreter back quickly
WORKERS = 2  # a robot and a game scene being built (Restart while a hard robot thinks) at the same time


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
_HELPERS = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="spidergames-robot")
_HANDED: weakref.WeakSet[Future[Any]] = weakref.WeakSet()  # what the helpers have, as long as anyone waits


def settle(timeout: float = 5.0) -> bool:
    """Wait, at most `timeout` s, for what the helpers were given: pygame must not be quit under a game
    scene still being built on one (its fonts gone, SDL_ttf crashes). False if something is still going."""
    return not wait(list(_HANDED), timeout).not_done


def _quick(decide: Callable[[], A]) -> A:
    """`decide()` on a helper, handing the interpreter's switch interval back before its answer is ready."""
    try:
        return decide()
    finally:
        _QUICK_TURNS.end()


class Decision(Generic[A]):
    """`decide()` run on a helper thread of the pool (or at once when `inline`)."""

    def __init__(self, decide: Callable[[], A], *, inline: bool = False) -> None:
        if inline:
            self._future: Future[A] = Future()
            try:
                self._future.set_result(decide())
            except BaseException as exc:  # handed to the frame loop, which shows the error screen
                self._future.set_exception(exc)
        else:
            _QUICK_TURNS.begin()  # before it is handed over: its first slice is already short
            self._future = _HELPERS.submit(_quick, decide)
            _HANDED.add(self._future)

    @property
    def ready(self) -> bool:
        return self._future.done()

    def wait(self, timeout: float | None = None) -> bool:
        done, _ = wait((self._future,), timeout)
        return bool(done)

    def result(self) -> A:
        """The choice (re-raising here, on the caller's thread, anything the bot raised)."""
        if not self._future.done():
            raise RuntimeError("the robot has not decided yet")
        return self._future.result()

    def cancel(self) -> None:
        """Nobody waits for the choice any more (its scene was left): if it has not started, it never
        does; if it has, its answer is dropped."""
        if self._future.cancel():
            _QUICK_TURNS.end()  # `_quick` never runs to hand the switch interval back
