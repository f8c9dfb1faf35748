"""Something Wild! Spider-Man rules: the six-step turn, the mover, ten Powers, sets and runs.

The turn is split into small actions so the scene can guide every click:
Draw -> Play (the mover moves by itself) -> Use Power (and its choices) -> Score -> Discard.
Steps with nothing to decide pass by themselves; what happened is in `state.events`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from spidergames.core.protocol import (
    GAME_OVER,
    TERMINAL,
    Game,
    GameConfig,
    Message,
    Outcome,
    replace,
    seat_of,
)

from .cards import (
    ALL_CARDS,
    COLOURS,
    NUMBERS,
    POWERS,
    SCORING_POWERS,
    Colour,
    Power,
    card_name,
    colour_of,
    has_mover_symbol,
    number_of,
    power_colour,
    power_title,
    scoring_triples,
)
from .info import INFO

T = TypeVar("T")

HAND_SIZE = 3
ROW_LIMIT = 5
POWERS_TO_WIN = 3


class Phase(Enum):
    """Which step of the turn is waiting for a decision."""

    DRAW = "draw"
    PLAY = "play"
    POWER = "power"  # use a Power or not
    GUESS_COLOUR = "guess-colour"
    GUESS_NUMBER = "guess-number"
    SWAP_GIVE = "swap-give"  # pick your own row card to swap away
    SWAP_TAKE = "swap-take"  # pick the other player's card of that colour
    TAKE_DISCARD = "take-discard"  # Lucky 7: pick a card from the discard pile
    PASS = "pass"  # the seat in `actor` picks a hand card to pass
    SCORE = "score"
    DISCARD = "discard"
    OVER = "over"


class EventKind(Enum):
    """Things the scene animates, in the order they happened."""

    DRAW = "draw"  # seat took cards[0] from the deck (hidden from others)
    RESHUFFLE = "reshuffle"  # the discard pile became the new deck
    PLAY = "play"  # seat played cards[0] from hand into its row
    MOVER = "mover"  # seat took the mover from `other` (-1: from the middle)
    USE_POWER = "use-power"  # seat used `power`
    GUESS = "guess"  # seat guessed `guess`; cards[0] was turned; `matched`: it went to the row
    SWAP = "swap"  # seat swapped its cards[0] for seat `other`'s cards[1]
    FROM_DISCARD = "from-discard"  # seat played cards[0] from the discard pile
    PASS_CHOSEN = "pass-chosen"  # seat chose cards[0] to pass (hidden from others)
    PASS = "pass"  # cards[i] went from seat i to seat i-1 (-1: nothing / hidden)
    SCORE = "score"  # seat scored cards (to the discard pile) and took `power`
    FLIP = "flip"  # `power` was turned face up in the centre
    DISCARD = "discard"  # seat discarded cards[0] from its row
    WIN = "win"  # seat scored its third Power
    TURN = "turn"  # seat's turn begins


@dataclass(frozen=True)
class Event:
    """One step the scene can animate; fields not named in `EventKind` stay at their default."""

    kind: EventKind
    seat: int
    cards: tuple[int, ...] = ()
    other: int = -1
    power: Power | None = None
    guess: str = ""
    matched: bool = False


@dataclass(frozen=True)
class State:
    """The whole table. Deck and Power pile: index 0 is the top. Discard pile: last is the top."""

    players: int
    deck: tuple[int, ...]
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    rows: tuple[tuple[int, ...], ...]
    power_pile: tuple[Power, ...]
    centre_power: Power | None
    scored: tuple[tuple[Power, ...], ...]
    mover: int | None  # seat holding the Spider-Man mover; None: beside the pile
    turn: int  # whose turn it is
    actor: int  # who decides now (differs from `turn` only while cards are passed)
    phase: Phase
    power_used: Power | None = None  # the Power in use this turn
    swap_card: int = -1  # own row card picked to swap away
    pass_choices: tuple[int, ...] = ()  # card each seat chose to pass (-1: not yet), secret
    winner: int | None = None
    turn_number: int = 1
    events: tuple[Event, ...] = ()  # what the last action did, in order

    @property
    def current_player(self) -> int:
        """Who decides now (`actor`: differs from `turn` only while cards are passed)."""
        return TERMINAL if self.phase is Phase.OVER else self.actor


@dataclass(frozen=True)
class Observation:
    """What one seat may see: its own hand, every face-up card, and counts of the rest."""

    viewer: int | None  # None: nobody (a curtain is up, or a spectator): only what is public
    players: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    rows: tuple[tuple[int, ...], ...]
    deck_size: int
    discard: tuple[int, ...]
    centre_power: Power | None
    power_pile_size: int
    scored: tuple[tuple[Power, ...], ...]
    mover: int | None
    turn: int
    actor: int
    phase: Phase
    power_used: Power | None
    swap_card: int
    my_pass: int  # the card this seat chose to pass, or -1
    passed: tuple[bool, ...]  # which seats have chosen their card to pass
    winner: int | None
    turn_number: int
    events: tuple[Event, ...]

    @property
    def me(self) -> int:
        """The seat this view belongs to: a robot always sees as a seat (nobody's view has none)."""
        return seat_of(self.viewer)

    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase is Phase.OVER else self.actor


# -- actions ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Draw:
    def __str__(self) -> str:
        return "draw a card"


@dataclass(frozen=True)
class Play:
    card: int

    def __str__(self) -> str:
        return f"play {card_name(self.card)}"


@dataclass(frozen=True)
class UsePower:
    power: Power

    def __str__(self) -> str:
        return f"use the Power \"{power_title(self.power)}\""


@dataclass(frozen=True)
class SkipPower:
    def __str__(self) -> str:
        return "don't use a Power"


@dataclass(frozen=True)
class GuessColour:
    colour: Colour

    def __str__(self) -> str:
        return f"guess {self.colour.value}"


@dataclass(frozen=True)
class GuessNumber:
    number: int

    def __str__(self) -> str:
        return f"guess {self.number}"


@dataclass(frozen=True)
class SwapGive:
    card: int

    def __str__(self) -> str:
        return f"swap away your {card_name(self.card)}"


@dataclass(frozen=True)
class SwapTake:
    seat: int
    card: int

    def __str__(self) -> str:
        return f"take {card_name(self.card)} from player {self.seat + 1}"


@dataclass(frozen=True)
class TakeFromDiscard:
    card: int

    def __str__(self) -> str:
        return f"play {card_name(self.card)} from the discard pile"


@dataclass(frozen=True)
class PassCard:
    card: int

    def __str__(self) -> str:
        return f"pass {card_name(self.card)}"


@dataclass(frozen=True)
class Score:
    cards: tuple[int, int, int]

    def __str__(self) -> str:
        return "score " + ", ".join(card_name(c) for c in self.cards)


@dataclass(frozen=True)
class SkipScore:
    def __str__(self) -> str:
        return "don't score"


@dataclass(frozen=True)
class Discard:
    card: int

    def __str__(self) -> str:
        return f"discard {card_name(self.card)}"


Action = (Draw | Play | UsePower | SkipPower | GuessColour | GuessNumber | SwapGive | SwapTake
          | TakeFromDiscard | PassCard | Score | SkipScore | Discard)
ACTION_TYPES: tuple[type, ...] = (Draw, Play, UsePower, SkipPower, GuessColour, GuessNumber,
                                  SwapGive, SwapTake, TakeFromDiscard, PassCard, Score,
                                  SkipScore, Discard)


# -- pure helpers (the bots and the scene use them too) ----------------------------------------
def takes_mover(c: int, centre_power: Power | None) -> bool:
    """Playing this card takes the mover: the centre Power's colour, or the mover symbol."""
    return has_mover_symbol(c) or (centre_power is not None and colour_of(c) is power_colour(centre_power))


def swap_pairs(rows: tuple[tuple[int, ...], ...], seat: int) -> tuple[tuple[int, int, int], ...]:
    """Every (own card, other seat, their card) swap of the same colour."""
    return tuple(
        (mine, other, theirs)
        for mine in sorted(rows[seat])
        for other in range(len(rows)) if other != seat
        for theirs in sorted(rows[other]) if colour_of(theirs) is colour_of(mine)
    )


def power_can_act(power: Power, seat: int, rows: tuple[tuple[int, ...], ...],
                  hands_total: int, cards_to_turn: int, discard_size: int) -> bool:
    """Whether using `power` now could change anything (only such Powers are offered).

    House rule: a Power that cannot do anything is not offered, so no click is wasted.
    """
    row = rows[seat]
    if power in SCORING_POWERS:
        return len(scoring_triples(row, power)) > len(scoring_triples(row))
    if power in (Power.GUESS_COLOUR, Power.GUESS_NUMBER):
        return cards_to_turn > 0
    if power is Power.SWAP:
        return bool(swap_pairs(rows, seat))
    if power is Power.SEVEN_DISCARD:
        return discard_size > 0 and any(number_of(c) == 7 for c in row)
    return hands_total > 0  # PASS_CARDS


def usable_powers(state: State) -> tuple[Power, ...]:
    """The Powers the player whose turn it is may use now (centre first, then their own)."""
    seat = state.turn
    if state.mover != seat or state.power_used is not None:
        return ()
    candidates = ([state.centre_power] if state.centre_power else []) + list(state.scored[seat])
    hands_total = sum(len(h) for h in state.hands)
    turnable = len(state.deck) + len(state.discard)
    return tuple(p for p in POWERS if p in candidates and power_can_act(
        p, seat, state.rows, hands_total, turnable, len(state.discard)))


def cards_in_play(state: State) -> tuple[int, ...]:
    """Every character card wherever it is (for checking that none is lost)."""
    return (state.deck + state.discard + tuple(c for h in state.hands for c in h)
            + tuple(c for r in state.rows for c in r))


def _set_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return items[:index] + (value,) + items[index + 1:]


def _without(items: tuple[int, ...], *cards: int) -> tuple[int, ...]:
    left = list(items)
    for c in cards:
        left.remove(c)
    return tuple(left)


# -- the game -----------------------------------------------------------------------------------
class SomethingWild(Game[State, Action]):
    """Make sets and runs, grab the Spider-Man mover, use Powers: first to three Powers wins."""

    info = INFO
    state_type = State
    action_types = ACTION_TYPES

    def new_game(self, config: GameConfig, rng: random.Random) -> State:
        n = config.players
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        powers = list(POWERS)
        rng.shuffle(powers)
        hands = tuple(tuple(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(n))
        return State(
            players=n, deck=tuple(deck[n * HAND_SIZE:]), discard=(), hands=hands,
            rows=((),) * n, power_pile=tuple(powers[1:]), centre_power=powers[0],
            scored=((),) * n, mover=None, turn=0, actor=0, phase=Phase.DRAW,
            pass_choices=(-1,) * n, events=(Event(EventKind.TURN, 0),),
        )

    def current_player(self, state: State) -> int:
        return state.current_player

    def scores(self, state: State) -> tuple[int, ...]:
        return tuple(len(s) for s in state.scored)

    def outcome(self, state: State) -> Outcome | None:
        if state.phase is not Phase.OVER or state.winner is None:
            return None
        return Outcome(self.scores(state), (state.winner,))

    # -- legal actions --------------------------------------------------------------------------
    def legal_actions(self, state: State) -> tuple[Action, ...]:
        seat, phase = state.turn, state.phase
        row = state.rows[seat]
        if phase is Phase.DRAW:
            return (Draw(),)
        if phase is Phase.PLAY:
            return tuple(Play(c) for c in sorted(state.hands[seat]))
        if phase is Phase.POWER:
            return tuple(UsePower(p) for p in usable_powers(state)) + (SkipPower(),)
        if phase is Phase.GUESS_COLOUR:
            return tuple(GuessColour(c) for c in COLOURS)
        if phase is Phase.GUESS_NUMBER:
            return tuple(GuessNumber(n) for n in NUMBERS)
        if phase is Phase.SWAP_GIVE:
            return tuple(SwapGive(c) for c in sorted({m for m, _, _ in swap_pairs(state.rows, seat)}))
        if phase is Phase.SWAP_TAKE:
            return tuple(SwapTake(o, t) for m, o, t in swap_pairs(state.rows, seat)
                         if m == state.swap_card)
        if phase is Phase.TAKE_DISCARD:
            return tuple(TakeFromDiscard(c) for c in sorted(set(state.discard)))
        if phase is Phase.PASS:
            return tuple(PassCard(c) for c in sorted(state.hands[state.actor]))
        if phase is Phase.SCORE:
            return tuple(Score(t) for t in scoring_triples(row, state.power_used)) + (SkipScore(),)
        if phase is Phase.DISCARD:
            return tuple(Discard(c) for c in sorted(row))
        return ()

    def refusal(self, state: State, action: object) -> Message:
        phase = state.phase
        if phase is Phase.OVER:
            return GAME_OVER
        if isinstance(action, UsePower) and phase is Phase.POWER:
            if state.mover != state.turn:
                return Message("somethingwild.need_mover")
            return Message("somethingwild.power_no_help")
        if isinstance(action, Score) and phase is Phase.SCORE:
            return Message("somethingwild.not_a_set_or_run")
        if isinstance(action, SwapTake) and phase is Phase.SWAP_TAKE:
            return Message("somethingwild.swap_same_colour")
        hints = {  # otherwise: what to do now
            Phase.DRAW: Message("somethingwild.draw_first"),
            Phase.PLAY: Message("somethingwild.play_a_card"),
            Phase.POWER: Message("somethingwild.power_or_not"),
            Phase.GUESS_COLOUR: Message("somethingwild.guess_colour"),
            Phase.GUESS_NUMBER: Message.of("somethingwild.guess_number", low=min(NUMBERS), high=max(NUMBERS)),
            Phase.SWAP_GIVE: Message("somethingwild.swap_give"),
            Phase.SWAP_TAKE: Message("somethingwild.swap_take"),
            Phase.TAKE_DISCARD: Message("somethingwild.take_discard"),
            Phase.PASS: Message("somethingwild.pass_a_card"),
            Phase.SCORE: Message("somethingwild.score_or_not"),
            Phase.DISCARD: Message.of("somethingwild.discard_one", most=ROW_LIMIT),
        }
        return hints[phase]

    # -- applying -------------------------------------------------------------------------------
    def _apply(self, state: State, action: Action, rng: random.Random) -> State:
        s = replace(state, events=())
        if isinstance(action, Draw):
            return self._draw(s, rng)
        if isinstance(action, Play):
            return self._play(s, action.card)
        if isinstance(action, UsePower):
            return self._use_power(s, action.power)
        if isinstance(action, SkipPower):
            return self._to_score(s)
        if isinstance(action, GuessColour):
            return self._guess(s, rng, action.colour.value, lambda c: colour_of(c) is action.colour)
        if isinstance(action, GuessNumber):
            return self._guess(s, rng, str(action.number), lambda c: number_of(c) == action.number)
        if isinstance(action, SwapGive):
            return replace(s, swap_card=action.card, phase=Phase.SWAP_TAKE)
        if isinstance(action, SwapTake):
            return self._swap(s, action.seat, action.card)
        if isinstance(action, TakeFromDiscard):
            return self._from_discard(s, action.card)
        if isinstance(action, PassCard):
            return self._pass_card(s, action.card)
        if isinstance(action, Score):
            return self._score(s, action.cards)
        if isinstance(action, SkipScore):
            return self._to_discard(s)
        return self._discard(s, action.card)

    @staticmethod
    def _log(s: State, *events: Event) -> State:
        return replace(s, events=s.events + events)

    def _turn_top(self, s: State, rng: random.Random) -> tuple[State, int]:
        """Take the deck's top card, shuffling the discard pile into a new deck if it ran out."""
        if not s.deck:
            deck = list(s.discard)
            rng.shuffle(deck)
            s = self._log(replace(s, deck=tuple(deck), discard=()), Event(EventKind.RESHUFFLE, s.turn))
        return replace(s, deck=s.deck[1:]), s.deck[0]

    def _draw(self, s: State, rng: random.Random) -> State:
        s, top = self._turn_top(s, rng)
        hands = _set_at(s.hands, s.turn, s.hands[s.turn] + (top,))
        return self._log(replace(s, hands=hands, phase=Phase.PLAY), Event(EventKind.DRAW, s.turn, (top,)))

    def _play(self, s: State, c: int) -> State:
        seat = s.turn
        s = replace(s, hands=_set_at(s.hands, seat, _without(s.hands[seat], c)),
                    rows=_set_at(s.rows, seat, s.rows[seat] + (c,)))
        s = self._log(s, Event(EventKind.PLAY, seat, (c,)))
        # Take Mover happens by itself: this box has one mover, so there is never a choice.
        if takes_mover(c, s.centre_power) and s.mover != seat:
            s = self._log(replace(s, mover=seat),
                          Event(EventKind.MOVER, seat, other=-1 if s.mover is None else s.mover))
        return self._to_power(s)

    def _to_power(self, s: State) -> State:
        if usable_powers(s):
            return replace(s, phase=Phase.POWER)
        return self._to_score(s)

    def _use_power(self, s: State, power: Power) -> State:
        s = self._log(replace(s, power_used=power), Event(EventKind.USE_POWER, s.turn, power=power))
        next_phase = {
            Power.GUESS_COLOUR: Phase.GUESS_COLOUR,
            Power.GUESS_NUMBER: Phase.GUESS_NUMBER,
            Power.SWAP: Phase.SWAP_GIVE,
            Power.SEVEN_DISCARD: Phase.TAKE_DISCARD,
            Power.PASS_CARDS: Phase.PASS,
        }.get(power)
        if next_phase is None:  # a scoring Power: it just changes what scores this turn
            return self._to_score(s)
        return replace(s, phase=next_phase, actor=s.turn)

    def _guess(self, s: State, rng: random.Random, guess: str,
               matches: Callable[[int], bool]) -> State:
        """Turn the top card onto the discard pile; a match goes straight into the row."""
        s, top = self._turn_top(s, rng)
        hit = bool(matches(top))
        if hit:
            s = replace(s, rows=_set_at(s.rows, s.turn, s.rows[s.turn] + (top,)))
        else:
            s = replace(s, discard=s.discard + (top,))
        return self._to_score(self._log(s, Event(EventKind.GUESS, s.turn, (top,), guess=guess, matched=hit)))

    def _swap(self, s: State, other: int, theirs: int) -> State:
        seat, mine = s.turn, s.swap_card
        my_row = tuple(theirs if c == mine else c for c in s.rows[seat])
        their_row = tuple(mine if c == theirs else c for c in s.rows[other])
        rows = _set_at(_set_at(s.rows, seat, my_row), other, their_row)
        s = replace(s, rows=rows, swap_card=-1)
        return self._to_score(self._log(s, Event(EventKind.SWAP, seat, (mine, theirs), other=other)))

    def _from_discard(self, s: State, c: int) -> State:
        seat = s.turn
        s = replace(s, discard=_without(s.discard, c), rows=_set_at(s.rows, seat, s.rows[seat] + (c,)))
        return self._to_score(self._log(s, Event(EventKind.FROM_DISCARD, seat, (c,))))

    def _pass_card(self, s: State, c: int) -> State:
        """Each seat picks in turn order from the Power's user; cards move once all have picked."""
        choices = _set_at(s.pass_choices, s.actor, c)
        s = self._log(replace(s, pass_choices=choices), Event(EventKind.PASS_CHOSEN, s.actor, (c,)))
        for step in range(1, s.players):
            seat = (s.turn + step) % s.players
            if choices[seat] == -1 and s.hands[seat]:
                return replace(s, actor=seat)
        n = s.players

        def after_pass(i: int) -> tuple[int, ...]:
            kept = _without(s.hands[i], choices[i]) if choices[i] != -1 else s.hands[i]
            gift = choices[(i + 1) % n]  # the next seat passes to this one
            return kept + ((gift,) if gift != -1 else ())

        hands = tuple(after_pass(i) for i in range(n))
        s = replace(s, hands=hands, pass_choices=(-1,) * n, actor=s.turn)
        return self._to_score(self._log(s, Event(EventKind.PASS, s.turn, choices)))

    def _to_score(self, s: State) -> State:
        if s.centre_power is not None and scoring_triples(s.rows[s.turn], s.power_used):
            return replace(s, phase=Phase.SCORE, actor=s.turn)
        return self._to_discard(s)

    def _score(self, s: State, trio: tuple[int, int, int]) -> State:
        seat, prize = s.turn, s.centre_power
        assert prize is not None
        scored = _set_at(s.scored, seat, s.scored[seat] + (prize,))
        s = replace(s, rows=_set_at(s.rows, seat, _without(s.rows[seat], *trio)),
                    discard=s.discard + trio, scored=scored,
                    centre_power=s.power_pile[0] if s.power_pile else None,
                    power_pile=s.power_pile[1:])
        s = self._log(s, Event(EventKind.SCORE, seat, trio, power=prize))
        if len(scored[seat]) >= POWERS_TO_WIN:
            return self._log(replace(s, phase=Phase.OVER, winner=seat, actor=seat),
                             Event(EventKind.WIN, seat))
        if s.centre_power is not None:
            s = self._log(s, Event(EventKind.FLIP, seat, power=s.centre_power))
        return self._to_discard(s)

    def _to_discard(self, s: State) -> State:
        if len(s.rows[s.turn]) > ROW_LIMIT:
            return replace(s, phase=Phase.DISCARD, actor=s.turn)
        nxt = (s.turn + 1) % s.players
        return self._log(
            replace(s, turn=nxt, actor=nxt, phase=Phase.DRAW, power_used=None, swap_card=-1,
                    turn_number=s.turn_number + 1),
            Event(EventKind.TURN, nxt))

    def _discard(self, s: State, c: int) -> State:
        seat = s.turn
        s = replace(s, rows=_set_at(s.rows, seat, _without(s.rows[seat], c)), discard=s.discard + (c,))
        return self._to_discard(self._log(s, Event(EventKind.DISCARD, seat, (c,))))

    def reveals(self, before: State, action: Action, after: State) -> bool:
        """Drawing and guessing turn the deck's top card; scoring turns the next Power over;
        passing moves hidden cards between hands. Plays, Powers' choices and discards are public."""
        return (after.deck != before.deck or after.power_pile != before.power_pile
                or any(e.kind is EventKind.PASS for e in after.events))

    # -- what each seat sees --------------------------------------------------------------------
    def observation(self, state: State, viewer: int | None) -> Observation:
        return Observation(
            viewer=viewer, players=state.players, hand=() if viewer is None else state.hands[viewer],
            hand_sizes=tuple(len(h) for h in state.hands), rows=state.rows,
            deck_size=len(state.deck), discard=state.discard, centre_power=state.centre_power,
            power_pile_size=len(state.power_pile), scored=state.scored, mover=state.mover,
            turn=state.turn, actor=state.actor, phase=state.phase, power_used=state.power_used,
            swap_card=state.swap_card,
            my_pass=state.pass_choices[viewer] if state.pass_choices and viewer is not None else -1,
            passed=tuple(c != -1 for c in state.pass_choices),
            winner=state.winner, turn_number=state.turn_number,
            events=tuple(visible_event(e, viewer, state.players) for e in state.events),
        )


def visible_event(event: Event, player: int | None, players: int) -> Event:
    """The event as `player` may see it: other seats' drawn and passed cards become -1."""
    if event.kind in (EventKind.DRAW, EventKind.PASS_CHOSEN) and event.seat != player:
        return replace(event, cards=(-1,) * len(event.cards))
    if event.kind is EventKind.PASS:
        if player is None:
            return replace(event, cards=(-1,) * len(event.cards))
        receives_from = (player + 1) % players
        return replace(event, cards=tuple(
            c if i in (player, receives_from) else -1 for i, c in enumerate(event.cards)))
    return event


GAME = SomethingWild()
