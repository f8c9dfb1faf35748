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

from .. import assets, motion, sizes
from ..anim import Animator, Ease, lerp
from ..ui.draw import soft_shadow
from ..ui.trail import drawn

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
    shadow: bool = False  # a soft shadow below and to the right (a card lifted off the table)
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
        x, y = round(self.x), round(self.y - self.lift)
        if self.shadow:
            shade = soft_shadow(image.get_size(), 12)
            drawn(surface, surface.blit(shade, shade.get_rect(center=(x + 8, y + 12))))
        drawn(surface, surface.blit(image, image.get_rect(center=(x, y))))
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

    @property
    def hidden(self) -> frozenset[Hashable]:
        """Every key a sprite stands for now (a still layer drawn without them names them in its key)."""
        return frozenset(key for key, n in self._hidden.items() if n > 0)

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
        arc = motion.height(arc)

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

    def walk(self, sprite: Sprite, path: Sequence[Point], hop: float, *, arc: float = 0.0, delay: float = 0.0,
             ease: Ease = Ease.SINE, keep: bool = False, on_hop: Callable[[], None] | None = None,
             on_done: Callable[[], None] | None = None) -> float:
        """Hop `sprite` from where it stands through every point of `path`, `hop` seconds a hop
        (`arc` px high), then drop it (unless `keep`). `on_hop` runs as each hop lands. Visible at
        its start while it waits. Returns when it arrives (seconds from now)."""
        self.add(sprite)
        points = [sprite.pos, *path] if path else [sprite.pos, sprite.pos]
        arc = motion.height(arc)
        for k in range(len(points) - 1):
            a, b = points[k], points[k + 1]

            def step(t: float, a: Point = a, b: Point = b) -> None:
                sprite.x, sprite.y = lerp(a[0], b[0], t), lerp(a[1], b[1], t)
                sprite.lift = math.sin(math.pi * t) * arc

            last = k == len(points) - 2

            def landed(last: bool = last) -> None:
                if on_hop:
                    on_hop()
                if last:
                    sprite.lift = 0.0
                    if not keep:
                        self.remove(sprite)
                    if on_done:
                        on_done()

            self.anim.tween(hop, step, ease=ease, delay=delay + k * hop, on_done=landed)
        return delay + hop * (len(points) - 1)

    def turn_over(self, sprite: Sprite, duration: float, *, delay: float = 0.0,
                  on_done: Callable[[], None] | None = None) -> None:
        """Flip `sprite` from its back to its face."""
        sprite.flip = 0.0
        self.anim.animate(sprite, duration, ease=Ease.LINEAR, delay=delay, on_done=on_done, flip=1.0)

    def hop(self, sprite: Sprite, height: float, duration: float, *, delay: float = 0.0) -> None:
        """A little jump on the spot (a computer pointing at its choice); with Calm motion it stands still
        for as long."""
        height = motion.height(height)
        self.anim.tween(duration, lambda t: setattr(sprite, "lift", math.sin(math.pi * t) * height),
                        ease=Ease.LINEAR, delay=delay)

    def draw(self, surface: pygame.Surface) -> None:
        for sprite in self.sprites:
            sprite.draw(surface)


def pulse(clock: float, speed: float = 5.0) -> float:
    """0..1..0 breathing, for glows: the same rhythm everywhere on the table (still with Calm motion)."""
    return motion.beat(0.5 + 0.5 * math.sin(clock * speed))
