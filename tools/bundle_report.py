"""Sizes of the standalone builds, and what a player's download must not carry.

    python tools/bundle_report.py dist/onefolder/spidergames dist/onefile/spidergames

Prints each build's size (on disk and zipped, as the release downloads it) in the words the
README uses, so the README's figures are copied from this script's output, never typed by hand; and
fails (exit 1), naming the files, when a build carries what the app never uses (OpenSSL,
Redis, translation sources .po and .pot, the art generators, the bench, the tests, or the compiled
twins of the network's Python modules) or a one-file app's archive holds
parts compressed, which its bootloader would inflate at every start. `--readme README.md` writes the
sizes line into the README between its `<!-- sizes -->` marks.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script from the checkout
from tools.lean import COMPILED_TWIN  # noqa: E402

UNWANTED = {
    # every address is http:// (net/sio.py): no TLS, and hashlib has its own hashes
    "OpenSSL": re.compile(r"(^|/)(_hashlib\.|_ssl\.|libssl|libcrypto)"),
    # Redis is for `spidergames serve --redis` on a school's server, from a pip install
    "Redis": re.compile(r"(^|[/.])redis(_rooms)?([/.]|$)"),
    "translation sources": re.compile(r"\.pot?$"),
    "the art generators": re.compile(r"spidergames[/.](games[/.]\w+[/.]art|artgen)([/.]|$)"),
    "the bench": re.compile(r"spidergames[/.](games[/.]\w+[/.])?bench([/.]|$)"),
    "the tests": re.compile(r"(^|/)(tests|pytest|_pytest)(/|$)"),
    # the network's libraries ship as their Python modules (tools/lean.py)
    "compiled twins of Python modules": COMPILED_TWIN,
}

MARKS = re.compile(r"<!-- sizes -->.*?<!-- /sizes -->", re.S)


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def contents(build: Path) -> list[tuple[str, int]]:
    """Every file of a build with its size: a folder's files, or the entries of a one-file archive."""
    if build.is_dir():
        return [(str(p.relative_to(build)), p.stat().st_size) for p in sorted(build.rglob("*"))
                if p.is_file() and not p.is_symlink()]
    from PyInstaller.archive.readers import CArchiveReader, pkg_archive_contents
    sizes = {name: entry[2] for name, entry in CArchiveReader(str(build)).toc.items()}
    return [(name, sizes.get(name, 0)) for name in pkg_archive_contents(str(build))]


def unwanted(names: list[str]) -> list[str]:
    """What should not be in a player's download, one line per kind."""
    found = []
    for kind, pattern in UNWANTED.items():
        hits = [n for n in names if pattern.search(n.replace("\\", "/"))]
        if hits:
            shown = ", ".join(hits[:4]) + (f" and {len(hits) - 4} more" if len(hits) > 4 else "")
            found.append(f"{kind}: {shown}")
    return found


def zipped_size(build: Path) -> int:
    """The build's size as the release zips it (deflate, level 9): a folder's files, or the one file."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(build.rglob("*")) if build.is_dir() else [build]:
            if path.is_file() and not path.is_symlink():  # the release zip keeps links as links
                archive.write(path, path.relative_to(build.parent))
    return buffer.tell()


def inflated(build: Path) -> list[str]:
    """A one-file build's parts its bootloader would inflate at every start: build.spec stores them as
    they are (inflating took about 180 ms of each start; the download is zipped all the same)."""
    from PyInstaller.archive.readers import CArchiveReader

    return [name for name, entry in CArchiveReader(str(build)).toc.items() if entry[3]]


def report(build: Path) -> tuple[str, list[str]]:
    files = contents(build)
    problems = unwanted([name for name, _ in files])
    if build.is_dir():
        size = f"one-folder {megabytes(sum(s for _, s in files))} on disk ({megabytes(zipped_size(build))} zipped)"
    else:
        size = f"one-file {megabytes(build.stat().st_size)} ({megabytes(zipped_size(build))} zipped)"
        compressed = inflated(build)
        if compressed:
            problems.append(f"compressed parts, inflated at every start: {len(compressed)}, e.g. {compressed[0]}")
    return size, problems


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("builds", type=Path, nargs="+", help="a one-folder build's folder or a one-file executable")
    p.add_argument("--readme", type=Path, help="write the sizes line into this file between its sizes marks")
    args = p.parse_args(argv)
    sizes, failed = [], False
    for build in args.builds:
        size, problems = report(build)
        sizes.append(size)
        for problem in problems:
            print(f"bundle_report: {build} carries {problem}", file=sys.stderr)
        failed |= bool(problems)
    print("; ".join(sizes))
    if args.readme:
        text = args.readme.read_text(encoding="utf-8")
        if not MARKS.search(text):
            raise SystemExit(f"bundle_report: no <!-- sizes --> marks in {args.readme}")
        args.readme.write_text(MARKS.sub(lambda _: f"<!-- sizes -->{'; '.join(sizes)}<!-- /sizes -->", text),
                               encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
