"""The canvas: the logical picture every scene draws on, shaped like the screen (issue #30).

Its height is always `HEIGHT` (720 logical px); its width follows the shape of the screen it is shown on
(`width_for`): 16:9 and wider 1280, 16:10 1152, 4:3 and 5:4 960. SDL's SCALED mode then stretches it to
the screen with no bars on those shapes, so a 1024x768 screen shows it at 768/720 = 1.07 (text 28 -> 30
physical px), not a 16:9 picture at 0.8 with bars. A screen wider than 16:9 gets a canvas of its own shape
(2560x1080 -> 1707x720, up to `WIDEST`): the scenes lay out for `LOGICAL_SIZE` in its middle (`size()`,
drawn on `content`), and the bottom scene's backdrop fills the whole (`whole()`, `Scene.backdrop`).

`size()` is the one answer to "how big is the canvas now": a scene lays out from it when it is made
(`Scene.layout_size` keeps what it laid out for). `theme.LOGICAL_SIZE` stays the 16:9 design size a game's
Tiled map is drawn for. When the window changes shape (a resize, F11) the app makes the canvas again
(`window.remake`) and asks every scene to lay out again (`Scene.relayout`); a scene that cannot, or a
game table whose map has no layout for this width (`tiled.TiledLayout.layout_width`), keeps the size it
was laid out for and is drawn on a picture of that size fitted into the canvas (`draw_fitted`): shrunk to
the canvas's width and centred, its clicks and taps moved back onto it (`to_scene`), as the whole app was
shown on every screen before.

`SPIDERGAMES_CANVAS=960` (or 1152, 1280) holds the canvas at that width whatever the screen: for a look at
one layout on any screen, and for the tests, which lay out for 1280 unless they choose (tests/conftest.py).

The floors a child reads and taps at are physical pixels (issue #30): `shown_scale()` says how large a
logical px is shown on the screen the canvas was made for (`use(..., screen=...)`), so a page can choose
its least text size for it (`text.page_floor`). A held canvas, and one whose screen is not known, is
taken as shown on a 1280x720 screen (scale 1): the same layout on every screen, as the tests see it.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable, Collection

import pygame

from .ui.theme import LOGICAL_SIZE, NIGHT

HEIGHT = LOGICAL_SIZE[1]
WIDTHS = {"16:9": 1280, "16:10": 1152, "4:3": 960}
"""The canvas width of each shape class; the design size `LOGICAL_SIZE` is the widest a scene lays out for."""
NARROWEST = min(WIDTHS.values())
WIDEST = 2560
"""The widest whole canvas (32:9): a wider screen shows it with bars rather than drawing ever longer sides."""
NEAR_16_9 = 1.02
"""A screen up to 2 % wider than 16:9 (1366x768) is shown 16:9: its bars would be a pixel or two."""

_now: list[tuple[int, int]] = [LOGICAL_SIZE]  # what the scenes lay out for (at most `LOGICAL_SIZE` wide)
_whole: list[tuple[int, int]] = [LOGICAL_SIZE]  # the whole canvas: wider than `_now` on a screen wider than 16:9
_views: dict[pygame.Surface, pygame.Surface] = {}  # each wide screen's middle, kept so its trail is kept
_veiled = [False]  # a veil darkened a wide screen's sides since `sides_veiled` was last asked
_screen: list[tuple[int, int] | None] = [None]  # the screen the canvas is shown on, if known
_spares: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}  # off-screen pictures for fitted scenes
_mirrors: weakref.WeakKeyDictionary[pygame.Surface, pygame.Surface] = weakref.WeakKeyDictionary()  # `spread`


def width_for(shape: tuple[int, int]) -> int:
    """The canvas width for a screen or window of this shape: the class whose aspect is nearest (the
    boundaries halfway between 4:3 and 16:10, and between 16:10 and 16:9); 5:4 and narrower are 4:3.
    A screen wider than 16:9 (21:9, 32:9, a long window) gets a canvas of its own shape, up to `WIDEST`:
    the scenes lay out for 1280 in its middle and their backdrops fill its sides, so it shows no bars.

    >>> [width_for(s) for s in ((1024, 768), (1280, 1024), (1280, 800), (1440, 900), (1366, 768), (1920, 1080))]
    [960, 960, 1152, 1152, 1280, 1280]
    >>> [width_for(s) for s in ((2560, 1080), (3440, 1440), (5120, 1440), (7680, 1080))]
    [1707, 1720, 2560, 2560]
    """
    w, h = shape
    aspect = w / max(1, h)
    if aspect > 16 / 9 * NEAR_16_9:
        return min(WIDEST, round(HEIGHT * aspect))
    if aspect >= (16 / 9 + 16 / 10) / 2:
        return WIDTHS["16:9"]
    if aspect >= (16 / 10 + 4 / 3) / 2:
        return WIDTHS["16:10"]
    return WIDTHS["4:3"]


def _held() -> int | None:
    """The width `SPIDERGAMES_CANVAS` holds the canvas at, if it does."""
    held = os.environ.get("SPIDERGAMES_CANVAS", "").strip()
    return int(held) if held.isdigit() and int(held) in WIDTHS.values() else None


def size_for(shape: tuple[int, int]) -> tuple[int, int]:
    """The canvas for a screen or window of this shape (or the width `SPIDERGAMES_CANVAS` holds it at)."""
    return (_held() or width_for(shape), HEIGHT)


def size() -> tuple[int, int]:
    """The size the scenes lay out for now, in logical px: the canvas, or its middle on a wide one."""
    return _now[0]


def width() -> int:
    return _now[0][0]


def whole() -> tuple[int, int]:
    """The whole canvas now: `size()`, or wider on a screen wider than 16:9 (the backdrops' sides)."""
    return _whole[0]


def offset() -> int:
    """How far right of the whole canvas's left edge the scenes' picture starts (0 unless it is wide)."""
    return (_whole[0][0] - _now[0][0]) // 2


def to_content(pos: tuple[int, int]) -> tuple[int, int]:
    """A point of the whole canvas (a click, a tap) on the scenes' picture in its middle."""
    return (pos[0] - offset(), pos[1])


def content(surface: pygame.Surface) -> pygame.Surface:
    """The part of the whole canvas `surface` the scenes draw on: itself, or its middle on a wide canvas
    (the same subsurface every frame, so what a frame drew over the still picture is followed; for a
    test's `Recorder`, a recorder of the middle's size, laid on it afterwards by `lay`)."""
    from .ui.record import Recorder

    if surface.get_size() != _whole[0] or _whole[0] == _now[0]:
        return surface
    if isinstance(surface, Recorder):
        return Recorder(_now[0])
    view = _views.get(surface)
    if view is None or view.get_size() != _now[0]:
        view = _views[surface] = surface.subsurface(pygame.Rect((offset(), 0), _now[0]))
    return view


def lay(middle: pygame.Surface, surface: pygame.Surface) -> None:
    """The scenes drawn on `middle` (`content(surface)`) are on the whole canvas `surface`: already, unless
    `middle` is a recorder of its own (its marks are then moved to where it lands)."""
    if middle is not surface and middle.get_parent() is None:
        surface.blit(middle, (offset(), 0))


def around(surface: pygame.Surface) -> pygame.Surface:
    """The whole canvas that `surface` is the middle of (a veil darkens all of it), else `surface`."""
    parent = surface.get_parent()
    if parent is None or _views.get(parent) is not surface:
        return surface
    _veiled[0] = True
    return parent


def sides_veiled() -> bool:
    """Whether a veil darkened the sides since the last time this was asked (they are drawn again then)."""
    was, _veiled[0] = _veiled[0], False
    return was


def spread(surface: pygame.Surface, picture: pygame.Surface) -> None:
    """A backdrop `picture`, drawn for the scenes' width, across the whole canvas `surface`: in the middle,
    continued at each side by its mirror image, so it runs on past the picture's edges without a seam."""
    x = (surface.get_width() - picture.get_width()) // 2
    surface.blit(picture, (x, 0))
    if x > 0:
        mirrored = _mirrors.get(picture)
        if mirrored is None:  # flipped once a picture: the sides are drawn again every frame under a veil
            mirrored = _mirrors[picture] = pygame.transform.flip(picture, True, False)
        surface.blit(mirrored, (x - picture.get_width(), 0))
        surface.blit(mirrored, (x + picture.get_width(), 0))


def centre() -> tuple[int, int]:
    """The middle of the canvas (where a card over the scene sits)."""
    return (_now[0][0] // 2, _now[0][1] // 2)


def use(new: tuple[int, int], *, screen: tuple[int, int] | None = None) -> None:
    """The whole canvas is now `new` (the window made it so; tests choose one), shown on `screen` (the
    desktop's size; None: not known); the scenes lay out for at most `LOGICAL_SIZE` of it."""
    _whole[0] = (int(new[0]), int(new[1]))
    _now[0] = (min(_whole[0][0], LOGICAL_SIZE[0]), _whole[0][1])
    _views.clear()
    _screen[0] = None if screen is None else (int(screen[0]), int(screen[1]))
    _spares.clear()


def shown_on() -> tuple[int, int]:
    """The screen the page floors are chosen for: the one the canvas is shown on, else (not known, or the
    canvas held) a 1280x720 screen."""
    return _screen[0] if _screen[0] is not None and _held() is None else LOGICAL_SIZE


def shown_scale() -> float:
    """Physical px per logical px, full screen on `shown_on()` (SCALED shows the canvas as large as
    fits); 1 where the screen is not known or the canvas is held."""
    if _screen[0] is None or _held() is not None:
        return 1.0
    w, h = _screen[0]
    return min(w / _whole[0][0], h / _whole[0][1])


def table_size(widths: Collection[int]) -> tuple[int, int]:
    """The size a game's table lays out for on the canvas now: the canvas, if the game's map has a
    layout for its width (`widths`), else the 16:9 design size (drawn fitted)."""
    return size() if width() in widths else LOGICAL_SIZE


def fitted(inner: tuple[int, int], outer: tuple[int, int]) -> pygame.Rect:
    """Where a picture laid out for `inner` is shown on a canvas of size `outer`: as large as fits,
    never enlarged, in the middle.

    >>> fitted((1280, 720), (960, 720)), fitted((960, 720), (1280, 720))
    (Rect(0, 90, 960, 540), Rect(160, 0, 960, 720))
    """
    scale = min(1.0, outer[0] / inner[0], outer[1] / inner[1])
    w, h = round(inner[0] * scale), round(inner[1] * scale)
    return pygame.Rect((outer[0] - w) // 2, (outer[1] - h) // 2, w, h)


def to_scene(pos: tuple[int, int], inner: tuple[int, int], outer: tuple[int, int]) -> tuple[int, int]:
    """A point on the canvas `outer` moved onto the picture laid out for `inner` shown fitted in it.

    >>> to_scene((480, 360), (1280, 720), (960, 720)), to_scene((160, 0), (960, 720), (1280, 720))
    ((640, 360), (0, 0))
    """
    box = fitted(inner, outer)
    return (round((pos[0] - box.x) * inner[0] / box.width), round((pos[1] - box.y) * inner[1] / box.height))


def draw_fitted(surface: pygame.Surface, inner: tuple[int, int], draw: Callable[[pygame.Surface], None], *,
                over: bool) -> None:
    """Call `draw(picture)` on an off-screen picture of size `inner` and show it fitted in `surface`;
    `over`: an overlay, drawn over what is below on a see-through picture (else the rest of the canvas,
    round the picture, is the night background, not bars of black)."""
    from .ui.record import Recorder, note

    recorded = isinstance(surface, Recorder)
    key = (inner, over)
    picture = None if recorded else _spares.get(key)
    if picture is None:
        picture = (Recorder(inner) if recorded else pygame.Surface(inner, pygame.SRCALPHA if over else 0))
        if not recorded:
            _spares[key] = picture
    picture.fill((0, 0, 0, 0) if over else NIGHT)
    draw(picture)
    box = fitted(inner, surface.get_size())
    if not over:
        surface.fill(NIGHT)
    shown = picture if box.size == inner else pygame.transform.smoothscale(picture, box.size)
    surface.blit(shown, box)
    note(surface, "fitted", box, hit=pygame.Rect((0, 0), inner))
