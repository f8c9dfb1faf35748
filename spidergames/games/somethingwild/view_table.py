"""The Something Wild! table at rest, as the viewer may see it: each seat's Powers, hand badge, mover and
row (cards that score glow), and the piles in the middle. Anything a sprite stands for (`hides`) is
left out: it is flying, or lifted, over the table."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import NamedTuple

import pygame

from spidergames.app import assets
from spidergames.app.table import layers
from spidergames.app.ui.draw import pile_count
from spidergames.app.ui.theme import DISABLED
from spidergames.app.ui.trail import drawn

from .cards import Power, scoring_triples
from .layout import MINI, Layout
from .rules import ROW_LIMIT, Observation
from .view_cards import back_image, card_image, count_badge, glow, mover_image, power_image

LIFT = 24  # how far a card picked (or pointed at by a computer) rises
DISCARD_PILE = ("pile", "discard")  # sprite key: the discard pile is being shuffled into the deck
MOVER_KEY = ("mover",)
Hides = Callable[[Hashable], bool]


class RowLook(NamedTuple):
    """Everything a seat's row is drawn from, with what a sprite hides left out (None in its place)."""

    powers: tuple[Power | None, ...]  # its scored Powers in their places
    hand_size: int
    mover: bool  # it holds the mover, and the mover is on the table
    cards: tuple[int | None, ...]  # its row, in its places


def row_look(view: Observation, seat: int, hides: Hides) -> RowLook:
    """What a seat's row shows in `view` (a still row is a part of the table drawn from it alone)."""
    return RowLook(tuple(None if hides(("power", p)) else p for p in view.scored[seat]), view.hand_sizes[seat],
                   view.mover == seat and not hides(MOVER_KEY),
                   tuple(None if hides(("card", c)) else c for c in view.rows[seat]))


def draw_row(surface: pygame.Surface, layout: Layout, view: Observation, seat: int, hides: Hides,
             selected: list[int], clock: float) -> None:
    """One seat's row while it moves: cards that score pulse, picked ones are raised."""
    paint_row(surface, layout, seat, row_look(view, seat, hides), frozenset(_glowing(view, seat)),
              frozenset(selected), clock)


def paint_row(surface: pygame.Surface, layout: Layout, seat: int, look: RowLook, glowing: frozenset[int],
              selected: frozenset[int], clock: float) -> None:
    """One seat's scored Powers, hand badge, mover, and row of cards (picked ones raised)."""
    _draw_places(surface, [layout.scored_rect(seat, k) for k in range(3)],
                 [layout.row_rect(seat, i) for i in range(ROW_LIMIT)])
    for k, power in enumerate(look.powers):
        if power is not None:
            surface.blit(power_image(power, MINI), layout.scored_rect(seat, k))
    if look.hand_size:
        rect = layout.seat_hand_rect(seat)
        drawn(surface, surface.blit(back_image(rect.size), rect))
        count_badge(surface, look.hand_size, (rect.right + 2, rect.centery + 6), 13)
    if look.mover:
        drawn(surface, surface.blit(mover_image(layout.seat_mover_rect(seat).size), layout.seat_mover_rect(seat)))
    for i, c in enumerate(look.cards):
        if c is None:
            continue
        rect = layout.row_rect(seat, i, len(look.cards)).move(0, -LIFT // 2 if c in selected else 0)
        if c in glowing:
            glow(surface, rect, clock)
        drawn(surface, surface.blit(card_image(c, layout.row_size), rect))
        if c in selected:
            drawn(surface, pygame.draw.rect(surface, (40, 120, 255), rect.inflate(6, 6), 5, border_radius=12))


def _draw_places(surface: pygame.Surface, scored: list[pygame.Rect], row: list[pygame.Rect]) -> None:
    """A seat's empty places, three for its Powers and five for its row: one picture per seat, painted
    once (eight rounded rectangles drawn each time cost a composition of the table ~0.1 ms a seat)."""
    if layers.painted_straight(surface):
        _paint_places(surface, scored, row)
        return
    key = (tuple(map(tuple, scored)), tuple(map(tuple, row)), surface.get_bitsize(), surface.get_masks())
    picture, at = _places(*key)
    drawn(surface, surface.blit(picture, at))


def _paint_places(surface: pygame.Surface, scored: list[pygame.Rect], row: list[pygame.Rect]) -> None:
    for rect in scored:
        drawn(surface, pygame.draw.rect(surface, DISABLED, rect, 2, border_radius=6))
    for rect in row:
        drawn(surface, pygame.draw.rect(surface, (205, 215, 235), rect, border_radius=10))


@assets.scene_cache(8)  # a seat each, at most four, kept with the game
def _places(scored: tuple[tuple[int, ...], ...], row: tuple[tuple[int, ...], ...], bits: int,
            masks: tuple[int, ...]) -> tuple[pygame.Surface, pygame.Rect]:
    """The picture of a seat's empty places and where it goes (in the screen's pixel format)."""
    rects = [pygame.Rect(r) for r in scored + row]
    area = rects[0].unionall(rects[1:])
    moved = [r.move(-area.x, -area.y) for r in rects]
    like = pygame.Surface((1, 1), 0, bits, masks)
    picture = layers.sticker_picture(area.size, like, lambda target: _paint_places(target, moved[:3], moved[3:]))
    return picture, area


def row_moves(view: Observation, seat: int, selected: list[int]) -> bool:
    """Whether a seat's row changes from frame to frame (cards that score pulse, picked ones are raised):
    a still row is drawn once, on the table's still picture."""
    return bool(_glowing(view, seat)) or any(c in selected for c in view.rows[seat])


def _glowing(view: Observation, seat: int) -> set[int]:
    """The cards of a seat's row that make a triple that scores (they glow)."""
    in_use = view.power_used if seat == view.turn else None
    return {c for trio in scoring_triples(view.rows[seat], in_use) for c in trio}


class PilesLook(NamedTuple):
    """Everything the piles in the middle are drawn from, with what a sprite hides left out."""

    deck_size: int
    top: int | None  # the discard pile's top card, None while none rests there
    discards: int
    power_pile_size: int
    centre: Power | None  # the face-up Power
    mover: bool  # nobody holds the mover, and it is on the table


def piles_look(view: Observation, hides: Hides) -> PilesLook:
    """What the piles show in `view`."""
    resting = [c for c in view.discard if not hides(("card", c))]
    centre = view.centre_power if view.centre_power is not None and not hides(("power", view.centre_power)) else None
    return PilesLook(view.deck_size, resting[-1] if resting and not hides(DISCARD_PILE) else None, len(view.discard),
                     view.power_pile_size, centre, view.mover is None and not hides(MOVER_KEY))


def draw_piles(surface: pygame.Surface, layout: Layout, look: PilesLook) -> None:
    """Deck, discard pile, Power pile with the face-up Power, and the mover when nobody holds it."""
    deck, discard, pile = layout.box["deck"], layout.box["discard"], layout.box["power_pile"]
    for k in range(min(3, look.deck_size) - 1, -1, -1):
        surface.blit(back_image(deck.size), deck.move(-3 * k, -3 * k))
    if look.deck_size:
        pile_count(surface, deck, look.deck_size)
    if look.top is not None:
        surface.blit(card_image(look.top, discard.size), discard)
        pile_count(surface, discard, look.discards)
    for k in range(min(3, look.power_pile_size), 0, -1):
        surface.blit(back_image(pile.size), pile.move(4 * k, 4 * k))
    if look.centre is not None:
        surface.blit(power_image(look.centre, pile.size), pile)
    if look.mover:
        surface.blit(mover_image(layout.box["mover"].size), layout.box["mover"])
