"""The Labyrinth on screen: turn and push the spare tile in at an arrow, then walk to your symbol.

Two actions make a turn (see rules.py), and the screen follows the events they report:
1. Push: hovering or focusing an arrow nudges its line and shows the turned spare as a ghost at
   the socket; the spare turns with a click on it, a right-click, the wheel or R; the arrow that
   would undo the last push is grey with a "no" sign. Pushing slides the line, pieces riding along.
2. Walk: every tile the piece can reach glows; clicking one (or Tab/arrows + Enter) walks the piece
   there tile by tile; "Stay" keeps it put. Finding a symbol flips its card with a cheer.
Everything is drawn from the viewer's observation (`self.view`): targets are secret, so only the
player in front of the screen sees theirs.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app import assets, canvas
from spidergames.app.anim import Ease
from spidergames.app.i18n import _, pgettext
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.backdrop import BACKGROUND
from spidergames.app.switch_scan import Group
from spidergames.app.table import tiled
from spidergames.app.table.anchors import KitPlaces, kit_places
from spidergames.app.table.caption import Line
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.layers import Part, around, bare, ground, part
from spidergames.app.table.sprites import Sprite, pulse
from spidergames.app.table.targets import Target
from spidergames.app.ui import record
from spidergames.app.ui.theme import GREEN, INK, NIGHT, PAPER, YELLOW, player_rgb
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import Button

from . import board as maze
from . import captions as captions_module
from . import teach as teach_module
from .board import ARROWS, Cell, Tile
from .layout import MAP_NAME, Layout, draw_fixed_tiles, load_layout, offset
from .rules import (
    Action,
    Event,
    Move,
    MoveEvent,
    Observation,
    Phase,
    Shift,
    ShiftEvent,
    State,
    path_to,
    symbol_cell,
)
from .view_panels import (
    RotateButton,
    SpareButton,
    StepButton,
    draw_seat_card,
    draw_step,
    paint_targets,
    spare_tile,
)
from .view_tiles import (
    PIECE_SIZE,
    FoundBurst,
    badge,
    card_back,
    card_face,
    draw_arrow,
    draw_piece,
    draw_tile,
    piece_picture,
    tile_picture,
    veil,
)

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.protocol import Seat
    from spidergames.core.seat_link import SeatLink

NUDGE = 0.22  # how far a hovered arrow's line slides as a preview, in tiles
SLIDE_SECONDS = 0.7
STEP_SECONDS = 0.24
DROP_SECONDS = 0.4  # a piece pushed off the far end drops onto the new tile
FOUND_SECONDS = 1.8
BOT_PAUSE = 0.55  # between a computer's steps, so a child can follow them
SEAT_GAP = 8  # between the seats' cards in their row
HOME_RING, HOME_ICON = 31 / 84, 34 / 84  # a start corner's ring and home, for a tile's side


def dusk(size: tuple[int, int]) -> pygame.Surface:
    """The table's background: the city faint over the night sky."""
    picture = pygame.Surface(size)
    picture.fill(NIGHT)
    if assets.exists(BACKGROUND):
        bg = assets.image(BACKGROUND).copy()
        bg.set_alpha(110)
        picture.blit(bg, (0, 0))
    return picture


class LabyrinthScene(GameScene[State, Action, Observation, Event]):
    teach = teach_module

    hidden_information = True
    captions = captions_module
    caption_at: pygame.Rect  # the map's "caption" box, the column's width (see `layout`)

    def table_widths(self) -> Collection[int]:
        """1280, 1152 and 960: the map lays the table out for each (see `layout`)."""
        return tiled.load(MAP_NAME).widths("layout")

    def read_places(self) -> KitPlaces:
        """The map's, for the canvas's width: Help, Oops and the menu button each 16 px or more clear of
        an arrow's 64 px hit area; the bubble and the reason over the cards to find, in the column right
        of the board; the caption the column's width, under the rest (see `layout`)."""
        tmx = tiled.load(MAP_NAME)
        layer = tmx.layer_for("layout")
        return kit_places(tmx, layer, offset=offset(layer))

    def __init__(self, app: App, match: SeatLink[State, Action, Observation, Event]) -> None:
        super().__init__(app, match)
        self.layout: Layout = load_layout()
        self.rotation = 0  # how far the spare is turned before it goes in
        self.bot_arrow: int | None = None  # a computer pointing at an arrow...
        self.bot_goal: Cell | None = None  # ...or at the tile it will walk to
        self.burst: FoundBurst | None = None
        self.dusk = dusk(self.layout_size)  # made once: a wide canvas's sides are drawn again under every veil
        self.background = self._draw_static()
        spare, step = self.layout.boxes["spare"], self.layout.boxes["stay"]  # Turn and Stay here share `step`
        self.spare_button = self.focus.add(SpareButton(spare_tile(spare, step)[0], "",
                                                       self._turn_quietly, scene=self))
        self.turn_button = RotateButton(step.copy(), pgettext("turn the spare tile round", "Turn"), self._turn_quietly,
                                        fill=GREEN)
        self.stay_button = StepButton(step.copy(), _("Stay here"), self._stay, fill=YELLOW, shown=False)
        self.focus.add(self.turn_button)
        self.focus.add(self.stay_button)

    def banner_centre(self) -> tuple[int, int]:
        """Over the board, at the screen's left (the column of panels takes its right)."""
        return self.layout.board_rect.center

    @property
    def table(self) -> Observation:
        """The position on screen, as the viewer may see it."""
        view: Observation = self.view
        return view

    def backdrop(self, surface: pygame.Surface) -> None:
        """The city at dusk across a wide canvas, its sides continuing the table's."""
        canvas.spread(surface, self.dusk)

    def _draw_static(self) -> pygame.Surface:
        """Background, board frame, the fixed tiles from the map and the home corners: once."""
        surf = record.Recorder(self.layout_size)  # its labels reach the layout check
        surf.blit(self.dusk, (0, 0))
        lay = self.layout
        frame = lay.board_rect.inflate(22, 22)
        pygame.draw.rect(surf, (46, 52, 72), frame, border_radius=16)
        pygame.draw.rect(surf, INK, frame, 5, border_radius=16)
        draw_fixed_tiles(surf, lay)
        for i, tile in enumerate(self.table.board):  # the printed tiles never move
            cell = maze.cell_of(i)
            if cell in lay.fixed and tile.symbol:
                b = badge(tile.symbol, int(lay.tile * 0.62))
                surf.blit(b, b.get_rect(center=lay.centre(cell)))
        ring = round(lay.tile * HOME_RING)  # 31 px on the 1280 board's 84 px tiles
        home = assets.scaled("ui/home.png", (round(lay.tile * HOME_ICON),) * 2)
        for seat, centre in enumerate(lay.starts[: len(self.seats)]):
            pygame.draw.circle(surf, INK, centre, ring)
            pygame.draw.circle(surf, player_rgb(self.seats[seat].colour), centre, ring - 4)
            pygame.draw.circle(surf, PAPER, centre, ring - 4, 4)
            surf.blit(home, home.get_rect(center=centre))
        return surf

    # -- targets and buttons -----------------------------------------------------------------------
    def refresh(self) -> None:
        ready = self.ready()
        phase = self.table.phase
        self.turn_button.shown, self.stay_button.shown = phase is Phase.SHIFT, phase is Phase.MOVE
        self.spare_button.enabled = self.turn_button.enabled = ready and self.turn_button.shown
        self.stay_button.enabled = ready and self.stay_button.shown
        if self.focus.rebuild_when((self.match.version, ready)) and ready:
            here = self.table.players[self.table.current].pos
            for action in self.match.legal_actions():
                if isinstance(action, Shift) and action.rotation == 0:
                    self.focus.offer(self.layout.arrows[action.arrow], action, partial(self._push, action.arrow),
                                     quiet=True, before=self.spare_button)  # the socket lights itself
                elif isinstance(action, Move) and action.cell != here:
                    self.focus.offer(self.layout.cell_rect(action.cell).inflate(-12, -12), action,
                                     partial(self.submit, action))
        for target in self.focus.targets():  # the spare turns: the pushes follow
            if isinstance(target.action, Shift):
                target.action = Shift(target.action.arrow, self.rotation)

    def focus_words(self, button: Button | None) -> Line | None:
        """Push at an arrow, walk to a tile, stay, turn the spare tile."""
        if isinstance(button, Target):
            return captions_module.PUSH_HERE if isinstance(button.action, Shift) else captions_module.WALK_HERE
        if button is self.stay_button:
            return captions_module.STAY_HERE
        if button is self.turn_button or button is self.spare_button:
            return captions_module.TURN_TILE
        return super().focus_words(button)

    def hint_target(self, action: Action) -> Button | None:
        """Turn the spare until it matches, then push at the arrow; or walk (Stay for staying)."""
        if isinstance(action, Shift):
            if action.rotation != self.rotation:
                return self.turn_button
            return next((t for t in self.focus.targets() if t.action == action), None)
        if action.cell == self.table.players[self.table.current].pos:
            return self.stay_button
        return super().hint_target(action)

    def scan_groups(self) -> list[Group]:
        """One switch, a turn in few presses: Turn, then the pushes (the spare, which Turn also turns,
        is left out); in the walk, the square nearest where to go, Stay here, then every square
        nearest first. "Where to go" is the viewer's own symbol (or home), which the table shows them."""
        kit = super().scan_groups()[-1]
        lit = [t for t in self.focus.targets() if t.enabled]
        if self.table.phase is Phase.SHIFT:
            pushes = tuple(t for t in lit if isinstance(t.action, Shift))
            return [g for g in ((self.turn_button,) if self.turn_button.enabled else (), pushes, kit) if g]
        moves = sorted((t for t in lit if isinstance(t.action, Move)), key=lambda t: self._how_far(t.action.cell))
        stay = (self.stay_button,) if self.stay_button.enabled else ()
        return [g for g in (tuple(moves[:1]), stay, tuple(moves[1:]), kit) if g]

    def _how_far(self, cell: Cell) -> tuple[int, Cell]:
        """Steps as the crow flies from `cell` to the nearest place the viewer is going (their symbol on
        the board, else home), then reading order: what the viewer sees, nothing hidden."""
        view = self.table
        goals = [c for c in (symbol_cell(view.board, s) for s in view.targets) if c is not None]
        if not view.targets:
            goals = [view.players[view.current].home]
        far = min((abs(cell[0] - g[0]) + abs(cell[1] - g[1]) for g in goals), default=0)
        return far, cell

    def _turn_quietly(self) -> None:
        self.turn_spare(quiet=True)

    def _push(self, arrow: int) -> None:
        self.submit(Shift(arrow, self.rotation))

    def _stay(self) -> None:
        self.submit(Move(*self.table.players[self.table.current].pos))

    def turn_spare(self, quarters: int = 1, *, quiet: bool = False) -> None:
        self.rotation = (self.rotation + quarters) % 4
        if not quiet:  # a button already clicked
            self.app.sound("click")

    def previewed_arrow(self) -> int | None:
        """The arrow whose push is shown as a ghost: the computer's, hovered, or focused."""
        if self.bot_arrow is not None:
            return self.bot_arrow
        if not self.ready() or self.table.phase is not Phase.SHIFT:
            return None
        target = self.focus.hovered_or_focused()
        return target.action.arrow if target is not None and isinstance(target.action, Shift) else None

    def arrow_look(self, arrow: int) -> str:
        """How a socket is drawn: "blocked" (it would undo the last push), "ready" or "waiting"."""
        if arrow == self.table.blocked_arrow:
            return "blocked"
        return "ready" if self.ready() and self.table.phase is Phase.SHIFT else "waiting"

    # -- input ----------------------------------------------------------------------------------
    def handle_game(self, intent: Intent) -> None:
        shifting = self.table.phase is Phase.SHIFT
        k = intent.kind
        if shifting and k in (Kind.ALT, Kind.ROTATE):
            self.turn_spare()
        elif shifting and k == Kind.WHEEL:
            self.turn_spare(1 if intent.amount < 0 else -1)
        elif k == Kind.PRESS and intent.pos is not None:
            for a, rect in enumerate(self.layout.arrows):
                if rect.collidepoint(intent.pos):  # not a lit arrow: let the rules say why
                    self.submit(Shift(a, self.rotation))
                    return
            cell = self.layout.cell_at(intent.pos)
            if cell is not None:
                self.submit(Move(*cell))

    # -- turns ----------------------------------------------------------------------------------
    def on_turn_start(self, seat: int) -> None:
        super().on_turn_start(seat)
        self.rotation = 0

    def on_played(self, action: Action) -> None:
        self.bot_arrow = self.bot_goal = None
        self.rotation = 0 if isinstance(action, Shift) else self.rotation

    def show_bot_steps(self, action: Any) -> None:
        """Point at the arrow, turn the spare a quarter at a time, push; or show where it walks."""
        if isinstance(action, Shift):
            self.rotation = 0
            self.anim.sequence([(BOT_PAUSE, lambda: self._bot_point(action.arrow)),
                                *[(BOT_PAUSE, self.turn_spare)] * action.rotation])
        else:
            self.anim.sequence([(BOT_PAUSE * 1.4, lambda: self._bot_walk_to(action.cell))])

    def _bot_point(self, arrow: int) -> None:
        self.bot_arrow = arrow
        self.app.sound("hover")

    def _bot_walk_to(self, cell: Cell) -> None:
        self.bot_goal = cell

    # -- animations: the events the rules report ---------------------------------------------------
    def play_event(self, event: Event, before: Observation, after: Observation) -> None:
        if isinstance(event, ShiftEvent):
            self._slide(event, before, after)
        elif isinstance(event, MoveEvent):
            self._walk(event, before)

    def _slide(self, event: ShiftEvent, before: Observation, after: Observation) -> None:
        """The line slides one tile (pieces ride along) and the spare goes in; then wrapped pieces drop."""
        line, (sx, sy), size = ARROWS[event.arrow].line, step_along(self.layout, event.arrow), self.layout.tile
        self.app.sound("slide")

        def glide(image: pygame.Surface, at: tuple[float, float], key: Any, **done: Any) -> None:
            sprite = Sprite(image, *at, *image.get_size(), key=key, clip=self.layout.board_rect)
            self.sprites.fly(sprite, (at[0] + sx, at[1] + sy), SLIDE_SECONDS, ease=Ease.IN_OUT, **done)

        for i in line:
            tile = before.board[i]
            glide(tile_picture(tile.sides, tile.symbol, size, band=True), self.layout.centre(maze.cell_of(i)),
                  ("tile", i))
        centres = self._piece_centres(before)
        for seat, player in enumerate(before.players):
            if maze.index(player.pos) in line:
                glide(piece_picture(self.seats[seat].colour), centres[seat], ("piece", seat))
        entry = self.layout.centre(maze.cell_of(line[0]))
        glide(tile_picture(event.inserted.sides, event.inserted.symbol, size), (entry[0] - sx, entry[1] - sy),
              "spare", on_done=lambda: self._slid(event, after))

    def _slid(self, event: ShiftEvent, after: Observation) -> None:
        self.display.land()
        for seat in event.wrapped:  # pushed off the far end: it drops in on the new tile
            x, y = self.layout.centre(after.players[seat].pos)
            piece = Sprite(piece_picture(self.seats[seat].colour), x, y - self.layout.tile, *PIECE_SIZE,
                           key=("piece", seat))
            self.app.sound("token")
            self.sprites.fly(piece, (x, y), DROP_SECONDS, ease=Ease.BOUNCE)

    def _walk(self, event: MoveEvent, before: Observation) -> None:
        """The piece walks its path tile by tile; then a found card turns over."""
        seat = event.player
        points = [self._piece_centres(before)[seat], *(self.layout.centre(c) for c in event.path[1:])]
        piece = Sprite(piece_picture(self.seats[seat].colour), *points[0], *PIECE_SIZE, key=("piece", seat))
        self.sprites.walk(piece, points[1:], STEP_SECONDS, ease=Ease.LINEAR, on_hop=lambda: self.app.sound("step"),
                          on_done=lambda: self._arrived(event))

    def _arrived(self, event: MoveEvent) -> None:
        self.display.land()
        if event.found is not None:
            self._celebrate(event.found, event.player)
        elif event.won:
            self.app.sound("cheer")

    def _celebrate(self, symbol: str, seat: int) -> None:
        """"Found it!": the card turns over in the middle of the board, stars burst round it."""
        centre = self.layout.board_rect.center
        face = card_face(symbol, self.seats[seat].colour)
        card = self.sprites.add(Sprite(face, *centre, *face.get_size(), back=card_back()))
        self.sprites.turn_over(card, FOUND_SECONDS * 0.35)
        burst = self.burst = FoundBurst(centre)

        def done() -> None:
            self.sprites.remove(card)
            if self.burst is burst:
                self.burst = None

        self.anim.animate(burst, FOUND_SECONDS, ease=Ease.LINEAR, on_done=done, t=1.0)
        self.app.sound("card_flip")
        self.anim.after(0.45, lambda: self.app.sound("cheer"))

    # -- drawing --------------------------------------------------------------------------------
    def locate(self, where: Any) -> pygame.Rect | None:
        match where:
            case teach_module.Square(cell):
                return self.layout.cell_rect(cell)
            case teach_module.ArrowSocket(arrow):
                return self.layout.arrows[arrow].copy()
            case teach_module.Spare():
                return self.spare_button.rect.copy()
        return None

    def draw_game(self, surface: pygame.Surface) -> None:
        view, arrow = self.table, self.previewed_arrow()
        looks = tuple(self.arrow_look(a) for a in range(len(self.layout.arrows)))
        self.still.draw(surface, self._still_parts(view, arrow, looks))
        self._draw_reach(surface)
        self._draw_target_rings(surface, view)
        self._draw_pieces(surface, view)
        self._draw_walk_preview(surface, view)
        if self.burst is not None:
            self.burst.draw(surface)

    def _still_parts(self, view: Observation, arrow: int | None, looks: tuple[str, ...]) -> list[Part]:
        """The tiles, a previewed line, the arrow sockets and the side panels: what a move or a preview
        changes, each with what it is drawn from (a push composes again its line, the spare's place
        and two sockets; a preview its line).

        A seat's card is drawn from its player (a step composes the mover's card again), the targets'
        panel from the view (every move composes it again: a small panel).
        """
        return [ground(self.background), self.turn_badge_part(self.layout.boxes["turn"]),
                *self.still.parts_of(table_parts, layout=self.layout, seats=self.seats,
                                     seat_rects=tuple(self.seat_rects()), view=view, hidden=self.sprites.hidden,
                                     turn=None if self.display.over else self.turn_shown, arrow=arrow,
                                     rotation=self.rotation, looks=looks, bot_arrow=self.bot_arrow)]

    def _draw_reach(self, surface: pygame.Surface) -> None:
        """The tiles the piece can reach glow (over the still tiles: the glow breathes)."""
        lay = self.layout
        for target in self.focus.targets():
            if isinstance(target.action, Move):
                strong = target.hovered or target is self.focus.focused
                alpha = 90 if strong else 40 + 10 * round(3 * pulse(self.clock))
                drawn(surface, surface.blit(veil((lay.tile, lay.tile), alpha), lay.cell_rect(target.action.cell)))

    def _draw_target_rings(self, surface: pygame.Surface, view: Observation) -> None:
        """A pulsing ring round the viewer's target symbol(s) on the board: where to go."""
        if view.viewer is None or not view.targets:
            return
        r = int(self.layout.tile * 0.36 + 4 * pulse(self.clock))
        for i, tile in enumerate(view.board):
            if tile.symbol in view.targets and not self.sprites.hides(("tile", i)):
                centre = self.layout.centre(maze.cell_of(i))
                drawn(surface, pygame.draw.circle(surface, INK, centre, r + 3, 4))
                pygame.draw.circle(surface, player_rgb(self.seats[view.viewer].colour), centre, r, 5)

    def _piece_centres(self, view: Observation) -> dict[int, tuple[float, float]]:
        """Where each piece stands: its cell's centre, fanned out when pieces share a cell."""
        by_cell: dict[Cell, list[int]] = {}
        for seat, p in enumerate(view.players):
            by_cell.setdefault(p.pos, []).append(seat)
        out: dict[int, tuple[float, float]] = {}
        for cell, seats in by_cell.items():
            x, y = self.layout.centre(cell)
            spread = self.layout.tile * 0.2 if len(seats) > 1 else 0
            for k, seat in enumerate(seats):
                ang = math.pi * 2 * k / len(seats) - math.pi * 3 / 4
                out[seat] = (x + spread * math.cos(ang), y + spread * math.sin(ang))
        return out

    def _draw_pieces(self, surface: pygame.Surface, view: Observation) -> None:
        centres = self._piece_centres(view)
        for seat in sorted(centres, key=lambda s: s == view.current):  # the mover on top
            if not self.sprites.hides(("piece", seat)):
                bob = 3 * pulse(self.clock) if seat == view.current and not self.anim.busy else 0
                draw_piece(surface, self.seats[seat].colour, centres[seat], bob)
        if self.bot_goal is not None:
            rect = self.layout.cell_rect(self.bot_goal)
            pygame.draw.rect(surface, PAPER, rect.inflate(-4, -4), 6, border_radius=8)
            drawn(surface, pygame.draw.rect(surface, INK, rect.inflate(4, 4), 3, border_radius=10))

    def _draw_walk_preview(self, surface: pygame.Surface, view: Observation) -> None:
        """Footsteps from the piece to the tile under the pointer or keyboard focus."""
        chosen = self.focus.hovered_or_focused()
        if chosen is None or not isinstance(chosen.action, Move):
            return
        path = path_to(view.board, view.players[view.current].pos, chosen.action.cell) or ()
        centres = [self.layout.centre(c) for c in path]
        for a, b in zip(centres, centres[1:], strict=False):
            drawn(surface, pygame.draw.line(surface, INK, a, b, 12))
            pygame.draw.line(surface, PAPER, a, b, 6)
        for c in centres[1:]:
            drawn(surface, pygame.draw.circle(surface, INK, c, 10))
            pygame.draw.circle(surface, YELLOW, c, 7)

    # -- side panels ----------------------------------------------------------------------------
    def keep_in_sight(self) -> list[pygame.Rect]:
        """The seats' cards (their counts of cards and treasures found), the caption (what a robot just
        did, while it thinks) and the pieces on the board: a pop-up leaves them in view where it can."""
        centres = self._piece_centres(self.table).values()
        pieces = [pygame.Rect(round(x) - 24, round(y) - 30, 48, 58) for x, y in centres]
        return [*self.seat_rects(), self.caption_at, *pieces]

    def seat_rects(self) -> list[pygame.Rect]:
        """The seats' cards side by side in the map's "players" row."""
        area, n = self.layout.boxes["players"], len(self.seats)
        width = (area.width - (n - 1) * SEAT_GAP) // n
        return [pygame.Rect(area.left + seat * (width + SEAT_GAP), area.top, width, area.height) for seat in range(n)]


def table_parts(layout: Layout, seats: tuple[Seat, ...], seat_rects: tuple[pygame.Rect, ...], view: Observation,
                hidden: frozenset[Hashable], turn: int | None, arrow: int | None, rotation: int,
                looks: tuple[str, ...], bot_arrow: int | None) -> list[Part]:
    """The table's still parts but its ground and badge, from what they are drawn from: the seat whose
    `turn` it is (None: nobody's), what a sprite stands for (`hidden`), the previewed `arrow` with the
    spare turned by `rotation`, each socket's look and the one a robot points at (`bot_arrow`)."""
    boxes = layout.boxes
    parts = [part(around(rect), draw_seat_card, rect=rect, seat=seats[seat], cards_left=player.cards_left,
                  found=len(player.found), return_home=view.return_home, active=seat == turn)
             for seat, (player, rect) in enumerate(zip(view.players, seat_rects, strict=True))]
    parts += [part(around(boxes["target"]), paint_targets, box=boxes["target"],
                   seat=None if view.viewer is None else seats[view.viewer], targets=view.targets,
                   younger=view.younger, return_home=view.return_home),
              part(around(boxes["spare"]), draw_step, box=boxes["spare"], phase=view.phase,
                   words=spare_tile(boxes["spare"], boxes["stay"])[1])]
    line = ARROWS[arrow].line if arrow is not None else ()
    parts += tile_parts(layout, view.board, line, hidden)
    if arrow is None:
        parts.append(part(pygame.Rect(0, 0, 0, 0), bare))
    else:
        ghost = ghost_at(layout, arrow)
        area = layout.cell_rect(maze.cell_of(line[0])).unionall([layout.cell_rect(maze.cell_of(line[-1])), ghost])
        nudge = 2 * math.ceil(NUDGE * layout.tile) + 4  # the line slides this far in, either way
        parts.append(part(area.inflate(nudge, nudge), draw_preview, layout=layout, arrow=arrow,
                          tiles=tuple(view.board[i] for i in line), spare=view.spare.turned(rotation)))
    for a, rect in enumerate(layout.arrows):
        parts.append(part(around(rect), draw_arrow, rect=rect, side=ARROWS[a].side, state=looks[a],
                          lit=a in (bot_arrow, arrow)))
    return parts


def ghost_at(layout: Layout, arrow: int) -> pygame.Rect:
    """Where the turned spare waits as a ghost for a previewed push: at its socket, nudged in."""
    sx, sy = step_along(layout, arrow)
    x, y = layout.centre(maze.cell_of(ARROWS[arrow].line[0]))
    ghost = pygame.Rect(0, 0, layout.tile, layout.tile)
    ghost.center = (round(x - sx + sx * NUDGE), round(y - sy + sy * NUDGE))
    return ghost


def tile_parts(layout: Layout, board: tuple[Tile, ...], line: tuple[int, ...],
               hidden: frozenset[Hashable]) -> list[Part]:
    """The loose tiles of `board` as parts of the still picture, but those of a previewed `line` and
    those a sprite stands for (`hidden`): they are drawn moving."""
    parts = []
    for i, tile in enumerate(board):
        cell = maze.cell_of(i)
        if cell in layout.fixed:
            continue
        if i in line or ("tile", i) in hidden:
            parts.append(part(layout.cell_rect(cell), bare))
        else:
            parts.append(part(layout.cell_rect(cell), draw_tile, sides=tile.sides, symbol=tile.symbol,
                              center=layout.centre(cell), size=layout.tile))
    return parts


def step_along(layout: Layout, arrow: int) -> tuple[float, float]:
    """One tile's step along an arrow's line, in pixels."""
    line = ARROWS[arrow].line
    a, b = layout.centre(maze.cell_of(line[0])), layout.centre(maze.cell_of(line[1]))
    return (b[0] - a[0], b[1] - a[1])


def draw_preview(surface: pygame.Surface, layout: Layout, arrow: int, tiles: tuple[Tile, ...], spare: Tile) -> None:
    """A previewed line (its `tiles`) nudged in, with the turned `spare` as a ghost at its socket."""
    sx, sy = step_along(layout, arrow)
    dx, dy = sx * NUDGE, sy * NUDGE
    clip = surface.get_clip()
    surface.set_clip(layout.board_rect.clip(clip))
    for i, tile in zip(ARROWS[arrow].line, tiles, strict=True):
        x, y = layout.centre(maze.cell_of(i))
        draw_tile(surface, tile.sides, tile.symbol, (x + dx, y + dy), layout.tile, band=True)
    surface.set_clip(clip)
    entry = layout.centre(maze.cell_of(ARROWS[arrow].line[0]))
    draw_tile(surface, spare.sides, spare.symbol, (entry[0] - sx + dx, entry[1] - sy + dy), layout.tile,
              ghostly=True)


SCENE = LabyrinthScene
