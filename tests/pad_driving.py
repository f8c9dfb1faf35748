"""Drive the app with game pads only: real SDL controller events, as a child's thumbs would send them.

`PadChild` plays a person's turns: it picks a move (the normal robot's, else the first one the table
offers), finds on the table the button or target of its next step (`GameScene.hint_target`), walks
the focus there with the d-pad by direction (the shortest way through the table's directional
neighbours, as the table's own `neighbour` gives them, re-planned after every press),
and presses A. Only when no way by direction reaches it does it step with the shoulder button (Tab
order), and it counts those steps so a test can see how much the d-pad alone reached.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import pygame
from driving import new_match, random_config

from spidergames.app.application import App
from spidergames.app.input import Kind
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui.widgets import Button, FocusGroup

DT = 1 / 60
GAMES = ("yahtzee", "labyrinth", "webrace", "somethingwild")
DPAD = {Kind.UP: pygame.CONTROLLER_BUTTON_DPAD_UP, Kind.DOWN: pygame.CONTROLLER_BUTTON_DPAD_DOWN,
        Kind.LEFT: pygame.CONTROLLER_BUTTON_DPAD_LEFT, Kind.RIGHT: pygame.CONTROLLER_BUTTON_DPAD_RIGHT}
A = pygame.CONTROLLER_BUTTON_A
NEXT = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER


def fake_pads(app: App) -> None:
    """Pads plugged in during a test open without a device: device `k` becomes instance `100 + k`."""
    app.pads.opener = lambda index: 100 + index


def plug(app: App, index: int, frames: int = 1) -> int:
    """A pad plugged in (as SDL reports it); its instance id."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
    for _ in range(frames):
        app.frame(DT)
    return 100 + index


def unplug(app: App, pad: int, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=pad))
    for _ in range(frames):
        app.frame(DT)


def press(app: App, pad: int, button: int, frames: int = 1) -> None:
    """A pad's button pressed and let go, then `frames` frames."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button))
    for _ in range(frames):
        app.frame(DT)


def lean(app: App, pad: int, axis: int, value: float, frames: int = 1, dt: float = DT) -> None:
    """The left stick moved to `value` (-1..1) on `axis`, then `frames` frames of `dt`."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis,
                                         value=round(value * 32767)))
    for _ in range(frames):
        app.frame(dt)


def way(layer: FocusGroup, start: Button, goal: Button) -> list[Kind] | None:
    """The fewest d-pad presses from `start` to `goal` over the layer's directional neighbours."""
    seen: dict[int, list[Kind]] = {id(start): []}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here is goal:
            return seen[id(here)]
        for kind in DPAD:
            there = layer.neighbour(here, kind)
            if there is not None and id(there) not in seen:
                seen[id(there)] = [*seen[id(here)], kind]
                queue.append(there)
    return None


@dataclass
class PadChild:
    """A child with a pad: plays the turns of the seats its pad serves."""

    app: App
    dpad_presses: int = 0
    tab_presses: int = 0
    steps: int = 0
    _plan: tuple[int, Any] | None = field(default=None, repr=False)

    def choose(self, scene: Any) -> Any:
        """The move to make: kept while the position stands (a move in steps is not re-chosen midway)."""
        match = scene.match
        if self._plan is not None and self._plan[0] == match.version:
            return self._plan[1]
        action = match.bot_choice("normal")
        if scene.hint_target(action) is None:  # a choice the table does not offer as such: another one
            action = next(a for a in match.legal_actions() if scene.hint_target(a) is not None)
        self._plan = (match.version, action)
        return action

    def step(self, scene: Any, pad: int) -> None:
        """One step of the chosen move: walk the focus to its target and press A."""
        goal = scene.hint_target(self.choose(scene))
        assert goal is not None, "the table offers nothing for the chosen move"
        for _ in range(80):
            focused = scene.focus.focused
            if focused is goal:
                press(self.app, pad, A)
                self.steps += 1
                return
            path = None if focused is None else way(scene.focus, focused, goal)
            if focused is None or path:
                press(self.app, pad, DPAD[path[0] if path else Kind.RIGHT])
                self.dpad_presses += 1
            else:
                press(self.app, pad, NEXT)
                self.tab_presses += 1
            if scene.hint_target(self.choose(scene)) is not goal:
                return  # the table changed under the walk (a rebuild): look again
        raise AssertionError(f"the pad never reached {goal!r}")


def two_children(app: App, game_id: str, *, autoplay: bool = True) -> GameScene:  # type: ignore[type-arg]
    rng = random.Random(f"pads-{game_id}")
    match = new_match(game_id, random_config(game_id, rng, players=2, humans=2), rng.randrange(2**31))
    app.autoplay = autoplay
    scene = start_game_scene(app, match)
    assert scene is not None
    return scene
