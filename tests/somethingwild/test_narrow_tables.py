"""The table laid out for the 16:10 and 4:3 canvases (issue #30): the map's `table@1152` and `table@960`
layers, and what the layout computes inside them (rows that overlap as a fan, the Lucky 7 picker,
where a guessed card turns over)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from spidergames.app.table.targets import MIN_HIT
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.games.somethingwild.cards import ALL_CARDS
from spidergames.games.somethingwild.layout import MAX_ROW, Layout

WIDTHS = (960, 1152)


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_table_is_laid_out_on_the_canvas(narrow_width: int, players: int) -> None:
    """Every seat, pile, the hand, the guide panel, the caption, Help and Oops inside the canvas, none on
    another."""
    layout = Layout(players)
    assert layout.size == (narrow_width, LOGICAL_SIZE[1])
    places = layout.places
    things = {f"seat {i}": seat for i, seat in enumerate(layout.seats)} | {
        "piles": layout.piles_area(), "hand": layout.box["hand"], "guide": layout.box["info"],
        "caption": places.caption, "help": pygame.Rect(places.assist.help, (64, 64)),
        "oops": pygame.Rect(places.assist.oops, (64, 64))}
    screen = pygame.Rect((0, 0), layout.size)
    assert [name for name, rect in things.items() if not screen.contains(rect)] == []
    names = list(things)
    touching = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if things[a].colliderect(things[b])]
    assert touching == []


@pytest.mark.parametrize("players", (2, 3, 4))
def test_a_full_row_fans_out_inside_its_seat(narrow_width: int, players: int) -> None:
    """A row of seven (five, a played card and one from a Power) overlaps inside its seat, each card's
    corner (its number) still showing; the hand's four cards are a finger wide."""
    layout = Layout(players)
    for seat, box in enumerate(layout.seats):
        row = [layout.row_rect(seat, i, MAX_ROW) for i in range(MAX_ROW)]
        assert all(box.contains(card) for card in row), f"seat {seat}: {row} leaves {box}"
        assert min(b.x - a.x for a, b in itertools.pairwise(row)) >= 20
    hand = layout.hand_rects(4)
    assert all(card.width >= MIN_HIT and layout.box["hand"].contains(card) for card in hand)


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_picker_and_a_guessed_card_keep_to_their_places(narrow_width: int, players: int) -> None:
    """Lucky 7 lays the whole deck out inside its panel, clear of the caption; a guessed card turns over
    clear of every seat's row."""
    layout = Layout(players)
    picker = layout.box["picker"]
    assert all(picker.contains(rect) for _, rect in layout.picker_rects(ALL_CARDS))
    assert not picker.colliderect(layout.places.caption)
    assert layout.reveal_rect().collidelist([layout.row_area(s) for s in range(players)]) < 0
