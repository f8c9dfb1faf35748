"""Every rule, every worked example of the leaflet and every Yahtzee ruling."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from refusals import refused

from spidergames.core.protocol import GAME_OVER, TERMINAL, IllegalAction, replace
from spidergames.games.yahtzee.board import (
    FRIENDS,
    PICTURE,
    TEAM_TOKENS,
    column_total,
    count_of,
    easy_count,
    empty_board,
    is_team,
    landing_column,
)
from spidergames.games.yahtzee.plugin import ENTRY
from spidergames.games.yahtzee.rules import (
    GAME,
    EventKind,
    Phase,
    Roll,
    RollOff,
    Score,
    ScoreZero,
    SpiderManYahtzee,
    counted_spaces,
    final_totals,
    score_preview,
    zero_forced,
)

from .helpers import (
    CA,
    HU,
    ST,
    TH,
    WO,
    S,
    ScriptedDice,
    board_from,
    new_state,
    with_dice,
)


# -- set-up ----------------------------------------------------------------------------------------
def test_game_info() -> None:
    info = GAME.info
    assert (info.id, info.min_players, info.max_players, info.first_player) == ("yahtzee", 1, 4, "youngest")
    assert info.characters == ("spider-man", "captain-america", "hulk", "storm", "wolverine", "thor")
    assert tuple(f.slug for f in FRIENDS) == info.characters[1:]


@pytest.mark.parametrize(("players", "turns"), [(1, 5), (2, 5), (3, 4), (4, 3)])
def test_turns_per_player(players: int, turns: int) -> None:
    state = new_state(players)
    assert state.turns_per_player == turns
    assert state.board == empty_board(players) and state.current == 0


def test_team_tokens_are_shuffled_face_down() -> None:
    piles = {new_state(2, seed).team_pile for seed in range(5)}
    assert all(sorted(p) == list(TEAM_TOKENS) for p in piles) and len(piles) > 1


# -- rolling ---------------------------------------------------------------------------------------
def test_first_roll_keeps_nothing() -> None:
    state = new_state()
    assert GAME.legal_actions(state) == (Roll(),)
    assert score_preview(state) == ()
    with refused("yahtzee.roll_first"):
        GAME.apply(state, Score(HU), random.Random(0))


def test_kept_dice_stay_in_place_and_up_to_three_rolls() -> None:
    rng = ScriptedDice([CA, HU, CA, ST, WO, TH, TH, TH, S, S])
    state = GAME.apply(new_state(), Roll(), rng)
    assert state.dice == (CA, HU, CA, ST, WO) and state.rolls_used == 1
    rolls = [a for a in GAME.legal_actions(state) if isinstance(a, Roll)]
    assert len(rolls) == 31, "every keep-set except keeping all five"
    state = GAME.apply(state, Roll((0, 2), (CA, CA)), rng)
    assert state.dice == (CA, TH, CA, TH, TH)
    assert state.events[-1].kind is EventKind.ROLL and state.events[-1].kept == (0, 2)
    state = GAME.apply(state, Roll((0, 2, 3, 4), (CA, CA, TH, TH)), rng)
    assert state.rolls_used == 3 and state.dice == (CA, S, CA, TH, TH)
    assert not any(isinstance(a, Roll) for a in GAME.legal_actions(state)), "must score now"
    with refused("yahtzee.third_roll_done"):
        GAME.apply(state, Roll(), rng)


def test_keep_all_and_stale_keeps_are_refused() -> None:
    state = with_dice(new_state(), (CA, CA, HU, ST, WO), rolls_used=1)
    with refused("yahtzee.keep_fewer"):
        GAME.apply(state, Roll(tuple(range(5)), state.dice), random.Random(0))
    with refused("yahtzee.dice_changed"):
        GAME.apply(state, Roll((0,), (TH,)), random.Random(0))
    with refused("yahtzee.roll_all_first"):
        GAME.apply(new_state(), Roll((0,), (CA,)), random.Random(0))


def test_roll_texts_read_well() -> None:
    assert str(Roll()) == "roll all five dice"
    assert str(Roll((0, 1, 4), (HU, HU, S))) == "keep 1 Spider-Man and 2 Hulks and roll"
    assert str(Score(CA)) == "score Captain America"
    assert "Picture Column" in str(ScoreZero(HU)) and "column 5" in str(SpiderManYahtzee(TH))


# -- the left rule -----------------------------------------------------------------------------
@pytest.mark.parametrize("taken", [c for n in range(6) for c in combinations(range(1, 6), n)])
def test_left_rule_exhaustively(taken: tuple[int, ...]) -> None:
    """Every set of taken spaces in a row, every count: that space, else the next open one to the
    LEFT, else the Picture Column; never a taken space, never further right than the count."""
    others = [{HU: c} for c in taken]
    board = board_from({}, *others)
    for count in range(6):
        expected = max((c for c in range(1, count + 1) if c not in taken), default=PICTURE)
        assert landing_column(board, HU, count) == expected
        assert all(landing_column(board, f, count) == count for f in FRIENDS if f is not HU)


def test_own_and_other_rows_do_not_block_each_other() -> None:
    board = board_from({CA: 5}, {HU: 5})
    assert landing_column(board, HU, 5) == 4 and landing_column(board, CA, 5) == 4
    assert landing_column(board, ST, 5) == 5


def test_blocked_row_sends_the_token_to_the_picture_column() -> None:
    state = replace(new_state(4), board=board_from({}, {ST: 1}, {ST: 2}, {}))
    state = with_dice(state, (ST, ST, CA, CA, CA), rolls_used=3)
    assert (ST, 2, PICTURE) in score_preview(state)
    after = GAME.apply(state, Score(ST), random.Random(0))
    assert after.board[0][ST.row] == PICTURE and after.events[-1].column == PICTURE


# -- the leaflet's worked examples ---------------------------------------------------------------
def test_example_blocked_at_five_captain_america_scores_four() -> None:
    """2-player game: Blue rolls 5 Captain Americas but Green holds 5: Blue scores 4."""
    state = replace(new_state(2), board=board_from({}, {CA: 5}))
    state = with_dice(state, (CA,) * 5, rolls_used=1)
    assert (CA, 5, 4) in score_preview(state)
    after = GAME.apply(state, Score(CA), random.Random(0))
    assert after.board[0][CA.row] == 4 and column_total(after.board, 0) == 4


def test_example_three_storms_and_two_hulks() -> None:
    state = with_dice(new_state(), (ST, HU, ST, HU, ST), rolls_used=2)
    assert set(score_preview(state)) == {(ST, 3, 3), (HU, 2, 2)}
    after = GAME.apply(state, Score(ST), random.Random(0))
    assert after.board[0][ST.row] == 3
    assert after.events[-1].kind is EventKind.SCORE and (after.events[-1].friend, after.events[-1].count) == (ST, 3)


def test_example_spider_man_is_wild() -> None:
    """3 Storms, 1 Hulk, 1 Spider-Man: 4 Storms! Or 2 Hulks! Or 1 of any other friend."""
    state = with_dice(new_state(), (ST, ST, HU, S, ST), rolls_used=1)
    assert {f: n for f, n, _ in score_preview(state)} == {CA: 1, HU: 2, ST: 4, WO: 1, TH: 1}


def test_example_four_wolverines_in_three_rolls() -> None:
    rng = ScriptedDice([CA, CA, HU, ST, WO, WO, WO, WO, WO, TH])
    state = GAME.apply(new_state(), Roll(), rng)
    assert Counter(state.dice) == Counter({CA: 2, HU: 1, ST: 1, WO: 1})
    state = GAME.apply(state, Roll((0, 1), (CA, CA)), rng)  # set aside 2 Captain Americas
    assert state.dice == (CA, CA, WO, WO, WO)  # ...and roll 3 Wolverines
    state = GAME.apply(state, Roll((2, 3, 4), (WO, WO, WO)), rng)  # keep them, re-roll the CAs
    assert state.dice == (WO, TH, WO, WO, WO)
    state = GAME.apply(state, Score(WO), rng)
    assert state.board[0][WO.row] == 4 and state.current == 1 and state.dice == ()


def test_example_hulk_zero_in_the_picture_column() -> None:
    """3 Captain Americas and 2 Thors on the third roll, both already scored: a forced zero."""
    state = replace(new_state(2), board=board_from({CA: 3, TH: 2}, {}))
    early = with_dice(state, (CA, CA, CA, TH, TH), rolls_used=2)
    assert not zero_forced(early)
    assert all(isinstance(a, Roll) for a in GAME.legal_actions(early)), "roll again first"
    third = with_dice(state, (CA, CA, CA, TH, TH), rolls_used=3)
    assert zero_forced(third)
    assert GAME.legal_actions(third) == (ScoreZero(HU), ScoreZero(ST), ScoreZero(WO))
    after = GAME.apply(third, ScoreZero(HU), random.Random(0))
    assert after.board[0][HU.row] == PICTURE and after.events[-1].kind is EventKind.ZERO
    with refused("yahtzee.friend_on_board", friend=CA):
        GAME.apply(third, ScoreZero(CA), random.Random(0))


def test_example_final_tally_blue_22_green_24() -> None:
    blue = {CA: 4, HU: 2, ST: 3, WO: 2, TH: 3}
    green = {CA: 3, HU: PICTURE, ST: 4, WO: 4, TH: 4}
    before = board_from(blue, {k: v for k, v in green.items() if k is not CA})
    state = _last_turn(before, ((3, 5), (4, 5)), (CA, CA, CA, HU, HU))
    state = GAME.apply(state, Score(CA), random.Random(0))
    assert column_total(state.board, 0) == 14 and column_total(state.board, 1) == 15
    assert final_totals(state) == (22, 24)
    assert GAME.outcome(state).winners == (1,) and GAME.is_over(state)
    counted = counted_spaces(state)
    assert counted[1][HU.row] == () and sum(len(row) for row in counted[1]) == 15
    assert sum(len(row) for row in counted[0]) == 14
    assert counted[1][ST.row] == (1, 2, 3, 4)


def test_yahtzee_goes_in_column_five() -> None:
    state = with_dice(new_state(), (TH,) * 5, rolls_used=2)
    after = GAME.apply(state, Score(TH), random.Random(0))
    assert after.board[0][TH.row] == 5


# -- scoring rules -----------------------------------------------------------------------------
def test_only_friends_you_rolled_and_have_not_scored() -> None:
    state = replace(new_state(2), board=board_from({ST: 3}, {}))
    state = with_dice(state, (ST, ST, HU, CA, CA), rolls_used=1)
    scores = {a.friend for a in GAME.legal_actions(state) if isinstance(a, Score)}
    assert scores == {HU, CA}
    with refused("yahtzee.friend_on_board", friend=ST):
        GAME.apply(state, Score(ST), random.Random(0))
    with refused("yahtzee.friend_not_rolled", friend=TH):
        GAME.apply(state, Score(TH), random.Random(0))
    with refused("yahtzee.spider_man_has_no_row"):
        GAME.apply(state, Score(S), random.Random(0))
    with refused("yahtzee.zero_too_soon"):
        GAME.apply(state, ScoreZero(TH), random.Random(0))


def test_no_zero_while_a_spider_man_shows() -> None:
    state = replace(new_state(2), board=board_from({CA: 3, TH: 2}, {}))
    state = with_dice(state, (CA, CA, CA, TH, S), rolls_used=3)
    assert not zero_forced(state)
    assert {a.friend for a in GAME.legal_actions(state)} == {HU, ST, WO}
    with refused("yahtzee.zero_not_needed"):
        GAME.apply(state, ScoreZero(HU), random.Random(0))


def test_spider_man_yahtzee_any_friend_in_column_five_with_left_rule() -> None:
    state = replace(new_state(2), board=board_from({HU: 1}, {ST: 5}))
    state = with_dice(state, (S,) * 5, rolls_used=1)
    legal = GAME.legal_actions(state)
    assert [a for a in legal if not isinstance(a, Roll)] == [
        SpiderManYahtzee(f) for f in (CA, ST, WO, TH)]
    with refused("yahtzee.spider_yahtzee_rolled"):
        GAME.apply(state, Score(CA), random.Random(0))
    after = GAME.apply(state, SpiderManYahtzee(ST), random.Random(0))
    assert after.board[0][ST.row] == 4, "column 5 is Green's: the left rule applies"
    assert after.events[-1].kind is EventKind.SPIDER_YAHTZEE
    assert after.events[-1].team, "five wilds fill every friend: a team (ruling)"
    normal = with_dice(new_state(), (S, S, S, S, HU), rolls_used=1)
    with refused("yahtzee.spider_yahtzee_needs_five"):
        GAME.apply(normal, SpiderManYahtzee(HU), random.Random(0))


def test_picture_spaces_are_shared() -> None:
    state = replace(new_state(3), board=board_from({CA: 1}, {HU: PICTURE}, {HU: PICTURE}))
    state = with_dice(state, (CA, CA, CA, CA, CA), rolls_used=3)
    after = GAME.apply(state, ScoreZero(HU), random.Random(0))
    assert [row[HU.row] for row in after.board] == [PICTURE] * 3


# -- teams -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("dice", "team"), [
    ((CA, HU, ST, WO, TH), True),
    ((S, HU, ST, WO, TH), True),
    ((S, S, S, S, TH), True),
    ((S, S, S, S, S), True),
    ((CA, CA, ST, WO, TH), False),
    ((S, HU, HU, WO, TH), False),
])
def test_team_needs_no_friend_twice(dice: tuple, team: bool) -> None:
    assert is_team(dice) is team


def test_team_takes_the_top_token_hidden_from_others() -> None:
    state = replace(new_state(2), team_pile=(4, 1, 5))
    state = with_dice(state, (S, HU, ST, WO, TH), rolls_used=2)
    after = GAME.apply(state, Score(HU), random.Random(0))
    assert after.board[0][HU.row] == 2, "1 Hulk plus 1 wild"
    assert after.teams == ((4,), ()) and after.team_pile == (1, 5)
    assert after.events[-1].team and after.events[-1].team_token == 4
    mine, theirs = GAME.observation(after, 0).state, GAME.observation(after, 1).state
    assert mine.teams == ((4,), ()) and mine.events[-1].team_token == 4
    assert theirs.teams == ((0,), ()) and theirs.events[-1].team_token == 0
    assert theirs.team_pile == (0, 0) and mine.team_pile == (0, 0)
    assert GAME.scores(after) == (2, 0), "team tokens count only at the final tally"


def test_no_token_left_still_a_team() -> None:
    state = replace(new_state(2), team_pile=())
    state = with_dice(state, (CA, HU, ST, WO, TH), rolls_used=1)
    after = GAME.apply(state, Score(WO), random.Random(0))
    assert after.events[-1].team and after.events[-1].team_token == -1 and after.teams == ((), ())


def test_no_team_with_a_pair() -> None:
    state = with_dice(new_state(), (CA, CA, ST, WO, TH), rolls_used=1)
    after = GAME.apply(state, Score(CA), random.Random(0))
    assert not after.events[-1].team and after.teams == ((), ())


# -- end of game -------------------------------------------------------------------------------
def _last_turn(board: object, teams: tuple, dice: tuple) -> object:
    """Two players, Green (seat 1) about to take the very last turn of the game."""
    state = replace(new_state(2), board=board, teams=teams, turns_taken=(5, 4), current=1)
    return with_dice(state, dice, rolls_used=3)


def test_game_ends_after_every_turn_and_unused_tokens_stay() -> None:
    state = new_state(3)
    rng = random.Random(5)
    while state.phase is Phase.PLAY:
        legal = GAME.legal_actions(state)
        scorings = [a for a in legal if not isinstance(a, Roll)]
        state = GAME.apply(state, scorings[0] if scorings else legal[0], rng)
    assert state.turns_taken == (4, 4, 4)
    assert all(sum(c != -1 for c in row) == 4 for row in state.board), "one token left over each"


def test_tie_roll_off_until_one_has_most_spider_mans() -> None:
    board = board_from({CA: 5, HU: 4, ST: 1, WO: 2, TH: 3}, {CA: 4, HU: 5, ST: 2, WO: 3})
    state = _last_turn(board, ((), ()), (TH, CA, CA, CA, CA))
    rng = ScriptedDice([S, S, CA, CA, CA, S, S, HU, HU, HU, S, CA, CA, CA, CA, TH, TH, TH, TH, TH])
    state = GAME.apply(state, Score(TH), rng)
    assert final_totals(state) == (15, 15) and GAME.scores(state) == (15, 15)
    assert state.phase is Phase.ROLLOFF and GAME.current_player(state) == 0
    assert GAME.outcome(state) is None
    assert GAME.legal_actions(state) == (RollOff(),)
    with refused("yahtzee.roll_off"):
        GAME.apply(state, Score(HU), rng)
    state = GAME.apply(state, RollOff(), rng)
    assert state.events[-1].kind is EventKind.ROLLOFF and state.events[-1].count == 2
    assert GAME.current_player(state) == 1
    state = GAME.apply(state, RollOff(), rng)  # 2 each: roll again
    assert state.phase is Phase.ROLLOFF and state.rolloff == (0, 1) and state.rolloff_counts == (-1, -1)
    state = GAME.apply(state, RollOff(), rng)
    state = GAME.apply(state, RollOff(), rng)
    assert GAME.is_over(state) and GAME.current_player(state) == TERMINAL
    assert GAME.outcome(state).winners == (0,) and GAME.outcome(state).scores == (15, 15)
    assert GAME.legal_actions(state) == ()


def test_team_tokens_are_revealed_at_the_tally_and_can_break_a_tie() -> None:
    board = board_from({CA: 5, HU: 4, ST: 1, WO: 2, TH: 3}, {CA: 4, HU: 5, ST: 2, WO: 3})
    state = _last_turn(board, ((2,), ()), (TH, CA, CA, CA, CA))
    state = GAME.apply(state, Score(TH), random.Random(0))
    assert GAME.outcome(state).winners == (0,) and GAME.scores(state) == (17, 15)
    assert GAME.observation(state, 1).state.teams == ((2,), ())


def test_three_way_roll_off_drops_the_low_roller() -> None:
    board = board_from({CA: 1}, {HU: 1}, {ST: 1, CA: PICTURE, HU: PICTURE})
    state = replace(new_state(3), board=board, turns_taken=(4, 4, 3), current=2)
    state = with_dice(state, (CA, CA, HU, HU, ST), rolls_used=3)
    rng = ScriptedDice([S, CA, CA, CA, CA, HU, HU, HU, HU, HU, S, HU, HU, HU, HU,
                        S, S, CA, CA, CA, TH, TH, TH, TH, TH])
    state = GAME.apply(state, ScoreZero(WO), rng)
    assert state.phase is Phase.ROLLOFF and state.rolloff == (0, 1, 2)
    for _ in range(3):
        state = GAME.apply(state, RollOff(), rng)
    assert state.rolloff == (0, 2), "seat 1 rolled no Spider-Man"
    state = GAME.apply(state, RollOff(), rng)
    state = GAME.apply(state, RollOff(), rng)
    assert GAME.outcome(state).winners == (0,)


def test_solo_game_has_five_turns_and_no_roll_off() -> None:
    state = new_state(1)
    rng = random.Random(3)
    bot = ENTRY.bots("normal")
    while not GAME.is_over(state):
        state = GAME.apply(state, bot.choose(GAME.observation(state, 0), GAME.legal_actions(state), rng), rng)
    assert state.turns_taken == (5,) and GAME.outcome(state).winners == (0,)
    assert all(c != -1 for c in state.board[0])


def test_easy_count_matches_column_totals() -> None:
    board = board_from({CA: 5, HU: PICTURE, ST: 2}, {TH: 1})
    assert easy_count(board)[0] == ((1, 2, 3, 4, 5), (), (1, 2), (), ())
    assert [sum(map(len, p)) for p in easy_count(board)] == [column_total(board, p) for p in (0, 1)]
    assert count_of((S, S, HU, CA, HU), HU) == 4


def test_roll_off_only_on_a_tie_and_nothing_after_the_end() -> None:
    with refused("yahtzee.no_tie"):
        GAME.apply(new_state(), RollOff(), random.Random(0))
    over = replace(new_state(), phase=Phase.OVER, winners=(0,))
    assert GAME.refusal(over, Roll()) == GAME_OVER
    with pytest.raises(IllegalAction):
        GAME.apply(over, Roll(), random.Random(0))


def test_rules_page_follows_the_viewer_format() -> None:
    from pathlib import Path

    import spidergames.games.yahtzee as package

    lines = (Path(package.__file__).parent / "rules.md").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "# Spider-Man & Friends Yahtzee"
    pages = [line for line in lines if line.startswith("## ")]
    assert 4 <= len(pages) <= 8 and "## House rules we chose" in pages
    pictures_per_page: Counter[str] = Counter()
    page = ""
    for line in lines[1:]:
        if line.startswith("## "):
            page = line
        elif line.startswith("[picture:"):
            pictures_per_page[page] += 1
        else:
            assert not line.startswith(("#", "*", "1.")), f"only paragraphs and '- ' bullets: {line}"
    assert max(pictures_per_page.values()) == 1
