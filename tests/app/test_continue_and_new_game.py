"""Continue names the saved game and its players; a new game over a saved one asks first."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame
from driving import click, key, use_settings
from layout import draw_frame, new_recorder, problems

from spidergames.app.application import App
from spidergames.app.scenes.menu import ContinueButton, MenuScene
from spidergames.app.scenes.new_over_saved import NewOverSavedScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.table.game_scene import GameScene
from spidergames.app.ui.theme import PAPER, player_rgb
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
    replace(button, detail="", game_id="", seats=()).draw(plain, False)
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
    assert isinstance(confirm, NewOverSavedScene) and "Labyrinth — Ann, Robot 1" in confirm.question
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


def test_enter_on_the_glowing_choice_starts_the_new_game(app: App) -> None:
    """What glows over a saved game is the new game: Enter (or a tap on it) starts what was asked for."""
    save_a_labyrinth(app)
    start_yahtzee_setup(app)
    question = app.scenes.top
    assert isinstance(question, NewOverSavedScene) and question.focus.focused is question.new
    key(app, pygame.K_RETURN, frames=40)
    into_the_game(app)
    assert isinstance(app.scenes.top, GameScene) and app.scenes.top.game_id == "yahtzee"


def on_paper(app: App) -> pygame.Surface:
    """A blank card as big as the screen, to draw one picture on alone and compare."""
    alone = pygame.Surface(app.screen.get_size())
    alone.fill(PAPER)
    return alone


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_question_shows_both_games_in_pictures(app: App) -> None:
    """The saved game (its picture, its players' faces, how far it got) beside the new one (its picture
    and the faces just chosen): both drawn on the screen, inside the card, and the layout check passes
    in normal and Large text."""
    from spidergames.app import assets
    from spidergames.app.ui.draw import portrait

    saved = save_a_labyrinth(app)
    for _ in range(3):
        saved.play(saved.legal_actions()[0])
    assert app.saves.save(saved)
    setup = start_yahtzee_setup(app)
    question = app.scenes.top
    assert isinstance(question, NewOverSavedScene)
    app.frame(DT)
    assert question.keep.game_id == "labyrinth" and question.new.game_id == "yahtzee"
    assert [s.character for s in question.keep.seats] == [s.character for s in saved.config.seats]
    assert [s.name for s in question.new.seats] == [s.name for s in setup.config().seats]
    assert question.keep.below == "3 moves played" and question.new.below == ""
    for card in (question.keep, question.new):
        art, art_rect = card.pictures[0]
        alone = on_paper(app)
        alone.blit(assets.scaled(art, art_rect.size), art_rect)
        assert pixels(app.screen, art_rect.inflate(-8, -8)) == pixels(alone, art_rect.inflate(-8, -8))
        assert len(card.pictures) == 1 + len(card.seats) and question.card_rect().contains(card.rect)
        for (name, face), seat in zip(card.pictures[1:], card.seats, strict=True):
            alone = on_paper(app)
            portrait(alone, seat.character, face.center, face.width, ring=player_rgb(seat.colour))
            assert name.endswith(f"{seat.character}.png") and pixels(app.screen, face) == pixels(alone, face)
    try:
        for large, language in ((False, "en"), (True, "en"), (True, "de")):  # laid out for the text it opens with
            use_settings(app, large_text=large)
            app.settings.language = language
            app.apply_settings()
            app.scenes.pop(app.scenes.top)
            question = NewOverSavedScene(app, "yahtzee", setup.config().seats, lambda: None)
            app.scenes.push(question)
            found = problems(draw_frame(app, new_recorder()), least=22)
            found += [f"{name} at {tuple(at)} leaves its card" for card in (question.keep, question.new)
                      for name, at in card.pictures if not card.rect.contains(at)]
            assert not found, f"{language}, large {large}: " + "\n".join(found)
    finally:
        app.settings.language = "en"
        app.apply_settings()


def test_the_continue_button_shows_the_saved_game_whole(app: App) -> None:
    """Four players with long names, Large text, German: nothing on Continue is cut short; its second
    line names the saved game whole (issue #32: words before pictures, so the faces and then the
    picture give way where all do not fit), and what pictures it shows are inside the button."""
    seats = tuple(Seat(name, HUMAN if i == 0 else "easy", colour, "spider-man") for i, (name, colour) in
                  enumerate(zip(("Alexandra", "Robot 1", "Robot 2", "Robot 3"), ("red", "blue", "green", "yellow"),
                                strict=True)))
    assert app.saves.save(Match(load_game("somethingwild"), GameConfig(seats), 4))
    use_settings(app, large_text=True)
    app.settings.language = "de"
    app.apply_settings()
    try:
        menu = MenuScene(app)
        app.scenes.push(menu)
        app.frame(DT)
        button = next(b for b in menu.focus.buttons if isinstance(b, ContinueButton))
        marks = draw_frame(app, new_recorder()).marks
        shown = [m.words.words for m in marks if m.kind == "text" and m.words and m.ink is not None
                 and button.rect.contains(m.ink)]
        assert shown and not any(words.endswith("…") for words in shown), shown
        assert "Something Wild!" in shown, shown
        assert [name for name, _ in button.pictures] in (["menu/somethingwild.bmp", *["portraits/spider-man.png"] * 4],
                                                         ["menu/somethingwild.bmp"], [])
        assert all(button.rect.contains(at) for _, at in button.pictures)
        found = problems(draw_frame(app, new_recorder()), least=22)
        assert not found, "\n".join(found)
    finally:
        app.settings.language = "en"
        app.apply_settings()
