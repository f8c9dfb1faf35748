"""The side panels of the Labyrinth table: each seat's cards, the spare tile and the cards to find.

Numbers with pictures, no reading needed: cards left face down, cards found face up with a tick.
Drawn from the viewer's observation; a seat's cards to find show only to that seat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from spidergames.app import assets
from spidergames.app.i18n import _
from spidergames.app.table.seats import seat_panel
from spidergames.app.table.targets import MIN_HIT
from spidergames.app.ui import text
from spidergames.app.ui.draw import focus_ring, panel, portrait
from spidergames.app.ui.theme import GREEN, INK, PAPER, YELLOW, player_rgb
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import Button
from spidergames.core.protocol import Seat

from .rules import SYMBOL_NAMES, Observation, Phase
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
class StepButton(Button):
    """A button of one step of the turn: Turn (the push) and Stay here (the walk) share one place in the
    spare's panel, each drawn there only in its own step (`shown`; the other is disabled meanwhile)."""

    shown: bool = True

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if self.shown:
            super().draw(surface, focused)


@dataclass
class RotateButton(StepButton):
    """"Turn" with a round arrow before it (the base button's icons are image files), the two centred."""

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], radius: int,
               focused: bool) -> None:
        """The face, the arrow and the word, on the button's sticker (painted when its looks change)."""
        label, self.label = self.label, ""
        super()._paint(surface, rect, fill, radius, focused)
        self.label = label
        size = text.fit(label, self.size, rect.width - 20 - ARROW_ROOM, least=text.base_for(text.PLAY))
        left = rect.centerx - (ARROW_ROOM + text.width(label, size)) // 2
        rotate_icon(surface, (left + 16, rect.centery), 16)
        text.draw(surface, label, size, (left + ARROW_ROOM, rect.centery), self.ink, anchor="midleft",
                  shrink="button")


ARROW_ROOM = 44  # the round arrow and the gap after it, before "Turn"
FACE = 56  # a seat's portrait on its card
BESIDE_FACE = 36  # a seat's card beside its portrait: the kit's margins, and a gap before the counts
COUNT = 30  # the numbers on a seat's card
COUNT_GAP = 16  # between the two counts in a row
NAME_ROOM = 160  # a seat's card shows the name where this much is left beside its counts (one seat)
Count = tuple[int, Callable[[pygame.Surface, tuple[int, int]], None]]  # a count's width, and how to draw it


def draw_seat_card(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, cards_left: int, found: int,
                   return_home: bool, *, active: bool) -> None:
    """One seat's card in the seats' row over the caption: the kit's seat panel (portrait in its colour
    ring, its shape, a robot badge), with the cards left (or home, to go back to) and the treasures
    found, numbers with pictures: in a row where they fit, else one above the other. The name too where
    the card has room for it beside them (one seat; with more, portrait, ring and shape say who, and the
    turn badge and the caption name the seat whose turn it is). Drawn from what it shows, not from where
    the piece stands: a step leaves it."""
    counts = _counts(cards_left, found, return_home)
    row = sum(width for width, _draw in counts) + COUNT_GAP
    name_room = rect.width - (FACE + 30) - row - 24  # beside the portrait, before the counts
    named = name_room >= NAME_ROOM
    widest = row if rect.width - FACE - BESIDE_FACE >= row else max(width for width, _draw in counts)
    face = min(FACE, rect.width - BESIDE_FACE - widest)  # a narrow card: a smaller portrait, the counts whole
    free = seat_panel(surface, rect, seat, active=active, face=face, named=named, name_width=max(0, name_room))
    card = rect.move(0, -4) if active else rect
    if named:  # the name at the portrait's right, the counts in a row at the card's right
        _in_a_row(surface, counts, card.right - 12 - row, card.centery)
    elif widest == row:
        _in_a_row(surface, counts, free.left + (free.width - row) // 2, free.centery)
    else:
        left = free.left + (free.width - widest) // 2
        for k, (_width, draw) in enumerate(counts):
            draw(surface, (left, free.top + free.height * (2 * k + 1) // 4))


def _in_a_row(surface: pygame.Surface, counts: list[Count], left: int, y: int) -> None:
    for width, draw in counts:
        draw(surface, (left, y))
        left += width + COUNT_GAP


def _counts(cards_left: int, found: int, return_home: bool) -> list[Count]:
    """The seat's two counts, each its width and how to draw it from its left middle: the cards still to
    find (a home once they are all found and the piece must go back) and the treasures found (a tick)."""
    def home(surface: pygame.Surface, at: tuple[int, int]) -> None:
        surface.blit(assets.scaled("ui/home.png", (26, 26)), (at[0], at[1] - 13))

    def cards(surface: pygame.Surface, at: tuple[int, int]) -> None:
        back = assets.scaled("labyrinth/card_back.png", (22, 30))
        surface.blit(back, back.get_rect(midleft=at))
        text.draw(surface, str(cards_left), COUNT, (at[0] + 26, at[1]), INK, anchor="midleft")

    def found_ones(surface: pygame.Surface, at: tuple[int, int]) -> None:
        tick = (at[0] + 12, at[1])
        pygame.draw.circle(surface, GREEN, tick, 12)
        pygame.draw.circle(surface, INK, tick, 12, 2)
        pygame.draw.lines(surface, PAPER, False, [(tick[0] - 6, tick[1]), (tick[0] - 1, tick[1] + 5),
                                                  (tick[0] + 7, tick[1] - 6)], 4)
        text.draw(surface, str(found), COUNT, (at[0] + 28, at[1]), INK, anchor="midleft")

    first = (26, home) if not cards_left and return_home else (26 + text.width(str(cards_left), COUNT), cards)
    return [first, (28 + text.width(str(found), COUNT), found_ones)]


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


def spare_tile(box: pygame.Rect, step: pygame.Rect) -> tuple[pygame.Rect, bool]:
    """Where the spare tile goes in the spare's panel `box`, and whether the step's words go over it: under
    them (on two lines if need be) and over the Turn or Stay button `step` where it stands in the panel,
    if that leaves the tile a child's tap (`MIN_HIT`); else the tile alone fills the panel (the 960
    table, where the caption says the step)."""
    bottom = step.top if box.contains(step) else box.bottom - 6
    top = max(box.top + 48, steps_bottom(box) + 4)
    side = min(144, bottom - top - 2, box.width - 20)
    if side >= MIN_HIT:
        return pygame.Rect(box.centerx - side // 2, top, side, side), True
    side = min(box.size)
    return pygame.Rect(box.centerx - side // 2, box.centery - side // 2, side, side), False


def draw_step(surface: pygame.Surface, box: pygame.Rect, phase: Phase, words: bool = True) -> None:
    """The spare's panel and, with `words`, which of the turn's two steps it is."""
    panel(surface, box, PAPER)
    if words:
        fitted(surface, step_words(phase), step_room(box))


def fit_words(words: str, width: int) -> pygame.Surface:
    """`words` at play size, shrinking to the least play size, then wrapping (centred) to `width`."""
    size = text.fit(words, text.PLAY, width, least=text.base_for(text.PLAY))
    return text.render(words, size, INK, wrap=width, centred=True, shrink="panel title")


def fitted(surface: pygame.Surface, words: str, room: pygame.Rect) -> None:
    """`words` (`fit_words`) at the top of `room`."""
    shown = fit_words(words, room.width)
    surface.blit(shown, shown.get_rect(midtop=room.midtop))


def draw_targets(surface: pygame.Surface, box: pygame.Rect, seat: Seat | None, view: Observation) -> None:
    """The viewer's card(s) to find in `view` (see `paint_targets`)."""
    paint_targets(surface, box, seat, view.targets, view.younger, view.return_home)


def paint_targets(surface: pygame.Surface, box: pygame.Rect, seat: Seat | None, targets: tuple[str, ...],
                  younger: bool, return_home: bool) -> None:
    """The viewer's card(s) to find under "Find:" and their portrait; face down when nobody is in front of
    the screen (`seat` None). One card stands at the left with its name beside it, on as many lines as it
    takes but never broken inside a word (the card is narrower for a long word: "Freiheitsstatue");
    the younger children's variant shows all of them in rows. Drawn from what it shows (a part of the
    still table: a step leaves it)."""
    panel(surface, box, PAPER)
    if seat is None:
        tall = box.height - 20
        back = assets.scaled("labyrinth/card_back.png", (tall * 3 // 4, tall))
        surface.blit(back, back.get_rect(center=box.center))
        return
    portrait(surface, seat.character, (box.left + 34, box.top + 30), 44, ring=player_rgb(seat.colour))
    title = _("Find one!") if younger and len(targets) > 1 else _("Find:")
    if not targets:
        title = _("Go home!") if return_home else _("All found!")
    size = text.fit(title, 32, box.right - 10 - (box.left + 66), least=text.base_for(text.PLAY))
    text.draw(surface, title, size, (box.left + 66, box.top + 30), INK, anchor="midleft", shrink="panel title")
    inner = pygame.Rect(box.left + 10, box.top + 60, box.width - 20, box.height - 70)
    if not targets:
        side = min(120, inner.height)
        home = assets.scaled("ui/home.png", (side, side))
        surface.blit(home, home.get_rect(center=inner.center))
        return
    if len(targets) == 1:
        name = _(SYMBOL_NAMES[targets[0]])
        width = min(inner.height * 5 // 6, inner.width - NAME_GAP - widest_word(name))
        card = pygame.Rect(0, 0, width, min(inner.height, width * 6 // 5))
        card.midleft = inner.midleft
        _card(surface, targets[0], card)
        named = pygame.Rect(card.right + NAME_GAP, inner.top, inner.right - card.right - NAME_GAP, inner.height)
        shown = fit_words(name, named.width)
        surface.blit(shown, shown.get_rect(center=named.center))
        return
    cols, high = grid(len(targets), inner.size)
    wide = inner.width // cols
    for k, sym in enumerate(targets):
        r, c = divmod(k, cols)
        _card(surface, sym, pygame.Rect(inner.left + c * wide + 3, inner.top + r * high + 3, wide - 6, high - 6))


NAME_GAP = 10  # between a card to find and its name


def widest_word(words: str) -> int:
    """How wide the longest word of `words` is drawn at the least play size: the room a name needs so
    that no word of it is broken between letters."""
    least = text.base_for(text.PLAY)
    return max(text.width(word, least) for word in words.split())


def grid(count: int, room: tuple[int, int]) -> tuple[int, int]:
    """Columns, and the height of a row, that show `count` cards (5 wide by 6 tall) the biggest in `room`.

    >>> grid(12, (324, 116)), grid(1, (324, 116))
    ((6, 58), (1, 116))
    """
    def tall(cols: int) -> int:
        return min(room[1] // -(-count // cols), room[0] // cols * 6 // 5)
    cols = max(range(1, count + 1), key=tall)
    return cols, tall(cols)


def _card(surface: pygame.Surface, symbol: str, rect: pygame.Rect) -> None:
    panel(surface, rect, (255, 255, 255), radius=12, border=4, shadow=False)
    img = symbol_image(symbol, min(rect.width, rect.height) - 14)
    surface.blit(img, img.get_rect(center=rect.center))
