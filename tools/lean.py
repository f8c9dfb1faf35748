"""What the standalone app carries as plain Python instead of compiled code, and what it leaves out (issue #26).

Pictures: the art generators write their PNGs as pygame does, and oxipng (a build tool, not shipped)
writes the same pixels in 30 % fewer bytes; `recompressed` gives build.spec a copy of the app's data
with every PNG so rewritten (its colour type and depth kept, so pygame loads the very same surface).

The network's libraries (zeroconf, aiohttp and its helpers yarl, multidict, frozenlist, propcache) come
with compiled twins of their own Python modules, for speed. Each falls back on its Python modules by
itself when the compiled one is missing, and a board game's few messages a second on a home network
never need the speed: the compiled twins were 1.5 MB of a 36 MB download. build.spec analyses a copy of
their Python files (`pure_copies`), so the compiled ones are never found, and drops any that come
another way (`compiled_twin`).
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
import shutil
from pathlib import Path

PURE_PYTHON = ("zeroconf", "aiohttp", "yarl", "multidict", "frozenlist", "propcache")
"""The libraries shipped as their Python modules only (see the module's docstring)."""

UNUSED_MODULES = ["_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",
                  "_multibytecodec", "decimal", "_decimal", "_pydecimal", "fractions", "statistics", "tarfile",
                  "tracemalloc", "pygame._freetype", "pygame.freetype", "pygame.ftfont", "pygame.pixelarray"]
"""Modules the app never imports, which the build would bring because some module names them: the
Chinese, Japanese and Korean text codecs (its files and its network speak UTF-8), decimal numbers and
statistics, tar archives, memory tracing, and pygame's FreeType module and pixel arrays (pygame's own
import goes on without them, quietly); tests/test_build_spec.py checks that nothing of the app imports them."""

COMPILED_TWIN = re.compile(r"(^|[/\\])({})[/\\].*\.(so|pyd)$".format("|".join(PURE_PYTHON)))
"""A compiled module of a library the app ships as Python, by its path in a build."""


def compiled_twin(name: str) -> bool:
    """True for a compiled module of a library the app ships as Python (a build's binary entry, by its
    path inside the build: "zeroconf/_dns.cpython-311-x86_64-linux-gnu.so")."""
    return bool(COMPILED_TWIN.search(name))


def pure_copies(into: Path) -> Path:
    """Copy the Python files of each `PURE_PYTHON` library into `into` (their compiled modules and
    sources stay behind); put `into` first on the build's search path. Returns `into`."""
    shutil.rmtree(into, ignore_errors=True)
    for name in PURE_PYTHON:
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.submodule_search_locations:
            raise SystemExit(f"lean: {name} is not installed as a package")
        source = Path(next(iter(spec.submodule_search_locations)))
        for path in source.rglob("*.py"):
            target = into / name / path.relative_to(source)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    return into


def recompressed(source: Path, into: Path) -> Path:
    """A copy of the folder `source` in `into`, each PNG in it rewritten losslessly by oxipng: the same pixels,
    colour type and bit depth, only the compression is better. A PNG already rewritten from the same bytes
    (the other build of the same run) is taken from `into`'s cache. Returns `into`."""
    try:
        import oxipng
    except ImportError as exc:  # a build without it would be 1.3 MB larger, silently
        raise SystemExit("lean: pip install pyoxipng (the dev extra) to build the app's pictures") from exc
    cache = into.with_name(into.name + "-cache")
    cache.mkdir(parents=True, exist_ok=True)
    shutil.rmtree(into, ignore_errors=True)
    for path in sorted(source.rglob("*")):
        if not path.is_file():
            continue
        target = into / path.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        if path.suffix.lower() != ".png":
            shutil.copy2(path, target)
            continue
        kept = cache / f"{hashlib.sha256(path.read_bytes()).hexdigest()}.png"
        if not kept.is_file():
            fresh = kept.with_suffix(".new")  # renamed once whole: a build stopped midway leaves no half file
            oxipng.optimize(path, fresh, level=2, strip=oxipng.StripChunks.safe(), bit_depth_reduction=False,
                            color_type_reduction=False, palette_reduction=False, grayscale_reduction=False)
            if not fresh.is_file() or fresh.stat().st_size >= path.stat().st_size:
                shutil.copyfile(path, fresh)  # nothing to gain: the file as it is
            fresh.replace(kept)
        shutil.copyfile(kept, target)
    return into
