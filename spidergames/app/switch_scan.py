"""One switch: the focus steps by itself through a turn's choices, and one press chooses (issue #30).
(A page's choices too: `page_focus.py` drives this scan on every scene but the table.)

For a child who can press one thing (a big switch, Space, Enter or a click) and nothing else. The
choices come in groups, the kind of choice first and then the item ("the dice", then a die), so a
turn is few presses even where there are many; a group of one is chosen at once, and a turn with few
choices is scanned one by one. A choice that leaves the choices as they were (a die kept) goes on in
its group with the next item, once round; any other starts the scan again from the first group. The
kit's buttons (the Power card, Help, Oops, the menu) come last, as one group: nothing is spent on them
before the turn's choices. The pace is a grown-up's
(Settings, `SCAN_PACES`). The timer reads the clock it is given (the scene's, which a test drives):
it stands still while the table moves or a robot plays, and starts again after a choice.

The scan shows only what the table already offers, in an order the scene derives from what the
person in front of the screen may see (tests/secrecy.py looks at every step of it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .input import Intent, Kind
from .ui.draw import focus_ring
from .ui.theme import FOCUS, INK, PAPER
from .ui.trail import drawn
from .ui.widgets import Button, FocusGroup

Group = tuple[Button, ...]
ROUNDS = 2
"""How often an opened group's items go round before the scan goes back to the groups (a child who
missed the one they wanted gets a second go without starting over)."""
FLAT = 5
"""A turn with at most this many choices is scanned one by one: a group would only cost a press."""
BLOCK = 6
"""A page's group holds at most this many choices (ten children's pictures go as two rows of five)."""
RING = 14  # the scan ring's band, px: far wider than the keyboard's focus ring, for eyes at the back of a class
BAR = 10  # the height of the bar under the ring that fills up until the scan moves on


class Scan:
    """Where the scan is among a turn's groups of choices, moved on by the clock it reads."""

    def __init__(self, pace: Callable[[], float], now: Callable[[], float]) -> None:
        self.pace = pace  # seconds on each choice; 0: off
        self.now = now
        self.groups: tuple[Group, ...] = ()
        self.at = 0  # the group lit, or opened
        self.inside: int | None = None  # the item lit in the opened group (None: the groups are scanned)
        self.left = 0  # steps the opened group has left before the groups come back
        self.since: float | None = None  # when the highlight last moved; None: waiting (the table moves)

    @property
    def on(self) -> bool:
        return self.pace() > 0

    def follow(self, groups: Sequence[Group] | None) -> None:
        """Each frame: the turn's groups now, or None while nobody may choose (the scan waits where it
        is). New choices start it again from the first group; the clock moves it on at the pace."""
        if not self.on or groups is None:
            self.since = None
            return
        groups = tuple(g for g in groups if g)
        if [list(map(id, g)) for g in groups] != [list(map(id, g)) for g in self.groups]:
            self.groups = groups
            self.restart()
        if not self.groups:
            self.since = None
            return
        now = self.now()
        if self.since is None:
            self.since = now
        elif now - self.since >= self.pace():
            self.step()
            self.since = now

    def restart(self) -> None:
        self.at, self.inside, self.since = 0, None, None

    def step(self) -> None:
        """On to the next group, or the next item of the opened one (back to the groups after `ROUNDS`)."""
        if not self.groups:
            return
        if self.inside is None:
            self.at = (self.at + 1) % len(self.groups)
            return
        if self.left <= 0:
            self.inside = None
            return
        self.inside = (self.inside + 1) % len(self.groups[self.at])
        self.left -= 1

    def lit(self) -> Group:
        """What the scan shows now: the lit group's items, or the one item (nothing once it is off)."""
        if not self.groups or self.since is None or not self.on:
            return ()
        group = self.groups[self.at]
        return group if self.inside is None else (group[self.inside],)

    def press(self) -> Button | None:
        """The switch: a lit group of several opens; a single item lit is returned, to be chosen. The
        scan starts again from the first group, or, inside a group, goes on with its next item, once
        round, if the choice leaves the choices as they were (`follow` starts again if not)."""
        lit = self.lit()
        if not lit:
            return None
        size = len(self.groups[self.at])
        if len(lit) > 1:
            self.inside, self.left, self.since = 0, ROUNDS * size - 1, self.now()
            return None
        if self.inside is None:
            self.restart()
        else:
            self.inside, self.left, self.since = (self.inside + 1) % size, size - 1, None
        return lit[0]

    def share(self) -> float:
        """How much of the pace the highlight has rested where it is (0 to 1): the bar under the ring."""
        if self.since is None or not self.on:
            return 0.0
        return min(1.0, max(0.0, (self.now() - self.since) / self.pace()))

    def draw(self, surface: pygame.Surface) -> None:
        """A thick ring round each lit choice, with a bar under it filling until the scan moves on."""
        lit = self.lit()
        share = self.share()
        for button in lit:
            ring(surface, button.rect, share if len(lit) == 1 or button is lit[-1] else None)


def ring(surface: pygame.Surface, rect: pygame.Rect, share: float | None) -> None:
    """The scan ring: the keyboard's focus ring inside a wide dark and light band (it shows on every
    colour, at the back of a classroom); `share` fills the bar under it (over it at the canvas's foot),
    a clock for the next step. A choice by the canvas's edge has its band pulled in, never cut off."""
    canvas = surface.get_rect()
    focus_ring(surface, rect.clip(canvas.inflate(-30, -30)))  # it reaches 15 px out
    outer = rect.inflate(30 + 2 * RING, 30 + 2 * RING).clip(canvas.inflate(-6, -6))
    radius = min(34, rect.height // 3 + 8 + RING)
    drawn(surface, pygame.draw.rect(surface, INK, outer.inflate(6, 6), RING // 2, border_radius=radius + 4))
    pygame.draw.rect(surface, PAPER, outer, RING // 2 + 1, border_radius=radius)
    pygame.draw.rect(surface, FOCUS, outer.inflate(-RING, -RING), RING // 2, border_radius=radius)
    if share is None:
        return
    bar = pygame.Rect(outer.left + radius, outer.bottom + 6, outer.width - 2 * radius, BAR)
    if bar.bottom + 3 > canvas.bottom:
        bar.bottom = outer.top - 6
    drawn(surface, pygame.draw.rect(surface, INK, bar.inflate(6, 6), border_radius=BAR // 2 + 3))
    filled = bar.copy()
    filled.width = round(bar.width * share)
    if filled.width:
        pygame.draw.rect(surface, FOCUS, filled, border_radius=BAR // 2)


def grouped(buttons: Sequence[Button], kind: Callable[[Button], object]) -> list[Group]:
    """`buttons` in groups of one `kind`, in the order each kind first appears; few choices in all: one by one."""
    if len(buttons) <= FLAT:
        return [(b,) for b in buttons]
    groups: dict[object, list[Button]] = {}
    for b in buttons:
        groups.setdefault(kind(b), []).append(b)
    return [tuple(g) for g in groups.values()]


def blocks(buttons: Sequence[Button]) -> list[Group]:
    """A page's choices in groups: of one kind (the same look: children's pictures, game tiles, a row of
    numbers) in the order each kind first appears, a big group cut into near-equal runs of at most
    `BLOCK`; few choices in all: one by one. Ten pictures a page and a page arrow: any child in three presses."""
    groups: list[Group] = []
    for group in grouped(buttons, lambda b: (type(b), b.icon)):
        runs = -(-len(group) // BLOCK)
        size = -(-len(group) // runs)
        groups += [group[i:i + size] for i in range(0, len(group), size)]
    return groups


def lead(scan: Scan, focus: FocusGroup) -> None:
    """The keyboard focus follows the scan: onto the one choice lit (a move of the focus, said as the
    keys' are), none while a group is lit."""
    lit = scan.lit()
    if len(lit) == 1:
        focus.move_to(lit[0])
    elif lit:
        focus.focus = -1


def switched(scan: Scan, intent: Intent) -> bool:
    """Whether `intent` is the switch pressed while the scan lights something (Space, Enter, a click)."""
    return scan.on and intent.kind in (Kind.ACTIVATE, Kind.PRESS) and bool(scan.lit())
