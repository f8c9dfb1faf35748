"""The kit's one placement of pop-ups (spidergames/app/ui/popup.py): the first wished-for place that is
clear, else the nearest clear place, what it had rather leave in view only where it can."""

from __future__ import annotations

import pygame

from spidergames.app.ui.popup import GAP, place

SCREEN = pygame.Rect(0, 0, 1280, 720)


def test_the_first_clear_wish_is_taken() -> None:
    wishes = [pygame.Rect(100, 100, 300, 80), pygame.Rect(100, 400, 300, 80)]
    assert place(wishes, [pygame.Rect(150, 120, 50, 50)], SCREEN) == (1, wishes[1])
    assert place(wishes, [], SCREEN) == (0, wishes[0])


def test_a_wish_off_the_screen_is_moved_onto_it() -> None:
    assert place([pygame.Rect(1200, 700, 300, 80)], [], SCREEN)[1] == pygame.Rect(980, 640, 300, 80)


def test_with_every_wish_taken_the_nearest_clear_place_of_its_size() -> None:
    badge = pygame.Rect(0, 0, 600, 80)
    index, rect = place([pygame.Rect(100, 10, 300, 64)], [badge], SCREEN)
    assert index == 0 and rect.size == (300, 64)
    assert not rect.colliderect(badge.inflate(2 * GAP, 2 * GAP))
    assert rect.top - badge.bottom < 40, f"{rect} is not the nearest place under the badge"


def test_what_it_had_rather_leave_in_view_gives_way_only_when_nothing_else_is_clear() -> None:
    target, caption = pygame.Rect(0, 0, 1280, 600), pygame.Rect(0, 600, 640, 120)
    wishes = [pygame.Rect(100, 620, 300, 80)]
    index, rect = place(wishes, [target], SCREEN, rather=[caption])
    assert rect.left >= caption.right and not rect.colliderect(target)
    index, rect = place(wishes, [target], SCREEN, rather=[pygame.Rect(0, 600, 1280, 120)])
    assert rect == wishes[0], "nothing clear of both: the caption gives way, never the target"


def test_nothing_clear_anywhere_takes_the_wish_covering_least() -> None:
    wishes = [pygame.Rect(0, 0, 400, 200), pygame.Rect(800, 400, 400, 200)]
    blocks = [pygame.Rect(x, y, 100, 100) for x in range(0, 1280, 120) for y in range(0, 720, 120)]
    blocks += [pygame.Rect(0, 0, 400, 200)]
    assert place(wishes, blocks, SCREEN)[0] == 1


def test_the_clear_place_flush_with_the_screens_edge_is_tried() -> None:
    """A pop-up that fits only flush with the bottom edge (Yahtzee's strip under Roll, issue #32) is
    put there: the places tried every STEP px do not all reach the edge."""
    taken = pygame.Rect(0, 0, 1280, 550)  # 170 px free at the foot: a 162 px pop-up fits only at y = 557-558
    index, rect = place([pygame.Rect(300, 300, 600, 162)], [taken], SCREEN)
    assert not rect.colliderect(taken.inflate(2 * GAP, 2 * GAP)), rect
    assert rect.bottom == SCREEN.bottom
