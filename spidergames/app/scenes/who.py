"""Who's playing? The first page of a game's setup: each child taps their own picture, several at once.

The pictures are paged by pictures too: the big arrows show the faces of the page they lead to, so
a child who cannot read still finds their page. The book under each picture opens that child's sticker
book (a book of its own, clear of the face: the tap meant for the face never opens the book). The "+"
makes a new child's profile; Next seats the chosen children (in the order they tapped) on the setup's
seats page, where the robots join them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.protocol import HUMAN, Seat
from ..i18n import _
from ..input import Intent, Kind
from ..profile_prompts import WHO
from ..scene import Scene
from ..ui.draw import portrait
from ..ui.picture_button import PictureButton
from ..ui.theme import GREEN, INK, PAPER, RED, YELLOW, player_rgb
from ..ui.widgets import Button, FocusGroup
from .backdrop import page_heading

if TYPE_CHECKING:
    from ..application import App
    from ..profiles import Profile

COLUMNS = {1280: 5, 1152: 4, 960: 3}  # pictures across, by canvas width: the page arrows keep their room
ROWS = 2
PER_PAGE = COLUMNS[1280] * ROWS
"""Pictures a page holds on the 16:9 canvas (`PagedScene.per_page`: on this canvas)."""
TILE = pygame.Rect(0, 0, 184, 178)
GAP = 16
GRID_TOP = 92
CHOSEN_FACE = 60
BOOK = 64
"""The sticker-book button's height: a strip under each child's picture, as wide as it, a finger tall."""
BOOK_GAP = 4
BOOK_ICON = "ui/sticker_book.png"
CELL_H = TILE.height + BOOK_GAP + BOOK


@dataclass
class PageArrow(Button):
    """A big arrow to another page, showing up to three faces of that page (never a page number)."""

    faces: tuple[tuple[str, str], ...] = ()  # (picture, colour)
    right: bool = True
    shown: list[pygame.Rect] = field(default_factory=list, repr=False)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        super().draw(surface, focused)
        r = self.face
        x, y, w = r.centerx, r.top + 46, 24
        tip = (x + w, y) if self.right else (x - w, y)
        back = x - w if self.right else x + w
        pygame.draw.polygon(surface, INK, [tip, (back, y - 30), (back, y + 30)])
        self.shown = [portrait(surface, picture, (r.centerx, r.top + 118 + i * 82), 72, ring=player_rgb(colour))
                      for i, (picture, colour) in enumerate(self.faces)]


class PagedScene(Scene):
    """A page of big buttons turned with `PageArrow`s (Who's playing?, a sticker book): Back, Say it
    again, and the arrow keeping the keyboard's focus as the pages turn."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.focus = FocusGroup(lambda: app.sound("click"))

    def _build(self) -> None:
        """Put the buttons of `self.page` in the focus group."""
        raise NotImplementedError

    def _back(self) -> None:
        raise NotImplementedError

    @property
    def columns(self) -> int:
        return COLUMNS[max((w for w in COLUMNS if w <= self.layout_size[0]), default=min(COLUMNS))]

    @property
    def grid_top(self) -> int:
        """A little lower when the pictures reach under the heading (fewer columns): a focus ring clears it."""
        return GRID_TOP if self.columns == max(COLUMNS.values()) else GRID_TOP + 8

    @property
    def per_page(self) -> int:
        return self.columns * ROWS

    def add_faces(self, profiles: list[Profile], tap: Callable[[str], None], place: Mapping[str, int]) -> None:
        """`self.page` of `profiles` as big pictures (a chosen one drawn with its `place`), each with its
        sticker book under it, and the arrows to the pages either side, showing their faces."""
        across, per_page, columns = self.layout_size[0], self.per_page, self.columns
        pages = max(1, -(-len(profiles) // per_page))
        self.page = min(self.page, pages - 1)
        left = (across - columns * TILE.width - (columns - 1) * GAP) // 2
        for k, profile in enumerate(profiles[self.page * per_page:(self.page + 1) * per_page]):
            x = left + (k % columns) * (TILE.width + GAP)
            y = self.grid_top + (k // columns) * (CELL_H + GAP)
            chosen = place.get(profile.id, 0)
            self.focus.add(PictureButton(pygame.Rect(x, y, TILE.width, TILE.height), profile.name,
                                         partial(tap, profile.id), fill=GREEN if chosen else PAPER,
                                         selected=bool(chosen), picture=profile.picture, colour=profile.colour,
                                         place=chosen))
            self.focus.add(Button(pygame.Rect(x, y + TILE.height + BOOK_GAP, TILE.width, BOOK), "",
                                  partial(self._book, profile.id), icon=BOOK_ICON, fill=YELLOW))
        if pages > 1:
            for right in (False, True):
                target = (self.page + (1 if right else -1)) % pages
                faces = tuple((p.picture, p.colour) for p in profiles[target * per_page:][:3])
                rect = pygame.Rect(across - 120 if right else 16, self.grid_top, 104, 2 * CELL_H + GAP)
                self.focus.add(PageArrow(rect, "", partial(self._turn, target, right), fill=YELLOW, faces=faces,
                                         right=right))

    def _book(self, profile_id: str) -> None:
        from .sticker_book import StickerBookScene

        self.app.scenes.push(StickerBookScene(self.app, profile_id))

    def _turn(self, page: int, right: bool) -> None:
        keyboard = self.focus.focus >= 0
        self.page = page
        self._build()
        arrows = [b for b in self.focus.buttons if isinstance(b, PageArrow) and b.right == right]
        if keyboard and arrows:  # the same arrow keeps the focus: Enter again turns on
            self.focus.focus_on(arrows[0])

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self._back()
        elif intent.kind == Kind.SAY_AGAIN:
            self.app.speech.again()
        else:
            self.focus.handle(intent)


class WhoScene(PagedScene):
    """The children's pictures, paged; `on_chosen` gets the chosen profiles when Next is pressed."""

    def __init__(self, app: App, most: int, on_chosen: Callable[[list[Profile]], None],
                 on_back: Callable[[], None], chosen: Sequence[str] = ()) -> None:
        """`chosen`: the children who sat at this game last time, chosen already (the same table again
        is one tap on Next)."""
        super().__init__(app)
        self.most = most
        self.on_chosen = on_chosen
        self.on_back = on_back
        self.chosen = [i for i in chosen if i in app.profiles.profiles][:most]  # profile ids, in the order tapped

    def enter(self) -> None:
        self._build()
        self.app.speech.say_lines([WHO], ())

    def resume(self) -> None:
        self._build()

    @property
    def profiles(self) -> list[Profile]:
        return self.app.profiles.in_order()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.profiles) // self.per_page))

    def rebuild(self) -> bool:
        self._build()
        return True

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        place = {profile_id: k + 1 for k, profile_id in enumerate(self.chosen)}
        self.add_faces(self.profiles, self._tap, place)
        across, bottom = self.layout_size[0], 618
        self.focus.add(Button(pygame.Rect(40, bottom + 12, 220, 76), _("Back"), self._back, icon="ui/back.png",
                              fill=RED))
        self.focus.add(Button(pygame.Rect(290, bottom, 150, 90), "+", self._new, icon="ui/human.png", fill=GREEN,
                              enabled=not self.app.profiles.full, size=44))
        self.focus.add(Button(pygame.Rect(across - 360, bottom, 320, 90), _("Next"), self._next,
                              icon="ui/play.png", fill=GREEN, size=40))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    # -- choices ------------------------------------------------------------------------------------
    def _tap(self, profile_id: str) -> None:
        if profile_id in self.chosen:
            self.chosen.remove(profile_id)
        elif len(self.chosen) < self.most:
            self.chosen.append(profile_id)
            child = self.app.profiles.profiles[profile_id]  # their name said back, for a child who cannot read it
            self.app.speech.say("{player}", seats={"player": Seat(child.name, HUMAN, child.colour, child.picture)})
        else:
            self.app.sound("error")  # the table is full: someone taps their picture again to stand up
        self._build()

    def _new(self) -> None:
        from .new_profile import NewProfileScene

        self.app.scenes.push(NewProfileScene(self.app, self._made))

    def _made(self, profile: Profile) -> None:
        """A new child: on the last page, chosen already (unless the table is full)."""
        if len(self.chosen) < self.most:
            self.chosen.append(profile.id)
        self.page = self.pages - 1
        self._build()

    def _next(self) -> None:
        known = self.app.profiles.profiles
        children = [known[i] for i in self.chosen if i in known]
        self.app.scenes.pop(self)
        self.on_chosen(children)

    def _back(self) -> None:
        self.app.scenes.pop(self)
        self.on_back()

    # -- scene --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        page_heading(surface, _("Who's playing?"))
        self.focus.draw(surface)
        known = self.app.profiles.profiles
        x = 470 + CHOSEN_FACE // 2
        for profile_id in self.chosen:  # who is seated so far, whatever page is showing
            if profile_id in known and x < self.layout_size[0] - 380:
                portrait(surface, known[profile_id].picture, (x, 663), CHOSEN_FACE,
                         ring=player_rgb(known[profile_id].colour))
                x += CHOSEN_FACE + 16
