"""Prove that a user can replace the LGPL-3.0 PyTMX in the one-folder build, as the README says.

    python tools/check_replaceable.py dist/onefolder/spidergames

The LGPL lets whoever receives the app run it with their own version of the library. In the one-folder
build PyTMX is a folder of compiled files (`_internal/pytmx/*.pyc`); a user puts their own `.py` files
beside them and Python takes the source first. This script does exactly that on a copy of the build,
with the installed PyTMX's own source plus one line that leaves a mark, runs a Labyrinth game (the
Labyrinth loads its board through PyTMX) and fails unless the replacement was the one used.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytmx

MARK = "SPIDERGAMES_REPLACED_PYTMX"


def library_folder(build: Path) -> Path:
    found = sorted(build.rglob("pytmx/pytmx.pyc"))
    if not found:
        raise SystemExit(f"check_replaceable: no pytmx/pytmx.pyc in {build}")
    return found[0].parent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("build", type=Path, help="a one-folder build (the folder holding the executable)")
    args = p.parse_args(argv)
    source = Path(pytmx.__file__).parent
    with tempfile.TemporaryDirectory(prefix="spidergames-replace-") as work:
        copy = Path(work) / "app"
        shutil.copytree(args.build, copy, symlinks=True)
        target = library_folder(copy)
        for module in source.glob("*.py"):
            shutil.copy(module, target / module.name)
        with (target / "__init__.py").open("a", encoding="utf-8") as init:
            init.write(f"\nimport os as _os\nopen(_os.environ[{MARK!r}], 'w').write('used')\n")
        mark = Path(work) / "mark"
        exe = next(p for p in copy.iterdir() if p.is_file() and os.access(p, os.X_OK))
        env = {**os.environ, MARK: str(mark), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "SPIDERGAMES_HOME": str(Path(work) / "home")}
        run = subprocess.run([str(exe), "--autoplay", "labyrinth", "--seed", "1"], env=env, capture_output=True,
                             text=True, timeout=300)
        if run.returncode != 0 or not mark.is_file():
            print(f"check_replaceable: the replaced PyTMX was not used (exit {run.returncode})\n{run.stderr}",
                  file=sys.stderr)
            return 1
    print(f"check_replaceable: {args.build}: a PyTMX put in {target.relative_to(copy)} is the one the app runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
