"""Guess the Hidden Card: nine cards numbered 1 to 9; each seat holds one face down, one lies hidden in
the middle. In turn, each player guesses the middle card: the table answers "higher", "lower" or
"found!". Whoever finds it wins a star and the cards are dealt again; five stars win the game. A
player's own card is a clue only they have (the middle card is not that one), which is what makes
it a secret the screen must keep. The cards nobody holds lie face down in the state too: the state is
the whole table, so a test can ask what else a seat's view could hide (tests/unseen.py).

Pure rules: frozen states, the rng injected, events and refusals as message keys.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Any

from spidergames.core.protocol import (
    GAME_OVER,
    TERMINAL,
    TRY_GLOWING,
    Game,
    GameConfig,
    Message,
    Outcome,
    replace,
)

from .info import INFO

CARDS = tuple(range(1, 10))
"""The deck: one card of each number."""
STARS = 5
"""Stars that win the game: one for each hidden card found."""


class Answer(enum.Enum):
    HIGHER = "higher"  # the hidden card is higher than the guess
    LOWER = "lower"
    FOUND = "found"


@dataclass(frozen=True)
class Guess:
    """Say a number: is it the hidden card?"""

    number: int

    def __str__(self) -> str:
        return f"guess {self.number}"


Action = Guess


@dataclass(frozen=True)
class Guessed:
    """What a guess did (an event, and a line of the public record)."""

    player: int
    number: int
    answer: Answer


@dataclass(frozen=True)
class Dealt:
    """A hidden card was found and not yet the last star: everyone gets a new card, a new one hides."""

    round: int


Event = Guessed | Dealt


@dataclass(frozen=True)
class State:
    hands: tuple[int, ...]  # each seat's own card (secret: only its owner sees it)
    hidden: int  # the card in the middle (secret from everyone until found)
    rest: tuple[int, ...]  # the cards nobody holds, face down (secret from everyone)
    stars: tuple[int, ...]  # each seat's hidden cards found
    guesses: tuple[Guessed, ...] = ()  # this round's, in order
    round: int = 1
    turn: int = 0
    winner: int | None = None
    events: tuple[Event, ...] = ()

    @property
    def current_player(self) -> int:
        return TERMINAL if self.winner is not None else self.turn


@dataclass(frozen=True)
class Observation:
    """What `viewer` may see: their own card (`mine`, None for nobody), every guess and its answer,
    and the middle card only once it has been found; nobody else's card, ever."""

    viewer: int | None
    players: int
    mine: int | None
    stars: tuple[int, ...]
    guesses: tuple[Guessed, ...]
    round: int
    turn: int
    winner: int | None
    found: int | None
    events: tuple[Event, ...]

    @property
    def current_player(self) -> int:
        return TERMINAL if self.winner is not None else self.turn

    def candidates(self) -> tuple[int, ...]:
        """The numbers the hidden card may still be, as far as this viewer knows."""
        low, high = 1, len(CARDS)
        for g in self.guesses:
            if g.answer is Answer.HIGHER:
                low = max(low, g.number + 1)
            elif g.answer is Answer.LOWER:
                high = min(high, g.number - 1)
        return tuple(n for n in range(low, high + 1) if n != self.mine)


class HiddenCard(Game[State, Guess]):
    info = INFO
    state_type = State
    action_types = (Guess,)

    def new_game(self, config: GameConfig, rng: random.Random) -> State:
        return State(*_deal(config.players, rng), stars=(0,) * config.players)

    def legal_actions(self, state: State) -> tuple[Guess, ...]:
        if state.winner is not None:
            return ()
        said = {g.number for g in state.guesses}
        return tuple(Guess(n) for n in CARDS if n not in said)

    def _apply(self, state: State, action: Guess, rng: random.Random) -> State:
        n = action.number
        answer = Answer.FOUND if n == state.hidden else Answer.HIGHER if state.hidden > n else Answer.LOWER
        event = Guessed(state.turn, n, answer)
        following = (state.turn + 1) % len(state.hands)
        if answer is not Answer.FOUND:
            return replace(state, guesses=(*state.guesses, event), events=(event,), turn=following)
        stars = tuple(s + (seat == state.turn) for seat, s in enumerate(state.stars))
        if stars[state.turn] >= STARS:
            return replace(state, stars=stars, guesses=(*state.guesses, event), events=(event,), winner=state.turn)
        return State(*_deal(len(state.hands), rng), stars=stars, round=state.round + 1, turn=following,
                     events=(event, Dealt(state.round + 1)))

    def current_player(self, state: State) -> int:
        return state.current_player

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(self.scores(state), (state.winner,))

    def scores(self, state: State) -> tuple[int, ...]:
        return state.stars

    def observation(self, state: State, viewer: int | None) -> Observation:
        mine = state.hands[viewer] if viewer is not None else None
        found = state.hidden if state.winner is not None else None
        return Observation(viewer, len(state.hands), mine, state.stars, state.guesses, state.round, state.turn,
                           state.winner, found, state.events)

    def refusal(self, state: State, action: Any) -> Message:
        if state.winner is not None:
            return GAME_OVER
        number = getattr(action, "number", None)
        if type(number) is not int or number not in CARDS:
            return TRY_GLOWING
        return Message.of("toy.already_guessed", number=number)


def _deal(players: int, rng: random.Random) -> tuple[tuple[int, ...], int, tuple[int, ...]]:
    """A card for each seat, the hidden one and the rest, from a shuffled deck."""
    deck = list(CARDS)
    rng.shuffle(deck)
    return tuple(deck[:players]), deck[players], tuple(sorted(deck[players + 1:]))


GAME = HiddenCard()
