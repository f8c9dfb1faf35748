"""What a game's secrecy twins are made of: two positions of one game that differ only in a secret.

Each game brings its own twins in its folder (`secrecy_twins.py` beside its rules, found through its
registration, so a game in its own package brings its own): pure functions of its rules and this
module. The app's secrecy tests (tests/test_secrecy.py) draw each pair for every viewer and check
that a seat the rules hide the secret from sees and hears the same from both. In the package, not the
tests, because a game's folder may import only itself and the core.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .protocol import HUMAN, Game, GameConfig, Seat

COLOURS = ("red", "blue", "green", "yellow")


@dataclass(frozen=True)
class Twins:
    """Two positions `a` and `b` of `game` for `players` people, differing in a secret of seat `owner`
    (None: nobody's yet, such as the order of a face-down pile). With an `action` both can play (rules'
    dice seeded with `seed`), the move shows the secret to its owner only; `owner_sees` False: the owner
    too sees it only elsewhere (by peeking, or at the final count)."""

    game: Game[Any, Any]
    players: int
    a: Any
    b: Any
    owner: int | None
    action: Any = None
    seed: int = 0
    owner_sees: bool = True


@dataclass(frozen=True)
class Secret:
    """Where a game keeps its secret, for the tests that plant leaks (tests/test_secrecy_mutations.py:
    each must be caught, so the secrecy tests' power cannot quietly drop): the pairs that hide it at
    `rest` and in `motion` (names of its pairs), the secret read from the full state (`of`), a number
    worked out from it (`count`), the face-down picture's asset name (`back`), and whether a picture
    moves while a move is shown (`moving`: False, the flying-picture leak has nothing to ride on)."""

    rest: str
    motion: str
    of: Callable[[Any], Hashable]
    count: Callable[[Any], int]
    back: str
    moving: bool = True
    spoken: SpokenSecret | None = None


def _no_words(*state: Any) -> frozenset[str]:
    return frozenset()


@dataclass(frozen=True)
class SpokenSecret:
    """A secret with names a voice could say (a symbol, a card, a villain; not a bare number), for the
    tests that listen (tests/test_spoken_secrets.py): with two people at the screen nothing said may
    name one. `seats(state, seat)`: the English words that name `seat`'s own secrets; `nobodys(state)`:
    what nobody sees yet (a deck); `printed(state)`: names everybody also sees as something else (a
    symbol printed on a tile), which only Help must not say. `help_names`: what Help names for a child
    alone with robots (None: Help never names it), `pointing`: what it says instead in company."""

    seats: Callable[[Any, int], frozenset[str]]
    nobodys: Callable[[Any], frozenset[str]] = _no_words
    printed: Callable[[Any], frozenset[str]] = _no_words
    help_names: str | None = None
    pointing: str | None = None


@dataclass(frozen=True)
class GameTwins:
    """A game's twins, as its `secrecy_twins.TWINS` gives them: each pair by name (made on demand: some
    play a game to reach their position); `motion`: the names whose pair plays a move; `quick`: the
    pair the developer's loop checks (CI checks all); `public_counts`: pairs that differ in a count the
    rules show everybody (a hand of 3 or 4), which every viewer must see differ; `secret`: where the
    secret is, for the planted leaks."""

    pairs: Mapping[str, Callable[[], Twins]]
    motion: tuple[str, ...]
    quick: str
    public_counts: Mapping[str, Callable[[], Twins]] = field(default_factory=dict)
    secret: Secret | None = None


def humans(game: Game[Any, Any], players: int) -> GameConfig:
    """Every seat a person, so every seat can be the viewer."""
    characters = game.info.characters
    return GameConfig(tuple(Seat(f"P{i + 1}", HUMAN, COLOURS[i], characters[i % len(characters)])
                            for i in range(players)))


def play_until(game: Game[Any, Any], state: Any, rng: random.Random, done: Callable[[Any], bool],
               limit: int = 2000) -> Any:
    """Random legal moves from `state` until `done` (the position a pair of twins needs)."""
    for _ in range(limit):
        if done(state):
            return state
        state = game.apply(state, rng.choice(game.legal_actions(state)), rng)
    raise AssertionError("the position the twins need never came")


def first_action(game: Game[Any, Any], state: Any, good: Callable[[Any], bool], seed: int = 0) -> Any | None:
    """The first legal action from `state` whose result is `good` (None if there is none)."""
    for action in game.legal_actions(state):
        if good(game.apply(state, action, random.Random(seed))):
            return action
    return None
