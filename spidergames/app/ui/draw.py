"""Shapes used by many scenes: panels, player shapes, portraits in rings."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import assets, canvas
from . import record, text
from .theme import FOCUS, INK, PAPER, SHADOW, YELLOW
from .trail import drawn


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...] = PAPER, *,
          radius: int = 18, border: int = 4, shadow: bool = True) -> None:
    """A rounded, outlined card with a soft drop shadow."""
    record.note(surface, "panel", rect, fill=fill)
    if shadow:
        drop_shadow(surface, rect, radius)
    drawn(surface, pygame.draw.rect(surface, fill, rect, border_radius=radius))
    if border:
        pygame.draw.rect(surface, INK, rect, border, border_radius=radius)


SHADOW_OFFSET = (5, 7)
RIM_FROM = 24_000
"""A shadow this big (px) is blended in parts, its rim only: under that, one blit costs less than several
(measured: a die's 72x72 shadow 7 us whole, 29 us in parts; a caption's 656x110, 132 us whole, 35 us)."""


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The soft shadow a panel at `rect` with corners of `radius` casts, drawn just before the panel
    (apart from it when the panel is kept as a sticker: a shadow is see-through). Only where the
    panel will not cover it, if it is big: the rim that shows, and the rounded corners."""
    shade = _shadow(rect.size, radius)
    x, y = rect.x + SHADOW_OFFSET[0], rect.y + SHADOW_OFFSET[1]
    if rect.width * rect.height < RIM_FROM:
        surface.blit(shade, (x, y))
    else:
        surface.blits([(shade, (x + part.x, y + part.y), part) for part in _rim(rect.size, radius)], doreturn=False)
    drawn(surface, pygame.Rect((x, y), rect.size))


@lru_cache(maxsize=256)
def _rim(size: tuple[int, int], radius: int) -> tuple[pygame.Rect, ...]:
    """The parts of a shadow of `size` (in its own place) that its panel does not surely cover: the
    panel's opaque core is its rectangle less the rounded corners, two rectangles crossed."""
    dx, dy = SHADOW_OFFSET
    width, height = size
    r = min(radius, width // 2, height // 2)
    core = [pygame.Rect(r - dx, -dy, width - 2 * r, height), pygame.Rect(-dx, r - dy, width, height - 2 * r)]
    parts = [pygame.Rect(0, 0, width, height)]
    for hole in core:
        parts = [piece for part in parts for piece in _less(part, hole)]
    return tuple(part for part in parts if part.width > 0 and part.height > 0)


def _less(part: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """`part` less `hole`, as up to four rectangles."""
    cut = part.clip(hole)
    if cut.width == 0 or cut.height == 0:
        return [part]
    return [pygame.Rect(part.left, part.top, part.width, cut.top - part.top),  # above the hole
            pygame.Rect(part.left, cut.bottom, part.width, part.bottom - cut.bottom),  # below
            pygame.Rect(part.left, cut.top, cut.left - part.left, cut.height),  # left of it
            pygame.Rect(cut.right, cut.top, part.right - cut.right, cut.height)]  # right of it


ROUND_RING_REACH = 16
"""How far a round focus ring reaches beyond its circle: words beside a round target stand clear of it."""


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, *, round: bool = False) -> None:
    """The keyboard focus, the same everywhere: a yellow band between two dark lines, just
    outside `rect`, so it shows on every colour (a yellow button, a dark table, a red space). The
    layout check is told where it reaches: no words may lie under it."""
    reach = max(rect.size) // 2 + ROUND_RING_REACH if round else 15
    record.note(surface, "ring", pygame.Rect(rect.centerx - reach, rect.centery - reach, 2 * reach, 2 * reach)
                if round else rect.inflate(2 * reach, 2 * reach), hit=rect, round=round)
    if round:
        centre, r = rect.center, max(rect.width, rect.height) // 2
        drawn(surface, pygame.draw.circle(surface, INK, centre, r + ROUND_RING_REACH, 4))
        pygame.draw.circle(surface, FOCUS, centre, r + 12, 6)
        pygame.draw.circle(surface, INK, centre, r + 6, 3)
        return
    radius = min(26, rect.height // 3 + 8)
    drawn(surface, pygame.draw.rect(surface, INK, rect.inflate(30, 30), 4, border_radius=radius + 8))
    pygame.draw.rect(surface, FOCUS, rect.inflate(22, 22), 6, border_radius=radius + 4)
    pygame.draw.rect(surface, INK, rect.inflate(10, 10), 3, border_radius=radius)


def soft_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The translucent rounded shadow panels and lifted cards cast (made once per size)."""
    return _shadow(size, radius)


@assets.scene_cache(128)  # up to a screen's size each: a game's die with it
def _shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, SHADOW, shade.get_rect(), border_radius=radius)
    return shade


def player_mark(surface: pygame.Surface, colour: str, center: tuple[float, float], r: float) -> None:
    """The seat's token: its colour in its own shape and pattern (colour is never the only cue)."""
    side = int(r * 2)
    token = assets.scaled(f"tokens/{colour}.png", (side, side))
    drawn(surface, surface.blit(token, token.get_rect(center=(int(center[0]), int(center[1])))))


def badge_radius(number: int, radius: int = 0) -> int:
    """How far a `number_badge` reaches from its centre (its outline included), at this text size."""
    ink = text.render(str(number), text.PLAY, INK).get_bounding_rect()
    return max(radius, (max(ink.size) + 1) // 2 + 7) + 2


PILE_BADGE = 17  # a pile's count badge: its least radius...
PILE_MARGIN = 6  # ...and its room from the card's edge (a target's glow reaches 2 px into the card)


def pile_badge(rect: pygame.Rect, count: int) -> tuple[tuple[int, int], int]:
    """Where a pile's count stands (centre, radius): inside the card's bottom-left corner, clear of the
    glow, the Help ring and the focus ring the pile wears while it is a target (they run round its edge)."""
    radius = badge_radius(count, PILE_BADGE)
    return (rect.left + PILE_MARGIN + radius, rect.bottom - PILE_MARGIN - radius), radius


def pile_count(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """A pile's count in its badge, inside the card (`pile_badge`): paper white, so it never reads as
    part of the yellow glow round a pile that is a target."""
    number_badge(surface, count, pile_badge(rect, count)[0], radius=PILE_BADGE, fill=PAPER)


def number_badge(surface: pygame.Surface, number: int, center: tuple[float, float], *, radius: int = 0,
                 fill: tuple[int, int, int] = YELLOW) -> int:
    """A number in a circle (cards in a pile, which piece lands where), at play size: the circle grows
    round the number when `radius` is too small for it. Returns the circle's radius."""
    words = text.render(str(number), text.PLAY, INK)
    ink = words.get_bounding_rect()
    radius = badge_radius(number, radius) - 2
    record.note(surface, "disc", pygame.Rect(0, 0, 2 * radius - 2, 2 * radius - 2).move(
        round(center[0]) - radius + 1, round(center[1]) - radius + 1))  # its paper, inside the outline
    drawn(surface, pygame.draw.circle(surface, INK, center, radius + 2))
    pygame.draw.circle(surface, fill, center, radius - 1)
    at = words.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(words, at.move(words.get_width() // 2 - ink.centerx, words.get_height() // 2 - ink.centery))
    return radius + 2


def portrait(surface: pygame.Surface, character: str, center: tuple[int, int], size: int,
             ring: tuple[int, int, int] | None = None) -> pygame.Rect:
    """A character's round portrait, optionally in a coloured ring."""
    img = assets.scaled(f"portraits/{character}.png", (size, size))
    rect = img.get_rect(center=center)
    if ring:
        drawn(surface, pygame.draw.circle(surface, ring, center, size // 2 + 6))
        pygame.draw.circle(surface, INK, center, size // 2 + 6, 3)
    drawn(surface, surface.blit(img, rect))
    return rect


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (behind an overlay), across the whole of a wide canvas."""
    record.note(surface, "veil", surface.get_rect())
    whole = canvas.around(surface)
    drawn(whole, whole.blit(_veil(whole.get_size(), alpha), (0, 0)))


@assets.scene_cache(4)  # a whole screen each (3.7 MB): a game uses two or three, dropped when it is left
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((10, 10, 30, alpha))
    return veil


def forget() -> None:
    """Drop cached surfaces (after pygame was quit and started again)."""
    _shadow.cache_clear()  # type: ignore[attr-defined]  # a scene_cache is an lru_cache
    _veil.cache_clear()  # type: ignore[attr-defined]
