"""Kid-friendly text: the bundled Andika font, optional dark outline, cached renders."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Protocol

import pygame

from .. import assets, canvas
from . import record
from .theme import INK, PAPER
from .trail import drawn

Colour = tuple[int, int, int]
LARGE = 1.4
"""Large text (a setting): reading sizes grow by this much."""
TITLE = 48
"""...but titles stop growing here (at their own size if bigger), so they still fit their place."""
PLAY = 28
"""The least size of anything a child reads during play (names, scores, hints, buttons), at 720p."""
PAGE = 28
"""The least text on a page outside the table, in physical px, on a screen of 1280x720 and up (issue #30)."""
PAGE_SMALL = 24
"""...and on a smaller screen (1024x768)."""
PAGE_LEAST = 22
"""A page's words are never asked smaller, however large the screen shows them."""
_large = {"on": False}
NO_BREAK = "\u00a0"
"""Holds the words on either side on one line while wrapping (`one_unit`); drawn as a space."""

SHRINK_TO_FIT: dict[str, str] = {
    "name": "A seat panel and the turn badge are sized for the table, not for the longest name a child "
            "may type (12 letters): Yahtzee's four panels share one row beside the turn badge, Something "
            "Wild's name sits in a column over the seat's Powers, the web race's four panels share two "
            "rows. A long name shrinks, never below play size, before it is cut.",
    "button": "A button's label shrinks to stay on its button: buttons are sized for the table (at least "
              "64 px), and a long word (German, French) with Large text would run off it.",
    "caption": "The caption box is the table's free space, and no row of it may give way (issue #32): what "
               "happened, whose turn it is and what to do, in German with Large text, shrink (never below "
               "what normal text draws) before a word is cut or a row dropped.",
    "thinking": "The thinking bubble may not grow over the board or the seat panels: a long name "
                "shrinks the words, never below play size.",
    "refusal": "A refused move's message shrinks, never below play size, only where at Large size no "
               "place on the screen leaves this turn's targets and the turn badge uncovered (a long German "
               "or French sentence over Yahtzee's table, where the dice, the grid and the buttons are "
               "all to tap).",
    "help": "The Help bubble's reason shrinks, never below play size, only where at Large size no place "
            "on the screen leaves this turn's targets, the turn badge and the rolls left uncovered (Yahtzee "
            "with three or four seats: the dice, the grid and the buttons are all to tap).",
    "hand label": "Something Wild's hand label stands in a column left of the cards, above the screen's "
                  "foot: a long name in \"Ann's cards\" shrinks it, never below play size.",
    "panel title": "A title in a fixed panel of the table (a Power's name, the Labyrinth's step and symbol "
                   "names) shrinks to its panel's width, never below play size.",
    "message": "A message on a fixed card (the error screen's comfort) shrinks until what comes below it "
               "(the log's path, the details, the buttons) still fits on the card: German with Large text "
               "runs to five lines at full size. The lines for grown-ups under it keep their normal size.",
}
"""Why a play label may be drawn smaller than Large text's 1.4x: each text drawn smaller names its
reason here (`render(..., shrink=...)`), and the layout check refuses any other (tests/layout.py)."""


def set_large_text(on: bool) -> None:
    _large["on"] = on


def large_text() -> bool:
    return _large["on"]


def base_for(drawn: int) -> int:
    """The smallest size that is drawn at least `drawn` px in the text size in use (Large text's floor
    for shrinking text sits lower than normal text's, at the same drawn size)."""
    return math.ceil(drawn / LARGE) if _large["on"] else drawn


def page_floor() -> int:
    """The least size to ask a page's words at (outside the table), as the screen shows it: the least
    logical size drawn `PAGE` physical px (`PAGE_SMALL` under 1280x720) on the screen the canvas is shown
    on (`canvas.shown_scale`), never under `PAGE_LEAST`; with Large text, drawn at least play size too.
    A page outside play may shrink words to it, no further (the layout check's floors)."""
    screen = canvas.shown_on()
    physical = PAGE if screen[0] >= 1280 and screen[1] >= 720 else PAGE_SMALL
    least = max(PAGE_LEAST, math.ceil(physical / canvas.shown_scale() - 1e-9))
    return base_for(max(least, PLAY)) if large_text() else least


def page(size: int) -> int:
    """`size` on a page outside the table: never under `page_floor()` (a page's small print, the menu's
    taglines, a record's labels, follows the screen too)."""
    return max(size, page_floor())


def scaled_size(size: int) -> int:
    """`size` as drawn: the same in normal text; with Large text, 1.4x up to a title's size."""
    return min(round(size * LARGE), max(size, TITLE)) if _large["on"] else size


@assets.scene_cache(512)  # a game's words die with it (its captions alone are hundreds)
def _render(text: str, size: int, colour: Colour, bold: bool, outline: int,
            outline_colour: Colour, wrap: int, centred: bool, shrink: str | None) -> pygame.Surface:
    font = assets.font(size, bold)
    font.align = pygame.FONT_CENTER if centred else pygame.FONT_LEFT
    text = _drawable(font, text)
    lines = tuple(line.replace(NO_BREAK, " ") for line in _balanced(font, text, wrap)) if wrap > 0 else ()
    text = text.replace(NO_BREAK, " ")  # it held its words together on a line: drawn, and recorded, as a space
    shown = "\n".join(lines) if wrap > 0 else text  # SDL's own wrapping breaks lines that fit (issue #32)
    surf = font.render(shown, True, colour)
    if outline:
        font.outline = outline
        edge = font.render(shown, True, outline_colour)
        font.outline = 0
        edge.blit(surf, (outline, outline))
        surf = edge
    font.align = pygame.FONT_LEFT
    record.remember(surf, record.Words(text, size, colour, outline_colour if outline else None, shrink,
                                       lines=lines, wrap=wrap, bold=bold))
    return surf


def _drawable(font: pygame.font.Font, text: str) -> str:
    """`text` as SDL_ttf can draw it: a name read back from a file may hold what typing never keeps
    (seat_names.py); SDL_ttf raises on a NUL, on a lone surrogate and on text of zero width (U+200B
    alone), so those draw as nothing."""
    text = text.replace("\x00", "").encode("utf-8", "replace").decode("utf-8")
    if any(letter.isalnum() for letter in text):  # a letter or digit always has a width (its glyph, or the
        return text  # missing glyph's box): most texts are not measured twice
    return text if font.size(text)[0] else ""


def wrapped_height(text: str, size: int, wrap: int, *, bold: bool = True) -> int:
    """How tall `render(text, size, wrap=wrap)` draws `text`, worked out without drawing it or wrapping
    it evenly: the even wrap keeps the number of lines greedy wrapping needs, one line skip apart. For
    a layout that tries many sizes and keeps one (the caption)."""
    font = assets.font(scaled_size(size), bold)
    return font.get_height() + (_line_count(text, scaled_size(size), bold, wrap) - 1) * font.get_linesize()


@lru_cache(maxsize=512)  # numbers only: a caption's styles try the same row at the same size and width
def _line_count(text: str, size: int, bold: bool, wrap: int) -> int:
    font = assets.font(size, bold)
    paragraphs = _drawable(font, text).split("\n")
    if wrap <= 0:
        return len(paragraphs)
    return sum(max(1, len(_greedy(font, PIECES.findall(p.strip(" ")), wrap))) for p in paragraphs)


def render(text: str, size: int, colour: Colour = PAPER, *, bold: bool = True, outline: int = 0,
           outline_colour: Colour = INK, wrap: int = 0, centred: bool = False,
           shrink: str | None = None) -> pygame.Surface:
    """A text surface (cached). `wrap` > 0 wraps at that many pixels; `centred` centres lines.
    `shrink` names the reason (a key of `SHRINK_TO_FIT`) this text may be smaller than Large text's."""
    if shrink is not None and shrink not in SHRINK_TO_FIT:
        raise KeyError(f"no reason {shrink!r} in SHRINK_TO_FIT")
    return _render(text, scaled_size(size), colour, bold, outline, outline_colour, wrap, centred, shrink)


def draw(surface: pygame.Surface, text: str, size: int, pos: tuple[int, int], colour: Colour = PAPER,
         *, anchor: str = "topleft", bold: bool = True, outline: int = 0,
         outline_colour: Colour = INK, wrap: int = 0, centred: bool = False,
         shrink: str | None = None) -> pygame.Rect:
    """Draw text anchored at `pos` ("center", "midtop", ...) and return where it went."""
    surf = render(text, size, colour, bold=bold, outline=outline, outline_colour=outline_colour, wrap=wrap,
                  centred=centred, shrink=shrink)
    rect = surf.get_rect(**{anchor: pos})
    drawn(surface, surface.blit(surf, rect))
    return rect


def width(text: str, size: int, *, bold: bool = True) -> int:
    """How wide `text` is drawn at `size`, measured without drawing it."""
    return int(assets.font(scaled_size(size), bold).size(text)[0])


def widest_word(labels: Iterable[str], size: int, *, bold: bool = True) -> int:
    """How wide the widest word of `labels` is drawn at `size` (a word never wraps: a row of buttons too
    narrow for it goes on two rows)."""
    font = assets.font(scaled_size(size), bold)
    return max((font.size(word)[0] for label in labels for word in label.split()), default=0)


def fit(text: str, size: int, width: int, *, bold: bool = True, least: int = 10) -> int:
    """The largest size <= `size` at which `text` fits in `width` pixels (never below `least`, even where
    the steps of 2 would pass it: a page floor may be odd)."""
    while size > least and assets.font(scaled_size(size), bold).size(text)[0] > width:
        size = max(least, size - 2)
    return size


def shorten(text: str, size: int, width: int, *, least: int = PLAY, bold: bool = True) -> tuple[str, int]:
    """`text` at the largest size <= `size` that fits `width`, but never below `least`: a text still
    too wide at `least` is cut with a visible ellipsis. Returns the text to draw and its size.

    For names: a long name shrinks a little, then shows "Alexandr…" rather than running over.
    """
    size = max(fit(text, size, width, bold=bold), min(least, size))
    font = assets.font(scaled_size(size), bold)
    if font.size(text)[0] <= width:
        return text, size
    cut = text
    while cut and font.size(cut.rstrip() + "\u2026")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "\u2026", size


NOT_A_CHARACTER = "\U000f0000"  # private use: no font draws it, so it shows the font's empty box


@lru_cache(maxsize=1024)
def has_glyph(char: str) -> bool:
    """Whether the bundled font draws `char` (a name typed with an emoji would show an empty box).

    `Font.metrics` would say None for a missing glyph, but SDL_ttf answers with the metrics of the
    font's empty box instead; that box is the same picture for every missing character.
    """
    if char == " ":
        return True
    font = assets.font(PLAY, True)
    if unicodedata.category(char) in ("Cc", "Cs") or font.size(char)[0] == 0:
        return False  # a control (a NUL raises), a lone surrogate, a zero-width mark: "Text has zero width"
    return pygame.image.tobytes(font.render(char, True, INK), "RGBA") != pygame.image.tobytes(
        font.render(NOT_A_CHARACTER, True, INK), "RGBA")


def forget() -> None:
    """Drop cached renders (after pygame was quit and started again)."""
    _render.cache_clear()  # type: ignore[attr-defined]  # a scene_cache is an lru_cache
    has_glyph.cache_clear()
    _line_count.cache_clear()


def wrap_words(words: str, size: int, width: int, *, bold: bool = True) -> list[str]:
    """`words` broken into lines no wider than `width` (a word too long broken between letters), for
    text laid out line by line; `render(wrap=...)` draws a block broken the same way."""
    return _balanced(assets.font(scaled_size(size), bold), words, width) or [""]


NO_BREAK_HYPHEN = "\u2011"
"""A hyphen no line breaks after; the bundled font draws it as the same pixels as "-"."""


def one_unit(name: str) -> str:
    """`name` with its words held together (issue #32: "Du bist dran, Spieler / 1!"): a name goes to the
    next line whole, and is broken between its words only where a line is too narrow for all of it. A
    hyphenated name ("Anna-Lena") is one word: it is never broken at its hyphen."""
    return name.replace(" ", NO_BREAK).replace("-", NO_BREAK_HYPHEN)


class Measures(Protocol):
    """What wrapping asks of a font: the size of a text (a `pygame.font.Font`, or `_Widths` over one)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


class _Widths:
    """A font's sizes, each text measured once: the even wrap wraps the same words at a dozen widths,
    and measured again each line it tries (with its kerning: a line is not the sum of its words)."""

    def __init__(self, font: pygame.font.Font) -> None:
        self.font = font
        self.sizes: dict[str, tuple[int, int]] = {}

    def size(self, text: str, /) -> tuple[int, int]:
        size = self.sizes.get(text)
        if size is None:
            size = self.sizes[text] = self.font.size(text)
        return size


def _greedy(font: Measures, words: list[str], width: int) -> list[str]:
    """As many `words` (each with the spaces after it) on each line as fit in `width`; a word too long
    is broken between its letters, words held together by no-break spaces (a name) first between them."""
    lines: list[str] = []
    for word in _units(font, words, width):
        if lines and font.size(f"{lines[-1]}{word}".rstrip(" "))[0] <= width:
            lines[-1] += word
        else:
            lines += _letters(font, word, width)
    return [line.rstrip(" ") for line in lines]


def _units(font: Measures, words: list[str], width: int) -> list[str]:
    """`words`, each run of words held together by no-break spaces split at them where it is wider than
    `width` alone (they are then ordinary spaces)."""
    units: list[str] = []
    for word in words:
        if NO_BREAK in word and font.size(word.rstrip(" "))[0] > width:
            *head, last = word.split(NO_BREAK)
            units += [f"{part} " for part in head] + [last]
        else:
            units.append(word)
    return units


def _letters(font: Measures, word: str, width: int) -> list[str]:
    """`word` on lines of its own, broken between letters only if it is wider than `width` alone."""
    if font.size(word.rstrip(" "))[0] <= width:  # most words: measured once, not letter by letter
        return [word]
    lines = [""]
    for letter in word:
        if lines[-1].strip(" ") and font.size(f"{lines[-1]}{letter}".rstrip(" "))[0] > width:
            lines.append("")
        lines[-1] += letter
    return lines


PIECES = re.compile(r"(?:[^ \n]|(?<=«) +| +(?=[:;!?»]))+?(?:-(?=[^ \n])|(?<!«) +(?![ :;!?»])|$)")
"""What a line may break after: a word with the spaces after it (a double space stays double: "1  Push";
a no-break space keeps its words together), or a part of a word up to its hyphen ("Spinnennetz-"). The
space French writes before : ; ! ? » and after « belongs to the word beside it ("retourné :")."""


def _balanced(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """`text` wrapped at `width` into as few lines as greedy wrapping needs, but with lines as even as
    that many lines allow, so the last line is not left with one word where the line above has words to
    share (a widow: "Push a tile / in"; "Push a / tile in" leaves both lines two). Each paragraph (a
    line break in `text`) is wrapped on its own."""
    lines: list[str] = []
    widths = _Widths(font)
    for paragraph in text.split("\n"):
        words = PIECES.findall(paragraph.strip(" "))
        greedy = _greedy(widths, words, width)
        if len(greedy) > 1:
            low, high = min(width, max(widths.size(w.rstrip(" "))[0] for w in words)), width
            while low < high:  # the narrowest width that needs no more lines
                mid = (low + high) // 2
                low, high = (low, mid) if len(_greedy(widths, words, mid)) <= len(greedy) else (mid + 1, high)
            greedy = _greedy(widths, words, high)
            *head, last = PIECES.findall(greedy[-2])
            joined = last + ("" if last.endswith("-") else " ") + greedy[-1]  # the line's end lost its space
            alone = len(greedy[-1].replace(NO_BREAK, " ").split(" ")) == 1  # a name held together is its words
            if alone and len(head) + "".join(head).count(NO_BREAK) > 1 and widths.size(joined)[0] <= width:
                greedy[-2:] = ["".join(head).rstrip(" "), joined]
        lines += greedy or [""]
    return lines
