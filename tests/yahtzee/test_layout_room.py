"""Yahtzee's table keeps its parts apart at every seat count: Help and Oops clear of the seat cards
(three or four seat cards fill the top row, so the two buttons sit beside Score!), the rolls left
beside Roll and above the caption, and alone, the best score whole beside the child's card (the
caption's room moved the card there: issue #32)."""

from __future__ import annotations

import pytest
from layout import PLAY_TEXT, draw_frame, new_recorder, problems
from test_caption_rows import LANGUAGES, speaking

from spidergames.app.application import App
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game
from spidergames.games.yahtzee.records import PersonalBest
from spidergames.games.yahtzee.scene import YahtzeeScene

TAP_GAP = 12  # px between two things a child taps
RING = 15  # px a focus ring reaches outside what it is round (`draw.focus_ring`)


def table(app: App, players: int) -> YahtzeeScene:
    app.autoplay = True
    seats = tuple(Seat(f"Kid {i + 1}", HUMAN, colour, "hulk")
                  for i, colour in enumerate(("red", "blue", "green", "yellow")[:players]))
    scene = start_game_scene(app, Match(load_game("yahtzee"), GameConfig(seats), 1))
    assert isinstance(scene, YahtzeeScene)
    return scene


@pytest.mark.parametrize("players", (2, 3, 4))
def test_help_and_oops_keep_clear_of_the_seat_cards(app: App, players: int) -> None:
    scene = table(app, players)
    buttons = (scene.assist.help.rect, scene.assist.oops.rect)
    cards = [scene.layout.card(players, p) for p in range(players)]
    others = [b.rect for b in scene.focus.buttons if b not in (scene.assist.help, scene.assist.oops)]
    for rect in buttons:
        assert app.screen.get_rect().contains(rect)
        assert not any(rect.colliderect(card) for card in cards), f"{rect} is on a seat card"
        assert not any(rect.inflate(TAP_GAP, TAP_GAP).colliderect(other) for other in others), f"{rect} is too near"
    assert not buttons[0].inflate(TAP_GAP, TAP_GAP).colliderect(buttons[1])


@pytest.mark.parametrize("players", (1, 2, 3, 4))
def test_the_rolls_left_stand_beside_roll_above_the_caption(app: App, players: int) -> None:
    """The column of rolls left is as tall as the Roll button beside it (the Roll row is lower with two
    to four seats) and touches neither the caption, the info panel nor the kept row; the Roll button's
    focus ring stays off the caption."""
    scene = table(app, players)
    counter, button = scene.rolls_left_at(), scene.roll_button.rect
    assert button.top <= counter.top and counter.bottom <= button.bottom, f"{counter} beside {button}"
    assert scene.caption_at is not None and not button.inflate(2 * RING, 2 * RING).colliderect(scene.caption_at)
    assert counter.left > button.right and min(counter.size) >= 28
    for name, rect in (("caption", scene.caption_at), ("info", scene.layout.area("info")),
                       ("kept row", scene.layout.area("kept_row"))):
        assert rect is not None and not counter.colliderect(rect), f"the rolls left {counter} touch the {name} {rect}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_alone_the_best_score_stands_whole_beside_the_card(app: App, code: str) -> None:
    """One child alone, a best of 999 kept, Large text: "Best: 999" is painted whole right of the card
    (beside the menu), clear of the dice tray and the board, and the frame passes the layout check."""
    PersonalBest().offer(999)
    with speaking(app, code, True):
        scene = table(app, 1)
        app.frame(1 / 60)
        drawn = draw_frame(app, new_recorder())
        best = [m for m in drawn.marks if m.kind == "text" and m.words is not None and "999" in m.words.words]
        assert len(best) == 1, [m.words.words for m in drawn.marks if m.kind == "text" and m.words]
        ink, card = best[0].ink, scene.layout.card(1, 0)
        assert ink is not None and ink.left > card.right and app.screen.get_rect().contains(ink)
        tray = scene.layout.area("dice_tray").inflate(8, 8)  # its panel
        assert not ink.colliderect(tray) and not ink.colliderect(scene.layout.board_rect().inflate(16, 16)), ink
        assert not problems(drawn, least=PLAY_TEXT)

