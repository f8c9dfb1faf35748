"""The Windows app's words for a command prompt.

The Windows build is a windowed program (no console flashes up when a child double-clicks it), so
Windows gives it no stdout: typed in a command prompt, `spidergames.exe --version` or `--autoplay`
printed nothing. Started with arguments from a console, the app now attaches to that console (its
parent's) and writes there; started by a double-click there is no parent console and nothing changes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Protocol, TextIO

ATTACH_PARENT_PROCESS = -1
"""AttachConsole's argument for "the console of the process that started me"."""


class Kernel32(Protocol):
    def AttachConsole(self, process: int) -> int: ...  # noqa: N802 - the Windows API's own name


def _open_console(name: str) -> TextIO:
    return open(name, "w", encoding="utf-8", errors="replace", buffering=1)  # noqa: SIM115 - lives as long as the app


def attach_parent_console(argv: list[str], *, platform: str = sys.platform, kernel32: Kernel32 | None = None,
                          open_console: Callable[[str], TextIO] = _open_console, streams: Any = sys) -> bool:
    """Point a windowed Windows app's missing stdout and stderr at the console it was typed in, if any.
    Returns whether it did. Does nothing for a double-click start (no arguments, no parent console),
    on other systems, or when the streams exist (a console build, a redirect to a file)."""
    if platform != "win32" or not argv or (streams.stdout is not None and streams.stderr is not None):
        return False
    if kernel32 is None:
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32")  # type: ignore[attr-defined]  # Windows only
    if not kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
        return False
    if streams.stdout is None:
        streams.stdout = open_console("CONOUT$")
    if streams.stderr is None:
        streams.stderr = open_console("CONOUT$")
    return True
