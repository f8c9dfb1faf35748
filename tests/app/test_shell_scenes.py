"""The shell's scenes driven headless with real events, as a child's clicks and keys would."""

from __future__ import annotations

import pygame
from driving import click, key

from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import ConfirmScene
from spidergames.app.scenes.rulebook import RulesScene, parse_rules
from spidergames.app.scenes.settings_scene import SettingsScene
from spidergames.app.scenes.setup import SetupScene, UpButton


def button(scene, label: str):
    return next(b for b in scene.focus.buttons if b.label == label)


def start_menu(app) -> MenuScene:
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    return menu


def test_menu_grown_ups_back_with_mouse_and_escape(app) -> None:
    """The menu's Grown-ups button opens the gate before the settings (tests/app/test_grown_ups.py)."""
    from spidergames.app.scenes.gate import GateScene

    menu = start_menu(app)
    click(app, button(menu, "Grown-ups").rect.center)
    assert isinstance(app.scenes.top, GateScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu


def test_settings_change_is_saved(app) -> None:
    start_menu(app)
    settings = SettingsScene(app)
    app.scenes.push(settings)
    app.frame(1 / 60)
    click(app, button(settings, "Slow").rect.center)
    assert app.settings.animation == "slow"
    assert '"animation": "slow"' in app.store.path.read_text()
    volume = app.settings.volume
    click(app, button(settings, "-").rect.center)
    assert app.settings.volume < volume


def test_keyboard_focus_reaches_and_activates_buttons(app) -> None:
    menu = start_menu(app)
    for _ in range(len(menu.focus.buttons)):
        if menu.focus.focused is not None and menu.focus.focused.label == "Rules":
            break
        key(app, pygame.K_TAB)
    assert menu.focus.focused.label == "Rules"
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, RulesScene)


def test_quit_asks_first(app) -> None:
    menu = start_menu(app)
    click(app, button(menu, "Quit").rect.center)
    assert isinstance(app.scenes.top, ConfirmScene)
    click(app, button(app.scenes.top, "Keep playing").rect.center)
    assert app.scenes.top is menu and app.running
    key(app, pygame.K_ESCAPE)
    click(app, button(app.scenes.top, "Yes, bye!").rect.center)
    assert not app.running


def test_damaged_settings_are_reported_once_on_the_menu(tmp_path, monkeypatch) -> None:
    from spidergames.app.application import App

    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text("{{{")
    app = App(fullscreen=False)
    menu = start_menu(app)
    assert menu.toast.visible and "damaged" in menu.toast.message
    assert app.store.take_warning() is None
    pygame.quit()


def test_setup_edits_seats_and_remembers_them(app) -> None:
    start_menu(app)
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.frame(1 / 60)
    before = len(setup.seats)
    click(app, button(setup, "+ Add a player").rect.center)
    assert len(setup.seats) == before + 1
    assert len({s.colour for s in setup.seats}) == len(setup.seats)
    third = setup.seats[-1]
    robot = [b for b in setup.focus.buttons if b.label == "Person"][-1]
    click(app, robot.rect.center)
    assert third.controller == "easy"
    name_box = button(setup, third.name)
    click(app, name_box.rect.center)
    assert setup.wants_text
    for _ in range(len(third.name)):
        key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Mia"))
    app.frame(1 / 60)
    key(app, pygame.K_RETURN)
    assert third.name == "Mia" and not setup.wants_text
    config = setup.config()
    assert config.players == before + 1 and config.seats[-1].name == "Mia"
    click(app, button(setup, "Start!").rect.center)
    remembered = SetupScene(app, "yahtzee")
    assert [s.name for s in remembered.seats] == [s.name for s in setup.seats]


def test_a_character_the_font_lacks_is_refused_while_typing(app, monkeypatch) -> None:
    """An emoji or a Chinese character would show as an empty box: it is not added, and a sound says so."""
    start_menu(app)
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.frame(1 / 60)
    sounds: list[str] = []
    monkeypatch.setattr(app, "sound", sounds.append)
    first = setup.seats[0]
    click(app, button(setup, first.name).rect.center)
    for _ in range(len(first.name)):
        key(app, pygame.K_BACKSPACE)
    for typed in ("Zo\u00eb", "\U0001f600", " \u0416\u4e2d"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
        app.frame(1 / 60)
    assert first.name == "Zo\u00eb \u0416"  # accents and Cyrillic are in the bundled font
    assert sounds.count("error") == 2


def test_rules_pages_turn(app) -> None:
    start_menu(app)
    viewer = RulesScene(app, "yahtzee", tabs=True)
    app.scenes.push(viewer)
    app.frame(1 / 60)
    click(app, button(viewer, "Next >").rect.center)
    assert viewer.page == 1
    click(app, button(viewer, "< Before").rect.center)
    assert viewer.page == 0


def test_parse_rules_pages_bullets_and_pictures() -> None:
    title, pages = parse_rules("# Game\n\n## One\nHello\nthere.\n\n- a\n- b\n[picture: dice]\n## Two\nBye\n")
    assert title == "Game" and [p.heading for p in pages] == ["One", "Two"]
    assert pages[0].blocks == [("p", "Hello there."), ("li", "a"), ("li", "b")]
    assert pages[0].picture == "dice"


def test_a_paragraph_after_bullets_is_its_own_block() -> None:
    _, pages = parse_rules("# G\n## One\n- a\n- b\nAfter the list.\n- c\n  still c\n")
    assert pages[0].blocks == [("li", "a"), ("li", "b"), ("p", "After the list."), ("li", "c still c")]


def test_setup_moves_a_player_up_in_turn_order(app) -> None:
    start_menu(app)
    setup = SetupScene(app, "labyrinth")
    app.scenes.push(setup)
    app.frame(1 / 60)
    first, second = setup.seats[0].name, setup.seats[1].name
    click(app, next(b for b in setup.focus.buttons if isinstance(b, UpButton)).rect.center)  # an arrow
    assert [s.name for s in setup.seats[:2]] == [second, first]
    assert setup.config().seats[0].name == second


def test_the_keyboard_focus_stays_on_add_a_player_after_adding_one(app) -> None:
    """Enter on "+ Add a player" added a seat and left the focus where the button had been: on the new
    seat's colour, so a second Enter changed its colour instead of adding another player."""
    start_menu(app)
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.frame(1 / 60)
    add = next(b for b in setup.focus.buttons if b.label == "+ Add a player")
    setup.focus.focus_on(add)
    before = len(setup.seats)
    key(app, pygame.K_RETURN)
    assert setup.focus.focused is not None and setup.focus.focused.label == "+ Add a player"
    key(app, pygame.K_RETURN)
    assert len(setup.seats) == before + 2, [s.colour for s in setup.seats]


def test_default_names_follow_person_or_robot(app) -> None:
    start_menu(app)
    setup = SetupScene(app, "somethingwild")
    app.scenes.push(setup)
    app.frame(1 / 60)
    setup.seats[1].name, setup.seats[1].controller = "Robot 1", "hard"
    setup._build()
    click(app, button(setup, "Hard").rect.center)  # beside the robot icon
    assert setup.seats[1].controller == "human" and setup.seats[1].name == "Player 2"
    setup.seats[1].name = "Mia"
    click(app, [b for b in setup.focus.buttons if b.label == "Person"][-1].rect.center)
    assert setup.seats[1].controller == "easy" and setup.seats[1].name == "Mia"


def test_a_default_name_is_never_one_another_seat_has(app) -> None:
    """Player 1 made a robot beside "Robot 1" becomes "Robot 2" (it was a second "Robot 1": seen in
    a real window, two panels a child could not tell apart); an added person takes a free number too."""
    start_menu(app)
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.frame(1 / 60)
    assert [s.name for s in setup.seats] == ["Player 1", "Robot 1"]
    click(app, button(setup, "Person").rect.center)
    assert [s.name for s in setup.seats] == ["Robot 2", "Robot 1"]
    click(app, button(setup, "+ Add a player").rect.center)
    assert [s.name for s in setup.seats] == ["Robot 2", "Robot 1", "Player 1"]


def test_remembered_default_names_follow_the_language(app) -> None:
    """Seats remembered in German come back in French after the family switches language: a default
    name is the app's words, not the child's (a typed name stays as typed)."""
    from spidergames.app import i18n

    start_menu(app)
    app.store.remember_setup("yahtzee", {"seats": [
        {"name": "Spieler 1", "controller": "human", "colour": "red", "character": "spider-man"},
        {"name": "Robo 2", "controller": "hard", "colour": "blue", "character": "captain-america"},
        {"name": "Mia", "controller": "human", "colour": "green", "character": "hulk"}], "variants": {}})
    try:
        i18n.install("fr")
        names = [s.name for s in SetupScene(app, "yahtzee").seats]
        assert names == ["Joueur 1", i18n._("Robot {n}").format(n=2), "Mia"]
    finally:
        i18n.install("en")
    assert [s.name for s in SetupScene(app, "yahtzee").seats] == ["Player 1", "Robot 2", "Mia"]


def test_the_app_sleeps_when_nothing_moves_and_wakes_on_input(app) -> None:
    start_menu(app)
    app.since_input = 5.0
    assert app.asleep()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0),
                                         touch=False))
    app.frame(1 / 60)
    assert not app.asleep()


def test_a_moving_game_keeps_the_app_awake(app) -> None:
    from spidergames.app.table.opening import start_game_scene
    from spidergames.core.match import Match
    from spidergames.core.protocol import GameConfig, Seat
    from spidergames.core.registry import load_game

    app.autoplay = True
    match = Match(load_game("yahtzee"), GameConfig((Seat("A", "normal"), Seat("B", "normal"))), 1)
    scene = start_game_scene(app, match)
    app.autoplay = False
    scene.anim.wait(1.0)
    app.since_input = 5.0
    assert not app.asleep()


def test_an_overlay_that_lets_the_scene_below_run_does_not_pause_it(app) -> None:
    from spidergames.app.scene import Scene

    class Recorder(Scene):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.calls: list[str] = []

        def pause(self) -> None:
            self.calls.append("pause")

        def resume(self) -> None:
            self.calls.append("resume")

    class Bubble(Scene):
        pauses_below = False

    below = Recorder(app)
    app.scenes.push(below)
    bubble = Bubble(app)
    app.scenes.push(bubble)
    app.scenes.pop(bubble)
    assert below.calls == []
    app.scenes.push(Scene(app))
    app.scenes.pop()
    assert below.calls == ["pause", "resume"]


def test_damaged_settings_and_save_are_both_reported(tmp_path, monkeypatch) -> None:
    from spidergames.app.application import App

    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text("{{{")
    (tmp_path / "savegame.json").write_text('{"format": 1, "game": "yahtzee", "bro')
    app = App(fullscreen=False)
    menu = start_menu(app)
    assert "settings" in menu.toast.message and "saved game" in menu.toast.message
    assert "Continue" not in [b.label for b in menu.focus.buttons]
    pygame.quit()


def test_settings_rows_leave_room_for_the_focus_ring(app) -> None:
    """No settings control touches another, and the keyboard focus ring round any of them (15 px out)
    runs over no other control, in normal and Large text, in English and German."""
    from driving import use_settings

    from spidergames.app.ui.widgets import RING_REACH

    for large in (False, True):
        for language in ("de", "en"):  # English last: the language is the whole process's
            use_settings(app, large_text=large)
            app.settings.language = language
            app.apply_settings()
            settings = SettingsScene(app)
            app.scenes.push(settings)
            app.frame(1 / 60)
            controls = settings.focus.buttons
            for i, a in enumerate(controls):
                ring = a.rect.inflate(2 * RING_REACH - 2, 2 * RING_REACH - 2)
                for b in controls[i + 1:]:
                    assert not ring.colliderect(b.rect), f"{a.label!r} {tuple(a.rect)} and {b.label!r} {tuple(b.rect)}"
            app.scenes.pop(settings)
