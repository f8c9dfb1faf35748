"""Every step of the turn, every Power in play, hidden information and the end of the game."""

from __future__ import annotations

import random

import pytest
from refusals import refused

from spidergames.core.protocol import TERMINAL, IllegalAction
from spidergames.games.somethingwild.cards import POWERS, Power
from spidergames.games.somethingwild.rules import (
    GAME,
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
    SwapGive,
    SwapTake,
    TakeFromDiscard,
    UsePower,
    cards_in_play,
)

from .helpers import B, G, P, R, Y, c, make, new, play

# -- setup ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_three_each_and_turns_one_power(players: int) -> None:
    s = new(players)
    assert all(len(h) == 3 for h in s.hands)
    assert len(s.deck) == 45 - 3 * players and s.discard == ()
    assert sorted(cards_in_play(s)) == list(range(45))
    assert s.centre_power is not None and len(s.power_pile) == 9
    assert set(s.power_pile) | {s.centre_power} == set(POWERS)
    assert s.mover is None  # beside the pile
    assert s.turn == 0 and GAME.current_player(s) == 0 and s.phase is Phase.DRAW
    assert all(r == () for r in s.rows) and all(x == () for x in s.scored)


def test_info() -> None:
    info = GAME.info
    assert (info.id, info.title, info.min_players, info.max_players, info.first_player) == (
        "somethingwild", "Something Wild! Spider-Man", 2, 4, "youngest")


# -- 1. draw -------------------------------------------------------------------------------------


def test_draw_takes_the_top_card_into_the_hand() -> None:
    s = new(2)
    top = s.deck[0]
    assert GAME.legal_actions(s) == (Draw(),)
    s2 = play(s, Draw())
    assert s2.hands[0] == s.hands[0] + (top,) and s2.deck == s.deck[1:]
    assert s2.phase is Phase.PLAY
    assert s2.events[0].kind is EventKind.DRAW and s2.events[0].cards == (top,)


def test_an_empty_deck_is_made_from_the_shuffled_discard_pile() -> None:
    s = make(rows=((), ()), hands=((c(R, 1),), (c(B, 1),)), empty_deck=True)
    assert s.deck == () and len(s.discard) == 43
    s2 = play(s, Draw())
    assert len(s2.deck) == 42 and s2.discard == () and len(s2.hands[0]) == 2
    assert [e.kind for e in s2.events] == [EventKind.RESHUFFLE, EventKind.DRAW]
    assert sorted(cards_in_play(s2)) == list(range(45))


# -- 2. play and 3. take the mover ---------------------------------------------------------------


def test_play_puts_a_hand_card_face_up_in_the_row() -> None:
    s = make(rows=((), ()), hands=((c(G, 4), c(B, 5)), ()), phase=Phase.PLAY, centre=Power.SWAP)
    assert GAME.legal_actions(s) == (Play(c(G, 4)), Play(c(B, 5)))
    s2 = play(s, Play(c(G, 4)))
    assert s2.rows[0] == (c(G, 4),) and s2.hands[0] == (c(B, 5),)
    assert s2.mover is None  # green does not match the yellow Swap Power
    assert s2.turn == 1 and s2.phase is Phase.DRAW  # nothing else to do: next player
    assert [e.kind for e in s2.events] == [EventKind.PLAY, EventKind.TURN]


def test_matching_the_centre_power_colour_takes_the_mover_from_the_middle() -> None:
    s = make(rows=((), ()), hands=((c(Y, 4),), ()), phase=Phase.PLAY, centre=Power.SWAP)
    s2 = play(s, Play(c(Y, 4)))
    assert s2.mover == 0
    mover = [e for e in s2.events if e.kind is EventKind.MOVER][0]
    assert mover.seat == 0 and mover.other == -1


def test_a_one_takes_the_mover_from_another_player() -> None:
    s = make(rows=((), ()), hands=((c(G, 1),), ()), phase=Phase.PLAY, centre=Power.SWAP, mover=1)
    s2 = play(s, Play(c(G, 1)))
    assert s2.mover == 0
    assert [e for e in s2.events if e.kind is EventKind.MOVER][0].other == 1


def test_a_card_that_matches_nothing_leaves_the_mover_where_it_is() -> None:
    s = make(rows=((), ()), hands=((c(G, 2),), ()), phase=Phase.PLAY, centre=Power.SWAP, mover=1)
    assert play(s, Play(c(G, 2))).mover == 1


# -- 4. use a Power ------------------------------------------------------------------------------


def test_without_the_mover_there_is_no_power_step() -> None:
    s = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(B, 9),), ()), phase=Phase.PLAY,
             centre=Power.BLUE_THREE, mover=1)
    s = play(s, Play(c(B, 9)))  # blue matches: takes the mover, so the Power step comes
    assert s.phase is Phase.POWER and UsePower(Power.BLUE_THREE) in GAME.legal_actions(s)
    t = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(G, 9),), ()), phase=Phase.PLAY,
             centre=Power.BLUE_THREE, mover=1)
    t = play(t, Play(c(G, 9)))
    assert t.turn == 1  # no mover: no Power, nothing to score, turn over


def test_the_mover_kept_from_an_earlier_turn_still_allows_a_power() -> None:
    s = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(B, 9),), ()), phase=Phase.PLAY,
             centre=Power.GUESS_NUMBER, scored=((Power.BLUE_THREE,), ()), mover=0)
    s = play(s, Play(c(B, 9)))
    assert s.phase is Phase.POWER
    assert set(GAME.legal_actions(s)) == {UsePower(Power.BLUE_THREE), UsePower(Power.GUESS_NUMBER),
                                          SkipPower()}


def test_a_scored_power_is_used_and_kept() -> None:
    s = make(rows=((c(G, 2), c(R, 6)), ()), hands=((c(Y, 8),), ()), phase=Phase.PLAY,
             centre=Power.SWAP, scored=((Power.TWO_SIX_EIGHT,), ()), mover=0)
    s = play(s, Play(c(Y, 8)), UsePower(Power.TWO_SIX_EIGHT))
    assert s.phase is Phase.SCORE
    s = play(s, Score(tuple(sorted((c(G, 2), c(R, 6), c(Y, 8))))))
    assert s.scored[0] == (Power.TWO_SIX_EIGHT, Power.SWAP)


def test_only_one_power_per_turn_and_it_ends_with_the_turn() -> None:
    s = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(B, 9),), ()), phase=Phase.PLAY,
             centre=Power.BLUE_THREE, mover=0)
    s = play(s, Play(c(B, 9)), UsePower(Power.BLUE_THREE))
    assert s.power_used is Power.BLUE_THREE and s.phase is Phase.SCORE
    assert not any(isinstance(a, UsePower) for a in GAME.legal_actions(s))
    s = play(s, SkipScore())
    assert s.turn == 1 and s.power_used is None


def test_skipping_the_power() -> None:
    s = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(B, 9),), ()), phase=Phase.PLAY,
             centre=Power.BLUE_THREE, mover=0)
    s = play(s, Play(c(B, 9)), SkipPower())
    assert s.turn == 1  # three blues do not score without the Power


def test_a_power_that_cannot_help_is_not_offered() -> None:
    s = make(rows=((c(G, 2),), ()), hands=((c(R, 4),), ()), phase=Phase.PLAY,
             centre=Power.RED_THREE, mover=0)
    s = play(s, Play(c(R, 4)))
    assert s.turn == 1  # two cards can't score: the Power step passed by itself
    with pytest.raises(IllegalAction):
        GAME.apply(make(rows=((), ()), hands=((), ()), phase=Phase.POWER, mover=0),
                   UsePower(Power.SEVEN_DISCARD), random.Random(0))


def test_the_rulebook_example_red_six() -> None:
    """After playing a red 6 you take the mover (red Power), treat red as any number, score."""
    s = make(rows=((c(R, 1), c(R, 9)), ()), hands=((c(R, 6),), ()), phase=Phase.PLAY,
             centre=Power.RED_ANY_NUMBER, mover=1)
    s = play(s, Play(c(R, 6)))
    assert s.mover == 0 and s.phase is Phase.POWER
    s = play(s, UsePower(Power.RED_ANY_NUMBER))
    trio = tuple(sorted((c(R, 1), c(R, 6), c(R, 9))))
    assert Score(trio) in GAME.legal_actions(s)
    s = play(s, Score(trio))
    assert s.scored[0] == (Power.RED_ANY_NUMBER,)


def test_guess_a_colour_match_is_played() -> None:
    s = make(rows=((c(P, 5),), ()), hands=((c(P, 2),), ()), deck_top=(c(G, 7),),
             phase=Phase.PLAY, centre=Power.GUESS_COLOUR, mover=None)
    s = play(s, Play(c(P, 2)), UsePower(Power.GUESS_COLOUR))
    assert s.phase is Phase.GUESS_COLOUR and len(GAME.legal_actions(s)) == 5
    s = play(s, GuessColour(G))
    assert c(G, 7) in s.rows[0] and c(G, 7) not in s.discard
    guess = [e for e in s.events if e.kind is EventKind.GUESS][0]
    assert guess.matched and guess.guess == "green" and guess.cards == (c(G, 7),)


def test_guess_a_colour_miss_is_discarded() -> None:
    s = make(rows=((c(P, 5),), ()), hands=((c(P, 2),), ()), deck_top=(c(G, 7),),
             phase=Phase.PLAY, centre=Power.GUESS_COLOUR)
    s = play(s, Play(c(P, 2)), UsePower(Power.GUESS_COLOUR), GuessColour(R))
    assert s.discard[-1] == c(G, 7) and c(G, 7) not in s.rows[0]
    assert not [e for e in s.events if e.kind is EventKind.GUESS][0].matched


def test_guess_a_number_match_can_score_at_once() -> None:
    s = make(rows=((c(G, 4), c(R, 4)), ()), hands=((c(B, 3),), ()), deck_top=(c(Y, 4),),
             phase=Phase.PLAY, centre=Power.GUESS_NUMBER)
    s = play(s, Play(c(B, 3)), UsePower(Power.GUESS_NUMBER))
    assert s.phase is Phase.GUESS_NUMBER and len(GAME.legal_actions(s)) == 9
    s = play(s, GuessNumber(4))
    assert s.phase is Phase.SCORE
    s = play(s, Score(tuple(sorted((c(G, 4), c(R, 4), c(Y, 4))))))
    assert s.scored[0] == (Power.GUESS_NUMBER,)


def test_guess_a_number_miss() -> None:
    s = make(rows=((), ()), hands=((c(B, 3),), ()), deck_top=(c(Y, 4),), phase=Phase.PLAY,
             centre=Power.GUESS_NUMBER)
    s = play(s, Play(c(B, 3)), UsePower(Power.GUESS_NUMBER), GuessNumber(5))
    assert s.discard == (c(Y, 4),) and s.rows[0] == (c(B, 3),)


def test_swap_a_card_for_another_players_card_of_the_same_colour() -> None:
    s = make(rows=((c(Y, 2), c(G, 5), c(G, 6)), (c(G, 7), c(B, 7)), (c(Y, 9),)),
             hands=((c(Y, 3),), (), ()), phase=Phase.PLAY, centre=Power.SWAP)
    s = play(s, Play(c(Y, 3)), UsePower(Power.SWAP))
    assert s.phase is Phase.SWAP_GIVE
    assert set(GAME.legal_actions(s)) == {SwapGive(c(Y, 2)), SwapGive(c(Y, 3)),
                                          SwapGive(c(G, 5)), SwapGive(c(G, 6))}
    s = play(s, SwapGive(c(G, 5)))
    assert s.phase is Phase.SWAP_TAKE and GAME.legal_actions(s) == (SwapTake(1, c(G, 7)),)
    with refused("somethingwild.swap_same_colour"):
        GAME.apply(s, SwapTake(1, c(B, 7)), random.Random(0))
    s = play(s, SwapTake(1, c(G, 7)))
    assert s.rows[0] == (c(Y, 2), c(G, 7), c(G, 6), c(Y, 3))
    assert s.rows[1] == (c(G, 5), c(B, 7))
    swap = [e for e in s.events if e.kind is EventKind.SWAP][0]
    assert swap.cards == (c(G, 5), c(G, 7)) and swap.other == 1
    assert s.turn == 1  # nothing scores: the turn is over


def test_swap_can_make_a_run() -> None:
    s = make(rows=((c(G, 5), c(G, 6), c(G, 9)), (c(G, 7),)), hands=((c(Y, 2),), ()),
             phase=Phase.PLAY, centre=Power.SWAP)
    s = play(s, Play(c(Y, 2)), UsePower(Power.SWAP), SwapGive(c(G, 9)), SwapTake(1, c(G, 7)))
    assert s.phase is Phase.SCORE
    assert Score(tuple(sorted((c(G, 5), c(G, 6), c(G, 7))))) in GAME.legal_actions(s)


def test_lucky_seven_plays_a_card_from_the_discard_pile() -> None:
    s = make(rows=((c(Y, 7), c(G, 5)), ()), hands=((c(G, 6),), ()),
             discard=(c(G, 4), c(R, 2)), phase=Phase.PLAY, centre=Power.SEVEN_DISCARD)
    assert play(s, Play(c(G, 6))).turn == 1  # green takes no mover: no Power this turn
    s = make(rows=((c(Y, 7), c(G, 5)), ()), hands=((c(G, 6),), ()),
             discard=(c(G, 4), c(R, 2)), phase=Phase.PLAY, centre=Power.SEVEN_DISCARD, mover=0)
    s = play(s, Play(c(G, 6)), UsePower(Power.SEVEN_DISCARD))
    assert s.phase is Phase.TAKE_DISCARD
    assert GAME.legal_actions(s) == (TakeFromDiscard(c(G, 4)), TakeFromDiscard(c(R, 2)))
    s = play(s, TakeFromDiscard(c(G, 4)))
    assert s.discard == (c(R, 2),) and s.phase is Phase.SCORE
    s = play(s, Score(tuple(sorted((c(G, 4), c(G, 5), c(G, 6))))))
    assert s.rows[0] == (c(Y, 7),)


def test_lucky_seven_needs_a_seven() -> None:
    s = make(rows=((c(Y, 6), c(G, 5)), ()), hands=((c(Y, 2),), ()), discard=(c(G, 4),),
             phase=Phase.PLAY, centre=Power.SEVEN_DISCARD)
    assert play(s, Play(c(Y, 2))).turn == 1


def test_pass_cards_each_player_chooses_in_turn_then_all_pass_to_the_previous_player() -> None:
    hands = ((c(G, 2), c(B, 2), c(G, 9)), (c(R, 2), c(R, 3), c(R, 4)), (c(Y, 5), c(Y, 6), c(Y, 7)))
    s = make(rows=((), (), ()), hands=hands, phase=Phase.PLAY, centre=Power.PASS_CARDS, turn=0)
    s = play(s, Play(c(G, 9)), UsePower(Power.PASS_CARDS))
    assert s.phase is Phase.PASS and GAME.current_player(s) == 0
    s = play(s, PassCard(c(G, 2)))
    assert GAME.current_player(s) == 1 and s.turn == 0
    assert GAME.legal_actions(s) == tuple(PassCard(x) for x in sorted(hands[1]))
    # seat 1 may not see seat 0's choice; seat 0 sees its own
    assert GAME.observation(s, 0).my_pass == c(G, 2)
    assert GAME.observation(s, 1).my_pass == -1 and GAME.observation(s, 1).passed[0]
    assert GAME.observation(s, 1).events[0].cards == (-1,)
    s = play(s, PassCard(c(R, 3)))
    assert GAME.current_player(s) == 2
    s = play(s, PassCard(c(Y, 7)))
    # seat 0 passes to seat 2 (the previous player), 1 to 0, 2 to 1
    assert sorted(s.hands[0]) == sorted((c(B, 2), c(R, 3)))
    assert sorted(s.hands[1]) == sorted((c(R, 2), c(R, 4), c(Y, 7)))
    assert sorted(s.hands[2]) == sorted((c(Y, 5), c(Y, 6), c(G, 2)))
    assert s.turn == 1 and GAME.current_player(s) == 1  # nothing to score: next turn
    passed = [e for e in s.events if e.kind is EventKind.PASS][0]
    assert passed.cards == (c(G, 2), c(R, 3), c(Y, 7))
    seen_by_2 = [e for e in GAME.observation(s, 2).events if e.kind is EventKind.PASS][0]
    assert seen_by_2.cards == (c(G, 2), -1, c(Y, 7))  # what it received and what it gave


def test_pass_cards_with_two_players_swaps_a_card_each_way() -> None:
    s = make(rows=((), ()), hands=((c(G, 2), c(G, 9)), (c(R, 2),)), phase=Phase.PLAY,
             centre=Power.PASS_CARDS)
    s = play(s, Play(c(G, 9)), UsePower(Power.PASS_CARDS), PassCard(c(G, 2)), PassCard(c(R, 2)))
    assert s.hands == ((c(R, 2),), (c(G, 2),))


# -- 5. score ------------------------------------------------------------------------------------


def test_scoring_discards_the_three_takes_the_power_and_flips_the_next() -> None:
    s = make(rows=((c(R, 5), c(B, 5), c(G, 2)), ()), hands=((c(Y, 5),), ()), phase=Phase.PLAY,
             centre=Power.RED_THREE)
    top_power = s.power_pile[0]
    s = play(s, Play(c(Y, 5)))
    assert s.phase is Phase.SCORE and s.mover is None  # you don't need the mover to score
    trio = tuple(sorted((c(R, 5), c(B, 5), c(Y, 5))))
    assert GAME.legal_actions(s) == (Score(trio), SkipScore())
    s = play(s, Score(trio))
    assert s.rows[0] == (c(G, 2),) and s.discard[-3:] == trio
    assert s.scored[0] == (Power.RED_THREE,) and s.centre_power is top_power
    assert len(s.power_pile) == 8 and GAME.scores(s) == (1, 0)
    kinds = [e.kind for e in s.events]
    assert kinds == [EventKind.SCORE, EventKind.FLIP, EventKind.TURN]


def test_choosing_not_to_score() -> None:
    s = make(rows=((c(R, 5), c(B, 5)), ()), hands=((c(Y, 5),), ()), phase=Phase.PLAY)
    s = play(s, Play(c(Y, 5)), SkipScore())
    assert len(s.rows[0]) == 3 and s.scored[0] == () and s.turn == 1


def test_a_wrong_three_is_refused_kindly() -> None:
    s = make(rows=((c(R, 5), c(B, 5), c(B, 6)), ()), hands=((c(Y, 5),), ()), phase=Phase.PLAY)
    s = play(s, Play(c(Y, 5)))
    with refused("somethingwild.not_a_set_or_run"):
        GAME.apply(s, Score(tuple(sorted((c(R, 5), c(B, 5), c(B, 6))))), random.Random(0))


# -- 6. discard down to five ---------------------------------------------------------------------


def test_discard_down_to_five_choosing_which() -> None:
    row = (c(G, 1), c(B, 3), c(P, 5), c(R, 7), c(Y, 9))
    s = make(rows=(row, ()), hands=((c(G, 6),), ()), phase=Phase.PLAY)
    s = play(s, Play(c(G, 6)))
    assert s.phase is Phase.DISCARD and len(GAME.legal_actions(s)) == 6
    s = play(s, Discard(c(R, 7)))
    assert s.rows[0] == (c(G, 1), c(B, 3), c(P, 5), c(Y, 9), c(G, 6))
    assert s.discard[-1] == c(R, 7) and s.turn == 1


def test_discarding_twice_after_a_power_played_a_seventh_card() -> None:
    row = (c(G, 1), c(B, 3), c(P, 5), c(R, 7), c(Y, 9))
    s = make(rows=(row, ()), hands=((c(G, 6),), ()), deck_top=(c(G, 8),), phase=Phase.PLAY,
             centre=Power.GUESS_COLOUR, mover=0)
    s = play(s, Play(c(G, 6)), UsePower(Power.GUESS_COLOUR), GuessColour(G))
    assert len(s.rows[0]) == 7 and s.phase is Phase.DISCARD
    s = play(s, Discard(c(G, 1)))
    assert s.phase is Phase.DISCARD
    s = play(s, Discard(c(B, 3)))
    assert s.turn == 1 and len(s.rows[0]) == 5


# -- the end -------------------------------------------------------------------------------------


def test_the_third_power_wins_at_once() -> None:
    row = (c(R, 5), c(B, 5), c(G, 1), c(G, 2), c(G, 3))
    s = make(rows=(row, ()), hands=((c(Y, 5),), ()), phase=Phase.PLAY, centre=Power.SWAP,
             scored=((Power.RED_THREE, Power.BLUE_THREE), ()))
    s = play(s, Play(c(Y, 5)), Score(tuple(sorted((c(R, 5), c(B, 5), c(Y, 5))))))
    assert GAME.is_over(s) and GAME.current_player(s) == TERMINAL
    assert GAME.legal_actions(s) == ()
    assert GAME.outcome(s).winners == (0,) and GAME.outcome(s).scores == (3, 0)
    assert len(s.rows[0]) == 3  # no discard step after winning
    assert s.events[-1].kind is EventKind.WIN
    with pytest.raises(IllegalAction):
        GAME.apply(s, Draw(), random.Random(0))


def test_turns_go_round_the_table() -> None:
    s = make(rows=((), (), ()), hands=((c(G, 2),), (c(G, 3),), (c(G, 4),)), phase=Phase.PLAY)
    s = play(s, Play(c(G, 2)))
    assert s.turn == 1 and s.turn_number == 2 and s.events[-1].kind is EventKind.TURN


# -- hidden information and refusals -------------------------------------------------------------


def test_observation_hides_other_hands_and_the_deck() -> None:
    s = play(new(3, seed=4), Draw())
    drawn = s.events[0].cards[0]
    mine, theirs = GAME.observation(s, 0), GAME.observation(s, 1)
    assert mine.hand == s.hands[0] and theirs.hand == s.hands[1]
    assert theirs.hand_sizes == (4, 3, 3) and theirs.deck_size == len(s.deck)
    assert mine.events[0].cards == (drawn,) and theirs.events[0].cards == (-1,)
    fields = set(type(theirs).__dataclass_fields__)
    assert "deck" not in fields and "hands" not in fields and "pass_choices" not in fields


def test_refusals_name_the_step() -> None:
    s = new(2)
    with refused("somethingwild.draw_first"):
        GAME.apply(s, Play(s.hands[0][0]), random.Random(0))
    s = play(s, Draw())
    with refused("somethingwild.play_a_card"):
        GAME.apply(s, Play(s.hands[1][0]), random.Random(0))
    s = make(rows=((c(B, 1), c(B, 5)), ()), hands=((c(B, 9),), ()), phase=Phase.PLAY,
             centre=Power.BLUE_THREE, mover=1)
    s = play(s, Play(c(B, 9)))
    with refused("somethingwild.power_no_help"):
        GAME.apply(s, UsePower(Power.SWAP), random.Random(0))


def test_actions_read_well() -> None:
    assert str(Play(c(R, 6))) == "play red 6"
    assert str(UsePower(Power.GUESS_COLOUR)) == 'use the Power "Guess a colour"'
    assert str(Score((c(G, 4), c(G, 5), c(G, 6)))) == "score green 4, green 5, green 6"
    assert str(SwapTake(1, c(Y, 3))) == "take yellow 3 from player 2"
