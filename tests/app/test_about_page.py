"""About lays out for any language, either text size and any number of installed games.

A grown-up reaches it from Settings (a child's random taps reach it too, through Pause). Its facts flow
down the card and the buttons are as wide as their words, so it is held to the shell's own floor
(tests/test_layout.py `SHELL`): nothing leaves its panel or runs under a button, nothing is smaller
than a grown-up's line. It says how many games are installed: a fifth game (the toy) makes it five.
"""

from __future__ import annotations

import re

import pytest
from driving import click, use_settings
from layout import PAGE_TEXT, draw_frame, kept_words, new_recorder, problems
from pseudo import CODE as PSEUDO
from pseudo import speaking

from spidergames.app import about
from spidergames.app.application import App
from spidergames.app.scenes.about_scene import AboutScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.settings_scene import SettingsScene
from spidergames.core.registry import game_ids

LONG_PATH = "/home/a-long-user-name/.local/state/spidergames/logs/of/a/school/computer/spidergames.log"
INSTALLED = "+".join(game_ids())
"""The games installed, in the test's name: the toy's battery (tests/toygame) picks its case by "toy"."""


@pytest.mark.parametrize("installed", [INSTALLED])
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("code", ("en", PSEUDO, "es", "fr", "de"))
def test_about_fits_and_counts_the_installed_games(app: App, monkeypatch: pytest.MonkeyPatch, code: str,
                                                   large: bool, installed: str) -> None:
    monkeypatch.setattr(about, "log_path_text", lambda: LONG_PATH)
    found = []
    with speaking(app, code):
        use_settings(app, large_text=large)
        app.autoplay = True
        app.scenes.reset(MenuScene(app))
        app.scenes.push(SettingsScene(app))
        page = AboutScene(app)
        app.scenes.push(page)
        for copied in (None, True, False):  # no word yet, "Copied.", and the longest: no clipboard
            if copied is not None:
                monkeypatch.setattr(about, "copy_text", lambda _path, ok=copied: ok)
                page.focus.buttons[1].on_click()
            for focus in range(len(page.focus.buttons)):  # each focus ring in turn
                page.focus.focus = focus
                drawn = draw_frame(app, new_recorder())
                said = [m.words.words for m in drawn.marks if m.kind == "text" and m.words is not None]
                if not any(re.match(rf"\[?{len(installed.split('+'))} ", words) for words in said):
                    found.append(f"no line starts with how many games are installed: {said[:3]}")
                found += [f"{copied}, focus {focus}: {p}"
                          for p in problems(drawn, least=PAGE_TEXT, large=large) + kept_words(drawn)]
    assert not found, "\n".join(dict.fromkeys(found))


def test_about_s_buttons_do_what_they_say_where_they_are_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Copy, Open and Back, clicked where the row of buttons now stands."""
    opened: list[object] = []
    monkeypatch.setattr(about, "copy_text", lambda _path: True)
    monkeypatch.setattr(about, "open_folder", lambda path: not opened.append(path))
    app.autoplay = True
    app.scenes.reset(MenuScene(app))
    page = AboutScene(app)
    app.scenes.push(page)
    back, copy, open_folder = (next(b for b in page.focus.buttons if b.label == label)
                               for label in ("Back", "Copy log path", "Open log folder"))
    click(app, copy.rect.center)
    assert page.status == "Copied."
    click(app, open_folder.rect.center)
    assert opened and page.status == "Opening the folder..."
    click(app, back.rect.center)
    assert app.scenes.top is not page
