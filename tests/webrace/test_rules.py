"""Every sentence of the rulebook and every webrace ruling, one test (or more) each."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from refusals import refused

from spidergames.core.protocol import TERMINAL, IllegalAction
from spidergames.games.webrace.board import Board
from spidergames.games.webrace.movement import TRAVEL_DECK, CardKind, Direction
from spidergames.games.webrace.rules import (
    GAME,
    RACE_PLACES,
    Draw,
    EventKind,
    Jump,
    Move,
    MoveBoth,
    Pass,
    Villain,
    replace,
    seat_homes,
)

from .helpers import (
    BOARD,
    CENTRE,
    HOME,
    INNER,
    JUMP,
    MIDDLE,
    OUTER,
    ahead,
    arrow_on,
    both,
    config,
    fresh,
    move,
    plain_run,
    position,
    villain_on,
)

CW, CCW = Direction.CLOCKWISE, Direction.COUNTER
RED, BLUE = (BOARD.homes[i].entry for i in range(2))


def act(state, action, seed: int = 0):
    return GAME.apply(state, action, random.Random(seed))


# -- Setup ------------------------------------------------------------------------------------------
def test_setup_1_each_player_takes_the_corner_of_their_colour() -> None:
    assert seat_homes(config(2, ("green", "blue"))) == (2, 1)
    assert seat_homes(config(4)) == (0, 1, 2, 3)
    # house rule: a repeated or unknown colour takes the first free corner
    assert seat_homes(config(3, ("blue", "blue", "purple"))) == (1, 0, 2)
    assert GAME.info.characters == ("mr-fantastic", "invisible-woman", "human-torch", "the-thing")


def test_setup_2_two_pieces_per_player_start_at_home() -> None:
    for players in (2, 3, 4):
        assert fresh(players).pieces == ((HOME, HOME),) * players


def test_setup_3a_twelve_villain_cards_shuffled_face_down() -> None:
    state = fresh(4)
    assert sorted(state.villains, key=lambda v: v.value) == sorted(Villain, key=lambda v: v.value)
    assert fresh(4, seed=1).villains != state.villains
    assert state.captured == ((),) * 4


def test_ruling_villain_points() -> None:
    points = {v.value: v.points for v in Villain}
    assert points == {"Doctor Doom": 5, "Green Goblin": 5, "Doctor Octopus": 4, "Kingpin": 4,
                      "Vulture": 3, "Electro": 3, "Mysterio": 3, "Sandman": 2, "Lizard": 2,
                      "Kraven": 2, "Mole Man": 1, "Rhino": 1}


def test_setup_3b_and_ruling_thirty_one_travel_cards_shuffled() -> None:
    counts = Counter((c.kind, c.count) for c in TRAVEL_DECK)
    assert len(TRAVEL_DECK) == 31
    assert counts == {(CardKind.MOVE, 1): 4, (CardKind.MOVE, 2): 5, (CardKind.MOVE, 3): 5,
                      (CardKind.MOVE, 4): 5, (CardKind.MOVE, 5): 4, (CardKind.MOVE, 6): 3,
                      (CardKind.BOTH, 2): 1, (CardKind.BOTH, 3): 1, (CardKind.BOTH, 4): 1,
                      (CardKind.JUMP, 0): 2}
    state = fresh()
    assert Counter(state.deck) == Counter(TRAVEL_DECK) and state.deck != TRAVEL_DECK
    assert state.discard == () and state.card is None


def test_setup_3c_race_place_cards_in_order_five_on_top() -> None:
    assert fresh().race_left == RACE_PLACES == (5, 4, 3, 2, 1)


def test_setup_4_twelve_black_discs_none_on_the_board_yet() -> None:
    assert len(BOARD.villain_spaces) == 12 and fresh().covered == ()


# -- Moving around the spider web -------------------------------------------------------------------
def test_play_1_the_chosen_first_seat_starts() -> None:
    assert GAME.current_player(fresh()) == 0 and GAME.info.first_player == "anyone"


def test_play_2_draw_turns_the_top_travel_card() -> None:
    state = fresh()
    assert GAME.legal_actions(state) == (Draw(),)
    drawn = act(state, Draw())
    assert drawn.card == state.deck[0] and drawn.deck == state.deck[1:]
    assert drawn.events[-1].kind is EventKind.DRAW and drawn.events[-1].card == state.deck[0]
    assert GAME.current_player(drawn) == 0


def test_play_2_advance_out_of_home_the_entry_space_is_the_first_step() -> None:
    state = act(position(((HOME, HOME), (HOME, HOME)), move(1)), Move(0, CW))
    assert state.pieces[0] == (RED, HOME)
    step = state.events[-1].steps[0]
    assert step.start == HOME and step.route == (RED,)
    for n in (2, 3):
        later = act(position(((HOME, HOME), (HOME, HOME)), move(n)), Move(0, CCW))
        assert later.events[-1].steps[0].route == tuple(ahead(RED, -k) for k in range(n))


def test_play_2_one_step_out_of_home_is_offered_once() -> None:
    state = position(((HOME, HOME), (HOME, HOME)), move(1))
    assert GAME.legal_actions(state) == (Move(0, CW),)


def test_play_2_the_travel_card_is_discarded_face_up_after_the_move() -> None:
    state = position(((HOME, HOME), (HOME, HOME)), move(2))
    after = act(state, Move(0, CW))
    assert after.card is None and after.discard == (move(2),) and after.turn == 1
    assert after.turns == 1


def test_play_2_note_reshuffle_the_discards_when_the_travel_cards_are_used_up() -> None:
    state = replace(fresh(), deck=(), discard=TRAVEL_DECK)
    drawn = act(state, Draw(), seed=3)
    assert drawn.events[-1].reshuffled
    assert drawn.discard == () and len(drawn.deck) == 30
    assert Counter(drawn.deck + (drawn.card,)) == Counter(TRAVEL_DECK)


def test_play_3_travel_in_either_direction() -> None:
    start = plain_run(OUTER, 7)
    here = ahead(start, 3)
    state = position(((here, HOME), (HOME, HOME)), move(2))
    legal = GAME.legal_actions(state)
    assert Move(0, CW) in legal and Move(0, CCW) in legal
    assert act(state, Move(0, CW)).pieces[0][0] == ahead(here, 2)
    assert act(state, Move(0, CCW)).pieces[0][0] == ahead(here, -2)


@pytest.mark.parametrize("circle", [OUTER, MIDDLE])
def test_play_3_exact_landing_on_a_red_arrowhead_moves_inward_at_once(circle) -> None:
    arrow = arrow_on(circle)
    here = ahead(arrow, -3)
    state = act(position(((here, HOME), (HOME, HOME)), move(3)), Move(0, CW))
    target = BOARD.spaces[arrow].arrow_to
    assert state.pieces[0][0] == target
    assert BOARD.spaces[target].circle == BOARD.spaces[arrow].circle + 1
    assert state.events[-1].steps[0].route == (ahead(here, 1), ahead(here, 2), arrow, target)
    assert state.turn == 1  # same turn


def test_play_3_passing_over_an_arrowhead_does_not_turn_inward() -> None:
    arrow = arrow_on(OUTER)
    here = ahead(arrow, -2)
    state = act(position(((here, HOME), (HOME, HOME)), move(4)), Move(0, CW))
    assert state.pieces[0][0] == ahead(arrow, 2)


def test_play_4_strategy_move_either_piece_or_keep_moving_the_same_one() -> None:
    a = ahead(plain_run(OUTER, 5), 2)
    state = position(((a, HOME), (HOME, HOME)), move(2))
    assert set(GAME.legal_actions(state)) == {Move(0, CW), Move(0, CCW), Move(1, CW), Move(1, CCW)}
    moved = act(state, Move(0, CW))
    again = replace(moved, turn=0, card=move(2))
    assert Move(0, CW) in GAME.legal_actions(again)  # the same piece may move turn after turn


# -- Capturing a villain ----------------------------------------------------------------------------
def test_capture_1_exact_landing_on_a_spider_web_space_captures_the_top_villain() -> None:
    web = villain_on(OUTER)
    state = position(((ahead(web, -2), HOME), (HOME, HOME)), move(2))
    top = state.villains[0]
    after = act(state, Move(0, CW))
    assert after.captured[0] == (top,) and after.villains == state.villains[1:]
    assert after.events[-1].steps[0].captured == web


def test_capture_1_passing_over_a_spider_web_space_captures_nothing() -> None:
    web = villain_on(OUTER)
    state = act(position(((ahead(web, -2), HOME), (HOME, HOME)), move(3)), Move(0, CW))
    assert state.captured[0] == () and state.covered == ()


def test_capture_1_the_space_an_arrowhead_leads_to_can_capture_too() -> None:
    """House rule: the arrow's target is where the piece lands."""
    arrow = arrow_on(OUTER)
    target = BOARD.spaces[arrow].arrow_to
    state = position(((ahead(arrow, -1), HOME), (HOME, HOME)), move(1))
    spaces = list(BOARD.spaces)
    spaces[target] = replace(spaces[target], villain=True)
    custom = type(GAME)(Board(tuple(spaces), BOARD.circles, BOARD.homes, CENTRE, "test"))
    after = custom.apply(state, Move(0, CW), random.Random(0))
    assert after.pieces[0][0] == target and after.covered == (target,)


def test_capture_2_captured_villains_are_secret_from_the_others() -> None:
    web = villain_on(OUTER)
    after = act(position(((ahead(web, -2), HOME), (HOME, HOME)), move(2)), Move(0, CW))
    mine, theirs = GAME.observation(after, 0), GAME.observation(after, 1)
    assert mine.my_villains == after.captured[0] and theirs.my_villains == ()
    assert theirs.villain_counts == (1, 0) and mine.villain_counts == (1, 0)
    assert after.captured[0][0].value not in repr(theirs)
    assert GAME.scores(after) == (0, 0)  # villain points stay hidden until the end


def test_capture_3_a_black_disc_covers_the_space_no_second_capture() -> None:
    web = villain_on(OUTER)
    state = position(((ahead(web, -2), HOME), (HOME, HOME)), move(2), covered=(web,))
    after = act(state, Move(0, CW))
    assert after.pieces[0][0] == web and after.captured[0] == () and after.covered == (web,)


def test_capture_4_covered_spaces_are_regular_spaces() -> None:
    web = villain_on(OUTER)
    state = position(((ahead(web, -2), HOME), (HOME, HOME)), move(4), covered=(web,))
    assert act(state, Move(0, CW)).pieces[0][0] == ahead(web, 2)


# -- Special moves ----------------------------------------------------------------------------------
def test_special_1_a_piece_cannot_pass_an_opponent() -> None:
    here = plain_run(OUTER, 8)
    state = position(((here, HOME), (ahead(here, 2), HOME)), move(3))
    assert Move(0, CW) not in GAME.legal_actions(state)
    with refused("webrace.piece_in_the_way"):
        act(state, Move(0, CW))


def test_special_1_a_piece_cannot_pass_its_own_companion() -> None:
    here = plain_run(OUTER, 8)
    state = position(((here, ahead(here, 1)), (HOME, HOME)), move(4))
    assert Move(0, CW) not in GAME.legal_actions(state)
    assert Move(1, CCW) not in GAME.legal_actions(state)


def test_special_1_leaving_home_cannot_pass_a_piece_on_the_entry_space() -> None:
    state = position(((HOME, HOME), (RED, HOME)), move(3))
    assert GAME.legal_actions(state) == (Pass(),)


def test_special_2_landing_exactly_on_an_opponent_sends_it_home() -> None:
    here = plain_run(OUTER, 8)
    state = position(((here, HOME), (ahead(here, 3), ahead(here, 6))), move(3))
    after = act(state, Move(0, CW))
    assert after.pieces == ((ahead(here, 3), HOME), (HOME, ahead(here, 6)))
    assert after.events[-1].steps[0].sent_home == (1, 0)


def test_special_2_a_companion_is_sent_home_too() -> None:
    here = plain_run(OUTER, 8)
    state = position(((here, ahead(here, 2)), (HOME, HOME)), move(2))
    after = act(state, Move(0, CW))
    assert after.pieces[0] == (ahead(here, 2), HOME)
    assert after.events[-1].steps[0].sent_home == (0, 1)


def test_special_2_leaving_home_onto_an_occupied_entry_sends_that_piece_home() -> None:
    after = act(position(((HOME, HOME), (RED, HOME)), move(1)), Move(0, CW))
    assert after.pieces == ((RED, HOME), (HOME, HOME))


def test_special_2_the_arrow_target_counts_as_the_landing() -> None:
    arrow = arrow_on(OUTER)
    target = BOARD.spaces[arrow].arrow_to
    state = position(((ahead(arrow, -2), HOME), (target, HOME)), move(2))
    after = act(state, Move(0, CW))
    assert after.pieces == ((target, HOME), (HOME, HOME))


def test_special_3_a_piece_must_move_even_sending_its_companion_home() -> None:
    # every possible move lands on the companion: one must be taken and Pass is refused
    x = ahead(plain_run(MIDDLE, 5), 1)
    state = position(((x, ahead(x, 2)), (ahead(x, -1), ahead(x, 3))), move(2))
    assert set(GAME.legal_actions(state)) == {Move(0, CW), Move(1, CCW)}
    with refused("webrace.must_move"):
        act(state, Pass())
    assert act(state, Move(0, CW)).pieces[0] == (ahead(x, 2), HOME)
    assert act(state, Move(1, CCW)).pieces[0] == (HOME, x)


def test_special_3_when_no_piece_can_move_the_turn_passes() -> None:
    state = position(((HOME, HOME), (RED, HOME)), move(4))
    assert GAME.legal_actions(state) == (Pass(),)
    after = act(state, Pass())
    assert after.turn == 1 and after.pieces == state.pieces and after.discard == (move(4),)
    assert after.events[-1].kind is EventKind.PASS


def test_special_4_moves_never_go_outward_except_by_the_jump_card() -> None:
    rng = random.Random(5)
    for _ in range(30):
        state = fresh(4, seed=rng.randrange(1000))
        while not GAME.is_over(state):
            action = rng.choice(GAME.legal_actions(state))
            after = act(state, action, rng.randrange(99))
            for old, new in zip(state.pieces, after.pieces, strict=True):
                for was, now in zip(old, new, strict=True):
                    if now != HOME and was != HOME and not isinstance(action, Jump):
                        assert BOARD.spaces[now].circle >= BOARD.spaces[was].circle
            state = after


def test_special_4_the_jump_card_can_send_a_piece_outward() -> None:
    inner = plain_run(INNER, 1)
    state = position(((inner, HOME), (ahead(RED, 5), HOME)), JUMP)
    assert set(GAME.legal_actions(state)) == {Jump(0, ahead(RED, 5)), Jump(1, ahead(RED, 5))}
    after = act(state, Jump(0, ahead(RED, 5)))
    assert after.pieces == ((ahead(RED, 5), HOME), (HOME, HOME))
    step = after.events[-1].steps[0]
    assert step.jump and step.route == (ahead(RED, 5),) and step.sent_home == (1, 0)


# -- Rulings: move both, jump -----------------------------------------------------------------------
def test_ruling_move_both_each_piece_moves_in_the_order_chosen() -> None:
    a = ahead(plain_run(OUTER, 7), 3)
    b = ahead(a, len(OUTER) // 4)  # the same stretch a quarter turn on
    state = position(((a, b), (HOME, HOME)), both(3))
    legal = GAME.legal_actions(state)
    assert all(isinstance(x, MoveBoth) for x in legal) and len(legal) == 8
    after = act(state, MoveBoth((1, 0), (CCW, CW)))
    assert after.pieces[0] == (ahead(a, 3), ahead(b, -3))
    assert [s.piece for s in after.events[-1].steps] == [1, 0]


def test_ruling_move_both_the_order_matters_when_they_meet() -> None:
    here = plain_run(OUTER, 7)
    a, b = ahead(here, 2), ahead(here, 4)
    state = position(((a, b), (HOME, HOME)), both(2))
    legal = GAME.legal_actions(state)
    # piece 0 clockwise first lands on its companion, which then comes out of home
    assert MoveBoth((0, 1), (CW, CW)) in legal
    after = act(state, MoveBoth((0, 1), (CW, CW)))
    assert after.pieces[0] == (b, ahead(RED, 1))
    assert after.events[-1].steps[0].sent_home == (0, 1)


def test_ruling_move_both_moves_one_piece_when_only_one_can() -> None:
    state = position(((CENTRE, ahead(plain_run(OUTER, 5), 2)), (HOME, HOME)), both(2))
    assert set(GAME.legal_actions(state)) == {Move(1, CW), Move(1, CCW)}
    with pytest.raises(IllegalAction):
        act(state, MoveBoth((0, 1), (CW, CW)))


def test_ruling_move_both_refuses_a_single_move_when_both_can() -> None:
    a = ahead(plain_run(OUTER, 5), 2)
    state = position(((a, ahead(a, len(OUTER) // 4)), (HOME, HOME)), both(2))
    with refused("webrace.move_both"):
        act(state, Move(0, CW))


def test_ruling_two_pieces_at_home_are_offered_once() -> None:
    state = position(((HOME, HOME), (HOME, HOME)), both(2))
    legal = GAME.legal_actions(state)
    assert legal and all(a.order == (0, 1) for a in legal)
    assert all(a.piece == 0 for a in GAME.legal_actions(position(((HOME, HOME),) * 2, move(3))))


def test_ruling_jump_to_any_opponent_outside_home_and_centre() -> None:
    state = position(((HOME, CENTRE), (ahead(RED, 2), CENTRE), (HOME, ahead(BLUE, 1))), JUMP)
    assert set(GAME.legal_actions(state)) == {Jump(0, ahead(RED, 2)), Jump(0, ahead(BLUE, 1))}


def test_ruling_jump_is_void_without_an_opponent_on_the_web() -> None:
    state = position(((ahead(RED, 2), HOME), (HOME, CENTRE)), JUMP)
    assert GAME.legal_actions(state) == (Pass(),)
    with refused("webrace.must_pass"):
        act(state, Jump(0, ahead(RED, 2)))


def test_ruling_a_piece_in_the_centre_never_moves_again() -> None:
    state = position(((CENTRE, HOME), (ahead(RED, 4), HOME)), JUMP)
    assert GAME.legal_actions(state) == (Jump(1, ahead(RED, 4)),)
    with refused("webrace.piece_safe"):
        act(state, Jump(0, ahead(RED, 4)))


# -- Racing to the centre ---------------------------------------------------------------------------
def _to_centre(seat_pieces, seat: int = 0, players: int = 2, **kw):
    arrow = arrow_on(INNER)
    pieces = [(HOME, HOME)] * players
    pieces[seat] = seat_pieces(ahead(arrow, -2))
    return position(tuple(pieces), move(2), turn=seat, **kw), arrow


def test_race_1_the_first_piece_in_takes_five_points_the_next_four() -> None:
    state, arrow = _to_centre(lambda start: (start, HOME))
    after = act(state, Move(0, CW))
    assert after.pieces[0][0] == CENTRE
    assert after.race == ((5,), ()) and after.race_left == (4, 3, 2, 1)
    assert after.events[-1].steps[0].race_points == 5
    assert after.events[-1].steps[0].route[-2:] == (arrow, CENTRE)
    second, _ = _to_centre(lambda start: (HOME, start), seat=1)
    second = replace(second, pieces=((CENTRE, HOME), second.pieces[1]), race=((5,), ()),
                     race_left=(4, 3, 2, 1))
    later = act(second, Move(1, CW))
    assert later.race == ((5,), (4,)) and GAME.scores(later) == (5, 4)


def test_race_1_the_centre_holds_many_pieces_and_sends_no_one_home() -> None:
    state, _ = _to_centre(lambda start: (start, HOME))
    state = replace(state, pieces=(state.pieces[0], (CENTRE, HOME)))
    after = act(state, Move(0, CW))
    assert after.pieces == ((CENTRE, HOME), (CENTRE, HOME))


def test_race_2_play_ends_when_one_player_has_both_pieces_in() -> None:
    state, _ = _to_centre(lambda start: (start, CENTRE))
    state = replace(state, race=((5,), ()), race_left=(4, 3, 2, 1))
    after = act(state, Move(0, CW))
    assert after.over and after.events[-1].game_over
    assert GAME.current_player(after) == TERMINAL and GAME.legal_actions(after) == ()
    with refused("game_over"):
        act(after, Draw())


def test_race_2_one_piece_in_does_not_end_the_game() -> None:
    state, _ = _to_centre(lambda start: (start, HOME))
    assert not act(state, Move(0, CW)).over


def test_race_3_villain_and_race_points_are_totalled_highest_wins() -> None:
    state, _ = _to_centre(lambda start: (start, CENTRE))
    state = replace(state, race=((5,), (4,)), race_left=(3, 2, 1),
                    captured=((Villain.RHINO,), (Villain.DOCTOR_DOOM, Villain.KINGPIN)))
    after = act(state, Move(0, CW))
    assert GAME.scores(after) == (5 + 3 + 1, 4 + 5 + 4)
    assert GAME.outcome(after).winners == (1,)


def test_ruling_ties_go_to_more_villains_captured() -> None:
    state, _ = _to_centre(lambda start: (start, CENTRE))
    state = replace(state, race=((5,), ()), race_left=(4, 3, 2, 1),
                    captured=((), (Villain.DOCTOR_DOOM, Villain.KINGPIN, Villain.RHINO)))
    after = act(state, Move(0, CW))  # 5 + 4 race = 9 against 5 + 4 + 1 villains = 10
    assert GAME.scores(after) == (9, 10)
    tie = replace(state, captured=((), (Villain.DOCTOR_DOOM, Villain.KINGPIN)))
    outcome = GAME.outcome(act(tie, Move(0, CW)))
    assert outcome.scores == (9, 9) and outcome.winners == (1,)


def test_ruling_ties_with_as_many_villains_are_shared_wins() -> None:
    state, _ = _to_centre(lambda start: (start, CENTRE))
    state = replace(state, race=((5,), (4,)), race_left=(3, 2, 1),
                    captured=((Villain.RHINO,), (Villain.DOCTOR_DOOM,)))
    outcome = GAME.outcome(act(state, Move(0, CW)))
    assert outcome.scores == (5 + 3 + 1, 4 + 5) and outcome.winners == (0, 1)


# -- Protocol details -------------------------------------------------------------------------------
def test_draw_first_then_play_and_kind_refusals() -> None:
    state = fresh()
    with refused("webrace.draw_first"):
        act(state, Move(0, CW))
    drawn = act(state, Draw())
    with refused("webrace.card_drawn", card=drawn.card):
        act(drawn, Draw())


def test_observation_hides_the_deck_order_but_shows_the_discards() -> None:
    state = act(act(position(((HOME, HOME), (HOME, HOME)), move(2)), Move(0, CW)), Draw())
    obs = GAME.observation(state, 1)
    assert obs.deck_size == len(state.deck) and not hasattr(obs, "deck")
    assert obs.discard == (move(2),) and obs.card == state.card
    assert obs.events == state.events


def test_actions_read_well() -> None:
    assert str(Draw()) == "turn over a travel card"
    assert str(Move(1, CCW)) == "move your second piece counter-clockwise"
    assert str(MoveBoth((1, 0), (CW, CCW))) == (
        "move your second piece clockwise, then your first piece counter-clockwise")
    assert "jump" in str(Jump(0, 5)) and "pass" in str(Pass())
    assert str(both(3)) == "Move both pieces 3" and str(JUMP) == "Jump to an opponent"


def test_preview_shows_each_plays_route_without_playing_it() -> None:
    arrow = arrow_on(OUTER)
    state = position(((ahead(arrow, -2), HOME), (HOME, HOME)), move(2))
    for action in GAME.legal_actions(state):
        steps = GAME.preview(state, action)
        assert steps == tuple(replace(s, race_points=None) for s in act(state, action).events[-1].steps)
    assert GAME.preview(state, Move(0, CW))[0].end == BOARD.spaces[arrow].arrow_to


def test_new_game_refuses_one_player() -> None:
    with pytest.raises(ValueError):
        GAME.new_game(config(1), random.Random(0))
