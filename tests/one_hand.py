"""Play whole games as a child with one switch, or with fingers only (issue #30), through the real app.

The child wants what a normal robot would play (`Match.bot_choice`), one step at a time as the table
asks for it (`GameScene.hint_target`: turn the spare, then push; a die to keep, then Roll). With one
switch they press Space only while the scan lights what they want (or the group holding it); by
touch they tap its middle with a finger, while another hand now and then rests on the board too.
The pass-the-device curtain is answered the same way. Each game is bounded by a deadline of game time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from driving import LOGICAL, game_scene, waiting_above

from spidergames.app.application import App
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui.widgets import Button
from spidergames.core.match import Match

STRAY = (LOGICAL[0] - 40, LOGICAL[1] // 2)  # where the other hand rests: the table's edge


@dataclass
class Played:
    """What a one-handed game took."""

    presses: int = 0
    per_turn: list[int] = field(default_factory=list)  # presses in each of the person's turns
    game_seconds: float = 0.0
    frames: int = 0
    finished: bool = False


class Child:
    """What the child wants next, and when a turn of theirs ends (for the presses per turn)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self._plan: tuple[int, Any] | None = None
        self.turn_presses = 0
        self._theirs = False

    def wanted(self, scene: Any) -> Button | None:
        """The button for the next step of the move a normal robot would make in the child's place."""
        moves = len(self.match.history)
        if self._plan is None or self._plan[0] != moves:
            self._plan = (moves, self.match.bot_choice("normal"))
        button: Button | None = scene.hint_target(self._plan[1])
        return button

    def count(self, played: Played) -> None:
        """After a frame: a person's turn that just passed on goes into the tally."""
        match = self.match
        theirs = not match.is_over and match.config.seats[match.current_player].is_human
        if self._theirs and not theirs:
            played.per_turn.append(self.turn_presses)
            self.turn_presses = 0
        self._theirs = theirs


def space(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))


def finger(kind: int, pos: tuple[float, float], finger_id: int) -> None:
    pygame.event.post(pygame.event.Event(kind, x=pos[0] / LOGICAL[0], y=pos[1] / LOGICAL[1], dx=0.0, dy=0.0,
                                         touch_id=1, finger_id=finger_id, pressure=1.0))


def play_one_handed(app: App, match: Match, *, way: str, fps: int = 30, deadline: float = 3600.0) -> Played:
    """Play `match` to its results with one switch (`way="switch"`: Space only) or by touch
    (`way="touch"`: finger events only), at real speed and `fps`, every frame drawn; fail on the
    deadline (game seconds) with what the child was waiting for."""
    assert start_game_scene(app, match) is not None
    child, played, dt = Child(match), Played(), 1 / fps
    taps = 0
    while played.game_seconds < deadline:
        scene, top = game_scene(app, match), app.scenes.top
        if match.is_over and scene is not None and top is not scene and waiting_above(app, scene):
            played.finished = True
            break
        pressed = False
        if isinstance(top, CurtainScene):
            pressed = True
            if way == "switch":
                space(app)
            else:
                finger(pygame.FINGERDOWN, top.focus.buttons[0].rect.center, 0)
                finger(pygame.FINGERUP, top.focus.buttons[0].rect.center, 0)
        elif top is scene and scene is not None and scene.ready() and not scene.moving:
            want = child.wanted(scene)
            if way == "switch" and want is not None and any(b is want for b in scene.scan.lit()):
                space(app)
                pressed = True
            elif way == "touch" and want is not None:
                taps += 1
                other = taps % 3 == 0  # now and then a second hand rests on the board meanwhile
                finger(pygame.FINGERDOWN, want.rect.center, 7)
                if other:
                    finger(pygame.FINGERDOWN, STRAY, 8)
                finger(pygame.FINGERUP, want.rect.center, 7)
                if other:
                    finger(pygame.FINGERUP, STRAY, 8)
                pressed = True
        if pressed:
            played.presses += 1
            child.turn_presses += 1
        app.frame(dt)
        played.frames += 1
        played.game_seconds += dt
        child.count(played)
    else:
        scene = game_scene(app, match)
        lit = scene.scan.lit() if scene is not None else ()
        raise AssertionError(f"{way}: no results after {deadline:.0f} s of game time ({len(match.history)} "
                             f"actions; top {type(app.scenes.top).__name__}; wanted "
                             f"{child.wanted(scene) if scene is not None else None}; lit {lit})")
    return played
