"""The oldest glibc a Linux build can start on: the highest GLIBC_x.y any of its ELF files needs.

    python tools/glibc_floor.py dist/onefolder/spidergames             # report only
    python tools/glibc_floor.py dist/onefolder/spidergames --max 2.35  # fail above 2.35 (releases)

Reads the version needs (`.gnu.version_r`) of the executable and every shared library under the
folder with `objdump -T` (binutils) and prints the floor and the files that set it. A one-file
build's libraries are packed inside it: check the one-folder build, which holds the same files.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
NEED = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")

Version = tuple[int, ...]


def parse_version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


def show(version: Version) -> str:
    return ".".join(str(n) for n in version)


def glibc_needs(objdump_output: str) -> set[Version]:
    """The GLIBC_x.y versions named in `objdump -T` output (undefined symbols and definitions)."""
    return {tuple(int(g) for g in m.groups() if g is not None) for m in NEED.finditer(objdump_output)}


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*") if folder.is_dir() else [folder]):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == ELF_MAGIC:
                    found.append(path)
    return found


def objdump(path: Path) -> str:
    tool = shutil.which("objdump")
    if tool is None:
        raise SystemExit("glibc_floor: objdump not found (install binutils)")
    out = subprocess.run([tool, "-T", str(path)], capture_output=True, text=True)
    return out.stdout  # files without a dynamic section print an error and no symbols: nothing needed


def floor(folder: Path) -> tuple[Version, dict[Path, Version]]:
    """The highest version needed and each file's own highest need (files needing nothing left out)."""
    per_file = {}
    for path in elf_files(folder):
        needs = glibc_needs(objdump(path))
        if needs:
            per_file[path] = max(needs)
    return max(per_file.values(), default=(0,)), per_file


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folder", type=Path, help="the one-folder build (or one executable)")
    p.add_argument("--max", type=parse_version, default=None, help="fail if a file needs a newer glibc")
    args = p.parse_args(argv)
    if not args.folder.exists():
        print(f"glibc_floor: {args.folder} does not exist", file=sys.stderr)
        return 2
    highest, per_file = floor(args.folder)
    if not per_file:
        print(f"glibc_floor: no ELF files needing glibc under {args.folder}", file=sys.stderr)
        return 2
    setters = sorted(p.relative_to(args.folder) if args.folder.is_dir() else p
                     for p, v in per_file.items() if v == highest)
    print(f"glibc floor: {show(highest)} ({len(per_file)} ELF files; set by {', '.join(map(str, setters))})")
    if args.max is not None and highest > args.max:
        print(f"glibc_floor: FAIL: needs glibc {show(highest)}, above the supported floor {show(args.max)}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
