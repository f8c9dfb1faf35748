"""Settings: sound, voice, music, fullscreen, animation speed and calm motion, privacy curtain, large text,
language. Saved at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..i18n import LANGUAGES, N_, _
from ..input import Intent, Kind
from ..music import LOUD, QUIET
from ..scene import Scene
from ..settings import ANIMATION_SPEEDS
from ..table.targets import reach
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, YELLOW
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App

ROW_TOP, LABEL_X, CONTROL_X = 99, 150, 560  # the first row clear of the title and of About's focus ring
CONTROL_H = 58  # drawn a little under a finger's floor so that eight rows fit (`Choice` reaches it)...
ROW_H = CONTROL_H + 15  # ...and room between rows for a focused control's ring (it reaches 15 px out)
# the spoken prompts' volume, apart from the effects'
VOICE_LEVELS = {N_("Off"): None, N_("Quiet"): 0.5, N_("Loud"): 1.0}
MUSIC_LEVELS = {N_("Off"): 0.0, N_("Quiet"): QUIET, N_("Loud"): LOUD}  # the music's own volume (app/music.py)

SPEEDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}  # ANIMATION_SPEEDS in words


@dataclass
class Choice(Button):
    """A settings control: drawn `CONTROL_H` tall, tapped anywhere within a finger's floor (`MIN_HIT`)
    round its middle, which reaches into the room between the rows, never onto another control."""

    @property
    def hit(self) -> pygame.Rect:
        return reach(self.rect)


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
        self._row(_("Sound"), "ui/sound_on.png", [  # off, or on at a volume (the number plays a test sound)
            (_("Off"), partial(self._set, "muted", True), s.muted),
            ("-", partial(self._sound, round(max(0.0, s.volume - 0.1), 1)), False),
            (f"{round(s.volume * 10)}", partial(self._sound, s.volume), not s.muted),
            ("+", partial(self._sound, round(min(1.0, s.volume + 0.1), 1)), False)])
        levels = [v for v in VOICE_LEVELS.values() if v is not None]
        shown = min(levels, key=lambda v: abs(v - s.voice_volume)) if s.voice else None  # the nearest level
        self._row(_("Voice"), "", [(_(name), partial(self._voice, level), level == shown)
                                for name, level in VOICE_LEVELS.items()])
        nearest = min(MUSIC_LEVELS.values(), key=lambda v: abs(v - s.music_volume))
        self._row(_("Music"), "", [(_(name), partial(self._set, "music_volume", level), level == nearest)
                                for name, level in MUSIC_LEVELS.items()])  # heard at once: it plays under this
        self._toggle(_("Full screen"), "fullscreen", action=self._fullscreen)
        speeds = [(_(SPEEDS[name]), partial(self._set, "animation", name), s.animation == name)
                  for name in ANIMATION_SPEEDS]
        calm = (_("Calm"), partial(self._set, "calm", not s.calm), s.calm)  # Calm motion: its own switch, in
        self._row(_("Animation speed"), "", [*speeds, calm])  # this row as the screen has no room for another
        self._toggle(_("Privacy curtain"), "curtain")
        self._toggle(_("Large text"), "large_text")
        self._row(_("Language"), "", [(name, partial(self._language, code), i18n.language() == code)
                                      for code, name in LANGUAGES.items()])  # each in its own words
        # in the title's row (Back where every screen's way out is), so the rows have room between them
        self.focus.add(Button(pygame.Rect(16, 10, 220, 72), _("Back"), self.close, icon="ui/back.png", fill=RED))
        self.focus.add(Button(pygame.Rect(LOGICAL_SIZE[0] - 236, 10, 220, 72), _("About"), self._about, fill=YELLOW))
        if keep_focus is not None:
            self.focus.focus = keep_focus

    def _row(self, label: str, icon: str, choices: list[tuple[str, Callable[[], None], bool]]) -> None:
        y = ROW_TOP + len(self.rows) * ROW_H
        self.rows.append((label, icon))
        width, gap = {1: (200, 20), 2: (200, 20), 3: (150, 20)}.get(len(choices), (138, 16))  # four end at 1160
        for i, (name, action, selected) in enumerate(choices):
            rect = pygame.Rect(CONTROL_X + i * (width + gap), y, width, CONTROL_H)
            self.focus.add(Choice(rect, name, action, fill=GREEN if selected else PAPER, selected=selected))

    def _toggle(self, label: str, key: str, *, invert: bool = False,
                action: Callable[[], None] | None = None) -> None:
        """An On/Off row; `invert` for settings stored the other way round (muted = sound off)."""
        on = getattr(self.app.settings, key) != invert

        def choose(want_on: bool) -> None:
            if want_on != on:
                (action or (lambda: self._set(key, want_on != invert)))()

        self._row(label, "", [(_("On"), lambda: choose(True), on), (_("Off"), lambda: choose(False), not on)])

    def _set(self, key: str, value: object) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        self._build(self.focus.focus)

    def _sound(self, volume: float) -> None:
        """Sound on at `volume`, with a test sound so the new volume is heard at once."""
        self.app.settings.volume = volume
        self._set("muted", False)
        self.app.sound("cheer")

    def _voice(self, level: float | None) -> None:
        """Voice off, or on at `level`; says a sample so the new volume is heard at once."""
        if level is not None:
            self.app.settings.voice_volume = level
        self._set("voice", level is not None)
        self.app.speech.say(N_("Well played, everyone!"))

    def _language(self, code: str) -> None:
        self._set("language", code)  # saving applies it: every text from now on is in that language

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
        backdrop(surface)
        title = _("Settings")  # between Back and About
        size = text.fit(title, 52, LOGICAL_SIZE[0] - 2 * 260, least=text.base_for(text.PLAY))
        text.draw(surface, title, size, (LOGICAL_SIZE[0] // 2, 46), PAPER, anchor="center", outline=4,
                  outline_colour=INK)
        bottom = ROW_TOP + (len(self.rows) - 1) * ROW_H + CONTROL_H + 6  # the panel's, a little under the rows
        panel(surface, pygame.Rect(110, ROW_TOP - 12, 1060, bottom - (ROW_TOP - 12)), PAPER, radius=28)
        for i, (label, _icon) in enumerate(self.rows):
            y = ROW_TOP + i * ROW_H + CONTROL_H // 2
            size = text.fit(label, 34, CONTROL_X - LABEL_X - 16, least=24)  # long words: smaller, not under buttons
            text.draw(surface, label, size, (LABEL_X, y), INK, anchor="midleft")
        self.focus.draw(surface)
        hint = _("F11 or Alt+Enter also switches full screen")  # under the rows, for grown-ups
        text.draw(surface, hint, 22, (LOGICAL_SIZE[0] // 2, (bottom + LOGICAL_SIZE[1]) // 2), YELLOW,
                  anchor="center", outline=2, wrap=1060, centred=True)
