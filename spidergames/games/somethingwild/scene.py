"""Something Wild! Spider-Man at the table: rows, hand, piles, the mover and a guided six-step turn.

The layout comes from maps/somethingwild.tmx. Only legal targets light up (the kit's targets, so
Tab/arrows/Enter work too); a click on anything else is sent to the rules, which refuse it with a
hint. The table is drawn from the viewer's observation only: a hand is face up because the
observation holds it, everyone else's cards are backs. Each event the rules report flies its cards
as sprites; the screen lands on the new position when the action's last event has been shown.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from spidergames.app.i18n import _
from spidergames.app.input import Intent, Kind
from spidergames.app.table.anchors import KitPlaces
from spidergames.app.table.caption import Line
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.layers import Part, around, bare, ground, part
from spidergames.app.table.seats import seat_panel
from spidergames.app.table.sprites import Sprite
from spidergames.app.table.targets import Target
from spidergames.app.ui.theme import YELLOW
from spidergames.app.ui.widgets import Button

from . import captions as captions_module
from . import teach as teach_module
from .art_names import BACK, MOVER
from .cards import Power, power_title
from .layout import PANEL_W, Layout
from .power_rule import PowerCardButton, PowerRuleScene
from .rules import (
    Action,
    Discard,
    Draw,
    Event,
    EventKind,
    Observation,
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
    PictureButton,
    card_image,
    card_picture,
    mover_image,
    power_picture,
)
from .view_guide import (
    MOVER_STEP,
    STEP_OF_PHASE,
    choice_buttons,
    cloth,
    draw_bubble,
    draw_hand_label,
    draw_info,
    draw_picker,
    draw_steps,
    guess_picture,
    power_card_rect,
    render_background,
    steps_left,
)
from .view_table import DISCARD_PILE, LIFT, MOVER_KEY, draw_piles, draw_row, paint_row, piles_look, row_look, row_moves

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.protocol import Seat
    from spidergames.core.seat_link import SeatLink



class SomethingWildScene(GameScene[State, Action, Observation, Event]):
    """The card table: every player's row and Powers, the piles, and the hand in play."""

    teach = teach_module
    hidden_information = True
    captions = captions_module

    def __init__(self, app: App, match: SeatLink[State, Action, Observation, Event]) -> None:
        self.layout = Layout(match.config.players)
        super().__init__(app, match)
        self.box = self.layout.box
        info = self.box["info"]
        self.background = render_background(self.layout)
        self.selected: list[int] = []  # cards tapped towards a score (a choice in progress)
        self.spotlight: Power | None = None  # the Power a computer points at, or the one in use
        self.bubble: pygame.Surface | None = None  # a computer's guess or pick, over the piles
        self.step_flash: int | None = None  # the step bar shows "Mover" while the mover flies
        self.skip_asked = False  # "Not now" on a score was tapped once: the next tap skips
        self.power_card = self.focus.add(PowerCardButton(power_card_rect(info), "", self._read_power,
                                                         power_of=lambda: self._spotlight(self.table)))


    def backdrop(self, surface: pygame.Surface) -> None:
        """The table cloth across a wide canvas, its threads running on from the table's."""
        cloth(surface, self.layout.background, (surface.get_width() - self.layout_size[0]) // 2)

    def rehearse(self, surface: pygame.Surface) -> None:
        """The kit's, and the label of each seat's hand, measured and rendered (outlined: about 1 ms each)
        while the fade runs: the hand shown changes each turn, on the frame the table is composed again."""
        super().rehearse(surface)
        for seat in self.seats:
            draw_hand_label(surface, cards_of(seat.name), self.layout.hand_label_box())

    def table_widths(self) -> Collection[int]:
        """The map lays the table out for the 16:10 and 4:3 canvases too (`layout.py`)."""
        return self.layout.map.widths("table")

    def read_places(self) -> KitPlaces:
        """The map's, for this many players: the menu button at the turn badge's left end (the badge makes
        room) and the bubble over the badge, not the board; Help and Oops by the hand, the reason over
        the caption; the caption where the seats leave it room for all its rows."""
        return self.layout.places
    def aside(self) -> list[Button]:
        return [self.power_card]

    def _read_power(self) -> None:
        """The Power in the guide panel, its whole rule on a page of its own (the panel may not hold it)."""
        power = self._spotlight(self.table)
        if power is not None:
            self.app.scenes.push(PowerRuleScene(self.app, power))

    @property
    def table(self) -> Observation:
        """The position on screen, as the viewer may see it."""
        view: Observation = self.view
        return view

    # -- where things are (in a view) ------------------------------------------------------------
    @staticmethod
    def shown_seat(view: Observation) -> int:
        """Whose hand is fanned at the bottom: the player choosing a card to pass, else the turn's."""
        return view.actor if view.phase is Phase.PASS else view.turn

    @staticmethod
    def shown_hand(view: Observation) -> tuple[int, ...]:
        """The fanned hand: its faces if the viewer holds it, else one back (-1) per card."""
        seat = SomethingWildScene.shown_seat(view)
        return view.hand if view.viewer == seat else (-1,) * view.hand_sizes[seat]

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        return self.layout.hand_rects(count)

    def rest_rect(self, view: Observation, card: int) -> pygame.Rect:
        """Where a card lies in `view` (row, fanned hand, the viewer's hand badge, discard or deck)."""
        for seat, row in enumerate(view.rows):
            if card in row:
                return self.layout.row_rect(seat, row.index(card), len(row))
        hand = self.shown_hand(view)
        if card in hand:
            return self.hand_rects(len(hand))[hand.index(card)]
        if view.viewer is not None and card in view.hand:
            return self.layout.seat_hand_rect(view.viewer)
        return self.box["discard"] if card in view.discard else self.box["deck"]

    def hidden_card(self, view: Observation, seat: int) -> tuple[pygame.Rect, tuple[Any, ...]]:
        """Where a card of a hand the viewer cannot see leaves from (its last back), and its key."""
        n = view.hand_sizes[seat]
        if seat != self.shown_seat(view) or n == 0:
            return self.layout.seat_hand_rect(seat), ("back", seat, -1)
        return self.hand_rects(n)[-1], ("back", seat, n - 1)

    def power_rect(self, view: Observation, power: Power) -> pygame.Rect:
        for seat, won in enumerate(view.scored):
            if power in won:
                return self.layout.scored_rect(seat, won.index(power))
        return self.box["power_pile"]

    def banner_centre(self) -> tuple[int, int]:
        return (420, 560)

    def locate(self, where: Any) -> pygame.Rect | None:
        view = self.table
        match where:
            case teach_module.Card(card):
                return self.rest_rect(view, card)
            case teach_module.Mover():
                return self.layout.mover_rest(view.mover)
            case teach_module.PowerCard(power):
                return self.power_rect(view, power)
            case teach_module.Deck():
                return self.box["deck"]
            case teach_module.DiscardPile():
                return self.box["discard"]
            case teach_module.Hand():
                return self.box["hand"]
            case teach_module.Row(seat):
                return self.layout.seats[seat]
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        view = self.table
        step = self.step_flash if self.step_flash is not None else STEP_OF_PHASE[view.phase]
        spotlight = self._spotlight(view)
        moving = tuple(seat for seat in range(len(self.layout.seats)) if row_moves(view, seat, self.selected))
        self.still.draw(surface, self._still_parts(view, step, spotlight, moving))
        for seat in moving:
            draw_row(surface, self.layout, view, seat, self.sprites.hides, self.selected, self.clock)
        if view.phase is Phase.TAKE_DISCARD and self.ready():
            draw_picker(surface, self.box["picker"], self.layout.picker_rects(view.discard))
        if self.bubble is not None:
            draw_bubble(surface, self.box["bubble"], self.bubble)

    def _still_parts(self, view: Observation, step: int, spotlight: Power | None,
                     moving: tuple[int, ...]) -> list[Part]:
        """The seats' panels, the piles, the fanned hand, the guide and the rows that do not move: what
        only a move changes, each with what it is drawn from (a card played composes again its row,
        the hand and the piles, not the whole table)."""
        box = self.box
        badge = box["turn_badge"]  # it reaches the strip of steps: a name is shown whole
        badge = pygame.Rect(badge.left, badge.top, steps_left(box["step_bar"]) - 16 - badge.left, badge.height)
        return [ground(self.background), self.turn_badge_part(badge),
                *self.still.parts_of(table_parts, layout=self.layout, seats=self.seats, view=view,
                                     hidden=self.sprites.hidden, step=step, spotlight=spotlight, moving=moving,
                                     turn=None if self.display.over else self.turn_shown)]

    def _spotlight(self, view: Observation) -> Power | None:
        """The Power to explain: a computer's pick, the one under the pointer, in use, or the centre's."""
        if self.spotlight is not None:
            return self.spotlight
        target = self.focus.hovered_or_focused()
        if target is not None and isinstance(target.tag, Power):
            return target.tag
        return view.power_used or view.centre_power

    # -- legal targets ---------------------------------------------------------------------------
    def focus_words(self, button: Button | None) -> Line | None:
        """Draw, play, use a Power, take from the discard, pick a card, score: never which card."""
        if isinstance(button, PictureButton):
            return captions_module.SCORE
        if button is self.power_card:
            return captions_module.READ_POWER
        if not isinstance(button, Target):
            return super().focus_words(button)
        action = button.action
        if isinstance(action, Draw):
            return captions_module.DRAW_CARD
        if isinstance(action, UsePower):
            return captions_module.USE_POWER
        if isinstance(action, TakeFromDiscard):
            return captions_module.TAKE_CARD
        return captions_module.PLAY_CARD if isinstance(action, Play) else captions_module.PICK_CARD  # pass, swap...

    def refresh(self) -> None:
        """Light up exactly the legal choices of the person in front of the screen (none while animating)."""
        ready = self.ready()
        if not self.focus.rebuild_when((self.table, ready, tuple(self.selected))) or not ready:
            return
        view = self.table
        triples: list[tuple[int, int, int]] = []
        for action in self.match.legal_actions():
            choose = partial(self.submit, action)
            if isinstance(action, Draw):
                self.focus.offer(self.box["deck"], action, choose)
            elif isinstance(action, (Play, PassCard, SwapGive, SwapTake, Discard)):
                self.focus.offer(self.rest_rect(view, action.card), action, choose)
            elif isinstance(action, UsePower):
                self.focus.offer(self.power_rect(view, action.power), action, choose, tag=action.power)
            elif isinstance(action, TakeFromDiscard):
                self.focus.offer(dict(self.layout.picker_rects(view.discard))[action.card], action, choose)
            elif isinstance(action, Score):
                triples.append(action.cards)
        for c in sorted({c for trio in triples for c in trio}):
            self.focus.offer(self.rest_rect(view, c), None, partial(self._select, c), tag=("card", c))
        area = self.layout.choice_area()
        others = choice_buttons(area, self.match.legal_actions(), self._choose)
        for i, trio in enumerate(triples[:2]):  # Score is the big button...
            rect = pygame.Rect(area.x + i * 154, area.y + 4, 146, 104)
            if rect.collidelist([b.rect for b in others]) >= 0:
                break  # ...as many as fit beside "Not now" (one on a narrow table): the rest by their cards
            pictures = tuple(card_image(c, (44, 62)) for c in trio)
            self.focus.offer_button(PictureButton(rect, "", partial(self.submit, Score(trio)), fill=YELLOW,
                                                  pictures=pictures))
        for button in others:
            self.focus.offer_button(button)

    def hint_target(self, action: Action) -> Button | None:
        """A score no big button offers (only the first two are buttons) is made by tapping its cards: the
        next card to tap, after a card tapped that is not in it (a tap takes it back). Help's glow and a
        child with one switch follow it; without it they were shown nothing and waited for ever."""
        button = super().hint_target(action)
        if button is not None or not isinstance(action, Score):
            return button
        stray = [c for c in self.selected if c not in action.cards]
        card = stray[0] if stray else next((c for c in action.cards if c not in self.selected), None)
        return next((b for b in self.focus.buttons if getattr(b, "tag", None) == ("card", card)), None)

    def _choose(self, action: Action) -> None:
        """A choice button: "Not now" on a score asks once more (a mis-tap would throw away a Power)."""
        if isinstance(action, SkipScore) and not self.skip_asked:
            self.skip_asked = True
            self.app.sound("hover")
            self.toast.show(_("Really not score now? Tap Not now again to keep your cards."))
            return
        self.submit(action)

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

    # -- clicks on things that are not lit up: the rules say why --------------------------------
    def handle_game(self, intent: Intent) -> None:
        if intent.kind == Kind.PRESS and intent.pos is not None:
            action = self._action_at(intent.pos)
            if action is not None:
                self.submit(action)

    def _action_at(self, pos: tuple[int, int]) -> Action | None:
        view = self.table
        if self.box["deck"].collidepoint(pos):
            return Draw()
        if self.box["power_pile"].collidepoint(pos) and view.centre_power is not None:
            return UsePower(view.centre_power)
        hand = self.shown_hand(view)
        for c, rect in reversed(list(zip(hand, self.hand_rects(len(hand)), strict=True))):
            if rect.collidepoint(pos) and c >= 0:
                return PassCard(c) if view.phase is Phase.PASS else Play(c)
        for seat, row in enumerate(view.rows):
            for i, c in reversed(list(enumerate(row))):  # the card on top, where a row overlaps
                if self.layout.row_rect(seat, i, len(row)).collidepoint(pos):
                    if seat != view.turn:
                        return SwapTake(seat, c)
                    return SwapGive(c) if view.phase is Phase.SWAP_GIVE else Discard(c)
        if self.box["discard"].collidepoint(pos) and view.discard:
            return TakeFromDiscard(view.discard[-1])
        return None

    # -- animation: one event at a time, then the screen lands on the new position --------------
    def on_played(self, action: Action) -> None:
        self.sprites.clear()  # a computer's lifted choice goes back down
        self.spotlight, self.bubble, self.selected = None, None, []
        self.skip_asked = False

    def play_event(self, event: Event, before: Observation, after: Observation) -> None:
        seconds = self._show(event, before, after)
        self.anim.wait(seconds, self._landed if event is after.events[-1] else None)

    def _landed(self) -> None:
        """The action's last event has been shown: the new position replaces the flying cards."""
        self.display.land()
        self.sprites.clear()
        self.spotlight, self.bubble, self.step_flash = None, None, None

    def _fly(self, picture: str, start: pygame.Rect, end: pygame.Rect, seconds: float, *, key: Any = None,
             delay: float = 0.0, arc: float = 60, back: str | None = None, sound: str | None = None) -> Sprite:
        """A card flies from `start` to `end` and stays there until the screen lands (`key`: hidden at rest)."""
        card = Sprite(picture, *start.center, *end.size, back=back, key=key, shadow=True)
        self.sprites.fly(card, end.center, seconds, arc=arc, delay=delay, keep=True)
        if back is not None:
            self.sprites.turn_over(card, seconds, delay=delay)
        if sound:
            self.anim.after(delay, partial(self.app.sound, sound))
        return card

    def _show(self, event: Event, before: Observation, after: Observation) -> float:
        """Start the animation of one event; returns how long it lasts."""
        kind, seat = event.kind, event.seat
        if kind is EventKind.DRAW:
            card = event.cards[0]
            end = self.rest_rect(after, card) if card >= 0 else self.hidden_card(after, seat)[0]
            self._fly(card_picture(card), self.box["deck"], end, 0.45, sound="card_deal")
            return 0.45
        if kind is EventKind.RESHUFFLE:
            for k in range(4):
                self._fly(BACK, self.box["discard"], self.box["deck"], 0.35, delay=0.08 * k, arc=30,
                          key=DISCARD_PILE, sound="slide" if k == 0 else None)
            return 0.6
        if kind in (EventKind.PLAY, EventKind.FROM_DISCARD, EventKind.DISCARD):
            card = event.cards[0]
            start, key = self.rest_rect(before, card), ("card", card)
            hidden = kind is EventKind.PLAY and card not in before.hand
            if hidden:
                start, key = self.hidden_card(before, seat)
            self._fly(card_picture(card), start, self.rest_rect(after, card), 0.5, key=key,
                      back=BACK if hidden else None, sound="card_deal")
            return 0.5
        if kind is EventKind.MOVER:
            self.step_flash = MOVER_STEP
            start = self.layout.mover_rest(None if event.other < 0 else event.other)
            mover = Sprite(MOVER, *start.center, *start.size, key=MOVER_KEY)
            self.sprites.fly(mover, self.layout.mover_rest(seat).center, 0.7, arc=90, keep=True)
            self.app.sound("token")
            return 0.8
        if kind is EventKind.USE_POWER and event.power is not None:
            self.spotlight = event.power
            rect = self.power_rect(before, event.power)
            self.sprites.hop(self.sprites.add(Sprite(power_picture(event.power), *rect.center, *rect.size,
                                                     key=("power", event.power))), LIFT, 0.8)
            self.app.sound("card_flip")
            return self.banner.show(_(power_title(event.power)), hold=0.9)
        if kind is EventKind.GUESS:
            card, reveal = event.cards[0], self.layout.reveal_rect()
            shown = self._fly(card_picture(card), self.box["deck"], reveal, 0.4, key=("card", card), back=BACK,
                              sound="card_flip")
            self.banner.show(_("Yes!") if event.matched else _("No!"), delay=0.4, hold=0.8)
            end = self.rest_rect(after, card)
            self.anim.after(1.2, partial(self._land_guess, shown, end, event.matched))
            return 1.7
        if kind is EventKind.SWAP:
            for card in event.cards:
                self._fly(card_picture(card), self.rest_rect(before, card), self.rest_rect(after, card), 0.6,
                          key=("card", card), arc=90)
            self.app.sound("slide")
            return 0.7
        if kind is EventKind.PASS:
            for giver, card in enumerate(event.cards):  # -1: a card the viewer may not see (or none)
                if card < 0 and not before.hand_sizes[giver]:
                    continue
                taker = (giver - 1) % before.players
                start = self.rest_rect(before, card) if card in before.hand else self.layout.seat_hand_rect(giver)
                end = self.rest_rect(after, card) if card in after.hand else self.layout.seat_hand_rect(taker)
                self._fly(BACK, start, end, 0.6, key=("card", card) if card >= 0 else None)
            self.app.sound("slide")
            return 0.7
        if kind is EventKind.SCORE and event.power is not None:
            for k, card in enumerate(event.cards):
                self._fly(card_picture(card), self.rest_rect(before, card), self.box["discard"], 0.5,
                          key=("card", card), delay=0.15 * k)
            slot_rect = self.layout.scored_rect(seat, len(before.scored[seat]))
            self._fly(power_picture(event.power), self.box["power_pile"], slot_rect, 0.6, delay=0.5, arc=100,
                      key=("power", event.power))
            return self.banner.show(_("Scored a Power!"), delay=0.5, on_show=partial(self.app.sound, "cheer"))
        if kind is EventKind.FLIP and event.power is not None:
            pile = self.box["power_pile"]
            flipping = self.sprites.add(Sprite(power_picture(event.power), *pile.center, *pile.size, back=BACK,
                                               key=("power", event.power)))
            self.sprites.turn_over(flipping, 0.5)
            self.app.sound("card_flip")
            return 0.5
        if kind is EventKind.WIN:
            return self.banner.show(_("Three Powers!"), on_show=partial(self.app.sound, "cheer"))
        return 0.0

    def _land_guess(self, card: Sprite, end: pygame.Rect, matched: bool) -> None:
        """The guessed card goes from where everyone saw it to the row (a match) or the discard pile."""
        card.width, card.height = end.size
        self.sprites.fly(card, end.center, 0.45, keep=True)
        self.app.sound("cheer" if matched else "slide")

    # -- a computer's turn, slowly ---------------------------------------------------------------
    def show_bot_steps(self, action: Any) -> None:
        """A computer's choice: the card lifts (or the guess shows) before it is played."""
        start, view = 0.45, self.table
        lifted: list[Sprite] = []
        if isinstance(action, Draw):
            lifted = [Sprite(BACK, *self.box["deck"].center, *self.box["deck"].size, shadow=True)]
        elif isinstance(action, (Play, PassCard)):
            rect, key = ((self.rest_rect(view, action.card), ("card", action.card)) if action.card in view.hand
                         else self.hidden_card(view, view.actor))
            lifted = [Sprite(card_picture(action.card if key[0] == "card" else -1), *rect.center, *rect.size,
                             key=key, shadow=True)]
        elif isinstance(action, (SwapGive, SwapTake, Discard, Score)):
            cards = action.cards if isinstance(action, Score) else (action.card,)
            lifted = [Sprite(card_picture(c), *self.rest_rect(view, c).center, *self.layout.row_size,
                             key=("card", c), shadow=True) for c in cards]
        elif isinstance(action, UsePower):
            rect = self.power_rect(view, action.power)
            lifted = [Sprite(power_picture(action.power), *rect.center, *rect.size, key=("power", action.power))]
        bubble = guess_picture(action)
        self.anim.after(start, partial(self._point_at, action.power if isinstance(action, UsePower) else None, bubble))
        for sprite in lifted:
            self.sprites.add(sprite)
            self.anim.animate(sprite, 0.4, delay=start, lift=LIFT)
        quick = isinstance(action, (SkipPower, SkipScore))
        self.anim.wait(start + (0.3 if quick else 0.9))

    def _point_at(self, power: Power | None, bubble: pygame.Surface | None) -> None:
        self.spotlight, self.bubble = power, bubble


def table_parts(layout: Layout, seats: tuple[Seat, ...], view: Observation, hidden: frozenset[Hashable], step: int,
                spotlight: Power | None, moving: tuple[int, ...], turn: int | None) -> list[Part]:
    """The table's still parts but its ground and badge, from what they are drawn from: the seat
    whose `turn` it is (None: nobody's), what a sprite stands for (`hidden`), the rows that move."""
    hides, box = hidden.__contains__, layout.box
    parts = [part(around(box["step_bar"]), draw_steps, bar=box["step_bar"], current=step)]
    for seat, rect in enumerate(layout.seats):
        parts.append(part(around(rect), seat_panel, rect=rect, seat=seats[seat], active=seat == turn,
                          column=PANEL_W if layout.named else None, named=layout.named))
    parts.append(part(around(layout.piles_area()), draw_piles, layout=layout, look=piles_look(view, hides)))
    seat, hand = SomethingWildScene.shown_seat(view), SomethingWildScene.shown_hand(view)
    label = None if not hand else _("Your cards") if view.viewer == seat else cards_of(seats[seat].name)
    parts.append(part(around(box["hand"].unionall(layout.hand_rects(len(hand)))), draw_hand, layout=layout,
                      top=box["hand"].top, label=label, centre=view.centre_power,
                      cards=tuple(None if hides(("card", c) if c >= 0 else ("back", seat, k)) else c
                                  for k, c in enumerate(hand)),
                      movers=view.viewer == seat and view.phase is Phase.PLAY and view.mover != seat))
    choosing = view.phase in (Phase.POWER, Phase.GUESS_COLOUR, Phase.GUESS_NUMBER, Phase.SCORE)
    bottom = layout.choice_area().top - 4 if choosing else box["info"].bottom - 8
    parts.append(part(around(box["info"]), draw_info, box=box["info"], power=spotlight, bottom=bottom))
    for seat in range(len(layout.seats)):
        if seat in moving:
            parts.append(part(around(layout.row_area(seat)), bare))
        else:
            parts.append(part(around(layout.row_area(seat)), paint_row, layout=layout, seat=seat,
                              look=row_look(view, seat, hides), glowing=frozenset(), selected=frozenset(),
                              clock=0.0))  # a still row: nothing in it glows or is picked
    return parts


def cards_of(name: str) -> str:
    """The label of another seat's hand ("Ann's cards")."""
    return _("{name}'s cards").format(name=name)


def draw_hand(surface: pygame.Surface, layout: Layout, top: int, label: str | None, centre: Power | None,
              cards: tuple[int | None, ...], movers: bool) -> None:
    """The fanned hand (a card a sprite hides is None, a back -1), the mover on each card that would
    take it (`movers`), and whose cards they are (`label`); `top` is the hand's box's top."""
    for c, rect in zip(cards, layout.hand_rects(len(cards)), strict=True):
        if c is None:
            continue
        surface.blit(card_image(c, layout.hand_card), rect)
        if movers and takes_mover(c, centre):
            icon = mover_image((30, 40))
            spot = icon.get_rect(midbottom=(rect.centerx, rect.top + 6))
            if spot.top < top:  # no room above the card (the caption is there): on its top
                spot.top = rect.top + 2  # edge, inside, clear of the card's glow
            surface.blit(icon, spot)
    if label is not None:
        draw_hand_label(surface, label, layout.hand_label_box())


SCENE = SomethingWildScene
