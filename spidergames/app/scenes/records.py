"""The grown-ups' records (issue #29), in the grown-ups' corner: one child at a time, paged by their
pictures (the arrows show the face of the child they lead to), with bars a parent reads at a glance for
every registered game (games played, games won, Help asked) and the minutes at a game table this week.

"Save a page to print" writes the class's summary and a page for each child as PNG pictures
(`printed_records.py`) and says where they went. The title and the child's name are said, for the
grown-up who listens while looking; nothing here changes a profile.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date, datetime
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.protocol import HUMAN, Seat
from ...core.registry import load_info
from .. import assets
from ..games import picture
from ..i18n import _, ngettext, whole
from ..paths import user_dir
from ..printed_records import every_page
from ..profile_prompts import RECORDS, RECORDS_OF
from ..records import CANNOT_SAVE_PAGES, Printed, Saving, bar, has_played, minutes, tallies, top
from ..ui import text
from ..ui.draw import panel, portrait
from ..ui.theme import BLUE, GREEN, INK, LOGICAL_SIZE, PAPER, RED, SKY, YELLOW, player_rgb
from ..ui.trail import drawn
from ..ui.widgets import Button
from .overlays import Overlay
from .page import Page
from .who import PageArrow, PagedScene

if TYPE_CHECKING:
    from ..application import App
    from ..profiles import Profile

TOP = 96  # under the title, Back and the page's corners
EDGE = 20
SIDE_W = 350
FACE = 124
CLOCK = 32  # the clock's radius
ARROW = (96, 172)
CARD_W = 900
WORDS = 22  # the labels and numbers beside the bars, as asked (`text.page`: never under the page floor)
LEAST_ROOM = 160
"""The least length of the longest bar beside the names' column on a narrower canvas; less, and the names go
above the rows."""
BAR_FILLS = (BLUE, GREEN, YELLOW)
"""Games played, games won, Help asked: told apart by their words too, never by colour alone."""


def areas(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """The page's two panels on a canvas of `size` (issue #30): the child at the left (their picture, name,
    time this week, the arrows to the others and the printing button), as wide on every canvas, and a row
    per game (its picture and name, then its three bars) taking the rest of the width."""
    side = pygame.Rect(EDGE, TOP, SIDE_W, size[1] - TOP - 16)
    return side, pygame.Rect(side.right + 16, TOP, size[0] - side.right - 16 - EDGE, side.height)


def child_seat(profile: Profile) -> Seat:
    """The child as the voice says them: their name, else their picture's character in their colour."""
    return Seat(profile.name, HUMAN, profile.colour, profile.picture)


class RecordsScene(PagedScene):
    """One child's records a page, `page` being the child's place among the profiles."""

    def __init__(self, app: App, today: date | None = None) -> None:
        super().__init__(app)
        self.today = today or date.today()
        self.now: Callable[[], datetime] = datetime.now  # names the printed pages' folder
        self.bars: list[tuple[str, int, pygame.Rect]] = []  # (game, 0 played / 1 won / 2 Help, where) drawn

    @property
    def children(self) -> list[Profile]:
        return self.app.profiles.in_order()

    @property
    def pages(self) -> int:
        return max(1, len(self.children))

    @property
    def child(self) -> Profile | None:
        children = self.children
        return children[self.page] if self.page < len(children) else None

    def enter(self) -> None:
        self._build()
        self._say()

    def resume(self) -> None:
        self._build()

    def rebuild(self) -> bool:
        self._build()
        return True

    @property
    def side(self) -> pygame.Rect:
        return areas(self.layout_size)[0]

    @property
    def bars_area(self) -> pygame.Rect:
        return areas(self.layout_size)[1]

    def _say(self) -> None:
        child = self.child
        if child is None:
            self.app.speech.say_lines([RECORDS], ())
        else:
            self.app.speech.say_lines([RECORDS_OF], [child_seat(child)])

    def _turn(self, page: int, right: bool) -> None:
        super()._turn(page, right)
        self._say()

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        self.page = min(self.page, self.pages - 1)
        self.focus.add(Button(pygame.Rect(16, 10, 220, 72), _("Back"), self._back, icon="ui/back.png", fill=RED))
        children, side = self.children, self.side
        if len(children) > 1:
            for right in (False, True):
                target = (self.page + (1 if right else -1)) % len(children)
                rect = pygame.Rect(0, side.top + 10, *ARROW)  # either side of the child's face
                rect.left = side.right - 10 - ARROW[0] if right else side.left + 10
                self.focus.add(PageArrow(rect, "", partial(self._turn, target, right), fill=YELLOW,
                                         faces=((children[target].picture, children[target].colour),), right=right))
        self.focus.add(Button(pygame.Rect(side.left + 12, side.bottom - 112, side.width - 24, 100),
                              _("Save a page to print"), self._print, fill=GREEN,
                              enabled=bool(children), size=28))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def _print(self) -> None:
        """Every child's page and the class's, saved a page a frame; then a card says where (or why not)."""
        pages = every_page(self.children, self.app.profiles.games, self.today)
        self.app.scenes.push(SavingCard(self.app, Saving(pages, user_dir(), self.now())))

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        Page.draw_page(surface, _("Records"))
        side, bars = areas(self.layout_size)
        child = self.child
        self.bars = []
        if child is None:
            area = side.union(bars)
            panel(surface, area, PAPER, radius=24)
            text.draw(surface, _("No children yet. Each child makes their picture on \u201cWho\u2019s playing?\u201d "
                                 "when a game starts, and their records appear here."), 30,
                      (area.centerx, area.top + 60), INK, anchor="midtop", wrap=area.width - 120, centred=True)
        else:
            panel(surface, side, PAPER, radius=24)
            panel(surface, bars, PAPER, radius=24)
            self._draw_child(surface, child)
            if has_played(child):
                self._draw_bars(surface, child)
            else:
                self._draw_empty(surface)
        self.focus.draw(surface)

    def _draw_child(self, surface: pygame.Surface, child: Profile) -> None:
        """Their picture, their name under it and, under that, the clock of their minutes this week."""
        side = self.side
        portrait(surface, child.picture, (side.centerx, side.top + 10 + ARROW[1] // 2), FACE,
                 ring=player_rgb(child.colour))
        below = side.top + 10 + ARROW[1] + 8
        if child.name:
            size = text.fit(child.name, 32, side.width - 24, least=text.base_for(text.PLAY))
            below = text.draw(surface, child.name, size, (side.centerx, below), INK, anchor="midtop").bottom
        n = minutes(child, self.today)
        said = ngettext("{minutes} minute this week", "{minutes} minutes this week", n).format(minutes=whole(n))
        wrap = side.right - side.left - 2 * CLOCK - 40
        words = text.page(WORDS)
        centre = (side.left + 16 + CLOCK, below + 8 + max(2 * CLOCK, text.wrapped_height(said, words, wrap)) // 2)
        clock(surface, centre, CLOCK, n)
        text.draw(surface, said, words, (centre[0] + CLOCK + 14, centre[1]), INK, anchor="midleft", wrap=wrap)

    def _draw_bars(self, surface: pygame.Surface, child: Profile) -> None:
        bars = self.bars_area
        counts = tallies(child, self.app.profiles.games)
        most = top(counts)
        labels = (_("Games played"), _("Games won"), _("Help asked"))
        label_w = max(text.width(label, text.page(WORDS)) for label in labels) + 14
        number_w = text.width(whole(most), text.page(WORDS)) + 14
        row_h = (bars.height - 16) // max(1, len(counts))
        names = [_(load_info(t.game).label) for t in counts]
        name_h = max(text.render(name, text.page(WORDS), INK).get_height() for name in names)
        side = max(30, min(100, row_h - name_h - 18))
        pictures_w = max([side * 4 // 3] + [text.width(name, text.page(WORDS)) for name in names])  # one column for all
        # a narrower canvas (4:3, 16:10 with Large text) may have no room for the names' column: each game's
        # picture, small, and its name go on a line above its row, the bars under them the row's whole width
        # (on the 16:9 design size the column stays: the pseudo-language's tall accents need its row height)
        above = (self.layout_size[0] < LOGICAL_SIZE[0]
                 and bars.width - 24 - 4 - pictures_w - 16 - label_w - number_w < LEAST_ROOM)
        for k, (tally, name) in enumerate(zip(counts, names, strict=True)):
            row = pygame.Rect(bars.left + 12, bars.top + 8 + k * row_h, bars.width - 24, row_h)
            if k:
                pygame.draw.line(surface, (200, 196, 186), (row.left, row.top), (row.right, row.top), 2)
            if above:  # the line as tall as the letters (their ink), not their whole line spacing
                line = text.scaled_size(text.page(WORDS)) + 4
                thumb = pygame.Rect(row.left + 4, row.top + 4, line * 4 // 3, line)
                text.draw(surface, name, text.page(WORDS), (thumb.right + 10, thumb.centery), INK, anchor="midleft")
                row = pygame.Rect(row.left, thumb.bottom, row.width, row.bottom - thumb.bottom)
                left = row.left + 4
            else:
                thumb = pygame.Rect(row.left + 4, row.top + 8, side * 4 // 3, side)
                text.draw(surface, name, text.page(WORDS), (thumb.left, thumb.bottom + 4), INK)
                left = row.left + 4 + pictures_w + 16
            drawn(surface, surface.blit(assets.scaled(picture(tally.game), thumb.size), thumb))
            pygame.draw.rect(surface, INK, thumb, 2)
            room = row.right - left - label_w - number_w
            pad = 2 if above else 4  # the line above takes the row's top margin
            step = (row.height - 2 * pad) // 3
            for j, (label, count) in enumerate(zip(labels, (tally.played, tally.won, tally.hints), strict=True)):
                middle = row.top + pad + j * step + step // 2
                text.draw(surface, label, text.page(WORDS), (left, middle), INK, anchor="midleft")
                box = pygame.Rect(left + label_w, middle - step * 3 // 8, bar(count, most, room), step * 3 // 4)
                self.bars.append((tally.game, j, box))
                if box.width:
                    pygame.draw.rect(surface, BAR_FILLS[j], box, border_radius=6)
                    pygame.draw.rect(surface, INK, box, 2, border_radius=6)
                text.draw(surface, whole(count), text.page(WORDS), (box.right + 10, middle), INK, anchor="midleft")

    def _draw_empty(self, surface: pygame.Surface) -> None:
        """A child with no games yet: a kind word, and the games waiting for them, in pictures."""
        bars = self.bars_area
        said = _("No games yet! Each game this child finishes grows a bar here.")
        text.draw(surface, said, 30, (bars.centerx, bars.top + 50), INK, anchor="midtop", wrap=bars.width - 80,
                  centred=True)
        games = self.app.profiles.games
        width = min(180, (bars.width - 40) // max(1, len(games)) - 20)
        for k, game in enumerate(games):
            x = bars.centerx + round((k - (len(games) - 1) / 2) * (width + 20)) - width // 2
            rect = pygame.Rect(x, bars.top + 260, width, width * 3 // 4)
            drawn(surface, surface.blit(assets.scaled(picture(game), rect.size), rect))
            pygame.draw.rect(surface, INK, rect, 2)


def clock(surface: pygame.Surface, centre: tuple[int, int], radius: int, minutes: int) -> None:
    """A clock face whose long hand has gone round as far as `minutes` (a full hour: round once)."""
    drawn(surface, pygame.draw.circle(surface, PAPER, centre, radius))
    pygame.draw.circle(surface, INK, centre, radius, 3)
    for hour in range(12):
        angle = hour * math.pi / 6
        tick = (centre[0] + math.sin(angle) * (radius - 6), centre[1] - math.cos(angle) * (radius - 6))
        pygame.draw.circle(surface, INK, tick, 2)
    if minutes:
        turned = min(minutes, 60) / 60 * 2 * math.pi
        points = [centre] + [(centre[0] + math.sin(a) * (radius - 3), centre[1] - math.cos(a) * (radius - 3))
                             for a in (turned * i / 24 for i in range(25))]
        pygame.draw.polygon(surface, SKY, points)
    angle = min(minutes, 60) / 60 * 2 * math.pi
    pygame.draw.line(surface, INK, centre, (centre[0] + math.sin(angle) * (radius - 8),
                                            centre[1] - math.cos(angle) * (radius - 8)), 4)
    pygame.draw.circle(surface, INK, centre, 4)


class SavedCard(Overlay):
    """Where the printed pages went (the folder's whole path, for the grown-up to find them), or why they
    could not be saved; OK goes back to the records."""

    def __init__(self, app: App, said: str, folder: str) -> None:
        super().__init__(app)
        self.said, self.folder = said, folder
        self._card = pygame.Rect(0, 0, 0, 0)
        self.rebuild()

    def rebuild(self) -> bool:
        """The card as wide as the canvas lets it be (a narrow canvas wraps the words over more lines) and as
        tall as it says."""
        width = min(CARD_W, self.layout_size[0] - 40)
        wrap = width - 80
        words = text.wrapped_height(self.said, 30, wrap) + (
            text.wrapped_height(self.folder, text.page(WORDS), wrap, bold=False) + 20 if self.folder else 0)
        self._card = pygame.Rect(0, 0, width, min(self.layout_size[1] - 40, 36 + words + 30 + 100))
        self._card.center = self.centre
        self.focus.clear()
        self.button_row([(_("OK"), self.close, GREEN)], self._card.bottom - 100)
        return True

    def card_rect(self) -> pygame.Rect:
        return self._card

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        at = text.draw(surface, self.said, 30, (rect.centerx, rect.top + 36), INK, anchor="midtop",
                       wrap=rect.width - 80, centred=True)
        if self.folder:
            text.draw(surface, self.folder, text.page(WORDS), (rect.centerx, at.bottom + 20), INK, anchor="midtop",
                      wrap=rect.width - 80, centred=True, bold=False)


class SavingCard(Overlay):
    """The pages being written, a page a frame, and how far it got (a bar and two numbers); then the card
    that says where they went takes its place. Back waits: the pages are nearly there."""

    def __init__(self, app: App, saving: Saving) -> None:
        super().__init__(app)
        self.saving = saving

    @property
    def animating(self) -> bool:
        return True  # every frame writes a page

    def rebuild(self) -> bool:
        return True  # the card is laid out as it is drawn, round the canvas's middle

    def on_back(self) -> None:
        pass

    def update(self, dt: float) -> None:
        printed = self.saving.step()
        if printed is not None:
            self.app.scenes.pop(self)
            self.app.scenes.push(saved_card(self.app, printed))

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text.draw(surface, _("Saving the pages to print."), 30, (rect.centerx, rect.top + 60), INK,
                  anchor="midtop", wrap=rect.width - 80, centred=True)
        track = pygame.Rect(rect.left + 60, rect.centery + 10, rect.width - 120, 36)
        pygame.draw.rect(surface, PAPER, track, border_radius=12)
        done, pages = self.saving.done, len(self.saving.pages)
        filled = track.inflate(-8, -8)
        filled.width = filled.width * done // pages
        if filled.width:
            pygame.draw.rect(surface, GREEN, filled, border_radius=8)
        pygame.draw.rect(surface, INK, track, 3, border_radius=12)
        text.draw(surface, f"{whole(done)} / {whole(pages)}", text.page(WORDS), (rect.centerx, track.bottom + 16), INK,
                  anchor="midtop")


def saved_card(app: App, printed: Printed) -> SavedCard:
    """Where the pages went, with the folder's whole path, or why they could not be saved."""
    if printed.folder is None:
        return SavedCard(app, _(CANNOT_SAVE_PAGES).format(reason=printed.reason), "")
    said = ngettext("Saved {pages} page to print in this folder:", "Saved {pages} pages to print in this folder:",
                    printed.pages)
    return SavedCard(app, said.format(pages=whole(printed.pages)), str(printed.folder))
