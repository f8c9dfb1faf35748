"""Yahtzee's table on every canvas width (issue #30): the map's 1152 and 960 layouts show the board with
smaller cells (72 and 64 px, a target's least side) and the pieces on it to match, keep every part of the
table on the canvas and apart at every seat count, and a card as narrow as four share on the 960 table
keeps a Large score whole and clear of its team tokens."""

from __future__ import annotations

import itertools

import pygame
import pytest

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.scenes.overlays import MENU_SIDE
from spidergames.app.table.assist import SIZE as ASSIST_SIDE
from spidergames.app.ui import record, text
from spidergames.core.protocol import HUMAN, Seat
from spidergames.games.yahtzee.board import COLUMNS, FRIENDS
from spidergames.games.yahtzee.layout import Layout
from spidergames.games.yahtzee.scene import draw_player, roll_slots, team_spots


@pytest.mark.parametrize(("width", "cell"), ((1280, 80), (1152, 72), (960, 64)))
def test_the_board_s_cells_follow_the_canvas(width: int, cell: int) -> None:
    canvas.use((width, canvas.HEIGHT))
    layout = Layout(2)
    assert layout.size == (width, canvas.HEIGHT)
    assert layout.tile == cell and layout.board_rect().size == (cell * (COLUMNS + 2), cell * (len(FRIENDS) + 1))
    assert layout.px(58) == round(58 * cell / 80)  # a token fills its cell as on the 16:9 board


def parts(layout: Layout, players: int) -> dict[str, pygame.Rect]:
    """What the table draws or a child taps, each as far as it reaches (with Large text)."""
    places = layout.places
    pile = layout.area("team_pile")
    found = {"board": layout.board_rect().inflate(16, 16), "dice tray": layout.area("dice_tray").inflate(8, 8),
             "kept row": layout.area("kept_row"), "Roll": layout.area("roll_button"), "info": layout.area("info"),
             "rolls left": pygame.Rect(roll_slots(layout.area("roll_button"))[0]).unionall(
                 roll_slots(layout.area("roll_button"))[1:]),
             "Score!": layout.area("confirm"), "menu": pygame.Rect(places.menu, (MENU_SIDE, MENU_SIDE)),
             "Help": pygame.Rect(places.assist.help, (ASSIST_SIDE, ASSIST_SIDE)),
             "Oops": pygame.Rect(places.assist.oops, (ASSIST_SIDE, ASSIST_SIDE)), "caption": places.caption,
             "team pile": pygame.Rect(pile.left, pile.top, 96 + text.width("x10", 34), pile.height)}
    if players > 1:
        found["turn badge"] = layout.area("turn_badge")
    return found | {f"card {p + 1}": layout.card(players, p) for p in range(players)}


@pytest.mark.parametrize("players", (1, 2, 3, 4))
@pytest.mark.parametrize("width", (1152, 960))
def test_every_part_of_the_table_stands_on_the_canvas_and_apart(app: App, width: int, players: int) -> None:
    """The narrower layouts, with Large text (the team pile's count is wider); the 16:9 board's frame
    reaches 2 px under the top row's cards."""
    canvas.use((width, canvas.HEIGHT))
    text.set_large_text(True)
    found = parts(Layout(players), players)
    screen = pygame.Rect((0, 0), canvas.size())
    assert [name for name, rect in found.items() if not screen.contains(rect)] == []
    overlaps = [(a, b) for (a, r), (b, s) in itertools.combinations(found.items(), 2)
                if r.colliderect(s) and {a, b} != {"menu", "turn badge"}]  # the badge makes room for the menu
    assert overlaps == []


def test_a_narrow_card_keeps_a_large_score_whole_and_clear_of_its_team_tokens(app: App) -> None:
    """Four cards on the 960 table are 133 px wide: "13" at Large size ran over the card's edge and
    under its first team token."""
    canvas.use((960, canvas.HEIGHT))
    text.set_large_text(True)
    card = Layout(4).card(4, 0)
    picture = record.Recorder(canvas.size())
    draw_player(picture, card, Seat("Kid", HUMAN, "red", "hulk"), named=False, active=False, score=13, turns=3,
                taken=1, teams=((2, False),), revealed=True, rolloff=None)
    score = next(m for m in picture.marks if m.kind == "text" and m.words is not None and m.words.words == "13")
    assert score.ink is not None and card.contains(score.ink)
    assert not score.ink.colliderect(team_spots(card, 1)[0])
