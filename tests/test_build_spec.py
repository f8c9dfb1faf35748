"""The standalone build bundles every folder the app reads from (a frozen app has nothing else)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import spidergames
from spidergames.app import paths

ROOT = Path(spidergames.__file__).resolve().parent.parent
SPEC = (ROOT / "build.spec").read_text(encoding="utf-8")


def spec_data_folders() -> set[str]:
    line = next(l for l in SPEC.splitlines() if l.startswith("DATA_FOLDERS"))
    return set(ast.literal_eval(line.split("=", 1)[1].strip()))


def test_every_resource_folder_the_app_reads_is_bundled() -> None:
    read = {paths.assets_dir().name, paths.maps_dir().name}
    assert read <= spec_data_folders()
    # any other top-level folder named in code as a resource would need adding to the spec
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "spidergames").rglob("*.py"))
    named = set(re.findall(r'resource_root\(\) / "([a-z_]+)"', code))
    assert named <= spec_data_folders()


def test_rules_pages_and_games_are_bundled() -> None:
    assert 'glob("*/rules.md")' in SPEC
    assert "hiddenimports=GAME_MODULES" in SPEC
    for page in (ROOT / "spidergames" / "games").glob("*/rules.md"):
        assert page.stat().st_size > 200, f"{page} looks empty"


def test_spec_excludes_what_the_app_does_not_use() -> None:
    for name in ("numpy", "tkinter"):
        assert f'"{name}"' in SPEC
    assert "upx=False" in SPEC and "--onefile" in SPEC
