"""Continue names the saved game and its players; a new game over a saved one asks first."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame
from driving import click

from spidergames.app.application import App
from spidergames.app.scenes.game_base import GameScene
from spidergames.app.scenes.menu import ContinueButton, MenuScene
from spidergames.app.scenes.overlays import ConfirmScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game

DT = 1 / 60


def into_the_game(app: App, seconds: float = 20.0) -> None:
    """Frames until the game scene is up: the fade stays dark while the scene is built on a helper
    thread, and a cold first build takes real time however few frames have passed."""
    deadline = time.monotonic() + seconds
    while not isinstance(app.scenes.top, GameScene) and time.monotonic() < deadline:
        app.frame(DT)
        time.sleep(0.005)


def ink_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels in `rect` are dark, as letters are on a green button."""
    area = surface.subsurface(rect)
    return sum(1 for x in range(rect.width) for y in range(rect.height) if sum(area.get_at((x, y))[:3]) < 150)


def save_a_labyrinth(app: App) -> Match:
    match = Match(load_game("labyrinth"), GameConfig((Seat("Ann", HUMAN, "red", "spider-man"),
                                                      Seat("Robot 1", "easy", "blue", "spider-man"))), 4)
    assert app.saves.save(match)
    return match


def test_continue_names_the_game_and_the_players(app: App) -> None:
    save_a_labyrinth(app)
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(DT)
    app.frame(DT)
    button = next(b for b in menu.focus.buttons if b.label == "Continue")
    assert isinstance(button, ContinueButton) and button.detail == "Labyrinth — Ann, Robot 1"
    line = pygame.Rect(button.rect.left + 80, button.rect.bottom - 30, button.rect.width - 120, 22)
    assert ink_in(app.screen, line) > 150  # the second line is drawn
    plain = app.screen.copy()
    replace(button, detail="").draw(plain, False)
    assert ink_in(plain, line) < 20


def test_no_save_no_continue(app: App) -> None:
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(DT)
    assert not any(isinstance(b, ContinueButton) or b.label == "Continue" for b in menu.focus.buttons)


def start_yahtzee_setup(app: App) -> SetupScene:
    app.scenes.push(MenuScene(app))
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.frame(DT)
    start = next(b for b in setup.focus.buttons if b.label == "Start!")
    click(app, start.rect.center)
    return setup


def test_a_new_game_over_a_saved_one_asks_first(app: App) -> None:
    saved = save_a_labyrinth(app)
    setup = start_yahtzee_setup(app)
    confirm = app.scenes.top
    assert isinstance(confirm, ConfirmScene) and "Labyrinth — Ann, Robot 1" in confirm.question
    assert all(b.rect.height >= 64 for b in confirm.focus.buttons)
    assert confirm.card_rect().contains(confirm.focus.buttons[0].rect)
    click(app, confirm.focus.buttons[0].rect.center)  # "Go back": the saved game is kept
    assert app.scenes.top is setup
    kept = app.saves.load()
    assert kept is not None and kept.game.info.id == "labyrinth" and kept.config == saved.config
    start = next(b for b in setup.focus.buttons if b.label == "Start!")
    click(app, start.rect.center)
    click(app, app.scenes.top.focus.buttons[1].rect.center, frames=40)  # "New game"
    into_the_game(app)
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.game_id == "yahtzee"
    replaced = app.saves.load()
    assert replaced is not None and replaced.game.info.id == "yahtzee"


def test_without_a_save_start_starts_at_once(app: App) -> None:
    start_yahtzee_setup(app)
    for _ in range(40):
        app.frame(DT)
    into_the_game(app)
    assert isinstance(app.scenes.top, GameScene)
