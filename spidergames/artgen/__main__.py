"""Regenerate every shared asset: ``python -m spidergames.artgen [OUT_DIR]``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from ..core.registry import entries
from . import fonts, icon, menu_art, music, palette, portraits, sounds, stickers, tokens, ui_icons, voice
from .drawing import ASSETS

# fonts first: the other generators draw text with the bundled font
SHARED = (fonts, palette, tokens, portraits, menu_art, ui_icons, icon, sounds, voice, music)


def generators() -> list[tuple[str, Callable[[Path], list[Path]]]]:
    """The shared generators, then each registered game's own art (`GameEntry.art`), which comes after
    the shared portraits it reuses, then the stickers, drawn from both."""
    shared = [(module.__name__.rsplit(".", 1)[-1], module.generate) for module in SHARED]
    games = [(e.id, e.art) for e in entries() if e.art is not None]
    return shared + games + [("stickers", stickers.generate)]


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ASSETS
    count = 0
    for name, generate in generators():
        paths = generate(out)
        count += len(paths)
        print(f"{name:>10}: {len(paths)} files")
    print(f"{count} files in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
