"""Every phase and overlay of the web race drawn at real animation speed (issue #10, item 5).

Each test draws through `app.frame` (update + draw of the whole scene stack) and checks that the
thing it is about was on screen while it drew.
"""

from __future__ import annotations

import pygame
from driving import click

from spidergames.app.application import App
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.app.table.tally import TallyScene
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import load_game
from spidergames.games.webrace.movement import CardKind, TravelCard
from spidergames.games.webrace.peek import PeekScene
from spidergames.games.webrace.scene import WebRaceScene
from tests.webrace.test_scene import frames, human_and_bot, settle, start, two_humans, with_card


def pixel_changes(app: App, before: pygame.Surface) -> bool:
    return pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.screen, "RGB")


def test_a_turn_draws_in_every_phase(app: App) -> None:
    scene = start(app, human_and_bot())
    waiting = app.screen.copy()  # the draw phase: the deck glows (a target), Draw has the focus
    assert [t.tag for t in scene.focus.targets()] == ["deck"]
    with_card(scene, TravelCard(CardKind.MOVE, 3))
    click(app, scene.rects["deck"].center)
    frames(app, 12)
    assert scene.sprites.hides("card") and pixel_changes(app, waiting)  # the card flies and turns over
    settle(app, scene)
    shown = scene.targets()
    assert shown and any(t.round for t in scene.focus.targets())  # landings glow, badges and routes drawn
    click(app, scene.space_xy(shown[0].space))
    frames(app, 8)
    assert scene.sprites.hides(("piece", 0, shown[0].piece)) and scene.display.turn == 0  # it walks; still Ann's turn
    settle(app, scene)  # the robot's turn (its chosen piece glows, then its landing) and back to Ann
    assert scene.display.turn == 0


def test_move_both_half_chosen_and_a_pass_draw(app: App) -> None:
    scene = start(app, human_and_bot())
    with_card(scene, TravelCard(CardKind.JUMP))  # nobody on the web yet: nothing to jump onto
    click(app, scene.rects["deck"].center)
    settle(app, scene)
    assert not scene.targets() and scene.pass_button.enabled
    click(app, scene.pass_button.rect.center)
    frames(app, 3)
    assert scene.toast.message == "No piece can move. Next player!"
    settle(app, scene)
    with_card(scene, TravelCard(CardKind.BOTH, 2))
    click(app, scene.rects["deck"].center)
    settle(app, scene)
    first = scene.targets()[0]
    click(app, scene.space_xy(first.space))
    frames(app, 2)  # the first half's ghost, the second piece's landings
    assert scene.first == first.first and scene.targets()


def test_the_peek_overlay_draws_the_owners_villains(app: App) -> None:
    scene = start(app, two_humans())
    click(app, scene.peek_button.rect.center)
    app.scenes.top.focus.buttons[0].on_click()  # the curtain: "only Ann looks"
    frames(app, 2)
    assert isinstance(app.scenes.top, PeekScene)
    assert pixel_changes(app, scene_only(app, scene))


def scene_only(app: App, scene: WebRaceScene) -> pygame.Surface:
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    return surface


def test_the_end_plays_out_banner_tally_and_results(app: App) -> None:
    """Robots only, from a few moves before the end: walks, captures, the centre banner, the tally."""
    game = load_game("webrace")
    seats = (Seat("R1", "normal", "red", "mr-fantastic"), Seat("R2", "normal", "blue", "invisible-woman"),
             Seat("R3", "normal", "green", "the-thing"))
    probe = Match(game, GameConfig(seats), 11)
    while not probe.is_over:
        probe.play(probe.bot_choice())
    match = Match(game, GameConfig(seats), 11)
    for action in probe.history[:-3]:
        match.play(action)
    scene = start_game_scene(app, match)
    assert isinstance(scene, WebRaceScene)
    seen: set[str] = set()
    for _ in range(6000):
        app.frame(1 / 30)
        top = app.scenes.top
        if scene.banner.showing:
            seen.add("banner")
        if any(isinstance(s.key, tuple) and s.key[0] == "race" for s in scene.sprites.sprites):
            seen.add("race card")
        if isinstance(top, TallyScene):
            seen.add("tally")
            if any(top.counted) and "counted" not in seen:
                seen.add("counted")
                assert top.rows[0].items and scene.display.over
        if isinstance(top, ResultsScene):
            seen.add("results")
            break
    assert seen == {"banner", "race card", "tally", "counted", "results"}, seen
    frames(app, 5)  # the results drawn over the finished table
