"""The Labyrinth's table on each canvas width (issue #30): its own board and panels, laid out on the canvas
rather than its 1280 table drawn fitted, nothing on another, and the spare tile a child's tap wherever the
step's words have no room over it (the 960 table)."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.table.targets import MIN_HIT, reach
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.games.labyrinth.layout import load_layout
from spidergames.games.labyrinth.scene import LabyrinthScene
from spidergames.games.labyrinth.view_panels import spare_tile

from .test_scene import make_match

WIDTHS = {1280: 84, 1152: 72, 960: 60}
"""Each canvas width and its board's tile (60 px on 960: the caption's column needs the room)."""


@pytest.mark.parametrize("width", WIDTHS)
def test_the_table_is_laid_out_for_the_canvas(app: App, width: int) -> None:
    canvas.use((width, LOGICAL_SIZE[1]))  # conftest's `_canvas_16_9_after` puts it back
    scene = LabyrinthScene(app, make_match(humans=2, bots=2))  # made, not shown: the window stays 1280
    layout = scene.layout
    assert scene.layout_size == (width, LOGICAL_SIZE[1]) and layout.tile == WIDTHS[width]
    panels = {name: layout.boxes[name] for name in ("turn", "target", "spare", "caption")}
    panels |= {f"seat {seat}": rect for seat, rect in enumerate(scene.seat_rects())}
    if not layout.boxes["spare"].contains(layout.boxes["stay"]):  # Turn and Stay here beside the spare
        panels["stay"] = layout.boxes["stay"]
    things = {**panels, "menu": scene.menu_button.rect, "help": scene.assist.help.rect,
              "oops": scene.assist.oops.rect, **{f"arrow {a}": reach(rect) for a, rect in enumerate(layout.arrows)}}
    assert all(pygame.Rect(0, 0, width, LOGICAL_SIZE[1]).contains(rect) for rect in things.values())
    found = [f"{a} {tuple(things[a])} and {b} {tuple(things[b])}" for a, b in combinations(things, 2)
             if things[a].colliderect(things[b])]
    found += [f"{name} {tuple(rect)} on the board" for name, rect in panels.items()
              if rect.colliderect(layout.board_rect.inflate(22, 22))]
    assert not found, "overlap: " + "; ".join(found)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_spare_tile_is_a_childs_tap(app: App, width: int) -> None:
    """Under the step's words where the spare's panel has room for them (1280, 1152), alone otherwise (960,
    where the caption says the step)."""
    canvas.use((width, LOGICAL_SIZE[1]))  # conftest's `_canvas_16_9_after` puts it back
    boxes = load_layout().boxes
    tile, words = spare_tile(boxes["spare"], boxes["stay"])
    assert tile.width >= MIN_HIT and boxes["spare"].contains(tile) and not tile.colliderect(boxes["stay"])
    assert words == (width != 960)
