"""The shipped notices are checked against what each build bundles: one-folder and one-file alike."""

from __future__ import annotations

from pathlib import Path

import pytest
from PyInstaller.archive.writers import CArchiveWriter

from tools import check_notices, notices

# A one-folder (noarchive) build as PyInstaller 6 lays it out: the modules are loose .pyc files
# among the data; only the standard library's are in the archive's module list.
FOLDER = ["pygame/__init__.pyc", "pygame/base.cpython-311-x86_64-linux-gnu.so", "pytmx/__init__.pyc",
          "pytmx/pytmx.pyc", "pytweening/__init__.pyc", "json/__init__.pyc",
          "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "pygame_ce.libs/libfreetype-b83c5fb4.so.6.20.6",
          "pygame_ce.libs/libjpeg-a5e764f6.so.62.4.0", "libbz2.so.1.0", "liblzma.so.5"]


def one_folder(tmp_path: Path, files: list[str], *, notices_from: list[str] | None = None) -> Path:
    """A fake one-folder build holding `files`, with notices written for `notices_from` (default: the same)."""
    inside = tmp_path / "spidergames" / "_internal"
    for name in files:
        (inside / name).parent.mkdir(parents=True, exist_ok=True)
        (inside / name).write_bytes(b"")
    listed = files if notices_from is None else notices_from
    notices.write_notices(inside / notices.NAME, modules=notices.top_level_names(listed),
                          binaries=[n for n in listed if check_notices.NATIVE.search(n)])
    return tmp_path / "spidergames"


def test_the_one_folder_build_lists_its_loose_modules() -> None:
    """The one-folder build's module list used to come from the archive only, empty of pygame-ce,
    PyTMX and pytweening; the build's data holds them."""
    dists = notices.distributions_for(notices.top_level_names(FOLDER))
    assert [d.lower() for d in dists] == ["pygame-ce", "pytmx", "pytweening"]


def test_a_standard_module_named_like_a_library_is_no_library() -> None:
    """The one-file archive lists `ctypes.macholib.dylib` (a module of Python's own): CI's check took
    it for a native library missing from the notices."""
    assert not check_notices.is_native("ctypes.macholib.dylib")
    assert check_notices.is_native("libbz2.so.1.0") and check_notices.is_native("pygame/base.cpython-311.so")
    assert check_notices.missing("", ["ctypes.macholib.dylib"]) == []


def test_a_complete_build_passes(tmp_path: Path) -> None:
    text, names = check_notices.shipped(one_folder(tmp_path, FOLDER))
    assert check_notices.missing(text, names) == []
    for words in ("GNU GENERAL PUBLIC LICENSE", "The FreeType Project LICENSE", "Independent JPEG Group",
                  "Julian R Seward", "BSD Zero Clause License", "Portions of this software are copyright",
                  "made by the project's own generators"):
        assert words in text, words


@pytest.mark.parametrize(("left_out", "said"), [
    ("pytmx/pytmx.pyc", "PyTMX"),
    ("pygame/__init__.pyc", "pygame-ce"),
    ("pygame_ce.libs/libfreetype-b83c5fb4.so.6.20.6", "FreeType"),
    ("liblzma.so.5", "XZ Utils"),
])
def test_a_build_whose_notices_miss_something_fails(tmp_path: Path, left_out: str, said: str) -> None:
    described = [f for f in FOLDER if not f.startswith(left_out.split("/")[0] + "/") and f != left_out]
    text, names = check_notices.shipped(one_folder(tmp_path, FOLDER, notices_from=described))
    problems = check_notices.missing(text, names)
    assert any(said in p for p in problems), problems


def test_an_unknown_library_and_a_missing_gpl_text_fail(tmp_path: Path) -> None:
    build = one_folder(tmp_path, FOLDER)
    (build / "_internal" / "libmystery.so.2").write_bytes(b"")
    gpl = (notices.TEXTS / "GPL-3.0.txt").read_text(encoding="utf-8").strip()
    shipped = build / "_internal" / notices.NAME
    shipped.write_text(shipped.read_text(encoding="utf-8").replace(gpl, ""), encoding="utf-8")
    problems = check_notices.missing(*check_notices.shipped(build))
    assert any("libmystery.so.2" in p for p in problems), problems
    assert any("LGPL-3.0" in p and "PyTMX" in p for p in problems), problems


def test_the_one_file_build_is_read_from_its_archive(tmp_path: Path) -> None:
    folder = one_folder(tmp_path, FOLDER) / "_internal"
    exe = tmp_path / "spidergames-onefile"
    CArchiveWriter(str(exe), [(name, str(folder / name), True, "b" if check_notices.NATIVE.search(name) else "x")
                              for name in [*FOLDER, notices.NAME]], "libpython3.11.so.1.0")
    text, names = check_notices.shipped(exe)
    assert text == (folder / notices.NAME).read_text(encoding="utf-8")
    assert check_notices.missing(text, names) == []
    assert check_notices.main([str(exe)]) == 0
    CArchiveWriter(str(exe), [(name, str(folder / name), True, "x") for name in FOLDER], "libpython3.11.so.1.0")
    with pytest.raises(SystemExit, match="no THIRD-PARTY-NOTICES.txt inside"):
        check_notices.shipped(exe)


def test_the_music_ships_with_the_licence_of_the_soundfont_it_was_played_through(tmp_path: Path) -> None:
    files = [*FOLDER, "spidergames/data/assets/music/menu.opus"]
    text, names = check_notices.shipped(one_folder(tmp_path, files))
    assert check_notices.missing(text, names) == []
    for words in ("S. Christian Collins", "Frank Wen", "Michael Cowgill", "Permission is hereby granted"):
        assert words in text.split(notices.MUSIC_HEADING)[1], words
    without = text.replace(notices.MUSIC_HEADING, "Music")
    assert any("soundfont" in p for p in check_notices.missing(without, names))
