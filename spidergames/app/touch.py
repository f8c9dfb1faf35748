"""Touch screens and classroom boards: fingers become the intents a mouse gives (issue #30).

The rule for many hands: the first finger down owns the gesture until it lifts. Another finger on
the glass meanwhile (a second child, a palm, a sleeve) is ignored, down, sliding and up, so two hands
on a board never press twice or press where nobody aimed. A finger that is still down when its owner
lifts does not start a gesture of its own: only a new touch does.

A tap presses where the finger came down, when it lifts (a child's finger slides; the place it aimed
at counts). Held there for `LONG_PRESS` seconds without sliding, it is the right click (`Kind.ALT`: the
Labyrinth turns its spare tile), and the lift then presses nothing. While it is down the place under it
is pointed at (`Kind.POINT`), as a mouse hovering would be. SDL also makes mouse events from fingers;
`input.translate` drops those (they carry `touch`), so a tap is never a click as well.

On a page that is held rather than tapped (`hold`: the grown-ups' gate asks for three seconds on its
circle) a finger presses as it comes down and its lift is the let-go (`Kind.RELEASE`); no long press.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .input import Intent, Kind

LONG_PRESS = 0.6
"""Seconds a finger rests before it is the right click (a child's tap lasts 0.1 to 0.3 s)."""
SLIDE = 24
"""Logical px a finger may slide and still make a long press."""
STUCK = 20.0
"""Seconds after which a finger that never lifted is forgotten (the system lost its lift, say when the
window lost the focus), so the board does not stop answering."""
FINGERS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)


@dataclass
class Gesture:
    """The finger that owns the board now."""

    finger: tuple[int, int]  # (touch device, finger)
    pos: tuple[int, int]  # where it came down, logical px
    held: float = 0.0  # seconds since
    slid: bool = False  # it went further than `SLIDE` (no long press)
    long: bool = False  # the long press happened (the lift presses nothing)
    hold: bool = False  # on a page held rather than tapped: pressed at once, let go at the lift


class Touch:
    """Turns SDL's finger events into intents by the one-owner rule; `tick` gives the long press."""

    def __init__(self) -> None:
        self.gesture: Gesture | None = None

    def feed(self, event: pygame.event.Event, logical: tuple[int, int], hold: bool = False) -> Intent | None:
        """The intent a finger event means under the rule, or None (another hand, a lift after a long press).
        `hold`: the page on top is held, not tapped (see the module's docstring)."""
        finger = (_number(event, "touch_id"), _number(event, "finger_id"))
        pos = (min(logical[0] - 1, int(_share(event, "x") * logical[0])),
               min(logical[1] - 1, int(_share(event, "y") * logical[1])))
        g = self.gesture
        if event.type == pygame.FINGERDOWN:
            if g is not None and g.finger != finger and g.held < STUCK:
                return None  # a second hand: the first owns the board until it lifts
            self.gesture = Gesture(finger, pos, hold=hold)
            return Intent(Kind.PRESS if hold else Kind.POINT, pos)
        if g is None or g.finger != finger:
            return None
        if event.type == pygame.FINGERMOTION:
            g.slid = g.slid or math.dist(pos, g.pos) > SLIDE
            return Intent(Kind.POINT, pos)
        self.gesture = None  # FINGERUP
        if g.hold:
            return Intent(Kind.RELEASE, pos)
        return None if g.long else Intent(Kind.PRESS, g.pos)

    def tick(self, dt: float) -> Intent | None:
        """Each frame: the long press, once, when the owning finger has rested long enough."""
        g = self.gesture
        if g is None:
            return None
        g.held += dt
        if g.long or g.slid or g.hold or g.held < LONG_PRESS:
            return None
        g.long = True
        return Intent(Kind.ALT, g.pos)


def _number(event: pygame.event.Event, name: str) -> int:
    value = getattr(event, name, 0)
    return value if isinstance(value, int) else 0


def _share(event: pygame.event.Event, name: str) -> float:
    """A finger's place as a share of the window, kept on it (a finger sliding off reports past the edge)."""
    value = getattr(event, name, 0.0)
    if not isinstance(value, (int, float)) or math.isnan(value):
        return 0.0
    return min(1.0, max(0.0, float(value)))
