"""Check the THIRD-PARTY-NOTICES.txt a finished build ships against what that build bundles.

    python tools/check_notices.py dist/onefolder/spidergames dist/onefile/spidergames

For a one-folder build (a folder, or a macOS .app) the notices are the file inside it and the bundle is
every file beside it; for a one-file build (an executable) both are read out of the executable's
archive. Fails (exit 1), naming each, when a bundled Python distribution or native library has no
section in the notices, when a library is not in `tools/notices.py`'s table, when a licence text
the notices promise "at the end of this file" is not there, or when the build carries the music
without the licence of the soundfont it was played through. The release zips each build with the
notices read here, so what is checked is what ships.
"""

from __future__ import annotations

import argparse
import re
import sys
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.notices import (  # noqa: E402
    LESSER_3,
    MUSIC_HEADING,
    NAME,
    SOUNDFONT_LICENCE,
    TEXTS,
    native_libraries,
    top_level_names,
)

NATIVE = re.compile(r"\.(so|dll|dylib)$|\.so\.")


def is_native(name: str) -> bool:
    """A native library, not a module of the standard library whose dotted name merely ends like one
    (the one-file archive lists `ctypes.macholib.dylib`, which zeroconf's ifaddr brings in)."""
    parts = name.split(".")
    module = "/" not in name and all(p.isidentifier() for p in parts) and parts[0] in sys.stdlib_module_names
    return bool(NATIVE.search(name)) and not module


def shipped(build: Path) -> tuple[str, list[str]]:
    """The notices text a build ships and the names of everything it bundles (relative paths or
    module names)."""
    if build.is_dir():
        found = sorted(build.rglob(NAME))
        if not found:
            raise SystemExit(f"check_notices: no {NAME} in {build}")
        inside = found[0].parent
        if inside.name == "Resources" and inside.parent.name == "Contents":
            inside = inside.parent  # a macOS .app: the libraries are in Contents/Frameworks
        names = [str(p.relative_to(inside)) for p in sorted(inside.rglob("*")) if p.is_file()]
        if inside.name == "Contents":  # inside a .app, a module's files are under Frameworks/ or Resources/
            names = [n.split("/", 1)[1] if n.startswith(("Frameworks/", "Resources/")) else n for n in names]
        return found[0].read_text(encoding="utf-8"), names
    from PyInstaller.archive.readers import CArchiveReader, pkg_archive_contents
    try:
        text = CArchiveReader(str(build)).extract(NAME).decode("utf-8")
    except KeyError:
        raise SystemExit(f"check_notices: no {NAME} inside {build}") from None
    return text, pkg_archive_contents(str(build))


def missing(text: str, names: list[str]) -> list[str]:
    """What the bundle holds that the notices text does not cover, one line each."""
    headings = {line for line in text.splitlines() if line and not line.startswith("=")}
    problems = []
    owners = metadata.packages_distributions()
    gpl3 = (TEXTS / "GPL-3.0.txt").read_text(encoding="utf-8").strip()
    for top in top_level_names(n for n in names if not is_native(n) or "/" in n):
        if top in sys.stdlib_module_names:
            continue
        for dist in (d for d in owners.get(top, []) if d.lower() != "spidergames"):
            version = metadata.version(dist)
            about = metadata.metadata(dist)
            if not any(h.lower().startswith(f"{dist.lower()} {version} (") for h in headings):
                problems.append(f"the Python distribution {dist} {version} (module {top}) has no section")
            elif LESSER_3.search(" ".join([about.get("License") or "", *about.get_all("Classifier", [])])) \
                    and gpl3 not in text:
                problems.append(f"{dist} is under the LGPL-3.0 but the GPL-3.0's text is not in the notices")
    found, unknown = native_libraries([n for n in names if is_native(n)])
    problems += [f"the library {name} is not named in tools/notices.py's table" for name in unknown]
    for lib in found:
        if not any(h.startswith(f"{lib.name} ({lib.licence})") for h in headings):
            problems.append(f"the library {lib.name} has no section")
        for licence in lib.texts:
            if (TEXTS / licence).read_text(encoding="utf-8").strip() not in text:
                problems.append(f"the licence text {licence[:-4]} ({lib.name}) is not printed")
        if lib.credit and lib.credit not in text:
            problems.append(f"the credit line {lib.name}'s licence asks for is missing")
    if any("assets/music/" in n.replace("\\", "/") for n in names) and not (
            MUSIC_HEADING in headings and (TEXTS / SOUNDFONT_LICENCE).read_text(encoding="utf-8").strip() in text):
        problems.append("the music is bundled but the soundfont's licence is not in the notices")
    return problems


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("builds", type=Path, nargs="+", help="a one-folder build's folder or a one-file executable")
    args = p.parse_args(argv)
    failed = False
    for build in args.builds:
        text, names = shipped(build)
        problems = missing(text, names)
        for problem in problems:
            print(f"check_notices: {build}: {problem}", file=sys.stderr)
        print(f"check_notices: {build}: {len(names)} files and modules, "
              + ("all covered" if not problems else f"{len(problems)} missing"))
        failed |= bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
