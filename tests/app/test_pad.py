"""Game pads become intents: buttons, d-pad and stick with a dead zone, repeats on a clock, hot-plug."""

from __future__ import annotations

import pygame
import pytest

from spidergames.app.input import Intent, Kind
from spidergames.app.pad import AXIS_FULL, FIRST_REPEAT, REPEAT, Pads, serves


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def pads(clock: Clock | None = None) -> Pads:
    """Pads whose device `k` opens as instance `10 + k` (no real pad needed)."""
    return Pads(clock or Clock(), opener=lambda index: 10 + index if index >= 0 else None)


def down(pad: int, button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)


def up(pad: int, button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)


def stick(pad: int, axis: int, lean: float) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=round(lean * AXIS_FULL))


def added(index: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index)


def removed(pad: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=pad)


@pytest.mark.parametrize(("button", "kind"), [
    (pygame.CONTROLLER_BUTTON_A, Kind.ACTIVATE), (pygame.CONTROLLER_BUTTON_B, Kind.BACK),
    (pygame.CONTROLLER_BUTTON_START, Kind.BACK), (pygame.CONTROLLER_BUTTON_Y, Kind.HINT),
    (pygame.CONTROLLER_BUTTON_X, Kind.ERASE), (pygame.CONTROLLER_BUTTON_DPAD_LEFT, Kind.LEFT),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, Kind.NEXT), (pygame.CONTROLLER_BUTTON_BACK, Kind.SAY_AGAIN)])
def test_each_button_means_its_intent_marked_with_its_pad(button: int, kind: Kind) -> None:
    p = pads()
    p.handle(added(0))
    p.handle(added(1))
    [intent] = p.handle(down(11, button))
    assert intent.kind is kind and intent.pad == (1, 2)
    let_go = [Intent(Kind.RELEASE, pad=(1, 2))] if kind is Kind.ACTIVATE else []  # A let go ends a hold (the gate)
    assert p.handle(up(11, button)) == let_go


def test_the_stick_points_past_the_dead_zone_and_lets_go_below_a_lower_mark() -> None:
    p = pads()
    lx, ly = pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY
    assert p.handle(stick(10, lx, 0.5)) == []  # inside the dead zone: nothing
    [right] = p.handle(stick(10, lx, 0.7))
    assert right.kind is Kind.RIGHT
    assert p.handle(stick(10, lx, 0.45)) == []  # sagging back, still held: no second step
    assert p.handle(stick(10, lx, 0.9)) == []
    assert p.handle(stick(10, lx, 0.2)) == []  # let go
    assert p.handle(stick(10, lx, 0.8))[0].kind is Kind.RIGHT  # a new push is a new step
    assert p.handle(stick(10, lx, 0.0)) == []
    assert p.handle(stick(10, ly, -0.8))[0].kind is Kind.UP
    assert p.handle(stick(10, lx, 0.95))[0].kind is Kind.RIGHT  # leaning more sideways than up: right


def test_a_held_direction_repeats_on_the_clock_and_stops_when_let_go() -> None:
    clock = Clock()
    p = pads(clock)
    p.handle(down(10, pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    clock.now += FIRST_REPEAT - 0.01
    assert p.poll() == []
    clock.now += 0.02
    assert [i.kind for i in p.poll()] == [Kind.DOWN]
    clock.now += REPEAT
    assert [i.kind for i in p.poll()] == [Kind.DOWN]
    clock.now += 5.0  # a hitch: one repeat, not 25 at once
    assert len(p.poll()) == 1
    p.handle(up(10, pygame.CONTROLLER_BUTTON_DPAD_UP))  # another d-pad button let go: still held
    clock.now += REPEAT
    assert len(p.poll()) == 1
    p.handle(up(10, pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    clock.now += 10
    assert p.poll() == []


def test_a_pad_unplugged_holding_a_direction_stops_and_the_others_move_up() -> None:
    clock = Clock()
    p = pads(clock)
    for index in range(3):
        p.handle(added(index))
    p.handle(stick(11, pygame.CONTROLLER_AXIS_LEFTX, -1.0))
    p.handle(removed(11))
    clock.now += 10
    assert p.poll() == []  # nothing stuck repeating
    assert p.places == [10, 12]
    assert p.handle(down(12, pygame.CONTROLLER_BUTTON_A))[0].pad == (1, 2)
    p.handle(added(1))  # plugged back in: last in the order
    assert p.places == [10, 12, 11]
    assert p.handle(removed(99)) == [] and p.places == [10, 12, 11]  # a pad never seen: nothing


def test_odd_events_are_ignored_not_fatal() -> None:
    p = Pads(Clock(), opener=lambda index: None)  # a pad that cannot be opened
    assert p.handle(added(0)) == [] and p.places == []
    assert p.handle(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=0)) == []  # no instance id
    assert p.handle(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=3, axis=0, value=None)) == []
    assert p.handle(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=3, axis=5, value=999)) == []
    assert p.handle(down(3, 99)) == []  # a button we do not use (a paddle, the touchpad)


def test_which_pad_serves_which_child() -> None:
    assert serves(0, 1, 3)  # one pad plays for everybody
    assert serves(1, 2, None)  # a robot's turn, a menu: any pad
    assert serves(0, 2, 0) and not serves(1, 2, 0)
    assert serves(1, 2, 1) and not serves(0, 2, 1)
    assert serves(0, 2, 2)  # two pads, three children: the first pad plays the third child too
