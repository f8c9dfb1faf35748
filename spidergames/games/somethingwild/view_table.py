"""The Something Wild! table at rest, as the viewer may see it: each seat's Powers, hand badge, mover and
row (cards that score glow), and the piles in the middle. Anything a sprite stands for (`hides`) is
left out: it is flying, or lifted, over the table."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from spidergames.app import assets
from spidergames.app.table import layers
from spidergames.app.ui.draw import pile_count
from spidergames.app.ui.theme import DISABLED
from spidergames.app.ui.trail import drawn

from .cards import scoring_triples
from .layout import MINI, Layout
from .rules import Observation
from .view_cards import back_image, card_image, count_badge, glow, mover_image, power_image

LIFT = 24  # how far a card picked (or pointed at by a computer) rises
DISCARD_PILE = ("pile", "discard")  # sprite key: the discard pile is being shuffled into the deck
MOVER_KEY = ("mover",)
Hides = Callable[[Hashable], bool]


def draw_row(surface: pygame.Surface, layout: Layout, view: Observation, seat: int, hides: Hides,
             selected: list[int], clock: float) -> None:
    """One seat's scored Powers, hand badge, mover, and row of cards (picked ones raised)."""
    _draw_places(surface, [layout.scored_rect(seat, k) for k in range(3)], [layout.row_rect(seat, i) for i in range(5)])
    for k, power in enumerate(view.scored[seat]):
        if not hides(("power", power)):
            surface.blit(power_image(power, MINI), layout.scored_rect(seat, k))
    if view.hand_sizes[seat]:
        rect = layout.seat_hand_rect(seat)
        drawn(surface, surface.blit(back_image(rect.size), rect))
        count_badge(surface, view.hand_sizes[seat], (rect.right + 2, rect.centery + 6), 13)
    if view.mover == seat and not hides(MOVER_KEY):
        drawn(surface, surface.blit(mover_image(layout.seat_mover_rect(seat).size), layout.seat_mover_rect(seat)))
    glowing = _glowing(view, seat)
    for i, c in enumerate(view.rows[seat]):
        if hides(("card", c)):
            continue
        rect = layout.row_rect(seat, i).move(0, -LIFT // 2 if c in selected else 0)
        if c in glowing:
            glow(surface, rect, clock)
        drawn(surface, surface.blit(card_image(c, layout.row_size), rect))
        if c in selected:
            drawn(surface, pygame.draw.rect(surface, (40, 120, 255), rect.inflate(6, 6), 5, border_radius=12))


def row_look(view: Observation, seat: int, hides: Hides) -> Hashable:
    """Everything `draw_row` draws a still row from (its key as a part of the table's still picture)."""
    powers, row = view.scored[seat], view.rows[seat]
    return (powers, tuple(hides(("power", p)) for p in powers), view.hand_sizes[seat],
            view.mover == seat and not hides(MOVER_KEY), row, tuple(hides(("card", c)) for c in row))


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


def piles_look(view: Observation, hides: Hides) -> Hashable:
    """Everything `draw_piles` draws from (its key as a part of the table's still picture)."""
    resting = [c for c in view.discard if not hides(("card", c))]
    centre = view.centre_power if view.centre_power is not None and not hides(("power", view.centre_power)) else None
    return (view.deck_size, resting[-1:], len(view.discard), hides(DISCARD_PILE), view.power_pile_size, centre,
            view.mover is None and not hides(MOVER_KEY))


def draw_piles(surface: pygame.Surface, layout: Layout, view: Observation, hides: Hides) -> None:
    """Deck, discard pile, Power pile with the face-up Power, and the mover when nobody holds it."""
    deck, discard, pile = layout.box["deck"], layout.box["discard"], layout.box["power_pile"]
    for k in range(min(3, view.deck_size) - 1, -1, -1):
        surface.blit(back_image(deck.size), deck.move(-3 * k, -3 * k))
    if view.deck_size:
        pile_count(surface, deck, view.deck_size)
    resting = [c for c in view.discard if not hides(("card", c))]
    if resting and not hides(DISCARD_PILE):
        surface.blit(card_image(resting[-1], discard.size), discard)
        pile_count(surface, discard, len(view.discard))
    for k in range(min(3, view.power_pile_size), 0, -1):
        surface.blit(back_image(pile.size), pile.move(4 * k, 4 * k))
    if view.centre_power is not None and not hides(("power", view.centre_power)):
        surface.blit(power_image(view.centre_power, pile.size), pile)
    if view.mover is None and not hides(MOVER_KEY):
        surface.blit(mover_image(layout.box["mover"].size), layout.box["mover"])
