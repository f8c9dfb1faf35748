"""Bots choose legally, see only their observation, take the obvious scores; the planner is exact."""

from __future__ import annotations

import random

import pytest

from spidergames.core.protocol import replace
from spidergames.games.yahtzee.board import Face
from spidergames.games.yahtzee.bots import HardBot, make_bot, plan_for
from spidergames.games.yahtzee.rules import GAME, Roll, Score, SpiderManYahtzee
from spidergames.games.yahtzee.turnplan import hand_of, make_plan, tables

from .helpers import CA, HU, ST, TH, WO, S, board_from, new_state, with_dice


def choose(level: str, state: object, seed: int = 0) -> object:
    legal = GAME.legal_actions(state)
    action = make_bot(level).choose(GAME.observation(state, GAME.current_player(state)), legal,
                                    random.Random(seed))
    assert action in legal
    return action


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("impossible")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_bot_takes_a_yahtzee(level: str) -> None:
    state = with_dice(new_state(), (TH,) * 5, rolls_used=1)
    assert choose(level, state) == Score(TH)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_spider_man_yahtzee_goes_where_column_five_is_open(level: str) -> None:
    state = replace(new_state(2), board=board_from({}, {CA: 5, HU: 5, ST: 5, WO: 5}))
    state = with_dice(state, (S,) * 5, rolls_used=3)
    assert choose(level, state) == SpiderManYahtzee(TH)


def test_normal_keeps_its_most_common_friend_and_the_wilds() -> None:
    state = with_dice(new_state(), (HU, ST, HU, S, CA), rolls_used=1)
    action = choose("normal", state)
    assert isinstance(action, Roll) and sorted(action.faces) == [S, HU, HU]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_best_space_beats_the_most_dice(level: str) -> None:
    state = replace(new_state(3), board=board_from({}, {ST: 3}, {ST: 2}))
    state = with_dice(state, (ST, ST, ST, WO, WO), rolls_used=3)
    assert choose(level, state) == Score(WO), "3 Storms land on 1, 2 Wolverines on 2"


def test_hard_stops_on_five_with_a_team() -> None:
    state = with_dice(new_state(), (S, S, S, S, HU), rolls_used=2)
    assert choose("hard", state) == Score(HU), "5 Hulks with a team token is the best there is"


def test_hard_plan_is_shared_by_the_rolls_of_one_turn() -> None:
    plan_for.cache_clear()
    state = with_dice(new_state(), (CA, HU, ST, WO, HU), rolls_used=1)
    choose("hard", state)
    choose("hard", replace(state, dice=(CA, CA, CA, WO, HU), rolls_used=2))
    assert plan_for.cache_info().misses == 1


def test_hard_sees_only_its_observation() -> None:
    state = replace(new_state(2), teams=((5,), ()))
    state = with_dice(state, (CA, HU, ST, WO, HU), rolls_used=1, current=1, turns_taken=(1, 0))
    view = GAME.observation(state, 1)
    assert view.state.teams == ((0,), ()) and set(view.state.team_pile) == {0}
    assert HardBot().choose(view, GAME.legal_actions(state), random.Random(0)) in GAME.legal_actions(state)


def test_tables_are_probability_distributions() -> None:
    t = tables()
    assert len(t.hands) == 252 and len(t.keeps) == 210
    for outcomes in t.rolls:
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-12
    assert all(len(subs) <= 31 for subs in t.sub_keeps)


def test_plan_reproduces_the_classic_yahtzee_chance() -> None:
    """Chasing five of a kind (no wilds) in three rolls succeeds 4.6029 % of the time."""
    t = tables()
    stop = tuple(1.0 if max(h) == 5 else 0.0 for h in t.hands)
    plan = make_plan(stop, 0.0)
    v2 = [max([plan.e2[k] for k in subs] + [s]) for s, subs in zip(stop, t.sub_keeps, strict=True)]
    first = sum(p * v2[i] for i, p in t.rolls[t.keep_index[(0,) * 6]])
    assert abs(first - 0.046029) < 1e-5
    assert hand_of((S, S, HU, TH, TH)) == (2, 0, 1, 0, 0, 2)


@pytest.mark.parametrize(("dice", "board", "turns_taken", "friend"), [
    # its last turn: 3 wilds and 2 Storms; rolling a Storm chases a team but may lose the five
    ((S, ST, ST, S, S), board_from({CA: 4, HU: 5, ST: 4, WO: 5, TH: 3}, {CA: 3, HU: 3, WO: 4, TH: 4}),
     (5, 4), ST),
    ((WO, S, WO, S, S), board_from({CA: 3, HU: 4}, {CA: 4, ST: 3}), (2, 2), WO),
])
def test_hard_keeps_five_of_a_kind_that_scores_column_five(
        dice: tuple[Face, ...], board: tuple[tuple[int, ...], ...], turns_taken: tuple[int, int],
        friend: Face) -> None:
    """Five of a friend on its column 5 is the best a row can score: hard never rolls it away."""
    state = replace(new_state(2), board=board)
    state = with_dice(state, dice, rolls_used=2, current=1, turns_taken=turns_taken)
    for seed in range(3):
        assert choose("hard", state, seed) == Score(friend)


def test_hard_takes_a_score_that_wins_the_game_at_once() -> None:
    """Its last turn, the others done: 2 Thors (the wilds) on column 2 win even if the other
    player's face-down token is a 5 (19 + 2 > 15 + 5), so hard scores instead of rolling on."""
    board = board_from({CA: 3, HU: 3, ST: 3, WO: 3, TH: 3}, {CA: 5, HU: 5, ST: 5, WO: 4})
    state = replace(new_state(2), board=board, teams=((1,), ()))
    state = with_dice(state, (HU, S, ST, CA, S), rolls_used=1, current=1, turns_taken=(5, 4))
    for seed in range(3):
        assert choose("hard", state, seed) == Score(TH)


def test_hard_does_not_count_on_a_win_a_hidden_token_could_spoil() -> None:
    """The same, one column short and no team (18 + 2 = 20): the other player's token may be a
    5, so no score is a sure win and hard plays its turn out as usual (rolls for more Thors)."""
    board = board_from({CA: 3, HU: 3, ST: 3, WO: 3, TH: 3}, {CA: 5, HU: 5, ST: 4, WO: 4})
    state = replace(new_state(2), board=board, teams=((1,), ()))
    state = with_dice(state, (HU, S, HU, CA, S), rolls_used=1, current=1, turns_taken=(5, 4))
    assert isinstance(choose("hard", state), Roll)
