"""The classroom demo's rule panel: the rule behind the move on screen, and an arrow at what it is about.

In a demo the computer players play slowly on the projector and every move names the rule that
applies, in the words of that game's rules page ("You may not push the tile straight back"). Each
game supplies a small `teach` module (`spidergames/games/X/teach.py`, see `Teach`) that turns the
events of one move into a `Note`; the note says *what* to point at in the game's own terms (a
space, a card, a die) and the game scene says *where* that is drawn (`GameScene.locate`). The panel
and the arrow are drawn here, once for every game. It sits apart from the "what just happened"
caption (`caption.py`): the caption tells the story, this panel the rule.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from ...core.seat_link import Sight
from ..i18n import N_, _
from ..ui import text
from ..ui.draw import dim, panel
from ..ui.theme import GREEN, INK, PAPER, YELLOW
from ..ui.widgets import Button
from .caption import Line, Param

RULE_SIZE = 30  # the rule's words: read from the back of a classroom
SMALL_SIZE = 20
MARGIN = 8
PANEL_H = 112
BUTTON = 72  # the control buttons: larger than the 64 px every target needs
GAP = 10
ARROW_W = 9
HEAD = 26
START_SIZE = 64  # the start card's words: read from the back of a classroom
START = Line(N_("Press Space or click to start."))
"""What the demo's start card says (and the voice says aloud)."""


@dataclass(frozen=True)
class Note(Line):
    """One rule, as a caption `Line` (template, parameters, seat parameters), and the thing on the
    table it is about: `where` is a small value from the game's teach module (a space, a card...);
    the game scene turns it into a place on screen.
    """

    where: Hashable = None

    @classmethod
    def about(cls, template: str, where: Hashable, *, seats: Sequence[str] = (), **params: Param) -> Note:
        """`Note.about("{player} rolls again", Dice(), seats=["player"], player=0)`.

        >>> Note.about("{player} keeps {n} dice", None, seats=["player"], player=1, n=2).text(["Ann", "Ben"])
        'Ben keeps 2 dice'
        """
        return cls(template, tuple(params.items()), tuple(seats), (), where=where)


class Teach(Protocol):
    """A game's teach module: the rule behind one move."""

    def note(self, events: Sequence[Any], before: Any, after: Any) -> Note:
        """The rule that applies to the move that reported `events`, between two observations."""
        ...


class Director(Protocol):
    """What steers a game scene in a demo (the demo scene): when it may go on, and its end."""

    def may_go_on(self) -> bool:
        """True when the next move may start (the teacher asked for it, or the pause is over)."""
        ...

    def choosing(self, action: Any) -> None:
        """A robot's chosen `action` starts showing on the table (before it is played): its move is on screen."""
        ...

    def played(self, before: Sight[Any, Any], after: Sight[Any, Any]) -> None:
        """A move was played, from the position `before` to `after`: its rule is known now."""
        ...

    def game_over(self) -> None:
        """The game and any count at its end are over: show the results."""
        ...


def move_note(teach: Teach, before: Sight[Any, Any], after: Sight[Any, Any], viewer: int | None) -> Note:
    """The rule the move from `before` to `after` followed, told as `viewer` sees it: the demo's as the player
    who moved sees it, the projector's as nobody does (public only, so its arrow can point at no secret)."""
    return teach.note(after.events(viewer), before.view(viewer), after.view(viewer))


def control_rects(panel_at: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` square buttons at the panel's right end, left to right."""
    top = panel_at.centery - BUTTON // 2
    right = panel_at.right - 12
    return [pygame.Rect(right - (count - k) * (BUTTON + GAP) + GAP, top, BUTTON, BUTTON) for k in range(count)]


CORNER_SIZE = 16  # the small print under the rule


INSET = 22  # the rule's words start this far into the panel
WIDE_ROOM = 896
"""How wide the rule's words run beside four buttons on the 16:9 canvas: two lines of it hold every rule
in every language, three with Large text."""


def panel_height(room: int) -> int:
    """The panel's height at today's text size for a rule `room` px wide: room for the rule at its smallest
    (as many words as two lines hold on the 16:9 canvas, three with Large text, on more lines where the
    canvas is narrower: issue #30) and, under it, the small print: the panel grows rather than let them
    overlap (on a 4:3 canvas a rule ran over its small print)."""
    if room - INSET >= WIDE_ROOM and not text.large_text():
        return PANEL_H  # two lines at the smallest and the small print fit; the table keeps its size
    lines = math.ceil((3 if text.large_text() else 2) * WIDE_ROOM / (room - INSET))
    line = text.render("Ag", SMALL_SIZE, INK).get_height()
    corner = text.render("Ag", CORNER_SIZE, INK, bold=False).get_height()
    return max(PANEL_H, 20 + lines * line + corner + 12)


def panel_at(size: tuple[int, int], buttons: int) -> pygame.Rect:
    """The rule panel along the bottom of a canvas of `size`, `buttons` buttons at its right end."""
    across, down = size
    width = across - 2 * MARGIN
    across_only = pygame.Rect(MARGIN, 0, width, PANEL_H)  # the buttons' places across need no height
    height = panel_height(words_room(across_only, control_rects(across_only, buttons)))
    return pygame.Rect(MARGIN, down - height - MARGIN, width, height)


def words_room(panel_at: pygame.Rect, buttons: Sequence[pygame.Rect]) -> int:
    """How wide the rule's words may run on the panel: up to its buttons."""
    return buttons[0].left - panel_at.left - 16


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, words: str, corner: str, room: int) -> pygame.Rect:
    """The rule in big letters on a paper panel with a yellow edge; `corner` is small print (step, seed)
    under it, never over it."""
    panel(surface, rect, PAPER, radius=22)
    pygame.draw.rect(surface, YELLOW, rect.inflate(-8, -8), 4, border_radius=18)
    small = text.render(corner, CORNER_SIZE, (90, 86, 110), bold=False)
    area = pygame.Rect(rect.left + INSET, rect.top + 10, room - INSET, rect.height - 18 - small.get_height())
    size = RULE_SIZE
    while True:  # shrink until the rule fits in the panel (two or three lines)
        words_img = text.render(words, size, INK, wrap=area.width)
        if words_img.get_height() <= area.height or size <= SMALL_SIZE:
            break
        size -= 2
    at = words_img.get_rect(midleft=(area.left, area.centery))
    surface.blit(words_img, at)
    surface.blit(small, small.get_rect(bottomleft=(area.left, rect.bottom - 8)))
    return at


def draw_start_card(surface: pygame.Surface, table: pygame.Rect, game: str) -> pygame.Rect:
    """The demo's first screen: the table dimmed under a big card with a play sign and "Press Space or
    click to start", so a teacher's first key starts it (and never pauses it). The card grows to
    hold its words in any language and text size."""
    dim(surface, 120)
    width = table.width - 40
    title = text.render(_("Watch and learn: {game}").format(game=game), 40, INK, wrap=width - 60, centred=True)
    words = text.render(START.text([]), START_SIZE, INK, wrap=width - 60, centred=True)
    r = 44
    tall = 30 + title.get_height() + 20 + words.get_height() + 36
    if tall + 2 * r + 20 > table.height:  # long words at Large text: the play sign gives way, never the words
        r = -10
    card = pygame.Rect(0, 0, width, tall + 2 * r + 20)
    card.center = table.center
    panel(surface, card, PAPER, radius=28)
    pygame.draw.rect(surface, YELLOW, card.inflate(-12, -12), 6, border_radius=22)
    at = surface.blit(title, title.get_rect(midtop=(card.centerx, card.top + 30)))
    sign = (card.centerx, at.bottom + 20 + r)
    if r > 0:
        pygame.draw.circle(surface, INK, sign, r + 4)
        pygame.draw.circle(surface, GREEN, sign, r)
        pygame.draw.polygon(surface, INK, [(sign[0] - r // 3, sign[1] - r // 2), (sign[0] + r // 2 + 4, sign[1]),
                                           (sign[0] - r // 3, sign[1] + r // 2)])
    surface.blit(words, words.get_rect(midtop=(card.centerx, sign[1] + r + 20)))
    return card


Point = tuple[float, float]
CLEAR = ARROW_W // 2 + 3 + 6  # the shaft's half width with its ink edge, and a gap: how far it keeps off words
GRID = 32  # the bends an arrow may take round words lie on this grid


def draw_arrow(surface: pygame.Surface, route: Sequence[Point], target: pygame.Rect) -> None:
    """A fat yellow arrow along `route` (from `arrow_route`) to the edge of `target`, outlined in
    ink, and a ring round the target."""
    if len(route) < 2:
        return
    *shaft, end = route
    head = arrow_head(shaft[-1], end)
    ring = target.inflate(12, 12)
    pygame.draw.rect(surface, INK, ring.inflate(6, 6), 9, border_radius=16)
    pygame.draw.rect(surface, YELLOW, ring, 5, border_radius=14)
    body = [*shaft, _base(shaft[-1], end)]
    for colour, width in ((INK, ARROW_W + 6), (YELLOW, ARROW_W)):
        for a, b in zip(body, body[1:], strict=False):
            pygame.draw.line(surface, colour, a, b, width)
        for joint in body[1:-1]:  # a round elbow where the arrow bends round words
            pygame.draw.circle(surface, colour, joint, width // 2)
        if colour == INK:
            pygame.draw.polygon(surface, INK, head, 0)
    inner = [(h[0] * 0.8 + c[0] * 0.2, h[1] * 0.8 + c[1] * 0.2) for h, c in zip(head, [_centre(head)] * 3,
                                                                                   strict=True)]
    pygame.draw.polygon(surface, YELLOW, inner, 0)


def grown(route: Sequence[Point], fraction: float) -> list[Point]:
    """The first `fraction` (0 to 1) of `route`'s length: an arrow growing towards its target."""
    legs = [math.dist(a, b) for a, b in zip(route, route[1:], strict=False)]
    left = max(0.0, min(1.0, fraction)) * sum(legs)
    out = list(route[:1])
    for (a, b), leg in zip(zip(route, route[1:], strict=False), legs, strict=True):
        if left <= 0:
            break
        if left >= leg:
            out.append(b)
            left -= leg
            continue
        k = left / leg if leg else 0.0
        out.append((a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k))
        break
    return out


def arrow_bounds(route: Sequence[Point], target: pygame.Rect) -> pygame.Rect:
    """Everything `draw_arrow` may touch: the route with its head and ink edge, and the ring."""
    xs, ys = [p[0] for p in route], [p[1] for p in route]
    reach = HEAD + ARROW_W + 6
    left, top = math.floor(min(xs)) - reach, math.floor(min(ys)) - reach
    box = pygame.Rect(left, top, math.ceil(max(xs)) + reach - left, math.ceil(max(ys)) + reach - top)
    return box.union(target.inflate(30, 30))


def _base(start: Point, end: Point) -> Point:
    """Where the arrow's head begins, on the way from `start` to `end`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(math.hypot(dx, dy), 1e-9)
    return (end[0] - dx / length * HEAD, end[1] - dy / length * HEAD)


def arrow_head(start: Point, end: Point) -> list[Point]:
    """The arrow's head: a triangle whose tip is `end`, coming from `start`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(math.hypot(dx, dy), 1e-9)
    ux, uy = dx / length, dy / length
    base = _base(start, end)
    return [end, (base[0] - uy * HEAD * 0.7, base[1] + ux * HEAD * 0.7),
            (base[0] + uy * HEAD * 0.7, base[1] - ux * HEAD * 0.7)]


def _centre(points: Sequence[Point]) -> Point:
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def _edge_point(start: Point, target: pygame.Rect) -> Point:
    """Where the line from `start` to the target's centre crosses the target's (ringed) edge."""
    ring = target.inflate(20, 20)
    cx, cy = ring.center
    dx, dy = cx - start[0], cy - start[1]
    if dx == 0 and dy == 0:
        return (cx, cy)
    scale = min(ring.width / 2 / abs(dx) if dx else math.inf, ring.height / 2 / abs(dy) if dy else math.inf)
    return (cx - dx * min(scale, 1.0), cy - dy * min(scale, 1.0))


def arrow_starts(panel_at: pygame.Rect, words: pygame.Rect, target: pygame.Rect) -> list[Point]:
    """Where the arrow may leave the panel's edge facing the target, above (or below) the rule's
    words: the point nearest the target first."""
    y = panel_at.top + 2 if target.centery < panel_at.centery else panel_at.bottom - 2
    if words.width <= 80:
        return [(words.centerx, y)]
    xs = range(words.left + 40, words.right - 39, GRID)
    return [(x, y) for x in sorted(xs, key=lambda x: abs(x - target.centerx))]


def arrow_route(starts: Sequence[Point], target: pygame.Rect, texts: Sequence[pygame.Rect],
                room: pygame.Rect) -> list[Point]:
    """The arrow's path from one of `starts` to the target's edge, keeping off every text in `texts`
    (their letters' boxes): straight if it can, else with one bend on a grid inside `room`; the
    shortest clear one. Words it cannot avoid (none clear) leave it straight from the first start."""
    walls = [t.inflate(2 * CLEAR, 2 * CLEAR) for t in texts]

    def clear(a: Point, b: Point) -> bool:
        return not any(w.clipline(a, b) for w in walls)

    def lands(a: Point) -> Point | None:
        """The end of a last leg from `a`, if that leg and its head stay clear of words."""
        end = _edge_point(a, target)
        points = arrow_head(a, end)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        head = pygame.Rect(min(xs) - 2, min(ys) - 2, max(xs) - min(xs) + 5, max(ys) - min(ys) + 5)
        if math.dist(a, end) < HEAD + 4 or not clear(a, _base(a, end)) or head.collidelist(texts) != -1:
            return None
        return end

    for start in starts:
        end = lands(start)
        if end is not None:
            return [start, end]
    bends = [(float(x), float(y)) for x in range(room.left + GRID // 2, room.right, GRID)
             for y in range(room.top + GRID // 2, room.bottom, GRID)]
    last = {bend: end for bend in bends if (end := lands(bend)) is not None}
    tried = sorted(((math.dist(s, b) + math.dist(b, e), s, b, e) for b, e in last.items() for s in starts))
    for _length, start, bend, end in tried:
        if clear(start, bend):
            return [start, bend, end]
    first = starts[0]
    return [first, _edge_point(first, target)]


class Control(Button):
    """A square control button drawn with a symbol (step back, play, pause, next step, menu)."""

    def __init__(self, rect: pygame.Rect, symbol: Callable[[], str], on_click: Callable[[], object],
                 fill: tuple[int, int, int]) -> None:
        super().__init__(rect, "", on_click, fill=fill)
        self.symbol = symbol

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        super().draw(surface, focused)
        draw_symbol(surface, self.symbol(), self.rect)


def draw_symbol(surface: pygame.Surface, symbol: str, rect: pygame.Rect) -> None:
    """"back", "play", "pause", "next" or "menu" as a shape in the middle of `rect`."""
    cx, cy = rect.center
    s = rect.width // 4
    shapes: dict[str, list[list[tuple[int, int]]]] = {
        "play": [[(cx - s + 4, cy - s), (cx + s, cy), (cx - s + 4, cy + s)]],
        "pause": [[(cx - s, cy - s), (cx - 4, cy - s), (cx - 4, cy + s), (cx - s, cy + s)],
                  [(cx + 4, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx + 4, cy + s)]],
        "next": [[(cx - s, cy - s), (cx + s // 3, cy), (cx - s, cy + s)],
                 [(cx + s // 3, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx + s // 3, cy + s)]],
        "back": [[(cx + s, cy - s), (cx - s // 3, cy), (cx + s, cy + s)],
                 [(cx - s, cy - s), (cx - s // 3, cy - s), (cx - s // 3, cy + s), (cx - s, cy + s)]],
        "menu": [[(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy - s + 7), (cx - s, cy - s + 7)],
                 [(cx - s, cy - 3), (cx + s, cy - 3), (cx + s, cy + 4), (cx - s, cy + 4)],
                 [(cx - s, cy + s - 7), (cx + s, cy + s - 7), (cx + s, cy + s), (cx - s, cy + s)]],
    }
    for shape in shapes[symbol]:
        pygame.draw.polygon(surface, INK, shape)
