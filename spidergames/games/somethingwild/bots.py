"""Computer players for Something Wild! Spider-Man.

- easy: picks any legal action at random, but always scores when it can (a child would!).
- normal: plays toward its closest set or run and uses a Power only when it scores right away.
- hard: also counts the cards it has seen (discard pile, every row) to know which cards can
  still come, values its Powers and the mover for later turns, gambles on guessing Powers when
  the odds are good, and denies the others the mover and the cards they need.

Bots keep no memory between decisions: everything they know comes from their own observation.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from spidergames.core.gameinfo import N_
from spidergames.core.hints import Reason

from .cards import (
    ALL_CARDS,
    COLOURS,
    SCORING_POWERS,
    Colour,
    Power,
    card_name,
    colour_of,
    number_of,
    power_title,
    scoring_triples,
)
from .rules import (
    POWERS_TO_WIN,
    ROW_LIMIT,
    Action,
    Discard,
    Draw,
    GuessColour,
    GuessNumber,
    Observation,
    PassCard,
    Phase,
    Play,
    Score,
    SkipPower,
    SkipScore,
    SwapGive,
    SwapTake,
    TakeFromDiscard,
    UsePower,
    swap_pairs,
    takes_mover,
)

SCORE_VALUE = 100.0  # a Power won this turn
WIN_VALUE = 1000.0  # the third Power
READY_VALUE = 30.0  # a hand card completes a pair in the row: a sure score next turn
OUT_VALUE = 3.0  # each card still to come that would complete a pair
HAND_PAIR_FACTOR = 0.4  # a pair split between row and hand is worth less than one in the row


class EasyBot:
    """Random legal choices; takes a score whenever one is offered."""

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        scoring = [a for a in legal_actions if isinstance(a, Score)]
        return rng.choice(scoring or list(legal_actions))


@dataclass(frozen=True)
class _View:
    """What the bot believes, built once per decision from its observation."""

    me: int
    unseen: frozenset[int]  # cards that may still turn up from the deck
    unseen_count: int
    power_weights: tuple[tuple[Power, float], ...]  # Powers it may use later, and how likely
    can_score: bool  # a Power is still in the centre to be won
    scored: int  # Powers this bot already has
    careful: bool  # hard: card counting, gambles, denial
    by_number: tuple[int, ...] = ()  # unseen cards per number (index 1-9)
    by_colour: tuple[int, ...] = ()  # unseen cards per colour (COLOURS order)
    memo: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = field(
        default_factory=dict, compare=False)  # row values already worked out this decision


def _normal_completers(a: int, b: int) -> tuple[int, ...]:
    """The cards that make a set or run with a and b (no Power needed)."""
    na, nb = number_of(a), number_of(b)
    if na == nb:
        return tuple(c for c in range(na - 1, 45, 9) if c not in (a, b))
    if colour_of(a) is not colour_of(b) or abs(na - nb) > 2:
        return ()
    lo, hi = min(na, nb), max(na, nb)
    numbers = (lo + 1,) if hi - lo == 2 else (lo - 1, hi + 1)
    base = a - na
    return tuple(base + n for n in numbers if 1 <= n <= 9)


def _power_outs(a: int, b: int, power: Power, view: _View) -> int:
    """Roughly how many unseen cards complete a and b only thanks to `power`."""
    ca, cb, na, nb = colour_of(a), colour_of(b), number_of(a), number_of(b)
    if power is Power.BLUE_THREE and ca is cb is Colour.BLUE:
        return view.by_colour[COLOURS.index(Colour.BLUE)]
    if power is Power.RED_THREE and ca is cb is Colour.RED:
        return view.by_colour[COLOURS.index(Colour.RED)]
    if power is Power.TWO_SIX_EIGHT and na != nb and {na, nb} <= {2, 6, 8}:
        return view.by_number[({2, 6, 8} - {na, nb}).pop()]
    if power is Power.RED_ANY_NUMBER and Colour.RED in (ca, cb):
        return view.by_colour[COLOURS.index(Colour.RED)] + view.by_number[na] + view.by_number[nb]
    if power is Power.THREES_ANY_NUMBER and 3 in (na, nb):
        return view.by_number[3] + view.by_number[na] + view.by_number[nb]
    return 0


def position_value(row: Sequence[int], hand: Iterable[int], view: _View) -> float:
    """How close a row (with this hand) is to scoring on a later turn."""
    hand = tuple(sorted(hand))
    key = (tuple(sorted(row)), hand)
    if key in view.memo:
        return view.memo[key]
    value, ready = 0.0, False
    for a, b in combinations(row, 2):
        for c in _normal_completers(a, b):
            if c in hand:
                ready = True
            elif c in view.unseen:
                value += OUT_VALUE
        for power, weight in view.power_weights:
            value += weight * OUT_VALUE * _power_outs(a, b, power, view)
    for a in row:
        for h in hand:
            outs = sum(1 for c in _normal_completers(a, h) if c in view.unseen)
            value += HAND_PAIR_FACTOR * OUT_VALUE * outs
    value += READY_VALUE if ready else 0.0
    view.memo[key] = value
    return value


def _related(card: int, row: Sequence[int]) -> bool:
    """Whether a new card could make a set or run with cards of this row."""
    n, col = number_of(card), colour_of(card)
    return any(number_of(r) == n or (colour_of(r) is col and abs(number_of(r) - n) <= 2)
               for r in row)


def _without(cards: Sequence[int], *gone: int) -> tuple[int, ...]:
    left = list(cards)
    for c in gone:
        left.remove(c)
    return tuple(left)


def discard_down(row: tuple[int, ...], hand: tuple[int, ...], view: _View) -> float:
    """The best value after discarding down to five row cards."""
    if len(row) <= ROW_LIMIT:
        return position_value(row, hand, view)
    return max(position_value(keep, hand, view) for keep in combinations(row, ROW_LIMIT))


def prize(view: _View) -> float:
    """What scoring a Power now is worth: the Power, and the game when it is the last one needed."""
    return SCORE_VALUE + (WIN_VALUE if view.scored + 1 >= POWERS_TO_WIN else 0.0)


def settle(row: tuple[int, ...], hand: tuple[int, ...], power: Power | None, view: _View) -> float:
    """The value once the Score and Discard steps are played as well as possible."""
    best = discard_down(row, hand, view)
    if view.can_score:
        for trio in scoring_triples(row, power):
            best = max(best, prize(view) + discard_down(_without(row, *trio), hand, view))
    return best


def _make_view(obs: Observation, careful: bool) -> _View:
    me = obs.me
    if careful:  # count every card it can see: its hand, all rows, the discard pile
        seen = set(obs.hand) | set(obs.discard) | {c for r in obs.rows for c in r}
    else:
        seen = set(obs.hand) | set(obs.rows[me])
    unseen = frozenset(c for c in ALL_CARDS if c not in seen)
    weights: list[tuple[Power, float]] = []
    if careful:
        hold = 0.6 if obs.mover == me else 0.3
        weights = [(p, hold) for p in obs.scored[me] if p in SCORING_POWERS]
        if obs.centre_power in SCORING_POWERS and obs.centre_power not in obs.scored[me]:
            weights.append((obs.centre_power, 0.2))
    by_number = tuple(sum(1 for c in unseen if number_of(c) == n) for n in range(10))
    by_colour = tuple(sum(1 for c in unseen if colour_of(c) is col) for col in COLOURS)
    return _View(me, unseen, max(1, len(unseen)), tuple(weights), obs.centre_power is not None,
                 len(obs.scored[me]), careful, by_number, by_colour)


class PlannerBot:
    """normal and hard: look one turn ahead and pick the best-valued choice."""

    def __init__(self, careful: bool) -> None:
        self.careful = careful

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        obs, view = observation, _make_view(observation, self.careful)
        rate = {
            Phase.PLAY: self._rate_play,
            Phase.POWER: self._rate_power,
            Phase.GUESS_COLOUR: self._rate_guess,
            Phase.GUESS_NUMBER: self._rate_guess,
            Phase.SWAP_GIVE: self._rate_swap,
            Phase.SWAP_TAKE: self._rate_swap,
            Phase.TAKE_DISCARD: self._rate_take,
            Phase.PASS: self._rate_pass,
            Phase.SCORE: self._rate_score,
            Phase.DISCARD: self._rate_discard,
        }[obs.phase]
        values = rate(obs, view, legal_actions)
        return max(zip(legal_actions, values, strict=True), key=lambda av: (av[1], rng.random()))[0]

    # -- one rating function per step ----------------------------------------------------------
    def _rate_play(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        me, row = obs.me, obs.rows[obs.me]
        values = []
        for action in legal:
            assert isinstance(action, Play)
            c, hand = action.card, _without(obs.hand, action.card)
            new_row = row + (c,)
            grabs = takes_mover(c, obs.centre_power) and obs.mover != me
            value = settle(new_row, hand, None, view)
            if obs.mover == me or grabs:
                powers = ([obs.centre_power] if obs.centre_power else []) + list(obs.scored[me])
                value = max([value] + [self._sure_power_value(p, obs, view, new_row, hand)
                                       for p in powers])
            if grabs and self.careful:
                value += 2.0 * len(obs.scored[me]) + 2.0
                if obs.mover is not None:  # take it away from someone who could use it
                    value += 3.0 + 4.0 * len(obs.scored[obs.mover])
            values.append(value)
        return values

    def _sure_power_value(self, power: Power, obs: Observation, view: _View,
                          row: tuple[int, ...], hand: tuple[int, ...]) -> float:
        """The value of a Power whose result is certain (scoring rules, Swap, Lucky 7)."""
        if power in SCORING_POWERS:
            return settle(row, hand, power, view)
        if power is Power.SEVEN_DISCARD and any(number_of(c) == 7 for c in row) and obs.discard:
            useful = {d for d in obs.discard if _related(d, row)}
            return max((settle(row + (d,), hand, None, view) for d in useful), default=float("-inf"))
        if power is Power.SWAP:
            rows = obs.rows[:obs.me] + (row,) + obs.rows[obs.me + 1:]
            return max((self._swap_value(obs, view, rows, m, o, t, hand)
                        for m, o, t in swap_pairs(rows, obs.me)), default=float("-inf"))
        return float("-inf")

    def _swap_value(self, obs: Observation, view: _View, rows: tuple[tuple[int, ...], ...],
                    mine: int, other: int, theirs: int, hand: tuple[int, ...]) -> float:
        row = tuple(theirs if c == mine else c for c in rows[obs.me])
        value = settle(row, hand, None, view)
        if self.careful:  # also spoil the other player's pairs
            their_row = rows[other]
            after = tuple(mine if c == theirs else c for c in their_row)
            value += 0.5 * (position_value(their_row, (), view) - position_value(after, (), view))
        return value

    def _guess_gains(self, obs: Observation, view: _View) -> tuple[float, dict[int, float]]:
        """The value without a match, and what each possible turned card would add."""
        row, hand = obs.rows[obs.me], obs.hand
        base = settle(row, hand, None, view)
        # a card unrelated to the row can't make a set or run: count it as no gain
        return base, {u: settle(row + (u,), hand, None, view) - base
                      for u in view.unseen if _related(u, row)}

    def _best_guess(self, gains: dict[int, float], view: _View) -> list[tuple[Action, float]]:
        """Every guess with its expected gain."""
        out: list[tuple[Action, float]] = []
        for colour in COLOURS:
            out.append((GuessColour(colour), sum(
                g for u, g in gains.items() if colour_of(u) is colour) / view.unseen_count))
        for n in range(1, 10):
            out.append((GuessNumber(n), sum(
                g for u, g in gains.items() if number_of(u) == n) / view.unseen_count))
        return out

    def _rate_power(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        row, hand = obs.rows[obs.me], obs.hand
        skip = settle(row, hand, None, view)
        guesses: list[tuple[Action, float]] | None = None
        values = []
        for action in legal:
            if isinstance(action, SkipPower):
                values.append(skip)
                continue
            assert isinstance(action, UsePower)
            p = action.power
            if p in (Power.GUESS_COLOUR, Power.GUESS_NUMBER):
                if not self.careful:
                    values.append(float("-inf"))
                    continue
                if guesses is None:
                    guesses = self._best_guess(self._guess_gains(obs, view)[1], view)
                kind = GuessColour if p is Power.GUESS_COLOUR else GuessNumber
                values.append(skip + max(g for a, g in guesses if isinstance(a, kind)))
            elif p is Power.PASS_CARDS:
                values.append(skip - 1.0)
            else:
                value = self._sure_power_value(p, obs, view, row, hand)
                # normal only uses a Power that scores right now
                values.append(value if self.careful or value >= SCORE_VALUE > skip else float("-inf"))
        return values

    def _rate_guess(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        gains = dict(self._best_guess(self._guess_gains(obs, view)[1], view))
        return [gains[a] for a in legal]

    def _rate_swap(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        best: dict[Action, float] = {}
        for m, o, t in swap_pairs(obs.rows, obs.me):
            v = self._swap_value(obs, view, obs.rows, m, o, t, obs.hand)
            for key in (SwapGive(m), SwapTake(o, t)):
                best[key] = max(best.get(key, float("-inf")), v)
        return [best.get(a, float("-inf")) for a in legal]

    def _rate_take(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        row = obs.rows[obs.me]
        return [settle(row + (a.card,), obs.hand, None, view)
                for a in legal if isinstance(a, TakeFromDiscard)]

    def _rate_pass(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        row = obs.rows[obs.me]
        receiver = (obs.me - 1) % obs.players
        their_row = obs.rows[receiver]
        values = []
        for action in legal:
            assert isinstance(action, PassCard)
            value = position_value(row, _without(obs.hand, action.card), view)
            if self.careful:  # don't hand the receiver what it needs
                value -= position_value(their_row, (action.card,), view) - position_value(
                    their_row, (), view)
            values.append(value)
        return values

    def _rate_score(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        row = obs.rows[obs.me]
        return [prize(view) + discard_down(_without(row, *a.cards), obs.hand, view)
                if isinstance(a, Score) else discard_down(row, obs.hand, view) for a in legal]

    def _rate_discard(self, obs: Observation, view: _View, legal: Sequence[Action]) -> list[float]:
        row = obs.rows[obs.me]
        return [discard_down(_without(row, a.card), obs.hand, view)
                for a in legal if isinstance(a, Discard)]


def make_bot(level: str) -> EasyBot | PlannerBot:
    """The computer player for a difficulty level ("easy", "normal" or "hard")."""
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return PlannerBot(careful=False)
    if level == "hard":
        return PlannerBot(careful=True)
    raise ValueError(f"unknown level {level!r}; choose easy, normal or hard")


# -- help -------------------------------------------------------------------------------------------
def hint(observation: Observation, legal_actions: Sequence[Action], rng: random.Random) -> tuple[Action, Reason]:
    """Help for a person: the normal computer player's choice and why, in one short line. A card in the
    hand is the seat's secret: where others hear, the voice says "this card" (the glow shows which)."""
    action = make_bot("normal").choose(observation, legal_actions, rng)
    row = observation.rows[observation.me]
    if isinstance(action, Play):
        card = card_name(action.card)
        if takes_mover(action.card, observation.centre_power) and observation.mover != observation.me:
            return action, Reason.of(N_("Play your {card}: it takes the Spider-Man mover!"), card=card,
                                     aloud=Reason.of(N_("Play this card: it takes the Spider-Man mover!")))
        if not row:
            return action, Reason.of(N_("Play your {card} to start your row!"), card=card,
                                     aloud=Reason.of(N_("Play this card to start your row!")))
        if _related(action.card, row):
            return action, Reason.of(N_("Play your {card}: it goes with your row!"), card=card,
                                     aloud=Reason.of(N_("Play this card: it goes with your row!")))
        return action, Reason.of(N_("Play your {card}: keep your better cards for later!"), card=card,
                                 aloud=Reason.of(N_("Play this card: keep your better cards for later!")))
    if isinstance(action, Score):
        return action, Reason.of(N_("Score these three and win the Power!"))
    if isinstance(action, SkipScore):
        return action, Reason.of(N_("Don't score yet: your row can do better later!"))
    if isinstance(action, UsePower):
        return action, Reason.of(N_("Use the Power \"{power}\": it helps you now!"), power=power_title(action.power))
    if isinstance(action, SkipPower):
        return action, Reason.of(N_("No Power helps you now: carry on."))
    if isinstance(action, Discard):
        return action, Reason.of(N_("Discard the {card}: it helps you least."), card=card_name(action.card))
    if isinstance(action, GuessColour):
        return action, Reason.of(N_("Guess {guess}!"), guess=action.colour.value)
    if isinstance(action, GuessNumber):
        return action, Reason.of(N_("Guess {guess}!"), guess=action.number)
    if isinstance(action, SwapGive):
        return action, Reason.of(N_("Swap away your {card}: it helps your row least!"),
                                 card=card_name(action.card))
    if isinstance(action, SwapTake):
        return action, Reason.of(N_("Swap for the {card}: it is the best card for your row!"),
                                 card=card_name(action.card))
    if isinstance(action, TakeFromDiscard):
        return action, Reason.of(N_("Take the {card} from the discard pile: it is the best one for your row!"),
                                 card=card_name(action.card))
    if isinstance(action, PassCard):
        return action, Reason.of(N_("Pass your {card}: you need it least."), card=card_name(action.card),
                                 aloud=Reason.of(N_("Pass this card on: you need it least.")))
    assert isinstance(action, Draw)
    return action, Reason.of(N_("Draw a card from the deck!"))
