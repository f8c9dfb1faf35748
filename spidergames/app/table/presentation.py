"""How a game scene is presented, in one object the scene is given instead of flags through the kit.

The turn loop asks its `presentation` whether to speak, think aloud, bring the curtain down, wait,
and what to do at the end (keeping the game is the match's own business, behind its link).
`Presentation` is the family at the screen (and nobody at all under the app's `autoplay`, where every
animation ends at once); `Directed` is the classroom demo, which steers the game between moves and
notes each move's rule. A network spectator is one more subclass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...core.seat_link import Sight
from .results import ResultsScene

if TYPE_CHECKING:
    from ..application import App
    from .demo import Director
    from .game_scene import GameScene


class Presentation:
    """People at the screen: they hear the captions, watch a robot think, pass the device behind a
    curtain, and the match is saved after every move. Under the app's `autoplay` (a headless run, a
    test driving the scene) nobody watches: nothing waits and nothing is said. Read live, so a test
    may switch `autoplay` off once the scene has faded in."""

    def __init__(self, app: App) -> None:
        self._app = app

    @property
    def instant(self) -> bool:
        """Nobody watches: every animation and wait ends at once, and robots decide inline."""
        return self._app.autoplay

    @property
    def says_captions(self) -> bool:
        """The caption lines are said aloud, for children who cannot read yet."""
        return not self.instant

    @property
    def saves(self) -> bool:
        """The game's end is kept (a personal best). (Each move is kept by the match itself, when whoever
        opened it gave it a keeper: the app's save slot.)"""
        return True

    @property
    def curtains(self) -> bool:
        """A curtain may come down between two people before one's secrets are drawn."""
        return not self.instant

    @property
    def thinking_bubble(self) -> bool:
        """A "NAME is thinking" bubble shows while a robot makes up its mind."""
        return True

    @property
    def looks_over_robots(self) -> bool:
        """A robot's secrets are drawn during its turn (nobody at the screen plays against it)."""
        return False

    def may_go_on(self) -> bool:
        """The next move, or the end, may start now."""
        return True

    @property
    def animating(self) -> bool:
        """Something the presentation draws over the table still moves (the app keeps drawing frames)."""
        return False

    def update(self, scene: GameScene[Any, Any, Any, Any], dt: float) -> None:
        """A frame went by at `scene` (after its turn loop): what the presentation adds to the table moves on."""

    def draw(self, scene: GameScene[Any, Any, Any, Any], surface: pygame.Surface) -> None:
        """Draw what the presentation adds over `scene`'s table (under the pop-ups)."""

    def choosing(self, action: Any) -> None:
        """A robot's chosen `action` starts showing on the table, before it is played."""

    def played(self, before: Sight[Any, Any], after: Sight[Any, Any]) -> None:
        """A move was played: the position went from `before` to `after` (it is shown from now on)."""

    def game_over(self, scene: GameScene[Any, Any, Any, Any]) -> None:
        """The game and any count at its end are over: the winner's celebration, play again or the menu."""
        if self.instant:
            return
        self._app.sound("win")
        self._app.scenes.push(ResultsScene(self._app, scene))


class Directed(Presentation):
    """The classroom demo: robots play at a class's pace under a rule panel (`Director`) that says the
    rules itself, decides when each move starts and shows the results; nothing is kept (its matches
    have no keeper, and its end is no personal best)."""

    def __init__(self, app: App, director: Director) -> None:
        super().__init__(app)
        self.director = director

    @property
    def says_captions(self) -> bool:
        return False  # the panel says each move's rule instead

    @property
    def saves(self) -> bool:
        return False  # a demo never touches the family's records

    @property
    def thinking_bubble(self) -> bool:
        return False  # the panel stays on top, with the teacher's keys

    @property
    def looks_over_robots(self) -> bool:
        return True  # the class looks over each robot's shoulder

    def may_go_on(self) -> bool:
        return self.director.may_go_on()

    def choosing(self, action: Any) -> None:
        self.director.choosing(action)  # the move's rule goes up with the move

    def played(self, before: Sight[Any, Any], after: Sight[Any, Any]) -> None:
        self.director.played(before, after)  # the rule the move followed

    def game_over(self, scene: GameScene[Any, Any, Any, Any]) -> None:
        self.director.game_over()
