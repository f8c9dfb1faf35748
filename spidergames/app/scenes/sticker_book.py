"""One child's sticker book: big pages of stickers, the ones earned in colour, the others a grey outline.

Reached from "Who's playing?" (the sticker on each child's picture). Touching a sticker says its name,
earned or not, so a child who cannot read hears what each one is for. Nothing here counts down, counts
days or asks anyone to come back: it only shows what the child did.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.stickers import StickerKind
from ..assets import scaled
from ..i18n import _
from ..profile_prompts import BOOK
from ..stickers import every_sticker
from ..ui import record, text
from ..ui.draw import drop_shadow, focus_ring, panel, portrait
from ..ui.theme import INK, PAPER, RED, YELLOW, player_rgb
from ..ui.widgets import Button
from .backdrop import page_heading
from .who import PageArrow, PagedScene

if TYPE_CHECKING:
    from ..application import App

COLUMNS, ROWS = 4, 2
PER_PAGE = COLUMNS * ROWS
TILE = pygame.Rect(0, 0, 250, 250)
GAP = 18
GRID_TOP = 90  # under the heading, which a long title (Spanish, Large text) makes tall
PICTURE = 164
SMALLEST = 140  # the least a sticker's picture is drawn, leaving the rest of its tile to its name
NAME = 26
LEAST = 22  # its name's least size (both as asked: never under the page floor, `text.page`)
BOTTOM = 634


@dataclass
class StickerButton(Button):
    """A sticker on the page: its picture (or its grey outline, not earned yet) and its name under it."""

    sticker: StickerKind | None = None
    earned: bool = False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        assert self.sticker is not None
        record.note(surface, "button", self.rect, hit=self.hit, enabled=self.enabled)
        face = self.face
        drop_shadow(surface, face, 22)
        panel(surface, face, (255, 255, 255) if self.hovered else self.fill, radius=22, border=4, shadow=False)
        name = f"stickers/{self.sticker.id}.png" if self.earned else f"stickers/{self.sticker.id}-outline.png"
        wrap = face.width - 20
        size, least = text.page(NAME), text.page(LEAST)
        start = size
        while size > least and text.wrapped_height(self.label, size, wrap) > face.height - SMALLEST - 24:
            size = max(least, size - 2)  # a long name (German, Large text) shrinks a little before the picture does
        words = text.render(self.label, size, INK, wrap=wrap, centred=True, shrink="button" if size < start else None)
        side = min(PICTURE, face.height - words.get_height() - 24)
        picture = scaled(name, (side, side))
        surface.blit(picture, picture.get_rect(midtop=(face.centerx, face.top + 8)))
        text.draw(surface, self.label, size, (face.centerx, face.bottom - 8), INK, anchor="midbottom", wrap=wrap,
                  centred=True, shrink="button" if size < start else None)
        if focused:
            focus_ring(surface, face)


class StickerBookScene(PagedScene):
    """The pages of one child's stickers, eight to a page, turned with the arrows."""

    def __init__(self, app: App, profile_id: str) -> None:
        super().__init__(app)
        self.profile_id = profile_id

    @property
    def stickers(self) -> tuple[StickerKind, ...]:
        return every_sticker(self.app.profiles.games)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.stickers) // PER_PAGE))

    def enter(self) -> None:
        self._build()
        self.app.speech.say_lines([BOOK], ())

    def resume(self) -> None:
        self._build()

    def rebuild(self) -> bool:
        self._build()
        return True

    def _build(self) -> None:
        keep = self.focus.focus
        self.focus.clear()
        profile = self.app.profiles.profiles.get(self.profile_id)
        earned = set(profile.stickers) if profile is not None else set()
        shown = self.stickers[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        across = self.layout_size[0]
        width = min(TILE.width, (across - 40 - (COLUMNS - 1) * GAP) // COLUMNS)  # narrower on a 4:3 canvas
        left = (across - COLUMNS * width - (COLUMNS - 1) * GAP) // 2
        for k, sticker in enumerate(shown):
            x = left + (k % COLUMNS) * (width + GAP)
            y = GRID_TOP + (12 if width < TILE.width else 0) + (k // COLUMNS) * (TILE.height + GAP)  # clear of a
            # heading over the narrower tiles' focus ring
            got = sticker.id in earned
            self.focus.add(StickerButton(pygame.Rect(x, y, width, TILE.height), _(sticker.name),
                                         partial(self.app.speech.say, sticker.name),
                                         fill=PAPER if got else (236, 236, 240), sticker=sticker, earned=got))
        self.focus.add(Button(pygame.Rect(40, BOTTOM + 6, 220, 76), _("Back"), self._back, icon="ui/back.png",
                              fill=RED))
        if self.pages > 1:
            for right in (False, True):
                target = (self.page + (1 if right else -1)) % self.pages
                rect = pygame.Rect(across - (150 if right else 290), BOTTOM, 120, 88)
                self.focus.add(PageArrow(rect, "", partial(self._turn, target, right), fill=YELLOW, right=right))
        self.focus.focus = keep if 0 <= keep < len(self.focus.buttons) else -1

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        page_heading(surface, _("Sticker book"))
        profile = self.app.profiles.profiles.get(self.profile_id)
        if profile is not None:  # whose book: their face, by the heading
            portrait(surface, profile.picture, (52, 38), 64, ring=player_rgb(profile.colour))
        self.focus.draw(surface)
        dots = [(self.layout_size[0] // 2 + (p - (self.pages - 1) / 2) * 30, BOTTOM + 44) for p in range(self.pages)]
        for p, (x, y) in enumerate(dots):  # which page, in dots (no page numbers)
            pygame.draw.circle(surface, YELLOW if p == self.page else PAPER, (round(x), y), 10)
            pygame.draw.circle(surface, INK, (round(x), y), 10, 3)
