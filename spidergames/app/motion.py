"""Calm motion: the one policy every animation of the kit and the games asks (Settings, issue #30).

Some children are upset or made unwell by things that shake, bounce, spin or flash. With Calm motion
on, moves still glide (a slide shows where a thing went) but never overshoot, bounce or arc; glows
and hops stand still; a tumbling die slides without spinning or flashing faces. Game speed is its own
setting. Set from the settings by `App.apply_settings`, like the text size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .anim import Ease

_calm = {"on": False}

STEADY = 0.5  # where a pulse rests when it may not breathe (half way: the glow's middle width)


def set_calm(on: bool) -> None:
    _calm["on"] = on


def calm() -> bool:
    return _calm["on"]


def ease(wanted: Ease) -> Ease:
    """`wanted`, or a plain settle in its place when it would overshoot or bounce and motion is calm."""
    from .anim import Ease  # the animator asks this module: import its easings only when asked

    return Ease.OUT if calm() and wanted in (Ease.BACK, Ease.BOUNCE) else wanted


def height(wanted: float) -> float:
    """How high an arc, hop or bob may lift a thing: not at all when motion is calm."""
    return 0.0 if calm() else wanted


def beat(wanted: float) -> float:
    """A glow's 0..1 breathing: held still at its middle when motion is calm."""
    return STEADY if calm() else wanted


def turn(wanted: float) -> float:
    """How far a thing may spin as it flies (degrees): not at all when motion is calm."""
    return 0.0 if calm() else wanted


def flickers() -> bool:
    """Whether a picture may change many times a second (a die's faces mid-tumble): not when motion is calm."""
    return not calm()
