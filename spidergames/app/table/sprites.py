"""Pictures that move over the table: a card flying to a row, a token hopping, a die turning.

A sprite is only drawn: game state never lives here. While a thing is in flight it is `hidden` at
the place where it rests (by a key the scene chooses, e.g. ("card", 12)), so it is never drawn
twice. Sizes come from tweens and go through `sizes.size`, so a sprite shrunk to nothing never
crashes a frame.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from .. import assets, sizes
from ..anim import Animator, Ease, lerp, lerp_point

Point = tuple[float, float]
Picture = str | pygame.Surface  # an asset name, or a surface the scene made


def picture(image: Picture, size: tuple[int, int]) -> pygame.Surface:
    """`image` at `size` (asset images are scaled once and cached)."""
    if isinstance(image, str):
        return assets.scaled(image, size)
    if image.get_size() == size:
        return image
    return pygame.transform.smoothscale(image, size)


@dataclass(eq=False)
class Sprite:
    """A picture centred at (x, y). `flip` runs 0 (back showing) to 1 (face showing)."""

    image: Picture
    x: float
    y: float
    width: int
    height: int
    back: Picture | None = None
    flip: float = 1.0
    scale: float = 1.0
    angle: float = 0.0
    lift: float = 0.0  # drawn this far above (x, y): a hop or an arc
    visible: bool = True
    key: Hashable | None = None  # the thing it stands for: hidden at rest while this flies
    clip: pygame.Rect | None = None  # drawn only inside this (a tile sliding off the board's edge)

    @property
    def pos(self) -> Point:
        return (self.x, self.y)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        face = self.flip >= 0.5 or self.back is None
        squeeze = abs(2 * self.flip - 1) if self.back is not None else 1.0
        size = sizes.size(self.width * squeeze * self.scale, self.height * self.scale)
        image = picture(self.image if face or self.back is None else self.back, (self.width, self.height))
        if size != image.get_size():
            image = pygame.transform.smoothscale(image, size)
        if self.angle:
            image = pygame.transform.rotate(image, self.angle)
        clip = surface.get_clip()
        if self.clip is not None:
            surface.set_clip(self.clip.clip(clip))
        surface.blit(image, image.get_rect(center=(round(self.x), round(self.y - self.lift))))
        surface.set_clip(clip)


class SpriteLayer:
    """The moving pictures of one scene, drawn over its table, and what they hide at rest."""

    def __init__(self, anim: Animator) -> None:
        self.anim = anim
        self.sprites: list[Sprite] = []
        self._hidden: Counter[Hashable] = Counter()

    def hides(self, key: Hashable) -> bool:
        """True while a sprite stands for `key` (do not draw it where it rests)."""
        return self._hidden[key] > 0

    def add(self, sprite: Sprite) -> Sprite:
        self.sprites.append(sprite)
        if sprite.key is not None:
            self._hidden[sprite.key] += 1
        return sprite

    def remove(self, sprite: Sprite) -> None:
        if sprite in self.sprites:
            self.sprites.remove(sprite)
            if sprite.key is not None:
                self._hidden[sprite.key] -= 1

    def clear(self) -> None:
        self.sprites.clear()
        self._hidden.clear()

    def fly(self, sprite: Sprite, to: Point, duration: float, *, arc: float = 0.0, delay: float = 0.0,
            ease: Ease = Ease.IN_OUT, show_early: bool = True, keep: bool = False,
            on_done: Callable[[], None] | None = None) -> Sprite:
        """Move `sprite` to `to` along an arc `arc` px high, then drop it (unless `keep`).

        Until `delay` has passed it waits at its start, visible if `show_early`.
        """
        self.add(sprite)
        sprite.visible = show_early or delay <= 0
        start: list[Point] = []

        def step(t: float) -> None:
            if not start:
                start.append(sprite.pos)
                sprite.visible = True
            sprite.x, sprite.y = lerp(start[0][0], to[0], t), lerp(start[0][1], to[1], t)
            sprite.lift = math.sin(math.pi * t) * arc

        def done() -> None:
            sprite.lift = 0.0
            if not keep:
                self.remove(sprite)
            if on_done:
                on_done()

        self.anim.tween(duration, step, ease=ease, delay=delay, on_done=done)
        return sprite

    def walk(self, sprite: Sprite, path: Sequence[Point], step_seconds: float, *,
             on_step: Callable[[int], None] | None = None,
             on_done: Callable[[], None] | None = None) -> Sprite:
        """Move `sprite` along `path` (it starts on the first point) at an even pace, `step_seconds`
        per step, then drop it; `on_step(k)` runs as it reaches point k (a footstep sound).

        A one-point path (staying put) holds the sprite there for one step.
        """
        points = list(path) or [sprite.pos]
        sprite.x, sprite.y = points[0]
        self.add(sprite)
        steps = len(points) - 1
        reached = [0]

        def step(t: float) -> None:
            if steps == 0:
                return
            x = t * steps
            i = min(int(x), steps - 1)
            sprite.x, sprite.y = lerp_point(points[i], points[i + 1], x - i)
            while on_step and reached[0] < min(int(x), steps):
                reached[0] += 1
                on_step(reached[0])

        def done() -> None:
            self.remove(sprite)
            if on_done:
                on_done()

        self.anim.tween(step_seconds * max(1, steps), step, ease=Ease.LINEAR, on_done=done)
        return sprite

    def turn_over(self, sprite: Sprite, duration: float, *, delay: float = 0.0,
                  on_done: Callable[[], None] | None = None) -> None:
        """Flip `sprite` from its back to its face."""
        sprite.flip = 0.0
        self.anim.animate(sprite, duration, ease=Ease.LINEAR, delay=delay, on_done=on_done, flip=1.0)

    def hop(self, sprite: Sprite, height: float, duration: float, *, delay: float = 0.0) -> None:
        """A little jump on the spot (a computer pointing at its choice)."""
        self.anim.tween(duration, lambda t: setattr(sprite, "lift", math.sin(math.pi * t) * height),
                        ease=Ease.LINEAR, delay=delay)

    def draw(self, surface: pygame.Surface) -> None:
        for sprite in self.sprites:
            sprite.draw(surface)


def pulse(clock: float, speed: float = 5.0) -> float:
    """0..1..0 breathing, for glows: the same rhythm everywhere on the table."""
    return 0.5 + 0.5 * math.sin(clock * speed)
