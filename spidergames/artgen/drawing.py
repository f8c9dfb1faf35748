"""Shared drawing helpers for the art generators.

Everything is drawn on a supersampled canvas with plain ``pygame.draw`` calls and shrunk with
``smoothscale`` at the end: that gives smooth, anti-aliased edges and thick outlines with round
joins, while staying deterministic (no randomness unless a seeded ``random.Random`` is passed in).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pygame

from spidergames.app.paths import assets_dir

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

INK: Color = (24, 20, 38)
"""The dark outline colour used everywhere: near-black with a hint of purple, softer than pure black."""
WHITE: Color = (255, 255, 255)

ASSETS = assets_dir()
"""Where the generators write by default: the app's own assets folder (in a checkout, the committed art)."""
FONT_DIR = ASSETS / "fonts"
BOLD_FONT = FONT_DIR / "Andika-Bold.ttf"


def ensure_pygame() -> None:
    """Initialise just the pygame parts the generators need (no window, works headless)."""
    if not pygame.font.get_init():
        pygame.font.init()


class Canvas:
    """A transparent surface drawn at ``scale`` times its size; coordinates are logical pixels."""

    def __init__(self, width: int, height: int, scale: int = 4) -> None:
        self.width, self.height, self.scale = width, height, scale
        self.surface = pygame.Surface((width * scale, height * scale), pygame.SRCALPHA)

    # -- coordinate helpers -------------------------------------------------------------
    def _p(self, p: Point) -> tuple[int, int]:
        return round(p[0] * self.scale), round(p[1] * self.scale)

    def _n(self, v: float) -> int:
        return max(1, round(v * self.scale))

    # -- primitives ---------------------------------------------------------------------
    def fill(self, color: Color) -> None:
        self.surface.fill(color)

    def circle(self, center: Point, radius: float, color: Color, outline: float = 0,
               ink: Color = INK) -> None:
        """A filled circle with an optional outline centred on its edge."""
        if outline:
            pygame.draw.circle(self.surface, ink, self._p(center), self._n(radius + outline / 2))
            pygame.draw.circle(self.surface, color, self._p(center), self._n(radius - outline / 2))
        else:
            pygame.draw.circle(self.surface, color, self._p(center), self._n(radius))

    def ring(self, center: Point, radius: float, color: Color, width: float) -> None:
        """An unfilled circle of the given line width."""
        pygame.draw.circle(self.surface, color, self._p(center), self._n(radius + width / 2),
                           self._n(width))

    def ellipse(self, center: Point, rx: float, ry: float, color: Color, outline: float = 0,
                ink: Color = INK) -> None:
        """A filled axis-aligned ellipse with an optional outline."""
        def rect(grow: float) -> pygame.Rect:
            r = pygame.Rect(0, 0, self._n(2 * (rx + grow)), self._n(2 * (ry + grow)))
            r.center = self._p(center)
            return r
        if outline:
            pygame.draw.ellipse(self.surface, ink, rect(outline / 2))
            pygame.draw.ellipse(self.surface, color, rect(-outline / 2))
        else:
            pygame.draw.ellipse(self.surface, color, rect(0))

    def polyline(self, points: Sequence[Point], color: Color, width: float,
                 closed: bool = False) -> None:
        """A thick line through the points with round joins and caps (no gaps at corners)."""
        pts = [self._p(p) for p in points]
        if closed:
            pts.append(pts[0])
        w = self._n(width)
        for a, b in zip(pts, pts[1:], strict=False):
            pygame.draw.line(self.surface, color, a, b, w)
        for p in pts:
            pygame.draw.circle(self.surface, color, p, w / 2)

    def polygon(self, points: Sequence[Point], color: Color, outline: float = 0,
                ink: Color = INK) -> None:
        """A filled polygon with an optional thick outline with round joins."""
        pygame.draw.polygon(self.surface, color, [self._p(p) for p in points])
        if outline:
            self.polyline(points, ink, outline, closed=True)

    def line(self, a: Point, b: Point, color: Color, width: float) -> None:
        self.polyline([a, b], color, width)

    def rect(self, x: float, y: float, w: float, h: float, color: Color, outline: float = 0,
             radius: float = 0, ink: Color = INK) -> None:
        """A filled (optionally rounded) rectangle with an optional outline."""
        def box(grow: float) -> pygame.Rect:
            return pygame.Rect(self._p((x - grow, y - grow)),
                               (self._n(w + 2 * grow), self._n(h + 2 * grow)))
        if outline:
            pygame.draw.rect(self.surface, ink, box(outline / 2),
                             border_radius=self._n(radius + outline / 2) if radius else 0)
            pygame.draw.rect(self.surface, color, box(-outline / 2),
                             border_radius=self._n(max(radius - outline / 2, 0)) if radius else 0)
        else:
            pygame.draw.rect(self.surface, color, box(0),
                             border_radius=self._n(radius) if radius else 0)

    def frame(self, x: float, y: float, w: float, h: float, color: Color, width: float,
              radius: float = 0) -> None:
        """An unfilled (optionally rounded) rectangle whose outer edge is the given box."""
        pygame.draw.rect(self.surface, color, pygame.Rect(self._p((x, y)), (self._n(w), self._n(h))),
                         width=self._n(width), border_radius=self._n(radius) if radius else 0)

    def radial(self, center: Point, radius: float, inner: Color, outer: Color,
               steps: int = 24) -> None:
        """A radial-ish gradient disc made of concentric circles, ``outer`` at the rim."""
        for i in range(steps):
            t = i / (steps - 1)
            self.circle(center, radius * (1 - t * 0.85), mix(outer, inner, t))

    def text(self, text: str, center: Point, size: float, color: Color,
             outline: float = 0, ink: Color = INK, font: Path = BOLD_FONT) -> None:
        """Text in the bundled font with an outline made of offset copies (looks the same everywhere)."""
        ensure_pygame()
        f = pygame.font.Font(str(font), self._n(size))
        glyph = f.render(text, True, color)
        cx, cy = self._p(center)
        if outline:
            back = f.render(text, True, ink)
            r = self._n(outline)
            for k in range(24):
                a = 2 * math.pi * k / 24
                rect = back.get_rect(center=(cx + r * math.cos(a), cy + r * math.sin(a)))
                self.surface.blit(back, rect)
        self.surface.blit(glyph, glyph.get_rect(center=(cx, cy)))

    def text_width(self, text: str, size: float, font: Path = BOLD_FONT) -> float:
        """Width in logical pixels of text drawn by :meth:`text`."""
        ensure_pygame()
        return pygame.font.Font(str(font), self._n(size)).size(text)[0] / self.scale

    def paste(self, image: pygame.Surface, center: Point, size: Point) -> None:
        """Paste a surface resized to ``size`` logical pixels, centred on ``center``."""
        scaled = pygame.transform.smoothscale(image, (self._n(size[0]), self._n(size[1])))
        self.surface.blit(scaled, scaled.get_rect(center=self._p(center)))

    def blit(self, other: Canvas, topleft: Point = (0, 0)) -> None:
        """Paste another canvas of the same scale."""
        self.surface.blit(other.surface, self._p(topleft))

    def clip_circle(self, center: Point, radius: float) -> None:
        """Erase everything outside a circle (keeps badges round)."""
        mask = Canvas(self.width, self.height, self.scale)
        mask.circle(center, radius, WHITE)
        self.keep_inside(mask)

    def keep_inside(self, shape: Canvas) -> None:
        """Erase whatever lies outside the opaque part of another canvas (a drawn mask)."""
        self.surface.blit(shape.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def finish(self) -> pygame.Surface:
        """The canvas shrunk to its logical size (this is the anti-aliasing step)."""
        if self.scale == 1:
            return self.surface.copy()
        return pygame.transform.smoothscale(self.surface, (self.width, self.height))


# -- geometry -----------------------------------------------------------------------------
def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend of two colours (t=0 gives a, t=1 gives b)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def star_points(center: Point, outer: float, inner: float, n: int = 5,
                rotation: float = -90) -> list[Point]:
    """Points of an n-pointed star, first point straight up by default."""
    cx, cy = center
    pts = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + 180 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def regular_polygon(center: Point, radius: float, n: int, rotation: float = -90) -> list[Point]:
    cx, cy = center
    return [(cx + radius * math.cos(math.radians(rotation + 360 * i / n)),
             cy + radius * math.sin(math.radians(rotation + 360 * i / n))) for i in range(n)]


def arc_points(center: Point, rx: float, ry: float, start_deg: float, end_deg: float,
               steps: int = 24) -> list[Point]:
    """Points along an elliptical arc; angles in degrees, 0 = right, 90 = down (screen y)."""
    cx, cy = center
    return [(cx + rx * math.cos(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
             cy + ry * math.sin(math.radians(start_deg + (end_deg - start_deg) * i / steps)))
            for i in range(steps + 1)]


def quad_bezier(a: Point, c: Point, b: Point, steps: int = 16) -> list[Point]:
    """Points along a quadratic Bezier curve from a to b pulled towards c."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        out.append(((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
                    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1]))
    return out


def web(canvas: Canvas, center: Point, radius: float, color: Color, width: float,
        spokes: int = 8, rings: int = 4, start_deg: float = 0, end_deg: float = 360,
        sag: float = 0.12) -> None:
    """A spider web: straight spokes and rings that sag towards the centre between spokes."""
    cx, cy = center
    span = end_deg - start_deg
    full = span >= 360
    count = spokes if full else spokes + 1
    angles = [start_deg + span * i / (spokes if full else spokes) for i in range(count)]
    for a in angles:
        r = math.radians(a)
        canvas.line(center, (cx + radius * math.cos(r), cy + radius * math.sin(r)), color, width)
    for k in range(1, rings + 1):
        rr = radius * k / (rings + 0.3)
        pairs = list(zip(angles, angles[1:] + ([angles[0] + 360] if full else []), strict=False))
        for a0, a1 in pairs:
            p0 = (cx + rr * math.cos(math.radians(a0)), cy + rr * math.sin(math.radians(a0)))
            p1 = (cx + rr * math.cos(math.radians(a1)), cy + rr * math.sin(math.radians(a1)))
            mid = math.radians((a0 + a1) / 2)
            pull = rr * (1 - sag * 2)
            c = (cx + pull * math.cos(mid), cy + pull * math.sin(mid))
            canvas.polyline(quad_bezier(p0, c, p1, 10), color, width)


def save(surface: pygame.Surface, path: Path) -> Path:
    """Write a PNG, creating folders as needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path

