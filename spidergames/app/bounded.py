"""Calls that may hang on a hostile disk (a hung network home folder), given a time limit.

Start-up must never hang: the app would hold the one-copy lock with no window, and pygame turns a
polite SIGTERM into a quit event nobody reads while blocked. A call that overruns goes on, abandoned,
on a daemon thread (it cannot be stopped) and the caller carries on without its answer.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar, cast

T = TypeVar("T")

DISK_SECONDS = 5.0
"""How long one look at the user folder may take before the app carries on without it."""


def bounded(call: Callable[[], T], seconds: float, name: str = "spidergames-disk") -> T:
    """`call()`'s result or exception, or TimeoutError if it takes longer than `seconds`."""
    done = threading.Event()
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread
            outcome.append(exc)
        finally:
            done.set()

    threading.Thread(target=run, name=name, daemon=True).start()
    if not done.wait(seconds):
        raise TimeoutError(f"no answer in {seconds:g} s")
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return cast(T, outcome[0])
