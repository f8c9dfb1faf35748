"""The Labyrinth on screen: turn and push the spare tile in at an arrow, then walk to your symbol.

Two actions make a turn (see rules.py), and the screen follows them:
1. Push: hovering or focusing an arrow nudges its line and shows the turned spare as a ghost at
   the socket; the spare turns with a click on it, a right-click, the wheel or R; the arrow that
   would undo the last push is grey with a "no" sign. Pushing slides the line, pieces riding along.
2. Walk: every tile the piece can reach glows; clicking one (or Tab/arrows + Enter) walks the piece
   there tile by tile; "Stay" keeps it put. Finding a symbol flips its card with a cheer.
Targets are secret, so only the player in front of the screen (`viewer()`) sees theirs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app import assets, sizes
from spidergames.app.anim import Ease, lerp_point
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.backdrop import BACKGROUND
from spidergames.app.scenes.game_base import GameScene
from spidergames.app.ui import text
from spidergames.app.ui.draw import panel, player_mark, portrait
from spidergames.app.ui.theme import GREEN, INK, NIGHT, PAPER, YELLOW, player_rgb
from spidergames.app.ui.widgets import Button

from . import board as maze
from .board import ARROWS, Cell
from .layout import Layout, draw_fixed_tiles, load_layout
from .rules import (
    SYMBOL_NAMES,
    LabyrinthState,
    Move,
    Phase,
    Shift,
    path_to,
    reachable,
    visible_targets,
)
from .view_tiles import badge, draw_arrow, draw_tile, symbol_image

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.match import Match

NUDGE = 0.22  # how far a hovered arrow's line slides as a preview, in tiles
SLIDE_SECONDS = 0.7
STEP_SECONDS = 0.24
BOT_PAUSE = 0.55  # between a computer's steps, so a child can follow them


# -- buttons that draw themselves as board things -------------------------------------------------
@dataclass
class ArrowButton(Button):
    """One of the 12 sockets; `blocked` is the arrow that would undo the last push."""

    arrow: int = 0
    blocked: bool = False
    lit: bool = False  # a computer is pointing at it

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        state = "blocked" if self.blocked else "ready" if self.enabled else "waiting"
        draw_arrow(surface, self.rect, ARROWS[self.arrow].side, state=state,
                   lit=self.lit or focused or (self.hovered and self.enabled))


@dataclass
class SpareButton(Button):
    """The spare tile, big, turned the way it will go in; clicking turns it."""

    scene: Any = None

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        tile = self.scene.match.state.spare.turned(self.scene.rotation)
        draw_tile(surface, tile.sides, tile.symbol, self.rect.center, self.rect.width)
        if focused or (self.hovered and self.enabled):
            pygame.draw.rect(surface, YELLOW, self.rect.inflate(14, 14), 6, border_radius=14)


@dataclass
class TileButton(Button):
    """A tile the piece can walk to, glowing; the focused or hovered one glows brightest."""

    cell: Cell = (0, 0)
    glow: Any = None

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        strong = focused or self.hovered
        veil = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        veil.fill((255, 240, 120, 90 if strong else int(40 + 30 * self.glow())))
        surface.blit(veil, self.rect)
        pygame.draw.rect(surface, YELLOW if not strong else PAPER, self.rect.inflate(-4, -4),
                         6 if strong else 4, border_radius=8)


def _rotate_icon(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """A round arrow turning clockwise (the "turn the tile" button needs no words)."""
    sweep = [math.radians(200 + 260 * i / 20) for i in range(21)]  # screen angles, clockwise
    points = [(center[0] + r * math.cos(t), center[1] + r * math.sin(t)) for t in sweep]
    for colour, width in ((INK, 10), (PAPER, 5)):
        pygame.draw.lines(surface, colour, False, points, width)
    t = sweep[-1]
    at = points[-1]
    d = (-math.sin(t), math.cos(t))  # onwards, clockwise
    n = (-d[1], d[0])
    head = [(at[0] + d[0] * 12, at[1] + d[1] * 12), (at[0] + n[0] * 10, at[1] + n[1] * 10),
            (at[0] - n[0] * 10, at[1] - n[1] * 10)]
    pygame.draw.polygon(surface, PAPER, head)
    pygame.draw.polygon(surface, INK, head, 3)


@dataclass
class RotateButton(Button):
    """"Turn" with a round arrow beside it (the base button's icons are image files)."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        label, self.label = self.label, ""
        super().draw(surface, focused)
        self.label = label
        _rotate_icon(surface, (self.rect.left + 40, self.rect.centery), 16)
        text.draw(surface, label, self.size, (self.rect.left + 70, self.rect.centery), self.ink,
                  anchor="midleft")


@dataclass
class Flip:
    """The found-card celebration: who found what, and how far it has got (0-1)."""

    symbol: str
    seat: int
    t: float = 0.0


@dataclass
class Slide:
    """A line moving: the arrow, the tile going in, and progress in tiles (0-1)."""

    arrow: int
    sides: int
    symbol: str | None
    t: float = 0.0
    ghostly: bool = False


class LabyrinthScene(GameScene):
    thinking_at = (190, 14)  # the bubble covers the turn badge, not the board

    hidden_information = True

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        self.layout: Layout = load_layout()
        self.rotation = 0  # how far the spare is turned before it goes in
        self.frozen: LabyrinthState | None = None  # drawn instead of the match during a slide
        self.slide: Slide | None = None
        self.piece_at: dict[int, tuple[float, float]] = {}  # seats drawn off their cell
        self.flip: Flip | None = None
        self.bot_arrow: int | None = None
        self.bot_goal: Cell | None = None
        self.clock = 0.0
        self._built_for: tuple[Any, ...] | None = None
        self._last_cell = -1
        self.background = self._draw_static()
        self._sync_buttons()

    # -- what is drawn --------------------------------------------------------------------------
    @property
    def shown(self) -> LabyrinthState:
        return self.frozen if self.frozen is not None else self.match.state

    def _draw_static(self) -> pygame.Surface:
        """Background, board frame, the fixed tiles from the map and the home corners: once."""
        surf = pygame.Surface((1280, 720))
        surf.fill(NIGHT)
        if assets.exists(BACKGROUND):
            bg = assets.image(BACKGROUND).copy()
            bg.set_alpha(110)
            surf.blit(bg, (0, 0))
        lay = self.layout
        frame = lay.board_rect.inflate(22, 22)
        pygame.draw.rect(surf, (46, 52, 72), frame, border_radius=16)
        pygame.draw.rect(surf, INK, frame, 5, border_radius=16)
        draw_fixed_tiles(surf, lay)
        state = self.match.state
        for i, tile in enumerate(state.board):
            cell = maze.cell_of(i)
            if cell in lay.fixed and tile.symbol:
                b = badge(tile.symbol, int(lay.tile * 0.62))
                surf.blit(b, b.get_rect(center=lay.centre(cell)))
        for seat, centre in enumerate(lay.starts[: len(self.seats)]):
            colour = player_rgb(self.seats[seat].colour)
            pygame.draw.circle(surf, INK, centre, 31)
            pygame.draw.circle(surf, colour, centre, 27)
            pygame.draw.circle(surf, PAPER, centre, 27, 4)
            home = assets.scaled("ui/home.png", (34, 34))
            surf.blit(home, home.get_rect(center=centre))
        return surf

    # -- buttons (rebuilt whenever whose turn or which step changes) ------------------------------
    def _sync_buttons(self) -> None:
        state = self.match.state
        human = self.is_human_turn() and not self.anim.busy
        key = (len(self.match.history), human, state.phase)
        if key == self._built_for:
            return
        self._built_for = key
        self.focus.clear()
        shifting = human and state.phase is Phase.SHIFT
        for a in range(len(ARROWS)):
            blocked = a == state.blocked_arrow
            self.focus.add(ArrowButton(self.layout.arrows[a], "", self._push_at(a), enabled=shifting
                                       and not blocked, arrow=a, blocked=blocked))
        spare = self.layout.boxes["spare"]
        self.focus.add(SpareButton(pygame.Rect(0, 0, 144, 144).move(spare.centerx - 72, spare.top + 48),
                                   "", self._turn_quietly, enabled=shifting, scene=self))
        self.focus.add(RotateButton(pygame.Rect(spare.centerx - 85, spare.bottom - 62, 170, 54), "Turn",
                                    self._turn_quietly, enabled=shifting, fill=GREEN, size=26))
        self.focus.add(Button(self.layout.boxes["stay"], "Stay here", self._stay,
                              enabled=human and state.phase is Phase.MOVE, fill=YELLOW))
        if human and state.phase is Phase.MOVE:
            here = state.players[state.current].pos
            for cell in reachable(state.board, here):
                if cell != here:
                    self.focus.add(TileButton(self.layout.cell_rect(cell), "", self._walk_to(cell),
                                              cell=cell, glow=self._pulse))

    def _turn_quietly(self) -> None:
        self.turn_spare(quiet=True)

    def _push_at(self, arrow: int) -> Any:
        return lambda: self.submit(Shift(arrow, self.rotation))

    def _walk_to(self, cell: Cell) -> Any:
        return lambda: self.submit(Move(*cell))

    def _stay(self) -> None:
        here = self.match.state.players[self.current].pos
        self.submit(Move(*here))

    def _pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.clock * 5)

    def turn_spare(self, quarters: int = 1, *, quiet: bool = False) -> None:
        self.rotation = (self.rotation + quarters) % 4
        if not quiet:  # a button already clicked
            self.app.sound("click")

    def previewed_arrow(self) -> int | None:
        """The arrow whose push is shown as a ghost: the computer's, hovered, or focused."""
        if self.bot_arrow is not None:
            return self.bot_arrow
        if self.slide is not None or self.match.state.phase is not Phase.SHIFT:
            return None
        for b in self.focus.buttons:
            if isinstance(b, ArrowButton) and b.enabled and b.hovered:
                return b.arrow
        focused = self.focus.focused
        return focused.arrow if isinstance(focused, ArrowButton) else None

    # -- input ----------------------------------------------------------------------------------
    def handle_game(self, intent: Intent) -> None:
        state = self.match.state
        k = intent.kind
        if state.phase is Phase.SHIFT and k in (Kind.ALT, Kind.ROTATE):
            self.turn_spare()
        elif state.phase is Phase.SHIFT and k == Kind.WHEEL:
            self.turn_spare(1 if intent.amount < 0 else -1)
        elif k == Kind.PRESS and intent.pos is not None:
            for a, rect in enumerate(self.layout.arrows):
                if rect.collidepoint(intent.pos):  # only a disabled arrow gets here: let the rules say why
                    self.submit(Shift(a, self.rotation))
                    return
            cell = self.layout.cell_at(intent.pos)
            if cell is not None:
                self.submit(Move(*cell))

    # -- turns ----------------------------------------------------------------------------------
    def on_turn_start(self, seat: int) -> None:
        super().on_turn_start(seat)
        self.rotation = 0

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)
        self._sync_buttons()

    def show_bot_steps(self, action: Any) -> None:
        """Point at the arrow, turn the spare a quarter at a time, push; or show where it walks."""
        steps: list[tuple[float, Any]] = [(0.0, lambda: None)]
        if isinstance(action, Shift):
            self.rotation = 0
            steps.append((BOT_PAUSE, lambda: self._bot_point(action.arrow)))
            for _ in range(action.rotation):
                steps.append((BOT_PAUSE, self.turn_spare))
        else:
            steps.append((BOT_PAUSE * 1.4, lambda: setattr(self, "bot_goal", action.cell)))
        self._sequence(steps)

    def _bot_point(self, arrow: int) -> None:
        self.bot_arrow = arrow
        self.app.sound("hover")

    def _sequence(self, steps: list[tuple[float, Any]]) -> None:
        """Run each step's callback, then wait its seconds, one after another on the animator."""
        def run(i: int) -> None:
            if i < len(steps):
                seconds, fn = steps[i]
                fn()
                self.anim.wait(seconds, lambda: run(i + 1))
        run(0)

    # -- animations -----------------------------------------------------------------------------
    def animate(self, before: Any, after: Any, action: Any) -> None:
        self.bot_arrow = self.bot_goal = None
        if isinstance(action, Shift) and after.events:
            self._animate_shift(before, after)
        elif isinstance(action, Move) and after.events:
            self._animate_walk(after)

    def _animate_shift(self, before: LabyrinthState, after: LabyrinthState) -> None:
        (event,) = after.events
        self.frozen = before
        self.rotation = 0
        self.slide = Slide(event.arrow, event.inserted.sides, event.inserted.symbol)
        self.app.sound("slide")
        slide = self.slide

        def move(t: float) -> None:
            slide.t = t

        def landed() -> None:
            self.frozen, self.slide = None, None
            for seat in event.wrapped:
                self._pop_in(seat, after)

        self.anim.tween(SLIDE_SECONDS, move, ease=Ease.IN_OUT, on_done=landed)

    def _pop_in(self, seat: int, after: LabyrinthState) -> None:
        """A piece pushed off the far end reappears on the new tile, dropping in from above."""
        target = self.layout.centre(after.players[seat].pos)
        start = (target[0], target[1] - self.layout.tile)
        self.app.sound("token")

        def fall(t: float) -> None:
            self.piece_at[seat] = lerp_point(start, target, t)

        self.anim.tween(0.4, fall, ease=Ease.BOUNCE, on_done=lambda: self.piece_at.pop(seat, None))

    def _animate_walk(self, after: LabyrinthState) -> None:
        (event,) = after.events
        points = [self.layout.centre(c) for c in event.path]
        seat = event.player
        self._last_cell = 0

        def walk(t: float) -> None:
            if len(points) == 1:
                return
            x = t * (len(points) - 1)
            i = min(int(x), len(points) - 2)
            self.piece_at[seat] = lerp_point(points[i], points[i + 1], x - i)
            if round(x) != self._last_cell:
                self._last_cell = round(x)
                self.app.sound("step")

        def arrived() -> None:
            self.piece_at.pop(seat, None)
            if event.found is not None:
                self._celebrate(event.found, seat)
            elif event.won:
                self.app.sound("cheer")

        steps = max(1, len(points) - 1)
        self.anim.tween(STEP_SECONDS * steps if len(points) > 1 else 0.15, walk, ease=Ease.LINEAR,
                        on_done=arrived)

    def _celebrate(self, symbol: str, seat: int) -> None:
        self.flip = Flip(symbol, seat)
        flip = self.flip
        self.app.sound("card_flip")

        def turn(t: float) -> None:
            flip.t = t

        def done() -> None:
            self.flip = None

        self.anim.tween(1.8, turn, ease=Ease.LINEAR, on_done=done)
        self.anim.wait(0.45, lambda: self.app.sound("cheer"))

    # -- drawing --------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        state = self.shown
        self._draw_loose_tiles(surface, state)
        self._draw_targets_glow(surface, state)
        self._draw_pieces(surface, state)
        self._draw_path_preview(surface)
        self._draw_side_panels(surface)
        if self.flip is not None:
            self._draw_flip(surface, self.flip)

    def _line_motion(self) -> tuple[Slide | None, tuple[float, float]]:
        """The sliding (or previewed) line, and one tile's step along it in pixels."""
        slide = self.slide
        if slide is None:
            arrow = self.previewed_arrow()
            if arrow is None:
                return None, (0.0, 0.0)
            tile = self.match.state.spare.turned(self.rotation)
            slide = Slide(arrow, tile.sides, tile.symbol, NUDGE, ghostly=True)
        line = ARROWS[slide.arrow].line
        a, b = self.layout.centre(maze.cell_of(line[0])), self.layout.centre(maze.cell_of(line[1]))
        return slide, (b[0] - a[0], b[1] - a[1])

    def _draw_loose_tiles(self, surface: pygame.Surface, state: LabyrinthState) -> None:
        lay = self.layout
        slide, (sx, sy) = self._line_motion()
        moving = set(ARROWS[slide.arrow].line) if slide else set()
        size = lay.tile
        for i, tile in enumerate(state.board):
            cell = maze.cell_of(i)
            if cell in lay.fixed or i in moving:
                continue
            draw_tile(surface, tile.sides, tile.symbol, lay.centre(cell), size)
        if slide is None:
            return
        dx, dy = sx * slide.t, sy * slide.t
        line = ARROWS[slide.arrow].line
        entry = lay.centre(maze.cell_of(line[0]))
        incoming = (entry[0] - sx + dx, entry[1] - sy + dy)
        surface.set_clip(lay.board_rect)
        for i in line:
            x, y = lay.centre(maze.cell_of(i))
            draw_tile(surface, state.board[i].sides, state.board[i].symbol, (x + dx, y + dy), size)
        if not slide.ghostly:
            draw_tile(surface, slide.sides, slide.symbol, incoming, size)
        band = pygame.Surface((size, size), pygame.SRCALPHA)
        band.fill((255, 240, 120, 45))
        for i in line:
            x, y = lay.centre(maze.cell_of(i))
            surface.blit(band, band.get_rect(center=(x + dx, y + dy)))
        surface.set_clip(None)
        if slide.ghostly:
            draw_tile(surface, slide.sides, slide.symbol, incoming, size, ghostly=True)

    def _draw_targets_glow(self, surface: pygame.Surface, state: LabyrinthState) -> None:
        """A pulsing ring round the viewer's target symbol(s) on the board: where to go."""
        viewer = self.viewer()
        if viewer is None or self.slide is not None or viewer >= len(state.players):
            return
        targets = self._targets(viewer)
        r = int(self.layout.tile * 0.36 + 4 * self._pulse())
        for i, tile in enumerate(state.board):
            if tile.symbol in targets:
                centre = self.layout.centre(maze.cell_of(i))
                pygame.draw.circle(surface, INK, centre, r + 3, 4)
                pygame.draw.circle(surface, player_rgb(self.seats[viewer].colour), centre, r, 5)

    def _targets(self, seat: int) -> tuple[str, ...]:
        return visible_targets(self.match.state.players[seat], self.match.state.younger)

    def _piece_centres(self, state: LabyrinthState) -> dict[int, tuple[float, float]]:
        """Where each piece is drawn: its cell (shared cells fan out), riding a slide, or walking."""
        slide, (sx, sy) = (None, (0.0, 0.0)) if self.slide is None else self._line_motion()
        moving = set(ARROWS[slide.arrow].line) if slide else set()
        dx, dy = (sx * slide.t, sy * slide.t) if slide else (0.0, 0.0)
        by_cell: dict[Cell, list[int]] = {}
        for seat, p in enumerate(state.players):
            by_cell.setdefault(p.pos, []).append(seat)
        out: dict[int, tuple[float, float]] = {}
        for cell, seats in by_cell.items():
            x, y = self.layout.centre(cell)
            if maze.index(cell) in moving:
                x, y = x + dx, y + dy
            spread = self.layout.tile * 0.2 if len(seats) > 1 else 0
            for k, seat in enumerate(seats):
                ang = math.pi * 2 * k / len(seats) - math.pi * 3 / 4
                out[seat] = (x + spread * math.cos(ang), y + spread * math.sin(ang))
        out.update(self.piece_at)
        return out

    def _draw_pieces(self, surface: pygame.Surface, state: LabyrinthState) -> None:
        centres = self._piece_centres(state)
        order = sorted(centres, key=lambda s: s == state.current)  # the mover on top
        for seat in order:
            x, y = centres[seat]
            bob = 3 * self._pulse() if seat == state.current and not self.anim.busy else 0
            pygame.draw.ellipse(surface, (20, 20, 30), pygame.Rect(x - 20, y + 14, 40, 12))
            player_mark(surface, self.seats[seat].colour, (x, y - bob), 24)
        if self.bot_goal is not None:
            rect = self.layout.cell_rect(self.bot_goal)
            pygame.draw.rect(surface, PAPER, rect.inflate(-4, -4), 6, border_radius=8)
            pygame.draw.rect(surface, INK, rect.inflate(4, 4), 3, border_radius=10)

    def _draw_path_preview(self, surface: pygame.Surface) -> None:
        """Footsteps from the piece to the tile under the pointer or keyboard focus."""
        chosen = next((b for b in self.focus.buttons if isinstance(b, TileButton) and b.hovered), None)
        if chosen is None and isinstance(self.focus.focused, TileButton):
            chosen = self.focus.focused
        if chosen is None:
            return
        state = self.match.state
        path = path_to(state.board, state.players[state.current].pos, chosen.cell) or ()
        for a, b in zip(path, path[1:]):
            pygame.draw.line(surface, INK, self.layout.centre(a), self.layout.centre(b), 12)
            pygame.draw.line(surface, PAPER, self.layout.centre(a), self.layout.centre(b), 6)
        for cell in path[1:]:
            pygame.draw.circle(surface, INK, self.layout.centre(cell), 10)
            pygame.draw.circle(surface, YELLOW, self.layout.centre(cell), 7)

    # -- side panels ----------------------------------------------------------------------------
    def _draw_side_panels(self, surface: pygame.Surface) -> None:
        boxes = self.layout.boxes
        self.draw_turn_badge(surface, boxes["turn"])
        self._draw_players(surface, boxes["players"])
        self._draw_spare_panel(surface, boxes["spare"])
        self._draw_target_panel(surface, boxes["target"])

    def _draw_players(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        state = self.match.state
        n = len(state.players)
        height = min(150, (area.height - (n - 1) * 10) // n)
        back = assets.scaled("labyrinth/card_back.png", (30, 40))
        for seat, p in enumerate(state.players):
            rect = pygame.Rect(area.left, area.top + seat * (height + 10), area.width, height)
            mine = seat == state.current and not self.match.is_over
            panel(surface, rect, (255, 246, 200) if mine else PAPER, border=6 if mine else 3)
            s = self.seats[seat]
            portrait(surface, s.character, (rect.left + 44, rect.top + 46), 64, ring=player_rgb(s.colour))
            player_mark(surface, s.colour, (rect.left + 70, rect.top + 74), 14)
            text.draw(surface, s.name, text.fit(s.name, 26, rect.width - 110), (rect.left + 92, rect.top + 10),
                      INK)
            # cards left (face down) and found (face up): numbers with pictures, no reading needed
            surface.blit(back, (rect.left + 92, rect.top + 46))
            text.draw(surface, str(len(p.to_find)), 30, (rect.left + 128, rect.top + 66), INK, anchor="midleft")
            found = badge(p.found[-1], 40) if p.found else None
            if found is not None:
                surface.blit(found, (rect.left + 170, rect.top + 46))
            tick = (rect.left + 236, rect.top + 66)
            pygame.draw.circle(surface, GREEN, tick, 18)
            pygame.draw.circle(surface, INK, tick, 18, 3)
            pygame.draw.lines(surface, PAPER, False, [(tick[0] - 9, tick[1]), (tick[0] - 2, tick[1] + 8),
                                                      (tick[0] + 10, tick[1] - 9)], 5)
            text.draw(surface, str(len(p.found)), 30, (tick[0] + 24, tick[1]), INK, anchor="midleft")
            if not p.to_find and state.return_home:
                home = assets.scaled("ui/home.png", (30, 30))
                surface.blit(home, (rect.left + 92, rect.bottom - 40))
                text.draw(surface, "Go home!", 22, (rect.left + 128, rect.bottom - 25), INK, anchor="midleft")
            elif height >= 120:
                size = 32
                for k, sym in enumerate(p.found[-7:]):
                    img = symbol_image(sym, size)
                    surface.blit(img, (rect.left + 14 + k * (size + 4), rect.bottom - size - 10))

    def _draw_spare_panel(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        panel(surface, box, PAPER)
        state = self.match.state
        step = "1  Push a tile in" if state.phase is Phase.SHIFT else "2  Walk or stay"
        text.draw(surface, step, text.fit(step, 26, box.width - 20), (box.centerx, box.top + 8), INK,
                  anchor="midtop")

    def _draw_target_panel(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        panel(surface, box, PAPER)
        viewer = self.viewer()
        if viewer is None or viewer >= len(self.seats):
            back = assets.scaled("labyrinth/card_back.png", (150, 200))
            surface.blit(back, back.get_rect(center=box.center))
            return
        seat = self.seats[viewer]
        portrait(surface, seat.character, (box.left + 40, box.top + 38), 50, ring=player_rgb(seat.colour))
        targets = self._targets(viewer)
        younger = self.match.state.younger
        title = "Find one!" if younger and len(targets) > 1 else "Find:"
        if not targets:
            title = "Go home!" if self.match.state.return_home else "All found!"
        text.draw(surface, title, 32, (box.left + 80, box.top + 38), INK, anchor="midleft")
        inner = pygame.Rect(box.left + 14, box.top + 78, box.width - 28, box.height - 92)
        if not targets:
            home = assets.scaled("ui/home.png", (120, 120))
            surface.blit(home, home.get_rect(center=inner.center))
            return
        if len(targets) == 1:
            self._draw_card(surface, targets[0], pygame.Rect(0, 0, 150, 180).move(inner.centerx - 75, inner.top))
            name = SYMBOL_NAMES[targets[0]]
            text.draw(surface, name, text.fit(name, 24, inner.width), (inner.centerx, inner.bottom - 4), INK,
                      anchor="midbottom")
            return
        cols = 4 if len(targets) > 6 else 3
        w = inner.width // cols
        h = min(int(w * 1.2), inner.height // math.ceil(len(targets) / cols))
        for k, sym in enumerate(targets):
            r, c = divmod(k, cols)
            self._draw_card(surface, sym, pygame.Rect(inner.left + c * w + 3, inner.top + r * h + 3, w - 6, h - 6))

    def _draw_card(self, surface: pygame.Surface, symbol: str, rect: pygame.Rect) -> None:
        panel(surface, rect, (255, 255, 255), radius=12, border=4, shadow=False)
        side = min(rect.width, rect.height) - 14
        img = symbol_image(symbol, side)
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_flip(self, surface: pygame.Surface, flip: Flip) -> None:
        """The found card turns over in the middle of the board, with stars bursting round it."""
        centre = self.layout.board_rect.center
        t = flip.t
        turn = min(1.0, t / 0.35)
        scale_x = abs(math.cos(math.pi * turn))
        showing_face = turn >= 0.5
        w, h = 220, 270
        rect = pygame.Rect(0, 0, max(4, int(w * scale_x)), h)
        rect.center = centre
        if showing_face:
            for k in range(10):  # stars flying outwards
                ang = k * math.pi / 5 + t
                dist = 120 + 120 * t
                star = (centre[0] + dist * math.cos(ang), centre[1] + dist * math.sin(ang))
                _star(surface, star, 16, (YELLOW, (255, 120, 160), (120, 220, 255))[k % 3])
            panel(surface, rect, (255, 255, 255), radius=18, border=6)
            if rect.width > 40:
                img = pygame.transform.smoothscale(symbol_image(flip.symbol, 180), sizes.size(rect.width - 30, 180))
                surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - 14)))
            seat = self.seats[flip.seat]
            text.draw(surface, "Found it!", 40, (centre[0], rect.bottom + 8), YELLOW, anchor="midtop", outline=3)
            player_mark(surface, seat.colour, (rect.right - 10, rect.top + 10), 22)
        else:
            back = assets.scaled("labyrinth/card_back.png", (w, h))
            surface.blit(pygame.transform.scale(back, sizes.size(*rect.size)), rect)


def _star(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, INK, points, 3)


SCENE = LabyrinthScene
