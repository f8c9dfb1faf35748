"""What the standalone app carries as plain Python instead of compiled code, and what it leaves out (issue #26).

The network's libraries (zeroconf, aiohttp and its helpers yarl, multidict, frozenlist, propcache) come
with compiled twins of their own Python modules, for speed. Each falls back on its Python modules by
itself when the compiled one is missing, and a board game's few messages a second on a home network
never need the speed: the compiled twins were 1.5 MB of a 36 MB download. build.spec analyses a copy of
their Python files (`pure_copies`), so the compiled ones are never found, and drops any that come
another way (`compiled_twin`).
"""

from __future__ import annotations

import importlib.util
import re
import shutil
from pathlib import Path

PURE_PYTHON = ("zeroconf", "aiohttp", "yarl", "multidict", "frozenlist", "propcache")
"""The libraries shipped as their Python modules only (see the module's docstring)."""

UNUSED_CODECS = ["_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",
                 "_multibytecodec", "decimal", "_decimal", "_pydecimal"]
"""Standard modules the app never imports: the Chinese, Japanese and Korean text codecs (its files and
its network speak UTF-8) and decimal numbers; tests/test_build_spec.py checks that nothing imports them."""

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
