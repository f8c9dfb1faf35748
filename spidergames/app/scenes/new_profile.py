"""A new child's profile: pick a picture from every character's portrait, a colour, and a first name
typed by anyone (or none: the picture is enough).

Typing is always on here (a grown-up types, the child points): letters go to the name, Tab and the
arrows move between the pictures, Enter chooses, Esc goes back without making anything. The same page
changes a child's picture, colour and name from their page in the grown-ups' corner.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..i18n import _
from ..input import Intent, Kind
from ..profile_prompts import PICK
from ..profiles import portraits
from ..scene import Scene
from ..seat_names import shown_name, typed_name
from ..ui import text
from ..ui.draw import panel, player_mark, portrait
from ..ui.picture_button import PictureButton
from ..ui.theme import COLOUR_NAMES, GREEN, INK, LOGICAL_SIZE, PAPER, RED, player_rgb
from ..ui.widgets import Button, FocusGroup
from .backdrop import page_heading

if TYPE_CHECKING:
    from ..application import App
    from ..profiles import Profile

COLUMNS = 7
GRID = pygame.Rect(40, 92, 844, 466)  # on the 16:9 canvas; a narrower one makes the pictures smaller
GAP = 10
SIDE = pygame.Rect(904, 86, 346, 478)  # the chosen picture, its colour and the name (at the right edge)
BIG = 170


class NewProfileScene(Scene):
    """Choose a portrait, a colour and a name; Done makes the profile (or changes `child`'s) and hands it
    to `on_made`."""

    def __init__(self, app: App, on_made: Callable[[Profile], None], child: Profile | None = None) -> None:
        super().__init__(app)
        self.on_made = on_made
        self.child = child
        self.pictures = portraits()
        self.picture = child.picture if child is not None and child.picture in self.pictures else self.pictures[0]
        self.colour = child.colour if child is not None else COLOUR_NAMES[0]
        self.name = child.name if child is not None else ""
        self.focus = FocusGroup(lambda: app.sound("click"))

    @property
    def wants_text(self) -> bool:
        return True

    def enter(self) -> None:
        self._build()
        self.app.speech.say_lines([PICK], ())

    def rebuild(self) -> bool:
        self._build()
        return True

    @property
    def side(self) -> pygame.Rect:
        """The chosen picture's panel, as far from the canvas's right edge as on the 16:9 one."""
        return SIDE.move(self.layout_size[0] - LOGICAL_SIZE[0], 0)

    @property
    def grid(self) -> pygame.Rect:
        """The pictures' room, left of `side`."""
        return pygame.Rect(GRID.left, GRID.top, self.side.left - 20 - GRID.left, GRID.height)

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        rows = math.ceil(len(self.pictures) / COLUMNS)
        grid, side = self.grid, self.side
        tile = min((grid.width - (COLUMNS - 1) * GAP) // COLUMNS, (grid.height - (rows - 1) * GAP) // rows)
        for k, picture in enumerate(self.pictures):
            rect = pygame.Rect(grid.left + (k % COLUMNS) * (tile + GAP), grid.top + (k // COLUMNS) * (tile + GAP),
                               tile, tile)
            chosen = picture == self.picture
            self.focus.add(PictureButton(rect, "", partial(self._choose, picture), fill=GREEN if chosen else PAPER,
                                         selected=chosen, picture=picture, colour=self.colour))
        for i, colour in enumerate(COLOUR_NAMES):
            self.focus.add(Button(pygame.Rect(side.left + 14 + i * 82, side.top + BIG + 40, 72, 72), "",
                                  partial(self._paint, colour), fill=GREEN if colour == self.colour else PAPER,
                                  selected=colour == self.colour))
        shown = self.name + "|" if self.name else "|"
        self.focus.add(Button(pygame.Rect(side.left + 14, side.top + BIG + 160, side.width - 28, 72), shown,
                              lambda: None, fill=PAPER, selected=True))
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Back"), self._back, icon="ui/back.png", fill=RED))
        self.focus.add(Button(pygame.Rect(self.layout_size[0] - 360, 618, 320, 90), _("Done"), self._done,
                              icon="ui/play.png", fill=GREEN, size=40))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def _choose(self, picture: str) -> None:
        self.picture = picture
        self._build()

    def _paint(self, colour: str) -> None:
        self.colour = colour
        self._build()

    def _done(self) -> None:
        name = shown_name(self.name, text.has_glyph)
        profile = self.child
        if profile is None:
            profile = self.app.profiles.make(name, self.picture, self.colour, like=self.app.settings)
        else:
            profile.name, profile.picture, profile.colour = name, self.picture, self.colour
            self.app.profiles.save(profile)
        self.app.scenes.pop(self)
        if profile is not None:
            self.on_made(profile)

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.TEXT:
            self.name, refused = typed_name(self.name, intent.text, text.has_glyph)
            if refused:
                self.app.sound("error")
            self._build()
        elif intent.kind == Kind.ERASE:
            self.name = self.name[:-1]
            self._build()
        elif intent.kind == Kind.BACK:
            self._back()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        page_heading(surface, _("Choose your picture."))
        side = self.side
        panel(surface, side, PAPER, radius=24)
        portrait(surface, self.picture, (side.centerx, side.top + 20 + BIG // 2), BIG, ring=player_rgb(self.colour))
        self.focus.draw(surface)
        for i, colour in enumerate(COLOUR_NAMES):  # each colour's shape too: colour is never the only cue
            button = self.focus.buttons[len(self.pictures) + i]
            player_mark(surface, colour, button.face.center, 24)
        words = _("Name (or none):")
        text.draw(surface, words, text.fit(words, text.page(24), side.width - 28, least=text.page(text.base_for(22))),
                  (side.centerx, side.top + BIG + 154), INK, anchor="midbottom")
