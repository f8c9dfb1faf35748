"""Every Labyrinth rule: the set-up, pushing at each arrow, walking, finding, winning, variants."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from refusals import refused

from spidergames.core import codec
from spidergames.core.protocol import GameConfig, Seat, replace
from spidergames.games.labyrinth import board as maze
from spidergames.games.labyrinth.board import (
    ARROWS,
    CURVE,
    STRAIGHT,
    T_JUNCTION,
    Tile,
    tile,
)
from spidergames.games.labyrinth.plugin import ENTRY
from spidergames.games.labyrinth.rules import (
    CORNERS,
    FIXED_SYMBOL_CELLS,
    GAME,
    SYMBOL_IDS,
    SYMBOLS,
    Move,
    MoveEvent,
    Phase,
    Shift,
    ShiftEvent,
    State,
    path_to,
    reachable,
    shift_board,
    symbol_cell,
)

COLOURS = ("red", "blue", "green", "yellow")


def shift_event(state: State) -> ShiftEvent:
    """The one event a push reports (the state's `events` holds what the last action did)."""
    (event,) = state.events
    assert isinstance(event, ShiftEvent)
    return event


def move_event(state: State) -> MoveEvent:
    """The one event a walk (or a stay) reports."""
    (event,) = state.events
    assert isinstance(event, MoveEvent)
    return event


def config(players: int, **variants: str) -> GameConfig:
    seats = tuple(Seat(f"P{i + 1}", "human", COLOURS[i]) for i in range(players))
    return GameConfig(seats, tuple(variants.items()))


def start(players: int = 2, seed: int = 0, **variants: str) -> State:
    return GAME.new_game(config(players, **variants), random.Random(seed))


def play(state: State, *actions: Shift | Move) -> State:
    for action in actions:
        state = GAME.apply(state, action, random.Random(0))
    return state


def shape(sides: int) -> str:
    """straight / curve / T / cross, whatever the rotation."""
    rotations = {maze.rotate(sides, r) for r in range(4)}
    for name, base in (("straight", STRAIGHT), ("curve", CURVE), ("T", T_JUNCTION)):
        if base in rotations:
            return name
    return "other"


def open_board() -> tuple[Tile, ...]:
    """All crossroads: every tile reaches every tile (handy for walking tests)."""
    return tuple(tile(15) for _ in range(49))


def with_pieces(state: State, *cells: tuple[int, int]) -> State:
    players = tuple(replace(p, pos=c) for p, c in zip(state.players, cells, strict=True))
    return replace(state, players=players)


# -- set-up -----------------------------------------------------------------------------------------
def test_info() -> None:
    info = GAME.info
    assert (info.id, info.min_players, info.max_players, info.first_player) == ("labyrinth", 1, 4, "eldest")
    assert info.characters == ("spider-man", "spider-man-black-suit", "lizard", "iron-spider", "spider-man-noir")
    assert [v.key for v in info.variants] == ["younger", "return_home"]
    assert info.variants[0].choices[0] == "off" and info.variants[1].choices[0] == "yes"


def test_24_distinct_symbols_with_names() -> None:
    assert len(SYMBOLS) == 24 and len(set(SYMBOL_IDS)) == 24
    assert all(name and sid == sid.lower() and " " not in sid for sid, name in SYMBOLS)


def test_fixed_tiles() -> None:
    state = start(seed=3)
    b = state.board
    at = lambda r, c: b[r * 7 + c]  # noqa: E731
    assert at(0, 0).sides == maze.E | maze.S and at(0, 6).sides == maze.S | maze.W
    assert at(6, 6).sides == maze.N | maze.W and at(6, 0).sides == maze.N | maze.E
    for c in (2, 4):
        assert not at(0, c).sides & maze.N and shape(at(0, c).sides) == "T"
        assert not at(6, c).sides & maze.S and shape(at(6, c).sides) == "T"
    for r in (2, 4):
        assert not at(r, 0).sides & maze.W and shape(at(r, 0).sides) == "T"
        assert not at(r, 6).sides & maze.E and shape(at(r, 6).sides) == "T"
    # the inner pinwheel: walls west, north, east, south going clockwise
    assert not at(2, 2).sides & maze.W and not at(2, 4).sides & maze.N
    assert not at(4, 4).sides & maze.E and not at(4, 2).sides & maze.S
    for (cell, sides), symbol in zip(FIXED_SYMBOL_CELLS, SYMBOL_IDS[:12], strict=True):
        assert at(*cell) == tile(sides, symbol)
    assert all(at(*c).symbol is None for c in CORNERS)


@pytest.mark.parametrize("seed", range(5))
def test_loose_tiles_are_34_with_the_right_shapes(seed: int) -> None:
    state = start(seed=seed)
    fixed = {maze.index(c) for c, _ in FIXED_SYMBOL_CELLS} | {maze.index(c) for c in CORNERS}
    loose = [t for i, t in enumerate(state.board) if i not in fixed] + [state.spare]
    assert len(loose) == 34
    kinds = Counter((shape(t.sides), t.symbol is not None) for t in loose)
    assert kinds == {("straight", False): 13, ("curve", False): 9, ("curve", True): 6, ("T", True): 6}
    symbols = [t.symbol for t in state.board + (state.spare,) if t.symbol]
    assert sorted(symbols) == sorted(SYMBOL_IDS)


def test_the_maze_is_shuffled_by_the_seed() -> None:
    assert start(seed=1).board == start(seed=1).board
    assert start(seed=1).board != start(seed=2).board


@pytest.mark.parametrize("seed", range(40))
def test_every_start_corner_leads_somewhere(seed: int) -> None:
    state = start(4, seed)
    for corner in CORNERS:
        assert len(reachable(state.board, corner)) > 1


@pytest.mark.parametrize("players,each", [(1, 12), (2, 12), (3, 8), (4, 6)])
def test_dealing(players: int, each: int) -> None:
    state = start(players, seed=players)
    dealt = [c for p in state.players for c in p.to_find]
    assert all(len(p.to_find) == each and p.found == () for p in state.players)
    assert len(set(dealt)) == len(dealt) and set(dealt) <= set(SYMBOL_IDS)
    assert [p.pos for p in state.players] == list(CORNERS[:players])
    assert [p.home for p in state.players] == list(CORNERS[:players])
    assert state.current == 0 and state.phase is Phase.SHIFT


# -- pushing ----------------------------------------------------------------------------------------
def test_first_turn_offers_all_48_pushes_then_44() -> None:
    state = start()
    legal = GAME.legal_actions(state)
    assert len(legal) == 48 and all(isinstance(a, Shift) for a in legal)
    state = play(state, Shift(4, 1))
    state = play(state, Move(*state.players[0].pos))
    legal = GAME.legal_actions(state)
    assert len(legal) == 44 and {a.arrow for a in legal} == set(range(12)) - {maze.opposite(4)}


@pytest.mark.parametrize("arrow", range(12))
@pytest.mark.parametrize("rotation", [0, 3])
def test_push_at_every_arrow(arrow: int, rotation: int) -> None:
    state = start(seed=arrow)
    line = ARROWS[arrow].line
    after = play(state, Shift(arrow, rotation))
    assert after.board[line[0]] == state.spare.turned(rotation)
    for near, far in zip(line, line[1:], strict=False):
        assert after.board[far] == state.board[near]
    assert after.spare == state.board[line[-1]]
    assert all(after.board[i] == state.board[i] for i in range(49) if i not in line)
    assert after.blocked_arrow == maze.opposite(arrow)
    assert after.phase is Phase.MOVE and after.current == 0
    event = shift_event(after)
    assert event is not None and (event.arrow, event.rotation, event.player) == (arrow, rotation, 0)
    assert event.inserted == after.board[line[0]] and event.pushed_out == after.spare


def test_the_reverse_push_is_refused() -> None:
    state = play(start(), Shift(1, 0))
    state = play(state, Move(*state.players[0].pos))
    with refused("labyrinth.push_back_blocked"):
        play(state, Shift(maze.opposite(1), 2))
    play(state, Shift(1, 0))  # the same arrow again is fine


def test_the_next_player_is_blocked_by_the_last_push_too() -> None:
    state = play(start(2), Shift(10, 0))
    state = play(state, Move(*state.players[0].pos))
    assert state.current == 1 and state.blocked_arrow == maze.opposite(10)
    assert Shift(maze.opposite(10), 0) not in GAME.legal_actions(state)


def test_wrap_around_with_several_pieces() -> None:
    arrow = 9  # from the left along row 5 (0-indexed)
    state = with_pieces(start(4), (5, 6), (5, 6), (5, 2), (6, 0))
    after = play(state, Shift(arrow, 0))
    assert [p.pos for p in after.players] == [(5, 0), (5, 0), (5, 3), (6, 0)]
    assert shift_event(after).wrapped == (0, 1)
    again = shift_board(state.board, state.spare, arrow, 0, tuple(p.pos for p in state.players))
    assert again.positions == tuple(p.pos for p in after.players) and again.wrapped == (0, 1)


@pytest.mark.parametrize("arrow", range(12))
def test_wrap_at_every_arrow(arrow: int) -> None:
    line = ARROWS[arrow].line
    far, entry = maze.cell_of(line[-1]), maze.cell_of(line[0])
    after = play(with_pieces(start(2), far, maze.cell_of(line[0])), Shift(arrow, 0))
    assert after.players[0].pos == entry
    assert after.players[1].pos == maze.cell_of(line[1])
    assert shift_event(after).wrapped == (0,)


# -- walking ----------------------------------------------------------------------------------------
def test_walking_needs_a_push_first() -> None:
    state = start()
    with refused("labyrinth.push_first"):
        play(state, Move(0, 0))
    state = play(state, Shift(0, 0))
    with refused("labyrinth.already_pushed"):
        play(state, Shift(3, 0))


def test_moves_are_exactly_the_reachable_tiles_and_staying() -> None:
    state = play(start(seed=5), Shift(2, 1))
    here = state.players[0].pos
    moves = GAME.legal_actions(state)
    assert {m.cell for m in moves} == set(reachable(state.board, here))
    assert Move(*here) in moves


def test_reachability_on_a_hand_built_maze() -> None:
    # a ring of straights/curves round the top-left 2x2 block, everything else walls
    tiles = [tile(0)] * 49
    for cell, sides in (((0, 0), maze.E | maze.S), ((0, 1), maze.S | maze.W),
                        ((1, 1), maze.N | maze.W), ((1, 0), maze.N | maze.E),
                        ((2, 0), maze.N)):  # (2,0) opens north but (1,0) does not open south
        tiles[maze.index(cell)] = tile(sides)
    board = tuple(tiles)
    assert set(reachable(board, (0, 0))) == {(0, 0), (0, 1), (1, 1), (1, 0)}
    assert reachable(board, (2, 0)) == ((2, 0),)
    assert path_to(board, (0, 0), (1, 1)) in (((0, 0), (0, 1), (1, 1)), ((0, 0), (1, 0), (1, 1)))
    assert path_to(board, (0, 0), (2, 0)) is None


def test_an_unreachable_tile_is_refused_kindly() -> None:
    state = play(start(seed=2), Shift(0, 0))
    here = state.players[0].pos
    far = next((r, c) for r in range(7) for c in range(7)
               if (r, c) not in reachable(state.board, here))
    with refused("labyrinth.cannot_reach"):
        play(state, Move(*far))


def test_pieces_may_share_a_tile_and_the_walk_is_recorded() -> None:
    state = replace(start(2), board=open_board(), spare=tile(15))
    state = play(state, Shift(0, 0))
    state = play(state, Move(0, 6))
    assert state.players[0].pos == state.players[1].pos == (0, 6)
    assert move_event(state).path[0] == (0, 0) and move_event(state).path[-1] == (0, 6)
    assert len(move_event(state).path) == 7
    assert state.current == 1 and state.phase is Phase.SHIFT and state.turn == 1


# -- finding symbols --------------------------------------------------------------------------------
def _board_with(symbols: dict[tuple[int, int], str]) -> tuple[Tile, ...]:
    tiles = list(open_board())
    for cell, s in symbols.items():
        tiles[maze.index(cell)] = tile(15, s)
    return tuple(tiles)


def _solo(to_find: tuple[str, ...], symbols: dict[tuple[int, int], str], **variants: str) -> State:
    state = start(1, **variants)
    me = replace(state.players[0], to_find=to_find)
    return replace(state, board=_board_with(symbols), spare=tile(15), players=(me,))


def test_ending_on_your_symbol_turns_the_card() -> None:
    state = _solo(("mask", "pizza"), {(3, 3): "mask", (2, 3): "pizza"})
    state = play(state, Shift(0, 0), Move(3, 3))
    assert state.players[0].found == ("mask",) and state.players[0].to_find == ("pizza",)
    assert move_event(state).found == "mask"
    assert GAME.observation(state, 0).targets == ("pizza",)
    assert GAME.scores(state) == (1,)


def test_walking_past_your_symbol_does_not_count() -> None:
    state = _solo(("mask", "pizza"), {(0, 3): "mask", (6, 6): "taxi"})
    state = play(state, Shift(3, 0), Move(0, 5))
    assert state.players[0].found == () and move_event(state).found is None


def test_only_the_top_card_counts() -> None:
    state = _solo(("mask", "pizza"), {(3, 3): "mask", (2, 4): "pizza"})
    state = play(state, Shift(0, 0), Move(2, 4))
    assert state.players[0].found == () and move_event(state).found is None


def test_pieces_ride_with_their_tile() -> None:
    state = _solo(("mask",), {(1, 1): "mask"})
    state = replace(state, players=(replace(state.players[0], pos=(1, 0)),))
    state = play(state, Shift(11, 0))  # from the left along row 1
    assert state.players[0].pos == (1, 1) and symbol_cell(state.board, "mask") == (1, 2)


def test_staying_on_your_symbol_counts() -> None:
    # pushed off the far end, the piece lands on the inserted spare, which shows its symbol
    state = _solo(("mask",), {})
    state = replace(state, spare=tile(15, "mask"),
                    players=(replace(state.players[0], pos=(1, 6)),))
    state = play(state, Shift(11, 0))
    assert state.players[0].pos == (1, 0) and shift_event(state).wrapped == (0,)
    state = play(state, Move(1, 0))
    assert state.players[0].found == ("mask",) and move_event(state).path == ((1, 0),)


# -- the end -------------------------------------------------------------------------------------
def test_last_card_then_home_wins() -> None:
    state = _solo(("mask",), {(3, 3): "mask"})
    state = play(state, Shift(0, 0), Move(3, 3))
    assert not GAME.is_over(state) and GAME.observation(state, 0).targets == ()
    state = play(state, Shift(0, 0), Move(0, 0))
    assert GAME.is_over(state) and GAME.legal_actions(state) == ()
    assert GAME.outcome(state).winners == (0,) and move_event(state).won
    with refused("game_over"):
        play(state, Shift(1, 0))


def test_home_without_all_cards_is_not_a_win() -> None:
    state = _solo(("mask", "pizza"), {(3, 3): "mask"})
    state = play(state, Shift(0, 0), Move(0, 0))
    assert not GAME.is_over(state)


def test_first_to_finish_wins_in_a_two_player_game() -> None:
    state = start(2)
    p0 = replace(state.players[0], to_find=(), found=("mask",))
    state = replace(state, board=open_board(), spare=tile(15), players=(p0, state.players[1]))
    state = play(state, Shift(3, 0), Move(3, 3))  # wandering off does not win
    assert not GAME.is_over(state)
    state = play(state, Shift(3, 0), Move(6, 6), Shift(3, 0), Move(0, 0))
    assert GAME.outcome(state).winners == (0,)
    assert GAME.outcome(state).scores == (1, 0)


def test_younger_without_return_home_wins_on_the_last_card() -> None:
    state = _solo(("mask",), {(3, 3): "mask"}, younger="on", return_home="no")
    assert not state.return_home
    state = play(state, Shift(0, 0), Move(3, 3))
    assert GAME.is_over(state) and GAME.outcome(state).winners == (0,)


def test_return_home_stays_required_without_the_younger_rules() -> None:
    state = _solo(("mask",), {(3, 3): "mask"}, return_home="no")
    assert state.return_home
    state = play(state, Shift(0, 0), Move(3, 3))
    assert not GAME.is_over(state)


def test_younger_with_return_home_still_needs_home() -> None:
    state = _solo(("mask",), {(3, 3): "mask"}, younger="on")
    state = play(state, Shift(0, 0), Move(3, 3))
    assert not GAME.is_over(state)


# -- the younger-children variant and secrets -----------------------------------------------------
def test_younger_variant_any_card_in_any_order() -> None:
    state = _solo(("mask", "pizza", "taxi"), {(3, 3): "mask", (4, 5): "taxi"}, younger="on")
    assert GAME.observation(state, 0).targets == ("mask", "pizza", "taxi")
    state = play(state, Shift(3, 0), Move(4, 5))
    assert state.players[0].found == ("taxi",) and state.players[0].to_find == ("mask", "pizza")


def test_events_report_the_last_action_to_every_viewer() -> None:
    state = start(2)
    assert state.events == () and GAME.observation(state, None).events == ()
    pushed = play(state, Shift(0, 0))
    walked = play(pushed, Move(*pushed.players[0].pos))
    assert shift_event(pushed).arrow == 0 and move_event(walked).path == (pushed.players[0].pos,)
    for viewer in (None, 0, 1):  # the events hold nothing secret: everyone sees the same
        assert GAME.observation(pushed, viewer).events == pushed.events
        assert GAME.observation(walked, viewer).events == walked.events
    assert GAME.observation(walked, None).targets == ()


def test_observation_hides_other_cards() -> None:
    state = start(3, seed=4)
    obs = GAME.observation(state, 1)
    assert obs.targets == state.players[1].to_find[:1]
    assert [v.cards_left for v in obs.players] == [8, 8, 8]
    shown = json.dumps(codec.encode(obs))
    hidden = (set(state.players[0].to_find) | set(state.players[2].to_find)
              | set(state.players[1].to_find[1:]))
    for symbol in hidden:  # board tiles are saved as numbers, so no symbol id leaks as text
        assert f'"{symbol}"' not in shown


def test_actions_read_well() -> None:
    assert str(Shift(0, 1)) == "push the tile in from the top at column 2, turned a quarter"
    assert str(Shift(4, 0)) == "push the tile in from the right at row 4"
    assert str(Move(2, 3)) == "walk to row 3, column 4"


# -- invariants over seeded random games ------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("younger", ["off", "on"])
def test_invariants_in_random_games(players: int, younger: str) -> None:
    rng = random.Random(players * 10 + len(younger))
    state = start(players, seed=players, younger=younger)
    dealt = [Counter(p.to_find) for p in state.players]
    fixed = {i: state.board[i] for i in range(49)
             if maze.cell_of(i) in {c for c, _ in FIXED_SYMBOL_CELLS} | set(CORNERS)}
    tiles = Counter((shape(t.sides), t.symbol) for t in state.board + (state.spare,))
    bot = ENTRY.bots("normal")
    for _ in range(400):
        if GAME.is_over(state):
            break
        p = GAME.current_player(state)
        action = (rng.choice(GAME.legal_actions(state)) if rng.random() < 0.5
                  else bot.choose(GAME.observation(state, p), GAME.legal_actions(state), rng))
        before = state
        state = GAME.apply(state, action, rng)
        assert Counter((shape(t.sides), t.symbol) for t in state.board + (state.spare,)) == tiles
        assert all(state.board[i] == t for i, t in fixed.items())
        for p_state, cards in zip(state.players, dealt, strict=True):
            assert Counter(p_state.to_find) + Counter(p_state.found) == cards
            assert all(0 <= x < 7 for x in p_state.pos)
        if isinstance(action, Shift):
            assert state.phase is Phase.MOVE and state.current == before.current
        elif not GAME.is_over(state):
            assert state.phase is Phase.SHIFT and state.current == (before.current + 1) % players
    assert GAME.state_from_dict(json.loads(json.dumps(GAME.state_to_dict(state)))) == state


def test_rules_page_format() -> None:
    from pathlib import Path

    import spidergames.games.labyrinth as pkg
    lines = (Path(pkg.__file__).parent / "rules.md").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "# The Amazing Spider-Man Labyrinth"
    pages = "\n".join(lines).split("\n## ")[1:]
    assert 4 <= len(pages) <= 8 and any(p.startswith("House rules we chose") for p in pages)
    assert all(p.count("[picture:") <= 1 for p in pages)
