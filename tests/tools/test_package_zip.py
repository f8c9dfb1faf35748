"""Release zips keep executable bits and symlinks, carry the notices, and come with a checksum."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import zipfile
from pathlib import Path

import pytest

from tools import package_zip


@pytest.fixture
def build(tmp_path: Path) -> Path:
    app = tmp_path / "spidergames"
    (app / "_internal" / "data").mkdir(parents=True)
    (app / "spidergames").write_bytes(b"#!/bin/sh\necho hi\n")
    (app / "spidergames").chmod(0o755)
    (app / "_internal" / "data" / "board.png").write_bytes(b"png" * 1000)
    os.symlink("data/board.png", app / "_internal" / "link.png")
    return app


def test_zip_layout_modes_links_and_checksum(build: Path, tmp_path: Path) -> None:
    licence = tmp_path / "LICENSE"
    licence.write_text("MIT")
    archive, checksum = package_zip.package(build, "spidergames-1.0-linux-x86_64", tmp_path / "out", [licence])
    assert archive.name == "spidergames-1.0-linux-x86_64.zip"
    with zipfile.ZipFile(archive) as zf:
        infos = {i.filename: i for i in zf.infolist()}
        top = "spidergames-1.0-linux-x86_64/"
        assert {f"{top}LICENSE", f"{top}spidergames/spidergames",
                f"{top}spidergames/_internal/data/board.png"} <= set(infos)
        assert (infos[f"{top}spidergames/spidergames"].external_attr >> 16) & 0o111
        assert not (infos[f"{top}LICENSE"].external_attr >> 16) & 0o111
        link = infos[f"{top}spidergames/_internal/link.png"]
        assert stat.S_ISLNK(link.external_attr >> 16) and zf.read(link) == b"data/board.png"
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    assert checksum.read_text() == f"{digest}  {archive.name}\n"
    if shutil.which("sha256sum"):
        subprocess.run(["sha256sum", "-c", checksum.name], cwd=checksum.parent, check=True, capture_output=True)
    if shutil.which("unzip"):
        subprocess.run(["unzip", "-q", str(archive), "-d", str(tmp_path / "x")], check=True)
        unpacked = tmp_path / "x" / "spidergames-1.0-linux-x86_64" / "spidergames"
        assert os.access(unpacked / "spidergames", os.X_OK)
        assert (unpacked / "_internal" / "link.png").is_symlink()


def test_same_build_same_bytes(build: Path, tmp_path: Path) -> None:
    first, _ = package_zip.package(build, "a", tmp_path / "one")
    second, _ = package_zip.package(build, "a", tmp_path / "two")
    assert first.read_bytes() == second.read_bytes()


def test_single_file_and_missing_input(build: Path, tmp_path: Path) -> None:
    assert package_zip.main([str(build / "spidergames"), "--name", "single", "--out", str(tmp_path / "o")]) == 0
    with zipfile.ZipFile(tmp_path / "o" / "single.zip") as zf:
        assert "single/spidergames" in zf.namelist()
    assert package_zip.main([str(tmp_path / "nothing"), "--name", "x", "--out", str(tmp_path / "o")]) == 2
