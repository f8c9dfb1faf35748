"""Something Wild! Spider-Man at the table: rows, hand, piles, the mover and a guided six-step turn.

The layout comes from maps/somethingwild.tmx. Only legal targets light up (they are `Hotspot`
buttons in `self.focus`, so Tab/arrows/Enter work too); a click on anything else is sent to the
rules, which refuse it with a hint. Cards fly between deck, hand, row and discard; a computer's
choice is lifted and shown before it is played. Hands are drawn face up only for `self.viewer()`.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app import assets, sizes
from spidergames.app.anim import Ease
from spidergames.app.input import Intent, Kind
from spidergames.app.paths import maps_dir
from spidergames.app.scenes.game_base import GameScene
from spidergames.app.ui import text
from spidergames.app.ui.draw import panel, player_mark, portrait
from spidergames.app.ui.theme import DISABLED, GREEN, INK, PAPER, YELLOW, player_rgb
from spidergames.app.ui.widgets import Button

from .art_names import CARD_RGB, FOLDER, shape_file
from .cards import Power, power_help, power_title, scoring_triples
from .layout import load_layout
from .rules import (
    Discard,
    Draw,
    EventKind,
    GuessColour,
    GuessNumber,
    PassCard,
    Phase,
    Play,
    Score,
    SkipPower,
    SkipScore,
    State,
    SwapGive,
    SwapTake,
    TakeFromDiscard,
    UsePower,
    takes_mover,
)
from .view_cards import (
    Flight,
    Hotspot,
    PictureButton,
    back_image,
    card_image,
    count_badge,
    glow,
    mover_image,
    power_image,
    slot,
)

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.match import Match

STEPS = ("Draw", "Play", "Mover", "Power", "Score", "Discard")
STEP_ICONS = ("back.png", "card-red-5.png", "mover.png", "power-swap.png", "shape-red.png", "card-green-2.png")
STEP_OF_PHASE = {
    Phase.DRAW: 0, Phase.PLAY: 1, Phase.POWER: 3, Phase.GUESS_COLOUR: 3, Phase.GUESS_NUMBER: 3,
    Phase.SWAP_GIVE: 3, Phase.SWAP_TAKE: 3, Phase.TAKE_DISCARD: 3, Phase.PASS: 3, Phase.SCORE: 4,
    Phase.DISCARD: 5, Phase.OVER: 4,
}
PROMPTS = {
    Phase.DRAW: "Tap the deck to draw a card",
    Phase.PLAY: "Play a card into your row",
    Phase.POWER: "Use a Power? Tap a glowing one",
    Phase.GUESS_COLOUR: "Guess a colour!",
    Phase.GUESS_NUMBER: "Guess a number!",
    Phase.SWAP_GIVE: "Pick your card to swap",
    Phase.SWAP_TAKE: "Pick the card you want",
    Phase.TAKE_DISCARD: "Pick a card from the discard pile",
    Phase.PASS: "Pick a card to pass on",
    Phase.SCORE: "You can score! Tap three glowing cards",
    Phase.DISCARD: "Too many cards: throw one away",
    Phase.OVER: "",
}
PANEL_W = 150  # seat panel (portrait, name, Powers) left of each row
MAX_ROW = 7  # five, plus a played card and one from a Power, before discarding
HAND_CARD = (104, 146)
MINI = (32, 45)
PICK = (60, 84)
TABLE_CARD = (100, 140)
LIFT = 24


class SomethingWildScene(GameScene):
    """The card table: every player's row and Powers, the piles, and the current hand."""

    thinking_at = (190, 12)  # the bubble covers the turn badge, not the board

    hidden_information = True

    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, match)
        layout = load_layout(maps_dir() / "somethingwild.tmx", match.config.players)
        self.box = {name: pygame.Rect(b) for name, b in layout.anchors.items()}
        self.seat_boxes = [pygame.Rect(b) for b in layout.seats]
        tallest = self.seat_boxes[0].height - 18
        widest = (self.seat_boxes[0].width - PANEL_W - 10) // MAX_ROW - 6
        width = min(int(tallest / 1.4), widest)
        self.row_size = (width, int(width * 1.4))
        self.t = 0.0
        self.flights: list[Flight] = []
        self.hidden: Counter[int] = Counter()  # cards in flight: not drawn where they rest
        self.hidden_powers: set[Power] = set()
        self.mover_flight: Flight | None = None
        self.flip = 1.0  # the centre Power turning face up (0: back, 1: face)
        self.lift: dict[tuple[str, Any], float] = {}
        self.shout = ""
        self.bubble: pygame.Surface | None = None  # a computer's guess or pick, over the piles
        self.spotlight: Power | None = None
        self.step_flash: int | None = None
        self.selected: list[int] = []
        self._targets_key: tuple[Any, ...] | None = None
        self.table = self._render_table(layout.background)

    @property
    def state(self) -> State:
        return self.match.state

    # -- where things are -------------------------------------------------------------------------
    def row_rect(self, seat: int, index: int) -> pygame.Rect:
        box, (w, h) = self.seat_boxes[seat], self.row_size
        rect = pygame.Rect(0, 0, w, h)
        rect.midleft = (box.x + PANEL_W + 4 + index * (w + 6), box.centery)
        return rect

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The fanned hand: cards overlap when many, the outer ones dip a little."""
        box, (w, h) = self.box["hand"], HAND_CARD
        step = min(w + 12, (box.width - w) / max(count - 1, 1))
        left = box.centerx - (w + step * (count - 1)) / 2
        mid = (count - 1) / 2
        return [pygame.Rect(int(left + i * step), box.bottom - h - 4 + min(14, int(4 * (i - mid) ** 2)), w, h)
                for i in range(count)]

    def scored_rect(self, seat: int, k: int) -> pygame.Rect:
        box = self.seat_boxes[seat]
        return pygame.Rect(box.x + 8 + k * 36, box.y + 98, *MINI)

    def seat_hand_rect(self, seat: int) -> pygame.Rect:
        box = self.seat_boxes[seat]
        return pygame.Rect(box.x + 116, box.y + 98, 26, 36)

    def seat_mover_rect(self, seat: int) -> pygame.Rect:
        box = self.seat_boxes[seat]
        return pygame.Rect(box.x + PANEL_W - 50, box.y + 8, 42, 56)

    def mover_rest(self, holder: int | None) -> pygame.Rect:
        return self.box["mover"] if holder is None else self.seat_mover_rect(holder)

    @staticmethod
    def shown_seat(state: State) -> int:
        """Whose hand is fanned at the bottom: the player choosing a card to pass, else the turn's."""
        return state.actor if state.phase is Phase.PASS else state.turn

    def rest_rect(self, state: State, card: int) -> pygame.Rect:
        """Where a card lies in `state` (row, fanned hand, a seat's hand badge, discard or deck)."""
        for seat, row in enumerate(state.rows):
            if card in row:
                return self.row_rect(seat, row.index(card))
        shown = state.hands[self.shown_seat(state)]
        if card in shown:
            return self.hand_rects(len(shown))[shown.index(card)]
        for seat, hand in enumerate(state.hands):
            if card in hand:
                return self.seat_hand_rect(seat)
        return self.box["discard"] if card in state.discard else self.box["deck"]

    def power_rect(self, power: Power) -> pygame.Rect:
        st = self.state
        for seat, won in enumerate(st.scored):
            if power in won:
                return self.scored_rect(seat, won.index(power))
        return self.box["power_pile"]

    def picker_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Lucky 7: every card of the discard pile laid out over the rows."""
        cards = sorted(set(self.state.discard))
        per_row = 18
        left = 640 - (per_row * (PICK[0] + 6)) // 2
        return [(c, pygame.Rect(left + (i % per_row) * (PICK[0] + 6), 120 + (i // per_row) * (PICK[1] + 8), *PICK))
                for i, c in enumerate(cards)]

    # -- the static table ---------------------------------------------------------------------------
    def _render_table(self, colour: tuple[int, int, int]) -> pygame.Surface:
        """Background, seat panels with portraits and names, empty slots: drawn once."""
        table = pygame.Surface((1280, 720))
        table.fill(colour)
        for x in range(0, 1280, 40):
            pygame.draw.line(table, [min(255, c + 10) for c in colour], (x, 0), (x + 200, 720), 2)
        for seat, box in enumerate(self.seat_boxes):
            info = self.seats[seat]
            panel(table, box, (232, 240, 255), radius=18)
            portrait(table, info.character, (box.x + 38, box.y + 38), 54, ring=player_rgb(info.colour))
            player_mark(table, info.colour, (box.x + 80, box.y + 18), 13)
            size = text.fit(info.name, 18, PANEL_W - 16)
            text.draw(table, info.name, size, (box.x + 10, box.y + 70), INK, anchor="topleft")
            for k in range(3):
                pygame.draw.rect(table, DISABLED, self.scored_rect(seat, k), 2, border_radius=6)
            for i in range(5):
                pygame.draw.rect(table, (205, 215, 235), self.row_rect(seat, i), border_radius=10)
        hand = self.box["hand"]
        shade = pygame.Surface(hand.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 60))
        table.blit(shade, hand)
        for name in ("deck", "discard", "power_pile"):
            slot(table, self.box[name])
        panel(table, self.box["info"], PAPER, radius=22)
        return table.convert() if pygame.display.get_surface() else table

    # -- drawing ------------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        surface.blit(self.table, (0, 0))
        self.draw_turn_badge(surface, self.box["turn_badge"])
        self._draw_steps(surface)
        for seat in range(len(self.seat_boxes)):
            self._draw_seat(surface, seat)
        self._draw_piles(surface)
        self._draw_hand(surface)
        self._draw_info(surface)
        if self.state.phase is Phase.TAKE_DISCARD and self.is_human_turn():
            self._draw_picker(surface)
        for flight in self.flights:
            flight.draw(surface)
        if self.mover_flight is not None:
            self.mover_flight.draw(surface)
        if self.bubble is not None:
            spot = self.box["discard"].move(60, -150)
            pygame.draw.ellipse(surface, PAPER, spot.inflate(40, 30))
            pygame.draw.ellipse(surface, INK, spot.inflate(40, 30), 4)
            surface.blit(self.bubble, self.bubble.get_rect(center=spot.center))
        if self.shout:
            text.draw(surface, self.shout, 64, (420, 470), YELLOW, anchor="center", outline=4)

    def _draw_steps(self, surface: pygame.Surface) -> None:
        """Draw -> Play -> Mover -> Power -> Score -> Discard, the current step lit up."""
        bar = self.box["step_bar"]
        current = self.step_flash if self.step_flash is not None else STEP_OF_PHASE[self.state.phase]
        width = bar.width // len(STEPS)
        for i, name in enumerate(STEPS):
            rect = pygame.Rect(bar.x + i * width + 4, bar.y + 6, width - 22, bar.height - 12)
            fill = YELLOW if i == current else (GREEN if i < current else (200, 205, 220))
            if i == current:
                rect = rect.inflate(8, 10)
            panel(surface, rect, fill, radius=16, border=4 if i == current else 2, shadow=i == current)
            icon = assets.scaled(f"{FOLDER}/{STEP_ICONS[i]}", (26, 36) if i != 4 else (30, 30))
            surface.blit(icon, icon.get_rect(midleft=(rect.x + 8, rect.centery)))
            text.draw(surface, name, text.fit(name, 22, rect.width - 46), (rect.x + 40, rect.centery), INK,
                      anchor="midleft")
            if i < len(STEPS) - 1:
                x = rect.right + 4
                pygame.draw.polygon(surface, PAPER, [(x, bar.centery - 7), (x + 10, bar.centery), (x, bar.centery + 7)])

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        st, box = self.state, self.seat_boxes[seat]
        if seat == st.turn and not self.match.is_over:
            pygame.draw.rect(surface, player_rgb(self.seats[seat].colour), box.inflate(6, 6), 7, border_radius=20)
        for k, power in enumerate(st.scored[seat]):
            if power not in self.hidden_powers:
                rect = self.scored_rect(seat, k).move(0, -int(LIFT * self.lift.get(("power", power), 0)))
                surface.blit(power_image(power, MINI), rect)
        hand_count = len(st.hands[seat])
        if hand_count:
            rect = self.seat_hand_rect(seat)
            surface.blit(back_image(rect.size), rect)
            count_badge(surface, hand_count, (rect.right, rect.bottom - 4), 13)
        if st.mover == seat and self.mover_flight is None:
            surface.blit(mover_image(self.seat_mover_rect(seat).size), self.seat_mover_rect(seat))
        power = st.power_used if seat == st.turn else None
        glowing = {c for trio in scoring_triples(st.rows[seat], power) for c in trio}
        for i, c in enumerate(st.rows[seat]):
            if self.hidden[c]:
                continue
            rect = self.row_rect(seat, i).move(0, -int(LIFT * self.lift.get(("row", c), 0)))
            if c in self.selected:
                rect = rect.move(0, -LIFT // 2)
            if c in glowing:
                glow(surface, rect, self.t)
            surface.blit(card_image(c, self.row_size), rect)
            if c in self.selected:
                pygame.draw.rect(surface, (40, 120, 255), rect.inflate(6, 6), 5, border_radius=12)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        st = self.state
        deck = self.box["deck"].move(0, -int(LIFT * self.lift.get(("deck", 0), 0)))
        if st.deck:
            for k in range(min(3, len(st.deck)) - 1, -1, -1):
                surface.blit(back_image(deck.size), deck.move(-3 * k, -3 * k))
            count_badge(surface, len(st.deck), deck.bottomright)
        visible = [c for c in st.discard if not self.hidden[c]]
        if visible:
            surface.blit(card_image(visible[-1], self.box["discard"].size), self.box["discard"])
            count_badge(surface, len(st.discard), self.box["discard"].bottomright)
        pile = self.box["power_pile"]
        for k in range(min(3, len(st.power_pile)), 0, -1):
            surface.blit(back_image(pile.size), pile.move(4 * k, 4 * k))
        if st.centre_power is not None:
            self._draw_centre_power(surface, st.centre_power, pile)
        if st.mover is None and self.mover_flight is None:
            surface.blit(mover_image(self.box["mover"].size), self.box["mover"])

    def _draw_centre_power(self, surface: pygame.Surface, power: Power, pile: pygame.Rect) -> None:
        """The face-up Power; while it flips, it narrows to a line and widens with its face."""
        pile = pile.move(0, -int(LIFT * self.lift.get(("power", power), 0)))
        if self.flip >= 1:
            surface.blit(power_image(power, pile.size), pile)
            return
        face = back_image(pile.size) if self.flip < 0.5 else power_image(power, pile.size)
        squeezed = pygame.transform.scale(face, sizes.size(pile.width * abs(1 - 2 * self.flip), pile.height))
        surface.blit(squeezed, squeezed.get_rect(center=pile.center))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        st = self.state
        seat = self.shown_seat(st)
        hand = st.hands[seat]
        face_up = self.viewer() == seat
        movers = face_up and st.phase is Phase.PLAY and st.mover != seat
        for c, rect in zip(hand, self.hand_rects(len(hand))):
            if self.hidden[c]:
                continue
            rect = rect.move(0, -int(LIFT * self.lift.get(("hand", c), 0)))
            surface.blit(card_image(c if face_up else -1, HAND_CARD), rect)
            if movers and takes_mover(c, st.centre_power):
                icon = mover_image((30, 40))
                surface.blit(icon, icon.get_rect(midbottom=(rect.centerx, rect.top + 6)))
        if not hand:
            return
        owner = self.seats[seat]
        label = "Your cards" if face_up else f"{owner.name}'s cards"
        text.draw(surface, label, 20, (self.box["hand"].x + 8, self.box["hand"].y - 2), PAPER, anchor="topleft",
                  outline=2)

    def _draw_info(self, surface: pygame.Surface) -> None:
        """What to do now (words AND the glowing targets), and the Power in focus with its help."""
        st, box = self.state, self.box["info"]
        seat = self.seats[self.current] if not self.match.is_over else None
        if seat is not None and not seat.is_human:
            prompt = f"{seat.name} is playing"
        else:
            prompt = PROMPTS[st.phase]
        text.draw(surface, prompt, text.fit(prompt, 28, box.width - 30), (box.centerx, box.y + 14), INK,
                  anchor="midtop")
        power = self._spotlight()
        if power is None:
            return
        card = pygame.Rect(box.x + 16, box.y + 56, 76, 106)
        surface.blit(power_image(power, card.size), card)
        text.draw(surface, power_title(power), text.fit(power_title(power), 28, box.width - 120),
                  (card.right + 12, card.y), INK, anchor="topleft")
        text.draw(surface, power_help(power), 20, (card.right + 12, card.y + 38), INK, anchor="topleft",
                  bold=False, wrap=box.right - card.right - 28)

    def _spotlight(self) -> Power | None:
        """The Power to explain: a computer's pick, the one under the pointer, in use, or the centre's."""
        if self.spotlight is not None:
            return self.spotlight
        for b in self.focus.buttons:
            if isinstance(b, Hotspot) and isinstance(b.tag, Power) and (b.hovered or b is self.focus.focused):
                return b.tag
        return self.state.power_used or self.state.centre_power

    def _draw_picker(self, surface: pygame.Surface) -> None:
        area = pygame.Rect(16, 86, 1248, 304)
        panel(surface, area, (40, 50, 90), radius=18)
        text.draw(surface, "The discard pile", 24, (area.centerx, area.y + 6), PAPER, anchor="midtop")
        for c, rect in self.picker_rects():
            surface.blit(card_image(c, PICK), rect)

    # -- legal targets ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        super().update(dt)
        key = (id(self.state), len(self.match.history), self.anim.busy, self.viewer(), self.is_human_turn(),
               tuple(self.selected))
        if key != self._targets_key:
            self._targets_key = key
            self._rebuild_targets()

    def _rebuild_targets(self) -> None:
        """Light up exactly the legal choices of the human whose turn it is (none while animating)."""
        keyboard = self.focus.focus >= 0
        self.focus.clear()
        if not self.is_human_turn() or self.viewer() != self.current or self.anim.busy:
            return
        st = self.state
        buttons = self._buttons_area()
        hand = st.hands[self.shown_seat(st)]
        hand_rects = dict(zip(hand, self.hand_rects(len(hand))))
        triples: list[tuple[int, int, int]] = []
        for action in self.match.legal_actions():
            if isinstance(action, Draw):
                self._spot(self.box["deck"], action)
            elif isinstance(action, (Play, PassCard)):
                self._spot(hand_rects[action.card], action)
            elif isinstance(action, UsePower):
                self._spot(self.power_rect(action.power), action, tag=action.power)
            elif isinstance(action, (SwapGive, Discard)):
                self._spot(self.rest_rect(st, action.card), action)
            elif isinstance(action, SwapTake):
                self._spot(self.rest_rect(st, action.card), action)
            elif isinstance(action, TakeFromDiscard):
                rect = dict(self.picker_rects())[action.card]
                self._spot(rect, action)
            elif isinstance(action, Score):
                triples.append(action.cards)
        if triples:
            for c in sorted({c for trio in triples for c in trio}):
                self.focus.add(Hotspot(self.rest_rect(st, c), "", lambda c=c: self._select(c), clock=lambda: self.t))
            for i, trio in enumerate(triples[:2]):
                pics = tuple(card_image(c, (40, 56)) for c in trio)
                rect = pygame.Rect(buttons.x + i * 142, buttons.y + 20, 134, 76)
                self.focus.add(PictureButton(rect, "", lambda a=Score(trio): self.submit(a), fill=YELLOW,
                                             pictures=pics))
        self._choice_buttons(buttons)
        if keyboard and self.focus.buttons:
            self.focus.focus = 0

    def _buttons_area(self) -> pygame.Rect:
        box = self.box["info"]
        return pygame.Rect(box.x + 16, box.y + 176, box.width - 32, box.height - 190)

    def _choice_buttons(self, area: pygame.Rect) -> None:
        """Guess buttons (shape + colour, or big numbers) and the "no thanks" buttons."""
        legal = self.match.legal_actions()
        colours = [a for a in legal if isinstance(a, GuessColour)]
        for i, a in enumerate(colours):
            rect = pygame.Rect(area.x + i * 80, area.y + 16, 72, 84)
            self.focus.add(Button(rect, "", lambda a=a: self.submit(a), icon=f"{FOLDER}/{shape_file(a.colour)}",
                                  fill=CARD_RGB[a.colour]))
        numbers = [a for a in legal if isinstance(a, GuessNumber)]
        for i, a in enumerate(numbers):
            rect = pygame.Rect(area.x + (i % 5) * 82, area.y + (i // 5) * 64, 74, 56)
            self.focus.add(Button(rect, str(a.number), lambda a=a: self.submit(a), size=36))
        for a in legal:
            if isinstance(a, SkipPower):
                rect = pygame.Rect(0, 0, 200, 76)
                rect.midbottom = area.midbottom
                self.focus.add(Button(rect, "No Power", lambda a=a: self.submit(a), fill=(200, 205, 220), size=26))
            elif isinstance(a, SkipScore):
                rect = pygame.Rect(0, 0, 120, 76)
                rect.bottomright = area.bottomright
                self.focus.add(Button(rect, "Not now", lambda a=a: self.submit(a), fill=(200, 205, 220), size=26))

    def _spot(self, rect: pygame.Rect, action: Any, tag: Any = None) -> None:
        self.focus.add(Hotspot(rect, "", lambda: self.submit(action), clock=lambda: self.t, tag=tag))

    def _select(self, card: int) -> None:
        """Scoring by tapping cards: three picked cards are offered to the rules."""
        if card in self.selected:
            self.selected.remove(card)
            return
        self.selected.append(card)
        self.app.sound("card_flip")
        if len(self.selected) == 3:
            trio = tuple(sorted(self.selected))
            self.selected = []
            self.submit(Score(trio))  # type: ignore[arg-type]

    # -- clicks on things that are not lit up: the rules say why ----------------------------------
    def handle_game(self, intent: Intent) -> None:
        if intent.kind == Kind.PRESS and intent.pos is not None:
            action = self._action_at(intent.pos)
            if action is not None:
                self.submit(action)

    def _action_at(self, pos: tuple[int, int]) -> Any:
        st = self.state
        if self.box["deck"].collidepoint(pos):
            return Draw()
        if self.box["power_pile"].collidepoint(pos) and st.centre_power is not None:
            return UsePower(st.centre_power)
        hand = st.hands[self.shown_seat(st)]
        for c, rect in reversed(list(zip(hand, self.hand_rects(len(hand))))):
            if rect.collidepoint(pos):
                return PassCard(c) if st.phase is Phase.PASS else Play(c)
        for seat, row in enumerate(st.rows):
            for i, c in enumerate(row):
                if self.row_rect(seat, i).collidepoint(pos):
                    if seat != st.turn:
                        return SwapTake(seat, c)
                    return SwapGive(c) if st.phase is Phase.SWAP_GIVE else Discard(c)
        if self.box["discard"].collidepoint(pos) and st.discard:
            return TakeFromDiscard(st.discard[-1])
        return None

    # -- animation ----------------------------------------------------------------------------------
    def _sound_at(self, delay: float, name: str) -> None:
        self.anim.tween(0, lambda _t: None, delay=delay, on_done=lambda: self.app.sound(name))

    def _fly(self, image: pygame.Surface, start: pygame.Rect, end: pygame.Rect, delay: float,
             duration: float = 0.45, *, card: int | None = None, power: Power | None = None,
             sound: str | None = None, arc: float = 60) -> None:
        """A card picture flies from `start` to `end`; until it lands it is hidden where it rests."""
        flight = Flight(image, start, end, arc)
        self.flights.append(flight)
        if card is not None:
            self.hidden[card] += 1
        if power is not None:
            self.hidden_powers.add(power)

        def landed() -> None:
            self.flights.remove(flight)
            if card is not None:
                self.hidden[card] -= 1
            if power is not None:
                self.hidden_powers.discard(power)

        if sound:
            self._sound_at(delay, sound)
        self.anim.tween(duration, flight.update, ease=Ease.IN_OUT, delay=delay, on_done=landed)

    def _set_later(self, delay: float, **values: Any) -> None:
        """Set view attributes (banner, step highlight...) at a moment of the animation."""
        self.anim.tween(0, lambda _t: None, delay=delay, on_done=lambda: self.__dict__.update(values))

    def animate(self, before: State, after: State, action: Any) -> None:
        self.lift.clear()
        self.spotlight, self.bubble, self.selected = None, None, []
        delay = 0.0
        for event in after.events:
            delay = self._animate_event(before, after, event, delay)
        if delay:
            self._set_later(delay + 0.2, shout="", step_flash=None)

    def _face(self, state: State, card: int, size: tuple[int, int]) -> pygame.Surface:
        """A card face if everyone may see it there, or the viewer holds it; else a back."""
        public = any(card in row for row in state.rows) or card in state.discard
        mine = self.viewer() is not None and card in state.hands[self.viewer()]
        return card_image(card if public or mine else -1, size)

    def _animate_event(self, before: State, after: State, event: Any, delay: float) -> float:
        kind, seat = event.kind, event.seat
        if kind is EventKind.DRAW:
            card = event.cards[0]
            end = self.rest_rect(after, card)
            self._fly(self._face(after, card, end.size), self.box["deck"], end, delay, card=card, sound="card_deal")
            return delay + 0.4
        if kind is EventKind.RESHUFFLE:
            for k in range(4):
                self._fly(back_image(TABLE_CARD), self.box["discard"], self.box["deck"], delay + 0.08 * k, 0.35,
                          sound="slide" if k == 0 else None, arc=30)
            return delay + 0.6
        if kind in (EventKind.PLAY, EventKind.FROM_DISCARD, EventKind.DISCARD):
            card = event.cards[0]
            end = self.rest_rect(after, card)
            self._fly(card_image(card, end.size), self.rest_rect(before, card), end, delay, 0.5, card=card,
                      sound="card_deal")
            return delay + 0.5
        if kind is EventKind.MOVER:
            start = self.mover_rest(None if event.other < 0 else event.other)
            flight = Flight(mover_image(start.size), start, self.mover_rest(seat), 90, shadow=False)
            self.mover_flight = flight
            self._set_later(delay, step_flash=2)
            self._sound_at(delay, "token")

            def parked() -> None:
                self.mover_flight = None

            self.anim.tween(0.7, flight.update, ease=Ease.IN_OUT, delay=delay, on_done=parked)
            return delay + 0.8
        if kind is EventKind.USE_POWER:
            power = event.power
            self._set_later(delay, spotlight=power, shout=power_title(power))
            self._sound_at(delay, "card_flip")
            self.anim.tween(0.8, lambda t, p=power: self.lift.__setitem__(("power", p), 1 - abs(1 - 2 * t)),
                            delay=delay)
            return delay + 0.9
        if kind is EventKind.GUESS:
            card = event.cards[0]
            reveal = pygame.Rect(0, 0, *HAND_CARD)
            reveal.center = (self.box["discard"].centerx + 60, self.box["discard"].y - 70)
            end = self.rest_rect(after, card)
            self._fly(card_image(card, HAND_CARD), self.box["deck"], reveal, delay, 0.4, card=card, sound="card_flip")
            self._set_later(delay + 0.4, shout="Yes!" if event.matched else "No!")
            self._fly(card_image(card, end.size), reveal, end, delay + 1.2, 0.45, card=card,
                      sound="cheer" if event.matched else "slide")
            return delay + 1.7
        if kind is EventKind.SWAP:
            for card in event.cards:
                end = self.rest_rect(after, card)
                self._fly(card_image(card, end.size), self.rest_rect(before, card), end, delay, 0.6, card=card,
                          arc=90)
            self._sound_at(delay, "slide")
            return delay + 0.7
        if kind is EventKind.PASS:
            for card in event.cards:
                if card >= 0:
                    end = self.rest_rect(after, card)
                    self._fly(back_image(end.size), self.rest_rect(before, card), end, delay, 0.6, card=card)
            self._sound_at(delay, "slide")
            return delay + 0.7
        if kind is EventKind.SCORE:
            for k, card in enumerate(event.cards):
                self._fly(card_image(card, TABLE_CARD), self.rest_rect(before, card), self.box["discard"],
                          delay + 0.15 * k, 0.5, card=card)
            prize = event.power
            slot_rect = self.scored_rect(seat, after.scored[seat].index(prize))
            self._fly(power_image(prize, MINI), self.box["power_pile"], slot_rect, delay + 0.5, 0.6,
                      power=prize, sound="cheer", arc=100)
            self._set_later(delay + 0.5, shout="Scored a Power!")
            self.flip = 0.0 if after.centre_power is not None else 1.0
            return delay + 1.2
        if kind is EventKind.FLIP:
            self.flip = 0.0
            self._sound_at(delay, "card_flip")
            self.anim.tween(0.5, lambda t: setattr(self, "flip", t), delay=delay)
            return delay + 0.5
        if kind is EventKind.WIN:
            self._set_later(delay, shout="Three Powers!")
            return delay + 1.0
        return delay

    def show_bot_steps(self, action: Any) -> None:
        """A computer's choice, slowly: the card lifts (or the guess shows) before it is played."""
        start = 0.45
        keys: list[tuple[str, Any]] = []
        if isinstance(action, Draw):
            keys = [("deck", 0)]
        elif isinstance(action, (Play, PassCard)):
            keys = [("hand", action.card)]
        elif isinstance(action, (SwapGive, SwapTake, Discard)):
            keys = [("row", action.card)]
        elif isinstance(action, Score):
            keys = [("row", c) for c in action.cards]
        elif isinstance(action, UsePower):
            keys = [("power", action.power)]
            self._set_later(start, spotlight=action.power)
        elif isinstance(action, GuessColour):
            self._set_later(start, bubble=assets.scaled(f"{FOLDER}/{shape_file(action.colour)}", (64, 64)))
        elif isinstance(action, GuessNumber):
            self._set_later(start, bubble=text.render(str(action.number), 60, INK))
        elif isinstance(action, TakeFromDiscard):
            self._set_later(start, bubble=card_image(action.card, PICK))
        for key in keys:
            self.anim.tween(0.4, lambda t, k=key: self.lift.__setitem__(k, t), delay=start)
        quick = isinstance(action, (SkipPower, SkipScore))
        self.anim.wait(start + (0.3 if quick else 0.9))


SCENE = SomethingWildScene
