"""The spider-web race on screen: draw a travel card, tap a glowing space, race to the centre.

The board and the side table come from `maps/webrace.tmx` (see layout.py). The scene draws from
the viewer's observation, so the villains a player captured stay face down: their owner may peek
(behind the curtain when several children play), and everyone's are turned over in the tally
when the game ends. A move's events play out space by space before the turn moves on.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable
from functools import cached_property, partial
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app import assets, canvas
from spidergames.app.anim import Ease
from spidergames.app.i18n import _
from spidergames.app.input import Intent, Kind
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.app.table import tiled
from spidergames.app.table.anchors import KitPlaces, kit_places
from spidergames.app.table.caption import Line
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.layers import Part, around, bare, blit_at, ground, part
from spidergames.app.table.seats import seat_panel
from spidergames.app.table.sprites import Sprite, pulse
from spidergames.app.table.tally import TallyItem, TallyRow, TallyScene
from spidergames.app.table.targets import GLOW, draw_pointing
from spidergames.app.table.targets import Target as Spot
from spidergames.app.ui import record, text
from spidergames.app.ui.draw import ROUND_RING_REACH, player_mark
from spidergames.app.ui.theme import GREEN, NIGHT, SKY, YELLOW
from spidergames.app.ui.trail import drawn
from spidergames.app.ui.widgets import Button

from . import captions as captions_module
from . import teach as teach_module
from .board import MAP_NAME
from .layout import BACKDROP_LAYERS, PIECE_R, Layout, Point, circle_rect
from .movement import HOME, Step, TravelCard
from .peek import PeekScene
from .rules import Action, Draw, Event, EventKind, Jump, Move, MoveBoth, Observation, Pass, State, WebRace
from .targets import First, Target, shown_for
from .targets import targets as landings
from .view_table import (
    CARD_BACK,
    VILLAIN_BACK,
    badge_reach,
    card_image,
    draw_badge,
    draw_piece,
    draw_pile,
    draw_route,
    draw_seat_things,
    piece_picture,
    race_image,
    villain_image,
)

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.protocol import Seat
    from spidergames.core.seat_link import SeatLink

STEP_SECONDS = 0.22  # one hop along the web
CARD_SIZE = (72, 100)  # a villain or race card flying to a player
Spots = tuple[dict[int, Point], dict[Target, Point]]
"""Where each piece's number stands (by piece), and each landing's (by target)."""
SHARED_HIT = 84  # px: the hit area's side of a second piece's number at a shared landing (beside the space's)
PANEL_FACE = (64, 44)  # a seat panel's portrait, named (its row of things under it) or not (the row beside it)

__all__ = ["PeekScene", "WebRaceScene"]


class WebRaceScene(GameScene[State, Action, Observation, Event]):
    """Draw, choose a glowing landing, watch the piece walk the web."""

    captions = captions_module
    teach = teach_module

    def read_places(self) -> KitPlaces:
        """The map's, in its layer for the canvas: the menu button at the turn badge's left end (the badge
        makes room) and the bubble over the badge, not the board; Help and Oops beside the web; the caption
        to the foot of the screen (the seats' block's height is the same at every seat count and text size:
        see layout.py)."""
        tmx = tiled.load(MAP_NAME)
        return kit_places(tmx, tmx.layer_for("layout"))

    def table_widths(self) -> Collection[int]:
        """The canvases the map lays the table out for (issue #30): 1280, 1152 and 960."""
        return tiled.load(MAP_NAME).widths("layout")

    def __init__(self, app: App, match: SeatLink[State, Action, Observation, Event]) -> None:
        super().__init__(app, match)
        assert isinstance(match.game, WebRace)
        self.game: WebRace = match.game
        self.board = self.game.board
        self.layout = Layout(self.board, len(self.seats))
        self.rects = self.layout.areas
        self.background = record.Recorder(self.layout_size)  # its labels reach the layout check
        self.layout.render_board(self.background)
        self.pieces = [piece_picture(seat.colour) for seat in self.seats]
        self.first: First | None = None  # a "move both" half already chosen
        self.selected: int | None = None  # a piece the child tapped to see only its landings
        self.bot_piece: tuple[int, int] | None = None  # a computer's chosen piece glows...
        self.bot_show: tuple[Target, ...] = ()  # ...then its landing and route
        self._landing_cache: tuple[Observation | None, First | None, tuple[Target, ...]] = (None, None, ())
        self._spots_cache: tuple[Any, Spots] = (None, ({}, {}))
        area = self.layout.area
        self.focus.keep_to = self._walkable  # arrows walk the glowing landings only (by direction)
        self.draw_button = self.focus.add(Button(area("draw_button"), _("Draw"), self._draw, icon=CARD_BACK,
                                                 fill=YELLOW))
        self.pass_button = self.focus.add(Button(area("pass_button"), _("Pass"), self._pass, icon="ui/play.png",
                                                 fill=SKY))
        self.peek_button = self.focus.add(Button(area("peek_button"), _("Peek"), self._peek, icon=VILLAIN_BACK,
                                                 fill=GREEN))

    def backdrop(self, surface: pygame.Surface) -> None:
        """The dark blue web (the map's tile layers, not the board) across a wide canvas."""
        canvas.spread(surface, self.web)

    @cached_property
    def web(self) -> pygame.Surface:
        """The board's backdrop without the board: made once, at the first wide frame."""
        picture = pygame.Surface(self.layout_size)
        picture.fill(NIGHT)
        self.layout.map.render(picture, layers=BACKDROP_LAYERS)
        return picture

    @property
    def table(self) -> Observation:
        """The position on screen, as the viewer may see it."""
        view: Observation = self.view
        return view

    def space_xy(self, space: int) -> Point:
        return self.layout.space_xy(space)

    def piece_xy(self, seat: int, piece: int, where: int) -> Point:
        return self.layout.piece_xy(self.table.homes, seat, piece, where)

    # -- targets and buttons -----------------------------------------------------------------------
    def targets(self) -> tuple[Target, ...]:
        """The landings a person may tap now (only one piece's once they tapped that piece)."""
        if not self.ready() or self.table.card is None:
            return ()
        found = self._landings()
        if self.selected is not None:
            return tuple(t for t in found if t.piece == self.selected) or found
        return found

    def refresh(self) -> None:
        ready = self.ready()
        table = self.table
        self.draw_button.enabled = ready and table.card is None
        self.pass_button.enabled = ready and table.card is not None and not self.targets()
        self.peek_button.enabled = ready
        if not self.focus.rebuild_when((self.match.version, ready, self.first, self.selected)) or not ready:
            return
        if table.card is None:
            self.focus.offer(self.layout.area("deck"), Draw(), self._draw, tag="deck")
            return
        if self.pass_button.enabled:  # no piece can move: Pass glows and takes the focus (the caption says why)
            self.focus.focus_on(self.pass_button)
            return
        by_space: dict[int, list[Target]] = {}
        for t in self.targets():
            by_space.setdefault(t.space, []).append(t)
        numbers, spots = self._number_spots(self.targets(), numbered=True)
        reach = badge_reach()
        for space, here in by_space.items():  # a landing and its number are one target (arrows walk them)
            self.focus.offer(self.layout.space_rect(space), here[0].action, partial(self._choose, here[0]),
                             tag=here[0], round=True, beside=circle_rect(spots[here[0]], reach))
        for here in by_space.values():
            for t in here[1:]:  # two pieces land on one space: the other's number picks it (by keys too), its
                self.focus.offer(circle_rect(spots[t], reach), t.action, partial(self._choose, t), tag=t,
                                 round=True, quiet=True, least=SHARED_HIT)  # hit area sharing with the space's
        movers = {t.piece for t in self._landings()}
        if len(movers) > 1:  # tapping a piece (or its number) shows only its landings, where that leaves
            landings = [r for b in self.focus.targets() for r in (b.hit, b.beside) if r is not None]
            for piece in sorted(movers):
                where = self.piece_xy(self.current, piece, table.pieces[self.current][piece])
                spot = Spot(circle_rect(where, PIECE_R), "", lambda: None,
                            beside=circle_rect(numbers[piece], reach) if piece in numbers else None)
                drawn_at = [spot.hit] if spot.beside is None else [spot.hit, spot.beside]
                if all(r.collidelist(landings) < 0 for r in drawn_at):
                    self.focus.offer(spot.rect, None, partial(self._select, piece), tag=("piece", piece),
                                     round=True, quiet=True, beside=spot.beside)
        walk = self._walkable()
        if walk and not isinstance(self.focus.focused, Spot):
            self.focus.focus_on(walk[0])  # Enter plays the first landing, arrows walk the others

    def focus_words(self, button: Button | None) -> Line | None:
        """Draw, pass, peek, a landing, a piece to move (never which villain lies where)."""
        if button is self.draw_button or isinstance(button, Spot) and button.tag == "deck":
            return captions_module.DRAW_CARD
        if button is self.pass_button:
            return captions_module.PASS
        if button is self.peek_button:
            return captions_module.PEEK
        if isinstance(button, Spot):
            return captions_module.THIS_PIECE if isinstance(button.tag, tuple) else captions_module.MOVE_HERE
        return super().focus_words(button)

    def hint_target(self, action: Action) -> Button | None:
        """Pass is its own button; a move is the landing lit for it (`shown_for`: a piece reaching the
        centre both ways round has one landing, whichever way the hint names); a "move both" is two
        taps: the first piece's landing, then the second's."""
        if isinstance(action, Pass):
            return self.pass_button
        if isinstance(action, Move | MoveBoth | Jump) and self.ready():
            shown = shown_for(self.board, self.table, action, self.first)
            return next((b for b in self.focus.targets() if shown is not None and b.tag == shown), None)
        return super().hint_target(action)

    def _landings(self, first: First | None | bool = True) -> tuple[Target, ...]:
        """Every landing of the drawn card (for the half-chosen move both, unless `first` says which)."""
        half = self.first if first is True else first
        assert half is not False
        table = self.table
        if self._landing_cache[0] is not table or self._landing_cache[1] != half:
            self._landing_cache = (table, half, landings(self.board, table, half))
        return self._landing_cache[2]

    def _walkable(self) -> list[Spot]:
        return [b for b in self.focus.targets() if isinstance(b.tag, Target)]

    def _choose(self, target: Target) -> None:
        self.selected = None
        if target.action is None:  # the first half of a "move both": show the second piece's landings
            self.app.sound("token")
            self.first = target.first
            return
        self.first = None
        self.submit(target.action)

    def _select(self, piece: int) -> None:
        self.selected = None if self.selected == piece else piece
        self.app.sound("token")

    # -- what a tap means ---------------------------------------------------------------------------
    def _draw(self) -> None:
        if self.is_human_turn():
            self.submit(Draw())

    def _pass(self) -> None:
        if self.is_human_turn():
            self.submit(Pass())

    def _peek(self) -> None:
        if not self.ready():
            return
        seat = self.current

        def show() -> None:
            self.app.scenes.push(PeekScene(self.app, self, seat))

        if sum(1 for s in self.seats if s.is_human) > 1 and self.presentation.curtains:
            self.app.scenes.push(CurtainScene(self.app, self.seats[seat], show,
                                              reason=_("Only {name} looks at these villains!")
                                                       .format(name=self.seats[seat].name)))
        else:
            show()

    def handle_game(self, intent: Intent) -> None:
        """A tap on no target: the arrowhead a route turned inward at still counts; else say why."""
        if intent.kind != Kind.PRESS or intent.pos is None or self.table.card is None:
            return
        pos, shown = intent.pos, self.targets()
        for t in shown:
            if any(math.dist(pos, self.space_xy(s)) <= self.layout.space_radius(s) + 4 for s in t.clickable):
                self._choose(t)
                return
        if self.first is not None:
            self.first = None  # change the first half of a "move both"
            return
        if shown and self.layout.board_rect().collidepoint(pos):
            self.refuse(_("Click a glowing space!"))

    def on_played(self, action: Action) -> None:
        if self.focus.focused is self.draw_button:
            self.focus.focus = -1  # it is off now: the first landing takes the focus when the card lands
        self.first = self.selected = None
        self.bot_show, self.bot_piece = (), None

    def on_turn_start(self, seat: int) -> None:
        super().on_turn_start(seat)
        self.first = self.selected = None
        if self.seats[seat].is_human and self.table.card is None:
            self.focus.focus_on(self.draw_button)  # Enter draws straight away

    # -- animations: the new position is on screen at once; what moves hides where it rests ---------
    def play_event(self, event: Event, before: Observation, after: Observation) -> None:
        self.display.land()
        if event.kind is EventKind.DRAW:
            assert event.card is not None
            self._show_draw(event.card, event.reshuffled)
            return
        self._card_to_discard(event.card)
        if event.kind is EventKind.PASS:
            self.toast.show(_("No piece can move. Next player!"))
            return
        delay = 0.15
        captured = list(before.villain_counts)
        raced = [len(r) for r in before.race]
        for step in event.steps:
            delay = self._show_step(step, delay, after, captured, raced)

    def _show_draw(self, card: TravelCard, reshuffled: bool) -> None:
        deck, spot, discard = (self.rects[k].center for k in ("deck", "card", "discard"))
        delay = 0.0
        if reshuffled:
            self.app.sound("card_deal")
            pile = Sprite(CARD_BACK, *discard, *self.rects["deck"].size, key="deck")
            self.sprites.fly(pile, deck, 0.4, ease=Ease.OUT)
            delay = 0.45
        flying = Sprite(card_image(card), *deck, *self.rects["card"].size, back=CARD_BACK, flip=0.0, key="card")
        self.anim.after(delay, lambda: self.app.sound("card_flip"))
        self.sprites.fly(flying, spot, 0.35, ease=Ease.OUT, delay=delay, show_early=False, keep=True)
        self.sprites.turn_over(flying, 0.35, delay=delay + 0.3, on_done=lambda: self.sprites.remove(flying))

    def _card_to_discard(self, card: TravelCard | None) -> None:
        if card is not None:
            flying = Sprite(card_image(card), *self.rects["card"].center, *self.rects["discard"].size, key="discard")
            self.sprites.fly(flying, self.rects["discard"].center, 0.3, ease=Ease.OUT)

    def _show_step(self, step: Step, delay: float, after: Observation, captured: list[int], raced: list[int]) -> float:
        """Walk one piece along its route (hops, step sounds), then what it knocked, caught and won."""
        seat, homes = step.seat, after.homes
        path = [self.space_xy(s) for s in step.route]
        if step.end == self.board.centre:
            path[-1] = self.layout.piece_xy(homes, seat, step.piece, step.end)
        mover = Sprite(self.pieces[seat], *self.layout.piece_xy(homes, seat, step.piece, step.start),
                       *self.pieces[seat].get_size(), key=("piece", seat, step.piece))
        delay = self.sprites.walk(mover, path, 0.6 if step.jump else STEP_SECONDS, arc=90 if step.jump else 14,
                                  delay=delay, on_hop=lambda: self.app.sound("step"))
        if step.sent_home is not None:
            victim, piece = step.sent_home
            knocked = Sprite(self.pieces[victim], *self.space_xy(step.end), *self.pieces[victim].get_size(),
                             key=("piece", victim, piece))
            self.anim.after(delay, lambda: self.app.sound("send_home"))
            self.sprites.fly(knocked, self.layout.piece_xy(homes, victim, piece, HOME), 0.55, arc=120, delay=delay)
            delay += 0.3
        if step.captured is not None:
            x, y = self.space_xy(step.captured)
            side = self.layout.disc_side()
            disc = Sprite("webrace/disc.png", x, y - 60, side, side, scale=2.0, key=("disc", step.captured))
            self.sprites.fly(disc, (x, y), 0.35, ease=Ease.IN, delay=delay, show_early=False)
            self.anim.animate(disc, 0.35, ease=Ease.IN, delay=delay, scale=1.0)
            delay = self._fly_card(VILLAIN_BACK, (x, y), seat, ("villain", seat, captured[seat]), delay + 0.35,
                                   "capture")
            captured[seat] += 1
        if step.race_points is not None:
            faces = [f"portraits/{self.seats[seat].character}.png", "portraits/spider-man.png"]
            self.banner.show(_("Safe in the centre!"), faces, delay=delay, hold=1.2)
            delay = self._fly_card(race_image(step.race_points), self.rects["race"].center, seat,
                                   ("race", seat, raced[seat]), delay, "cheer")
            raced[seat] += 1
        return delay

    def _fly_card(self, image: str, start: Point, seat: int, key: Any, delay: float, sound: str) -> float:
        """A villain or race card flies to its new owner's panel (it counts there when it lands)."""
        card = Sprite(image, *start, *CARD_SIZE, key=key)
        self.anim.after(delay, lambda: self.app.sound(sound))
        self.sprites.fly(card, self.layout.panel_rect(seat).center, 0.6, delay=delay, show_early=image != VILLAIN_BACK)
        return delay + 0.6

    def show_bot_steps(self, action: Any) -> None:
        """Draw or pass: a short pause. A move: the chosen piece glows, then its landing and route."""
        if isinstance(action, (Draw, Pass)):
            self.anim.wait(0.3)
            return
        half = (action.order[0], action.directions[0]) if isinstance(action, MoveBoth) else None
        shown = tuple(t for t in landings(self.board, self.table)
                      if t.action == action or (half is not None and t.first == half))
        self.bot_piece = (self.current, shown[0].piece if shown else 0)

        def point() -> None:
            self.bot_show = shown

        self.anim.after(0.8, point)
        self.anim.wait(1.7)

    def finale(self) -> None:
        """Everyone's villains turned over one by one with the race cards, then the results."""
        if self.presentation.instant:
            super().finale()
            return
        state = self.match.final_state()  # the tally shows every secret, like the results
        rows = [TallyRow(seat, tuple(TallyItem(villain_image(v), v.points, VILLAIN_BACK) for v in state.captured[i])
                         + tuple(TallyItem(race_image(p), p) for p in state.race[i]))
                for i, seat in enumerate(self.seats)]
        self.app.scenes.push(TallyScene(self.app, rows, super().finale))

    # -- drawing -------------------------------------------------------------------------------------
    def keep_in_sight(self) -> list[pygame.Rect]:
        """The numbers beside the landings and pieces (what they stand beside is a target, which no pop-up
        covers): a Help bubble grown wide over a shrunken web had rather leave them in view too."""
        return [b.beside for b in self.focus.targets() if b.beside is not None]

    def banner_centre(self) -> tuple[int, int]:
        return self.layout.board_rect().center

    def locate(self, where: Any) -> pygame.Rect | None:
        match where:
            case teach_module.WebSpace(space):
                return self.layout.space_rect(space)
            case teach_module.DrawnCard():
                return self.layout.area("card")
            case teach_module.Deck():
                return self.layout.area("deck")
            case teach_module.SeatPanel(seat):
                return self.layout.panel_rect(seat)
        return None

    def draw_game(self, surface: pygame.Surface) -> None:
        table = self.table
        self.still.draw(surface, self._still_parts(table))
        if self.pass_button.enabled:  # it breathes: over the still picture, not on it
            width = 5 + round(3 * pulse(self.clock))
            drawn(surface, pygame.draw.rect(surface, GLOW, self.pass_button.rect.inflate(20, 20), width,
                                            border_radius=26))
        self._draw_landings(surface, self.targets(), pointed=False)
        self._draw_landings(surface, self.bot_show, pointed=True)
        for seat, pair in enumerate(table.pieces):
            for piece, where in enumerate(pair):
                if self.sprites.hides(("piece", seat, piece)):
                    continue
                at = self.piece_xy(seat, piece, where)
                if (seat, piece) == self.bot_piece:
                    draw_pointing(surface, at, PIECE_R, self.clock)
                glow = seat == self.current and piece == self.selected
                draw_piece(surface, self.seats[seat].colour, at, pulse(self.clock, 8) if glow else None)
        if self.ready() and table.card is not None:
            numbers, _ = self._number_spots(self.targets(), numbered=True)
            for piece, at in numbers.items():
                draw_badge(surface, self.seats[table.turn].colour, at, piece)

    def _number_spots(self, shown: tuple[Target, ...], *, numbered: bool) -> Spots:
        """Where the piece numbers stand: beside each of the current seat's pieces on the web or at home
        (`numbered`) and beside each landing shown, clear of every piece, landing and other number."""
        beside = [b for b in (self.assist.help, self.assist.oops) if b in self.focus.buttons]  # beside the web
        key = (self.table, shown, numbered, text.large_text(), tuple(id(b) for b in beside))
        if self._spots_cache[0] == key:
            return self._spots_cache[1]
        seat, where = self.current, self.table.pieces[self.current]
        pieces = [p for p, w in enumerate(where) if numbered and w != self.board.centre]
        landings = list(dict.fromkeys(shown))
        anchors = ([(self.piece_xy(seat, p, where[p]), PIECE_R + 2) for p in pieces]
                   + [(self.space_xy(t.space), self.layout.space_radius(t.space) + ROUND_RING_REACH + 2)
                      for t in landings])  # clear of the landing's focus ring
        avoid: list[tuple[Point, float]] = [(self.piece_xy(s, p, w), PIECE_R + 2)
                                            for s, pair in enumerate(self.table.pieces) for p, w in enumerate(pair)]
        avoid += [(b.rect.center, max(b.rect.size) / 2) for b in beside]  # the Help and Oops buttons
        spots = self.layout.number_spots(anchors, avoid, badge_reach())
        found = (dict(zip(pieces, spots, strict=False)), dict(zip(landings, spots[len(pieces):], strict=True)))
        self._spots_cache = (key, found)
        return found

    def _still_parts(self, table: Observation) -> list[Part]:
        """The board with its covered spaces, the piles and the players' panels: what only a move changes,
        each with what it is drawn from (a disc taken composes its space, a card drawn the piles)."""
        return [ground(self.background), self.turn_badge_part(self.rects["turn"]),
                *self.still.parts_of(table_parts, layout=self.layout, seats=self.seats, table=table,
                                     hidden=self.sprites.hidden, turn=None if self.display.over else self.turn_shown,
                                     spaces=self.board.villain_spaces, centre=self.board.centre)]

    def _draw_landings(self, surface: pygame.Surface, shown: tuple[Target, ...], *, pointed: bool) -> None:
        """Each landing's route as dots and its piece badge (the glow is the target's, or the robot's)."""
        if not shown:
            return
        colour = self.seats[self.current].colour
        for t in shown:
            draw_route(surface, colour, [self.piece_xy(self.current, t.piece, t.start)]
                       + [self.space_xy(s) for s in t.route])
        _, spots = self._number_spots(shown, numbered=not pointed)
        for t in shown:
            if pointed:
                draw_pointing(surface, self.space_xy(t.space), self.layout.space_radius(t.space), self.clock)
            draw_badge(surface, colour, spots[t], t.piece)
        if self.first is not None and not pointed:  # the first half of a "move both": its ghost
            chosen = [t for t in self._landings(None) if t.first == self.first]
            if chosen:
                x, y = self.space_xy(chosen[0].space)
                drawn(surface, pygame.draw.circle(surface, GREEN, (x, y), self.layout.space_radius(chosen[0].space) + 6,
                                                  6))
                player_mark(surface, colour, (x, y), PIECE_R)


def table_parts(layout: Layout, seats: tuple[Seat, ...], table: Observation, hidden: frozenset[Hashable],
                turn: int | None, spaces: tuple[int, ...], centre: int) -> list[Part]:
    """The table's still parts but its ground and badge, from what they are drawn from: the seat whose
    `turn` it is (None: nobody's), what a sprite stands for (`hidden`), the board's villain `spaces`
    and its `centre`."""
    hides, rects = hidden.__contains__, layout.areas
    disc = assets.scaled("webrace/disc.png", (layout.disc_side(), layout.disc_side()))
    parts = []
    for space in spaces:
        at = disc.get_rect(center=layout.space_xy(space))
        shown = space in table.covered and not hides(("disc", space))
        parts.append(part(at, blit_at, picture=disc, at=at) if shown else part(at, bare))
    discard = table.discard[:-1] if hides("discard") else table.discard
    parts += [part(around(rects["deck"]), draw_pile, image=None if hides("deck") else CARD_BACK,
                   rect=rects["deck"], count=table.deck_size),
              part(around(rects["discard"]), draw_pile, image=card_image(discard[-1]) if discard else None,
                   rect=rects["discard"], count=len(discard)),
              part(around(rects["card"]), draw_card, spot=rects["card"],
                   card=table.card if not hides("card") else None),
              part(around(rects["race"]), draw_pile, rect=rects["race"], count=len(table.race_left),
                   image=race_image(table.race_left[0]) if table.race_left else None)]
    for seat, who in enumerate(seats):
        where = tuple("home" if w == HOME else "centre" if w == centre else "web" for w in table.pieces[seat])
        parts.append(part(around(layout.panel_rect(seat)), draw_seat, layout=layout, seat=seat, who=who,
                          active=seat == turn, where=where,
                          villains=sum(not hides(("villain", seat, k)) for k in range(table.villain_counts[seat])),
                          race_cards=tuple(p for k, p in enumerate(table.race[seat]) if not hides(("race", seat, k)))))
    return parts


def draw_card(surface: pygame.Surface, spot: pygame.Rect, card: TravelCard | None) -> None:
    """The travel card in play on its yellow-rimmed spot."""
    pygame.draw.rect(surface, YELLOW, spot.inflate(8, 8), 4, border_radius=14)
    if card is not None:
        surface.blit(assets.scaled(card_image(card), spot.size), spot)


def draw_seat(surface: pygame.Surface, layout: Layout, seat: int, who: Seat, active: bool, where: tuple[str, ...],
              villains: int, race_cards: tuple[int, ...]) -> None:
    """A seat's panel, with its pieces' places, its villains and its race cards."""
    rect = layout.panel_rect(seat)
    free = seat_panel(surface, rect, who, active=active, name_width=180, face=PANEL_FACE[not layout.named()],
                      named=layout.named())
    draw_seat_things(surface, layout.things_row(seat, free), who.colour, where, villains, race_cards,
                     stacked=not layout.named())


SCENE = WebRaceScene
