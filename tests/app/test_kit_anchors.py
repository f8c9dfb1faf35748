"""The kit's own pieces sit where each game's Tiled map puts them (issue #27).

The menu button, the "thinking…" bubble, Help, Oops, a hint's reason and the caption were pixels in
each scene while the table came from the map. Now every game's map holds the kit's anchors under the
same names (`anchors.ANCHORS`), and the scene takes them from there: moving an anchor in Tiled moves
the piece in the game.
"""

from __future__ import annotations

import random
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from driving import new_match, random_config

from spidergames.app.application import App
from spidergames.app.paths import maps_dir
from spidergames.app.table import tiled
from spidergames.app.table.anchors import ANCHORS, kit_places
from spidergames.app.table.game_scene import GameScene
from spidergames.core.registry import entry, game_ids
from spidergames.games.labyrinth.layout import layout_of

MAPS = {"yahtzee": "yahtzee.tmx", "labyrinth": "labyrinth.tmx", "webrace": "webrace.tmx"}
MOVE = (8, 6)  # px an anchor is moved by in the copy of the map
def scene_for(app: App, game_id: str) -> GameScene[Any, Any, Any]:
    """A game scene of `game_id` at a table of two with one child."""
    match = new_match(game_id, random_config(game_id, random.Random(3), players=2, humans=1), 3)
    scene_class = entry(game_id).scene
    assert scene_class is not None
    scene: GameScene[Any, Any, Any] = scene_class()(app, match)
    return scene


@pytest.fixture
def fresh_maps() -> Iterator[None]:
    """Maps read again from disk (the readers keep what they read), before and after the test."""
    tiled.load.cache_clear()
    layout_of.cache_clear()
    yield
    tiled.load.cache_clear()
    layout_of.cache_clear()


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_reads_the_kits_pieces_from_its_map(app: App, game_id: str) -> None:
    scene = scene_for(app, game_id)
    places = scene.read_places()
    assert places is not None, f"{game_id}: the menu, bubble, Help, Oops, reason and caption are pixels in the scene"
    assert scene.menu_button.rect.topleft == places.menu
    assert scene.thinking_at == places.thinking
    assert scene.assist.help.rect.topleft == places.assist.help
    assert scene.assist.oops.rect.topleft == places.assist.oops
    assert scene.assist.place.bubble == places.assist.bubble
    assert scene.caption_at is not None and places.caption.contains(scene.caption_at)


@pytest.mark.parametrize("game_id", sorted(MAPS))
def test_each_map_holds_every_anchor_of_the_kit(game_id: str) -> None:
    layer = tiled.load(MAPS[game_id]).objects("layout")
    assert {o.name for o in layer} >= set(ANCHORS)


def moved_copy(folder: Path, name: str) -> None:
    """Every map and tileset copied into `folder`, with the kit's anchors in `name` moved by MOVE (the
    pictures the tilesets name stay where they are, beside `folder`)."""
    (folder.parent / "assets").symlink_to(maps_dir().parent / "assets")
    for path in maps_dir().iterdir():
        shutil.copy(path, folder / path.name)
    source = (folder / name).read_text(encoding="utf-8")

    def move(found: re.Match[str]) -> str:
        x, y = float(found["x"]) + MOVE[0], float(found["y"]) + MOVE[1]
        return f'name="{found["name"]}" x="{x:g}" y="{y:g}"'

    names = "|".join(ANCHORS)
    moved, count = re.subn(rf'name="(?P<name>{names})" x="(?P<x>[-\d.]+)" y="(?P<y>[-\d.]+)"', move, source)
    assert count >= len(ANCHORS)
    (folder / name).write_text(moved, encoding="utf-8")


@pytest.mark.parametrize("game_id", sorted(MAPS))
def test_moving_the_anchors_in_the_map_moves_the_kits_pieces(app: App, game_id: str, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch,
                                                               fresh_maps: None) -> None:
    before = scene_for(app, game_id)
    folder = tmp_path / "maps"
    folder.mkdir()
    moved_copy(folder, MAPS[game_id])
    monkeypatch.setattr(tiled, "maps_dir", lambda: folder)
    tiled.load.cache_clear()
    layout_of.cache_clear()
    after = scene_for(app, game_id)
    dx, dy = MOVE
    assert after.menu_button.rect == before.menu_button.rect.move(MOVE)
    assert after.thinking_at == (before.thinking_at[0] + dx, before.thinking_at[1] + dy)
    assert after.assist.help.rect == before.assist.help.rect.move(MOVE)
    assert after.assist.oops.rect == before.assist.oops.rect.move(MOVE)
    (x, y, wide), (x2, y2, wide2) = before.assist.place.bubble, after.assist.place.bubble
    assert (x2, y2, wide2) == (x + dx, y + dy, wide)
    assert before.caption_at is not None and after.caption_at is not None
    was, now = before.caption_at, after.caption_at
    assert (now.left, now.bottom) == (was.left + dx, was.bottom + dy)


def test_a_map_without_an_anchor_names_it(tmp_path: Path, fresh_maps: None) -> None:
    source = (maps_dir() / "yahtzee.tmx").read_text(encoding="utf-8")
    damaged = re.sub(r'\s*<object [^>]*name="thinking"[^>]*/>', "", source)
    assert damaged != source
    (tmp_path / "yahtzee.tsx").write_bytes((maps_dir() / "yahtzee.tsx").read_bytes())
    (tmp_path / "yahtzee.tmx").write_text(damaged, encoding="utf-8")
    with pytest.raises(tiled.MapDamaged, match="lacks the kit's thinking"):
        kit_places(tiled.load(str(tmp_path / "yahtzee.tmx")), "layout")
