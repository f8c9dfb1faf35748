"""The projector's screen in a game across computers: a spectator seat, the table as the class sees it.

Nobody plays at this screen, so nothing here is ever a seat's own: the host sends it the public sight
only (`{"code", "watch": True}`), its turn loop follows every seat as another computer's, and this
presentation never looks over a robot's shoulder, never brings a curtain down (there is no one to hide
from) and keeps nothing (no profile plays here).

What the class sees besides the caption: once each move has landed, the classroom demo's arrow (the
kit's, `demo.draw_arrow`, routed round the table's words as the demo's is) grows from the caption to
what the move did, the thing the game's teach module names for it (`demo.move_note`) and the scene
finds (`GameScene.locate`). The note is worked out from the public sights only (viewer nobody), so the
arrow can point at nothing secret: a card drawn into a hand points at the deck, not at the card.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from ...core.seat_link import Sight
from ..ui import trail
from ..ui.record import Recorder
from . import demo as kit
from .presentation import Presentation

if TYPE_CHECKING:
    from ..application import App
    from .game_scene import GameScene

ARROW_GROWS = 0.4  # seconds the arrow takes to reach what the move did, at normal speed


class Watching(Presentation):
    """A spectator's table: the captions said for the class, the arrow at each move, no curtain, no
    thinking bubble, nothing kept."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._known: Sight[Any, Any] | None = None  # the newest position seen so far
        self.where: Hashable = None  # what the last move did, in the teach module's terms (None: no arrow)
        self.grown = 0.0  # how far the arrow has grown towards it, 0 to 1
        self._route: tuple[Hashable, list[kit.Point] | None] = (None, None)  # worked out for this key
        self._measuring = False  # the table is being drawn to see where its words are: no arrow on it

    @property
    def saves(self) -> bool:
        return False

    @property
    def curtains(self) -> bool:
        return False

    @property
    def thinking_bubble(self) -> bool:
        return False  # robots play on the host: their moves arrive already made

    @property
    def animating(self) -> bool:
        return self.where is not None and self.grown < 1.0

    def update(self, scene: GameScene[Any, Any, Any, Any], dt: float) -> None:
        """A move that arrived names what it did; once the table has shown it, the arrow grows."""
        latest = scene.display.latest
        known, self._known = self._known, latest
        if known is not None and latest.version > known.version:
            teach = scene.teach
            self.where = kit.move_note(teach, known, latest, None).where if teach is not None else None
            self.grown = 0.0
        if self.where is not None and self._landed(scene):
            self.grown = 1.0 if self.instant else min(1.0, self.grown + dt * scene.anim.speed / ARROW_GROWS)

    @staticmethod
    def _landed(scene: GameScene[Any, Any, Any, Any]) -> bool:
        return scene.display.caught_up and scene.display.settled and not scene.anim.busy

    def target(self, scene: GameScene[Any, Any, Any, Any]) -> pygame.Rect | None:
        """Where the thing the last move did is drawn now (None: no arrow)."""
        return scene.locate(self.where) if self.where is not None else None

    def route(self, scene: GameScene[Any, Any, Any, Any], target: pygame.Rect,
              room: pygame.Rect) -> list[kit.Point] | None:
        """The arrow's whole path in `room`: from the caption's edge facing the target, round the table's
        words as the demo's goes (None: no caption here). Worked out again only when the target, the
        caption or the position changes: finding the words draws the table once more."""
        box = scene.caption_at
        if box is None:
            return None
        key = (tuple(target), tuple(box), tuple(room), scene.display.latest.version)
        if self._route[0] != key:
            ring = target.inflate(12, 12)
            texts = [t for t in self._table_words(scene, room.size) if not t.colliderect(ring) and not box.contains(t)]
            self._route = (key, kit.arrow_route(kit.arrow_starts(box, box, target), target, texts, room))
        return self._route[1]

    def _table_words(self, scene: GameScene[Any, Any, Any, Any], size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the letters of every word on the table are: the table drawn, without the arrow, onto a
        recorder that takes its still picture with the marks of its parts (`Recorder.from_pictures`)."""
        table = Recorder(size, from_pictures=True)
        self._measuring = True
        try:
            scene.draw(table)
        finally:
            self._measuring = False
        return [m.ink for m in table.marks if m.kind == "text" and m.ink is not None]

    def draw(self, scene: GameScene[Any, Any, Any, Any], surface: pygame.Surface) -> None:
        if self._measuring or self.grown <= 0.0 or not self._landed(scene):
            return
        target = self.target(scene)
        route = self.route(scene, target, surface.get_rect()) if target is not None else None
        if target is None or route is None:
            return
        kit.draw_arrow(surface, kit.grown(route, self.grown), target)
        trail.drawn(surface, kit.arrow_bounds(route, target))
