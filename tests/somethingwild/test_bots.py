"""The computer players choose legal, sensible actions from their own observation only."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from spidergames.games.somethingwild.bots import EasyBot, PlannerBot, make_bot
from spidergames.games.somethingwild.cards import Power
from spidergames.games.somethingwild.rules import (
    GAME,
    Discard,
    PassCard,
    Phase,
    Play,
    Score,
    SkipPower,
    SkipScore,
    UsePower,
)

from .helpers import B, G, P, R, Y, c, make, play


def choose(level: str, state, seed: int = 0):
    p = GAME.current_player(state)
    return make_bot(level).choose(GAME.observation(state, p), GAME.legal_actions(state),
                                  random.Random(seed))


def test_levels() -> None:
    assert isinstance(make_bot("easy"), EasyBot)
    assert isinstance(make_bot("normal"), PlannerBot) and isinstance(make_bot("hard"), PlannerBot)
    with pytest.raises(ValueError):
        make_bot("expert")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_scores_when_it_can(level: str) -> None:
    s = make(rows=((c(R, 5), c(B, 5)), ()), hands=((c(Y, 5),), ()), phase=Phase.PLAY)
    s = play(s, Play(c(Y, 5)))
    assert isinstance(choose(level, s), Score)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_plays_the_card_that_completes_a_run(level: str) -> None:
    s = make(rows=((c(G, 4), c(G, 5), c(P, 9)), ()), hands=((c(R, 8), c(G, 6), c(Y, 2)), ()),
             phase=Phase.PLAY)
    assert choose(level, s) == Play(c(G, 6))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_uses_a_power_that_scores_now(level: str) -> None:
    s = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(B, 9),), ()), phase=Phase.PLAY,
             centre=Power.BLUE_THREE, mover=0)
    s = play(s, Play(c(B, 9)))
    assert choose(level, s) == UsePower(Power.BLUE_THREE)


def test_normal_does_not_gamble_on_a_guess() -> None:
    s = make(rows=((c(G, 4), c(R, 4)), ()), hands=((c(B, 3),), ()), phase=Phase.PLAY,
             centre=Power.GUESS_NUMBER, mover=0)
    s = play(s, Play(c(B, 3)))
    assert choose("normal", s) == SkipPower()


def test_hard_guesses_the_number_it_needs() -> None:
    s = make(rows=((c(G, 4), c(R, 4)), ()), hands=((c(B, 3),), ()), phase=Phase.PLAY,
             centre=Power.GUESS_NUMBER, mover=0)
    s = play(s, Play(c(B, 3)))
    assert choose("hard", s) == UsePower(Power.GUESS_NUMBER)
    s = play(s, UsePower(Power.GUESS_NUMBER))
    assert str(choose("hard", s)) == "guess 4"


def test_discards_the_least_useful_card() -> None:
    row = (c(G, 4), c(G, 5), c(P, 9), c(R, 2), c(Y, 7))
    s = make(rows=(row, ()), hands=((c(B, 4),), ()), phase=Phase.PLAY)
    s = play(s, Play(c(B, 4)))
    assert choose("normal", s) in {Discard(c(P, 9)), Discard(c(R, 2)), Discard(c(Y, 7))}


def test_hard_does_not_pass_the_card_its_neighbour_needs() -> None:
    hands = ((c(G, 8), c(Y, 9), c(B, 2)), (c(P, 2), c(P, 8)))
    s = make(rows=((), (c(R, 9), c(B, 9))), hands=hands, phase=Phase.PLAY,
             centre=Power.PASS_CARDS, mover=0)
    s = play(s, Play(c(G, 8)), UsePower(Power.PASS_CARDS))
    assert GAME.current_player(s) == 0
    assert choose("hard", s) == PassCard(c(B, 2))  # the yellow 9 would finish their set of 9s


def test_hard_takes_the_mover_from_a_strong_opponent() -> None:
    s = make(rows=((), ()), hands=((c(Y, 5), c(G, 5)), ()), phase=Phase.PLAY,
             centre=Power.SWAP, scored=((), (Power.RED_THREE, Power.BLUE_THREE)), mover=1)
    assert choose("hard", s) == Play(c(Y, 5))


def test_hard_takes_the_score_that_wins_the_game() -> None:
    """Its third Power wins at once: no pair kept for later is worth more (seed 64 declined it)."""
    rows = ((c(B, 6), c(Y, 8), c(P, 5), c(R, 5), c(R, 9)),
            (c(B, 2), c(Y, 2), c(Y, 9), c(G, 9), c(P, 4)))
    discard = (c(B, 7), c(P, 7), c(R, 6), c(Y, 7), c(B, 3), c(R, 3), c(Y, 3), c(P, 1), c(R, 7),
               c(Y, 1), c(B, 8))
    s = make(rows=rows, hands=((c(G, 5), c(P, 2), c(P, 3)), ()), discard=discard,
             centre=Power.PASS_CARDS, scored=((Power.RED_ANY_NUMBER, Power.RED_THREE),
                                              (Power.SEVEN_DISCARD,)),
             mover=0, phase=Phase.SCORE)
    s = replace(s, power_used=Power.RED_ANY_NUMBER)
    assert SkipScore() in GAME.legal_actions(s)
    for seed in range(5):
        action = choose("hard", s, seed)
        assert isinstance(action, Score), action
        assert GAME.apply(s, action, random.Random(seed)).winner == 0
