"""The canvas: the logical picture every scene draws on, shaped like the screen (issue #30).

Its height is always `HEIGHT` (720 logical px); its width follows the shape of the screen it is shown on
(`width_for`): 16:9 and wider 1280, 16:10 1152, 4:3 and 5:4 960. SDL's SCALED mode then stretches it to
the screen with no bars on those shapes, so a 1024x768 screen shows it at 768/720 = 1.07 (text 28 -> 30
physical px), not a 16:9 picture at 0.8 with bars.

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
from collections.abc import Callable, Collection

import pygame

from .ui.theme import LOGICAL_SIZE, NIGHT

HEIGHT = LOGICAL_SIZE[1]
WIDTHS = {"16:9": 1280, "16:10": 1152, "4:3": 960}
"""The canvas width of each shape class; the design size `LOGICAL_SIZE` is the widest."""
NARROWEST = min(WIDTHS.values())

_now: list[tuple[int, int]] = [LOGICAL_SIZE]
_screen: list[tuple[int, int] | None] = [None]  # the screen the canvas is shown on, if known
_spares: dict[tuple[tuple[int, int], bool], pygame.Surface] = {}  # off-screen pictures for fitted scenes


def width_for(shape: tuple[int, int]) -> int:
    """The canvas width for a screen or window of this shape: the class whose aspect is nearest (the
    boundaries halfway between 4:3 and 16:10, and between 16:10 and 16:9); 5:4 and narrower are 4:3,
    anything wider than 16:9 is 16:9.

    >>> [width_for(s) for s in ((1024, 768), (1280, 1024), (1280, 800), (1440, 900), (1366, 768), (3440, 1440))]
    [960, 960, 1152, 1152, 1280, 1280]
    """
    w, h = shape
    aspect = w / max(1, h)
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
    """The canvas's size now, in logical px."""
    return _now[0]


def width() -> int:
    return _now[0][0]


def centre() -> tuple[int, int]:
    """The middle of the canvas (where a card over the scene sits)."""
    return (_now[0][0] // 2, _now[0][1] // 2)


def use(new: tuple[int, int], *, screen: tuple[int, int] | None = None) -> None:
    """The canvas is now `new` (the window made it so; tests choose one), shown on `screen` (the
    desktop's size; None: not known)."""
    _now[0] = (int(new[0]), int(new[1]))
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
    return min(w / _now[0][0], h / _now[0][1])


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
