"""The table kit, as the web race needs it: overlapping taps, walking sprites, short names, peeks, map rendering."""

from __future__ import annotations

import pygame

from spidergames.app.anim import Animator
from spidergames.app.input import Intent, Kind
from spidergames.app.table.sprites import Sprite, SpriteLayer
from spidergames.app.table.targets import MIN_HIT, TargetLayer
from spidergames.app.ui.widgets import Button


def layer() -> tuple[TargetLayer, list[str]]:
    return TargetLayer(None, lambda: 0.0), []


def test_overlapping_hit_areas_go_to_the_nearest_centre() -> None:
    targets, chosen = layer()
    a = pygame.Rect(0, 0, 30, 30).move(100, 100)  # 40 px apart: their 64 px hit areas overlap
    b = a.move(40, 0)
    targets.offer(a, "a", lambda: chosen.append("a"), round=True)
    targets.offer(b, "b", lambda: chosen.append("b"), round=True)
    assert targets.targets()[0].hit.width >= MIN_HIT
    for x, want in ((a.centerx + 8, "a"), (a.centerx + 22, "b"), (b.centerx - 25, "a"), (b.right + 10, "b")):
        chosen.clear()
        assert targets.handle(Intent(Kind.PRESS, pos=(x, a.centery)))
        assert chosen == [want], (x, want)


def test_a_thing_drawn_under_the_tap_beats_a_nearer_grown_hit_area() -> None:
    targets, chosen = layer()
    button = targets.add(Button(pygame.Rect(0, 0, 200, 80), "Big", lambda: chosen.append("button")))
    targets.offer(pygame.Rect(205, 30, 20, 20), "dot", lambda: chosen.append("dot"), round=True)
    targets.handle(Intent(Kind.PRESS, pos=(195, 40)))  # inside the button, 20 px from the dot's centre
    assert chosen == ["button"] and button.hovered


def test_a_disabled_button_does_not_swallow_a_tap_on_a_target() -> None:
    targets, chosen = layer()
    targets.add(Button(pygame.Rect(0, 0, 60, 60), "Off", lambda: chosen.append("off"), enabled=False))
    targets.offer(pygame.Rect(50, 20, 20, 20), "dot", lambda: chosen.append("dot"))
    assert targets.handle(Intent(Kind.PRESS, pos=(55, 30)))
    assert chosen == ["dot"]


def test_pointing_hovers_only_the_chosen_target() -> None:
    targets, _ = layer()
    first = targets.offer(pygame.Rect(0, 0, 30, 30), 1, lambda: None)
    second = targets.offer(pygame.Rect(40, 0, 30, 30), 2, lambda: None)
    assert not targets.handle(Intent(Kind.POINT, pos=(50, 15)))
    assert second.hovered and not first.hovered


def test_a_sprite_walks_hop_by_hop_and_leaves() -> None:
    anim = Animator()
    sprites = SpriteLayer(anim)
    piece = Sprite("ui/robot.png", 0, 0, 20, 20, key=("piece", 0))
    hops: list[tuple[float, float]] = []
    done: list[bool] = []
    ends = sprites.walk(piece, [(10, 0), (20, 0), (20, 10)], 0.2, arc=8, delay=0.1,
                        on_hop=lambda: hops.append(piece.pos), on_done=lambda: done.append(True))
    assert ends == 0.1 + 3 * 0.2
    assert sprites.hides(("piece", 0)) and piece.visible and piece.pos == (0, 0)
    anim.update(0.2)  # halfway through the first hop: in the air
    assert 0 < piece.x < 10 and piece.lift > 0
    anim.update(0.15)
    assert hops == [(10, 0)] and not done
    anim.update(0.5)  # past the end
    assert hops == [(10, 0), (20, 0), (20, 10)] and done == [True]
    assert not sprites.hides(("piece", 0)) and not sprites.sprites and not anim.busy


def test_a_seat_panel_can_keep_the_name_short(app) -> None:
    from spidergames.app.table.seats import seat_panel
    from spidergames.core.protocol import HUMAN, Seat

    seat = Seat("Alexandrina Maximiliana", HUMAN, "red", "spider-man")
    surface = pygame.Surface((600, 120))
    wide = seat_panel(surface, pygame.Rect(0, 0, 500, 96), seat, active=True)
    surface.fill((0, 0, 0))
    seat_panel(surface, pygame.Rect(0, 0, 500, 96), seat, active=True, name_width=120)
    ink = [x for x in range(wide.left + 125, 480) if surface.get_at((x, 20))[:3] != surface.get_at((480, 20))[:3]]
    assert not ink  # nothing of the name beyond its 120 px


def test_the_display_shows_a_seat_its_own_view_of_the_shown_position() -> None:
    import random

    from spidergames.app.table.display import Display
    from spidergames.core.protocol import HUMAN, GameConfig, Seat
    from spidergames.core.state_sight import StateSight
    from spidergames.games.yahtzee.rules import GAME

    config = GameConfig((Seat("A", HUMAN, "red", "spider-man"), Seat("B", HUMAN, "blue", "spider-man")))
    state = GAME.new_game(config, random.Random(1))
    display = Display(StateSight(GAME, state, 0), lambda: None)
    later = GAME.apply(state, GAME.legal_actions(state)[0], random.Random(2))
    display.follow(StateSight(GAME, later, 1))
    assert display.view_as(1) == GAME.observation(state, 1)  # not the latest: the one on screen
    display.land()
    assert display.view_as(1) == GAME.observation(later, 1)


def test_a_layout_renders_after_the_rules_read_their_map_without_pygame() -> None:
    """The webrace rules import pytmx with pygame hidden, so `pytmx.load_pygame` is missing then."""
    import os
    import subprocess
    import sys

    script = ("from spidergames.games.webrace.board import default_board; default_board()\n"
              "import pygame; pygame.display.init(); pygame.display.set_mode((8, 8))\n"
              "from spidergames.app.table import tiled\n"
              "surface = pygame.Surface((1280, 720)); tiled.load('webrace.tmx').render(surface)\n"
              "assert surface.get_at((380, 360)) != (0, 0, 0, 255)\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
