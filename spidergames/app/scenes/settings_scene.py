"""Settings, in pages of big rows: sound, voice, music, animation speed, large text, language, calm
motion, full screen, privacy curtain, the break reminder. Saved at once.

Each setting is one `Row` in `ROWS` (its words and its choices); the pages are cut from that list, so
adding a setting is one declaration and the page grows a page, never squeezes. Reached from the
grown-ups' corner (`corner.py`), behind its gate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from .. import i18n
from ..i18n import LANGUAGES, N_, _
from ..music import LOUD, QUIET
from ..settings import ANIMATION_SPEEDS, BREAK_MINUTES, SCAN_PACES
from ..table.targets import MIN_HIT
from ..ui import record, text
from ..ui.draw import focus_ring, panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, SKY, YELLOW
from ..ui.widgets import RING_REACH, Button
from .page import Page

if TYPE_CHECKING:
    from ..application import App

ROW_TOP, LABEL_X, CONTROL_X, CONTROL_RIGHT = 99, 150, 560, 1160  # the first row clear of the title and About's ring
# (on the 16:9 canvas; on a narrower one the page arrows go under the panel, which takes the whole width)
NARROW_LABEL_X, NARROW_MARGIN, LABEL_ROOM = 32, 16, 300  # a label's least room (Language's four buttons leave it)
CONTROL_H = MIN_HIT  # each control drawn a whole finger's floor tall...
ROW_H = CONTROL_H + RING_REACH  # ...with room between rows for a focused control's ring
PER_PAGE = 6  # rows a page holds; more settings make more pages
ROWS_BOTTOM = ROW_TOP + (PER_PAGE - 1) * ROW_H + CONTROL_H + 6  # every page's panel as tall as a full one
ARROW_W, ARROW_H = 84, 132  # the page arrows, left and right of the panel
# the spoken prompts' volume, apart from the effects'
VOICE_LEVELS = {N_("Off"): None, N_("Quiet"): 0.5, N_("Loud"): 1.0}
MUSIC_LEVELS = {N_("Off"): 0.0, N_("Quiet"): QUIET, N_("Loud"): LOUD}  # the music's own volume (app/music.py)

DECIMAL_COMMA = {"de", "es", "fr"}  # languages that write 1,5 for 1.5

SPEEDS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}  # ANIMATION_SPEEDS in words

Choices = list[tuple[str, Callable[[], None], bool]]
"""A row's buttons: (words, what a press does, chosen now)."""


@dataclass(frozen=True)
class Row:
    """One setting on the page: its key (to open the page at it), its name and its buttons now."""

    key: str
    label: str  # a message id, translated when drawn
    choices: Callable[[SettingsScene], Choices]


def _sound(scene: SettingsScene) -> Choices:
    """Off, or on at a volume (the number plays a test sound)."""
    s = scene.app.settings
    return [(_("Off"), partial(scene.set, "muted", True), s.muted),
            ("-", partial(scene.sound, round(max(0.0, s.volume - 0.1), 1)), False),
            (f"{round(s.volume * 10)}", partial(scene.sound, s.volume), not s.muted),
            ("+", partial(scene.sound, round(min(1.0, s.volume + 0.1), 1)), False)]


def _voice(scene: SettingsScene) -> Choices:
    s = scene.app.settings
    levels = [v for v in VOICE_LEVELS.values() if v is not None]
    shown = min(levels, key=lambda v: abs(v - s.voice_volume)) if s.voice else None  # the nearest level
    return [(_(name), partial(scene.voice, level), level == shown) for name, level in VOICE_LEVELS.items()]


def _music(scene: SettingsScene) -> Choices:
    """Heard at once: the menu's tune plays under this page."""
    nearest = min(MUSIC_LEVELS.values(), key=lambda v: abs(v - scene.app.settings.music_volume))
    return [(_(name), partial(scene.set, "music_volume", level), level == nearest)
            for name, level in MUSIC_LEVELS.items()]


def _speed(scene: SettingsScene) -> Choices:
    return [(_(SPEEDS[name]), partial(scene.set, "animation", name), scene.app.settings.animation == name)
            for name in ANIMATION_SPEEDS]


def _language(scene: SettingsScene) -> Choices:
    """Each language in its own words; saving applies it: every text from now on is in that language."""
    return [(name, partial(scene.set, "language", code), i18n.language() == code) for code, name in LANGUAGES.items()]


def _break(scene: SettingsScene) -> Choices:
    """Off, or a gentle reminder after so many minutes of play (app/breaks.py)."""
    chosen = scene.app.settings.break_minutes
    return [(_("Off") if m == 0 else str(m), partial(scene.set, "break_minutes", m), chosen == m)
            for m in BREAK_MINUTES]


def _scan(scene: SettingsScene) -> Choices:
    """Off, or how many seconds the one-switch scan rests on each choice (app/switch_scan.py), written
    with the language's decimal mark."""
    chosen = scene.app.settings.scan_pace
    point = "," if i18n.language() in DECIMAL_COMMA else "."
    return [(_("Off") if p == 0 else f"{p:g}".replace(".", point), partial(scene.set, "scan_pace", p), chosen == p)
            for p in SCAN_PACES]


def switch(key: str, on: str = N_("On"), off: str = N_("Off"), *,
           action: Callable[[SettingsScene], None] | None = None) -> Callable[[SettingsScene], Choices]:
    """The choices of an On/Off (or Yes/No) setting stored as a bool; `action` flips it another way."""
    def choices(scene: SettingsScene) -> Choices:
        now = bool(getattr(scene.app.settings, key))

        def choose(want: bool) -> None:
            if want != now:
                (partial(action, scene) if action else partial(scene.set, key, want))()

        return [(_(on), partial(choose, True), now), (_(off), partial(choose, False), not now)]
    return choices


ROWS: tuple[Row, ...] = (
    Row("sound", N_("Sound"), _sound),
    Row("voice", N_("Voice"), _voice),
    Row("music", N_("Music"), _music),
    Row("animation", N_("Animation speed"), _speed),  # the game's pace; Calm motion is apart from it
    Row("large_text", N_("Large text"), switch("large_text")),
    Row("language", N_("Language"), _language),
    # page 2: a label that may need two lines (the break, one switch) never next to another such
    Row("calm", N_("Calm motion"), switch("calm", N_("Yes"), N_("No"))),  # nothing shakes, bounces or flashes
    Row("break_minutes", N_("Break after (minutes)"), _break),
    Row("fullscreen", N_("Full screen"), switch("fullscreen", action=lambda scene: scene.fullscreen())),
    Row("scan_pace", N_("One switch (seconds)"), _scan),
    Row("curtain", N_("Privacy curtain"), switch("curtain")),
    Row("spoken_focus", N_("Say the choices"), switch("spoken_focus")),  # the focus moved by keys, pad, switch
)


@dataclass
class PageArrow(Button):
    """A page arrow: a big triangle pointing the way (`step` -1 back, +1 on), no words to read."""

    step: int = 1

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        record.note(surface, "button", self.rect, hit=self.hit, enabled=self.enabled)
        panel(surface, self.rect, SKY if not self.hovered else (150, 195, 255), radius=self.radius)
        c, w, h = self.rect.center, min(self.rect.width // 2 - 16, 26), min(self.rect.height // 2 - 14, 36)
        tip = (c[0] + self.step * w, c[1])
        back = c[0] - self.step * w
        pygame.draw.polygon(surface, INK, [tip, (back, c[1] - h), (back, c[1] + h)])
        if focused:
            focus_ring(surface, self.rect)


class SettingsScene(Page):
    """A page of `ROWS`; every control is a big button, so it works with touch and keys."""

    def __init__(self, app: App, at: str = "") -> None:
        """`at`: the key of a row to open the pages at (the corner's break reminder)."""
        super().__init__(app)
        self.rows: list[tuple[str, str]] = []  # (words, icon) of the rows on this page
        self.lefts: list[int] = []  # where each row's buttons start (its label ends before)
        self.pages = (len(self.all_rows()) + PER_PAGE - 1) // PER_PAGE
        keys = [row.key for row in self.all_rows()]
        self.page = keys.index(at) // PER_PAGE if at in keys else 0

    def all_rows(self) -> tuple[Row, ...]:
        """Every row of these pages (a child's page in the corner has its own)."""
        return ROWS

    def title(self) -> str:
        return _("Settings")

    def enter(self) -> None:
        self._build()

    def rebuild(self) -> bool:
        self._build(self.focus.focus)
        return True

    @property
    def narrow(self) -> bool:
        """A canvas narrower than 16:9: the page arrows go under the panel (`NARROW_LABEL_X`)."""
        return self.layout_size[0] < LOGICAL_SIZE[0]

    def columns(self, choices: int) -> tuple[int, int, int]:
        """Where a row of `choices` buttons starts and ends, and each button's width: on a narrow canvas
        the buttons keep to the right, as narrow as the row's words allow, leaving its label the rest."""
        if not self.narrow:
            gap = 16
            return CONTROL_X, CONTROL_RIGHT, min(200, (CONTROL_RIGHT - CONTROL_X - (choices - 1) * gap) // choices)
        gap = 12  # four languages side by side on a 4:3 canvas
        right = self.layout_size[0] - NARROW_LABEL_X
        width = min(200, (right - (NARROW_LABEL_X + LABEL_ROOM + 16) - (choices - 1) * gap) // choices)
        return right - choices * width - (choices - 1) * gap, right, width

    def bottom(self) -> int:
        """The foot of the panel: every page's as tall as a full one."""
        return ROWS_BOTTOM

    def _build(self, keep_focus: int | None = None) -> None:
        self.focus.clear()
        self.rows, self.lefts = [], []
        for row in self.all_rows()[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]:
            self._row(_(row.label), row.choices(self))
        # in the title's row (Back where every screen's way out is), so the rows have room between them
        self.focus.add(Button(pygame.Rect(16, 10, 220, 72), _("Back"), self.close, icon="ui/back.png", fill=RED))
        self.add_more()
        across = self.layout_size[0]
        middle = ROW_TOP + (PER_PAGE * ROW_H - RING_REACH) // 2
        for step, x in ((-1, 16), (1, across - 16 - (ARROW_H if self.narrow else ARROW_W))):
            rect = (pygame.Rect(x, self.bottom() + RING_REACH, ARROW_H, ARROW_W) if self.narrow
                    else pygame.Rect(x, middle - ARROW_H // 2, ARROW_W, ARROW_H))
            arrow = PageArrow(rect, "", partial(self.turn, step), step=step, enabled=0 <= self.page + step < self.pages)
            if arrow.enabled:  # a page that is not there has no arrow
                self.focus.add(arrow)
        if keep_focus is not None and keep_focus < len(self.focus.buttons):
            self.focus.focus = keep_focus

    def _row(self, label: str, choices: Choices) -> None:
        y = ROW_TOP + len(self.rows) * ROW_H
        self.rows.append((label, ""))
        left, _right, width = self.columns(len(choices))
        gap = 12 if self.narrow else 16
        self.lefts.append(left)
        for i, (name, action, selected) in enumerate(choices):
            rect = pygame.Rect(left + i * (width + gap), y, width, CONTROL_H)
            self.focus.add(Button(rect, name, action, fill=GREEN if selected else PAPER, selected=selected))

    def add_more(self) -> None:
        """The page's own buttons beside Back and the rows: here About, in the top right corner."""
        across = self.layout_size[0]
        self.focus.add(Button(pygame.Rect(across - 236, 10, 220, 72), _("About"), self._about, fill=YELLOW))

    @property
    def arrows(self) -> list[PageArrow]:
        return [b for b in self.focus.buttons if isinstance(b, PageArrow)]

    def turn(self, step: int) -> None:
        """The next or the previous page; a keyboard's focus stays on an arrow."""
        keyboard = self.focus.focus >= 0
        self.page = max(0, min(self.pages - 1, self.page + step))
        self._build()
        if keyboard and self.arrows:
            self.focus.focus_on(next((a for a in self.arrows if a.step == step), self.arrows[0]))

    def set(self, key: str, value: object) -> None:
        setattr(self.app.settings, key, value)
        self.app.save_settings()
        self._build(self.focus.focus)

    def sound(self, volume: float) -> None:
        """Sound on at `volume`, with a test sound so the new volume is heard at once."""
        self.app.settings.volume = volume
        self.set("muted", False)
        self.app.sound("cheer")

    def voice(self, level: float | None) -> None:
        """Voice off, or on at `level`; says a sample so the new volume is heard at once."""
        if level is not None:
            self.app.settings.voice_volume = level
        self.set("voice", level is not None)
        self.app.speech.say(N_("Well played, everyone!"))

    def fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._build(self.focus.focus)

    def _about(self) -> None:
        from .about_scene import AboutScene  # version, licence, notices, the log's path

        self.app.scenes.push(AboutScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_page(surface, self.title())  # between Back and About
        bottom = self.bottom()
        across = self.layout_size[0]
        margin = NARROW_MARGIN if self.narrow else 110
        panel(surface, pygame.Rect(margin, ROW_TOP - 12, across - 2 * margin, bottom - (ROW_TOP - 12)), PAPER,
              radius=28)
        label_x = NARROW_LABEL_X if self.narrow else LABEL_X
        for i, (label, _icon) in enumerate(self.rows):
            y = ROW_TOP + i * ROW_H + CONTROL_H // 2
            room = self.lefts[i] - label_x - 16
            size = text.fit(label, 34, room, least=text.page(24))  # long words: smaller, not under buttons...
            wrap = room if text.width(label, size) > room else 0  # ...or on two lines
            text.draw(surface, label, size, (label_x, y), INK, anchor="midleft", wrap=wrap)
        self.focus.draw(surface)
        self._draw_dots(surface, bottom + 22)
        self.draw_under(surface)

    def draw_under(self, surface: pygame.Surface) -> None:
        """What is under the rows and their dots: here a hint for grown-ups."""
        across, bottom = self.layout_size[0], self.bottom()
        hint = _("F11 or Alt+Enter also switches full screen")
        text.draw(surface, hint, text.page(22), (across // 2, (bottom + 44 + self.layout_size[1]) // 2), YELLOW,
                  anchor="center", outline=2, wrap=across - 2 * (16 + ARROW_H + 16 if self.narrow else 110),
                  centred=True)

    def _draw_dots(self, surface: pygame.Surface, y: int) -> None:
        """Which page this is, as dots (the one shown filled): read without words."""
        for i in range(self.pages):
            centre = (self.layout_size[0] // 2 + (2 * i - self.pages + 1) * 24, y)
            pygame.draw.circle(surface, INK, centre, 10)
            pygame.draw.circle(surface, YELLOW if i == self.page else PAPER, centre, 7)
