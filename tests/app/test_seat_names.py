"""Seat names: whatever a child types or pastes into a name field is kept or refused kindly (and then
drawn, at setup and at the table, and spoken), and a robot has the same default name everywhere."""

from __future__ import annotations

import threading
import unicodedata

import pygame
import pytest
from driving import DT, click, game_scene, key

from spidergames.app import i18n
from spidergames.app.headless import _demo_game
from spidergames.app.scenes.demo import demo_config
from spidergames.app.scenes.setup import ROW_H, ROW_TOP, SetupScene, default_seats, seats_from_memory
from spidergames.app.seat_names import NAME_MAX, default_name, shown_name
from spidergames.app.speech import Utterance
from spidergames.app.ui import text
from spidergames.core.registry import load_info

GAME = "webrace"  # two to four seats, a caption that names the player whose turn it is
ANN_FAMILY = "Ann\U0001F468\u200d\U0001F469\u200d\U0001F467"
TYPED: dict[str, tuple[str, str | None]] = {
    # what is typed or pasted: (the text, the name kept; None: nothing visible, so the default name)
    "emoji joined by zero-width joiners": (ANN_FAMILY, "Ann"),
    "zero-width space, non-joiner, joiner": ("A\u200bn\u200cn\u200d", "Ann"),
    "byte-order mark": ("\ufeffBen", "Ben"),
    "a combining mark joined to its letter": ("Zoe\u0308", "Zo\u00eb"),
    "a tower of combining marks": ("Zo\u0301\u0302\u0303\u0304\u0305e", "Z\u00f3\u0302e"),
    "right to left (Hebrew, not in the font) after Latin": ("Ann \u05e9\u05e8\u05d4", "Ann"),
    "Cyrillic (in the font)": ("\u0416\u0430\u043d\u043d\u0430", "\u0416\u0430\u043d\u043d\u0430"),
    "right to left (Arabic, not in the font)": ("\u0645\u0631\u064a\u0645", None),
    "direction override": ("\u202eAnn\u202c", "Ann"),
    "control characters": ("A\x00n\x07n\x1b\x7f", "Ann"),
    "line breaks and tabs": ("Ann\r\n\tMarie", "Ann Marie"),
    "only invisible characters": ("\u200b\ufeff\u200d\u2060", None),
    "only spaces": ("   \t ", None),
    "a very long paste": ("Bob" * 20000, "BobBobBobBob"),
}


class Recorder:
    """A speech engine that keeps what it was asked to say."""

    def __init__(self) -> None:
        self.said: list[Utterance] = []
        self.lock = threading.Lock()

    def speak(self, utterance: Utterance, volume: float) -> None:
        with self.lock:
            self.said.append(utterance)

    def stop(self) -> None:
        pass

    def forget(self) -> None:
        pass


def name_field(seat: int) -> tuple[int, int]:
    return 405, ROW_TOP + seat * ROW_H + 54


def type_into(app, seat: int, words: str) -> None:
    """Click the seat's name field, erase what is there, paste `words` and press Enter."""
    click(app, name_field(seat))
    for _ in range(NAME_MAX + 2):
        key(app, pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    app.frame(DT)
    key(app, pygame.K_RETURN)


def visible(name: str) -> bool:
    return bool(name.strip()) and all(unicodedata.category(c)[0] != "C" for c in name)


@pytest.mark.parametrize("case", sorted(TYPED))
def test_typed_names_are_kept_or_refused_kindly_and_drawn_and_spoken(app, case: str) -> None:
    words, kept = TYPED[case]
    engine = Recorder()
    app.speech.engine = engine
    scene = SetupScene(app, GAME)
    app.scenes.push(scene)
    app.frame(DT)
    for seat in range(len(scene.seats)):  # every name field of the screen
        type_into(app, seat, words)
        robot = scene.seats[seat].controller != "human"
        expected = kept if kept is not None else default_name(robot, 1)
        assert scene.editing is None and scene.seats[seat].name == expected, case
        assert visible(scene.seats[seat].name) and len(scene.seats[seat].name) <= NAME_MAX
        scene.draw(app.screen)
    names = [s.name for s in scene.seats]
    click(app, (1280 - 200, 663))  # Start!
    for _ in range(240):  # the game opens, the robot plays, the caption names the seats, each is said
        app.frame(DT)
    table = game_scene(app)
    assert table is not None and [s.name for s in table.match.config.seats] == names
    table.draw(app.screen)
    assert app.speech.wait()
    system_words = {part.system for utterance in engine.said for part in utterance}
    assert names[0] in system_words, f"{case}: the child's name was never spoken"


def test_a_remembered_name_of_nothing_visible_becomes_a_default_name(app) -> None:
    info = load_info(GAME)
    seats = [{"name": name, "controller": controller, "colour": colour, "character": info.character_for(colour, i)}
             for i, (name, controller, colour) in enumerate([("\u200b\ufeff", "human", "red"),
                                                              ("\ud800\x00", "normal", "blue"),
                                                              ("Zoe\u0308\u200d" * 9, "human", "green")])]
    remembered = seats_from_memory(info, {"seats": seats})
    assert remembered is not None
    assert [s.name for s in remembered] == [default_name(False, 1), default_name(True, 1), "Zo\u00eb" * 4]
    assert shown_name("  \u2060 ", text.has_glyph) == ""


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_a_robot_seat_has_one_default_name_at_setup_and_at_the_table(app, code: str) -> None:
    """The setup screen's default robot name is the one the table, the demo and the screenshot tool use."""
    i18n.install(code)
    try:
        setup = [s.name for s in default_seats(load_info(GAME)) if s.controller != "human"]
        _demo_game(app, GAME, 1)
        for _ in range(60):
            app.frame(DT)
        shown = game_scene(app)
        assert shown is not None
        table = [s.name for s in shown.match.config.seats if not s.is_human]
        demo = [s.name for s in demo_config(GAME, 2).seats]
    finally:
        i18n.install(i18n.ENGLISH)
    assert table == setup == demo[:1], code
    assert demo[1].split()[:-1] == setup[0].split()[:-1], f"{code}: one word for every robot"
