"""The C library's heap: one for every thread, and freed memory given back (glibc; elsewhere nothing).

Only ctypes is imported here: the app's start limits the heaps before its first helper thread, which
comes before the first frame.
"""

from __future__ import annotations

import ctypes
import sys
from functools import cache


def give_back_memory() -> None:
    """Return freed heap memory to the system where the C library can (glibc's `malloc_trim`).

    Pictures are big blocks freed in the middle of the heap: glibc keeps them, so without this the
    process's memory only grows, game after game (20-40 MB each here). Elsewhere this does nothing.
    """
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)


def one_heap() -> None:
    """Limit glibc to one heap (`M_ARENA_MAX`): a thread's first allocation would otherwise give it a heap
    of its own, which later helper threads (a scene built beside the frame loop, its pictures) reuse,
    which is trimmed poorly and never reused by the main thread. Called at start-up before any helper
    thread; later calls, and other C libraries, do nothing."""
    _glibc()


M_ARENA_MAX = -8  # glibc's malloc.h


@cache
def _glibc() -> ctypes.CDLL | None:
    """The C library, once set to one heap; None where it is not glibc on Linux."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None)
    except OSError:
        return None
    if not (hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt")):  # not glibc (musl has no malloc_trim)
        return None
    libc.mallopt(M_ARENA_MAX, 1)
    return libc
