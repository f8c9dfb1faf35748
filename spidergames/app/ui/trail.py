"""Where each frame drew over the still picture on the screen, so the next frame puts it back only there.

The screen keeps last frame's pixels: a frame need not blit a whole still picture (`layers.Layer`)
when most of the screen already shows it. Whatever is drawn over the picture on the screen says
where, with `drawn` (the kit's shapes, stickers, shadows and sprites do it themselves; a game's own
per-frame drawing wraps its blits and shapes, which return the rectangles they touched), and the
next frame's layer blits the picture back over those rectangles only. `frame_drawn` closes a frame:
if a scene on screen does not say where it draws (a menu, a fade, the pause menu), the next frame
blits the whole picture. Surfaces that are not a followed screen (a picture being composed, a
scene prepared off screen) keep no trail: `drawn` costs one dictionary look-up there.
"""

from __future__ import annotations

import weakref

import pygame


class Trail:
    """What the frame drew over one layer's picture on a screen."""

    __slots__ = ("layer", "rects")

    def __init__(self, layer: object) -> None:
        self.layer = layer
        self.rects: list[pygame.Rect] = []


_SCREENS: weakref.WeakKeyDictionary[pygame.Surface, Trail | None] = weakref.WeakKeyDictionary()
"""The followed screens, each with the trail of its last frame (None: the next frame draws whole)."""


def drawn(surface: pygame.Surface, rect: pygame.Rect | None) -> pygame.Rect | None:
    """`rect` of `surface` was drawn over the still picture this frame: the next frame puts the picture
    back there. Returns `rect`, so the call can wrap a blit or a shape (both return what they touched)."""
    if rect is not None:
        trail = _SCREENS.get(surface)
        if trail is not None:
            _add(trail.rects, rect)
    return rect


def _add(rects: list[pygame.Rect], rect: pygame.Rect) -> None:
    """`rect` joins the rectangles to put back; one that mostly overlaps the last (a shadow and what
    casts it) is merged with it, so that the overlap is not blitted twice."""
    if rects:
        last = rects[-1]
        both = last.union(rect)
        if both.width * both.height <= last.width * last.height + rect.width * rect.height:
            rects[-1] = both
            return
    rects.append(rect)


def last(surface: pygame.Surface) -> Trail | None:
    """The trail the last frame left on `surface` (None: not followed, or to be drawn whole)."""
    return _SCREENS.get(surface)


def start(surface: pygame.Surface, layer: object) -> None:
    """`layer` was just blitted onto `surface` (whole or where needed): a new trail starts over it."""
    if surface in _SCREENS:
        _SCREENS[surface] = Trail(layer)


def frame_drawn(surface: pygame.Surface, *, every_part_said_where: bool) -> None:
    """A whole frame is on the screen `surface`: it is followed from now on. If a scene drew on it
    without saying where, the next frame blits its still picture whole."""
    if not every_part_said_where or surface not in _SCREENS:
        _SCREENS[surface] = None
