"""The web race laid out for the 16:10 and 4:3 canvases (issue #30): the map's `layout@1152` and
`layout@960` layers put the web, shrunk, in their "board" box and the side table in the room left."""

from __future__ import annotations

import math

import pygame
import pytest

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.games.webrace.layout import BOARD, PIECE_R, Layout, circle_rect
from spidergames.games.webrace.movement import HOME
from tests.webrace.helpers import BOARD as WEB
from tests.webrace.helpers import CENTRE
from tests.webrace.test_scene import human_and_bot, start

NARROWER = (960, 1152)
SIDE_TABLE = ("turn", "deck", "card", "discard", "race", "players", "draw_button", "pass_button", "peek_button")


def test_the_web_is_shrunk_into_the_board_box(narrow_width: int) -> None:
    """Spaces, homes and the centre's ring of pieces scale with the box, keeping the picture's shape."""
    layout = Layout(WEB, 4)
    box, picture = layout.board_rect(), pygame.Rect(0, 0, 760, 720)
    assert layout.scale == box.width / picture.width < 1
    assert abs(box.height - picture.height * layout.scale) <= 1, "the board keeps its shape"
    assert layout.space_xy(CENTRE) == pytest.approx(box.center, abs=1)
    for space in range(len(WEB.spaces)):
        assert box.contains(layout.space_rect(space)), f"space {space} leaves the board"
    assert layout.space_radius(CENTRE) == round(52 * layout.scale)
    spots = [layout.piece_xy((0, 1, 2, 3), seat, piece, where)
             for seat in range(4) for piece in range(2) for where in (HOME, CENTRE)]
    assert all(box.contains(circle_rect(at, PIECE_R)) for at in spots)


def test_the_side_table_sits_beside_the_web_on_the_canvas(narrow_width: int) -> None:
    layout = Layout(WEB, 2)
    screen, board = pygame.Rect(0, 0, narrow_width, LOGICAL_SIZE[1]), layout.area(BOARD)
    for name in SIDE_TABLE:
        assert screen.contains(layout.area(name)), f"{name} leaves the {narrow_width} canvas"
        assert not board.colliderect(layout.area(name)), f"{name} lies on the web"


@pytest.mark.parametrize("held", NARROWER, ids=[f"{w}" for w in NARROWER])
def test_the_scene_lays_the_table_out_for_the_canvas(monkeypatch: pytest.MonkeyPatch, tmp_path, held: int) -> None:
    """Not the 1280 table drawn fitted: the scene's size, its board picture and its Help are the canvas's."""
    monkeypatch.setenv("SPIDERGAMES_CANVAS", str(held))
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=False)
    try:
        scene = start(app, human_and_bot())
        assert scene.layout_size == (held, LOGICAL_SIZE[1]) == scene.background.get_size() == app.screen.get_size()
        assert scene.layout.scale < 1
        assert app.screen.get_rect().contains(scene.assist.help.rect)
    finally:
        app.speech.close()
        pygame.quit()
        canvas.use(LOGICAL_SIZE)


def test_a_number_goes_a_badge_further_out_where_the_ring_beside_it_is_full() -> None:
    """On a shrunken web a landing can be ringed by pieces: its number then stands clear, further out."""
    layout = Layout(WEB, 2)
    (x, y), r, radius = layout.space_xy(WEB.circles[1][3]), 20, 18
    reach = r + radius + 3
    ring = [((x + reach * math.cos(a), y + reach * math.sin(a)), float(PIECE_R))
            for a in (math.tau * k / 16 for k in range(16))]
    (spot,) = layout.number_spots([((x, y), r)], ring, radius)
    assert all(math.dist(spot, c) >= q + radius for c, q in ring), "the number covers a piece"
    assert math.dist(spot, (x, y)) >= r + radius
