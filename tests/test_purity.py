"""Rules, bots and the core never import pygame, so they can be saved, replayed and fuzzed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import spidergames

PACKAGE = Path(spidergames.__file__).parent
PURE = sorted(
    p for p in PACKAGE.rglob("*.py")
    if "core" in p.parts or ("games" in p.parts and p.name.startswith(("rules", "bots", "board")))
)


def test_there_are_pure_modules() -> None:
    assert any(p.name == "protocol.py" for p in PURE)


def test_pure_modules_never_import_pygame() -> None:
    names = [
        ".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
        for p in PURE
    ]
    code = (
        "import sys, importlib\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pure modules pulled in pygame: {out.stdout.strip()}"
