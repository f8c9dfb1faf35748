"""The five dice on screen: where each one is drawn, how it tumbles, and which are kept.

Only what is drawn lives here (positions, spin, the face flashing during a tumble); the real
faces come from the rules' state. Kept dice sit in their own row below the tray.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence

import pygame

from spidergames.app import assets, motion
from spidergames.app.anim import Animator, Ease, lerp_point
from spidergames.app.ui.trail import drawn

from .board import DICE, Face
from .layout import Layout

TUMBLE_SECONDS = 0.75
SLIDE_SECONDS = 0.25


def die_image(face: Face, size: int) -> pygame.Surface:
    return assets.scaled(f"yahtzee/die-{face.slug}.png", (size, size))


class DiceView:
    """Drawn state of the dice; `keep` is the set of dice the player put in the kept row."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.faces: tuple[Face, ...] = ()
        self.keep: set[int] = set()
        self.pos = [layout.die_slot(i, False) for i in range(DICE)]
        self.angle = [0.0] * DICE
        self.flash: list[Face | None] = [None] * DICE  # a face shown mid-tumble
        self.glow: set[int] = set()  # dice to point out (e.g. Spider-Mans in a roll-off)
        self.drifting: set[int] = set()  # dice gliding to their slot outside the animator
        self._shuffle = random.Random(7)  # only for the faces flashing by: never game state

    def slot(self, index: int) -> tuple[float, float]:
        return self.layout.die_slot(index, index in self.keep)

    def rect(self, index: int) -> pygame.Rect:
        side = self.layout.die
        r = pygame.Rect(0, 0, side, side)
        r.center = (round(self.pos[index][0]), round(self.pos[index][1]))
        return r

    def resting_look(self) -> Hashable | None:
        """What the dice show when every one rests in its slot (the table's still picture holds them
        then: a robot's turn is mostly dice at rest); None while one glides, tumbles or flashes a face."""
        if self.drifting or any(self.angle) or any(face is not None for face in self.flash):
            return None
        for i in range(DICE):
            (x, y), (sx, sy) = self.pos[i], self.slot(i)
            if (round(x), round(y)) != (round(sx), round(sy)):
                return None
        return (self.faces, frozenset(self.keep), frozenset(self.glow))

    def area(self) -> pygame.Rect:
        """Where the dice can rest, in the tray or the kept row, glow and shadow included."""
        rests = [self.layout.die_slot(i, kept) for i in range(DICE) for kept in (False, True)]
        side = self.layout.die + 24
        rects = [pygame.Rect(0, 0, side, side) for _ in rests]
        for rect, (x, y) in zip(rects, rests, strict=True):
            rect.center = (round(x), round(y))
        return rects[0].unionall(rects[1:])

    def settle(self, faces: Sequence[Face], keep: set[int] | None = None) -> None:
        """Show these faces at rest in their slots (after loading a game or a finished animation)."""
        self.faces = tuple(faces)
        if keep is not None:
            self.keep = set(keep)
        for i in range(DICE):
            self.pos[i] = self.slot(i)
            self.angle[i] = 0.0
            self.flash[i] = None
        self.drifting.clear()

    def toggle(self, index: int) -> None:
        """A child's tap: the die glides to the kept row or back. This does not use the animator,
        so quick taps on several dice are never swallowed as "hurry up" clicks."""
        (self.keep.discard if index in self.keep else self.keep.add)(index)
        self.drifting.add(index)

    def update(self, dt: float) -> None:
        for i in list(self.drifting):
            (x, y), (tx, ty) = self.pos[i], self.slot(i)
            k = min(1.0, dt * 14)
            self.pos[i] = (x + (tx - x) * k, y + (ty - y) * k)
            if abs(tx - self.pos[i][0]) + abs(ty - self.pos[i][1]) < 1:
                self.pos[i] = (tx, ty)
                self.drifting.discard(i)

    def slide(self, anim: Animator, index: int, *, delay: float = 0.0,
              keep: bool | None = None) -> None:
        """Move one die to its slot; `keep` first moves it to or from the kept row."""
        def start() -> None:
            if keep is not None:
                (self.keep.add if keep else self.keep.discard)(index)
            begin, end = self.pos[index], self.slot(index)
            anim.tween(SLIDE_SECONDS, lambda t: self._place(index, lerp_point(begin, end, t)),
                       ease=Ease.BACK)

        anim.tween(0.0, lambda _t: None, delay=delay, on_done=start)

    def _place(self, index: int, pos: tuple[float, float]) -> None:
        self.pos[index] = pos

    def tumble(self, anim: Animator, faces: Sequence[Face], rolled: Sequence[int],
               start: tuple[float, float] | None, on_land: Callable[[], None]) -> None:
        """Rolled dice fly (from `start`, or hop where they lie) spinning and flashing faces,
        then land on `faces` one after another."""
        self.faces = tuple(faces)
        self.drifting.difference_update(rolled)
        for k, i in enumerate(rolled):
            begin = start or self.pos[i]
            end = self.slot(i)
            spin = motion.turn(self._shuffle.choice((-1, 1)) * (540 + 90 * k))
            last = k == len(rolled) - 1

            def step(t: float, i: int = i, begin: tuple[float, float] = begin,
                     end: tuple[float, float] = end, spin: float = spin) -> None:
                x, y = lerp_point(begin, end, t)
                self.pos[i] = (x, y - math.sin(math.pi * t) * motion.height(90))
                self.angle[i] = spin * (1 - t)
                self.flash[i] = Face(self._shuffle.randrange(len(Face))) if t < 0.9 and motion.flickers() else None

            anim.tween(TUMBLE_SECONDS + 0.06 * k, step, ease=Ease.OUT, delay=0.04 * k,
                       on_done=on_land if last else None)

    def draw(self, surface: pygame.Surface, highlight: set[int] | None = None) -> None:
        for i in range(min(DICE, len(self.faces))):
            flash = self.flash[i]
            face = flash if flash is not None else self.faces[i]  # Spider-Man is face 0: no `or`
            img = die_image(face, self.layout.die)
            if self.angle[i]:
                img = pygame.transform.rotate(img, self.angle[i])
            rect = img.get_rect(center=(round(self.pos[i][0]), round(self.pos[i][1])))
            if i in self.glow or (highlight and i in highlight):
                drawn(surface, pygame.draw.rect(surface, (255, 226, 60), self.rect(i).inflate(14, 14),
                                                border_radius=24))
            drawn(surface, surface.blit(img, rect))

    def draw_empty(self, surface: pygame.Surface) -> None:
        """Dotted places for the dice before the first roll."""
        for i in range(DICE):
            r = pygame.Rect(0, 0, self.layout.die - 12, self.layout.die - 12)
            r.center = (round(self.layout.die_slot(i, False)[0]), round(self.layout.die_slot(i, False)[1]))
            drawn(surface, pygame.draw.rect(surface, (255, 255, 255), r, 3, border_radius=20))
