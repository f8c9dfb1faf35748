"""Check a built sdist and wheel hold what an install away from the checkout needs.

    python tools/check_dist.py FOLDER            # the folder `python -m build --outdir FOLDER` wrote
    python tools/check_dist.py FOLDER --links    # a release's: absolute links (tools/release_links.py)

The wheel must carry the data (spidergames/data/assets with its music, maps and the compiled
translations), the rules pages in every language, each game's clip archives, the licence and an SPDX
licence expression, and nothing of the checkout's tooling; the sdist must be a whole source release:
the same plus build.spec, the tests, the release scripts and what translators edit (babel.cfg, the
.po catalogues).
"""

from __future__ import annotations

import argparse
import sys
import tarfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script from the checkout
from tools.release_links import relative_links  # noqa: E402

WHEEL_NEEDS = ("spidergames/data/assets/fonts/Andika-Regular.ttf", "spidergames/data/assets/palette.json",
               "spidergames/data/assets/menu/background.bmp", "spidergames/data/assets/music/menu.opus",
               "spidergames/data/assets/music/win.opus", "spidergames/data/maps/webrace.tmx",
               "spidergames/data/maps/labyrinth.tsx", "spidergames/games/yahtzee/rules.md", "spidergames/cli.py",
               "spidergames/data/locale/de/LC_MESSAGES/spidergames.mo", "spidergames/games/labyrinth/rules.de.md",
               "spidergames/games/webrace/locale/fr/LC_MESSAGES/webrace.mo", "spidergames/games/labyrinth/voice/de.zip",
               "spidergames/data/assets/voice/en.zip")
SDIST_NEEDS = (*WHEEL_NEEDS, "LICENSE", "README.md", "pyproject.toml", "build.spec", "tests/conftest.py",
               "tools/build_release.py", "tools/licences/LGPL-2.1.txt", "babel.cfg", "tools/catalogues.py",
               "spidergames/data/locale/fr/LC_MESSAGES/spidergames.po", "spidergames/artgen/voice.py",
               "spidergames/artgen/music_scores.py", "tools/licences/MuseScore_General.txt",
               "spidergames/games/yahtzee/locale/es/LC_MESSAGES/yahtzee.po", "spidergames/games/webrace/golden.txt")
WHEEL_MUST_NOT = ("tests/", "tools/", "docs/", "spidergames/artgen/")  # the developers' tools stay out


def wheel_problems(names: list[str], metadata: str) -> list[str]:
    problems = [f"wheel lacks {need}" for need in WHEEL_NEEDS if need not in names]
    problems += [f"wheel carries {n}" for n in names if n.startswith(WHEEL_MUST_NOT)]
    if not any(n.endswith(".dist-info/licenses/LICENSE") for n in names):
        problems.append("wheel lacks its LICENSE in the dist-info")
    if "License-Expression: MIT" not in metadata:
        problems.append("wheel metadata has no 'License-Expression: MIT'")
    for field in ("Classifier: Topic :: Games/Entertainment :: Board Games", "Classifier: Operating System :: "):
        if field not in metadata:
            problems.append(f"wheel metadata has no {field!r}")
    return problems


def link_problems(metadata: str) -> list[str]:
    """A release's description is read away from the repository: no relative picture or link, and the
    project's links present."""
    problems = [f"wheel description links to {target!r}, relative" for target in relative_links(metadata)]
    if "Project-URL: Source, https://" not in metadata:
        problems.append("wheel metadata has no 'Project-URL: Source'")
    return problems


def sdist_problems(names: list[str]) -> list[str]:
    stripped = {n.split("/", 1)[1] for n in names if "/" in n}
    return [f"sdist lacks {need}" for need in SDIST_NEEDS if need not in stripped]


def check(folder: Path, links: bool = False) -> list[str]:
    wheels, sdists = sorted(folder.glob("spidergames-*.whl")), sorted(folder.glob("spidergames-*.tar.gz"))
    if len(wheels) != 1 or len(sdists) != 1:
        return [f"expected one wheel and one sdist in {folder}, found {[p.name for p in wheels + sdists]}"]
    with zipfile.ZipFile(wheels[0]) as zf:
        names = zf.namelist()
        meta = next((n for n in names if n.endswith(".dist-info/METADATA")), None)
        metadata = zf.read(meta).decode() if meta else ""
        problems = wheel_problems(names, metadata) + (link_problems(metadata) if links else [])
    with tarfile.open(sdists[0]) as tf:
        problems += sdist_problems(tf.getnames())
    return problems


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folder", type=Path)
    p.add_argument("--links", action="store_true", help="a release's build: absolute links required")
    args = p.parse_args(argv)
    problems = check(args.folder, links=args.links)
    for problem in problems:
        print(f"check_dist: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_dist: sdist and wheel in {args.folder} OK")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
