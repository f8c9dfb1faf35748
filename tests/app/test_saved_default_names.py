"""A default name is "the default name of seat N", said in today's language, in a saved game too (issue #32).

A game started in Spanish names its seats "Jugador 2" and "Robot 1"; saved, then continued after the
family switched to French, it must say "C'est à toi, Joueur 2 !", not "C'est à toi, Jugador 2 !":
at the table (caption, turn badge, seat panels, results all take the scene's seats), on the
Continue button and in the voice. A typed name is the child's own and is never translated. A save
written before default names were marked (a literal "Jugador 2") still loads, and its default names
are shown in today's language too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from driving import settle, use_settings

from spidergames.app.application import App
from spidergames.app.scenes.menu import ContinueButton, MenuScene
from spidergames.app.scenes.setup import default_seats
from spidergames.app.seat_names import default_name
from spidergames.app.table.caption import Line
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game, load_info

TYPED = "Zoé"


def in_language(app: App, code: str) -> None:
    app.settings.language = code
    app.apply_settings()


def saved_in_spanish(app: App, game_id: str) -> None:
    """A game set up in Spanish (a child who typed her name, a second child and a robot with the
    default names, frozen as the setup screen does), one move played at the table: saved."""
    in_language(app, "es")
    drafts = default_seats(load_info(game_id))
    drafts[0].name = TYPED
    drafts[1].controller, drafts[1].name = HUMAN, default_name(False, 2)
    seats = tuple(d.freeze() for d in drafts)
    assert [s.name for s in seats] == [TYPED, "Jugador 2", *("Robot 1",) * (len(seats) - 2)]
    match = Match(load_game(game_id), GameConfig(seats, ()), 7)
    assert start_game_scene(app, match) is not None
    scene = settle(app)
    assert scene.submit(match.bot_choice("normal"))
    app.frame(1 / 60)
    assert app.saves.exists()


def continue_button(app: App) -> ContinueButton:
    app.scenes.reset(MenuScene(app))
    app.frame(1 / 60)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    return next(b for b in menu.focus.buttons if isinstance(b, ContinueButton))


def continued(app: App, monkeypatch: pytest.MonkeyPatch) -> tuple[GameScene[Any, Any, Any], list[list[str]]]:
    """Continue the saved game from the menu; the scene once a person may choose, and the seat names
    the voice was given with everything it said."""
    heard: list[list[str]] = []
    say_lines = app.speech.say_lines

    def hear(lines: Sequence[Line], seats: Sequence[Seat]) -> None:
        heard.append([s.name for s in seats])
        say_lines(lines, seats)

    monkeypatch.setattr(app.speech, "say_lines", hear)
    continue_button(app).on_click()
    return settle(app), heard


def check_french(app: App, scene: GameScene[Any, Any, Any], heard: list[list[str]], robots: int) -> None:
    expected = [TYPED, "Joueur 2", *("Robot 1",) * robots]
    names = [s.name for s in scene.seats]
    assert names == expected, f"the table names the seats {names}"
    caption = " ".join(line.text(names) for row in scene.caption.lines(scene.caption_now()).rows for line in row)
    assert "Jugador" not in caption and ("Joueur 2" in caption or TYPED in caption), caption
    assert heard and all(said == expected for said in heard), f"the voice was given the names {heard}"
    detail = continue_button(app).detail
    assert "Joueur 2" in detail and TYPED in detail and "Jugador" not in detail, f"Continue says {detail!r}"


@pytest.fixture
def menu_app(app: App) -> App:
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app, speed="fast")
    return app


@pytest.mark.parametrize("game_id", game_ids())
def test_a_saved_default_name_is_said_in_todays_language(menu_app: App, game_id: str,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    saved_in_spanish(menu_app, game_id)
    in_language(menu_app, "fr")
    scene, heard = continued(menu_app, monkeypatch)
    check_french(menu_app, scene, heard, len(scene.seats) - 2)


def test_an_old_save_with_a_literal_default_name_loads_and_says_it_in_todays_language(
        menu_app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save from before names were marked: its seats hold only the Spanish words."""
    saved_in_spanish(menu_app, "labyrinth")
    path = menu_app.saves.path
    data = json.loads(path.read_text(encoding="utf-8"))
    for seat in data["config"]["seats"]:
        seat.pop("default", None)
    assert [s["name"] for s in data["config"]["seats"]] == [TYPED, "Jugador 2"]
    path.write_text(json.dumps(data), encoding="utf-8")
    in_language(menu_app, "fr")
    scene, heard = continued(menu_app, monkeypatch)
    check_french(menu_app, scene, heard, 0)
