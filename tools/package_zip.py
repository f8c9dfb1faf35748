"""Zip a build for download, with LICENSE and THIRD-PARTY-NOTICES.txt beside it, and its SHA256.

    python tools/package_zip.py dist/onefolder/spidergames --name spidergames-0.1.0-linux-x86_64 \
        --extra LICENSE --extra build/THIRD-PARTY-NOTICES.txt --out release/

writes `release/NAME.zip` (the build under a top folder NAME/, executable bits and symlinks kept, so
a macOS .app still opens after unzipping) and `release/NAME.zip.sha256` in `sha256sum` format
(`sha256sum -c NAME.zip.sha256` or `shasum -a 256 -c` checks it).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import stat
import sys
import zipfile
from pathlib import Path

EPOCH = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: the same build zips to the same bytes


def _info(name: str, mode: int) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, EPOCH)
    info.external_attr = (mode & 0xFFFF) << 16
    info.create_system = 3  # Unix: unzip and Archive Utility honour the mode bits
    return info


def add(zf: zipfile.ZipFile, path: Path, arcname: str) -> None:
    if path.is_symlink():
        info = _info(arcname, stat.S_IFLNK | 0o777)
        zf.writestr(info, os.readlink(path))
    elif path.is_dir():
        zf.writestr(_info(arcname.rstrip("/") + "/", stat.S_IFDIR | 0o755), b"")
        for child in sorted(path.iterdir()):
            add(zf, child, f"{arcname.rstrip('/')}/{child.name}")
    else:
        executable = path.stat().st_mode & 0o111 or path.suffix.lower() == ".exe"
        info = _info(arcname, stat.S_IFREG | (0o755 if executable else 0o644))
        info.compress_type = zipfile.ZIP_DEFLATED
        with path.open("rb") as f:
            zf.writestr(info, f.read(), compresslevel=9)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def package(build: Path, name: str, out: Path, extras: list[Path] = ()) -> tuple[Path, Path]:
    """The zip and its checksum file. `build` is a folder, an .app bundle or a single executable."""
    out.mkdir(parents=True, exist_ok=True)
    archive = out / f"{name}.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr(_info(f"{name}/", stat.S_IFDIR | 0o755), b"")
        add(zf, build, f"{name}/{build.name}")
        for extra in extras:
            add(zf, extra, f"{name}/{extra.name}")
    checksum = out / f"{archive.name}.sha256"
    checksum.write_text(f"{sha256(archive)}  {archive.name}\n", encoding="utf-8")
    return archive, checksum


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("build", type=Path)
    p.add_argument("--name", required=True, help="the zip's name without .zip (also its top folder)")
    p.add_argument("--out", type=Path, default=Path("release"))
    p.add_argument("--extra", type=Path, action="append", default=[], help="a file to put beside the build")
    args = p.parse_args(argv)
    for path in (args.build, *args.extra):
        if not path.exists():
            print(f"package_zip: {path} does not exist", file=sys.stderr)
            return 2
    archive, checksum = package(args.build, args.name, args.out, args.extra)
    print(f"{archive} ({archive.stat().st_size / 1e6:.1f} MB)\n{checksum.read_text(encoding='utf-8').strip()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
