"""`python -m spidergames.bench [--quick] [--only NAME]`: every figure beside its goal.

The shell's own figures (start to first menu frame against a bare pygame-ce window measured in the
same run, and the menu's frame CPU time at 1920x1080 output against the full-redraw floor) come
first; then what a family feels at the table (each game's frame cost while pieces move against a
full-redraw floor, memory after each game against the menu's, idle CPU in a real window); then play
across computers (`network`: a move shown elsewhere against hot seat, many rooms on one server, two
servers behind Redis); then each game's bench.
Missed goals are printed as MISS; the run still exits 0 (CI must not fail on noise).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

from ..app import heap
from ..core.registry import entry, game_ids
from . import Figure, readme
from .frozen import run as run_frozen
from .idle import run as run_idle
from .network import run as run_network
from .shell import run as run_shell
from .table import run as run_table

ROOT = Path(__file__).resolve().parent.parent.parent


def game_bench(game_id: str, quick: bool) -> list[Figure]:
    """The game's own figures (`GameEntry.bench`, its bench.py); none for a game without a bench."""
    run = entry(game_id).bench
    return run(quick) if run is not None else []


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m spidergames.bench")
    p.add_argument("--quick", action="store_true", help="short counts, fit for CI")
    p.add_argument("--only", choices=("shell", "table", "idle", "frozen", "network", *game_ids()), action="append",
                   help="run this section (again for more: --only shell --only frozen)")
    p.add_argument("--app-python", metavar="PYTHON",
                   help="time the start of the app installed for this interpreter (a wheel in its own venv)")
    p.add_argument("--builds", metavar="DIST", type=Path, default=ROOT / "dist",
                   help="where the standalone builds are (onefolder/, onefile/), default dist/")
    p.add_argument("--readme", metavar="README.md", type=Path, help="write the start-up figures into it")
    args = p.parse_args(argv)
    # one C heap from the start, as the app's start makes it (cli.py): the shell's watchdog threads would
    # otherwise each leave a heap that the table's helper threads reuse, trimmed poorly (3-4 MB more memory
    # after a game, measured the app never has)
    heap.one_heap()
    sections: list[tuple[str, Callable[[], list[Figure]]]] = [("shell", lambda: run_shell(args.quick, args.app_python))]
    sections.append(("table", lambda: run_table(args.quick, game_ids())))
    sections.append(("idle", lambda: run_idle(args.quick)))
    sections.append(("frozen", lambda: run_frozen(args.quick, args.builds, args.app_python)))
    sections.append(("network", lambda: run_network(args.quick)))
    sections += [(g, partial(game_bench, g, args.quick)) for g in game_ids()]
    missed = 0
    measured: list[Figure] = []
    for name, run in sections:
        if args.only and name not in args.only:
            continue
        print(f"== {name}{' (quick)' if args.quick else ''}", flush=True)
        try:
            figures = run()
        except ModuleNotFoundError as exc:
            print(f"   (no bench yet: {exc})")
            continue
        for figure in figures:
            print(figure.line(), flush=True)
            missed += not figure.ok
        measured += figures
    print(f"{missed} goal(s) missed")
    if args.readme is not None:
        print(f"start-up figures {'written to' if readme.write(args.readme, measured) else 'not written to'} "
              f"{args.readme}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
