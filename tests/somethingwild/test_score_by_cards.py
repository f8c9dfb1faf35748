"""A score the big buttons do not offer is made card by card, and Help shows each card in turn.

The table offers the first two scoring threes as big buttons; any other is made by tapping its three
cards. Help's glow (and a child with one switch, who presses what it shows) had nothing to show for
such a score, and the one-switch child waited on it for ever (a whole game by switch once timed out).
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.table.targets import Target
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.games.somethingwild.rules import GAME, Phase, Score
from spidergames.games.somethingwild.view_cards import PictureButton

from .helpers import B, G, R, Y, c
from .test_scene import set_position, start
from .test_scene_draws import ROWS, position

FOUR_FIVES = replace(position(Phase.SCORE), rows=((c(R, 5), c(B, 5), c(Y, 5), c(G, 5)), ROWS[1]))
"""Four fives of four colours: four scoring threes, two of them without a button of their own."""


def test_every_score_is_reached_by_following_its_hint(app: App) -> None:
    scores = [a for a in GAME.legal_actions(FOUR_FIVES) if isinstance(a, Score)]
    assert len(scores) == 4
    for score in scores:
        scene = start(app)
        set_position(app, scene, FOUR_FIVES)
        scene.selected = [c for c in (c(R, 5), c(B, 5), c(Y, 5), c(G, 5)) if c not in score.cards][:1]  # a stray tap
        app.frame(1 / 60)
        for _ in range(5):  # untap the stray, then at most three cards (or the one big button)
            button = scene.hint_target(score)
            assert button is not None, f"Help shows nothing for {score} (tapped: {scene.selected})"
            button.on_click()
            app.frame(1 / 60)
            if scene.match.history:
                break
        assert scene.match.history == [score]
        app.scenes.pop()


@pytest.mark.parametrize("held", (960, 1152, 1280))
def test_the_score_buttons_leave_not_now_clear_on_every_table(monkeypatch: pytest.MonkeyPatch, tmp_path,
                                                              held: int) -> None:
    """On every table (4:3, 16:10 and 16:9) a second big score button lay under "Not now" (seen in a real
    window at 1024x768). The big buttons are as many as fit beside it; the other scores are made by their
    cards (above)."""
    monkeypatch.setenv("SPIDERGAMES_CANVAS", str(held))
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    app = App(fullscreen=False)
    try:
        scene = start(app)
        assert scene.layout_size[0] == held
        set_position(app, scene, FOUR_FIVES)
        buttons = [b for b in scene.focus.buttons if not isinstance(b, Target)]
        assert any(isinstance(b, PictureButton) for b in buttons)
        on_another = [(a.rect, b.rect) for i, a in enumerate(buttons) for b in buttons[i + 1:]
                      if a.rect.colliderect(b.rect)]
        assert on_another == []
    finally:
        app.speech.close()
        pygame.quit()
        canvas.use(LOGICAL_SIZE)
