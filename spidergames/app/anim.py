"""dt-driven tweens with named easings (pytweening), on a clock tests can step by hand.

Animations only move what is drawn; they never change game state. A scene asks `busy` before
letting the next turn begin. `speed` follows the settings (slow for young children); in autoplay
`instant` finishes every tween at once.

    anim.animate(card, 0.4, ease=Ease.IN_OUT, x=300, y=80)   # glide a sprite's attributes
    anim.after(0.5, lambda: app.sound("cheer"))              # a timer
    anim.tween(0.6, lambda t: ..., ease=Ease.BACK)           # anything else, t from 0 to 1
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

import pytweening

from . import motion

Vec = tuple[float, float]


class Ease(Enum):
    """The easings the app uses, by what they look like (pytweening does the maths)."""

    LINEAR = "linear"
    OUT = "easeOutQuad"  # starts fast, settles gently: most moves
    IN = "easeInQuad"  # falls faster and faster
    IN_OUT = "easeInOutQuad"  # a glide from rest to rest: flying cards and tokens
    SINE = "easeInOutSine"
    BACK = "easeOutBack"  # overshoots a little: a pop, a grow
    BOUNCE = "easeOutBounce"  # a piece dropping onto the board

    def __call__(self, t: float) -> float:
        """Eased progress; exactly 0 and 1 at the ends (pytweening's bounce stops at 0.994)."""
        if t <= 0.0:
            return 0.0
        if t >= 1.0:
            return 1.0
        value: float = getattr(pytweening, self.value)(t)
        return value


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Vec, b: Vec, t: float) -> Vec:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    duration: float
    on_update: Callable[[float], None]
    ease: Ease
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


def _ignore(_t: float) -> None:
    """A tween that only waits (a timer)."""


class Animator:
    """Runs tweens and timers; `busy` while any is running."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.instant = False
        self._tweens: list[Tween] = []

    @property
    def busy(self) -> bool:
        return bool(self._tweens)

    def tween(self, duration: float, on_update: Callable[[float], None], *, ease: Ease = Ease.OUT,
              delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        """Call `on_update(eased t)` for t from 0 to 1 over `duration` seconds after `delay` (with Calm
        motion no easing overshoots or bounces: `motion.ease`)."""
        self._tweens.append(Tween(duration, on_update, motion.ease(ease), delay, on_done))

    def animate(self, obj: Any, duration: float, *, ease: Ease = Ease.OUT, delay: float = 0.0,
                on_done: Callable[[], None] | None = None, **targets: float) -> None:
        """Glide numeric attributes of `obj` to `targets` (read where they are when it starts)."""
        start: dict[str, float] = {}

        def step(t: float) -> None:
            if not start:
                start.update({name: float(getattr(obj, name)) for name in targets})
            for name, end in targets.items():
                setattr(obj, name, lerp(start[name], end, t))

        self.tween(duration, step, ease=ease, delay=delay, on_done=on_done)

    def after(self, seconds: float, then: Callable[[], None]) -> None:
        """Run `then` once, `seconds` from now (keeps the animator busy until then)."""
        self.tween(seconds, _ignore, ease=Ease.LINEAR, delay=0.0, on_done=then)

    def wait(self, seconds: float, then: Callable[[], None] | None = None) -> None:
        """A pause (e.g. before a computer player moves) that keeps the animator busy."""
        self.tween(seconds, _ignore, ease=Ease.LINEAR, on_done=then)

    def sequence(self, steps: Sequence[tuple[float, Callable[[], None]]]) -> None:
        """Run each step's callback, then wait its seconds, one after another."""

        def run(i: int) -> None:
            if i < len(steps):
                seconds, fn = steps[i]
                fn()
                self.wait(seconds, lambda: run(i + 1))

        run(0)

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

    def clear(self) -> None:
        """Drop every tween without running it (the scene is being left)."""
        self._tweens.clear()
