"""Spoken focus: the keys or a pad moving the focus name the choice reached, in fixed words with clips."""

from __future__ import annotations

import pygame
import pytest
from driving import key, settle, use_settings
from pad_driving import GAMES, fake_pads, plug, press, two_children
from secrecy import listen

from spidergames.app.application import App
from spidergames.app.speech import ClipBook, fragments
from spidergames.app.table.focus_words import CHOOSE, HELP, MENU, OOPS
from spidergames.games.labyrinth import captions as labyrinth
from spidergames.games.yahtzee import captions as yahtzee


def walk(app: App, scene, heard, presses: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Tab `presses` times; what the voice said at each (one utterance a move, none for no move)."""
    said = []
    for _ in range(presses):
        before, moves = len(heard.heard), scene.focus.moves
        key(app, pygame.K_TAB)
        new = heard.heard[before:]
        assert len(new) == (scene.focus.moves != moves), new
        said += new
    return said


@pytest.mark.parametrize("game_id", GAMES)
def test_every_choice_the_focus_reaches_is_named_with_words_that_have_clips(app: App, game_id: str) -> None:
    use_settings(app)
    two_children(app, game_id, autoplay=False)
    scene = settle(app)
    heard = listen(app)
    said = walk(app, scene, heard, len(scene.focus.buttons) + 1)
    assert said and all(said), said
    book = ClipBook("en")
    for words in set(said):
        assert all(piece in book for piece in fragments(words)), f"{game_id}: no clip for {words!r}"


def test_the_labyrinth_says_push_here_and_yahtzee_roll(app: App) -> None:
    use_settings(app)
    scene = two_children(app, "labyrinth", autoplay=False)
    scene = settle(app)
    heard = listen(app)
    said = walk(app, scene, heard, len(scene.focus.buttons))
    assert labyrinth.PUSH_HERE.template in said and labyrinth.TURN_TILE.template in said
    assert {HELP.template, MENU.template} <= set(said) and CHOOSE.template not in said
    assert OOPS.template not in said  # Oops is not on show before any move


def test_a_pad_step_is_said_and_say_again_still_repeats_the_prompt(app: App) -> None:
    use_settings(app)
    fake_pads(app)
    scene = two_children(app, "yahtzee", autoplay=False)
    scene = settle(app)
    heard = listen(app)
    scene.say(scene.caption_now())
    prompt = heard.last
    pad = plug(app, 0)
    press(app, pad, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert heard.heard[-1] in {yahtzee.ROLL.template, HELP.template, MENU.template, yahtzee.SCORE.template}
    assert heard.last == prompt  # S (or the pad's Back) says the prompt again, not the choice


def test_the_setting_off_says_nothing(app: App) -> None:
    use_settings(app)
    app.settings.spoken_focus = False
    scene = two_children(app, "yahtzee", autoplay=False)
    scene = settle(app)
    heard = listen(app)
    before = len(heard.heard)
    for _ in range(4):
        key(app, pygame.K_TAB)
    assert scene.focus.moves == 4 and heard.heard[before:] == []


def test_the_setting_is_on_by_default_kept_and_a_bad_value_keeps_the_default() -> None:
    import dataclasses

    from spidergames.app.settings import Settings

    assert Settings().spoken_focus is True
    assert Settings.from_data(dataclasses.asdict(Settings(spoken_focus=False))).spoken_focus is False
    assert Settings.from_data({"spoken_focus": "no"}).spoken_focus is True
