"""The colours the art is drawn with, written to ``assets/palette.json`` for the app to read.

The app reads the JSON (not this module) so that artwork and UI colours can only change together,
by regenerating.
"""

from __future__ import annotations

import json
from pathlib import Path

from .drawing import ASSETS, Color

# Seat colours: each has its own token shape and pattern, so colour is never the only cue.
PLAYERS: dict[str, dict[str, object]] = {
    "red": {"rgb": (232, 42, 48), "shape": "circle", "pattern": "dots"},
    "blue": {"rgb": (36, 112, 236), "shape": "square", "pattern": "stripes"},
    "green": {"rgb": (38, 178, 76), "shape": "triangle", "pattern": "checks"},
    "yellow": {"rgb": (255, 206, 22), "shape": "star", "pattern": "rings"},
}

# UI colours chosen for contrast on a washed-out projector: dark text on cream panels, a yellow focus.
UI: dict[str, Color] = {
    "background": (28, 38, 92),
    "panel": (255, 248, 230),
    "panel_edge": (24, 20, 38),
    "accent": (226, 35, 42),
    "accent_alt": (36, 112, 236),
    "text": (24, 20, 38),
    "text_on_dark": (255, 255, 255),
    "focus": (255, 200, 0),
    "disabled": (150, 150, 165),
    "good": (38, 178, 76),
}


def rgb(colour: str) -> Color:
    return PLAYERS[colour]["rgb"]  # type: ignore[return-value]


def generate(out: Path = ASSETS) -> list[Path]:
    data = {name: {**spec, "rgb": list(spec["rgb"])} for name, spec in PLAYERS.items()}  # type: ignore[call-overload]
    data["ui"] = {name: list(c) for name, c in UI.items()}
    path = out / "palette.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return [path]
