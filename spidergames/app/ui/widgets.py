"""Buttons and keyboard focus: every clickable thing is also reachable with Tab/arrows + Enter."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .. import assets
from ..focus_direction import nearest
from ..input import Intent, Kind
from ..table.layers import Sticker
from . import record, text
from .draw import drop_shadow, focus_ring, panel
from .theme import DISABLED, INK, YELLOW, readable

MIN_ICON = 24
"""A button's icon is not drawn smaller than this: a narrower button shows its words alone."""
RING_REACH = 16
"""How far outside a button its focus ring reaches (px)."""


@dataclass
class Button:
    """A big, friendly button with an optional icon; `on_click` runs on click, tap or Enter."""

    rect: pygame.Rect
    label: str
    on_click: Callable[[], object]  # what it returns is ignored (e.g. submit's True/False)
    icon: str | None = None  # asset name, e.g. "ui/settings.png"
    fill: tuple[int, int, int] = YELLOW
    ink: tuple[int, int, int] = INK
    enabled: bool = True
    selected: bool = False  # drawn pressed-in (for choices)
    size: int = 30
    hovered: bool = field(default=False, repr=False)
    _sticker: Sticker = field(default_factory=Sticker, init=False, repr=False, compare=False)

    @property
    def hit(self) -> pygame.Rect:
        """Where a click or tap counts (a target may reach further than it is drawn)."""
        return self.rect

    @property
    def face(self) -> pygame.Rect:
        """Where it is drawn: a selected button is pressed in a little."""
        return self.rect.move(0, 3) if self.selected else self.rect

    @property
    def radius(self) -> int:
        """Its rounded corners (what is drawn on its rim follows them)."""
        return min(22, self.rect.height // 3)

    def _label_size(self, icon_side: int) -> tuple[int, int]:
        """The label's size (as asked, smaller if it must be to fit beside the icon, never below play
        text) and the width to wrap it at (0: one line; a label too long even so goes on two lines)."""
        room = self.rect.width - 20 - (icon_side + 10 if icon_side else 0)
        size = text.fit(self.label, max(self.size, text.PLAY), room, least=text.base_for(text.PLAY))
        if text.render(self.label, size, self.ink).get_width() <= room or " " not in self.label:
            return size, 0
        two = text.render(self.label, size, self.ink, wrap=room, centred=True)
        return size, (room if two.get_bounding_rect().height <= self.rect.height - 4 else 0)  # the letters fit

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """The button as a sticker (painted again only when its looks change) over its soft shadow."""
        record.note(surface, "button", self.rect, hit=self.hit, enabled=self.enabled)
        face, radius = self.face, self.radius
        fill = self.fill if self.enabled else DISABLED
        if self.hovered and self.enabled:
            fill = (min(255, fill[0] + 25), min(255, fill[1] + 25), min(255, fill[2] + 25))
        if not self.selected:
            drop_shadow(surface, face, radius)
        area = face.inflate(2 * RING_REACH, 2 * RING_REACH)
        looks = (self.label, self.icon, fill, self.ink, self.size, focused)
        self._sticker.draw(surface, area, looks, lambda target, at: self._paint(
            target, face.move(at.x - area.x, at.y - area.y), fill, radius, focused))

    def _paint(self, surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int], radius: int,
               focused: bool) -> None:
        """The button's face at `rect`: the panel, the focus ring, the icon and the words."""
        panel(surface, rect, fill, radius=radius, shadow=False)
        if focused:
            focus_ring(surface, rect)
        x = rect.centerx
        side = min(rect.height - 14, 64) if self.icon else 0
        label_w = text.render(self.label, max(self.size, text.PLAY), self.ink).get_width() if self.label else 0
        if self.label and side:
            side = min(side, rect.width - 30 - label_w)  # the words come first: a narrow button's icon shrinks
            side = side if side >= MIN_ICON else 0  # ...or goes
        size, wrap = self._label_size(side) if self.label else (0, 0)
        if self.icon and side:
            icon = assets.scaled(self.icon, (side, side))
            if self.label:
                label_w = text.render(self.label, size, self.ink, wrap=wrap, centred=True).get_width()
                left = rect.centerx - (side + 10 + label_w) // 2
                surface.blit(icon, icon.get_rect(midleft=(left, rect.centery)))
                x = left + side + 10 + label_w // 2
            else:
                surface.blit(icon, icon.get_rect(center=rect.center))
        if self.label:
            ink, outline = readable(self.ink, fill)
            text.draw(surface, self.label, size, (x, rect.centery), ink, anchor="center", outline=outline,
                      wrap=wrap, centred=True, shrink="button")


class FocusGroup:
    """The clickable things of a scene, with hover, click and keyboard focus."""

    def __init__(self, click_sound: Callable[[], None] | None = None) -> None:
        self.buttons: list[Button] = []
        self.focus = -1  # no visible focus until the keyboard is used
        self.moves = 0  # how often a child moved the focus (keys, a pad): the scene says what it reached
        self._click_sound = click_sound

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def clear(self) -> None:
        self.buttons.clear()
        self.focus = -1

    @property
    def focused(self) -> Button | None:
        return self.buttons[self.focus] if 0 <= self.focus < len(self.buttons) else None

    def focus_on(self, button: Button) -> None:
        if button in self.buttons:
            self.focus = self.buttons.index(button)

    def move_to(self, button: Button) -> None:
        """Focus `button` because the child moved there (Tab, an arrow, a pad): counted in `moves`."""
        if button in self.buttons and button is not self.focused:
            self.focus_on(button)
            self.moves += 1

    def handle(self, intent: Intent) -> bool:
        """Handle pointer and focus intents; True if the intent was used."""
        k = intent.kind
        if k in (Kind.POINT, Kind.PRESS) and intent.pos is not None:
            hit = None
            for b in self.buttons:
                b.hovered = b.hit.collidepoint(intent.pos)
                if b.hovered:
                    hit = b
            if k == Kind.PRESS and hit is not None and hit.enabled:
                self._click(hit)
                return True
            return False
        if k in (Kind.NEXT, Kind.PREV):
            self._step(1 if k == Kind.NEXT else -1)
            return True
        if k in (Kind.UP, Kind.DOWN, Kind.LEFT, Kind.RIGHT):
            self._spatial(k)
            return True
        if k == Kind.ACTIVATE and self.focused is not None and self.focused.enabled:
            self._click(self.focused)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surface, i == self.focus)

    def _click(self, button: Button) -> None:
        if self._click_sound:
            self._click_sound()
        button.on_click()

    def _step(self, delta: int) -> None:
        if not self.buttons:
            return
        n = len(self.buttons)
        start = self.focus if self.focus >= 0 else (-1 if delta > 0 else 0)
        for i in range(1, n + 1):
            candidate = (start + delta * i) % n
            if self.buttons[candidate].enabled:
                self.move_to(self.buttons[candidate])
                return

    def _spatial(self, kind: Kind) -> None:
        """Move focus to the nearest enabled button in the arrow's direction (`neighbour`)."""
        focused = self.focused
        if focused is None:
            self._step(1)
            return
        best = self.neighbour(focused, kind)
        if best is not None:
            self.move_to(best)

    def neighbour(self, button: Button, kind: Kind) -> Button | None:
        """The enabled button an arrow `kind` leads to from `button` (`focus_direction`), or None."""
        others = [b for b in self.buttons if b is not button and b.enabled]
        best = nearest(button.rect, [b.rect for b in others], kind.value)
        return None if best is None else others[best]
