"""Where the table kit's own pieces sit on a game's table, read from the game's Tiled map.

Every game's map holds, in one object layer, a rectangle for each of the kit's anchors (`ANCHORS`):
`menu` (the menu button: its top-left), `thinking` (the "thinking…" bubble: its top middle), `help`
and `oops` (the Help and Oops buttons: their top-left), `reason` (a hint's reason: its top-left and
width) and `caption` (the room the caption may fill). The names are the same in every map, so one
reader serves every game and moving a rectangle in Tiled moves the piece in the game. An anchor with
a `players` property replaces the one without for that many players.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .assist import Place
from .tiled import MapDamaged, TiledLayout

ANCHORS = ("menu", "thinking", "help", "oops", "reason", "caption")


@dataclass(frozen=True)
class KitPlaces:
    """The kit's pieces on one table: what `GameScene` takes as `menu_at`, `thinking_at`, `assist_at`
    and `caption_at`."""

    menu: tuple[int, int]  # the menu button's top-left
    thinking: tuple[int, int]  # the thinking bubble's top middle
    assist: Place  # Help, Oops and the hint's reason
    caption: pygame.Rect  # where the caption sits


def kit_places(tmx: TiledLayout, layer: str, *, players: int | None = None,
               offset: tuple[int, int] = (0, 0)) -> KitPlaces:
    """The kit's anchors in `layer` of `tmx`, moved by `offset` (a map whose boxes are drawn relative
    to its board); MapDamaged names the anchors the layer lacks."""
    objects = tmx.objects(layer)
    chosen = {o.name: o.rect for o in objects if "players" not in o.properties}
    if players is not None:
        chosen |= {o.name: o.rect for o in objects if o.number("players") == players}
    missing = [name for name in ANCHORS if name not in chosen]
    if missing:
        raise MapDamaged(tmx.path, f"layer {layer!r} lacks the kit's {', '.join(missing)}")
    box = {name: chosen[name].move(offset) for name in ANCHORS}
    reason = box["reason"]
    return KitPlaces(menu=box["menu"].topleft, thinking=box["thinking"].midtop,
                     assist=Place(box["help"].topleft, box["oops"].topleft, (*reason.topleft, reason.width)),
                     caption=box["caption"])
