"""The spider-web race on screen: draw a travel card, click a glowing space, race to the centre.

The board picture and the layout anchors come from `maps/webrace.tmx` (its image layer and its
"layout" object layer); spaces are where the map's "track" layer puts them. Villains a player
captured stay face down: their owner may peek (behind the curtain when several children play),
and everyone's are turned over in a tally when the game ends.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ...app import assets, sizes
from ...app.anim import Ease, lerp_point
from ...app.input import Intent, Kind
from ...app.paths import maps_dir
from ...app.scenes.game_base import GameScene
from ...app.scenes.overlays import CurtainScene, Overlay
from ...app.ui import text
from ...app.ui.draw import dim, panel, player_mark, portrait
from ...app.ui.theme import (
    FOCUS,
    GREEN,
    INK,
    NIGHT,
    PAPER,
    RED,
    SKY,
    YELLOW,
    player_rgb,
)
from ...app.ui.widgets import Button
from .board import MAP_NAME
from .movement import HOME, CardKind, TravelCard
from .rules import Draw, EventKind, MoveBoth, Pass, State, Villain, WebRace
from .targets import First, Target, targets

if TYPE_CHECKING:
    from ...app.application import App
    from ...core.match import Match
    from ...core.protocol import Seat

Point = tuple[float, float]
SPACE_RADIUS = (17, 19, 22, 52)  # outer, middle, inner, centre: as drawn by artgen.webrace
PIECE_R = 16
STEP_SECONDS = 0.22
SMALL_CARD = (42, 59)


def load_layout() -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
    """The board picture (every visible image and tile layer, drawn once) and the named anchors."""
    from pytmx import TiledImageLayer, TiledObjectGroup, TiledTileLayer
    from pytmx.util_pygame import load_pygame

    def loader(filename: str, colorkey: Any, **_kw: Any) -> Callable[..., pygame.Surface]:
        image = pygame.image.load(filename).convert_alpha()
        return lambda rect=None, flags=None: image.subsurface(rect).copy() if rect else image

    tmx = load_pygame(str(maps_dir() / MAP_NAME), image_loader=loader)
    surface = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    surface.fill(NIGHT)
    rects: dict[str, pygame.Rect] = {}
    for layer in tmx.layers:
        if isinstance(layer, TiledImageLayer) and layer.visible and layer.image:
            surface.blit(layer.image, (int(getattr(layer, "offsetx", 0) or 0), int(getattr(layer, "offsety", 0) or 0)))
        elif isinstance(layer, TiledTileLayer) and layer.visible:
            for x, y, image in layer.tiles():
                surface.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
        elif isinstance(layer, TiledObjectGroup) and layer.name == "layout":
            rects.update({o.name: pygame.Rect(int(o.x), int(o.y), int(o.width), int(o.height)) for o in layer})
    return surface, rects


def card_image(card: TravelCard) -> str:
    if card.kind is CardKind.JUMP:
        return "webrace/jump.png"
    return f"webrace/{'both' if card.kind is CardKind.BOTH else 'move'}-{card.count}.png"


def villain_image(villain: Villain) -> str:
    return f"webrace/villain-{villain.name.lower().replace('_', '-')}.png"


class Flyer:
    """A picture moving over the board (a card, a disc): only drawn, never game state."""

    def __init__(self, image: str, size: tuple[int, int], pos: Point, back: str | None = None) -> None:
        self.image, self.size, self.pos, self.back = image, size, pos, back
        self.flip = 1.0  # 0: back showing, 1: face showing (a flip tween runs 0 -> 1)
        self.scale = 1.0

    def draw(self, surface: pygame.Surface) -> None:
        showing_face = self.flip >= 0.5 or self.back is None
        width = abs(2 * self.flip - 1) if self.back is not None else 1.0
        w, h = sizes.size(self.size[0] * width * self.scale, self.size[1] * self.scale)
        img = assets.scaled(self.image if showing_face else self.back, self.size)
        img = pygame.transform.smoothscale(img, (w, h)) if (w, h) != self.size else img
        surface.blit(img, img.get_rect(center=(int(self.pos[0]), int(self.pos[1]))))


class WebRaceScene(GameScene):
    """Draw, choose a glowing landing, watch the piece walk the web."""

    thinking_at = (1020, 14)  # the bubble covers the turn badge, not the board

    hidden_information = True
    game: WebRace

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        self.game = match.game
        self.board = self.game.board
        self.board_surface, self.rects = load_layout()
        self.t = 0.0
        self.overrides: dict[tuple[int, int], Point] = {}  # pieces being animated
        self.hidden_discs: set[int] = set()  # discs not dropped yet
        self.flyers: list[Flyer] = []
        self.card_hidden = False  # the drawn card is still flying to its spot
        self.first: First | None = None  # a "move both" half already chosen
        self.selected: int | None = None  # a piece the child clicked to see only its moves
        self.cursor = -1  # keyboard: which target Enter plays
        self.bot_show: list[Target] = []
        self.bot_piece: tuple[int, int] | None = None
        self.tally: list[int] | None = None  # finale: cards revealed so far per seat
        self._targets_key: Any = None
        self._targets: tuple[Target, ...] = ()
        b = self.rects["buttons"]
        third = (b.width - 20) // 3
        self.draw_button = self.focus.add(Button(pygame.Rect(b.left, b.top, third + 30, b.height), "Draw",
                                                 self._draw, icon="webrace/back.png", fill=YELLOW))
        self.pass_button = self.focus.add(Button(pygame.Rect(b.left + third + 40, b.top, third - 20, b.height),
                                                 "Pass", self._pass, icon="ui/play.png", fill=SKY))
        self.peek_button = self.focus.add(Button(pygame.Rect(b.right - third + 10, b.top, third - 10, b.height),
                                                 "Peek", self._peek, icon="webrace/villain-back.png", fill=GREEN))

    @property
    def state(self) -> State:
        return self.match.state

    # -- positions ----------------------------------------------------------------------------------
    def space_xy(self, space: int) -> Point:
        s = self.board.spaces[space]
        return (s.x, s.y)

    def space_radius(self, space: int) -> int:
        return SPACE_RADIUS[self.board.spaces[space].circle]

    def home_xy(self, seat: int, piece: int) -> Point:
        home = self.board.homes[self.state.homes[seat]]
        return (home.x + (piece * 2 - 1) * 26, home.y + 40)

    def piece_xy(self, seat: int, piece: int, where: int | None = None) -> Point:
        if (seat, piece) in self.overrides and where is None:
            return self.overrides[(seat, piece)]
        where = self.state.pieces[seat][piece] if where is None else where
        if where == HOME:
            return self.home_xy(seat, piece)
        if where == self.board.centre:
            cx, cy = self.space_xy(where)
            a = math.tau * (seat * 2 + piece) / 8 - math.pi / 2
            return (cx + 34 * math.cos(a), cy + 34 * math.sin(a))
        return self.space_xy(where)

    def panel_rect(self, seat: int) -> pygame.Rect:
        area = self.rects["players"]
        n = len(self.seats)
        h = min(96, (area.height - (n - 1) * 8) // n)
        return pygame.Rect(area.left, area.top + seat * (h + 8), area.width, h)

    # -- targets ------------------------------------------------------------------------------------
    def targets(self) -> tuple[Target, ...]:
        """The landings a human may click now (cached per state and half-chosen move)."""
        key = (id(self.state), self.first)
        if key != self._targets_key:
            self._targets_key = key
            self._targets = targets(self.game, self.state, self.first)
            self.cursor = 0 if self._targets else -1
            if self._targets:
                self.focus.focus = -1  # arrows and Enter now walk the glowing spaces
        if not self.is_human_turn() or self.anim.busy:
            return ()
        if self.selected is not None:
            return tuple(t for t in self._targets if t.piece == self.selected) or self._targets
        return self._targets

    def _choose(self, target: Target) -> None:
        self.selected = None
        if target.action is None:  # the first half of a "move both": show the second piece's landings
            self.app.sound("token")
            self.first = target.first
            return
        self.first = None
        self.submit(target.action)

    def _badge_xy(self, target: Target, index: int, of: int) -> Point:
        """Where a target's little piece badge sits (next to the space, one per piece)."""
        x, y = self.space_xy(target.space)
        r = self.space_radius(target.space)
        a = -math.pi / 4 + (index - (of - 1) / 2) * 0.9
        return (x + (r + 8) * math.cos(a), y + (r + 8) * math.sin(a))

    def _badges(self, shown: tuple[Target, ...]) -> list[tuple[Target, Point]]:
        out = []
        for t in shown:
            same = [u for u in shown if u.space == t.space]
            out.append((t, self._badge_xy(t, same.index(t), len(same))))
        return out

    # -- actions from buttons and clicks --------------------------------------------------------------
    def _draw(self) -> None:
        if self.is_human_turn():
            self.submit(Draw())

    def _pass(self) -> None:
        if self.is_human_turn():
            self.submit(Pass())

    def _peek(self) -> None:
        if not self.is_human_turn():
            return
        seat = self.current
        show = lambda: self.app.scenes.push(PeekScene(self.app, self, seat))  # noqa: E731
        if sum(1 for s in self.seats if s.is_human) > 1 and not self.app.autoplay:
            self.app.scenes.push(CurtainScene(self.app, self.seats[seat], show,
                                              reason=f"Only {self.seats[seat].name} looks at these villains!"))
        else:
            show()

    def handle(self, intent: Intent) -> None:
        keys = (Kind.LEFT, Kind.RIGHT, Kind.UP, Kind.DOWN)
        shown = self.targets()
        if shown and not self.paused and self.focus.focus < 0 and intent.kind in keys + (Kind.ACTIVATE,):
            if intent.kind == Kind.ACTIVATE:
                self._choose(shown[max(self.cursor, 0) % len(shown)])
            else:
                step = 1 if intent.kind in (Kind.RIGHT, Kind.DOWN) else -1
                self.cursor = (self.cursor + step) % len(shown)
                self.app.sound("hover")
            return
        if intent.kind in (Kind.NEXT, Kind.PREV):
            self.cursor = -1
        super().handle(intent)

    def handle_game(self, intent: Intent) -> None:
        if intent.kind != Kind.PRESS or intent.pos is None:
            return
        pos = intent.pos
        if self.state.card is None:
            if self.rects["deck"].collidepoint(pos):
                self._draw()
            return
        shown = self.targets()
        for target, badge in self._badges(shown):  # a piece badge picks exactly that piece
            if math.dist(pos, badge) <= 13:
                self._choose(target)
                return
        hits = [t for t in shown
                if any(math.dist(pos, self.space_xy(s)) <= self.space_radius(s) + 4 for s in t.clickable)]
        if hits:
            self._choose(hits[0])
            return
        mine = [p for p in (0, 1) if math.dist(pos, self.piece_xy(self.current, p)) <= PIECE_R + 4]
        if mine and any(t.piece == mine[0] for t in self._targets):
            self.selected = None if self.selected == mine[0] else mine[0]
            self.app.sound("token")
            return
        if self.first is not None:
            self.first = None  # change the first half of a "move both"
            return
        if shown and self.board_surface.get_rect().collidepoint(pos):
            self.refuse("Click a glowing space!")

    # -- animation ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)
        human = self.is_human_turn()
        self.targets()  # refreshes the cache the Pass button reads
        self.draw_button.enabled = human and self.state.card is None
        self.pass_button.enabled = human and self.state.card is not None and not self._targets
        self.peek_button.enabled = human and self.viewer() == self.current

    def on_turn_start(self, seat: int) -> None:
        super().on_turn_start(seat)
        self.first = self.selected = None
        if self.seats[seat].is_human and self.state.card is None:
            self.focus.focus_on(self.draw_button)  # Enter draws straight away

    def animate(self, before: State, after: State, action: Any) -> None:
        event = after.events[0] if after.events else None
        self.first = self.selected = None
        self.bot_show, self.bot_piece = [], None
        if event is None:
            return
        if event.kind is EventKind.DRAW:
            self._animate_draw(event.reshuffled)
            return
        self._card_to_discard(event.card)
        if event.kind is EventKind.PASS:
            self.toast.show("No piece can move. Next player!")
            return
        delay = 0.15
        for step in event.steps:
            self.overrides[(step.seat, step.piece)] = self.piece_xy(step.seat, step.piece, step.start)
            if step.sent_home is not None:
                self.overrides[step.sent_home] = self.space_xy(step.end)
            if step.captured is not None:
                self.hidden_discs.add(step.captured)
        for step in event.steps:
            delay = self._animate_step(step, delay)

    def _animate_draw(self, reshuffled: bool) -> None:
        deck, spot = self.rects["deck"], self.rects["card"]
        delay = 0.0
        if reshuffled:
            self.app.sound("card_deal")
            pile = Flyer("webrace/back.png", deck.size, self.rects["discard"].center)
            self.flyers.append(pile)
            self.anim.tween(0.4, lambda t: setattr(pile, "pos", lerp_point(self.rects["discard"].center, deck.center, t)),
                            on_done=lambda: self.flyers.remove(pile))
            delay = 0.45
        assert self.state.card is not None
        card = Flyer(card_image(self.state.card), spot.size, deck.center, back="webrace/back.png")
        card.flip = 0.0
        self.card_hidden = True

        def start() -> None:
            self.flyers.append(card)
            self.app.sound("card_flip")

        def done() -> None:
            self.flyers.remove(card)
            self.card_hidden = False

        self.anim.tween(0.35, lambda t: setattr(card, "pos", lerp_point(deck.center, spot.center, t)), delay=delay)
        self.anim.tween(0.0, lambda t: None, delay=delay, on_done=start)
        self.anim.tween(0.35, lambda t: setattr(card, "flip", t), delay=delay + 0.3, ease=Ease.IN_OUT,
                        on_done=done)

    def _card_to_discard(self, card: TravelCard | None) -> None:
        if card is None:
            return
        spot, pile = self.rects["card"], self.rects["discard"]
        flyer = Flyer(card_image(card), pile.size, spot.center)
        self.flyers.append(flyer)
        self.anim.tween(0.3, lambda t: setattr(flyer, "pos", lerp_point(spot.center, pile.center, t)),
                        on_done=lambda: self.flyers.remove(flyer))

    def _animate_step(self, step: Any, delay: float) -> float:
        """Walk one piece along its route (hops, step sounds), then its knock-on effects."""
        key = (step.seat, step.piece)
        points = [self.piece_xy(step.seat, step.piece, step.start)] + [self.space_xy(s) for s in step.route]
        if step.end == self.board.centre:
            points[-1] = self.piece_xy(step.seat, step.piece, step.end)
        hop = 0.6 if step.jump else STEP_SECONDS
        height = 90 if step.jump else 14
        for a, b in zip(points, points[1:]):
            def move(t: float, a: Point = a, b: Point = b) -> None:
                x, y = lerp_point(a, b, t)
                self.overrides[key] = (x, y - height * math.sin(math.pi * t))
            self.anim.tween(hop, move, ease=Ease.SINE, delay=delay,
                            on_done=lambda: self.app.sound("step"))
            delay += hop
        self.anim.tween(0.0, lambda t: None, delay=delay, on_done=lambda: self.overrides.pop(key, None))
        if step.sent_home is not None:
            victim = step.sent_home
            start, home = self.space_xy(step.end), self.home_xy(*victim)
            self.anim.tween(0.0, lambda t: None, delay=delay, on_done=lambda: self.app.sound("send_home"))

            def fly(t: float) -> None:
                x, y = lerp_point(start, home, t)
                self.overrides[victim] = (x, y - 120 * math.sin(math.pi * t))
            self.anim.tween(0.55, fly, ease=Ease.IN_OUT, delay=delay,
                            on_done=lambda: self.overrides.pop(victim, None))
            delay += 0.3
        if step.captured is not None:
            delay = self._animate_capture(step.seat, step.captured, delay)
        if step.race_points is not None:
            delay = self._fly_card(f"webrace/race-{step.race_points}.png", self.rects["race"].center,
                                   self.panel_rect(step.seat).center, delay, "cheer")
        return delay

    def _animate_capture(self, seat: int, space: int, delay: float) -> float:
        disc = Flyer("webrace/disc.png", (40, 40), self.space_xy(space))
        x, y = self.space_xy(space)

        def drop(t: float) -> None:
            disc.pos, disc.scale = (x, y - 60 * (1 - t)), 2.0 - t

        def start() -> None:
            self.flyers.append(disc)

        def land() -> None:
            self.flyers.remove(disc)
            self.hidden_discs.discard(space)

        self.anim.tween(0.0, lambda t: None, delay=delay, on_done=start)
        self.anim.tween(0.35, drop, ease=Ease.IN, delay=delay, on_done=land)
        return self._fly_card("webrace/villain-back.png", (x, y), self.panel_rect(seat).center, delay + 0.35, "capture")

    def _fly_card(self, image: str, src: Point, dst: Point, delay: float, sound: str) -> float:
        flyer = Flyer(image, (72, 100), src)

        def start() -> None:
            self.flyers.append(flyer)
            self.app.sound(sound)

        self.anim.tween(0.0, lambda t: None, delay=delay, on_done=start)
        self.anim.tween(0.6, lambda t: setattr(flyer, "pos", lerp_point(src, dst, t)), ease=Ease.IN_OUT,
                        delay=delay, on_done=lambda: self.flyers.remove(flyer))
        return delay + 0.6

    def show_bot_steps(self, action: Any) -> None:
        """Draw: the deck glows. A move: the chosen piece pulses, then its landing and route."""
        if isinstance(action, (Draw, Pass)):
            self.bot_piece = None
            self.anim.wait(0.3)
            return
        half = (action.order[0], action.directions[0]) if isinstance(action, MoveBoth) else None
        shown = [t for t in targets(self.game, self.state)
                 if t.action == action or (half is not None and t.first == half)]
        piece = shown[0].piece if shown else 0
        self.bot_piece = (self.current, piece)
        self.anim.wait(0.8, then=lambda: setattr(self, "bot_show", shown))
        self.anim.wait(1.7)

    def finale(self) -> None:
        if self.app.autoplay:
            super().finale()
            return
        self.tally = [0] * len(self.seats)
        self.focus.focus = -1
        delay = 0.5
        for seat in range(len(self.seats)):
            for k in range(len(self.state.captured[seat]) + len(self.state.race[seat])):
                def reveal(seat: int = seat, k: int = k) -> None:
                    assert self.tally is not None
                    self.tally[seat] = k + 1
                    self.app.sound("card_flip")
                self.anim.tween(0.0, lambda t: None, delay=delay, on_done=reveal)
                delay += 0.45
            delay += 0.3
        self.anim.wait(delay + 1.2, then=lambda: GameScene.finale(self))

    # -- drawing --------------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        surface.fill(NIGHT)
        surface.blit(self.board_surface, (0, 0))
        disc = assets.scaled("webrace/disc.png", (40, 40))
        for space in self.state.covered:
            if space not in self.hidden_discs:
                surface.blit(disc, disc.get_rect(center=self.space_xy(space)))
        shown = self.targets()
        if shown:
            self._draw_targets(surface, shown)
        if self.bot_show:
            self._draw_targets(surface, tuple(self.bot_show))
        self._draw_pieces(surface)
        self._draw_side(surface)
        for flyer in self.flyers:
            flyer.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.tally is not None:  # over the buttons too: the game is over
            self._draw_tally(surface)

    def _pulse(self, speed: float = 5.0) -> float:
        return 0.5 + 0.5 * math.sin(self.t * speed)

    def _draw_targets(self, surface: pygame.Surface, shown: tuple[Target, ...]) -> None:
        seat = self.current
        colour = player_rgb(self.seats[seat].colour)
        for t in shown:  # the route as dots in the piece's colour
            path = [self.piece_xy(seat, t.piece, t.start)] + [self.space_xy(s) for s in t.route]
            for a, b in zip(path, path[1:]):
                for k in range(1, 4):
                    x, y = lerp_point(a, b, k / 4)
                    pygame.draw.circle(surface, INK, (x, y), 5)
                    pygame.draw.circle(surface, colour, (x, y), 3)
        for i, (t, badge) in enumerate(self._badges(shown)):
            r = self.space_radius(t.space) + 4 + 3 * self._pulse()
            focus = i == self.cursor and self.focus.focus < 0
            pygame.draw.circle(surface, INK, self.space_xy(t.space), r + 3, 4)
            pygame.draw.circle(surface, FOCUS if not focus else RED, self.space_xy(t.space), r, 5)
            pygame.draw.circle(surface, INK, badge, 13)
            pygame.draw.circle(surface, PAPER if not focus else FOCUS, badge, 11)
            player_mark(surface, self.seats[seat].colour, badge, 9)
            text.draw(surface, str(t.piece + 1), 16, (badge[0] + 12, badge[1] + 8), PAPER, anchor="center", outline=2)
        if self.first is not None:  # the first half of a "move both" already chosen: its ghost
            piece, _ = self.first
            chosen = [t for t in targets(self.game, self.state) if t.first == self.first]
            if chosen:
                x, y = self.space_xy(chosen[0].space)
                pygame.draw.circle(surface, GREEN, (x, y), self.space_radius(chosen[0].space) + 6, 6)
                player_mark(surface, self.seats[seat].colour, (x, y), PIECE_R)
                text.draw(surface, str(piece + 1), 16, (x + 12, y + 8), PAPER, anchor="center", outline=2)

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        numbered = self.is_human_turn() and self.state.card is not None
        for seat, pair in enumerate(self.state.pieces):
            for piece in (0, 1):
                x, y = self.piece_xy(seat, piece)
                glow = (seat, piece) == self.bot_piece or (seat == self.current and piece == self.selected)
                if glow:
                    pygame.draw.circle(surface, FOCUS, (x, y), PIECE_R + 6 + 4 * self._pulse(8), 6)
                pygame.draw.circle(surface, INK, (x + 2, y + 3), PIECE_R + 1)
                player_mark(surface, self.seats[seat].colour, (x, y), PIECE_R)
                if numbered and seat == self.current and pair[piece] != self.board.centre:
                    text.draw(surface, str(piece + 1), 16, (x + 12, y + 8), PAPER, anchor="center", outline=2)

    def _draw_side(self, surface: pygame.Surface) -> None:
        state = self.state
        self.draw_turn_badge(surface, self.rects["turn"])
        deck, spot, pile, race = (self.rects[k] for k in ("deck", "card", "discard", "race"))
        if self.is_human_turn() and state.card is None:
            pygame.draw.rect(surface, FOCUS, deck.inflate(12, 12), 5 + int(3 * self._pulse()), border_radius=14)
        self._pile(surface, "webrace/back.png", deck, len(state.deck))
        if state.discard:
            self._pile(surface, card_image(state.discard[-1]), pile, len(state.discard))
        else:
            pygame.draw.rect(surface, PAPER, pile, 3, border_radius=12)
        pygame.draw.rect(surface, YELLOW, spot.inflate(8, 8), 4, border_radius=14)
        if state.card is not None and not self.card_hidden:
            surface.blit(assets.scaled(card_image(state.card), spot.size), spot)
        if state.race_left:
            self._pile(surface, f"webrace/race-{state.race_left[0]}.png", race, len(state.race_left))
        else:
            pygame.draw.rect(surface, PAPER, race, 3, border_radius=12)
        for seat in range(len(self.seats)):
            self._player_panel(surface, seat)

    def _pile(self, surface: pygame.Surface, image: str, rect: pygame.Rect, count: int) -> None:
        """A stack of cards (a few edges show how big it is) with its count in a badge."""
        for k in range(min(3, (count + 9) // 10), 0, -1):
            pygame.draw.rect(surface, INK, rect.move(3 * k, 3 * k), border_radius=12)
        surface.blit(assets.scaled(image, rect.size), rect)
        centre = (rect.left + 4, rect.bottom - 4)
        pygame.draw.circle(surface, INK, centre, 19)
        pygame.draw.circle(surface, PAPER, centre, 16)
        text.draw(surface, str(count), 20, centre, INK, anchor="center")

    def _player_panel(self, surface: pygame.Surface, seat: int) -> None:
        rect = self.panel_rect(seat)
        player = self.seats[seat]
        turn = seat == self.current and not self.match.is_over
        panel(surface, rect, (255, 244, 200) if turn else PAPER, radius=16, border=6 if turn else 3)
        pygame.draw.rect(surface, player_rgb(player.colour), (rect.left + 6, rect.top + 6, 10, rect.height - 12),
                         border_radius=5)
        portrait(surface, player.character, (rect.left + 22 + rect.height // 2 - 8, rect.centery), rect.height - 22)
        x = rect.left + rect.height + 26
        player_mark(surface, player.colour, (x + 14, rect.top + 22), 14)
        text.draw(surface, player.name, text.fit(player.name, 24, 150), (x + 34, rect.top + 22), INK, anchor="midleft")
        for piece in (0, 1):  # where both pieces are: home, web or centre (Spider-Man)
            where = self.state.pieces[seat][piece]
            c = (x + 14 + piece * 30, rect.bottom - 20)
            if where == self.board.centre:
                portrait(surface, "spider-man", c, 24)
            else:
                pygame.draw.circle(surface, INK, c, 12)
                pygame.draw.circle(surface, PAPER if where == HOME else player_rgb(player.colour), c, 10)
        # captures: face-down villain cards and a count
        vx = rect.left + 290
        count = len(self.state.captured[seat])
        back = assets.scaled("webrace/villain-back.png", SMALL_CARD)
        for k in range(min(count, 3)):
            surface.blit(back, back.get_rect(midleft=(vx + 6 * k, rect.centery)))
        if count == 0:
            pygame.draw.rect(surface, (200, 196, 210), back.get_rect(midleft=(vx, rect.centery)), 2, border_radius=6)
        text.draw(surface, f"{count}", 30, (vx + SMALL_CARD[0] + 24, rect.centery), INK, anchor="center")
        rx = rect.right - 72
        for k, points in enumerate(self.state.race[seat]):
            img = assets.scaled(f"webrace/race-{points}.png", SMALL_CARD)
            surface.blit(img, img.get_rect(midleft=(rx + 22 * k, rect.centery)))

    def _draw_tally(self, surface: pygame.Surface) -> None:
        """The end: every villain turned over, with the race cards, and the sums growing."""
        assert self.tally is not None
        dim(surface, 170)
        area = surface.get_rect().inflate(-160, -100)
        n = len(self.seats)
        h = min(130, (area.height - 10 * (n - 1)) // n)
        for seat in range(n):
            row = pygame.Rect(area.left, area.top + seat * (h + 10), area.width, h)
            panel(surface, row, PAPER, radius=18)
            text.draw(surface, self.seats[seat].name, 22, (row.right - 70, row.top + 6), INK, anchor="midtop")
            portrait(surface, self.seats[seat].character, (row.left + h // 2 + 4, row.centery), h - 24,
                     ring=player_rgb(self.seats[seat].colour))
            cards = [villain_image(v) for v in self.state.captured[seat]]
            cards += [f"webrace/race-{p}.png" for p in self.state.race[seat]]
            values = [v.points for v in self.state.captured[seat]] + list(self.state.race[seat])
            shown = self.tally[seat]
            size = (int((h - 20) * 120 / 168), h - 20)
            step = min(size[0] + 6, (row.width - h - 170) // max(1, len(cards)))
            for k, name in enumerate(cards):
                public = k >= len(self.state.captured[seat])  # race cards were never secret
                img = assets.scaled(name if k < shown or public else "webrace/villain-back.png", size)
                surface.blit(img, (row.left + h + 10 + k * step, row.top + 10))
            text.draw(surface, str(sum(values[:shown])), 56, (row.right - 70, row.centery + 10), RED, anchor="center",
                      outline=3)


class PeekScene(Overlay):
    """A child's own captured villains, face up, until they press Done (others look away)."""

    def __init__(self, app: App, game: WebRaceScene, seat: int) -> None:
        super().__init__(app)
        self.game, self.seat = game, seat
        area = game.rects["peek"]
        done = Button(pygame.Rect(area.centerx - 130, area.bottom - 96, 260, 76), "Done", self.close,
                      icon="ui/play.png", fill=GREEN)
        self.focus.add(done)
        self.focus.focus = 0

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        area = self.game.rects["peek"]
        seat: Seat = self.game.seats[self.seat]
        panel(surface, area, PAPER, radius=26, border=5)
        portrait(surface, seat.character, (area.left + 60, area.top + 60), 84, ring=player_rgb(seat.colour))
        villains = self.game.state.captured[self.seat]
        total = sum(v.points for v in villains)
        text.draw(surface, f"{seat.name}: {total}", 40, (area.left + 120, area.top + 60), INK, anchor="midleft")
        if not villains:
            text.draw(surface, "No villains yet!", 36, area.center, INK, anchor="center")
        step = min(130, (area.width - 40) // max(1, len(villains)))
        for k, villain in enumerate(villains):
            img = assets.scaled(villain_image(villain), (120, 168))
            surface.blit(img, (area.left + 20 + k * step, area.top + 120))
        self.focus.draw(surface)


SCENE = WebRaceScene
