"""Game pads: SDL game controllers become the same intents as the keys, each marked with its pad.

SDL's game-controller API maps every known pad (Xbox, PlayStation, Switch and the many it lists, or
one described in the `SDL_GAMECONTROLLERCONFIG` environment variable) onto one layout, so A is the
bottom face button whatever the pad prints on it. The d-pad and the left stick move the focus by
direction (held, they repeat: first after `FIRST_REPEAT` s, then every `REPEAT` s, timed on an
injectable clock), A presses, B goes back, Start pauses, Y asks Help, X is Oops, the shoulders step
in Tab order and Back/Select says the last prompt again.

Pads come and go at any time: a pad is opened when SDL reports it added and forgotten when it is
removed (a direction it held is let go, so nothing repeats on its own). Two pads can be two
children at one screen: pads are numbered in the order they were plugged in (`places`), and
with two or more the n-th person seat of the game is played by pad n (counting round: with two
pads and three children the first pad also plays the third child). A pad's press on another child's
turn does nothing (`serves`); with one pad, it plays every seat, passed from hand to hand. Keys,
mouse and touch always act for the child on turn.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from .input import Intent, Kind

log = logging.getLogger(__name__)

AXIS_FULL = 32767
PRESS_AT = 0.6
"""How far (of its travel) the stick must lean to point a way."""
LET_GO_AT = 0.35
"""Below this the stick points nowhere again (less than `PRESS_AT`: a stick resting near the edge
of the dead zone does not chatter)."""
FIRST_REPEAT = 0.45
"""Seconds a held direction waits before it repeats (long enough for a child's press to be one step)."""
REPEAT = 0.2
"""Seconds between repeats after that."""

BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: Kind.ACTIVATE,
    pygame.CONTROLLER_BUTTON_B: Kind.BACK,
    pygame.CONTROLLER_BUTTON_START: Kind.BACK,  # pause: on a table, going back opens the pause menu
    pygame.CONTROLLER_BUTTON_Y: Kind.HINT,
    pygame.CONTROLLER_BUTTON_X: Kind.ERASE,  # Oops (Backspace)
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Kind.PREV,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Kind.NEXT,
    pygame.CONTROLLER_BUTTON_BACK: Kind.SAY_AGAIN,
}
DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: Kind.UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: Kind.DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Kind.LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Kind.RIGHT,
}
STICK = (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY)
EVENTS = (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONDOWN,
          pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION)


def serves(place: int, count: int, person: int | None) -> bool:
    """Whether pad number `place` of `count` may act when the `person`-th person seat is on turn
    (None: no child's turn, e.g. a robot's or the menu: any pad)."""
    return person is None or count < 2 or person % count == place


def open_controller(device_index: int) -> int | None:
    """Open the pad SDL added as `device_index` (so SDL sends its events); its instance id, or None."""
    from pygame._sdl2 import controller

    try:
        pad = controller.Controller(device_index)
        return int(pad.as_joystick().get_instance_id())
    except (pygame.error, ValueError) as exc:
        log.warning("a game pad could not be opened: %s", exc)
        return None


@dataclass
class Held:
    """A direction a pad holds: from its d-pad or its stick, and when it says it again."""

    kind: Kind
    stick: bool
    due: float


class Pads:
    """The pads plugged in, in the order they came; turns their events into intents."""

    def __init__(self, clock: Callable[[], float] = time.monotonic,
                 opener: Callable[[int], int | None] = open_controller) -> None:
        self.clock = clock
        self.opener = opener
        self.places: list[int] = []  # instance ids, in the order the pads were plugged in
        self._held: dict[int, Held] = {}
        self._stick: dict[int, list[float]] = {}

    def start(self) -> None:
        """Start SDL's game controllers: each pad already plugged in is then reported as added."""
        from pygame._sdl2 import controller

        try:
            controller.init()
        except pygame.error as exc:
            log.warning("no game pads: %s", exc)

    def handle(self, event: pygame.event.Event) -> list[Intent]:
        """The intents a pad event means (none for a pad plugged in or out, or a stick at rest)."""
        t = event.type
        if t == pygame.CONTROLLERDEVICEADDED:
            opened = self.opener(int(getattr(event, "device_index", -1)))
            if opened is not None:
                self._adopt(opened)
            return []
        pad = getattr(event, "instance_id", None)
        if not isinstance(pad, int):
            return []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            self.forget(pad)
            return []
        self._adopt(pad)  # a pad opened before we listened (or re-announced) still plays
        if t == pygame.CONTROLLERBUTTONDOWN:
            button = getattr(event, "button", None)
            if button in DPAD:
                return [self._hold(pad, DPAD[button], stick=False)]
            kind = BUTTONS.get(button)  # type: ignore[arg-type]
            return [self._intent(pad, kind)] if kind is not None else []
        if t == pygame.CONTROLLERBUTTONUP:
            held = self._held.get(pad)
            if held is not None and not held.stick and DPAD.get(getattr(event, "button", None)) == held.kind:  # type: ignore[arg-type]
                del self._held[pad]
            if BUTTONS.get(getattr(event, "button", None)) == Kind.ACTIVATE:  # type: ignore[arg-type]
                return [self._intent(pad, Kind.RELEASE)]  # A let go: a hold (the grown-ups' gate) ends
            return []
        if t == pygame.CONTROLLERAXISMOTION and getattr(event, "axis", None) in STICK:
            return self._lean(pad, STICK.index(event.axis), getattr(event, "value", 0))
        return []

    def poll(self) -> list[Intent]:
        """The held directions due to repeat now (call every frame)."""
        now, out = self.clock(), []
        for pad, held in self._held.items():
            if now >= held.due:
                held.due = max(held.due + REPEAT, now)
                out.append(self._intent(pad, held.kind))
        return out

    def forget(self, pad: int) -> None:
        """A pad unplugged: it holds nothing any more, and the pads after it move up a place."""
        if pad in self.places:
            self.places.remove(pad)
        self._held.pop(pad, None)
        self._stick.pop(pad, None)

    def _adopt(self, pad: int) -> None:
        if pad not in self.places:
            self.places.append(pad)

    def _intent(self, pad: int, kind: Kind) -> Intent:
        return Intent(kind, pad=(self.places.index(pad), len(self.places)))

    def _hold(self, pad: int, kind: Kind, *, stick: bool) -> Intent:
        self._held[pad] = Held(kind, stick, self.clock() + FIRST_REPEAT)
        return self._intent(pad, kind)

    def _lean(self, pad: int, axis: int, value: Any) -> list[Intent]:
        """The stick moved: a new way pointed past `PRESS_AT` is a step; back under `LET_GO_AT` lets go."""
        stick = self._stick.setdefault(pad, [0.0, 0.0])
        stick[axis] = max(-1.0, min(1.0, float(value) / AXIS_FULL)) if isinstance(value, (int, float)) else 0.0
        x, y = stick
        held = self._held.get(pad)
        lean = max(abs(x), abs(y))
        if held is not None and held.stick and lean < LET_GO_AT:
            del self._held[pad]
            return []
        if lean < PRESS_AT:
            return []
        sideways = abs(x) >= abs(y)
        kind = (Kind.RIGHT if x > 0 else Kind.LEFT) if sideways else (Kind.DOWN if y > 0 else Kind.UP)
        if held is not None and held.kind == kind:
            return []  # still the same way: the repeat says it again
        return [self._hold(pad, kind, stick=True)]
