"""The spider-web map: loading, the graph's promises, its four-fold symmetry, its errors."""

from __future__ import annotations

import math
import sys
from collections import deque
from pathlib import Path

import pytest

from spidergames.games.webrace import board as board_module
from spidergames.games.webrace.board import (
    CENTRE_CIRCLE,
    COLOURS,
    BoardError,
    load_board,
    maps_dir,
)

from .helpers import BOARD, CENTRE

MAP = maps_dir() / "webrace.tmx"


def test_the_map_ships_in_the_maps_folder_and_loads() -> None:
    assert MAP.is_file()
    assert load_board(MAP) == BOARD
    assert Path(BOARD.source) == MAP.resolve()


def test_maps_folder_inside_a_frozen_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert maps_dir() == tmp_path / "spidergames" / "data" / "maps"


def test_loading_does_not_import_pygame() -> None:
    import subprocess

    code = ("import sys\nfrom spidergames.games.webrace.board import default_board\n"
            "default_board()\nprint('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    assert "cannot import pygame" not in out.stderr


def test_three_closed_circles_and_the_centre() -> None:
    assert [len(c) for c in BOARD.circles] == [48, 32, 16]
    for circle in BOARD.circles:
        for i, space in enumerate(circle):
            assert BOARD.neighbour(space, 1) == circle[(i + 1) % len(circle)]
            assert BOARD.neighbour(BOARD.neighbour(space, 1), -1) == space
        walk, here = [], circle[0]
        for _ in circle:  # walking all the way round comes back to the start
            walk.append(here)
            here = BOARD.neighbour(here, 1)
        assert here == circle[0] and sorted(walk) == sorted(circle)
    assert BOARD.spaces[CENTRE].circle == CENTRE_CIRCLE


def test_every_arrowhead_leads_exactly_one_circle_inward() -> None:
    assert BOARD.arrowheads
    for space in BOARD.arrowheads:
        here = BOARD.spaces[space]
        target = BOARD.spaces[here.arrow_to]
        assert target.circle == here.circle + 1
        assert target.arrow_to is None
    inner_arrows = [s for s in BOARD.arrowheads if BOARD.spaces[s].circle == 2]
    assert inner_arrows and all(BOARD.spaces[s].arrow_to == CENTRE for s in inner_arrows)
    for c in range(3):
        assert any(BOARD.spaces[s].circle == c for s in BOARD.arrowheads)


def test_twelve_spider_web_spaces_spread_over_the_three_circles() -> None:
    villains = BOARD.villain_spaces
    assert len(villains) == 12
    assert sorted(BOARD.spaces[s].circle for s in villains) == [0] * 4 + [1] * 4 + [2] * 4
    assert not set(villains) & set(BOARD.arrowheads)


def test_four_homes_each_entering_the_outer_circle() -> None:
    assert tuple(h.colour for h in BOARD.homes) == COLOURS
    assert [h.hero for h in BOARD.homes] == [
        "Mr. Fantastic", "Invisible Woman", "Human Torch", "The Thing"]
    entries = [h.entry for h in BOARD.homes]
    assert len(set(entries)) == 4
    for entry in entries:
        assert BOARD.spaces[entry].circle == 0 and BOARD.spaces[entry].arrow_to is None


def test_the_centre_is_reachable_from_every_home() -> None:
    for home in BOARD.homes:
        seen, todo = {home.entry}, deque([home.entry])
        while todo:
            here = todo.popleft()
            onward = [BOARD.neighbour(here, 1), BOARD.neighbour(here, -1)]
            if BOARD.spaces[here].arrow_to is not None:
                onward.append(BOARD.spaces[here].arrow_to)
            for nxt in onward:
                if nxt not in seen and nxt != CENTRE:
                    seen.add(nxt)
                    todo.append(nxt)
                elif nxt == CENTRE:
                    seen.add(nxt)
        assert CENTRE in seen, home.colour


def _rotated(space_id: int) -> int:
    """The space a quarter turn clockwise (by position around the centre)."""
    cx, cy = BOARD.spaces[CENTRE].x, BOARD.spaces[CENTRE].y
    s = BOARD.spaces[space_id]
    x, y = cx - (s.y - cy), cy + (s.x - cx)
    return min(BOARD.spaces, key=lambda o: math.hypot(o.x - x, o.y - y)).id


def test_the_board_has_four_fold_symmetry() -> None:
    for s in BOARD.spaces:
        r = BOARD.spaces[_rotated(s.id)]
        assert math.hypot(r.x - (BOARD.spaces[CENTRE].x - (s.y - BOARD.spaces[CENTRE].y)),
                          r.y - (BOARD.spaces[CENTRE].y + (s.x - BOARD.spaces[CENTRE].x))) < 1.0
        assert (r.circle, r.villain, r.arrow_to is None) == (s.circle, s.villain, s.arrow_to is None)
        if s.arrow_to is not None:
            assert r.arrow_to == _rotated(s.arrow_to)
    entries = [h.entry for h in BOARD.homes]
    assert [_rotated(e) for e in entries] == entries[1:] + entries[:1]


def test_homes_sit_in_the_corners_of_a_700_pixel_board_left_of_the_middle() -> None:
    xs = [s.x for s in BOARD.spaces] + [h.x for h in BOARD.homes]
    ys = [s.y for s in BOARD.spaces] + [h.y for h in BOARD.homes]
    assert max(xs) - min(xs) <= 700 and max(ys) - min(ys) <= 700
    assert min(xs) > 0 and max(xs) < 800 and min(ys) > 0 and max(ys) < 720


def test_a_missing_map_names_the_file(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.tmx"
    with pytest.raises(BoardError, match="nowhere.tmx"):
        load_board(missing)


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = MAP.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "broken.tmx"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "reason"), [
    ('name="villain" type="bool" value="true"', 'name="villain" type="bool" value="false"',
     "12 Spider Web spaces"),
    ('name="circle" value="middle"', 'name="circle" value="attic"', "unknown circle"),
    ('name="home" value="red"', 'name="home" value="pink"', "homes must be"),
    ('name="centre" type="bool" value="true"', 'name="centre" type="bool" value="false"',
     "circle"),
])
def test_an_unplayable_map_is_refused_naming_the_file(tmp_path: Path, old: str, new: str,
                                                       reason: str) -> None:
    with pytest.raises(BoardError, match="broken.tmx") as refused:
        load_board(_broken(tmp_path, old, new))
    assert reason in str(refused.value)


def test_an_arrowhead_must_lead_one_circle_in(tmp_path: Path) -> None:
    outer_arrow = next(s for s in BOARD.arrowheads if BOARD.spaces[s].circle == 0)
    old = f'name="arrow_to" type="int" value="{BOARD.spaces[outer_arrow].arrow_to}"'
    with pytest.raises(BoardError, match="one circle inward"):
        load_board(_broken(tmp_path, old, f'name="arrow_to" type="int" value="{CENTRE}"'))


def test_the_default_board_is_read_once() -> None:
    assert board_module.default_board() is board_module.default_board()


def test_the_standard_library_reads_the_map_as_pytmx_does() -> None:
    """The rules read the map with xml.etree; pytmx (what Tiled users know) must agree."""
    pytmx = pytest.importorskip("pytmx")

    def typed(props: dict[str, object]) -> dict[str, tuple[type, object]]:
        return {k: (type(v), v) for k, v in props.items()}

    tiled = pytmx.TiledMap(str(MAP))
    theirs = [(float(o.x), float(o.y), float(o.width or 0), float(o.height or 0), typed(o.properties))
              for o in tiled.get_layer_by_name("track")]
    ours = [(o.x, o.y, o.width, o.height, typed(o.properties))
            for o in board_module.read_objects(MAP, "track")]
    assert ours == theirs and len(ours) > 90
    rebuilt = [board_module.MapObject(*row[:4], {k: v for k, (_, v) in row[4].items()}) for row in theirs]
    assert board_module._build(rebuilt, BOARD.source) == BOARD


def test_a_map_without_the_track_layer_is_refused(tmp_path: Path) -> None:
    with pytest.raises(BoardError, match="track"):
        load_board(_broken(tmp_path, 'name="track"', 'name="tracks"'))


def test_a_map_that_is_not_xml_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "garbled.tmx"
    path.write_text("<map><objectgroup", encoding="utf-8")
    with pytest.raises(BoardError, match="garbled.tmx"):
        load_board(path)
