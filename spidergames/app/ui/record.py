"""Where every text, panel and button of a frame lands: the layout tests read it (off in play).

Drawing code notes what it puts on a surface with `note`; only a `Recorder` surface (the tests draw
a frame onto one instead of the window) keeps the notes, so in play a note costs one type test.
Texts need no note of their own: `text` remembers which surfaces are words, and a `Recorder` sees
them arrive through its `blit`, wherever the scene computed their place.

A picture composed once and blitted often (a game's backdrop with its labels) is made a `Recorder`
too: blitted onto the recorder of a test, it hands on its marks, moved to where it lands.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import pygame

Colour = tuple[int, ...]


@dataclass(frozen=True)
class Words:
    """What a text surface says and how it was drawn (kept beside the surface by `text`)."""

    words: str
    size: int  # in logical px, after the Large text layout
    colour: Colour
    outline: Colour | None  # the dark edge drawn round the letters, if any
    shrink: str | None = None  # why it may be smaller than Large text's size (a key of text.SHRINK_TO_FIT)
    lines: tuple[str, ...] = ()  # the lines it was broken into, when wrapped
    wrap: int = 0  # the width it was wrapped at (0: not wrapped)
    bold: bool = True


_WORDS: weakref.WeakKeyDictionary[pygame.Surface, Words] = weakref.WeakKeyDictionary()


def remember(surface: pygame.Surface, words: Words) -> None:
    """`surface` shows `words` (called by the text renderer for every text it makes)."""
    _WORDS[surface] = words


@dataclass
class Mark:
    """One thing drawn. `rect` is where it is drawn, `hit` where a tap counts (buttons), `ink` the
    letters' own box (texts), `under` the mean colour the text was drawn on."""

    kind: str  # "text", "panel", "button", "veil", "popup" (a passing message over the table), "target"
    # (one of this turn's choices, noted besides its button), "badge" (whose turn it is), "ring" (a focus
    # ring: `rect` where it reaches, `hit` what it is round), "disc" (a number's round badge: `rect` the
    # square round its paper), "counter" (what a child counts the turn by: Yahtzee's rolls left) or "fitted"
    # (a scene laid out for another canvas, drawn shrunk into `rect`: `hit` the size it was laid out for;
    # its own marks stay on its off-screen picture, so the check must see that it was not measured)
    rect: pygame.Rect
    words: Words | None = None
    ink: pygame.Rect | None = None
    under: Colour | None = None
    hit: pygame.Rect | None = None
    fill: Colour | None = None
    enabled: bool = True
    points_at: pygame.Rect | None = None  # a pop-up's: what it speaks of (a hint's glowing target)
    round: bool = False  # a ring's: a circle in `rect`, not a rounded box


class Recorder(pygame.Surface):
    """A screen-sized surface that keeps a `Mark` for every text blitted and every note made on it.

    A layout check's recorder has every still picture painted straight onto it, so each mark is taken
    as it is drawn. One made `from_pictures` (the demo's table, drawn every frame; the projector's, once
    a move) takes the still pictures from their layer, composed only when they change, with the marks
    kept from their composition: the same words in the same places, the layer's share of a demo frame
    halved (1.2 -> 0.55 ms), but a text's `under` is the colour it was drawn on when its part was last
    composed.
    """

    def __init__(self, size: tuple[int, int], *, from_pictures: bool = False) -> None:
        super().__init__(size)
        self.marks: list[Mark] = []
        self.from_pictures = from_pictures

    def blit(self, source: pygame.Surface, dest: object, area: object = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        if isinstance(source, Recorder) and area is None:
            x, y = _topleft(dest)
            self.marks += [_moved(m, x, y) for m in source.marks]
        words = _WORDS.get(source)
        if words is not None and area is None:
            rect = source.get_rect(topleft=_topleft(dest))
            ink = source.get_bounding_rect().move(rect.topleft)
            seen = ink.clip(self.get_rect())
            under = pygame.transform.average_color(self, seen)[:3] if seen.width and seen.height else None
            self.marks.append(Mark("text", rect, words=words, ink=ink, under=under))
        return pygame.Surface.blit(self, source, dest, area, special_flags)  # type: ignore[arg-type]


def _moved(mark: Mark, x: int, y: int) -> Mark:
    def move(rect: pygame.Rect | None) -> pygame.Rect | None:
        return None if rect is None else rect.move(x, y)

    return Mark(mark.kind, mark.rect.move(x, y), words=mark.words, ink=move(mark.ink), under=mark.under,
                hit=move(mark.hit), fill=mark.fill, enabled=mark.enabled, points_at=move(mark.points_at),
                round=mark.round)


def _topleft(dest: object) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.topleft
    x, y = dest[:2] if not hasattr(dest, "x") else (dest.x, dest.y)  # type: ignore[index, attr-defined]
    return int(x), int(y)


def recording(surface: pygame.Surface) -> bool:
    """True if `surface` keeps marks: a picture composed once and blitted onto it (a still layer, the
    menu's frame) must then be drawn straight onto it instead, or the check would see one blit."""
    return isinstance(surface, Recorder)


def paints_straight(surface: pygame.Surface) -> bool:
    """True if a still layer must paint its parts straight onto `surface`: a layout check's recorder
    (not one that takes its still pictures with their marks, `Recorder.from_pictures`)."""
    return isinstance(surface, Recorder) and not surface.from_pictures


def note(surface: pygame.Surface, kind: str, rect: pygame.Rect, *, hit: pygame.Rect | None = None,
         fill: Colour | None = None, enabled: bool = True, points_at: pygame.Rect | None = None,
         round: bool = False) -> None:
    """Keep a mark of a panel, button, veil, pop-up, target or badge drawn on `surface`, if it is a `Recorder`."""
    if isinstance(surface, Recorder):
        surface.marks.append(Mark(kind, pygame.Rect(rect), hit=None if hit is None else pygame.Rect(hit),
                                  fill=fill, enabled=enabled,
                                  points_at=None if points_at is None else pygame.Rect(points_at), round=round))
