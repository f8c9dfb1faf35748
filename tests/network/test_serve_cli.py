"""`spidergames serve` from the command line: its options, and a kind word where the network is left out."""

from __future__ import annotations

import sys

import pytest

from spidergames.cli import main


def test_serve_without_the_network_says_so(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The standalone app leaves `spidergames.net` out (build.spec) until its menu offers it: no traceback."""
    monkeypatch.setitem(sys.modules, "spidergames.net.serve", None)  # import fails, as in the frozen app
    assert main(["serve", "--port", "0"]) != 0
    assert "no room server" in capsys.readouterr().err


def test_serve_refuses_unknown_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--players", "4"])
    assert stopped.value.code == 2 and "--players" in capsys.readouterr().err
