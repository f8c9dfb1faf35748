"""Where things sit on the Something Wild! table, read from `maps/somethingwild.tmx`.

The map's object layer "table" holds one rectangle per anchor (deck, discard, power_pile, mover,
hand, info, step_bar, turn_badge) and one `seat` rectangle per player for each player count
(properties `players` and `seat`), so moving a rectangle in Tiled moves it in the game.
Plain tuples, read with `pytmx.TiledMap`, so it needs no display.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytmx

Box = tuple[int, int, int, int]  # x, y, width, height
ANCHORS = ("turn_badge", "step_bar", "deck", "discard", "power_pile", "mover", "hand", "info")


@dataclass(frozen=True)
class Layout:
    """Named anchor boxes, seat boxes for this player count, and the table colour."""

    anchors: dict[str, Box]
    seats: tuple[Box, ...]
    background: tuple[int, int, int]

    def __getitem__(self, name: str) -> Box:
        return self.anchors[name]


def argb_to_rgb(value: str) -> tuple[int, int, int]:
    """Tiled writes colours as #AARRGGBB (pygame would misread them as RRGGBBAA)."""
    digits = value.lstrip("#")
    digits = digits[-6:]
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def load_layout(path: Path, players: int) -> Layout:
    """The table for `players` seats; a missing anchor or seat is named in the error."""
    tmx = pytmx.TiledMap(str(path))
    anchors: dict[str, Box] = {}
    seats: dict[int, Box] = {}
    for obj in tmx.get_layer_by_name("table"):
        box = (round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        if obj.name == "seat":
            if int(obj.properties.get("players", 0)) == players:
                seats[int(obj.properties["seat"])] = box
        else:
            anchors[obj.name] = box
    missing = [a for a in ANCHORS if a not in anchors] + [f"seat {i}" for i in range(players) if i not in seats]
    if missing:
        raise ValueError(f"{path.name} lacks {', '.join(missing)} for {players} players")
    colour = argb_to_rgb(str(tmx.properties.get("background", "#ff183a5c")))
    return Layout(anchors, tuple(seats[i] for i in range(players)), colour)
