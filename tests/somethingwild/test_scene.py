"""The Something Wild! scene driven like a child would: real clicks and keys, headless."""

from __future__ import annotations

import contextlib
import io
import time
from pathlib import Path

import pygame
import pytest
from driving import click, key

from spidergames import cli
from spidergames.app.application import App
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.app.table.assist import SIZE as ASSIST_SIZE
from spidergames.app.table.caption import box_height
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.somethingwild.cards import Power
from spidergames.games.somethingwild.layout import Layout
from spidergames.games.somethingwild.rules import GAME, GuessColour, Phase, Play, Score, State
from spidergames.games.somethingwild.scene import SomethingWildScene

from .helpers import B, G, P, R, Y, c, make


def start(app: App, controllers: tuple[str, ...] = ("human", "easy"), seed: int = 3) -> SomethingWildScene:
    seats = tuple(Seat(f"P{i + 1}", ctrl, ("red", "blue", "green", "yellow")[i]) for i, ctrl in enumerate(controllers))
    scene = SomethingWildScene(app, Match(GAME, GameConfig(seats), seed))
    app.scenes.push(scene)
    app.frame(1 / 60)
    return scene


def set_position(app: App, scene: SomethingWildScene, state: State) -> None:
    """Put a hand-made position on the table (the screen shows it at once)."""
    scene.match.state = state
    scene.display.reset(scene.match.sight())
    app.frame(1 / 60)


def settle(app: App, scene: SomethingWildScene) -> None:
    """Let animations finish, and the beat in which a person may still press Oops (fixed steps, no waiting)."""
    for _ in range(200):
        app.frame(0.1)
        if not scene.anim.busy and not scene.assist.waiting:
            break
    app.frame(1 / 60)


def test_map_has_every_anchor_and_a_seat_per_player() -> None:
    for n in (2, 3, 4):
        layout = Layout(n)
        assert len(layout.seats) == n
        assert layout.box["deck"].width > 0 and layout.background != (0, 0, 0)


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_caption_has_room_on_free_table(app: App, players: int) -> None:
    """Issue #32: at every seat count the map gives the caption three lines at the least size its words
    shrink to, and the caption covers no seat, pile, hand card (nor the mover's mark over one: it stays
    in the hand's box), Help or Oops button, nor the Power panel. (Whether its rows fit in every
    language is tests/test_caption_rows.py: with three or four players German's rows lost lines.)"""
    layout = Layout(players)
    caption = layout.places.caption
    assert caption.height >= box_height(3), f"{players} seats: the caption {tuple(caption)} holds fewer than 3 lines"
    things = {f"seat {i}": seat for i, seat in enumerate(layout.seats)} | {
        "piles": layout.piles_area(), "hand": layout.box["hand"], "Power panel": layout.box["info"],
        "Help": pygame.Rect(layout.places.assist.help, (ASSIST_SIZE, ASSIST_SIZE)),
        "Oops": pygame.Rect(layout.places.assist.oops, (ASSIST_SIZE, ASSIST_SIZE))}
    things |= {f"hand card {k}": card for k, card in enumerate(layout.hand_rects(4))}
    covered = [f"{name} {tuple(rect)}" for name, rect in things.items() if caption.colliderect(rect)]
    assert not covered, f"{players} seats: the caption {tuple(caption)} covers " + ", ".join(covered)


def test_clicking_the_deck_draws_then_a_hand_card_plays(app: App) -> None:
    scene = start(app)
    hand = scene.match.state.hands[0]
    click(app, scene.box["deck"].center)
    assert scene.match.state.phase is Phase.PLAY and len(scene.match.state.hands[0]) == len(hand) + 1
    settle(app, scene)
    new_hand = scene.match.state.hands[0]
    rect = scene.hand_rects(len(new_hand))[0]
    click(app, (rect.centerx - 20, rect.centery))
    assert isinstance(scene.match.history[-1], Play) and scene.match.history[-1].card == new_hand[0]
    assert new_hand[0] in scene.match.state.rows[0]


def test_an_unlit_card_is_refused_with_a_hint_and_nothing_changes(app: App) -> None:
    scene = start(app)
    before = scene.match.state
    rect = scene.hand_rects(len(before.hands[0]))[1]
    click(app, rect.center)  # playing before drawing
    assert scene.match.state is before and not scene.match.history
    assert scene.toast.visible and "draw" in scene.toast.message.lower()


def test_keyboard_tab_and_enter_draw(app: App) -> None:
    scene = start(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.match.state.phase is Phase.PLAY


def test_guess_a_colour_with_the_colour_buttons(app: App) -> None:
    scene = start(app)
    set_position(app, scene, make(rows=((c(P, 4),), ()), hands=((c(P, 2), c(G, 5)), (c(B, 1),)),
                 centre=Power.GUESS_COLOUR, mover=0, phase=Phase.PLAY))
    click(app, scene.hand_rects(2)[0].center)  # purple matches the purple Power: the mover comes
    assert scene.match.state.mover == 0 and scene.match.state.phase is Phase.POWER
    settle(app, scene)
    click(app, scene.box["power_pile"].center)
    assert scene.match.state.phase is Phase.GUESS_COLOUR
    settle(app, scene)
    colour_buttons = [b for b in scene.focus.buttons if b.icon and "shape-" in b.icon]
    assert len(colour_buttons) == 5
    click(app, colour_buttons[0].rect.center)
    assert isinstance(scene.match.history[-1], GuessColour)
    settle(app, scene)


def test_score_by_tapping_three_glowing_cards(app: App) -> None:
    scene = start(app)
    trio = (c(R, 5), c(B, 5), c(Y, 5))
    set_position(app, scene, make(rows=(trio + (c(G, 1),), ()), hands=((c(P, 9),), (c(B, 2),)),
                 centre=Power.SWAP, phase=Phase.SCORE))
    for card in trio:
        click(app, scene.rest_rect(scene.table, card).center)
    assert isinstance(scene.match.history[-1], Score)
    assert scene.match.state.scored[0] == (Power.SWAP,)
    settle(app, scene)
    assert not scene.sprites.sprites and scene.display.settled


def test_other_humans_hand_waits_behind_the_curtain(app: App) -> None:
    scene = start(app, ("human", "human"))
    assert isinstance(app.scenes.top, CurtainScene) and scene.viewer() is None
    app.scenes.top.focus.buttons[0].on_click()
    assert scene.viewer() == 0


def test_pass_a_card_asks_the_next_human_behind_the_curtain(app: App) -> None:
    scene = start(app, ("human", "human"))
    app.scenes.top.focus.buttons[0].on_click()
    set_position(app, scene, make(rows=((c(G, 4),), ()), hands=((c(G, 2), c(R, 5)), (c(B, 3),)),
                 centre=Power.PASS_CARDS, mover=0, phase=Phase.PLAY))
    click(app, scene.hand_rects(2)[0].center)  # green takes the mover... already ours
    settle(app, scene)
    click(app, scene.box["power_pile"].center)
    assert scene.match.state.phase is Phase.PASS
    settle(app, scene)
    click(app, scene.hand_rects(1)[0].center)  # seat 0 passes its last card
    settle(app, scene)
    assert scene.match.state.actor == 1
    assert isinstance(app.scenes.top, CurtainScene) and app.scenes.top.seat.name == "P2"


def test_a_computer_turn_plays_through(app: App) -> None:
    scene = start(app, ("easy", "easy"))
    deadline = time.monotonic() + 60  # the robots decide on helper threads: on a loaded machine a
    while len(scene.match.history) < 6 and time.monotonic() < deadline:  # choice may take many frames
        app.frame(0.1)
    assert len(scene.match.history) >= 6


def test_saved_game_resumes_mid_turn(app: App) -> None:
    scene = start(app)
    click(app, scene.box["deck"].center)
    settle(app, scene)
    app.saves.save(scene.match)
    loaded = app.saves.load()
    assert loaded is not None and loaded.state == scene.match.state and loaded.state.phase is Phase.PLAY
    app.scenes.reset(SomethingWildScene(app, loaded))
    resumed = app.scenes.top
    app.frame(1 / 60)
    hand = loaded.state.hands[0]
    click(app, resumed.hand_rects(len(hand))[-1].center)
    assert loaded.history[-1] == Play(hand[-1])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_autoplay_prints_a_result(players: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(["--autoplay", "somethingwild", "--players", str(players), "--seed", str(players)])
    assert code == 0
    assert f"RESULT game=somethingwild seed={players} players={players}" in out.getvalue()
