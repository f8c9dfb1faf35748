"""The glibc floor: read from objdump's version needs, failing above a given maximum."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tools import glibc_floor

OBJDUMP = """
/usr/bin/true:     file format elf64-x86-64

DYNAMIC SYMBOL TABLE:
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.2.5) free
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.34)  __libc_start_main
0000000000000000      DF *UND*  0000000000000000 (GLIBC_2.3.4) __chk_fail
0000000000000000      DF *UND*  0000000000000000 (GLIBCXX_3.4.30) _ZNSt
"""


def test_versions_are_read_from_objdump_output() -> None:
    assert glibc_floor.glibc_needs(OBJDUMP) == {(2, 2, 5), (2, 34), (2, 3, 4)}
    assert max(glibc_floor.glibc_needs(OBJDUMP)) == (2, 34)
    assert (2, 36) > glibc_floor.parse_version("2.35") > (2, 3, 4)


needs_objdump = pytest.mark.skipif(shutil.which("objdump") is None, reason="binutils not installed")


@pytest.fixture
def build(tmp_path: Path) -> Path:
    """A tiny 'build': a real executable, a shared library, and files that are not ELF."""
    folder = tmp_path / "app"
    (folder / "_internal").mkdir(parents=True)
    shutil.copy(Path(sys.executable).resolve(), folder / "app")
    (folder / "_internal" / "notes.txt").write_text("not a library")
    (folder / "_internal" / "broken.so").write_bytes(b"\x7fELF broken")
    return folder


@needs_objdump
def test_floor_of_a_folder_and_the_limit(build: Path, capsys: pytest.CaptureFixture[str]) -> None:
    highest, per_file = glibc_floor.floor(build)
    assert set(per_file) == {build / "app"} and highest >= (2, 2)
    assert glibc_floor.main([str(build)]) == 0  # report only
    assert f"glibc floor: {glibc_floor.show(highest)}" in capsys.readouterr().out
    assert glibc_floor.main([str(build), "--max", "99.0"]) == 0
    assert glibc_floor.main([str(build), "--max", "2.0"]) == 1
    assert "above the supported floor 2.0" in capsys.readouterr().err


@needs_objdump
def test_nothing_to_check_is_an_error(tmp_path: Path) -> None:
    assert glibc_floor.main([str(tmp_path)]) == 2
    assert glibc_floor.main([str(tmp_path / "missing")]) == 2
