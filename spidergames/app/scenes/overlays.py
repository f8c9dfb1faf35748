"""Scenes drawn over another scene that swallow its input: confirm, pause, curtain, thinking, fade.

Inside a game, the menu button, Esc and F1 work on every one of them (`GameControls`): a child
who cannot find a key can always pause, read the rules or leave.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from .. import assets, canvas, i18n
from ..i18n import N_, _
from ..input import Intent, Kind
from ..scene import Scene
from ..table.layers import Sticker
from ..ui import popup, text
from ..ui.draw import dim, drop_shadow, panel, player_mark, portrait
from ..ui.theme import (
    GREEN,
    INK,
    LOGICAL_SIZE,
    NIGHT,
    PAPER,
    RED,
    SKY,
    YELLOW,
    player_rgb,
)
from ..ui.trail import drawn
from ..ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from ...core.protocol import Seat
    from ..application import App

MENU_SIDE = 72
"""The menu button's side in logical px (a child's finger needs 64 at least)."""
CORNER = pygame.Rect(12, 12, MENU_SIDE, MENU_SIDE)
BUBBLE_TEXT = 28
"""The thinking bubble's words: play text..."""
BUBBLE_W = 460
"""...in a bubble no wider than a turn badge (it covers one), shrinking down to play size to fit, then
taking a second line (a long name, or a language with longer words)."""
BUBBLE_PAD = 130
"""The bubble's width beside its words: the portrait on the left, the spinner on the right."""


def menu_button(rect: pygame.Rect, on_click: Callable[[], object], icon: str = "ui/pause.png") -> Button:
    """The button that pauses a game: a picture every child knows, no words to read."""
    return Button(pygame.Rect(rect), "", on_click, icon=icon, fill=PAPER)


@dataclass(frozen=True)
class GameControls:
    """What the menu button, Esc and F1 do in the game being played, whatever is on top of it."""

    pause: Callable[[], None]
    rules: Callable[[], None]
    button: Button | None = None  # the game's own menu button, for overlays that leave it in view


class Overlay(Scene):
    """A dimmed card in the middle of the screen with a row of buttons."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus = FocusGroup(lambda: app.sound("click"))

    def close(self) -> None:
        self.app.scenes.pop(self)

    def card_rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, 640, 380).move(self.centre[0] - 320, self.centre[1] - 190)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.on_back()
        else:
            self.focus.handle(intent)

    def on_back(self) -> None:
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, self.card_rect(), PAPER, radius=28, border=5)
        self.draw_card(surface, self.card_rect())
        self.focus.draw(surface)

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The card's own content."""

    def button_row(self, items: list[tuple[str, Callable[[], None], tuple[int, int, int]]], y: int,
                   width: int = 240) -> None:
        gap = 30
        left = self.centre[0] - (len(items) * width + (len(items) - 1) * gap) // 2
        for i, (label, action, fill) in enumerate(items):
            self.focus.add(Button(pygame.Rect(left + i * (width + gap), y, width, 76), label, action, fill=fill))
        self.focus.focus = 0


def ask_to_quit(app: App) -> None:
    """"Leave spidergames?" with Keep playing first: the menu's Quit and the grown-ups' corner's."""
    def bye() -> None:
        app.running = False

    app.scenes.push(ConfirmScene(app, _("Leave spidergames?"), "ui/back.png", yes=_("Yes, bye!"),
                                 no=_("Keep playing"), on_yes=bye))


class ConfirmScene(Overlay):
    """"Really quit?" style question with a picture and two big answers."""

    def __init__(self, app: App, question: str, icon: str | None, *, yes: str, no: str,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question, self.icon = question, icon
        self.on_yes = on_yes
        words = text.render(question, 40, INK, wrap=640 - 60)  # a long question makes the card taller
        self._card = pygame.Rect(0, 0, 640, min(LOGICAL_SIZE[1] - 40, max(380, 150 + words.get_height() + 140)))
        self._card.center = self.centre
        self.button_row([(no, self.close, GREEN), (yes, self._yes, RED)], self._card.bottom - 110)

    def card_rect(self) -> pygame.Rect:
        return self._card

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.icon:
            icon = assets.scaled(self.icon, (96, 96))
            surface.blit(icon, icon.get_rect(midtop=(rect.centerx, rect.top + 30)))
        text.draw(surface, self.question, 40, (rect.centerx, rect.top + 150), INK, anchor="midtop",
                  wrap=rect.width - 60)


class NoticeScene(Overlay):
    """Something done, said on a card with its picture (a file written, and where), and one OK."""

    def __init__(self, app: App, words: str, icon: str | None) -> None:
        super().__init__(app)
        self.words, self.icon = words, icon
        self._card = pygame.Rect(0, 0, min(1000, self.layout_size[0] - 40), 0)
        longest = max(words.split("\n"), key=len)  # a folder's path has no spaces to wrap at: it shrinks
        self.size = text.fit(longest, 30, self._card.width - 60, least=text.page_floor())
        high = text.render(words, self.size, INK, wrap=self._card.width - 60, centred=True).get_height()
        self._card.height = min(self.layout_size[1] - 40, 150 + high + 130)
        self._card.center = self.centre
        self.button_row([(_("OK"), self.close, GREEN)], self._card.bottom - 106)

    def card_rect(self) -> pygame.Rect:
        return self._card

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.icon:
            icon = assets.scaled(self.icon, (96, 96))
            surface.blit(icon, icon.get_rect(midtop=(rect.centerx, rect.top + 30)))
        text.draw(surface, self.words, self.size, (rect.centerx, rect.top + 150), INK, anchor="midtop",
                  wrap=rect.width - 60, centred=True)


_KEYS = N_("Keys: H help, Backspace oops, F1 rules")
"""The game's own keys, for grown-ups, under the pause card's buttons."""
_CARD_WIDTH, _BUTTONS_TOP, _BUTTON, _ROW, _GAP = 648, 100, 72, 84, 20
"""The pause card's width, its first button's distance from its top, a button's height and row, and the
room between the last button, the keys and the card's edge."""


class PauseScene(Overlay):
    """The menu button or Esc inside a game: carry on, rules, settings, start again (asked first),
    or back to the menu (the game stays saved)."""

    def __init__(self, app: App, game_id: str, on_menu: Callable[[], None],
                 on_restart: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.game_id, self.on_menu, self.on_restart = game_id, on_menu, on_restart
        items = [(_("Continue"), self.close, GREEN, "ui/play.png"),
                 (_("Rules"), self._rules, YELLOW, "ui/rules.png"),
                 (_("Grown-ups"), self._grown_ups, SKY, "ui/settings.png")]
        if on_restart is not None:
            items.append((_("Start again"), self._restart, PAPER, "ui/restart.png"))
        items.append((_("Quit to menu"), self._menu, RED, "ui/home.png"))
        for label, action, fill, icon in items:
            self.focus.add(Button(pygame.Rect(0, 0, 400, _BUTTON), label, action, icon=icon, fill=fill))
        self.focus.focus = 0
        self._place()

    def card_rect(self) -> pygame.Rect:
        """As tall as its buttons and the keys under them, which take two lines with Large text (Settings,
        opened from this card, may change the size while it is open)."""
        keys = text.wrapped_height(_(_KEYS), text.PLAY, _CARD_WIDTH - 48, bold=False)
        height = _BUTTONS_TOP + len(self.focus.buttons) * _ROW - (_ROW - _BUTTON) + _GAP + keys + _GAP
        card = pygame.Rect(0, 0, _CARD_WIDTH, height)
        card.center = self.centre
        return card

    def _place(self) -> None:
        rect = self.card_rect()
        for i, button in enumerate(self.focus.buttons):
            button.rect.midtop = (rect.centerx, rect.top + _BUTTONS_TOP + i * _ROW)

    def draw(self, surface: pygame.Surface) -> None:
        self._place()
        super().draw(surface)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.HELP:
            self._rules()
        else:
            super().handle(intent)

    def _rules(self) -> None:
        from .rulebook import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.game_id))

    def _grown_ups(self) -> None:
        from .corner import open_corner  # settings, behind the gate a child does not pass by chance

        open_corner(self.app)

    def _restart(self) -> None:
        if self.on_restart is None:
            return
        self.app.scenes.push(ConfirmScene(self.app, _("Start this game again from the beginning?"), "ui/restart.png",
                                          yes=_("Start again"), no=_("Keep playing"), on_yes=self.on_restart))

    def _menu(self) -> None:
        self.close()
        self.on_menu()

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        # the title stands clear of the focus ring round the first button, which reaches 15 px above it
        text.draw(surface, _("Paused"), 44, (rect.centerx, rect.top + 8), INK, anchor="midtop")
        top = self.focus.buttons[-1].rect.bottom + _GAP
        text.draw(surface, _(_KEYS), text.PLAY, (rect.centerx, top), INK, anchor="midtop", bold=False,
                  wrap=rect.width - 48, centred=True)


class CurtainScene(Scene):
    """"Pass to NAME": hides secret information until the right child is holding the device.

    With the game's `controls`, the corner button and Esc pause the game and F1 shows its rules
    (the curtain stays until the player says they are ready); without them (a curtain one move
    opened, like a peek), the corner button and Esc go back without showing anything.
    """

    def __init__(self, app: App, seat: Seat, on_ready: Callable[[], None] | None = None,
                 reason: str = "", controls: GameControls | None = None) -> None:
        super().__init__(app)
        self.seat, self.on_ready, self.reason, self.controls = seat, on_ready, reason, controls
        self.focus = FocusGroup(lambda: app.sound("click"))
        self.focus.add(Button(pygame.Rect(self.centre[0] - 230, 516, 460, 90),
                              _("I'm {name}: show me!").format(name=seat.name),
                              self._ready, fill=YELLOW, icon="ui/play.png"))
        if controls is not None:
            self.corner = self.focus.add(menu_button(CORNER, controls.pause))
        else:
            self.corner = self.focus.add(menu_button(CORNER, self._cancel, icon="ui/back.png"))
        self.focus.focus = 0

    def _ready(self) -> None:
        self.app.scenes.pop(self)
        if self.on_ready:
            self.on_ready()

    def _cancel(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.corner.on_click()
        elif intent.kind == Kind.HELP and self.controls is not None:
            self.controls.rules()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        colour = player_rgb(self.seat.colour)
        surface.fill(NIGHT)
        pygame.draw.circle(surface, colour, (self.centre[0], 220), 150)
        portrait(surface, self.seat.character, (self.centre[0], 220), 230, ring=PAPER)
        player_mark(surface, self.seat.colour, (self.centre[0] + 130, 330), 36)
        text.draw(surface, _("Pass to {name}").format(name=self.seat.name),
                  56, (self.centre[0], 392), PAPER, anchor="midtop",
                  outline=3)
        if self.reason:
            text.draw(surface, self.reason, 28, (self.centre[0], 40), PAPER, anchor="midtop")
        text.draw(surface, _("Everyone else: no peeking!"), 28, (self.centre[0], 640), YELLOW, anchor="midtop")
        self.focus.draw(surface)


class ThinkingScene(Scene):
    """"NAME is thinking…" while a computer player decides ("NAME is playing…" while a person at another
    computer does); the game below keeps animating.

    The game's menu button stays in view and works (the bubble moves aside for it), and so do
    Esc and F1.
    """

    opaque = False
    pauses_below = False
    says_where_it_draws = True

    def __init__(self, app: App, seat: Seat, controls: GameControls,
                 at: tuple[int, int] | None = None,
                 keep_clear: Callable[[], tuple[list[pygame.Rect], list[pygame.Rect]]] = lambda: ([], []),
                 *, playing: bool = False) -> None:
        """`playing`: a person at another computer is on turn, "NAME is playing" (not "thinking")."""
        super().__init__(app)
        self.seat, self.controls, self.keep_clear = seat, controls, keep_clear
        self.at = at if at is not None else (self.centre[0], 8)
        self.playing = playing
        self.focus = FocusGroup(lambda: app.sound("click"))
        if controls.button is not None:
            self.focus.add(controls.button)
        self.t = 0.0
        self._sticker = Sticker(keep=3)  # one, two and three dots
        self._laid_out: tuple[object, tuple[str, int, pygame.Rect]] | None = None  # see `_layout`

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.controls.pause()
        elif intent.kind == Kind.HELP:
            self.controls.rules()
        else:
            self.focus.handle(intent)

    def update(self, dt: float) -> None:
        self.t += dt

    def switch_groups(self) -> None:
        """A robot plays: one switch waits (the table's scan starts again on the child's turn)."""
        return None

    def _layout(self) -> tuple[str, int, pygame.Rect]:
        """The words, their size and the bubble's place, worked out once per language and text size (the
        bubble is drawn on every frame of a robot's turn)."""
        must, rather = self.keep_clear()
        keep = (tuple(map(tuple, must)), tuple(map(tuple, rather)))
        looks = (i18n.language(), text.large_text(), self.seat.name, self.at, keep)
        if self._laid_out is None or self._laid_out[0] != looks:
            words = (_("{name} is playing") if self.playing else _("{name} is thinking")).format(name=self.seat.name)
            size = text.fit(words + "...", BUBBLE_TEXT, BUBBLE_W - BUBBLE_PAD, least=text.base_for(text.PLAY))
            self._laid_out = (looks, (words, size, self._place(words, size, must, rather)))
        return self._laid_out[1]

    @property
    def words(self) -> str:
        return self._layout()[0]

    @property
    def size(self) -> int:
        """The words' size: the largest that keeps the bubble within `BUBBLE_W` (else they wrap)."""
        return self._layout()[1]

    def render(self, dots: str) -> pygame.Surface:
        return text.render(self.words + dots, self.size, INK, wrap=BUBBLE_W - BUBBLE_PAD, shrink="thinking")

    def bubble_rect(self) -> pygame.Rect:
        """Where the bubble goes: at `at`, moved to whichever side of the menu button has room, so it
        never hides the button nor leaves the screen; elsewhere if that covers the turn badge or what
        else the game keeps clear (`popup.place`)."""
        return self._layout()[2].copy()

    def _place(self, words_text: str, size: int, keep_clear: list[pygame.Rect],
               rather: list[pygame.Rect]) -> pygame.Rect:
        """`bubble_rect`, worked out (once, by `_layout`)."""
        # one, two or three dots: a line that wraps with three may not with one, and is wider then
        forms = [text.render(words_text + "." * n, size, INK, wrap=BUBBLE_W - BUBBLE_PAD, shrink="thinking")
                 for n in (1, 2, 3)]
        rect = pygame.Rect(0, 0, min(BUBBLE_W, max(w.get_width() for w in forms) + BUBBLE_PAD),
                           max(64, max(w.get_height() for w in forms) + 16))
        rect.midtop = self.at
        screen = pygame.Rect((0, 0), self.layout_size).inflate(-8, -8)
        rect.clamp_ip(screen)
        button = self.controls.button
        if button is not None and rect.colliderect(button.rect.inflate(16, 16)):
            right = rect.copy()
            right.left = button.rect.right + 12
            left = rect.copy()
            left.right = button.rect.left - 12
            rect = right if screen.contains(right) else left
        keep = keep_clear + ([button.rect] if button is not None else [])
        return popup.place([rect], keep, screen, rather=rather)[1]

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.bubble_rect()
        dots = "." * (1 + int(self.t * 3) % 3)
        popup.note(surface, rect)
        drop_shadow(surface, rect, 30)
        self._sticker.draw(surface, rect, (self.words, dots, self.size, self.seat.character),
                           lambda target, at: self._paint(target, at, dots))
        angle = self.t * 4
        for i in range(3):
            a = angle + i * math.tau / 3
            drawn(surface, pygame.draw.circle(surface, RED, (rect.right - 34 + 12 * math.cos(a),
                                                             rect.centery + 12 * math.sin(a)), 5))
        self.focus.draw(surface)  # the menu button stays on top, with its focus ring

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, dots: str) -> None:
        """The bubble, its portrait and its words (a sticker: painted again when the dots change)."""
        panel(surface, rect, PAPER, radius=30, border=3, shadow=False)
        portrait(surface, self.seat.character, (rect.left + 36, rect.centery), 48)
        words = self.render(dots)
        surface.blit(words, words.get_rect(midleft=(rect.left + 72, rect.centery)))


VEIL = (8, 10, 30)  # the colour a fade passes through


def blend(surface: pygame.Surface, picture: pygame.Surface, opacity: int) -> None:
    """Lay a whole-screen `picture` (no alpha of its own pixels) over `surface`, `opacity` of 255.

    Opaque, it is copied; clear, it is not drawn. pygame-ce 2.5 blends a picture whose alpha is 255 by
    its slowest path (8 ms for 1280x720 here, twenty times a copy: it was the worst frame of every
    game's start, the first of the dissolve), and one at 0 costs a blend that shows nothing.
    """
    if opacity <= 0:
        return
    picture.set_alpha(None if opacity >= 255 else opacity)
    surface.blit(picture, (0, 0))


def veil(surface: pygame.Surface, opacity: int) -> None:
    """Darken all of `surface` toward `VEIL`, `opacity` of 255, as laying a veil picture would: two fills
    (keep the rest of each colour, add the veil's share), no picture to make, a third of a blend's cost.
    On a wide canvas the veil covers its sides too (`canvas.around`)."""
    if opacity <= 0:
        return
    surface = canvas.around(surface)
    if opacity >= 255:
        surface.fill(VEIL)
        return
    rest = 255 - opacity
    surface.fill((rest, rest, rest), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill([round(c * opacity / 255) for c in VEIL], special_flags=pygame.BLEND_RGB_ADD)


class FadeScene(Scene):
    """Fades to dark, runs `midway` (which swaps the scenes below), then fades back in.

    `ready` says whether `midway` may run yet (a game scene being built beside the frame loop): until
    it does, the screen stays dark.
    """

    opaque = False

    @property
    def animating(self) -> bool:
        return True

    def __init__(self, app: App, midway: Callable[[], None], seconds: float = 0.25,
                 ready: Callable[[], bool] = lambda: True) -> None:
        super().__init__(app)
        self.midway, self.seconds, self.ready = midway, seconds, ready
        self.t = 0.0
        self.swapped = False

    def update(self, dt: float) -> None:
        self.t += dt if not self.app.autoplay else self.seconds * 2
        if not self.swapped and self.t >= self.seconds:
            if not self.ready():
                self.t = self.seconds  # dark until the next scene is ready
                return
            self.swapped = True
            scenes = self.app.scenes
            scenes.stack.remove(self)  # run the swap as if the fade were not there
            self.midway()
            scenes.stack.append(self)
        if self.t >= 2 * self.seconds:
            self.app.scenes.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        alpha = self.t / self.seconds if self.t < self.seconds else 2 - self.t / self.seconds
        veil(surface, int(255 * alpha))  # quite dark (held while a scene is built): one fill


WAIT_DIM = 60  # of 255: how much a screen waiting for the next scene dims (never dark)


class DissolveScene(Scene):
    """Into a scene being built beside the frame loop, with no dark frame: the screen before stays in
    view (a light veil says something is coming) until the next scene is `ready`, then `midway`
    swaps the scenes below and the last look of the screen before dissolves into the new one."""

    opaque = False

    @property
    def animating(self) -> bool:
        return True

    def __init__(self, app: App, midway: Callable[[], None], ready: Callable[[], bool],
                 seconds: float = 0.3) -> None:
        super().__init__(app)
        self.midway, self.ready, self.seconds = midway, ready, seconds
        self.waited = self.t = 0.0
        self.swapped = False
        self.before: pygame.Surface | None = None  # the screen's last look before the swap

    def update(self, dt: float) -> None:
        if self.before is None:  # still building: the screen before stays in view
            self.waited += dt
        elif not self.swapped:  # the dissolve starts with this frame: the old look still whole
            self.swapped = True
            scenes = self.app.scenes
            scenes.stack.remove(self)  # run the swap as if this scene were not there
            self.midway()
            scenes.stack.append(self)
        else:
            self.t += dt if not self.app.autoplay else self.seconds
            if self.t >= self.seconds:
                self.app.scenes.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        if self.before is None:
            veil(surface, round(WAIT_DIM * min(1.0, self.waited / self.seconds)))
            if self.ready():  # the next frame swaps: this look of the screen dissolves into the new scene
                self.before = surface.copy()
            return
        blend(surface, self.before, round(255 * (1 - self.t / self.seconds)))
