"""The standalone build bundles every folder the app reads from (a frozen app has nothing else)."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

import spidergames
from spidergames.app import paths
from tools import lean

ROOT = Path(spidergames.__file__).resolve().parent.parent
SPEC = (ROOT / "build.spec").read_text(encoding="utf-8")


def test_every_resource_folder_the_app_reads_is_bundled() -> None:
    read = {paths.assets_dir().name, paths.maps_dir().name}
    assert read <= set(paths.DATA_FOLDERS)
    assert paths.assets_dir().parent == paths.maps_dir().parent == paths.resource_root()
    # the spec takes its list from paths.py and puts each folder where paths.py looks when frozen
    assert "from spidergames.app.paths import DATA, DATA_FOLDERS" in SPEC
    assert 'for folder in DATA_FOLDERS]' in SPEC and 'f"spidergames/{DATA}/{folder}"' in SPEC
    # any other folder named in code as a resource would need adding to DATA_FOLDERS
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "spidergames").rglob("*.py"))
    named = set(re.findall(r'resource_root\(\) / "([a-z_]+)"', code))
    assert named <= set(paths.DATA_FOLDERS)


def test_data_lives_inside_the_package() -> None:
    package = Path(spidergames.__file__).resolve().parent
    assert paths.resource_root() == package / paths.DATA
    for folder in paths.DATA_FOLDERS:
        assert (package / paths.DATA / folder).is_dir(), folder
    assert not (ROOT / "assets").exists() and not (ROOT / "maps").exists(), "one location for the data"


def test_frozen_data_is_in_the_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.assets_dir() == tmp_path / "spidergames" / "data" / "assets"
    assert paths.maps_dir() == tmp_path / "spidergames" / "data" / "maps"


def test_rules_pages_and_games_are_bundled() -> None:
    assert 'glob("*/rules*.md")' in SPEC, "every language's page"
    assert "hiddenimports=GAME_MODULES" in SPEC
    for page in (ROOT / "spidergames" / "games").glob("*/rules*.md"):
        assert page.stat().st_size > 200, f"{page} looks empty"


def test_each_games_own_catalogues_are_bundled() -> None:
    """A game's words are translated from its own domain, in its folder: the app bundles each one."""
    assert 'glob("*/locale/*/LC_MESSAGES/*.mo")' in SPEC
    for game in ("yahtzee", "labyrinth", "webrace", "somethingwild"):
        assert (ROOT / "spidergames" / "games" / game / "locale" / "de" / "LC_MESSAGES" / f"{game}.mo").is_file(), game


def test_each_games_own_clips_are_bundled() -> None:
    """A game's spoken words are clips in its own folder (voice/<lang>.zip): the app bundles each one,
    the wheel carries them, and every built-in game has an archive in every language the voice speaks."""
    from spidergames.artgen import voice
    from spidergames.core.registry import entries

    assert 'glob("*/voice/*.zip")' in SPEC
    assert "games/*/voice/*.zip" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    for entry in entries():
        if entry.folder.is_relative_to(ROOT / "spidergames" / "games"):
            for language in voice.languages():
                assert (entry.folder / "voice" / f"{language}.zip").is_file(), (entry.id, language)


def test_version_licence_and_notices_are_bundled() -> None:
    assert '["project"]["version"]' in SPEC and "spidergames-{VERSION}.dist-info" in SPEC
    assert 'datas += [(str(DIST_INFO / "METADATA"), DIST_INFO.name)]' in SPEC
    assert '(str(ROOT / "LICENSE"), ".")' in SPEC
    assert "write_notices(NOTICES" in SPEC and '("THIRD-PARTY-NOTICES.txt", str(NOTICES), "DATA")' in SPEC
    assert "windows_version(VERSION)" in SPEC and "__version__.split" not in SPEC


def test_spec_excludes_what_the_app_does_not_use() -> None:
    for name in ("numpy", "tkinter"):
        assert f'"{name}"' in SPEC
    assert "upx=False" in SPEC and "--onefile" in SPEC


def test_nothing_the_app_imports_is_left_out_of_the_build() -> None:
    """A module the spec excludes must not be imported by the app it builds: the frozen app then fails
    where the source run works (robots moved onto `concurrent.futures` while the spec still left out
    "concurrent": every frozen game stopped with ModuleNotFoundError). The developers' tools (art
    generators, the bench) are excluded on purpose and may import anything; so are the Redis rooms of
    `spidergames serve --redis`, which a school's server runs from a pip install."""
    import ast

    excluded = re.search(r"^EXCLUDES = \[(.*?)\]$", SPEC, re.S | re.M)
    assert excluded is not None
    names = set(re.findall(r'"([\w.]+)"', excluded.group(1)))
    if "*UNUSED_MODULES" in excluded.group(1):  # tools/lean.py's list, spread into the spec's
        names |= set(lean.UNUSED_MODULES)
    tools = ("artgen", "bench", "art.py", "bench.py", "redis_rooms.py")
    assert {"redis", "spidergames.net.redis_rooms"} <= names
    imported: dict[str, set[str]] = {}
    for path in (ROOT / "spidergames").rglob("*.py"):
        if any(part in tools for part in path.relative_to(ROOT / "spidergames").parts):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            modules = ([a.name for a in node.names] if isinstance(node, ast.Import)
                       else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level
                       else [])
            for module in modules:
                imported.setdefault(module, set()).add(path.name)
    imported["ssl"] = imported.get("ssl", set()) - {"sio.py"}  # net/sio.py asks whether ssl is there at all
    left_out = {m: sorted(where) for m, where in imported.items()
                if where and any(m == n or m.startswith(f"{n}.") for n in names)}
    assert not left_out, f"build.spec excludes what the app imports: {left_out}"


def test_the_standalone_app_plays_across_computers() -> None:
    """The menu offers "Play on several computers" only when the build carries the network (issue #28,
    app/scenes/across.py: available()): nothing it needs is left out, and engineio finds its server
    driver by name, so the spec names it. OpenSSL stays out: engineio's import of ssl is answered by
    net/sio.py, through which every module of the app imports socketio (tests/network/test_no_tls.py)."""
    excluded = re.search(r"^EXCLUDES = \[(.*?)\]$", SPEC, re.S | re.M)
    assert excluded is not None
    names = set(re.findall(r'"([\w.]+)"', excluded.group(1)))
    needed = {"spidergames.net", "socketio", "engineio", "aiohttp", "zeroconf", "ifaddr", "asyncio"}
    assert not {n for n in names if any(m == n or m.startswith(f"{n}.") for m in needed)}
    assert {"ssl", "_ssl", "_hashlib"} <= names
    direct = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "spidergames").rglob("*.py") if p.name != "sio.py"
                    and re.search(r"^\s*(import|from) (socketio|engineio)\b", p.read_text(encoding="utf-8"), re.M))
    assert not direct, f"socketio imported past net/sio.py: {direct}"
    assert '"engineio.async_drivers.aiohttp"' in SPEC and "hiddenimports=GAME_MODULES + NETWORK_DRIVERS" in SPEC


def test_the_games_entry_points_are_bundled() -> None:
    """The frozen app finds its games through the entry points, as an installed one does (the folder
    search is the registry's fallback for a checkout): build.spec writes them from pyproject.toml."""
    assert '["project"]["entry-points"]' in SPEC and '(DIST_INFO / "entry_points.txt").write_text(' in SPEC
    assert 'datas += [(str(DIST_INFO / "entry_points.txt"), DIST_INFO.name)]' in SPEC


def test_the_one_file_build_shows_the_menus_picture_while_it_unpacks() -> None:
    """The bootloader's splash: one-file only (one-folder has nothing to unpack), never on macOS
    (PyInstaller has none there); the picture is the bootloader's, not the app's."""
    assert "Splash(str(SPLASH_IMAGE)" in SPEC and "if opts.onefile and not MAC else None" in SPEC
    assert "EXE(pyz, a.scripts, *splash_parts, a.binaries" in SPEC
    assert "Path(entry[0]) != SPLASH_SHIPPED" in SPEC, "the app never reads the splash: it is not shipped"
    assert (paths.assets_dir() / "splash.png").is_file()
    # the notices name what the splash brings (Tcl/Tk), not only the app's own libraries
    assert "bundled_binaries = a.binaries + (splash.binaries if splash else [])" in SPEC
    assert "binaries=[name for name, _, _ in bundled_binaries]" in SPEC


def test_tks_desktop_libraries_stay_the_systems_and_tcl_tk_ship() -> None:
    found = re.search(r'DESKTOP_LIBRARIES = re\.compile\((r".*?")\)\n', SPEC)
    assert found, "build.spec names the desktop libraries Tk finds on the system"
    desktop = re.compile(eval(found.group(1)))  # noqa: S307 - a raw string literal from our own spec
    for system in ("libX11.so.6", "libXft.so.2", "libXss.so.1", "libfontconfig.so.1", "libfreetype.so.6",
                   "libbsd.so.0", "libmd.so.0", "libpng16.so.16", "libbrotlidec.so.1", "libxcb.so.1"):
        assert desktop.match(system), system
    for shipped in ("libtcl8.6.so", "libtk8.6.so", "tcl86t.dll", "_tcl_data/init.tcl", "libpython3.11.so.1.0"):
        assert not desktop.match(shipped), shipped
    assert "splash.splash_requirements = {" in SPEC and "splash.assemble()" in SPEC, \
        "the bootloader must not look for what was left out, or it shows no splash"


def test_the_one_file_build_stores_its_parts_as_they_are() -> None:
    """The one-file app unpacks all of itself at every start: inflating its parts took most of that
    (about 180 ms of 300 over the one-folder app's start). Every kind PyInstaller would compress is
    stored; tools/bundle_report.py checks the built archive."""
    found = re.search(r"STORED = dict\.fromkeys\((\(.*?\)), False\)", SPEC, re.S)
    assert found, "build.spec stores the one-file app's parts as they are"
    stored = set(ast.literal_eval(found.group(1)))
    assert {"EXTENSION", "DATA", "BINARY", "EXECUTABLE", "PYSOURCE", "PYMODULE", "SPLASH"} <= stored
    one_file = SPEC[SPEC.index("if opts.onefile:\n    exe = EXE("):SPEC.index("else:\n    exe = EXE(")]
    assert "cdict=STORED" in one_file


def test_the_networks_libraries_ship_as_python() -> None:
    """The network's libraries are analysed from copies of their Python files, so their compiled twins
    (1.5 MB of the download) are never bundled, and any that come another way are dropped (tools/lean.py)."""
    assert 'pathex=[str(ROOT), str(pure_copies(Path(workpath) / "pure-python"))]' in SPEC
    assert "a.binaries = [entry for entry in a.binaries if not compiled_twin(entry[0])]" in SPEC
    assert SPEC.index("compiled_twin(entry[0])") < SPEC.index("Splash(")  # before any list is made from them
    assert "*UNUSED_MODULES]" in SPEC
