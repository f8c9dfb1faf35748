"""Whose turn the caption and the voice say is whose turn the badge shows, on every frame (issue #24, 1).

The turn badge follows the screen: it moves on once the last move has been shown. The caption's
"Your turn, Ann!" / "Robot 2 is playing." and the prompt last spoken must say the same seat on every
frame a child sees, and once the screen has caught up the caption must say it (not only what the last
player did), on a frame that is drawn: the app sleeps when nothing moves, so the last frame before it
does must show the caption as it stands. Real play at real speed, robots and a scripted child, at
every frame rate.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame
import pytest
from driving import (
    FPS_RATES,
    SPEEDS,
    fast_forward,
    game_scene,
    new_match,
    play_at_real_speed,
    random_config,
    use_settings,
    waiting_above,
)

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.caption import Line, turn_told, your_turn
from spidergames.core.match import Match
from spidergames.core.protocol import Seat
from spidergames.core.registry import game_ids

ACTIONS = 14  # actions played through the scene per frame rate
FRAMES = 2500


def words(line: Line | None, seats: Sequence[Seat]) -> str:
    return "nothing" if line is None else repr(line.text([s.name for s in seats]))


@dataclass
class TurnCheck:
    """Looks at every frame: the caption's turn line, the last turn line spoken, the turn badge."""

    app: App
    match: Match
    said: Line | None = None  # the last turn line spoken
    caught_up: bool = False  # the screen had caught up on the frame before
    frames: int = 0
    problems: list[str] = field(default_factory=list)

    def heard(self, lines: Sequence[Line]) -> None:
        """A prompt is spoken (during a frame's update): a turn line only once the screen has caught
        up, when the badge has moved on for good (not while the last move still walks)."""
        told = turn_told(lines)
        if told is None:
            return
        self.said = told
        scene = game_scene(self.app, self.match)
        if scene is not None and not scene.display.caught_up:
            seats = scene.seats
            self.problems.append(f"frame {self.frames + 1}, action {len(self.match.history)}: the voice said "
                                 f"{words(told, seats)} while the last move was still being shown")

    def __call__(self, app: App) -> None:
        self.frames += 1
        scene = game_scene(app, self.match)
        if scene is None or waiting_above(app, scene) or scene.display.over:
            self.caught_up = False
            return
        seats = scene.seats
        badge = scene.turn_shown
        expected = your_turn(badge, seats[badge].is_human)
        if self.said is not None and self.said != expected:
            self.problems.append(f"frame {self.frames}, action {len(self.match.history)}: the badge shows "
                                 f"{seats[badge].name}, the voice last said {words(self.said, seats)}")
        table = pygame.Rect((0, 0), scene.layout_size)
        if scene.caption_at is not None and scene.assist.hides(scene.caption_at, table):
            self.caught_up = False  # Help's bubble lies on the caption: it answers "what now?" in its place
            return
        rows = scene.caption.on_screen
        shown = turn_told([line for row in rows.rows for line in row])
        where = f"frame {self.frames}, action {len(self.match.history)}: the badge shows {seats[badge].name}"
        if shown is not None and shown != expected:
            self.problems.append(f"{where}, the caption says {words(shown, seats)}")
        if shown is None and self.caught_up and scene.display.caught_up and not scene.assist.waiting:
            self.problems.append(f"{where} and the screen has caught up, but the caption says only "
                                 f"{[words(line, seats) for row in rows.rows for line in row]}")
        if not scene.animating and shown != turn_told(scene.caption_now()):  # the app may sleep after this frame
            self.problems.append(f"{where} and nothing moves (the app may sleep), but the caption shows "
                                 f"{words(shown, seats)}, not {words(turn_told(scene.caption_now()), seats)}")
        self.caught_up = scene.display.caught_up and not scene.assist.waiting


@pytest.fixture
def menu_app(app: App) -> App:
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    return app


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=() if g == "webrace" else pytest.mark.slow)
                                     for g in game_ids()])  # every frame of whole games: one in the quick tier
def test_the_caption_and_the_voice_say_whose_turn_the_badge_shows_on_every_frame(
        menu_app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app
    checked = 0
    for j, fps in enumerate(FPS_RATES):
        rng = random.Random(f"turn-line-{game_id}-{fps}")
        use_settings(app, speed=SPEEDS[j % len(SPEEDS)], large_text=j % 2 == 1)
        config = random_config(game_id, rng, players=2 + j % 3, humans=1)
        match = fast_forward(new_match(game_id, config, rng.randrange(2**31)), 4 * j)
        check = TurnCheck(app, match)
        say_lines = app.speech.say_lines

        def heard(lines: Sequence[Line], seats: Sequence[Seat], check: TurnCheck = check,
                  say_lines=say_lines) -> None:
            check.heard(lines)
            say_lines(lines, seats)

        monkeypatch.setattr(app.speech, "say_lines", heard)
        play_at_real_speed(app, match, rng, fps, max_actions=len(match.history) + ACTIONS, max_frames=FRAMES,
                           each_frame=check)
        monkeypatch.setattr(app.speech, "say_lines", say_lines)
        case = f"{game_id} at {fps} fps, {len(config.seats)} seats"
        assert not check.problems, f"{case}: {len(check.problems)} frames disagree, first: {check.problems[:3]}"
        assert check.said is not None, f"{case}: no turn was ever spoken"
        checked += check.frames
    assert checked > 1000
