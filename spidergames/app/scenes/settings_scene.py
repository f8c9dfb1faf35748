"""Settings: sound, fullscreen, animation speed, privacy curtain, large text. Saved at once."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..input import Intent, Kind
from ..scene import Scene
from ..settings import ANIMATION_SPEEDS
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, PAPER, RED, YELLOW
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App

ROW_TOP, ROW_H, LABEL_X, CONTROL_X = 128, 78, 150, 560


class SettingsScene(Scene):
    """One row per setting; every control is a big button, so it works with touch and keys."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.rows: list[tuple[str, str]] = []

    def enter(self) -> None:
        self._build()

    def _build(self, keep_focus: int | None = None) -> None:
        s = self.app.settings
        self.focus.clear()
        self.rows = []
        self._row("Sound volume", "ui/sound_on.png", [
            ("-", lambda: self._set("volume", round(max(0.0, s.volume - 0.1), 1)), False),
            (f"{round(s.volume * 10)}", lambda: self.app.sound("cheer"), True),  # a test sound
            ("+", lambda: self._set("volume", round(min(1.0, s.volume + 0.1), 1)), False)])
        self._toggle("Sound", "muted", invert=True)
        self._toggle("Full screen", "fullscreen", action=self._fullscreen)
        self._row("Animation speed", "", [
            (name.title(), partial(self._set, "animation", name), s.animation == name)
            for name in ANIMATION_SPEEDS])
        self._toggle("Privacy curtain", "curtain")
        self._toggle("Large text", "large_text")
        self.focus.add(Button(pygame.Rect(110, 626, 220, 76), "Back", self.close, icon="ui/back.png", fill=RED))
        self.focus.add(Button(pygame.Rect(350, 626, 220, 76), "About", self._about, fill=YELLOW))
        if keep_focus is not None:
            self.focus.focus = keep_focus

    def _row(self, label: str, icon: str, choices: list[tuple[str, Callable[[], None], bool]]) -> None:
        y = ROW_TOP + len(self.rows) * ROW_H
        self.rows.append((label, icon))
        width = 150 if len(choices) > 2 else 200
        for i, (name, action, selected) in enumerate(choices):
            rect = pygame.Rect(CONTROL_X + i * (width + 20), y, width, 66)
            self.focus.add(Button(rect, name, action, fill=GREEN if selected else PAPER, selected=selected))

    def _toggle(self, label: str, key: str, *, invert: bool = False,
                action: Callable[[], None] | None = None) -> None:
        """An On/Off row; `invert` for settings stored the other way round (muted = sound off)."""
        on = getattr(self.app.settings, key) != invert

        def choose(want_on: bool) -> None:
            if want_on != on:
                (action or (lambda: self._set(key, want_on != invert)))()

        self._row(label, "", [("On", lambda: choose(True), on), ("Off", lambda: choose(False), not on)])

    def _set(self, key: str, value: object) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        self._build(self.focus.focus)

    def _fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._build(self.focus.focus)

    def _about(self) -> None:
        from .about_scene import AboutScene  # version, licence, notices, the log's path

        self.app.scenes.push(AboutScene(self.app))

    def close(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.close()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, "Settings")
        panel(surface, pygame.Rect(110, 108, 1060, 498), PAPER, radius=28)
        for i, (label, _icon) in enumerate(self.rows):
            y = ROW_TOP + i * ROW_H + 31
            text.draw(surface, label, 34, (LABEL_X, y), INK, anchor="midleft")
        self.focus.draw(surface)
        text.draw(surface, "F11 or Alt+Enter also switches full screen", 22, (1170, 664), YELLOW,
                  anchor="midright", outline=2)
