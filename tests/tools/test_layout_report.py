"""tools/layout_report.py measures a real game's screens: its numbers are the layout check's floors."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import layout_report  # noqa: E402


def test_the_report_measures_a_played_game(capsys) -> None:
    row = layout_report.measure("webrace", 4, False, frames=60)
    assert row.text is not None and row.target is not None
    assert row.text >= 28 and row.target >= 64  # what the layout check holds every play screen to
    assert layout_report.main(["--frames", "30", "yahtzee"]) == 0
    out = capsys.readouterr().out
    assert "smallest text" in out and out.count("yahtzee") == 4
