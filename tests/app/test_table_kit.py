"""The table kit's additions for boards: sprites that walk a path or stay inside a clip, and
targets placed in keyboard order before a given button."""

from __future__ import annotations

import pygame

from spidergames.app.anim import Animator, Ease
from spidergames.app.input import Intent, Kind
from spidergames.app.table.sprites import Sprite, SpriteLayer
from spidergames.app.table.targets import Target, TargetLayer
from spidergames.app.ui.widgets import Button


def red_square() -> pygame.Surface:
    square = pygame.Surface((10, 10))
    square.fill((255, 0, 0))
    return square


def test_walk_goes_point_by_point_with_a_step_each_and_hides_its_thing() -> None:
    anim = Animator()
    layer = SpriteLayer(anim)
    steps: list[int] = []
    done: list[bool] = []
    sprite = Sprite(red_square(), 0, 0, 10, 10, key="piece")
    arrives = layer.walk(sprite, [(10, 0), (10, 10)], 0.5, ease=Ease.LINEAR, on_hop=lambda: steps.append(1),
                         on_done=lambda: done.append(True))
    assert arrives == 1.0 and layer.hides("piece") and sprite.pos == (0, 0)
    anim.update(0.25)
    assert sprite.pos == (5, 0) and steps == []  # half-way along the first step, not cutting corners
    anim.update(0.5)
    assert sprite.pos == (10, 5) and steps == [1]
    anim.update(0.5)
    assert steps == [1, 1] and done == [True] and not layer.hides("piece") and not layer.sprites


def test_walk_of_no_step_holds_for_one_step() -> None:
    anim = Animator()
    layer = SpriteLayer(anim)
    layer.walk(Sprite(red_square(), 7, 7, 10, 10, key="piece"), [], 0.3)
    anim.update(0.2)
    assert layer.hides("piece") and layer.sprites[0].pos == (7, 7)
    anim.update(0.2)
    assert not anim.busy and not layer.hides("piece")


def test_a_clipped_sprite_draws_only_inside_its_clip_and_restores_the_surface_clip() -> None:
    surface = pygame.Surface((40, 20))
    Sprite(red_square(), 20, 10, 20, 20, clip=pygame.Rect(0, 0, 20, 20)).draw(surface)
    assert surface.get_at((15, 10))[:3] == (255, 0, 0)
    assert surface.get_at((25, 10))[:3] == (0, 0, 0)
    assert surface.get_clip() == surface.get_rect()


def test_offer_before_a_button_puts_the_target_first_in_keyboard_order() -> None:
    layer = TargetLayer(None, lambda: 0.0)
    turn = layer.add(Button(pygame.Rect(0, 0, 80, 40), "Turn", lambda: None))
    stay = layer.add(Button(pygame.Rect(0, 50, 80, 40), "Stay", lambda: None))
    layer.focus_on(stay)
    arrow = layer.offer(pygame.Rect(200, 0, 20, 20), "push", lambda: None, before=turn)
    tile = layer.offer(pygame.Rect(200, 100, 20, 20), "walk", lambda: None)
    assert layer.buttons == [arrow, turn, stay, tile]
    assert layer.focused is stay  # the keyboard focus stays where it was
    assert isinstance(arrow, Target) and arrow.hit.size == (64, 64)
    layer.focus = -1
    layer.handle(Intent(Kind.NEXT))
    assert layer.focused is arrow
