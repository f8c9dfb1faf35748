"""The rules viewer: each game's `rules.md` shown as illustrated pages, from the menu or a game.

Format of rules.md: `# Title`, then every `## Heading` starts a page; paragraphs, `- ` bullets and
`[picture: NAME]` lines (drawn from assets/<game>/NAME.png).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ...core.registry import entry, game_ids, load_info
from .. import assets
from ..i18n import _, language, localised
from ..input import Intent, Kind
from ..scene import Scene
from ..table.targets import MIN_HIT
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import DEEP_RED, GREEN, INK, LOGICAL_SIZE, PAPER, RED, SKY, YELLOW
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App

log = logging.getLogger(__name__)
PICTURE_W = 340


@dataclass
class Page:
    heading: str
    blocks: list[tuple[str, str]] = field(default_factory=list)  # ("p" | "li" | "ol", text)
    picture: str | None = None


# Blocks: "p" a paragraph, "li" a bullet, "ol" a numbered step (its words start with its number); on a
# sheet, "p+", "li+" and "ol+" are one going on from the sheet before.
STEP = re.compile(r"\d+[.)]\s")
"""A numbered step's start ("1. ", "2) "): each step is a block of its own, its number hanging out."""
SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”“»)]?\s+")
"""Where a long block may go on over the next sheet: between sentences, never inside one..."""
CLAUSE_END = re.compile(r"(?<=[,;:.!?…])[\"”“»)]?\s+")
"""...unless that would leave more than `EMPTY_AT_MOST` of a sheet empty: then between its clauses."""
EMPTY_AT_MOST = 0.4


@dataclass(frozen=True)
class Sheet:
    """One screen of a rules page: a page too long for its panel goes on over several sheets, each
    with the page's heading (numbered), the first with its picture, never in letters smaller than
    `BODY_SIZES` allows."""

    heading: str
    blocks: tuple[tuple[str, str], ...]
    picture: str | None
    size: int  # of the body text, before the Large text layout


BODY_SIZES = (28, 26, 24, 22)
"""A page shrinks this far to fit on one sheet, and no further than the page floor (`body_sizes`);
longer pages go on over more sheets at the first size. 22 px is the least on a big screen, 31 px with
Large text."""
GAP = 10  # between blocks
BULLET = 34  # a bullet's indent


def body_sizes() -> tuple[int, ...]:
    """`BODY_SIZES` down to the page floor on this screen (`text.page_floor`: 28 px on 1280x720, 23 on
    1024x768), which is the last: a sheet at a size the screen shows too small goes on over more sheets."""
    least = max(text.page_floor(), BODY_SIZES[-1])
    return (*(s for s in BODY_SIZES if s > least), least)


def parse_rules(source: str) -> tuple[str, list[Page]]:
    """Title and pages of a rules.md text. Lines without a blank between them join up, except that a
    bullet or a numbered step ("1. ") starts a block of its own, and a line after one starts a new
    paragraph unless it is indented (then it continues the bullet or step)."""
    title, pages, joinable = "", [], False
    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            joinable = False
        elif line.startswith("## "):
            pages.append(Page(line[3:].strip()))
            joinable = False
        elif line.startswith("# "):
            title = line[2:].strip()
        elif not pages:
            continue
        elif line.startswith("[picture:") and line.endswith("]"):
            pages[-1].picture = line[len("[picture:"):-1].strip()
            joinable = False
        elif line.startswith(("- ", "* ")):
            pages[-1].blocks.append(("li", line[2:].strip()))
            joinable = True
        elif STEP.match(line):
            pages[-1].blocks.append(("ol", line))
            joinable = True
        elif joinable and (pages[-1].blocks[-1][0] == "p" or raw[:1].isspace()):
            kind, before = pages[-1].blocks.pop()
            pages[-1].blocks.append((kind, f"{before} {line}"))
        else:
            pages[-1].blocks.append(("p", line))
            joinable = True
    return title, pages


def rules_path(game_id: str) -> Path:
    """The game's rules page in the current language (`rules.de.md`), or the English `rules.md`."""
    return localised(entry(game_id).rules_page)


def load_rules(game_id: str) -> tuple[str, list[Page]]:
    return _load_rules(game_id, rules_path(game_id), language())


@cache
def _load_rules(game_id: str, path: Path, _language: str) -> tuple[str, list[Page]]:
    try:
        return parse_rules(path.read_text(encoding="utf-8"))
    except OSError:
        log.warning("missing rules page: %s", path)
        title = _(load_info(game_id).title)
        missing = _("The rules page {name} for this game is missing.").format(name=path.name)
        return title, [Page(_("Rules"), [("p", missing)])]


class RulesScene(Scene):
    """Pages with Next/Back; optional tabs to switch game (when opened from the menu)."""

    def __init__(self, app: App, game_id: str, *, tabs: bool = False) -> None:
        super().__init__(app)
        self.game_id, self.tabs, self.page = game_id, tabs, 0
        self.focus = FocusGroup(lambda: app.sound("click"))
        self._made: dict[tuple[str, bool, int, int], list[Sheet]] = {}

    def enter(self) -> None:
        self._build()

    def rebuild(self) -> bool:
        self._build()
        return True

    def resume(self) -> None:
        self._build()  # the text size may have changed under it

    def _pages(self) -> list[Sheet]:
        """The sheets Next and Before step through, for this game and text size."""
        key = (self.game_id, text.large_text(), self.layout_size[0], text.page_floor())
        if key not in self._made:
            self._made[key] = [sheet for page in load_rules(self.game_id)[1]
                               for sheet in paginate(page, self._frame()[2], self._picture(page))]
        return self._made[key]

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        if self.tabs:
            ids = [g for g in game_ids() if rules_available(g)]
            rows = self._tab_rows()
            across = -(-len(ids) // rows)
            width = (self.layout_size[0] - 80 - 20 * (across - 1)) // max(1, across)
            height = TAB_H if rows == 1 else MIN_HIT
            for i, g in enumerate(ids):
                tab = pygame.Rect(40 + i % across * (width + 20), 12 + i // across * (height + 8), width, height)
                self.focus.add(Button(tab, _(load_info(g).label),
                                      partial(self._switch, g), fill=YELLOW if g == self.game_id else PAPER,
                                      selected=g == self.game_id, size=24))
        n = len(self._pages())
        self.page = min(self.page, n - 1)
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Close"), self.close, icon="ui/back.png", fill=RED))
        before, after = self._turns()
        self.focus.add(Button(before, _("< Before"), lambda: self._turn(-1), fill=SKY, enabled=self.page > 0))
        self.focus.add(Button(after, _("Next >"), lambda: self._turn(1), fill=GREEN, enabled=self.page < n - 1))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def _tab_rows(self) -> int:
        """The tabs in one row, or in two where a game's name cannot fit one row's tab (a long word with
        Large text on a 4:3 canvas)."""
        ids = [g for g in game_ids() if rules_available(g)]
        width = (self.layout_size[0] - 80 - 20 * (len(ids) - 1)) // max(1, len(ids))
        widest = text.widest_word((_(load_info(g).label) for g in ids), text.base_for(text.PLAY))
        return 1 if widest <= width - 20 else 2

    def _turns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Before and Next, at the right of the foot (narrower on a narrower canvas: the page's number
        keeps its room between them and Close)."""
        wide = self.layout_size[0] >= LOGICAL_SIZE[0]
        after = pygame.Rect(0, 630, 280 if wide else 220, 76)
        after.right = self.layout_size[0] - 40
        before = pygame.Rect(0, 630, 240 if wide else 200, 76)
        before.right = after.left - 20
        return before, after

    def _switch(self, game_id: str) -> None:
        self.game_id, self.page = game_id, 0
        self._build()

    def _turn(self, delta: int) -> None:
        self.page = max(0, min(len(self._pages()) - 1, self.page + delta))
        self.app.sound("card_flip")
        self._build()

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.close()
        elif intent.kind in (Kind.LEFT, Kind.RIGHT) and self.focus.focused is None:
            self._turn(1 if intent.kind == Kind.RIGHT else -1)
        else:
            self.focus.handle(intent)

    def _frame(self) -> tuple[int, pygame.Rect, pygame.Rect]:
        """The title's top, the paper card and the body inside it (under the heading)."""
        top = (12 + (TAB_H if self._tab_rows() == 1 else 2 * MIN_HIT + 8) + 8) if self.tabs else 14
        title_h = assets.font(text.scaled_size(TITLE_SIZE), True).get_linesize()
        card = pygame.Rect(50, top + title_h + 4, self.layout_size[0] - 100, 0)
        card.height = 616 - card.top
        heading_h = assets.font(text.scaled_size(HEADING_SIZE), True).get_linesize()
        body = pygame.Rect(card.left + 30, card.top + 14 + heading_h + 6, card.width - 60, 0)
        body.height = card.bottom - 14 - body.top
        return top, card, body

    def draw(self, surface: pygame.Surface) -> None:
        title = load_rules(self.game_id)[0]
        sheets = self._pages()
        backdrop(surface)
        top, card, body = self._frame()
        size = text.fit(title, TITLE_SIZE, card.width)
        text.draw(surface, title, size, (self.layout_size[0] // 2, top), PAPER, anchor="midtop", outline=3)
        panel(surface, card, PAPER, radius=26)
        sheet = sheets[self.page]
        heading = text.fit(sheet.heading, HEADING_SIZE, body.width)
        text.draw(surface, sheet.heading, heading, (card.left + 30, card.top + 14), DEEP_RED)
        picture = self._picture(sheet)
        if picture:
            body.width -= PICTURE_W + 20
            surface.blit(picture, picture.get_rect(center=(card.right - 30 - PICTURE_W // 2, body.centery)))
        y = body.top
        for kind, words in sheet.blocks:
            x = body.left
            if kind == "li":
                first_line = assets.font(text.scaled_size(sheet.size), False).get_linesize()
                pygame.draw.circle(surface, (220, 40, 45), (x + 10, y + first_line // 2 + 1), 7)
            elif kind == "ol":  # the step's number hangs left of its words
                number, words = _step(words)
                text.draw(surface, number, sheet.size, (x, y), DEEP_RED)
            if kind not in ("p", "p+"):
                x += _indent(kind, sheet.size)
            y = text.draw(surface, words, sheet.size, (x, y), INK, bold=False, wrap=body.right - x).bottom + GAP
        page = _("Page {page} of {pages}").format(page=self.page + 1, pages=len(sheets))
        room = self._turns()[0].left - 260  # between Close and Before
        size = text.fit(page, text.page(24), room - 16, least=text.page_floor())
        text.draw(surface, page, size, ((260 + self._turns()[0].left) // 2, 668), PAPER, anchor="center", outline=2)
        self.focus.draw(surface)

    def _picture(self, page: Page | Sheet) -> pygame.Surface | None:
        if not page.picture:
            return None
        name = f"{self.game_id}/{page.picture}.png"
        if not assets.exists(name):
            _warn_missing(name)  # once, not every frame
            return None
        img = assets.image(name)
        scale = min(PICTURE_W / img.get_width(), 360 / img.get_height())
        return assets.scaled(name, (int(img.get_width() * scale), int(img.get_height() * scale)))


TAB_H = 88  # room for a long game name on two lines
TITLE_SIZE = 40
HEADING_SIZE = 36


def paginate(page: Page, body: pygame.Rect, picture: pygame.Surface | None) -> list[Sheet]:
    """`page` on as few sheets as fit `body`: one sheet at the largest of `BODY_SIZES` that fits (beside
    its picture), else several at the first size, the picture on the first only (the rest read the
    whole width), each filled as far as whole sentences go; a sentence that would leave more than
    `EMPTY_AT_MOST` of a sheet empty goes on over the next sheet between its clauses."""
    room = body.height + GAP

    def height(block: tuple[str, str], size: int, pictured: bool = picture is not None) -> int:
        kind, words = block
        width = body.width - (PICTURE_W + 20 if pictured else 0)
        if kind in ("p", "p+"):
            wrap = width
        else:
            wrap = width - _indent(kind, size)
            words = _step(words)[1] if kind == "ol" else words
        return text.render(words, size, INK, bold=False, wrap=wrap).get_height() + GAP

    for size in body_sizes():
        if sum(height(b, size) for b in page.blocks) <= room:
            return [Sheet(page.heading, tuple(page.blocks), page.picture, size)]
    size, used = BODY_SIZES[0], 0
    runs: list[list[tuple[str, str]]] = [[]]
    waiting = list(page.blocks)
    while waiting:
        block = waiting.pop(0)
        measure = partial(height, size=size, pictured=picture is not None and len(runs) == 1)
        if used + measure(block) <= room:
            runs[-1].append(block)
            used += measure(block)
            continue
        fits = partial(lambda b, left, measure: measure(b) <= left, left=room - used, measure=measure)
        head, rest = _split(block, fits, SENTENCE_END)
        if room - used - (measure(head) if head else 0) > EMPTY_AT_MOST * room:  # no half-empty sheet:
            head, rest = _split(block, fits, CLAUSE_END)  # on between clauses
        if head is not None:  # as much as fits here; the rest on the next sheet
            runs[-1].append(head)
            waiting.insert(0, rest)
        elif not runs[-1]:  # not even a clause fits a whole sheet: shown as it is, never lost
            runs[-1].append(block)
            continue
        else:
            waiting.insert(0, block)
        runs.append([])
        used = 0
    runs = [run for run in runs if run]
    return [Sheet(f"{page.heading} ({n + 1}/{len(runs)})", tuple(run), page.picture if n == 0 else None, size)
            for n, run in enumerate(runs)]


def _split(block: tuple[str, str], fits: Callable[[tuple[str, str]], bool], at: re.Pattern[str]
           ) -> tuple[tuple[str, str] | None, tuple[str, str]]:
    """The longest start of `block` ending `at` a sentence's (or clause's) end that `fits` (None if not
    even the first does), and the rest, going on ("p+", "li+" or "ol+": a bullet's or step's indented,
    without its dot or number)."""
    kind, words = block
    step = STEP.match(words) if kind == "ol" else None  # a step's number ends no sentence
    ends = [m.end() for m in at.finditer(words, step.end() if step else 0)]
    head = None
    for end in ends:
        candidate = (kind, words[:end].rstrip())
        if not fits(candidate):
            break
        head = (candidate, words[end:])
    if head is None:
        return None, block
    return head[0], (kind if kind.endswith("+") else f"{kind}+", head[1])


def _step(words: str) -> tuple[str, str]:
    """A numbered step's number ("1.") and its words."""
    match = STEP.match(words)
    return (words[:match.end()].strip(), words[match.end():]) if match else ("", words)


def _indent(kind: str, size: int) -> int:
    """How far a bullet's or step's words stand in: room for the dot, or for a step's number."""
    return max(BULLET, text.render("10.", size, INK).get_width() + 10) if kind.startswith("ol") else BULLET


@cache
def _warn_missing(name: str) -> None:
    log.warning("rules picture missing: assets/%s", name)


def rules_available(game_id: str) -> bool:
    return rules_path(game_id).is_file()
