"""What just happened, and what to do now: the caption every game table shows, written once.

After every move the table says in a short sentence what happened ("Robot pushed a tile",
"Ann scored 3 Hulks", "Ben sent your piece home!") and, once the screen has caught up, whose turn
it is and what to do ("Your turn, Ann! Roll the dice."). What happened stays until the next
player moves.

A sentence is data, not a string: a `Line` keeps the English template (later the gettext msgid,
and the key of a recorded voice clip) apart from its parameters, and seat parameters hold the seat
number, never the name, so a name is drawn (or spoken) separately. Each game supplies only a small
`captions` module (`spidergames/games/X/captions.py`, see `Captions`) that turns the rules' typed
events into lines; `GameScene` feeds it and draws the `CaptionBar`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

import pygame

from ...core.gameinfo import Plural
from ...core.protocol import Outcome, Seat
from .. import assets, i18n
from ..i18n import N_, _, ngettext
from ..ui import text
from ..ui.draw import drop_shadow, panel, portrait
from ..ui.theme import INK, PAPER, player_rgb
from ..words import value_words
from .layers import Sticker
from .seats import robot_badge
from .sprites import picture

Param = int | str

MAX_HAPPENED = 2
"""Lines of what happened kept on screen (a turn of two steps reads as two lines)."""

SIZE = 30
GAP = 4
MIN_WORDS = 140  # px of words beside the icons; less, and the icons go under the words
NO_ICONS, WORDS_ONLY = 1, 2
"""How plain a row is drawn when even alone it does not fit (0: portrait, words and icons)."""


@dataclass(frozen=True)
class Line:
    """One sentence: an English template with {placeholders}, its parameters, and pictures.

    `seats` names the parameters that are seat numbers: they are shown as the seat's name (and
    its portrait); a translation or a voice sees only the template and the parameters. A counted
    sentence ("moved 1 space", "moved 3 spaces") keeps its `plural` template too, and `count` names
    the parameter whose number picks the form (each language has its own rule: `ngettext`).
    """

    template: str
    params: tuple[tuple[str, Param], ...] = ()
    seats: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()  # asset names drawn after the words (a die, a symbol, a card)
    plural: str = ""
    count: str = ""

    @classmethod
    def of(cls, template: str | Plural, *, seats: Sequence[str] = (), icons: Sequence[str] = (),
           **params: Param) -> Line:
        """`Line.of("{player} scored {count} {friend}", seats=["player"], player=0, count=3, friend="Hulks")`;
        a counted sentence is marked with `N_plural(singular, plural, count)`."""
        if isinstance(template, Plural):
            return cls(template.singular, tuple(params.items()), tuple(seats), tuple(icons), template.plural,
                       template.count)
        return cls(template, tuple(params.items()), tuple(seats), tuple(icons))

    def wording(self) -> str:
        """The template in the current language, in the form its count asks for."""
        if self.plural:
            return ngettext(self.template, self.plural, int(dict(self.params)[self.count]))
        return _(self.template)

    def text(self, names: Sequence[str]) -> str:
        """The sentence in the current language (the template and its word values translated, see
        `words.value_words`) with each seat parameter replaced by that seat's name.

        >>> Line.of("{player} scored {count}", seats=["player"], player=1, count=3).text(["Ann", "Ben"])
        'Ben scored 3'
        """
        values = {k: names[int(v)] if k in self.seats else value_words(v) for k, v in self.params}
        return self.wording().format(**values)

    def seat(self) -> int | None:
        """The first seat the sentence is about (its portrait leads the line), if any."""
        for k, v in self.params:
            if k in self.seats:
                return int(v)
        return None


YOUR_TURN = N_("Your turn, {player}!")
PLAYING = N_("{player} is playing.")


def your_turn(seat: int, human: bool) -> Line:
    """Whose turn it is, the same words in every game."""
    return Line.of(YOUR_TURN if human else PLAYING, seats=["player"], player=seat)


def turn_told(lines: Sequence[Line]) -> Line | None:
    """The line of `lines` that says whose turn it is (`your_turn`), if any."""
    return next((line for line in lines if line.template in (YOUR_TURN, PLAYING)), None)


class Captions(Protocol):
    """What each game's `captions` module provides (module-level functions)."""

    def happened(self, event: Any, before: Any, after: Any) -> Line | None:
        """One event the rules reported, in words (None: nothing worth saying)."""

    def to_do(self, view: Any, legal: Sequence[Any]) -> Line | None:
        """What the person whose turn it is should do now, given the legal actions."""

    def verdict(self, view: Any, outcome: Outcome) -> Line | None:
        """Why the winner won when the best scores are tied (None when they are not)."""


class Rows(NamedTuple):
    """What a caption shows: each line of what happened in its own row (the first `told` rows), then
    the row of what to do now."""

    rows: list[list[Line]]
    told: int


class CaptionBar:
    """The lines of the last player's move, and how to draw them with the line of what to do now."""

    def __init__(self) -> None:
        self.happened: list[Line] = []
        self._actor: int | None = None
        self._sticker = Sticker()
        self._shown: Rows | None = None  # the rows this frame draws (None: not followed yet)
        self._next: Rows | None = None
        self.on_screen: Rows = Rows([], 0)  # the rows the last frame showed (run on as one, if need be)
        self._laid: tuple[object, Rows] | None = None  # the rows the sticker's picture shows, by its looks

    def acted(self, seat: int) -> None:
        """`seat` just played: a new player's move replaces the last player's lines."""
        if seat != self._actor:
            self.happened.clear()
            self._actor = seat

    def tell(self, line: Line | None) -> None:
        """An event was shown: add its line (the oldest go when there are too many)."""
        if line is None:
            return
        self.happened.append(line)
        del self.happened[:-MAX_HAPPENED]

    def clear(self) -> None:
        self.happened.clear()
        self._actor = None

    def lines(self, now: Sequence[Line]) -> Rows:
        """The rows to show: each line of what happened, then the sentences of what to do now."""
        rows = [[line] for line in self.happened]
        if now:
            rows.append(list(now))
        return Rows(rows, len(self.happened))

    def follow(self, now: Sequence[Line]) -> None:
        """A frame's update is over: the rows as they stand now (with `now`) are drawn from the next frame on.

        So a new sentence is painted on the frame after the one that changed the table (a card moved,
        a new turn): that frame composes the table's still picture again, and the two on one frame
        were the heaviest frames of play. One frame (17-40 ms) later, no child sees the difference.
        """
        self._shown, self._next = self._next, self.lines(now)

    @property
    def pending(self) -> bool:
        """Rows the last update left are not drawn yet: the app must draw one more frame before it
        sleeps (or "Your turn" would wait for the next touch)."""
        return self._shown is not None and self._next != self._shown  # (None: the first frame drew `_next`)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, now: Callable[[], Sequence[Line]],
             seats: Sequence[Seat]) -> None:
        """A paper panel in `rect`: row by row, the subject's portrait, the words (wrapped if need be)
        and the icons, at the largest size at which every row fits. Rows do not give way (issue #32):
        the pictures go first, then the words shrink (with Large text, down to what normal text draws),
        then the rows run on as one paragraph; each game's layout gives the caption room for that
        (tests/test_caption_rows.py lists the tables that do not yet: there rows go, see `_fewer`)."""
        shown = self._shown if self._shown is not None else self.lines(now())  # `now()`: before any update
        if not shown.rows:
            self.on_screen = shown
            return
        drop_shadow(surface, rect, 16)
        looks = (tuple(map(tuple, shown.rows)), tuple(seats), i18n.language())  # painted again only when they change
        self._sticker.draw(surface, rect, looks,
                           lambda target, at: self._painted(looks, _paint(target, at, shown, seats)))
        self.on_screen = self._laid[1] if self._laid is not None and self._laid[0] == looks else shown

    def _painted(self, looks: object, rows: Rows) -> None:
        self._laid = (looks, rows)


def box_height(lines: int) -> int:
    """The height of a caption box that holds `lines` lines of words at the least size the caption
    shrinks to (the same in both text sizes): what a game's layout gives the caption for its rows."""
    return lines * assets.font(text.scaled_size(text.base_for(text.PLAY)), True).get_height() + 12


class Style(NamedTuple):
    """How compactly a caption is laid out: the least size its words may shrink to, how plain each row
    is drawn (see WORDS_ONLY), and whether every line runs on in one paragraph of words."""

    least: int
    plain: int
    bare_turn: bool  # whose turn it is drawn without its portrait (the turn badge shows that face)
    joined: bool


def _styles() -> list[Style]:
    """From the roomiest to the most compact: each is tried, shrinking its words from `SIZE` to its
    least size, until every row fits. Rows do not give way (issue #32): what happened, whose turn it is
    and what to do are all painted; only their pictures go, the Large size shrinks (never below what
    normal text draws) and at last the rows run on as one paragraph (see `_fewer` for a table that
    leaves too little room even for that)."""
    least = text.base_for(text.PLAY)
    return [Style(text.PLAY, 0, False, False), Style(least, 0, True, False), Style(least, NO_ICONS, True, False),
            Style(least, WORDS_ONLY, True, False), Style(least, WORDS_ONLY, True, True)]


def _paint(surface: pygame.Surface, rect: pygame.Rect, shown: Rows, seats: Sequence[Seat]) -> Rows:
    """Paint every row of `shown` in `rect`, as roomy as fits (see `_styles`); returns the rows drawn
    (one row when they run on as a paragraph)."""
    panel(surface, rect, PAPER, radius=16, border=3, shadow=False)
    inner = rect.inflate(-20, -12)
    names = [text.one_unit(s.name) for s in seats]  # a name is broken only where a line cannot hold it
    rows, told, plains, size, laid = _compose(shown, names, inner)
    y = inner.top + max(0, (inner.height - _height(laid)) // 2)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-6, -6).clip(clip))
    last: int | None = None
    for row, (height, words, below), p in zip(rows, laid, plains, strict=True):
        who = row[0].seat()
        box = pygame.Rect(inner.left, y, inner.width, height)
        _draw_row(surface, box, row, seats if who != last else (), words, size, below, p)
        last, y = who, y + height + GAP
    surface.set_clip(clip)
    return Rows(rows, told)


Laid = list[tuple[int, pygame.Surface, bool]]


def _compose(shown: Rows, names: Sequence[str],
             inner: pygame.Rect) -> tuple[list[list[Line]], int, list[int], int, Laid]:
    """The rows to paint in `inner`, how many are what happened, how plain each is, their size and
    layout: every row of `shown` in the roomiest style that fits, or (see `_fewer`) only on a table
    that leaves the caption less room than its rows need, the most of them that fits.

    The styles and sizes tried are measured, not drawn (`_measure`): only the layout chosen is wrapped
    evenly and drawn, so a new sentence costs one picture a row, not one for every size of every style
    (tests/app/test_caption_work.py counts them)."""
    styles = _styles()
    for rows, told in _fewer(shown):
        if not _fits(rows, names, inner, styles[-1]):
            continue  # not even in the most compact style: fewer rows, without trying every size
        for whole_words, style in ((w, s) for w in (True, False) for s in styles):  # a broken word: last resort
            laid_rows, laid_told = ([[line for row in rows for line in row]], 0) if style.joined else (rows, told)
            plains = [max(style.plain, WORDS_ONLY if style.bare_turn and laid_told and k >= laid_told else 0)
                      for k in range(len(laid_rows))]
            size = _fit(laid_rows, names, inner, plains, style.least, whole_words)
            if size is not None:
                laid = [_lay_out(row, names, size, inner.width, p) for row, p in zip(laid_rows, plains, strict=True)]
                return laid_rows, laid_told, plains, size, laid
    # whose turn it is alone is too long for the box: the most compact, clipped
    last, least = [[line for row in rows for line in row]], styles[-1].least
    return last, 0, [WORDS_ONLY], least, [_lay_out(last[0], names, least, inner.width, WORDS_ONLY)]


def _fewer(shown: Rows) -> Iterator[Rows]:
    """`shown`, then (for a table still to fix: tests/test_caption_rows.py) fewer rows, best first:
    the lines of what happened go, oldest first, before what to do; if what to do does not fit even
    alone, whose turn it is keeps the lines of what happened. Whose turn it is never goes (issue #24),
    nor, while the last move is still shown (no turn yet), the latest line of what happened."""
    rows, told = shown
    happened, now = rows[:told], rows[told:]
    nows = [now] + ([[now[0][:1]]] if now and len(now[0]) > 1 else [])
    for kept in nows:
        for k in range(len(happened), 0 if not kept else -1, -1):  # never no row at all
            yield Rows(happened[len(happened) - k:] + kept, k)


def _fits(rows: list[list[Line]], names: Sequence[str], inner: pygame.Rect, style: Style) -> bool:
    """Whether `rows` fit in `inner` at `style`'s least size, run on as one paragraph."""
    joined = [line for row in rows for line in row]
    return _height([_measure(joined, names, style.least, inner.width, style.plain)]) <= inner.height


def _height(laid: Laid | list[int]) -> int:
    """The height of rows laid out (or of their heights, measured) one under the other."""
    return sum(row if isinstance(row, int) else row[0] for row in laid) + GAP * (len(laid) - 1)


def _fit(rows: list[list[Line]], names: Sequence[str], inner: pygame.Rect, plains: Sequence[int],
         least: int, whole_words: bool = False) -> int | None:
    """The largest size from `SIZE` down to `least` at which `rows` fit in `inner` (`whole_words`: with
    no word broken between letters); None: they do not fit even at `least`."""
    size = SIZE
    while True:
        heights = [_measure(row, names, size, inner.width, p) for row, p in zip(rows, plains, strict=True)]
        if _height(heights) <= inner.height and not (whole_words and any(
                _breaks_a_word(row, names, size, inner.width, p) for row, p in zip(rows, plains, strict=True))):
            return size
        if size - 2 < least:
            return None
        size -= 2


def _sides(size: int) -> tuple[int, int]:
    """The portrait's and an icon's side for text of `size`."""
    return round(size * 1.7), round(size * 1.4)


def _room(row: Sequence[Line], size: int, width: int, plain: int) -> tuple[int, bool]:
    """The width a row's words have beside its portrait and icons, and whether the icons go under
    the words (too many to fit beside them)."""
    face, icon = _sides(size)
    icons = sum(len(line.icons) for line in row) if plain < NO_ICONS else 0
    has_face = row[0].seat() is not None and plain < WORDS_ONLY
    room = width - (face + 8 if has_face else 0) - 6
    below = room - icons * (icon + 4) < MIN_WORDS
    return (room if below else room - icons * (icon + 4)), below


def _breaks_a_word(row: Sequence[Line], names: Sequence[str], size: int, width: int, plain: int) -> bool:
    """Whether a word of the row is wider than the room its words have (it would be broken between
    letters, "hineingesch|oben"): a smaller size or a plainer style is tried first."""
    room, _ = _room(row, size, width, plain)
    words = _words(row, names).split()
    return max((text.width(word, size) for word in words), default=0) > room  # measured, not drawn


def _lay_out(row: Sequence[Line], names: Sequence[str], size: int, width: int,
             plain: int) -> tuple[int, pygame.Surface, bool]:
    """A row's height, its words (wrapped to the room beside the portrait and the icons), and
    whether the icons go under the words (too many to fit beside them). `plain`: see WORDS_ONLY."""
    room, below = _room(row, size, width, plain)
    words = text.render(_words(row, names), size, INK, wrap=room, shrink="caption" if size < text.PLAY else None)
    return _row_height(row, size, plain, below, words.get_height()), words, below


def _measure(row: Sequence[Line], names: Sequence[str], size: int, width: int, plain: int) -> int:
    """The height `_lay_out` gives the row, measured without wrapping its words evenly or drawing them."""
    room, below = _room(row, size, width, plain)
    return _row_height(row, size, plain, below, text.wrapped_height(_words(row, names), size, room))


def _words(row: Sequence[Line], names: Sequence[str]) -> str:
    return " ".join(line.text(names) for line in row)


def _row_height(row: Sequence[Line], size: int, plain: int, below: bool, words: int) -> int:
    """A row's height around words `words` px tall: the icons under them or beside, the portrait."""
    face, icon = _sides(size)
    icons = sum(len(line.icons) for line in row) if plain < NO_ICONS else 0
    has_face = row[0].seat() is not None and plain < WORDS_ONLY
    beside = icon if icons and not below else 0
    return max(words + (icon + 2 if below and icons else 0), beside, face if has_face else 0)


def _draw_row(surface: pygame.Surface, box: pygame.Rect, row: Sequence[Line], seats: Sequence[Seat],
              words: pygame.Surface, size: int, below: bool, plain: int) -> None:
    """Portrait (unless the row above shows the same seat: `seats` is then empty), words, icons
    (as many of them as `plain` leaves)."""
    face, icon = _sides(size)
    x = box.left
    who = row[0].seat() if plain < WORDS_ONLY else None
    if who is not None:
        if 0 <= who < len(seats):
            seat = seats[who]
            centre = (x + face // 2, box.centery)
            portrait(surface, seat.character, centre, face - 10, ring=player_rgb(seat.colour))
            if not seat.is_human:
                robot_badge(surface, (centre[0] - face // 2 + 4, centre[1] - face // 2 + 6), max(18, face // 2))
        x += face + 8
    names = [name for line in row for name in line.icons] if plain < NO_ICONS else []
    if below and names:
        top = box.centery - (words.get_height() + icon + 2) // 2
        surface.blit(words, (x, top))
        x, y = x, top + words.get_height() + 2 + icon // 2
    else:
        surface.blit(words, words.get_rect(midleft=(x, box.centery)))
        x, y = x + words.get_width() + 6, box.centery
    for name in names:
        image = picture(name, (icon, icon))
        surface.blit(image, image.get_rect(midleft=(x, y)))
        x += icon + 4
