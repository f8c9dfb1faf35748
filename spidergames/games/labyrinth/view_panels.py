"""The side panels of the Labyrinth table: each seat's cards, the spare tile and the cards to find.

Numbers with pictures, no reading needed: cards left face down, cards found face up with a tick.
Drawn from the viewer's observation; a seat's cards to find show only to that seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from spidergames.app import assets
from spidergames.app.i18n import _
from spidergames.app.table.seats import ACTIVE_FILL, robot_badge
from spidergames.app.ui import text
from spidergames.app.ui.draw import focus_ring, panel, player_mark, portrait
from spidergames.app.ui.theme import GREEN, INK, PAPER, YELLOW, player_rgb
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import Button
from spidergames.core.protocol import Seat

from .rules import SYMBOL_NAMES, Observation, Phase, PlayerView
from .view_tiles import draw_tile, rotate_icon, symbol_image


@dataclass
class SpareButton(Button):
    """The spare tile, big, turned the way it will go in; clicking turns it."""

    scene: Any = None

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if self.scene.sprites.hides("spare"):  # it is sliding into the board
            return
        tile = self.scene.view.spare.turned(self.scene.rotation)
        draw_tile(surface, tile.sides, tile.symbol, self.rect.center, self.rect.width)
        if focused:
            focus_ring(surface, self.rect)
        elif self.hovered and self.enabled:
            drawn(surface, pygame.draw.rect(surface, YELLOW, self.rect.inflate(14, 14), 6, border_radius=14))


@dataclass
class RotateButton(Button):
    """"Turn" with a round arrow beside it (the base button's icons are image files)."""

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], radius: int,
               focused: bool) -> None:
        """The face, the arrow and the word, on the button's sticker (painted when its looks change)."""
        label, self.label = self.label, ""
        super()._paint(surface, rect, fill, radius, focused)
        self.label = label
        rotate_icon(surface, (rect.left + 40, rect.centery), 16)
        size = text.fit(label, self.size, rect.right - 80 - rect.left, least=text.base_for(text.PLAY))
        text.draw(surface, label, size, (rect.left + 70, rect.centery), self.ink, anchor="midleft", shrink="button")


WIDE_CARD = 200  # a seat's card this wide has room for its name (one seat); narrower, its picture says who


def draw_seat_card(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, player: PlayerView, return_home: bool,
                   *, active: bool) -> None:
    """One seat's card in the seats' row over the caption (issue #32: the caption needs the column's room):
    portrait in its colour ring with its shape (and a robot badge), cards left (or home, to go back to) and
    treasures found, numbers with pictures; the name too where the card is wide enough."""
    card = rect.move(0, -4) if active else rect
    panel(surface, card, ACTIVE_FILL if active else PAPER, radius=16, border=3, shadow=False)
    if active:
        pygame.draw.rect(surface, player_rgb(seat.colour), card.inflate(6, 6), 6, border_radius=20)
    wide = card.width >= WIDE_CARD
    side = min(44, card.width - 22)
    face = (card.left + 10 + side // 2, card.top + 8 + side // 2) if wide else (card.centerx, card.top + 6 + side // 2)
    portrait(surface, seat.character, face, side, ring=player_rgb(seat.colour))
    player_mark(surface, seat.colour, (face[0] + side // 2 - 2, face[1] + side // 2 - 2), max(9, side // 5))
    if not seat.is_human:
        robot_badge(surface, (face[0] - side // 2 + 2, face[1] - side // 2 + 4), 22)
    if wide:  # one row beside the portrait, the name under it
        cards = (card.left + side + 36, face[1])
        found = (cards[0] + 100, face[1])
        name, size = text.shorten(seat.name, text.PLAY, card.width - 16, least=text.base_for(text.PLAY))
        text.draw(surface, name, size, (card.centerx, card.bottom - 28), INK, anchor="center", shrink="name")
    else:  # one above the other under the portrait
        cards = (card.centerx - 26, card.bottom - 62)
        found = (card.centerx - 26, card.bottom - 22)
    if not player.cards_left and return_home:
        surface.blit(assets.scaled("ui/home.png", (26, 26)), (cards[0] - 2, cards[1] - 13))
    else:
        back = assets.scaled("labyrinth/card_back.png", (22, 30))
        surface.blit(back, back.get_rect(midleft=cards))
        text.draw(surface, str(player.cards_left), 30, (cards[0] + 26, cards[1]), INK, anchor="midleft")
    tick = (found[0] + 11, found[1])
    pygame.draw.circle(surface, GREEN, tick, 12)
    pygame.draw.circle(surface, INK, tick, 12, 2)
    pygame.draw.lines(surface, PAPER, False, [(tick[0] - 6, tick[1]), (tick[0] - 1, tick[1] + 5),
                                              (tick[0] + 7, tick[1] - 6)], 4)
    text.draw(surface, str(len(player.found)), 30, (found[0] + 26, found[1]), INK, anchor="midleft")


def step_words(phase: Phase) -> str:
    return "1  " + _("Push a tile in") if phase is Phase.SHIFT else "2  " + _("Walk or stay")


def step_room(box: pygame.Rect) -> pygame.Rect:
    """Where the step's words go in the spare's panel."""
    return pygame.Rect(box.left + 10, box.top + 8, box.width - 20, 0)


def steps_bottom(box: pygame.Rect) -> int:
    """Where the taller of the two steps' words ends (a language's longer words take two lines):
    the spare tile goes under it."""
    room = step_room(box)
    return room.top + max(fit_words(step_words(p), room.width).get_height() for p in (Phase.SHIFT, Phase.MOVE))


def draw_step(surface: pygame.Surface, box: pygame.Rect, phase: Phase) -> None:
    """The spare's panel and which of the turn's two steps it is."""
    panel(surface, box, PAPER)
    fitted(surface, step_words(phase), step_room(box))


def fit_words(words: str, width: int) -> pygame.Surface:
    """`words` at play size, shrinking to the least play size, then wrapping (centred) to `width`."""
    size = text.fit(words, text.PLAY, width, least=text.base_for(text.PLAY))
    return text.render(words, size, INK, wrap=width, centred=True, shrink="panel title")


def fitted(surface: pygame.Surface, words: str, room: pygame.Rect, *, below: bool = False) -> pygame.Rect:
    """`words` (`fit_words`) at the top of `room`, or at its bottom if `below`; returns where they went."""
    shown = fit_words(words, room.width)
    at = shown.get_rect(midbottom=room.midbottom) if below else shown.get_rect(midtop=room.midtop)
    surface.blit(shown, at)
    return at


def draw_targets(surface: pygame.Surface, box: pygame.Rect, seat: Seat | None, view: Observation) -> None:
    """The viewer's card(s) to find; face down when nobody is in front of the screen (`seat` None)."""
    panel(surface, box, PAPER)
    if seat is None:
        back = assets.scaled("labyrinth/card_back.png", (150, 200))
        surface.blit(back, back.get_rect(center=box.center))
        return
    portrait(surface, seat.character, (box.left + 40, box.top + 38), 50, ring=player_rgb(seat.colour))
    targets = view.targets
    title = _("Find one!") if view.younger and len(targets) > 1 else _("Find:")
    if not targets:
        title = _("Go home!") if view.return_home else _("All found!")
    size = text.fit(title, 32, box.right - 10 - (box.left + 80), least=text.base_for(text.PLAY))
    text.draw(surface, title, size, (box.left + 80, box.top + 38), INK, anchor="midleft", shrink="panel title")
    inner = pygame.Rect(box.left + 14, box.top + 78, box.width - 28, box.height - 92)
    if not targets:
        home = assets.scaled("ui/home.png", (120, 120))
        surface.blit(home, home.get_rect(center=inner.center))
        return
    if len(targets) == 1:  # the name under the card; a name on two lines makes the card smaller
        named = fitted(surface, _(SYMBOL_NAMES[targets[0]]), inner.inflate(0, -8), below=True)
        height = min(180, named.top - inner.top - 6)
        _card(surface, targets[0], pygame.Rect(0, 0, height * 5 // 6, height).move(
            inner.centerx - height * 5 // 12, inner.top))
        return
    cols = 4 if len(targets) > 6 else 3
    w = inner.width // cols
    h = min(int(w * 1.2), inner.height // math.ceil(len(targets) / cols))
    for k, sym in enumerate(targets):
        r, c = divmod(k, cols)
        _card(surface, sym, pygame.Rect(inner.left + c * w + 3, inner.top + r * h + 3, w - 6, h - 6))


def _card(surface: pygame.Surface, symbol: str, rect: pygame.Rect) -> None:
    panel(surface, rect, (255, 255, 255), radius=12, border=4, shadow=False)
    img = symbol_image(symbol, min(rect.width, rect.height) - 14)
    surface.blit(img, img.get_rect(center=rect.center))
