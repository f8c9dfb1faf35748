"""Twin positions for the secrecy tests: two positions of one game that differ only in a secret.

Each `Twins` names its game and players, the two positions, the seat the secret belongs to (None: it
is nobody's yet, e.g. the order of a face-down pile) and, for motion, a move both positions can play
and the seed of the rules' dice: played from each twin, the move shows the secret (a card drawn, a
found card turning over, a villain captured, a team token taken) to its owner only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from secrecy import humans

from spidergames.core.protocol import Game


@dataclass(frozen=True)
class Twins:
    game: Game[Any, Any]
    players: int
    a: Any
    b: Any
    owner: int | None
    action: Any = None
    seed: int = 0
    owner_sees: bool = True  # False: the owner too sees it only elsewhere (web race: by peeking)


def play_until(game: Game[Any, Any], state: Any, rng: random.Random, done: Callable[[Any], bool],
               limit: int = 2000) -> Any:
    for _ in range(limit):
        if done(state):
            return state
        state = game.apply(state, rng.choice(game.legal_actions(state)), rng)
    raise AssertionError("the position the test needs never came")


def first_action(game: Game[Any, Any], state: Any, good: Callable[[Any], bool], seed: int = 0) -> Any | None:
    """The first legal action from `state` whose result is `good` (None if there is none)."""
    for action in game.legal_actions(state):
        if good(game.apply(state, action, random.Random(seed))):
            return action
    return None


# -- Yahtzee: the face-down team tokens ------------------------------------------------------------
def yahtzee_tokens_at_rest() -> Twins:
    """Seat 0 holds a face-down team token: its value is the secret. Yahtzee has no curtain (the
    whole family watches every turn), so nobody sees a value until the final count."""
    from spidergames.games.yahtzee.rules import GAME, Phase

    rng = random.Random(4)
    state = play_until(GAME, GAME.new_game(humans(GAME, 2), rng), rng,
                       lambda s: s.phase is Phase.PLAY and s.current == 1 and s.dice == ())
    state = replace(state, teams=((3,), ()), team_pile=state.team_pile[:-1])
    twin = replace(state, teams=((1,), ()), team_pile=tuple(reversed(state.team_pile)))
    return Twins(GAME, 2, state, twin, 0, owner_sees=False)


def yahtzee_token_taken() -> Twins:
    """Seat `current` scores a team and takes the top token of the face-down pile, whose order is the
    twins' difference: the taker alone learns its value, the others see a token go face down."""
    from spidergames.games.yahtzee.rules import GAME

    rng = random.Random(11)
    state = GAME.new_game(humans(GAME, 2), rng)

    def team_next(s: Any) -> bool:
        return not GAME.is_over(s) and first_action(GAME, s, lambda t: any(e.team_token > 0 for e in t.events)) \
            is not None

    state = play_until(GAME, state, rng, team_next)
    action = first_action(GAME, state, lambda t: any(e.team_token > 0 for e in t.events))
    pile = state.team_pile
    other = next(i for i, v in enumerate(pile) if v != pile[0])
    twin = replace(state, team_pile=(pile[other],) + pile[1:other] + (pile[0],) + pile[other + 1:])
    return Twins(GAME, 2, state, twin, state.current, action, owner_sees=False)  # no curtain: face down for all


# -- Labyrinth: each seat's pile of symbol cards ---------------------------------------------------
def labyrinth_position(players: int, *, younger: bool = False, phase: Any = None) -> Any:
    from spidergames.core.protocol import GameConfig
    from spidergames.games.labyrinth.rules import GAME, Phase

    config = humans(GAME, players)
    if younger:
        config = GameConfig(config.seats, (("younger", "on"),))
    rng = random.Random(3)
    wanted = phase or Phase.SHIFT
    return play_until(GAME, GAME.new_game(config, rng), rng, lambda s: s.phase is wanted and s.turn >= 2)


def with_cards(state: Any, seat: int, cards: tuple[str, ...]) -> Any:
    players = list(state.players)
    players[seat] = replace(players[seat], to_find=cards)
    return replace(state, players=tuple(players))


def labyrinth_top_card(seat: int, walking: bool) -> Twins:
    """`seat`'s top card differs (another card of the same pile, both on the board)."""
    from spidergames.games.labyrinth.rules import GAME, Phase, symbol_cell

    state = labyrinth_position(3, phase=Phase.MOVE if walking else Phase.SHIFT)
    cards = state.players[seat].to_find
    other = next(k for k in range(1, len(cards)) if symbol_cell(state.board, cards[k]) is not None)
    swapped = (cards[other],) + cards[1:other] + (cards[0],) + cards[other + 1:]
    return Twins(GAME, 3, state, with_cards(state, seat, swapped), seat)


def labyrinth_younger_pile() -> Twins:
    """Younger rules: seat 1 sees every card left, in pile order; the twin holds them in another order."""
    from spidergames.games.labyrinth.rules import GAME

    state = labyrinth_position(2, younger=True)
    cards = state.players[1].to_find
    return Twins(GAME, 2, state, with_cards(state, 1, cards[::-1]), 1)


def labyrinth_card_found() -> Twins:
    """The seat on turn walks onto its symbol: the found card turns over for all, and the next one
    (the twins' difference) is shown to its owner alone."""
    from spidergames.games.labyrinth.rules import GAME, MoveEvent, Phase

    def finds(t: Any) -> bool:
        return any(isinstance(e, MoveEvent) and e.found is not None and not e.won for e in t.events)

    rng = random.Random(7)
    state = play_until(GAME, GAME.new_game(humans(GAME, 3), rng), rng,
                       lambda s: s.phase is Phase.MOVE and len(s.players[s.current].to_find) >= 3
                       and first_action(GAME, s, finds) is not None)
    seat = state.current
    cards = state.players[seat].to_find
    twin = with_cards(state, seat, (cards[0], cards[2], cards[1]) + cards[3:])
    return Twins(GAME, 3, state, twin, seat, first_action(GAME, state, finds))


# -- Something Wild!: hands and the deck -----------------------------------------------------------
def somethingwild_hands(phase_name: str = "PLAY", same_slot: bool = True) -> Twins:
    """Seat 1's hand (same size, other cards) and the deck's order differ; it is seat 1's turn.
    In the play step seat 1 plays its yellow 9 (in the same slot of both hands unless `same_slot`)."""
    from spidergames.games.somethingwild.cards import Power
    from spidergames.games.somethingwild.rules import GAME, Phase, Play
    from tests.somethingwild.helpers import B, G, P, R, Y, c, make

    phase = Phase[phase_name]
    hands = ((c(G, 2), c(R, 7)), (c(B, 4), c(Y, 9), c(P, 1)), (c(R, 3),))
    state = make(rows=((c(G, 5),), (c(B, 6), c(B, 7)), ()), hands=hands, discard=(c(Y, 2),),
                 centre=Power.SWAP, scored=((), (Power.RED_THREE,), ()), mover=1, phase=phase, turn=1)
    other = (c(G, 9), c(Y, 9), c(R, 1)) if same_slot else (c(Y, 9), c(G, 9), c(R, 1))
    deck = tuple(x for x in state.deck if x not in other) + tuple(x for x in hands[1] if x not in other)
    twin = replace(state, hands=(hands[0], other, hands[2]), deck=tuple(reversed(deck)))
    assert len(twin.deck) == len(state.deck) and state.deck[0] != twin.deck[0]
    action = Play(c(Y, 9)) if phase is Phase.PLAY else None
    if phase is Phase.DRAW:
        from spidergames.games.somethingwild.rules import Draw
        action = Draw()
    return Twins(GAME, 3, state, twin, 1, action)


def somethingwild_passing() -> Twins:
    """While seat 1 picks a card to pass, its hand is fanned: the Power's user (seat 0) sees backs."""
    from spidergames.games.somethingwild.cards import Power
    from spidergames.games.somethingwild.rules import Phase

    twins = somethingwild_hands()
    step = {"phase": Phase.PASS, "turn": 0, "actor": 1, "power_used": Power.PASS_CARDS}
    return replace(twins, a=replace(twins.a, **step), b=replace(twins.b, **step), action=None)


# -- web race: the face-down villains --------------------------------------------------------------
def webrace_villains() -> Twins:
    """Which villains seat 1 captured (as many, different ones) and the travel deck's order differ."""
    return _villains_of(1, random.Random(5))


def webrace_second_row() -> Twins:
    """Which villains seat 2 captured differ: seat 2's panel is in the second row of panels, which only a
    table of three or four seats has (each panel one row: portrait, pieces, villain backs and their count,
    race cards). Seat 2 also holds a Race Place card (public: alike in both twins), so that row shows it."""
    from spidergames.games.webrace.rules import GAME

    twins = _villains_of(2, random.Random(2))
    a = twins.a
    pieces = a.pieces[:2] + ((GAME.board.centre, a.pieces[2][1]),) + a.pieces[3:]
    raced = {"pieces": pieces, "race": a.race[:2] + (a.race_left[:1],) + a.race[3:], "race_left": a.race_left[1:]}
    return replace(twins, a=replace(a, **raced), b=replace(twins.b, **raced))


def _villains_of(seat: int, rng: random.Random) -> Twins:
    """Three seats, seat 0 to draw; `seat` captured villains, and the twin holds another one (the top of the
    face-down pile) in place of its first, with the travel deck in reverse order."""
    from spidergames.games.webrace.rules import GAME

    state = play_until(GAME, GAME.new_game(humans(GAME, 3), rng), rng,
                       lambda s: s.captured[seat] and s.turn == 0 and s.card is None and not s.over)
    mine, left = state.captured[seat], state.villains
    swapped = (left[0],) + mine[1:]
    captured = state.captured[:seat] + (swapped,) + state.captured[seat + 1:]
    twin = replace(state, captured=captured, villains=(mine[0],) + left[1:], deck=tuple(reversed(state.deck)))
    return Twins(GAME, 3, state, twin, seat, owner_sees=False)


def webrace_capture() -> Twins:
    """The seat on turn lands on a villain's space: the villain it takes (the top of the face-down pile,
    the twins' difference) goes face down in front of it; only it learns which."""
    from spidergames.games.webrace.rules import GAME

    def captures(s: Any) -> Callable[[Any], bool]:
        return lambda t: len(t.captured[s.turn]) > len(s.captured[s.turn])

    rng = random.Random(8)
    state = play_until(GAME, GAME.new_game(humans(GAME, 3), rng), rng,
                       lambda s: not s.over and s.card is not None and len(s.villains) >= 2
                       and first_action(GAME, s, captures(s)) is not None)
    villains = state.villains
    other = next(i for i, v in enumerate(villains) if v != villains[0])
    twin = replace(state, villains=(villains[other],) + villains[1:other] + (villains[0],) + villains[other + 1:])
    return Twins(GAME, 3, state, twin, state.turn, first_action(GAME, state, captures(state)), owner_sees=False)


TWINS: dict[str, Callable[[], Twins]] = {
    "yahtzee: team tokens at rest": yahtzee_tokens_at_rest,
    "yahtzee: a team token taken": yahtzee_token_taken,
    "labyrinth: top card, pushing": lambda: labyrinth_top_card(0, walking=False),
    "labyrinth: top card, walking": lambda: labyrinth_top_card(2, walking=True),
    # seat 2 walks, seat 0's card differs: the walk's order and previews (one switch scans the squares
    # nearest the walker's own symbol first) must not lean towards another seat's symbol
    "labyrinth: another's top card, walking": lambda: labyrinth_top_card(0, walking=True),
    "labyrinth: younger pile": labyrinth_younger_pile,
    "labyrinth: a card found": labyrinth_card_found,
    "somethingwild: a card played": somethingwild_hands,
    "somethingwild: a card drawn": lambda: somethingwild_hands("DRAW"),
    "somethingwild: passing": somethingwild_passing,
    "webrace: villains at rest": webrace_villains,
    "webrace: villains at rest, second row": webrace_second_row,
    "webrace: a villain captured": webrace_capture,
}
MOTION = ("yahtzee: a team token taken", "labyrinth: a card found", "somethingwild: a card played",
          "somethingwild: a card drawn", "webrace: a villain captured")
"""The twins that play a move."""


# -- counts everybody may know: these twins must look different to every viewer ----------------------
def _one_more_yahtzee_token() -> Twins:
    twins = yahtzee_tokens_at_rest()
    a = twins.a
    return replace(twins, b=replace(a, teams=((3, 2), ()), team_pile=a.team_pile[:-1]))


def _one_more_labyrinth_card() -> Twins:
    twins = labyrinth_top_card(0, walking=False)
    return replace(twins, b=with_cards(twins.a, 0, twins.a.players[0].to_find[:-1]))


def _one_more_somethingwild_card() -> Twins:
    twins = somethingwild_hands()
    a = twins.a
    hands = (a.hands[0], a.hands[1] + a.deck[:1], a.hands[2])
    return replace(twins, b=replace(a, hands=hands, deck=a.deck[1:]), action=None)


def _one_more_villain(twins: Twins) -> Twins:
    a, seat = twins.a, twins.owner
    assert seat is not None
    captured = a.captured[:seat] + (a.captured[seat] + a.villains[:1],) + a.captured[seat + 1:]
    return replace(twins, b=replace(a, captured=captured, villains=a.villains[1:]))


PUBLIC_COUNTS: dict[str, Callable[[], Twins]] = {
    "yahtzee: seat 0 holds one team token more": _one_more_yahtzee_token,
    "labyrinth: seat 0 has one card fewer to find": _one_more_labyrinth_card,
    "somethingwild: seat 1 holds one card more": _one_more_somethingwild_card,
    "webrace: seat 1 captured one villain more": lambda: _one_more_villain(webrace_villains()),
    "webrace: seat 2 captured one villain more": lambda: _one_more_villain(webrace_second_row()),
}
