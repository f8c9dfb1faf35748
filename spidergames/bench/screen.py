"""A screen of the bench's own (Xvfb), and the moment a window first shows on it.

The one-file build's splash is drawn by PyInstaller's bootloader, before any Python runs, so only the
screen can tell when it shows: the watch asks the X server (through libX11, with ctypes) to report
every window mapped on the screen and waits for the first, so the time is the server's own event,
not a poll. Without Xvfb or libX11 (Windows, macOS, a bare CI box) there is no screen: None.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

SCREEN_ENV = "SPIDERGAMES_BENCH_SCREEN"
"""A display number for the bench's Xvfb (on a shared machine, the one you were given); else a free one."""
SUBSTRUCTURE_NOTIFY = 1 << 19  # X11 SubstructureNotifyMask: the root reports its children's changes
MAP_NOTIFY = 19  # X11 MapNotify: a window was mapped (shown)


def xlib() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("X11")
    if name is None:
        return None
    x = ctypes.CDLL(name)
    x.XOpenDisplay.restype, x.XOpenDisplay.argtypes = ctypes.c_void_p, [ctypes.c_char_p]
    x.XDefaultRootWindow.restype, x.XDefaultRootWindow.argtypes = ctypes.c_ulong, [ctypes.c_void_p]
    x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
    for call in (x.XFlush, x.XConnectionNumber, x.XPending, x.XCloseDisplay):
        call.argtypes = [ctypes.c_void_p]
    x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    return x


@contextmanager
def own_screen() -> Iterator[str | None]:
    """A virtual screen (Xvfb) for the bench's own windows, as a DISPLAY value, or None when Xvfb or
    libX11 is missing or the server does not start within 10 s; stopped afterwards."""
    if not shutil.which("Xvfb") or xlib() is None:
        yield None
        return
    # Xvfb writes the display number it listens on to `write` (-displayfd); -noreset: it stays up between
    # programs (by default it resets when its last client leaves, and refuses connections meanwhile)
    read, write = os.pipe()
    number = os.environ.get(SCREEN_ENV, "")
    server = subprocess.Popen(["Xvfb", *([f":{number}"] if number.isdigit() else []), "-displayfd", str(write),
                               "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        said = os.read(read, 16).decode().strip() if select.select([read], [], [], 10)[0] else ""
        yield f":{said}" if said.isdigit() else None
    finally:
        os.close(read)
        server.terminate()
        server.wait()


class WindowWatch:
    """Watches `display` for the first window shown on it: open it before starting the program."""

    def __init__(self, display: str) -> None:
        x = xlib()
        self.x = x
        self.connection = x.XOpenDisplay(display.encode()) if x is not None else None
        if x is None or not self.connection:
            raise RuntimeError(f"cannot watch the screen {display}")
        x.XSelectInput(self.connection, x.XDefaultRootWindow(self.connection), SUBSTRUCTURE_NOTIFY)
        x.XFlush(self.connection)

    def first_shown(self, timeout: float, stop: threading.Event) -> float | None:
        """The `time.perf_counter()` at which a window was first mapped, or None within `timeout` s or
        once `stop` is set (the program ended)."""
        assert self.x is not None
        event = (ctypes.c_long * 24)()  # an XEvent: a union of at most 24 longs; its type is the first int
        fd = self.x.XConnectionNumber(self.connection)
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline and not stop.is_set():
            while self.x.XPending(self.connection):
                self.x.XNextEvent(self.connection, event)
                if ctypes.c_int.from_buffer(event).value == MAP_NOTIFY:
                    return time.perf_counter()
            select.select([fd], [], [], min(0.1, max(0.0, deadline - time.perf_counter())))
        return None

    def close(self) -> None:
        if self.x is not None and self.connection:
            self.x.XCloseDisplay(self.connection)
            self.connection = None
