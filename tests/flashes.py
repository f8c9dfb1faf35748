"""A flash meter for the frame sweeps: nothing may flash more than three times a second (WCAG 2.3.1).

WCAG's general flash: a pair of opposing changes in relative luminance of at least 10% of the brighter,
the darker below 0.80; harmful when more than three come in one second over an area of at least 25% of a
10 degree field, which WCAG puts at 341 x 256 px of a 1024 x 768 screen (scaled here to the canvas).

Each frame is shrunk to blocks of `BLOCK` px (averaged, then made relative luminance). Every block
follows its luminance from turn to turn (a change counts when it turns back by the threshold, so a fade
or a slow glow is one change, not many). A 10 degree field (the canvas tiled at half a field's step)
changes when blocks covering the threshold area change together, each of them for at least the
`CHANGES`-th time within a second; it flashes too often when it changes `CHANGES` times within one
second. A big thing moving across the table changes many blocks at once, but each only as it comes
and goes: motion, not a flash.
Plain Python (the project has no numpy): blocks whose luminance stands still cost nothing.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import pygame

LIMIT = 3  # flashes a second (WCAG 2.3.1)
CHANGES = 2 * (LIMIT + 1)  # a flash is two opposing changes: this many in a second is too many
RISE = 0.10  # a change is at least this share of the brighter luminance...
DARKER_BELOW = 0.80  # ...with the darker one below this
BLOCK = 16  # px of the canvas per block
FIELD_AT_1024 = (341, 256)  # WCAG's 10 degree field on a 1024 x 768 screen
FIELD_SHARE = 0.25  # the share of that field which may not flash
TOGETHER = 0.05  # s: blocks changing this close in time change together (one flash, seen a frame apart)


def _linear(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


_R, _G, _B = ([k * _linear(c) for c in range(256)] for k in (0.2126, 0.7152, 0.0722))


def relative_luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG's relative luminance of an sRGB colour, 0 (black) to 1 (white)."""
    return _R[rgb[0]] + _G[rgb[1]] + _B[rgb[2]]


def luminance(surface: pygame.Surface, block: int = BLOCK) -> list[float]:
    """Relative luminance of each `block` x `block` square of `surface`, row after row."""
    w, h = surface.get_size()
    raw = pygame.image.tobytes(pygame.transform.smoothscale(surface.convert(24) if surface.get_bitsize() != 24
                                                            else surface, (w // block, h // block)), "RGB")
    return [_R[r] + _G[g] + _B[b] for r, g, b in zip(raw[0::3], raw[1::3], raw[2::3], strict=True)]


def changed(a: float, b: float) -> bool:
    """Whether going from a to b is a flash's change (WCAG's size and darkness conditions)."""
    return abs(a - b) >= RISE * max(a, b) and min(a, b) < DARKER_BELOW


@dataclass
class Flash:
    """A moment when too much of the screen flashed too often."""

    seconds: float
    area: int  # canvas px flashing too often in the worst 10 degree field
    where: tuple[int, int]  # that field's top left, canvas px


@dataclass
class _Block:
    turn: float  # luminance at its last turn
    run: float  # the furthest it has gone since, in its direction
    way: int = 0  # +1 rising, -1 falling, 0 not moved yet
    times: deque[float] = field(default_factory=lambda: deque(maxlen=CHANGES))  # its last changes

    def see(self, v: float) -> bool:
        """Follow the block to luminance `v`; True when that completes a change (it turned back)."""
        if self.way == 0:
            if changed(self.turn, v):
                self.way, self.run = (1 if v > self.turn else -1), v
        elif (v - self.run) * self.way > 0:
            self.run = v  # further the same way
        elif changed(self.run, v):  # turned back: the leg from the last turn is one change
            counted = changed(self.turn, self.run)
            self.turn, self.run, self.way = self.run, v, -self.way
            return counted
        return False


@dataclass
class FlashMeter:
    """Watches frames (`see` each one drawn, with the time it stood for) and keeps every `Flash`."""

    canvas: tuple[int, int] = (1280, 720)
    block: int = BLOCK
    seconds: float = 0.0
    flashes: list[Flash] = field(default_factory=list)
    _last: list[float] = field(default_factory=list)
    _blocks: list[_Block] = field(default_factory=list)
    _recent: deque[tuple[float, list[int]]] = field(default_factory=deque)  # blocks that changed lately
    _fields: dict[tuple[int, int], deque[float]] = field(default_factory=dict)  # each field's last changes

    @property
    def columns(self) -> int:
        return self.canvas[0] // self.block

    @property
    def field(self) -> tuple[int, int]:
        """WCAG's 10 degree field in blocks, scaled from 1024 px wide to the canvas."""
        scale = self.canvas[0] / 1024 / self.block
        return round(FIELD_AT_1024[0] * scale), round(FIELD_AT_1024[1] * scale)

    @property
    def threshold(self) -> int:
        """The flashing area (canvas px) that counts: a quarter of the 10 degree field."""
        w, h = self.field
        return round(FIELD_SHARE * w * h) * self.block**2

    def corners(self) -> list[tuple[int, int]]:
        """The fields watched (top left, in blocks): the canvas tiled at half a field's step, edges included."""
        fw, fh = self.field
        cols, rows = self.columns, self.canvas[1] // self.block
        xs = sorted({*range(0, cols - fw + 1, fw // 2), cols - fw})
        ys = sorted({*range(0, rows - fh + 1, fh // 2), rows - fh})
        return [(x, y) for y in ys for x in xs]

    def see(self, surface: pygame.Surface, dt: float) -> None:
        """The next frame, shown for `dt` seconds after the one before."""
        self.seconds += dt
        values = luminance(surface, self.block)
        if not self._blocks:
            self._blocks = [_Block(v, v) for v in values]
            self._fields = {corner: deque(maxlen=CHANGES) for corner in self.corners()}
        else:
            now = []
            since = self.seconds - 1.0
            for i, (block, v, before) in enumerate(zip(self._blocks, values, self._last, strict=True)):
                if v != before and block.see(v):
                    block.times.append(self.seconds)
                    if len(block.times) == CHANGES and block.times[0] > since:
                        now.append(i)  # this spot has changed too often this second
            self._recent.append((self.seconds, now))
            while self._recent[0][0] <= self.seconds - TOGETHER:
                self._recent.popleft()
            if now:
                self._judge({i for _t, blocks in self._recent for i in blocks})
        self._last = values

    def _judge(self, changing: set[int]) -> None:
        """A field has changed when blocks that change too often change together (within `TOGETHER` s)
        over a quarter of it; keep a `Flash` when it has changed `CHANGES` times within one second."""
        fw, fh = self.field
        cols = self.columns
        cells = [(i % cols, i // cols) for i in changing]
        for (x0, y0), times in self._fields.items():
            area = sum(1 for x, y in cells if x0 <= x < x0 + fw and y0 <= y < y0 + fh) * self.block**2
            if area < self.threshold or times and times[-1] > self.seconds - TOGETHER:
                continue  # too small, or the same change still under way
            times.append(self.seconds)
            if len(times) == CHANGES and times[0] > self.seconds - 1.0:
                self.flashes.append(Flash(self.seconds, area, (x0 * self.block, y0 * self.block)))

    def report(self) -> str:
        first = self.flashes[0]
        return (f"{len(self.flashes)} times a field flashed more than {LIMIT} times a second; first at "
                f"{first.seconds:.2f} s: {first.area} px (of {self.threshold} that count) in the 10 degree field at "
                f"{first.where}")
