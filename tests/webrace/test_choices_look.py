"""How the web race's choices look (issue #24, item 5): a robot's pointing is not a child's glow,
piece numbers stand clear of each other and of the pieces, and every target is big enough to tap."""

from __future__ import annotations

import math

import pygame

from spidergames.app.application import App
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import load_game
from spidergames.games.webrace.layout import PIECE_R
from tests.webrace.test_scene import frames, human_and_bot, settle, start


def yellow_in_ring(surface: pygame.Surface, centre: tuple[float, float], inner: float, outer: float) -> int:
    """How many pixels between `inner` and `outer` px from `centre` are glow yellow (a target's glow
    and the keyboard focus are both that yellow)."""
    cx, cy = round(centre[0]), round(centre[1])
    found = 0
    for x in range(cx - round(outer), cx + round(outer) + 1):
        for y in range(cy - round(outer), cy + round(outer) + 1):
            if inner <= math.dist((x, y), (cx, cy)) <= outer and surface.get_rect().collidepoint(x, y):
                r, g, b, *_ = surface.get_at((x, y))
                found += r > 200 and g > 170 and b < 120
    return found


def test_a_robots_pointing_is_drawn_unlike_a_childs_target(app: App) -> None:
    """The child's landings glow yellow; a robot's chosen piece and its landing wear a look of their own."""
    scene = start(app, human_and_bot())
    scene._draw()
    settle(app, scene)
    child = scene.targets()[0]
    radius = scene.layout.space_radius(child.space)
    app.frame(1 / 60)
    assert yellow_in_ring(app.screen, scene.space_xy(child.space), radius + 1, radius + 14) > 40
    scene._choose(child)
    seen_piece = seen_space = False
    for _ in range(400):
        frames(app, 1, 1 / 30)
        if scene.bot_piece is not None and not seen_piece:
            seat, piece = scene.bot_piece
            where = scene.table.pieces[seat][piece]
            at = scene.piece_xy(seat, piece, where)
            assert yellow_in_ring(app.screen, at, PIECE_R + 2, PIECE_R + 14) == 0, "the robot's piece glows yellow"
            seen_piece = True
        if scene.bot_show:
            for t in scene.bot_show:
                r = scene.layout.space_radius(t.space)
                assert yellow_in_ring(app.screen, scene.space_xy(t.space), r + 1, r + 14) == 0, \
                    "the robot's landing glows yellow"
            seen_space = True
            break
    assert seen_piece and seen_space


def test_robots_alone_point_too(app: App) -> None:
    """Two robots: the pointing shows on every robot turn (a frame later the piece walks)."""
    seats = [Seat("R1", "normal", "red", "mr-fantastic"), Seat("R2", "normal", "blue", "invisible-woman")]
    match = Match(load_game("webrace"), GameConfig(tuple(seats)), 2)
    from spidergames.app.scenes.game_base import start_game_scene

    scene = start_game_scene(app, match)
    assert scene is not None
    shown = 0
    for _ in range(600):
        frames(app, 1, 1 / 30)
        for t in scene.bot_show:
            r = scene.layout.space_radius(t.space)
            assert yellow_in_ring(app.screen, scene.space_xy(t.space), r + 1, r + 14) == 0
            shown += 1
    assert shown
