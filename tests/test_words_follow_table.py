"""Words follow the table, never ahead of it (issue #32): a roll is told once its dice have landed.

In every game, an event's line of what happened appears once that event's animation is over.

While Yahtzee's dice still tumble, the caption may not say "Ann rolled:" with the faces that have
not landed yet, and the voice may not say it either. Real play at real speed (robots and a scripted
child), at every frame rate, every frame drawn: on no frame does the caption show a roll's line, or
the voice say it, while a die of that roll still flies, spins or flashes a face.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from driving import FPS_RATES, SPEEDS, game_scene, new_match, play_at_real_speed, random_config, use_settings
from tiers import quick_only

from spidergames.app.anim import Animator
from spidergames.app.application import App
from spidergames.app.games import scene_class
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.caption import Line
from spidergames.core.match import Match
from spidergames.core.protocol import Seat
from spidergames.core.registry import game_ids
from spidergames.games.yahtzee import captions
from spidergames.games.yahtzee.rules import EventKind
from spidergames.games.yahtzee.scene import YahtzeeScene

ACTIONS = 30  # actions played through the scene per frame rate
SECONDS = 80  # of game time at most, per frame rate


@dataclass
class RollCheck:
    """Looks at every frame: the line of the roll being shown, the caption, the voice, the dice."""

    app: App
    match: Match
    rolling: Line | None = None  # the line of the roll whose dice have not all landed yet
    frames: int = 0
    rolls: int = 0
    landed: int = 0  # rolls whose line was then shown
    problems: list[str] = field(default_factory=list)

    def shown(self, event: Any, before: Any, after: Any) -> None:
        """The scene starts showing `event`."""
        if event.kind in (EventKind.ROLL, EventKind.ROLLOFF):
            self.rolling = captions.happened(event, before, after)
            self.rolls += 1

    def moving(self) -> bool:
        scene = game_scene(self.app, self.match)
        return isinstance(scene, YahtzeeScene) and scene.dice.resting_look() is None

    def heard(self, lines: Sequence[Line]) -> None:
        if self.rolling is not None and self.rolling in lines and self.moving():
            self.problems.append(f"frame {self.frames + 1}: the voice said {self.rolling.template!r} "
                                 "while the dice still moved")

    def __call__(self, app: App) -> None:
        self.frames += 1
        if self.rolling is None:
            return
        scene = game_scene(app, self.match)
        if scene is None:
            return
        on_screen = [line for row in scene.caption.on_screen.rows for line in row]
        if self.moving():
            if self.rolling in on_screen:
                self.problems.append(f"frame {self.frames}: the caption shows {self.rolling.template!r} "
                                     "while the dice still move")
        elif self.rolling in on_screen:
            self.rolling = None  # landed, then told: this roll is done
            self.landed += 1


@pytest.fixture
def menu_app(app: App) -> App:
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    return app


@pytest.mark.parametrize("fps", quick_only(FPS_RATES, 24))
def test_a_roll_is_told_only_once_its_dice_have_landed(menu_app: App, fps: int,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app
    j = FPS_RATES.index(fps)
    rng = random.Random(f"words-follow-{fps}")
    use_settings(app, speed=SPEEDS[j % len(SPEEDS)], large_text=j % 2 == 1)
    config = random_config("yahtzee", rng, players=2 + j % 3, humans=int(j == 1))  # a scripted child seldom scores
    match = new_match("yahtzee", config, rng.randrange(2**31))
    check = RollCheck(app, match)
    play_event = YahtzeeScene.play_event

    def showing(scene: YahtzeeScene, event: Any, before: Any, after: Any) -> None:
        check.shown(event, before, after)
        play_event(scene, event, before, after)

    say_lines = app.speech.say_lines

    def heard(lines: Sequence[Line], seats: Sequence[Seat]) -> None:
        check.heard(lines)
        say_lines(lines, seats)

    monkeypatch.setattr(YahtzeeScene, "play_event", showing)
    monkeypatch.setattr(app.speech, "say_lines", heard)
    sweep = play_at_real_speed(app, match, rng, fps, max_actions=ACTIONS, max_frames=fps * SECONDS, each_frame=check)
    case = f"{fps} fps, {len(match.config.seats)} seats, {sweep.actions} actions in {sweep.game_seconds:.0f} s"
    assert not check.problems, f"{case}: {len(check.problems)} problems, first: {check.problems[:3]}"
    assert check.rolls >= 6 and check.landed >= check.rolls // 2, f"{case}: {check.rolls} rolls, {check.landed} told"


@dataclass
class LineCheck:
    """Every game: the line of the event on show is never on screen before that event's animation is over
    (the scene's animator ran empty after the event began, or the event had nothing to animate)."""

    app: App
    match: Match
    showing: Line | None = None  # the line of what happened that the event last begun earned
    over: bool = True  # that event's animation is over
    frames: int = 0
    told: int = 0
    problems: list[str] = field(default_factory=list)

    def began(self, line: Line | None) -> None:
        if line is not None:
            self.showing, self.over = line, False

    def idle(self, anim: Animator) -> None:
        """`anim` has nothing left to run: if it is the game scene's, the event on show is over."""
        scene = game_scene(self.app, self.match)
        if scene is not None and anim is scene.anim and not anim.busy:
            self.over = True

    def __call__(self, app: App) -> None:
        self.frames += 1
        scene = game_scene(app, self.match)
        if scene is None or self.showing is None:
            return
        on_screen = [line for row in scene.caption.on_screen.rows for line in row]
        if not any(line is self.showing for line in on_screen):
            return
        if not self.over:
            self.problems.append(f"frame {self.frames}: the caption shows {self.showing.template!r} "
                                 "while its event still animates")
        else:
            self.told += 1
            self.showing = None


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "somethingwild"))
def test_every_games_line_of_what_happened_waits_for_its_events_animation(
        menu_app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app
    scene_type = scene_class(game_id)
    assert scene_type is not None and scene_type.captions is not None
    captions_of = scene_type.captions  # the game's own module, wherever its package lives
    happened, play_event, update = captions_of.happened, scene_type.play_event, Animator.update
    for j, fps in enumerate((30, 144)):
        rng = random.Random(f"lines-follow-{game_id}-{fps}")
        use_settings(app, speed=SPEEDS[j])
        match = new_match(game_id, random_config(game_id, rng, players=2 + j), rng.randrange(2**31))
        check = LineCheck(app, match)

        def told(event: Any, before: Any, after: Any, check: LineCheck = check) -> Line | None:
            line: Line | None = happened(event, before, after)
            check.began(line)
            return line

        def shown(scene: Any, event: Any, before: Any, after: Any, check: LineCheck = check) -> None:
            play_event(scene, event, before, after)
            check.idle(scene.anim)

        def ran(anim: Animator, dt: float, check: LineCheck = check) -> None:
            update(anim, dt)
            check.idle(anim)

        monkeypatch.setattr(captions_of, "happened", told)
        monkeypatch.setattr(scene_type, "play_event", shown)
        monkeypatch.setattr(Animator, "update", ran)
        play_at_real_speed(app, match, rng, fps, max_actions=16, max_frames=fps * SECONDS, each_frame=check)
        case = f"{game_id} at {fps} fps"
        assert not check.problems, f"{case}: {len(check.problems)} problems, first: {check.problems[:3]}"
        assert check.told >= 4, f"{case}: only {check.told} lines of what happened were seen"
