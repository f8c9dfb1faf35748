"""The part of a table that stands still, composed once and composed again only when it changes.

Most of a game frame does not move: the background, the board, the scores, the panels. Drawing all
of it every frame costs several full-screen blits on a machine without a GPU, where SDL also scales
and presents in software. A `Layer` keeps it composed on one picture the size of the screen; the
frame blits that picture and draws what moves (sprites, glows, the dice) over it. The picture is
composed again only when its key changes: the key names everything the still part is drawn from
(the view on screen, whose turn the badge shows, what the sprites hide...). Keys are compared with
`==`, which for a tuple checks identity first, so a frozen observation in a key costs nothing while
it stays the same object. The text size and the language are part of every key (Settings, opened
from Pause, may change them mid-game).

A table is composed in `Part`s (`Layer.draw`): the background, each seat's panel, a pile, a
tile... each with its area and its own key. When a part's key or area changes, only that part is
painted again, with the picture clipped to its old and new areas (and every part that reaches into
those areas painted there too, in order): a card played composes its row and the hand, not the whole
table. A game makes its parts with `part(area, paint, **inputs)`: `paint` is a module-level function,
called as `paint(picture, **inputs)`, and the key IS the paint and its inputs, so a part cannot be
painted from something its key leaves out (a method reading the scene beside a key written by hand
could, and a field it forgot gave a stale picture). The parts are made every frame and their keys
compared, one compare a part: the layer's key is theirs. Parts that many inputs are shared by (a
board's fifty tiles, a table's panels) are made together by a module-level maker through
`Layer.parts_of`, made again only when one of its inputs changes: a frame compares its inputs.

A `Sticker` is the same idea for a small thing drawn over the moving ones (a button, the caption, the
thinking bubble): its picture is painted once and blitted, painted again only when its key changes.
Its pixels are copied exactly, so the frame is the same as when it is painted straight on the screen:
the picture has the screen's format, everything on it is opaque (a see-through shadow under it is
drawn on the screen first), and the pixels it leaves unpainted are a colour key, not alpha.

A `card` is a sticker for the still picture itself, kept by its looks rather than by its place: a
seat's panel or the turn badge, painted once per look (name, score, whose turn) and blitted each time
the still picture is composed; the pictures are a scene cache, freed with the game.

Nor does a frame blit the whole picture: the screen keeps last frame's pixels, so the picture is put
back only where the last frame drew over it (`ui.trail`). It is blitted whole when it was composed
again, when another layer or scene drew the last frame, or when a scene that does not say where it
draws was on screen. The layers test draws every frame of real play both ways.

A layout test draws the frame onto a `Recorder`, which sees only what is blitted onto it, and the
picture would reach it as one blit: there the still part is composed straight onto the recorder.
The demo's and the projector's recorders (`Recorder.from_pictures`) take the picture instead, itself a
recorder, with the marks each part made when it was last painted. Drawn in turns onto the screen and
onto such a recorder (the projector, once a move), the layer composes its picture whole at each switch.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import NamedTuple

import pygame

from .. import assets, i18n
from ..ui import record, text, trail
from ..ui.draw import drop_shadow

_NOTHING = object()  # the key of a layer never composed
UNPAINTED = (1, 254, 3)  # a sticker's colour key: a colour no opaque drawing of the app makes


class Part(NamedTuple):
    """A piece of a still picture that changes on its own (a seat's row, a tile, the turn badge).

    Everything `paint` draws lies inside `area` and depends on `key` alone (besides what does not change
    while the layer lives). The first part of a layer is its ground: it covers the whole picture and
    paints every pixel of it (the background)."""

    area: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], object]


class Painting(tuple[Callable[..., object], dict[str, object]]):
    """A part's paint and the inputs it is called with: the part's key, and called, its painting."""

    __slots__ = ()

    def __call__(self, surface: pygame.Surface) -> None:
        self[0](surface, **self[1])


_new = tuple.__new__  # a part is made for every part of every frame: without NamedTuple's Python-level __new__


def part(area: pygame.Rect, paint: Callable[..., object], /, **inputs: object) -> Part:
    """The part of `area` painted by `paint(picture, **inputs)`, keyed by `paint` and its `inputs`.

    `paint` is a module-level function (not a method, not a closure): it reads nothing but its inputs,
    besides what stays while the app runs (assets, the text size and language, which the layer keys).
    Inputs are compared with `==`: values (a frozen observation, tuples, a seat, a rect: copied here,
    so a rect changed later does not change the key), or what lives as long as the scene and is
    compared by identity, its constants (its background picture, its layout).
    """
    if pygame.Rect in map(type, inputs.values()):
        for name, value in inputs.items():
            if type(value) is pygame.Rect:
                inputs[name] = value.copy()
    painting = _new(Painting, (paint, inputs))
    return _new(Part, (area, painting, painting))


PART_ROOM = 24
"""Room round a part's area for what reaches out of it: a soft shadow, an active seat's ring, a count badge."""


def around(area: pygame.Rect) -> pygame.Rect:
    """`area` with room round it for its shadow, ring or badge (a part's area)."""
    return area.inflate(2 * PART_ROOM, 2 * PART_ROOM)


def ground(background: pygame.Surface) -> Part:
    """A table's first part: its background, over the whole picture."""
    return part(background.get_rect(), blit_whole, picture=background)


def blit_at(surface: pygame.Surface, picture: pygame.Surface, at: pygame.Rect) -> None:
    """A part that is one picture (a disc on a space)."""
    surface.blit(picture, at)


def bare(surface: pygame.Surface) -> None:
    """What a part paints while another drawing has its place (a row drawn each frame while it moves)."""


class Layer:
    """One still picture under a scene's moving things."""

    def __init__(self) -> None:
        self.picture: pygame.Surface | None = None
        self._key: object = _NOTHING
        self._words: tuple[bool, str] = (False, "")  # the text size and language it was composed in
        self._parts: tuple[tuple[pygame.Rect, Hashable], ...] = ()  # each part's area and key
        self._marks: list[list[record.Mark]] = []  # each part's marks, on a picture that records them
        self.compositions = 0  # how often it was composed, in part or whole (tests and the bench watch it)
        self.in_part = 0  # how many of those painted only the parts that changed (tests watch it)
        self.mends = 0  # how often only what the last frame drew over it was put back (tests watch it)
        self._made: dict[Callable[..., list[Part]], tuple[dict[str, object], list[Part]]] = {}
        self._made_in: tuple[bool, str] = (False, "")  # the text size and language they were made in

    def draw(self, surface: pygame.Surface, parts: Sequence[Part]) -> None:
        """Blit the still picture of `parts` (made by `part`) onto `surface`, composing again those whose key
        or area changed (see `draw_parts`): the layer's key is the parts themselves, compared part by part
        (a part kept from the last frame, as `parts_of` keeps them, by identity alone)."""
        self.draw_parts(surface, tuple(parts), lambda: parts)

    def parts_of(self, make: Callable[..., list[Part]], /, **inputs: object) -> list[Part]:
        """The parts `make(**inputs)` makes, made again only when an input changed (a board's tiles:
        fifty parts not made every frame). `make`, a module-level function like a part's paint, makes
        them from its inputs alone, so its last parts stand for any inputs equal to its last ones (in
        the same text size and language: a maker may word a label)."""
        words = _words()
        if words != self._made_in:
            self._made.clear()
            self._made_in = words
        last = self._made.get(make)
        if last is not None and last[0] == inputs:
            return last[1]
        parts = make(**inputs)
        self._made[make] = (inputs, parts)
        return parts

    def draw_parts(self, surface: pygame.Surface, key: Hashable, parts: Callable[[], Sequence[Part]]) -> None:
        """Blit the still picture onto `surface`; if `key` changed, compose again the `parts()` that changed.

        `key` names everything the parts are drawn from (it is compared every frame: keep it cheap;
        `parts` is asked only when it changes). A part whose key or area changed is painted again,
        and so is every part that reaches into its old or new area, there only (the picture is
        clipped to it): a change to one seat's row composes that row's corner of the table, not the
        whole table (a whole composition costs 1-4 ms, most of it in blits the clip cuts short).
        """
        if record.paints_straight(surface):
            for part in parts():  # every text, panel and button of the still part seen by the check
                part.paint(surface)
            return
        words = _words()
        marking = record.recording(surface)  # it takes the picture with the marks of its parts
        if (self.picture is None or self.picture.get_size() != surface.get_size()
                or record.recording(self.picture) != marking):
            self.picture = (record.Recorder(surface.get_size(), from_pictures=True) if marking
                            else pygame.Surface(surface.get_size(), 0, surface))  # the screen's format: a fast blit
            self._key = _NOTHING
        last = trail.last(surface)
        picture = self.picture
        changed: list[pygame.Rect] | None = []
        if key != self._key or words != self._words:
            new = tuple(parts())
            changed = self._changed(new, words)
            self._key, self._words, self._parts = key, words, tuple((part.area, part.key) for part in new)
            if changed is None:
                self._marks = [[] for _ in new]
                for index, part in enumerate(new):
                    self._paint(picture, index, part)
            elif changed:
                for area in changed:
                    picture.set_clip(area)
                    for index, part in enumerate(new):
                        if part.area.colliderect(area):
                            self._paint(picture, index, part)
                picture.set_clip(None)
                self.in_part += 1
            if changed != []:
                self.compositions += 1
        if changed is None or last is None or last.layer is not self:
            blit_whole(surface, picture)
        else:  # the screen shows the picture but where the last frame drew over it, and what changed
            screen = surface.get_rect()
            patches = [_off_the_grid(rect.clip(screen)) for rect in (*changed, *last.rects)]
            surface.blits([(picture, patch, patch) for patch in patches], doreturn=False)
            self.mends += 1
        if isinstance(surface, record.Recorder):
            surface.marks += [mark for marks in self._marks for mark in marks]
        trail.start(surface, self)

    def _paint(self, picture: pygame.Surface, index: int, part: Part) -> None:
        """Paint `part` onto the picture; on a recorder, its marks are kept as the part's (painted in part,
        clipped, a part still notes each of its texts whole, so they replace those it noted before)."""
        if not isinstance(picture, record.Recorder):
            part.paint(picture)
            return
        start = len(picture.marks)
        part.paint(picture)
        self._marks[index] = picture.marks[start:]
        del picture.marks[start:]

    def _changed(self, new: Sequence[Part], words: tuple[bool, str]) -> list[pygame.Rect] | None:
        """Where the picture must be painted again for the parts `new`: the old and new areas of the
        parts that changed, merged where they overlap (None: all of it)."""
        if self._key is _NOTHING or words != self._words or len(new) != len(self._parts):
            return None
        areas: list[pygame.Rect] = []
        for (area, key), part in zip(self._parts, new, strict=True):
            if key != part.key or area != part.area:
                areas += [area, part.area]
        bounds = self.picture.get_rect() if self.picture is not None else pygame.Rect(0, 0, 0, 0)
        merged = _merged([area.clip(bounds) for area in areas if area.colliderect(bounds)])
        if sum(area.width * area.height for area in merged) * 10 > bounds.width * bounds.height * 9:
            return None  # nearly all of it: one whole composition, in one pass
        return merged

    def forget(self) -> None:
        """Drop the picture (the scene was left): the next draw composes it again."""
        self.picture = None
        self._key = _NOTHING
        self._marks = []
        self._made.clear()


def _words() -> tuple[bool, str]:
    """The text size and the language: a still picture composed in others is composed again."""
    return text.large_text(), i18n.language()


def _merged(areas: list[pygame.Rect]) -> list[pygame.Rect]:
    """`areas` with each one that overlaps another, or lies beside it, merged with it when their union
    costs no more to paint than the two (a line of tiles becomes one area; two far corners do not)."""
    out: list[pygame.Rect] = []
    for area in areas:
        for i, other in enumerate(out):
            both = other.union(area)
            if both.width * both.height <= other.width * other.height + area.width * area.height:
                out[i] = both
                break
        else:
            out.append(area)
    return out


def blit_whole(target: pygame.Surface, picture: pygame.Surface) -> None:
    """Copy the whole of `picture` onto `target` (a still picture, a table's background) through the
    cache. SDL copies rows that start on a 16-byte boundary with non-temporal stores, which leave the
    target out of the cache: whatever is drawn on it next (tiles, shadows, the scaling to the window)
    then waits on memory. Copied from its second pixel on, and its first column apart, it is not
    (measured: 33 tiles drawn after a whole 1280x720 copy, 0.79 ms that way, 0.30 ms this way)."""
    width, height = picture.get_size()
    target.blit(picture, (1, 0), pygame.Rect(1, 0, width - 1, height))
    target.blit(picture, (0, 0), pygame.Rect(0, 0, 1, height))


def _off_the_grid(rect: pygame.Rect) -> pygame.Rect:
    """`rect` one pixel wider to the left when it starts on a 16-byte boundary, for the reason in
    `blit_whole`: for patches this size the non-temporal copy is also 2-4x slower itself (measured:
    8 button-sized patches, 0.49 ms aligned, 0.13 ms off the grid)."""
    if rect.x % 4 == 0 and rect.x > 0:
        return pygame.Rect(rect.x - 1, rect.y, rect.width + 1, rect.height)
    return rect


class Sticker:
    """One small still picture, over the moving things: drawn once, blitted each frame.

    `keep` pictures are kept by their key, for a sticker that cycles through a few looks (the thinking
    bubble's one, two, three dots): each is painted once, not each time it comes round again.
    """

    def __init__(self, keep: int = 1) -> None:
        self.picture: pygame.Surface | None = None
        self._inked = pygame.Rect(0, 0, 0, 0)
        self._key: object = _NOTHING
        self._kept: dict[object, tuple[pygame.Surface, pygame.Rect]] = {}
        self._keep = keep
        self.paintings = 0  # how often it was painted (tests watch it)

    def draw(self, surface: pygame.Surface, area: pygame.Rect, key: Hashable,
             paint: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
        """Blit the picture of `area` onto `surface`, painting it first with `paint` if `key` changed.

        `paint(target, at)` draws only opaque pixels, within `at`: where `area` lies on `target`.
        """
        if painted_straight(surface):
            trail.drawn(surface, area)
            paint(surface, area)
            return
        full_key = (key, area.size, text.large_text())
        if self.picture is None or full_key != self._key:
            kept = self._kept.pop(full_key, None)
            if kept is None:
                picture = sticker_picture(area.size, surface, lambda target: paint(target, target.get_rect()))
                kept = (picture, picture.get_bounding_rect())  # the pixels it paints: all a frame must put back
                self.paintings += 1
            self._kept[full_key] = kept  # the newest last
            while len(self._kept) > self._keep:
                del self._kept[next(iter(self._kept))]
            (self.picture, self._inked), self._key = kept, full_key
        surface.blit(self.picture, area)
        trail.drawn(surface, self._inked.move(area.topleft))


def painted_straight(surface: pygame.Surface) -> bool:
    """Whether a sticker's painting goes straight onto `surface`: a layout check's recorder (it sees
    each text and panel only so), or a see-through surface (a colour key copies no alpha)."""
    return record.recording(surface) or bool(surface.get_flags() & pygame.SRCALPHA)


def sticker_picture(size: tuple[int, int], like: pygame.Surface,
                    paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """A picture of `size` in `like`'s format, painted by `paint` with opaque pixels only: the rest
    is a colour key, so blitting it copies exactly what was painted (see `Sticker`)."""
    picture = pygame.Surface(size, 0, like)
    picture.fill(UNPAINTED)
    paint(picture)
    picture.set_colorkey(UNPAINTED, pygame.RLEACCEL)
    return picture


CARD_ROOM = 16
"""Room round a card on its picture: an active seat's ring, a robot badge or a shape may stick out."""
Painter = Callable[..., pygame.Rect | None]


def card(surface: pygame.Surface, at: pygame.Rect, radius: int, painter: Painter,
         args: tuple[object, ...]) -> pygame.Rect | None:
    """A still card (a seat's panel, the turn badge): `painter(surface, at, *args)` over the card's
    soft shadow, from a picture painted once per look (text measured and rendered, portrait ringed)
    and blitted each time the still picture is composed; straight onto a recorder. Returns what the
    painter returns (a panel's free area), where it lies on `surface`.

    `painter` paints opaque pixels only (a soft-edged part reaching out of the card is the caller's,
    drawn after) and must be a module-level function: it and `args` are the picture's key.
    """
    drop_shadow(surface, at, radius)  # see-through: on the table, under the picture
    if painted_straight(surface):
        return painter(surface, at, *args)
    fmt = (surface.get_bitsize(), surface.get_masks())
    picture, found = _card_picture(at.size, fmt, (text.large_text(), i18n.language()), painter, args)
    where = at.inflate(2 * CARD_ROOM, 2 * CARD_ROOM)
    trail.drawn(surface, surface.blit(picture, where))
    return None if found is None else found.move(where.topleft)


@assets.scene_cache(48)  # a few seats, each active or not, with its score, and their turn badges: ~150 kB each
def _card_picture(size: tuple[int, int], fmt: tuple[int, tuple[int, ...]], words: tuple[bool, str],
                  painter: Painter, args: tuple[object, ...]) -> tuple[pygame.Surface, pygame.Rect | None]:
    """The picture `painter` paints of a card of `size` (with room round it), and what it returned.
    `fmt` is the screen's pixel format (bits, masks); `words` (text size, language) is in the key
    only: with other words it is another picture."""
    at = pygame.Rect((CARD_ROOM, CARD_ROOM), size)
    found: list[pygame.Rect | None] = []
    like = pygame.Surface((1, 1), 0, fmt[0], fmt[1])
    picture = sticker_picture(at.inflate(2 * CARD_ROOM, 2 * CARD_ROOM).size, like,
                              lambda target: found.append(painter(target, at, *args)))
    return picture, found[0]
