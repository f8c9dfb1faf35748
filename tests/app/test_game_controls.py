"""The menu button on every game screen, the pause menu behind it, Esc and F1 everywhere in a game
(the curtain and a robot's turn included), and the curtain's timing: a beat after the last move
lands, and only in games whose table shows a secret."""

from __future__ import annotations

import hashlib

import pygame
import pytest
from driving import click, key

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import ConfirmScene, CurtainScene, PauseScene, ThinkingScene
from spidergames.app.scenes.rulebook import RulesScene
from spidergames.app.table.assist import beat_seconds
from spidergames.app.table.game_scene import CURTAIN_BEAT, GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.targets import MIN_HIT
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game

DT = 1 / 60
SCREEN = pygame.Rect((0, 0), LOGICAL_SIZE)


def seats(game_id: str, *controllers: str) -> GameConfig:
    characters = load_game(game_id).info.characters
    names = ("Ann", "Ben", "Cat", "Dan")
    colours = ("red", "blue", "green", "yellow")
    return GameConfig(tuple(Seat(names[i], c, colours[i], characters[i % len(characters)])
                            for i, c in enumerate(controllers)))


def play(app: App, game_id: str, *controllers: str, seed: int = 3) -> GameScene:  # type: ignore[type-arg]
    app.settings.curtain = True
    app.autoplay = True  # no fade in
    scene = start_game_scene(app, Match(load_game(game_id), seats(game_id, *controllers), seed))
    assert scene is not None
    app.autoplay = scene.anim.instant = False  # from here on at a child's pace
    return scene


def frames(app: App, n: int, dt: float = DT) -> None:
    for _ in range(n):
        app.frame(dt)


def until(app: App, done: object, limit: float = 60.0) -> None:
    t = 0.0
    while not done():  # type: ignore[operator]
        if isinstance(app.scenes.top, CurtainScene):
            app.scenes.top.focus.buttons[0].on_click()  # "I'm NAME: show me!"
        app.frame(DT)
        t += DT
        assert t < limit, "never happened"


def screen_hash(app: App) -> str:
    return hashlib.md5(pygame.image.tobytes(app.screen, "RGB")).hexdigest()


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_draws_a_menu_button_that_pauses(app: App, game_id: str) -> None:
    scene = play(app, game_id, HUMAN, "normal")
    until(app, scene.ready)
    button = scene.menu_button
    assert button.hit.width >= MIN_HIT and button.hit.height >= MIN_HIT and SCREEN.contains(button.hit)
    assert button.icon == "ui/pause.png"
    frames(app, 1)
    with_button = pygame.image.tobytes(app.screen.subsurface(button.rect), "RGB")
    bare = pygame.Surface(LOGICAL_SIZE)
    scene.focus.buttons.remove(button)
    scene.draw(bare)
    scene.focus.buttons.append(button)
    assert pygame.image.tobytes(bare.subsurface(button.rect), "RGB") != with_button  # it is on screen
    click(app, button.rect.center)
    assert isinstance(app.scenes.top, PauseScene) and scene.paused
    frames(app, 2)
    key(app, pygame.K_ESCAPE)  # Esc closes the pause menu again
    assert app.scenes.top is scene and not scene.paused


@pytest.mark.parametrize("game_id", game_ids())
def test_the_turn_badge_makes_room_for_the_menu_button(app: App, game_id: str) -> None:
    scene = play(app, game_id, HUMAN, "normal")
    menu = scene.menu_button.rect
    for badge in (pygame.Rect(menu.left - 20, menu.top, 400, menu.height),
                  pygame.Rect(menu.right - 400 + 20, menu.top, 400, menu.height)):
        room = scene.beside_menu(badge)
        assert not room.colliderect(menu) and room.width > 250
    away = pygame.Rect(menu.right + 200, menu.bottom + 200, 100, 50)
    assert scene.beside_menu(away) == away


def test_the_menu_button_is_last_in_keyboard_order_and_enter_opens_the_pause_menu(app: App) -> None:
    scene = play(app, "yahtzee", HUMAN, "normal")
    until(app, scene.ready)
    key(app, pygame.K_TAB)
    assert scene.focus.focused is scene.roll_button  # the game's own first choice comes first
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back from the first: round to the last
    assert scene.focus.focused is scene.menu_button and scene.focus.buttons[-1] is scene.menu_button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, PauseScene)


def test_the_menu_button_works_mid_animation(app: App) -> None:
    scene = play(app, "yahtzee", HUMAN, "normal")
    until(app, scene.ready)
    click(app, scene.roll_button.rect.center, frames=2)
    assert scene.anim.busy, "the dice should be rolling"
    click(app, scene.menu_button.rect.center)
    assert isinstance(app.scenes.top, PauseScene)


def test_a_robot_thinking_leaves_the_menu_button_in_view_and_working(app: App) -> None:
    scene = play(app, "labyrinth", "normal", HUMAN)
    until(app, lambda: isinstance(app.scenes.top, ThinkingScene))
    bubble = app.scenes.top
    assert isinstance(bubble, ThinkingScene)
    assert not bubble.bubble_rect().colliderect(scene.menu_button.rect)
    frames(app, 1)
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is bubble
    click(app, scene.menu_button.rect.center)
    assert isinstance(app.scenes.top, PauseScene)


def test_start_again_asks_first_then_deals_a_new_game_for_the_same_players(app: App) -> None:
    scene = play(app, "yahtzee", HUMAN, "normal")
    until(app, scene.ready)
    scene.submit(scene.match.bot_choice("normal"))
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    again = next(b for b in pause.focus.buttons if b.label == "Start again")
    click(app, again.rect.center)
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmScene)
    frames(app, 1)
    click(app, confirm.focus.buttons[0].rect.center)  # "Keep playing": nothing lost
    assert app.scenes.top is pause and scene.match.history
    click(app, again.rect.center)
    assert isinstance(app.scenes.top, ConfirmScene)
    click(app, app.scenes.top.focus.buttons[1].rect.center)  # "Start again"
    until(app, lambda: isinstance(app.scenes.top, GameScene) and app.scenes.top is not scene)  # built beside
    fresh = app.scenes.top  # the frames, on a helper thread: on a loaded machine 40 frames were too few
    assert isinstance(fresh, GameScene) and fresh is not scene
    assert not fresh.match.history and fresh.match.config == scene.match.config
    assert isinstance(app.scenes.stack[0], MenuScene)


def test_quit_to_menu_leaves_the_game_saved(app: App) -> None:
    scene = play(app, "yahtzee", HUMAN, "normal")
    until(app, scene.ready)
    click(app, scene.menu_button.rect.center)
    quit_ = next(b for b in app.scenes.top.focus.buttons if b.label == "Quit to menu")
    click(app, quit_.rect.center, frames=40)
    assert isinstance(app.scenes.top, MenuScene) and app.saves.exists()


def pass_the_turn(app: App, scene: GameScene) -> None:  # type: ignore[type-arg]
    """The first person plays until the turn goes to the other person (robot moves for them)."""
    first = scene.current
    until(app, scene.ready)
    while scene.current == first:
        if scene.ready():
            scene.submit(scene.match.bot_choice("easy"))
        app.frame(DT)


def landing_to(app: App, game_id: str, *, curtain: bool) -> float:
    """Seconds from the move that passes the turn to the next child's screen (curtain or table)."""
    scene = play(app, game_id, HUMAN, HUMAN)
    app.settings.curtain = curtain
    pass_the_turn(app, scene)
    waited = 0.0
    while not (isinstance(app.scenes.top, CurtainScene) if curtain else scene.ready()):
        assert scene.viewer() != scene.current or not curtain  # the next child's secrets stay hidden
        app.frame(DT)
        waited += DT
        assert waited < 30
    app.scenes.reset(MenuScene(app))
    return waited


@pytest.mark.parametrize("game_id", ["labyrinth", "somethingwild"])
def test_the_curtain_comes_a_beat_after_the_last_move_lands(app: App, game_id: str) -> None:
    landed = landing_to(app, game_id, curtain=False)  # the same move, no curtain: the move's own animation
    curtained = landing_to(app, game_id, curtain=True)
    assert CURTAIN_BEAT - 0.05 <= curtained - landed <= CURTAIN_BEAT + 0.1, (landed, curtained)
    frames(app, 1)


def test_a_click_hurries_the_beat(app: App) -> None:
    scene = play(app, "labyrinth", HUMAN, HUMAN)
    pass_the_turn(app, scene)
    until(app, lambda: not scene.display.pending)
    click(app, (640, 360))
    click(app, (640, 360))
    assert isinstance(app.scenes.top, CurtainScene)


def test_the_web_race_has_no_curtain_between_people(app: App) -> None:
    """The next child's turn comes without a curtain, once the move has landed (2 s) and the beat
    while the child who moved may still press Oops has run out."""
    scene = play(app, "webrace", HUMAN, HUMAN)
    for _ in range(3):
        seat = scene.current
        pass_the_turn(app, scene)
        for _ in range(120 + round(beat_seconds(app.settings.speed) / DT)):
            assert not isinstance(app.scenes.top, CurtainScene)
            app.frame(DT)
        assert scene.current != seat and scene.viewer() == scene.current


def test_esc_f1_and_the_menu_button_on_the_curtain(app: App) -> None:
    scene = play(app, "labyrinth", HUMAN, HUMAN)
    until(app, lambda: isinstance(app.scenes.top, CurtainScene))
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    frames(app, 1)
    before = screen_hash(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    frames(app, 1)
    assert screen_hash(app) != before  # the pause card is drawn over the curtain
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is curtain and scene.viewer() is None  # still hidden
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is curtain
    assert curtain.corner.hit.width >= MIN_HIT and curtain.corner.icon == "ui/pause.png"
    click(app, curtain.corner.rect.center)
    assert isinstance(app.scenes.top, PauseScene)


def test_a_curtain_without_a_game_goes_back_on_esc(app: App) -> None:
    shown: list[bool] = []
    curtain = CurtainScene(app, Seat("Ann", HUMAN, "red", "spider-man"), lambda: shown.append(True))
    app.scenes.push(MenuScene(app))
    app.scenes.push(curtain)
    frames(app, 1)
    assert curtain.corner.icon == "ui/back.png"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene) and not shown
