"""Directional focus: the nearest choice the way pointed, never one level with or behind the focus."""

from __future__ import annotations

import pygame
import pytest

from spidergames.app.focus_direction import cost, nearest
from spidergames.app.input import Intent, Kind
from spidergames.app.ui.widgets import Button, FocusGroup


def box(x: int, y: int, w: int = 60, h: int = 60) -> pygame.Rect:
    return pygame.Rect(x, y, w, h)


def test_straight_ahead_beats_a_nearer_diagonal() -> None:
    here = box(100, 100)
    ahead = box(300, 100)  # 140 px gap, in the beam
    diagonal = box(180, 240)  # centre 161 px away (ahead: 200), but 80 px sideways: 20 + 2.5 * 80
    assert nearest(here, [diagonal, ahead], "right") == 1


def test_the_next_in_a_row_beats_one_a_row_below() -> None:
    """Five dice in a row over a row of score cells: Right walks the dice."""
    dice = [box(100 + 80 * i, 100) for i in range(5)]
    cells = [box(100 + 80 * i, 180) for i in range(5)]
    assert nearest(dice[1], dice + cells, "right") == 2
    assert nearest(dice[1], dice + cells, "down") == 6
    assert nearest(cells[3], dice + cells, "up") == 3


def test_nothing_level_with_or_behind_the_focus_counts() -> None:
    here = box(100, 100)
    assert nearest(here, [box(100, 100), box(20, 100), box(100, 300)], "right") is None
    assert cost(here, box(120, 100), "right") is None  # overlapping, its near edge short of our centre
    assert cost(here, box(100, 20, 400, 40), "right") is None  # a wide bar starting level: not to the right


def test_each_direction_mirrors() -> None:
    here = box(300, 300)
    around = {"up": box(300, 100), "down": box(300, 500), "left": box(100, 300), "right": box(500, 300)}
    rects = list(around.values())
    for direction, rect in around.items():
        assert rects[nearest(here, rects, direction)] is rect  # type: ignore[index]


def test_a_near_diagonal_beats_a_far_one_in_the_beam_only_when_much_nearer() -> None:
    here = box(0, 0)
    far_ahead = box(900, 0)  # along 840
    near_side = box(100, 100)  # along 40, across 40: 40 + 2.5 * 40 = 140
    assert nearest(here, [far_ahead, near_side], "right") == 1
    # 140 px straight ahead costs as much as the diagonal: the smaller offset (straight ahead) wins the tie
    assert nearest(here, [box(200, 0), near_side], "right") == 0


def test_ties_go_to_the_smaller_offset_then_the_earlier() -> None:
    here = box(100, 100, 60, 200)
    upper, middle = box(300, 100), box(300, 170)  # both in the beam, same gap: the centre nearer ours
    assert nearest(here, [upper, middle], "right") == 1
    assert nearest(here, [box(300, 170), box(300, 170)], "right") == 0


@pytest.mark.parametrize(("kind", "expected"), [(Kind.RIGHT, 1), (Kind.DOWN, 3), (Kind.LEFT, 0), (Kind.UP, 0)])
def test_focus_group_arrows_move_by_direction_and_count_the_moves(kind: Kind, expected: int) -> None:
    group = FocusGroup()
    grid = [box(0, 0), box(100, 0), box(200, 0), box(0, 100)]
    buttons = [group.add(Button(r, str(i), lambda: None)) for i, r in enumerate(grid)]
    group.focus = 0
    group.handle(Intent(kind))
    assert group.focused is buttons[expected]
    assert group.moves == (expected != 0)


def test_a_disabled_button_is_skipped() -> None:
    group = FocusGroup()
    a, b, c = (group.add(Button(box(100 * i, 0), str(i), lambda: None)) for i in range(3))
    b.enabled = False
    group.focus = 0
    group.handle(Intent(Kind.RIGHT))
    assert group.focused is c


def test_an_arrow_never_goes_to_a_thing_level_with_the_focus() -> None:
    """A wide bar starting level with the focus, a twin overlapping it: neither is 'to the right' (the
    old centre-to-centre step took the bar, whose centre lay right of ours)."""
    group = FocusGroup()
    here = group.add(Button(box(100, 100), "here", lambda: None))
    group.add(Button(box(100, 20, 400, 40), "bar above", lambda: None))
    group.focus = 0
    group.handle(Intent(Kind.RIGHT))
    assert group.focused is here
