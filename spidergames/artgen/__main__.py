"""Regenerate every shared asset: ``python -m spidergames.artgen [OUT_DIR]``."""

from __future__ import annotations

import sys
from pathlib import Path

from . import (
    fonts,
    icon,
    labyrinth,
    menu_art,
    palette,
    portraits,
    somethingwild,
    sounds,
    tokens,
    ui_icons,
    voice,
    webrace,
    yahtzee,
)
from .drawing import ASSETS

# fonts first: the other generators draw text with the bundled font
# each game's own art comes after the shared portraits it reuses
GENERATORS = (fonts, palette, tokens, portraits, menu_art, ui_icons, icon, sounds, voice, labyrinth, somethingwild,
              webrace, yahtzee)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ASSETS
    count = 0
    for module in GENERATORS:
        paths = module.generate(out)
        count += len(paths)
        print(f"{module.__name__.rsplit('.', 1)[-1]:>10}: {len(paths)} files")
    print(f"{count} files in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
