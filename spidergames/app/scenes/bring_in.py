"""Bring in a child: the profile files found where a carried file lands (`profile_files`), each with
the picture and name read from it (a whole class's file: how many children); one press brings that
child, or that class, in. No file chooser, nothing to type.

A file that is not a profile we can read (damaged, too big, wrong, a folder we may not look in) is
listed as such and changes nothing when pressed. A child brought in twice, or with a name a child here
has already, comes in as a second child with a name of their own (`ProfileStore.import_file`).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..i18n import _, ngettext
from ..profile_files import Found, found, import_folders, make_import_folder
from ..profile_prompts import BRING_IN
from ..profiles import NOT_A_PROFILE
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import INK, PAPER, RED
from ..ui.widgets import Button
from .overlays import NoticeScene
from .page import Page
from .settings_scene import ARROW_H, ARROW_W, PageArrow

if TYPE_CHECKING:
    from ..application import App

ROW = pygame.Rect(0, 100, 960, 72)
"""A file's row at its widest (on a narrower canvas it leaves room for the page arrows either side, and is
`TALL_ROW` high: a long name or a language's longer words go on two lines)."""
TALL_ROW = 100
ROW_GAP = 10
WHERE_MARGIN = 80
"""Either side of the text of the folders looked in, on a panel at the foot of the page (the rows take the
room left above it)."""
CANNOT = (214, 214, 222)
"""A file that cannot be read: grey, as the sticker book greys what is not there."""


class BringInScene(Page):
    """The files found, as many to a page as the room above the folders' panel holds; pressing a good
    one brings that child in."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.files: list[Found] = []
        self.where = pygame.Rect(0, 0, 0, 0)
        self.per_page = 1

    def enter(self) -> None:
        make_import_folder()
        self.look()
        self.app.speech.say_lines([BRING_IN], ())

    def look(self) -> None:
        """Read the folders again (a memory stick's file copied in meanwhile shows at once)."""
        self.files = found(self.app.profiles.games)
        self._build()

    def rebuild(self) -> bool:
        self._build()
        return True

    @property
    def where_width(self) -> int:
        """How wide the folders' lines may be on the canvas laid out for."""
        return self.layout_size[0] - 2 * WHERE_MARGIN

    @property
    def row(self) -> pygame.Rect:
        """A file's row on the canvas laid out for: as wide as the room between the page arrows lets it be."""
        narrower = min(0, self.layout_size[0] - 2 * (16 + ARROW_W + 16) - ROW.width)
        row = ROW.inflate(narrower, 0)
        if narrower:
            row.height = TALL_ROW
        return row

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.files) // self.per_page))

    def _where_lines(self) -> list[tuple[str, int]]:
        """Where a file is looked for: a line saying so, then each folder on a line of its own (a path has
        no spaces to wrap at: a long one shrinks first, then breaks after a hyphen), each with its size."""
        lines = [_("Put the file in one of these folders:")] + [_("• {folder}").format(folder=f)
                                                                 for f in import_folders()]
        return [(line, text.fit(line, text.page(24), self.where_width, least=text.page_floor())) for line in lines]

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        across, down = self.layout_size
        wrap, row = self.where_width, self.row
        high = sum(text.render(line, size, INK, wrap=wrap, centred=True).get_height()
                   for line, size in self._where_lines())
        self.where = pygame.Rect(0, 0, wrap + 40, high + 20)
        self.where.midbottom = (across // 2, down - 6)
        self.per_page = max(1, (self.where.top - 12 - row.top + ROW_GAP) // (row.height + ROW_GAP))
        self.page = min(self.page, self.pages - 1)
        left = (across - row.width) // 2
        for k, item in enumerate(self.files[self.page * self.per_page:(self.page + 1) * self.per_page]):
            rect = row.move(left - row.left, k * (row.height + ROW_GAP))
            if not item.children:
                self.focus.add(Button(rect, _("{file}: cannot be read").format(file=item.path.name),
                                      partial(self._tell, _(NOT_A_PROFILE), None), fill=CANNOT, size=26))
            elif len(item.children) > 1:  # a whole class, from a teacher's other computer
                words = ngettext("A class of {count} child ({file})", "A class of {count} children ({file})",
                                 len(item.children)).format(count=len(item.children), file=item.path.name)
                self.focus.add(Button(rect, words, partial(self._bring, item), icon="ui/children.png", fill=PAPER,
                                      size=26))
            else:
                child = item.children[0]
                words = _("{name} ({file})").format(name=child.name, file=item.path.name) if child.name else \
                    _("A child ({file})").format(file=item.path.name)
                self.focus.add(Button(rect, words, partial(self._bring, item), icon=f"portraits/{child.picture}.png",
                                      fill=PAPER, size=26))
        self.focus.add(Button(pygame.Rect(16, 10, 220, 72), _("Back"), self.close, icon="ui/back.png", fill=RED))
        middle = row.top + (self.per_page * (row.height + ROW_GAP)) // 2
        for step, x in ((-1, 16), (1, across - 16 - ARROW_W)):
            if 0 <= self.page + step < self.pages:
                self.focus.add(PageArrow(pygame.Rect(x, middle - ARROW_H // 2, ARROW_W, ARROW_H), "",
                                         partial(self._turn, step), step=step))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def _turn(self, step: int) -> None:
        self.page += step
        self._build()

    def _bring(self, item: Found) -> None:
        brought = self.app.profiles.import_class(item.path)
        if isinstance(brought, str):
            self._tell(_(brought), None)
        elif len(brought) == 1:
            child = brought[0]
            words = _("{name} is here now.").format(name=child.name) if child.name else _("A child is here now.")
            self._tell(words, f"portraits/{child.picture}.png")
        else:
            self._tell(ngettext("{count} child is here now.", "{count} children are here now.",
                                len(brought)).format(count=len(brought)), "ui/children.png")

    def _tell(self, words: str, icon: str | None) -> None:
        self.app.scenes.push(NoticeScene(self.app, words, icon or "ui/bring_in.png"))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, _("Bring in a child"))
        if not self.files:
            words = _("No profile files were found.")
            text.draw(surface, words, 34, (self.layout_size[0] // 2, 260), PAPER, anchor="center", outline=3,
                      wrap=self.layout_size[0] - 200, centred=True)
        self.focus.draw(surface)
        panel(surface, self.where, PAPER, radius=18)
        y = self.where.top + 10
        for line, size in self._where_lines():
            y = text.draw(surface, line, size, (self.where.centerx, y), INK, anchor="midtop", wrap=self.where_width,
                          centred=True).bottom
