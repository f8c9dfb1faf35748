"""The windowed Windows app answers in the command prompt it was typed in, and only there."""

from __future__ import annotations

import io
from types import SimpleNamespace
from typing import TextIO

from spidergames.app.console import ATTACH_PARENT_PROCESS, attach_parent_console


class FakeKernel:
    def __init__(self, attached: bool) -> None:
        self.attached, self.asked = attached, []

    def AttachConsole(self, process: int) -> int:  # noqa: N802 - the Windows API's name
        self.asked.append(process)
        return int(self.attached)


def windowed() -> SimpleNamespace:
    return SimpleNamespace(stdout=None, stderr=None)  # what a windowed Windows program is given


def test_typed_in_a_command_prompt_the_app_writes_to_it() -> None:
    opened: list[str] = []

    def open_console(name: str) -> TextIO:
        opened.append(name)
        return io.StringIO()

    streams, kernel = windowed(), FakeKernel(attached=True)
    assert attach_parent_console(["--version"], platform="win32", kernel32=kernel, open_console=open_console,
                                 streams=streams)
    assert kernel.asked == [ATTACH_PARENT_PROCESS] and opened == ["CONOUT$", "CONOUT$"]
    print("spidergames 1.0", file=streams.stdout)
    assert streams.stdout.getvalue() == "spidergames 1.0\n" and streams.stderr is not None


def test_a_double_click_or_another_system_changes_nothing() -> None:
    for argv, platform, kernel in ((["--version"], "win32", FakeKernel(attached=False)),  # no parent console
                                   ([], "win32", FakeKernel(attached=True)),  # a double-click: no arguments
                                   (["--version"], "linux", FakeKernel(attached=True))):
        streams = windowed()
        assert not attach_parent_console(argv, platform=platform, kernel32=kernel, streams=streams)
        assert streams.stdout is None and streams.stderr is None
    redirected = SimpleNamespace(stdout=io.StringIO(), stderr=io.StringIO())  # `spidergames.exe > out.txt`
    kernel = FakeKernel(attached=True)
    assert not attach_parent_console(["--version"], platform="win32", kernel32=kernel, streams=redirected)
    assert kernel.asked == []
