"""The focus on every page, from one place: the one-switch scan and the spoken focus (issue #30).

The table scans and speaks its own turn (`GameScene.scan`, `GameScene.speak_focus`); everything else a
child reaches (the menu, setup, Who's playing?, a new profile, the level offer, the results, the pause
card, the curtain, the break card, the sticker book, the demo, the rules, the pages of play across
computers) has keyboard focus already, in a `FocusGroup` the scene names (`Scene.page_focus`). The app
drives that focus here, for the scene on top: with one switch on (Settings), the focus steps by itself
through the page's choices in groups (`switch_scan.blocks`) at the grown-up's pace and one press (Space,
Enter, a click away from every button) chooses; with "Say the choices" on, each move of the focus, by
the scan or the arrow keys, says the choice's fixed words (`focus_words.page_words`). A scene offers
less by overriding `Scene.switch_groups` (the gate to the grown-ups' corner offers Back only: holding
its circle is for grown-ups' hands). The clock is the app's frames' (a test drives it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .input import Intent, Kind
from .scene import Scene
from .switch_scan import Scan, lead, switched
from .table.focus_words import page_words

if TYPE_CHECKING:
    from .application import App


class PageFocus:
    """The scan and the spoken focus of the scene on top (none while it names no focus group)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.time = 0.0  # seconds of frames: the scan's clock
        self.scan = Scan(lambda: app.settings.scan_pace, lambda: self.time)
        self.scene: Scene | None = None  # the scene followed (the top one, last frame)
        self._said = 0  # its focus moves already said

    def follow(self, scene: Scene | None, dt: float) -> None:
        """Each frame, after the scenes moved on: a new scene on top starts the scan from its first group;
        the scan steps at the pace and the focus follows it; a move of the focus is said."""
        self.time += dt
        focus = scene.page_focus() if scene is not None else None
        if scene is not self.scene:
            self.scene, self._said = scene, focus.moves if focus is not None else 0
            self.scan.groups = ()
            self.scan.restart()
        self.scan.follow(scene.switch_groups() if scene is not None else None)
        if focus is None:
            return
        if self.scan.on:
            lead(self.scan, focus)
        if focus.moves != self._said:
            self._said = focus.moves
            line = page_words(focus.focused)
            if line is not None and self.app.settings.spoken_focus and not self.app.autoplay:
                self.app.speech.say_choice(line)

    def takes(self, intent: Intent) -> bool:
        """Whether `intent` was the switch, pressed on the page on top: a lit group opens, a lit choice is
        chosen as Enter would choose it. A click on a button is that button's, not the switch's."""
        scene = self.scene
        if scene is None or scene is not self.app.scenes.top or not switched(self.scan, intent):
            return False
        focus = scene.page_focus()
        if focus is None:
            return False
        if intent.kind == Kind.PRESS and intent.pos is not None and any(
                b.enabled and b.hit.collidepoint(intent.pos) for b in focus.buttons):
            return False  # the pointer means what it touches (a grown-up's mouse on the gate's circle)
        chosen = self.scan.press()
        if chosen is not None:
            focus.focus_on(chosen)
            scene.handle(Intent(Kind.ACTIVATE))
        return True

    @property
    def lit(self) -> bool:
        """Something is lit: the scan moves on by itself, so the app stays awake."""
        return bool(self.scan.lit())

    def draw(self, surface: pygame.Surface) -> None:
        """The scan's ring over the page on top."""
        if self.scene is not None and self.scene is self.app.scenes.top:
            self.scan.draw(surface)
