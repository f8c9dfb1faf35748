"""dt-driven tweens with named easings (pytweening), on a clock tests can step by hand.

Animations only move what is drawn; they never change game state. A scene asks `busy` before
letting the next turn begin. `speed` follows the settings (slow for young children); in autoplay
`instant` finishes every tween at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytweening

Vec = tuple[float, float]


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Vec, b: Vec, t: float) -> Vec:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    duration: float
    on_update: Callable[[float], None]
    ease: Callable[[float], float]
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0

    def advance(self, dt: float) -> bool:
        """Move on by dt; True when finished."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        progress = 1.0 if self.duration <= 0 else min(1.0, t / self.duration)
        self.on_update(self.ease(progress))
        if progress >= 1.0:
            if self.on_done:
                self.on_done()
            return True
        return False


class Animator:
    """Runs tweens; `busy` while any is running."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.instant = False
        self._tweens: list[Tween] = []

    @property
    def busy(self) -> bool:
        return bool(self._tweens)

    def tween(self, duration: float, on_update: Callable[[float], None], *, ease: str = "easeOutQuad",
              delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        """Call `on_update(eased t)` for t from 0 to 1 over `duration` seconds after `delay`."""
        self._tweens.append(Tween(duration, on_update, getattr(pytweening, ease), delay, on_done))

    def wait(self, seconds: float, then: Callable[[], None] | None = None) -> None:
        """A pause (e.g. before a computer player moves) that keeps the animator busy."""
        self.tween(seconds, lambda _t: None, ease="linear", on_done=then)

    def update(self, dt: float) -> None:
        step = float("inf") if self.instant else dt * self.speed
        # run until no new tweens appear, so instant chains (done -> new tween) finish in one call
        for _ in range(1000 if self.instant else 1):
            running, self._tweens = self._tweens, []
            still = [t for t in running if not t.advance(step)]
            self._tweens = still + self._tweens
            if not self.instant or not self._tweens:
                break

    def finish(self) -> None:
        """Jump every running tween to its end (e.g. a child clicks to hurry up)."""
        instant, self.instant = self.instant, True
        self.update(0.0)
        self.instant = instant
