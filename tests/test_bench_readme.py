"""The README's start-up figures come from a bench run: written between its marks, never by hand."""

from __future__ import annotations

from pathlib import Path

from spidergames.bench import at_most, info
from spidergames.bench.readme import startup_line, write
from spidergames.bench.shell import startup_figures


def test_a_bench_run_writes_its_start_up_figures_between_the_marks(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text("Before.\n<!-- startup -->typed by hand<!-- /startup -->.\nAfter.\n", encoding="utf-8")
    figures = [info("bare pygame-ce window start (median of 9)", 150.0, "ms"),
               info("app start to first menu frame, installed (median of 9)", 190.0, "ms"),
               at_most("app start / bare window start, installed (median of the pairs)", 1.27, "x", 1.2),
               info("very first start / bare window start, installed", 1.61, "x"),
               at_most("one-folder start / source start", 0.96, "x", 1.0),
               at_most("one-file start / one-folder start", 1.43, "x", 1.5)]
    assert write(readme, figures)
    assert readme.read_text(encoding="utf-8") == (
        "Before.\n<!-- startup -->first menu frame of the installed app in 190 ms, 1.27x a bare pygame-ce window"
        " (150 ms); 1.61x at the very first start (no menu picture kept yet); one-folder app 0.96x the source start;"
        " one-file app 1.43x the one-folder app"
        "<!-- /startup -->.\nAfter.\n")


def test_nothing_measured_leaves_the_readme_alone(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text("<!-- startup -->old<!-- /startup -->", encoding="utf-8")
    assert not write(readme, [info("one-folder size", 55.0, "MB")])
    assert readme.read_text(encoding="utf-8") == "<!-- startup -->old<!-- /startup -->"


def test_the_figures_the_readme_reads_are_the_ones_the_bench_names(monkeypatch) -> None:
    from spidergames.bench import shell

    def start_ms(cmd: list[str], runs: int, cwd: str | None = None, first_ever: bool = False) -> float:
        return 240.0 if first_ever else 200.0 if "-m" in cmd else 160.0

    monkeypatch.setattr(shell, "start_ms", start_ms)
    figures = startup_figures(runs=3, python="/venv/bin/python")
    assert figures[1].name.startswith("app start to first menu frame, installed")
    assert startup_line(figures) == ("first menu frame of the installed app in 200 ms, 1.25x a bare pygame-ce window"
                                     " (160 ms); 1.50x at the very first start (no menu picture kept yet)")
