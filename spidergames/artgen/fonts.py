"""Bundle the Andika font and its OFL licence, so every classroom PC renders the same letters."""

from __future__ import annotations

import shutil
from pathlib import Path

from .drawing import ASSETS

SYSTEM_DIR = Path("/usr/share/fonts/truetype/andika")
COPYRIGHT = Path("/usr/share/doc/fonts-sil-andika/copyright")
FACES = ("Andika-Regular.ttf", "Andika-Bold.ttf")


def licence_text(copyright_file: Path) -> str:
    """The OFL text from a Debian copyright file's standalone ``License:`` paragraph."""
    lines = copyright_file.read_text(encoding="utf-8").splitlines()
    start = max(i for i, line in enumerate(lines) if line.startswith("License: OFL"))
    body = []
    for line in lines[start + 1:]:
        if line and not line.startswith(" "):
            break
        body.append("" if line.strip() == "." else line[1:])
    return "\n".join(body).strip() + "\n"


def generate(assets: Path = ASSETS) -> list[Path]:
    """Copy the fonts from the Debian package; keep the committed copies when it is absent."""
    out = assets / "fonts"
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for face in FACES:
        src = SYSTEM_DIR / face
        if src.exists():
            shutil.copyfile(src, out / face)
        written.append(out / face)
    if COPYRIGHT.exists():
        (out / "OFL.txt").write_text(licence_text(COPYRIGHT), encoding="utf-8")
    written.append(out / "OFL.txt")
    return written
