"""Table kit: choice buttons that belong to one position, seat panels in a column, card shadows."""

from __future__ import annotations

import pygame

from spidergames.app.application import App
from spidergames.app.table.seats import seat_panel
from spidergames.app.table.sprites import Sprite
from spidergames.app.table.targets import TargetLayer
from spidergames.app.ui.widgets import Button
from spidergames.core.protocol import Seat


def test_offered_buttons_go_at_the_next_rebuild_and_plain_buttons_stay() -> None:
    layer = TargetLayer(None, lambda: 0.0)
    stays = layer.add(Button(pygame.Rect(0, 0, 80, 80), "Roll", lambda: None))
    assert layer.rebuild_when(1)
    guess = layer.offer_button(Button(pygame.Rect(100, 0, 80, 80), "3", lambda: None))
    layer.offer(pygame.Rect(200, 0, 10, 10), "draw", lambda: None)
    assert layer.buttons[:2] == [stays, guess]
    assert not layer.rebuild_when(1) and guess in layer.buttons  # same position: nothing changes
    assert layer.rebuild_when(2)
    assert layer.buttons == [stays]


def test_focus_on_an_offered_button_moves_to_the_first_new_choice() -> None:
    layer = TargetLayer(None, lambda: 0.0)
    layer.rebuild_when(1)
    layer.focus_on(layer.offer_button(Button(pygame.Rect(0, 0, 80, 80), "Red", lambda: None)))
    layer.rebuild_when(2)
    target = layer.offer(pygame.Rect(0, 100, 80, 80), "next", lambda: None)
    assert layer.focused is target


def test_a_column_seat_panel_keeps_portrait_name_and_free_area_in_its_column(app: App) -> None:
    surface = pygame.Surface((1280, 720))
    box = pygame.Rect(10, 80, 1260, 150)
    robot = Seat("A very long name for a seat", "easy", "blue", "spider-man")
    for active in (False, True):
        free = seat_panel(surface, box, robot, active=active, column=150)
        assert free.left >= box.left and free.right <= box.left + 150
        assert free.top > box.top + 60 and free.bottom <= box.bottom and free.height >= 30


def test_a_sprite_casts_its_shadow_only_when_asked(app: App) -> None:
    for shadow, darker in ((False, False), (True, True)):
        surface = pygame.Surface((200, 200))
        surface.fill((255, 255, 255))
        Sprite("somethingwild/back.png", 100, 100, 40, 56, shadow=shadow).draw(surface)
        below_right = surface.get_at((100 + 24, 100 + 30))[:3]  # past the card, inside its shadow
        assert (below_right != (255, 255, 255)) is darker
