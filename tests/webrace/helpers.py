"""Small builders for webrace test positions, all taken from the shipped board."""

from __future__ import annotations

import random

from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.webrace.movement import HOME, CardKind, TravelCard
from spidergames.games.webrace.rules import GAME, State, replace

BOARD = GAME.board
OUTER, MIDDLE, INNER = BOARD.circles
CENTRE = BOARD.centre
COLOURS = ("red", "blue", "green", "yellow")


def config(players: int = 2, colours: tuple[str, ...] = COLOURS) -> GameConfig:
    return GameConfig(tuple(Seat(f"P{i + 1}", "human", colours[i]) for i in range(players)))


def fresh(players: int = 2, seed: int = 0) -> State:
    return GAME.new_game(config(players), random.Random(seed))


def position(pieces: tuple[tuple[int, int], ...], card: TravelCard | None = None,
             turn: int = 0, covered: tuple[int, ...] = (), seed: int = 0) -> State:
    """A game in progress with these pieces, the drawn `card` (its copy is taken from the deck)."""
    state = fresh(len(pieces), seed)
    deck = list(state.deck)
    if card is not None:
        deck.remove(card)
    return replace(state, pieces=pieces, card=card, turn=turn, covered=covered, deck=tuple(deck))


def move(n: int) -> TravelCard:
    return TravelCard(CardKind.MOVE, n)


def both(n: int) -> TravelCard:
    return TravelCard(CardKind.BOTH, n)


JUMP = TravelCard(CardKind.JUMP)


def ahead(space: int, steps: int) -> int:
    """The space `steps` clockwise (negative: counter-clockwise) along the same circle."""
    for _ in range(abs(steps)):
        space = BOARD.neighbour(space, 1 if steps > 0 else -1)
    return space


def arrow_on(circle: tuple[int, ...]) -> int:
    return next(s for s in circle if BOARD.spaces[s].arrow_to is not None)


def villain_on(circle: tuple[int, ...]) -> int:
    return next(s for s in circle if BOARD.spaces[s].villain)


def plain_run(circle: tuple[int, ...], length: int) -> int:
    """A space from which `length` clockwise spaces are plain (no arrowhead, no villain)."""
    for start in circle:
        run = [ahead(start, k) for k in range(length)]
        if all(BOARD.spaces[s].arrow_to is None and not BOARD.spaces[s].villain for s in run):
            return start
    raise AssertionError("the board has no such plain stretch")


__all__ = ["BOARD", "CENTRE", "HOME", "INNER", "JUMP", "MIDDLE", "OUTER", "ahead", "arrow_on",
           "both", "config", "fresh", "move", "plain_run", "position", "villain_on"]
