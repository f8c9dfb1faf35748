"""The computer players take what is obviously there: their symbol, and a block of a run home."""

from __future__ import annotations

import random

import pytest

from spidergames.core.protocol import replace
from spidergames.games.labyrinth import board as maze
from spidergames.games.labyrinth.rules import (
    GAME,
    LabyrinthState,
    Move,
    Shift,
    reachable,
    shift_board,
    symbol_cell,
)

from .test_rules import move_event, play, start


def one_turn_reach(state: LabyrinthState) -> bool:
    """Brute force with the public helpers: can the current player reach its top card now?"""
    me = state.players[state.current]
    for action in GAME.legal_actions(state):
        done = shift_board(state.board, state.spare, action.arrow, action.rotation, (me.pos,))
        if symbol_cell(done.board, me.to_find[0]) in reachable(done.board, done.positions[0]):
            return True
    return False


def bot_turn(state: LabyrinthState, level: str, seed: int = 0) -> LabyrinthState:
    bot, rng = GAME.make_bot(level), random.Random(seed)
    for _ in range(2):
        p = GAME.current_player(state)
        state = GAME.apply(state, bot.choose(GAME.observation(state, p), GAME.legal_actions(state), rng), rng)
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_take_a_symbol_in_reach(level: str) -> None:
    checked = 0
    for seed in range(30):
        state = start(1, seed)
        if not one_turn_reach(state):
            continue
        checked += 1
        assert move_event(bot_turn(state, level, seed)).found == state.players[0].to_find[0]
    assert checked >= 5


def test_easy_walks_onto_its_symbol_when_it_can() -> None:
    open_board = tuple(maze.tile(15) for _ in range(49))
    state = replace(start(1), board=open_board, spare=maze.tile(15))
    board = list(open_board)
    board[maze.index((4, 5))] = maze.tile(15, state.players[0].to_find[0])
    state = play(replace(state, board=tuple(board)), Shift(0, 0))
    move = GAME.make_bot("easy").choose(GAME.observation(state, 0), GAME.legal_actions(state),
                                        random.Random(1))
    assert move == Move(4, 5)


def test_easy_gets_closer_when_walled_off() -> None:
    # only a short corridor along the top row: easy walks to its end, nearest the symbol
    tiles = [maze.tile(0)] * 49
    for c in range(4):
        tiles[c] = maze.tile(maze.E | maze.W)
    state = play(start(1), Shift(0, 0))  # now walking, still on (0, 0)
    tiles[maze.index((6, 3))] = maze.tile(0, state.players[0].to_find[0])
    state = replace(state, board=tuple(tiles))
    move = GAME.make_bot("easy").choose(GAME.observation(state, 0), GAME.legal_actions(state),
                                        random.Random(2))
    assert move == Move(0, 3)


def _home_threat_state(seed: int) -> tuple[LabyrinthState, set[Shift]] | None:
    """A 2-player position where player 1 (all symbols found) could get home next turn after some
    of player 0's pushes but not after others; returns it with the pushes that block."""
    rng = random.Random(seed)
    state = start(2, seed)
    them = replace(state.players[1], to_find=(), found=state.players[1].to_find,
                   pos=(rng.randrange(7), rng.randrange(7)))
    state = replace(state, players=(state.players[0], them))
    blocking, open_ = set(), set()
    for mine in GAME.legal_actions(state):
        first = shift_board(state.board, state.spare, mine.arrow, mine.rotation, (them.pos,))
        escapes = any(
            them.home in reachable(second.board, second.positions[0])
            for a2 in range(12) if a2 != maze.opposite(mine.arrow)
            for r2 in range(4)
            for second in [shift_board(first.board, first.spare, a2, r2, first.positions)])
        (open_ if escapes else blocking).add(mine)
    return (state, blocking) if blocking and open_ else None


def test_hard_blocks_a_public_run_home() -> None:
    found = 0
    for seed in range(60):
        case = _home_threat_state(seed)
        if case is None:
            continue
        state, blocking = case
        if one_turn_reach(state):
            continue  # blocking comes first anyway, but keep the case plain
        found += 1
        choice = GAME.make_bot("hard").choose(GAME.observation(state, 0),
                                              GAME.legal_actions(state), random.Random(seed))
        assert choice in blocking
        if found == 3:
            break
    assert found >= 1


def test_bots_see_only_their_own_target() -> None:
    state = start(3, 1)
    obs = GAME.observation(state, 2)
    assert obs.targets == state.players[2].to_find[:1]
    assert not hasattr(obs.players[0], "to_find")


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        GAME.make_bot("grandmaster")
