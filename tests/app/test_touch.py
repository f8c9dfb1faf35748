"""Touch screens and classroom boards (issue #30): a tap is one press, the first finger down owns the
board until it lifts, a long press is the right click.

The tests post SDL's own finger events (shares of the window, a touch device and a finger id) to a
real App, as a board gives them, and count what the buttons under them did.
"""

from __future__ import annotations

import math

import pygame
from driving import DT, LOGICAL

from spidergames.app.application import App
from spidergames.app.input import Intent, Kind
from spidergames.app.scene import Scene
from spidergames.app.ui.widgets import Button, FocusGroup

LEFT = pygame.Rect(100, 100, 200, 120)
RIGHT = pygame.Rect(900, 100, 200, 120)


class Board(Scene):
    """Two buttons that count their presses, and every intent the scene was handed."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pressed = {"left": 0, "right": 0}
        self.seen: list[Intent] = []
        self.focus = FocusGroup()
        self.focus.add(Button(LEFT, "left", lambda: self._count("left")))
        self.focus.add(Button(RIGHT, "right", lambda: self._count("right")))

    def _count(self, name: str) -> None:
        self.pressed[name] += 1

    def handle(self, intent: Intent) -> None:
        self.seen.append(intent)
        self.focus.handle(intent)


def finger(kind: int, pos: tuple[float, float], finger_id: int = 0, touch_id: int = 1) -> None:
    """One of SDL's finger events at logical `pos`."""
    pygame.event.post(pygame.event.Event(kind, x=pos[0] / LOGICAL[0], y=pos[1] / LOGICAL[1], dx=0.0, dy=0.0,
                                         touch_id=touch_id, finger_id=finger_id, pressure=1.0))


def frames(app: App, seconds: float) -> None:
    for _ in range(math.ceil(seconds / DT)):
        app.frame(DT)


def board(app: App) -> Board:
    scene = Board(app)
    app.scenes.push(scene)
    app.frame(DT)
    return scene


def test_a_tap_is_one_press_even_with_the_mouse_events_sdl_makes_from_it(app: App) -> None:
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=LEFT.center, button=1, touch=True))
    finger(pygame.FINGERUP, LEFT.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=LEFT.center, button=1, touch=True))
    frames(app, 0.1)
    assert scene.pressed == {"left": 1, "right": 0}


def test_a_second_hand_on_the_board_is_ignored_until_the_first_lifts(app: App) -> None:
    """Two children at the board: the first finger down owns the gesture; the other's touch, slide and
    lift press nothing, before or after the first lifts."""
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center, finger_id=3)
    app.frame(DT)
    finger(pygame.FINGERDOWN, RIGHT.center, finger_id=4)
    finger(pygame.FINGERMOTION, (RIGHT.centerx + 5, RIGHT.centery), finger_id=4)
    finger(pygame.FINGERUP, RIGHT.center, finger_id=4)
    finger(pygame.FINGERDOWN, RIGHT.center, finger_id=5)  # the second hand comes down again
    app.frame(DT)
    assert scene.pressed == {"left": 0, "right": 0}, "another hand's tap pressed while the first was down"
    finger(pygame.FINGERUP, LEFT.center, finger_id=3)
    app.frame(DT)
    assert scene.pressed == {"left": 1, "right": 0}
    finger(pygame.FINGERUP, RIGHT.center, finger_id=5)  # it came down while another owned the board
    app.frame(DT)
    assert scene.pressed == {"left": 1, "right": 0}, "a finger that never owned the board pressed as it lifted"
    finger(pygame.FINGERDOWN, RIGHT.center, finger_id=5)  # a new touch: the board is free
    finger(pygame.FINGERUP, RIGHT.center, finger_id=5)
    app.frame(DT)
    assert scene.pressed == {"left": 1, "right": 1}


def test_the_same_finger_number_on_another_touch_device_is_another_hand(app: App) -> None:
    """Two boards (or a board and a tablet) both number their first finger 0."""
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center, finger_id=0, touch_id=1)
    finger(pygame.FINGERDOWN, RIGHT.center, finger_id=0, touch_id=2)
    finger(pygame.FINGERUP, RIGHT.center, finger_id=0, touch_id=2)
    finger(pygame.FINGERUP, LEFT.center, finger_id=0, touch_id=1)
    app.frame(DT)
    assert scene.pressed == {"left": 1, "right": 0}


def test_a_tap_presses_where_the_finger_came_down_even_if_it_slid(app: App) -> None:
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center)
    finger(pygame.FINGERMOTION, (LEFT.centerx + 300, LEFT.centery))
    finger(pygame.FINGERUP, (LEFT.centerx + 300, LEFT.centery))
    app.frame(DT)
    assert scene.pressed == {"left": 1, "right": 0}


def test_a_long_press_is_the_right_click_and_its_lift_presses_nothing(app: App) -> None:
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center)
    frames(app, 0.3)
    assert not [i for i in scene.seen if i.kind in (Kind.ALT, Kind.PRESS)], "a short rest is no long press"
    frames(app, 0.5)
    alts = [i for i in scene.seen if i.kind == Kind.ALT]
    assert len(alts) == 1 and alts[0].pos == LEFT.center
    frames(app, 2.0)
    finger(pygame.FINGERUP, LEFT.center)
    app.frame(DT)
    assert len([i for i in scene.seen if i.kind == Kind.ALT]) == 1
    assert scene.pressed == {"left": 0, "right": 0}


def test_a_finger_that_slides_makes_no_long_press(app: App) -> None:
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center)
    finger(pygame.FINGERMOTION, (LEFT.centerx + 80, LEFT.centery))
    frames(app, 1.0)
    assert not [i for i in scene.seen if i.kind == Kind.ALT]


def test_a_finger_whose_lift_was_lost_lets_go_of_the_board(app: App) -> None:
    """The system may lose a lift (the window lost the focus): after a while another touch counts."""
    scene = board(app)
    finger(pygame.FINGERDOWN, LEFT.center, finger_id=1)
    frames(app, 21.0)
    finger(pygame.FINGERDOWN, RIGHT.center, finger_id=2)
    finger(pygame.FINGERUP, RIGHT.center, finger_id=2)
    app.frame(DT)
    assert scene.pressed == {"left": 0, "right": 1}


def test_junk_finger_events_do_not_crash(app: App) -> None:
    scene = board(app)
    for kw in ({"x": math.nan, "y": 2.0}, {"x": -5, "y": "left"}, {}):
        for kind in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            pygame.event.post(pygame.event.Event(kind, **kw))
        app.frame(DT)
    assert scene.pressed["right"] == 0


def test_a_long_press_turns_the_labyrinth_spare_once(app: App) -> None:
    """Where a right click turns the spare tile, a finger resting on the board does, and once."""
    from driving import versus_robot

    scene = versus_robot(app, "labyrinth", "touch")
    assert scene.rotation == 0
    spot = scene.layout.board_rect.center
    finger(pygame.FINGERDOWN, spot)
    frames(app, 1.5)
    finger(pygame.FINGERUP, spot)
    app.frame(DT)
    assert scene.rotation == 1


def test_a_resting_finger_shows_what_hovering_shows_and_its_lift_chooses_nothing(app: App) -> None:
    """Nothing needs hover: the footsteps to a Labyrinth square, shown under the pointer, show under a
    finger resting on it; lifted after the long press, the finger has walked nowhere."""
    from driving import settle, versus_robot

    from spidergames.games.labyrinth.rules import Move, Phase, Shift

    scene = versus_robot(app, "labyrinth", "rest")
    shift = next(a for a in scene.match.legal_actions() if isinstance(a, Shift) and a.rotation == 0)
    assert scene.submit(shift)
    scene = settle(app)
    assert scene.table.phase is Phase.MOVE
    square = next((t for t in scene.focus.targets() if isinstance(t.action, Move)), None)
    assert square is not None, "this seed's push walls the piece in: pick another"
    moves = len(scene.match.history)
    finger(pygame.FINGERDOWN, square.rect.center)
    frames(app, 1.0)
    assert scene.focus.hovered_or_focused() is square, "a resting finger does not show the walk there"
    finger(pygame.FINGERUP, square.rect.center)
    frames(app, 0.2)
    assert len(scene.match.history) == moves, "the lift after a long press walked"
