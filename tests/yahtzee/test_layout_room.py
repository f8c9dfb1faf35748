"""Yahtzee's table keeps its parts apart at every seat count: Help and Oops clear of the seat cards
(three or four seat cards fill the top row, so the two buttons sit beside Score!), the rolls left
beside Roll and above the caption, the Keep label clear of every die's focus ring, and alone, the best
score whole beside the child's card (the caption's room moved the card there: issue #32)."""

from __future__ import annotations

import pygame
import pytest
from driving import click, key
from layout import PLAY_TEXT, draw_frame, kept_words, new_recorder, problems
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


def rings_on_the_dice(app: App, scene: YahtzeeScene) -> list[str]:
    """Tab round the table: with the keyboard's focus on each die in turn, what the layout check says of
    the words, and whether the Keep label showed (as the first word found)."""
    found, label = [], ""
    for _ in range(len(scene.focus.buttons) + 2):
        key(app, pygame.K_TAB)
        tag = getattr(scene.focus.focused, "tag", None)
        if isinstance(tag, tuple) and tag[0] == "die":
            drawn = draw_frame(app, new_recorder())
            found += [f"die {tag[1]}{' (kept)' if tag[1] in scene.dice.keep else ''}: {p}" for p in kept_words(drawn)]
            label = label or next((m.words.words for m in drawn.marks if m.kind == "text" and m.words is not None
                                   and m.words.words == "Behalten"), "")
    return [label, *found]


@pytest.mark.parametrize("players", (1, 4))
def test_no_die_s_focus_ring_lies_on_the_keep_label(app: App, players: int) -> None:
    """German, Large text, keyboard only: the kept row's name ("Behalten") shows while no die is kept and
    lies under the focus ring of no die, in the tray or kept (it sat on the row's edge, under them)."""
    with speaking(app, "de", True):
        scene = table(app, players)
        key(app, pygame.K_TAB)
        click(app, scene.roll_button.rect.center, frames=30)
        assert scene.table.dice and not scene.dice.keep
        label, *found = rings_on_the_dice(app, scene)
        assert label == "Behalten", "the Keep label is not painted where the layout check sees it"
        click(app, scene.dice.rect(0).center)
        click(app, scene.dice.rect(1).center, frames=30)
        assert scene.dice.keep == {0, 1}
        label, *more = rings_on_the_dice(app, scene)
        assert not label, "the Keep label shows under kept dice"
    assert not found + more, "\n".join(found + more)
