"""Legal actions on the table: glowing places a child can tap, click or reach with the keyboard.

A `Target` is a button drawn by the table itself (a die, a space, a card): it adds the pulsing
glow, the focus ring and a hit area of at least 64x64 logical px around its centre, however small
the thing it marks is drawn. Where hit areas overlap (spaces closer than 64 px), a tap goes to the
thing drawn under it, else to the nearest centre, so it is never ambiguous. A game scene rebuilds
its targets from the legal actions whenever the position or the choice in progress changes
(`TargetLayer.offer`, or `offer_button` for a plain button that is one of those choices), and only
on a person's turn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..focus_direction import cost, nearest
from ..input import Intent, Kind
from ..ui import record
from ..ui.draw import focus_ring
from ..ui.theme import INK, PAPER
from ..ui.trail import drawn
from ..ui.widgets import Button, FocusGroup
from .sprites import pulse

MIN_HIT = 64
"""The smallest area a child's finger must hit, in logical px (WCAG's large target, doubled)."""

GLOW = (255, 226, 60)
POINTING_DASHES = 10


def draw_pointing(surface: pygame.Surface, centre: tuple[float, float], radius: float, clock: float) -> None:
    """Where a computer player points (its choice, before it plays): a turning ring of dark and
    white dashes, so it never looks like a child's glowing yellow target nor the keyboard focus."""
    r = round(radius) + 8
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (round(centre[0]), round(centre[1]))
    turn = clock * 1.5
    step = math.tau / POINTING_DASHES
    drawn(surface, box.inflate(10, 10))  # the thick arcs may reach a pixel past their box
    pygame.draw.circle(surface, INK, box.center, r + 2, 3)
    for k in range(POINTING_DASHES):
        start = turn + k * step
        pygame.draw.arc(surface, INK, box.inflate(4, 4), start, start + step * 0.6, 9)
        pygame.draw.arc(surface, PAPER, box, start + 0.04, start + step * 0.6 - 0.04, 5)


def reach(rect: pygame.Rect, least: int = MIN_HIT) -> pygame.Rect:
    """`rect` grown around its centre to at least `least` x `least`."""
    grown = pygame.Rect(0, 0, max(rect.width, least), max(rect.height, least))
    grown.center = rect.center
    return grown


@dataclass
class Target(Button):
    """A glowing legal choice. `round`: a circle (a space) rather than a rounded rectangle."""

    action: Any = None
    tag: Hashable | None = None  # what the scene wants to know it by (a card, a Power...)
    round: bool = False
    quiet: bool = False  # no glow (e.g. a die you may move): only the focus ring and hover
    clock: Callable[[], float] = field(default=lambda: 0.0, repr=False)
    beside: pygame.Rect | None = None  # what is drawn beside it and names it (a piece's number): a tap there counts
    least: int = MIN_HIT  # the side of its hit area (more where a neighbour's takes a share of it)

    @property
    def hit(self) -> pygame.Rect:
        return reach(self.rect, self.least)

    def shows(self, pos: tuple[int, int]) -> bool:
        """True if `pos` is on what is drawn: the thing itself or its number beside it."""
        return self.rect.collidepoint(pos) or self.beside is not None and self.beside.collidepoint(pos)

    def reaches(self, pos: tuple[int, int]) -> bool:
        """True if a tap at `pos` may choose it: in its grown hit area or on its number beside it."""
        return self.hit.collidepoint(pos) or self.beside is not None and self.beside.collidepoint(pos)

    def distance(self, pos: tuple[int, int]) -> float:
        """How far `pos` is from its centre, or from its number's if that is nearer."""
        near = math.dist(self.rect.center, pos)
        return near if self.beside is None else min(near, math.dist(self.beside.center, pos))

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """The glow (bright while hovered), and the focus ring every button has."""
        record.note(surface, "button", self.rect, hit=self.hit, enabled=self.enabled)
        beat = pulse(self.clock())
        if focused:
            focus_ring(surface, self.rect, round=self.round)
        elif self.hovered and self.enabled:
            self._glow(surface, PAPER, 7, 0)
        elif not self.quiet:
            self._glow(surface, GLOW, 4 + round(2 * beat), beat)

    def _glow(self, surface: pygame.Surface, colour: tuple[int, int, int], width: int, beat: float) -> None:
        if self.round:
            radius = max(self.rect.width, self.rect.height) // 2
            drawn(surface, pygame.draw.circle(surface, INK, self.rect.center, radius + 6 + width, 3))
            pygame.draw.circle(surface, colour, self.rect.center, radius + 4 + round(2 * beat), width)
        else:  # a dark edge round it, as round ones have: a yellow glow on a pale yellow cell stands out to
            drawn(surface, pygame.draw.rect(surface, INK, self.rect.inflate(14, 14), 3, border_radius=16))  # all eyes
            pygame.draw.rect(surface, colour, self.rect.inflate(8, 8), width, border_radius=14)


BUTTON_FARTHER = 2.0
"""From a target, a button that way counts twice as far as a target: an arrow keeps to the table's
choices unless a button is clearly nearer."""


class TargetLayer(FocusGroup):
    """The scene's buttons and its glowing targets, in one keyboard order."""

    def __init__(self, click_sound: Callable[[], None] | None, clock: Callable[[], float]) -> None:
        super().__init__(click_sound)
        self.clock = clock
        self._key: Hashable | None = None
        self._refocus = False  # the keyboard focus was on a target: give it to a new one
        self._same: Hashable | None = None  # that target's tag: a new target with it takes the focus back
        self._taken = False  # a new target has the focus until one with the same tag comes
        self._transient: set[int] = set()  # ids of buttons offered for this position only
        self.keep_to: Callable[[], Sequence[Button]] = tuple  # targets the arrows stay among (`neighbour`)

    def offer(self, rect: pygame.Rect, action: Any, on_choose: Callable[[], object], *,
              tag: Hashable | None = None, round: bool = False, quiet: bool = False,
              before: Button | None = None, beside: pygame.Rect | None = None, least: int = MIN_HIT) -> Target:
        """Light up `rect` for `action`; choosing it runs `on_choose`. A tap on what is drawn `beside` it
        (its name or number) counts too.

        Targets come after the scene's buttons in keyboard order, or just `before` a button.
        """
        target = Target(pygame.Rect(rect), "", on_choose, action=action, tag=tag, round=round, quiet=quiet,
                        clock=self.clock, beside=beside, least=least)
        if before is not None and before in self.buttons:
            at = self.buttons.index(before)
            self.buttons.insert(at, target)
            if self.focus >= at:
                self.focus += 1
        else:
            self.add(target)
        self._take_focus(target, tag)
        return target

    def _take_focus(self, choice: Button, tag: Hashable | None) -> None:
        """After a rebuild the keyboard focus stays on the same choice when it is offered again (a
        friend chosen with Enter stays focused, so a second Enter scores it), else the first new one."""
        if not self._refocus:
            return
        if tag is not None and tag == self._same:
            self._refocus = False
            self.focus_on(choice)
        elif not self._taken:
            self._taken = True
            self.focus_on(choice)

    def offer_button(self, button: Button) -> Button:
        """A plain button that is one of this position's choices (a guess, "No thanks"): like the
        targets, it goes at the next rebuild, and the keyboard focus moves on from it the same way."""
        self._transient.add(id(button))
        self.add(button)
        self._take_focus(button, None)
        return button

    def at(self, pos: tuple[int, int]) -> Button | None:
        """What a tap at `pos` chooses: enabled before disabled, drawn under the tap before only
        reached by a grown hit area, then the nearest centre (first offered on a tie)."""
        hits = [b for b in self.buttons if (b.reaches(pos) if isinstance(b, Target) else b.hit.collidepoint(pos))]
        if not hits:
            return None
        def order(b: Button) -> tuple[bool, bool, float]:
            if isinstance(b, Target):
                return (not b.enabled, not b.shows(pos), b.distance(pos))
            return (not b.enabled, not b.rect.collidepoint(pos), math.dist(b.rect.center, pos))

        return min(hits, key=order)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (Kind.POINT, Kind.PRESS) and intent.pos is not None:
            chosen = self.at(intent.pos)
            for b in self.buttons:
                b.hovered = b is chosen
            if intent.kind == Kind.PRESS and chosen is not None and chosen.enabled:
                self._click(chosen)
                return True
            return False
        return super().handle(intent)

    def neighbour(self, button: Button, kind: Kind) -> Button | None:
        """From a glowing target an arrow goes to the nearest other choice that way, a button counting
        `BUTTON_FARTHER` times as far as a target (the spaces of a walk, the cells of a row come first,
        yet Roll straight below the dice is reached, and no button is cut off). Among the
        targets the scene says arrows keep to (`keep_to`: the web race's landings) it stays: with none
        that way it comes round to the farthest one the other way."""
        ring = [t for t in self.keep_to() if t.enabled]
        if button in ring and len(ring) > 1:
            others = [t for t in ring if t is not button]
            best = nearest(button.rect, [t.rect for t in others], kind.value)
            if best is None:
                back = {"up": "down", "down": "up", "left": "right", "right": "left"}[kind.value]
                ahead = [(cost(button.rect, t.rect, back), i) for i, t in enumerate(others)]
                best = max(((c, i) for c, i in ahead if c is not None), default=(None, None))[1]
            return None if best is None else others[best]
        if isinstance(button, Target):
            others = [b for b in self.buttons if b is not button and b.enabled]
            farther = [1.0 if isinstance(b, Target) else BUTTON_FARTHER for b in others]
            best = nearest(button.rect, [b.rect for b in others], kind.value, farther)
            return None if best is None else others[best]
        return super().neighbour(button, kind)

    def targets(self) -> list[Target]:
        return [b for b in self.buttons if isinstance(b, Target)]

    def choices(self) -> list[Button]:
        """This position's choices: its glowing targets and the plain buttons offered for them."""
        return [b for b in self.buttons if isinstance(b, Target) or id(b) in self._transient]

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons and targets; each choice is noted as one for the layout check (no pop-up covers it)."""
        super().draw(surface)
        for choice in self.choices():
            record.note(surface, "target", choice.rect)

    def rebuild_when(self, key: Hashable) -> bool:
        """True (and forget the old targets) when `key` differs from the last rebuild's key."""
        if key == self._key:
            return False
        self._key = key
        keep = [b for b in self.buttons if not isinstance(b, Target) and id(b) not in self._transient]
        focused = self.focused
        self.buttons = keep
        # the focus was on a target (or a button of this position): the first new one takes it, even
        # when a busy screen rebuilds with nothing lit in between
        self._refocus = isinstance(focused, Target) or id(focused) in self._transient or (
            self._refocus and focused is None)
        if focused is not None:
            self._same = focused.tag if isinstance(focused, Target) else None
        self._taken = False
        self._transient = set()
        self.focus = keep.index(focused) if focused in keep else -1
        return True

    def hovered_or_focused(self) -> Target | None:
        """The target under the pointer, else the one with the keyboard focus."""
        for b in self.targets():
            if b.hovered:
                return b
        focused = self.focused
        return focused if isinstance(focused, Target) else None
