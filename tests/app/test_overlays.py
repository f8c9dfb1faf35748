"""Every overlay a game can show is drawn, at both text sizes: pause, results, curtain, thinking,
fade, confirm, error and the tally (they were never drawn by any test before)."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from driving import key

from spidergames.app.application import App
from spidergames.app.scenes.error import ErrorScene
from spidergames.app.scenes.overlays import (
    BUBBLE_PAD,
    ConfirmScene,
    CurtainScene,
    FadeScene,
    PauseScene,
    ThinkingScene,
)
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.app.ui import text
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game

SEATS = (Seat("Ann", HUMAN, "red", "spider-man"), Seat("Robot", "normal", "blue", "spider-man"))


@pytest.fixture(params=[False, True], ids=["normal-text", "large-text"])
def large(request: pytest.FixtureRequest) -> object:
    text.set_large_text(request.param)
    yield request.param
    text.set_large_text(False)


def game_scene(app: App, game_id: str = "yahtzee", *, finished: bool = False) -> GameScene:  # type: ignore[type-arg]
    game = load_game(game_id)
    characters = game.info.characters
    seats = tuple(Seat(s.name, s.controller, s.colour, characters[i % len(characters)]) for i, s in enumerate(SEATS))
    match = Match(game, GameConfig(seats), 2)
    if finished:
        rng = random.Random(2)
        while not match.is_over:
            match.play(rng.choice(match.legal_actions()))
    app.autoplay = True
    scene = start_game_scene(app, match)
    assert scene is not None
    app.autoplay = False
    return scene


def changed(app: App, before: bytes) -> bool:
    return pygame.image.tobytes(app.screen, "RGB") != before


def test_pause_opens_from_escape_and_draws(app: App, large: object) -> None:
    scene = game_scene(app)
    app.frame(1 / 60)
    before = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    app.frame(1 / 60)
    assert changed(app, before)
    assert scene.paused and [b.label for b in app.scenes.top.focus.buttons] == [
        "Continue", "Rules", "Grown-ups", "Start again", "Quit to menu"]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_results_screen_draws_for_every_game(app: App, large: object, game_id: str) -> None:
    scene = game_scene(app, game_id, finished=True)
    results = ResultsScene(app, scene)
    app.scenes.push(results)
    for _ in range(10):
        app.frame(1 / 30)
    assert app.scenes.top is results
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # "Play again" starts a fresh game of the same kind
    deadline = time.monotonic() + 20  # the new game is built on a helper thread while the fade is dark
    for _ in range(30):
        app.frame(1 / 30)
    while time.monotonic() < deadline and all(s is scene for s in app.scenes.stack if isinstance(s, GameScene)):
        app.frame(1 / 30)
        time.sleep(0.005)
    top = next(s for s in reversed(app.scenes.stack) if isinstance(s, GameScene))
    assert top is not scene and not top.match.history


def test_curtain_thinking_fade_confirm_and_error_draw(app: App, large: object) -> None:
    scene = game_scene(app)
    seat = scene.seats[0]
    overlays = [CurtainScene(app, seat, reason="Only Ann looks at these!"),
                ThinkingScene(app, scene.seats[1], scene.controls, scene.thinking_at),
                FadeScene(app, lambda: None),
                ConfirmScene(app, "Really quit?", "ui/home.png", yes="Yes", no="No", on_yes=lambda: None),
                ErrorScene(app, "Traceback...\nValueError: something broke")]
    for overlay in overlays:
        before = pygame.image.tobytes(app.screen, "RGB")
        app.scenes.push(overlay)
        for _ in range(3):
            app.frame(1 / 60)
        assert changed(app, before), type(overlay).__name__
        if overlay in app.scenes.stack:
            app.scenes.pop(overlay)


def test_the_thinking_bubble_holds_its_words_at_every_dot(app: App, large: object) -> None:
    """The dots count one, two, three: a name whose words wrap with three dots but not with one was drawn
    on one wider line in a bubble sized for two narrow lines ("Robot 2 está pensando." ran out of it)."""
    scene = game_scene(app)
    for length in range(4, 24):
        seat = Seat("Robot " + "o" * length, "normal", "blue", scene.seats[1].character)
        bubble = ThinkingScene(app, seat, scene.controls, scene.thinking_at)
        rect = bubble.bubble_rect()
        for dots in (".", "..", "..."):
            words = bubble.render(dots)
            assert words.get_width() + BUBBLE_PAD <= rect.width, (seat.name, dots, words.get_width(), rect)
            assert words.get_height() + 16 <= rect.height, (seat.name, dots, words.get_height(), rect)


@pytest.mark.parametrize("code", ("en", "es", "fr", "de"))
@pytest.mark.parametrize("restart", (False, True), ids=("no-restart", "restart"))
def test_the_pause_cards_keys_stay_on_the_card(app: App, large: object, code: str, restart: bool) -> None:
    """The grown-ups' line of keys under the pause card's buttons: at 1024x768 in German with Large text
    its second line sat on the card's bottom edge, with the curtain's words showing below it. Every word
    of it lies on the card, clear of its edge and of the buttons above it."""
    from spidergames.app import i18n
    from spidergames.app.ui.record import Recorder
    from spidergames.app.ui.theme import LOGICAL_SIZE

    i18n.install(code)
    try:
        pause = PauseScene(app, "yahtzee", lambda: None, (lambda: None) if restart else None)
        recorder = Recorder(LOGICAL_SIZE)
        pause.draw(recorder)
        card = pause.card_rect()
        keys = [m for m in recorder.marks if m.kind == "text" and m.words is not None
                and m.words.words == i18n._("Keys: H help, Backspace oops, F1 rules")]
        assert len(keys) == 1
        words = keys[0].ink or keys[0].rect
        lowest = max(b.rect.bottom for b in pause.focus.buttons)
        assert card.inflate(-2 * 12, -2 * 12).contains(words), f"{code}: the keys {words} reach the edge of {card}"
        assert words.top >= lowest + 12, f"{code}: the keys {words} crowd the button above (its foot at {lowest})"
        assert card.top >= 0 and card.bottom <= LOGICAL_SIZE[1]
    finally:
        i18n.install("en")
