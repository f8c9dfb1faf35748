"""The hard robot never declines a move that wins the game at once, in any game.

Seeded 2-player games of hard against normal: at every decision of the hard seat, each legal
action is tried on the full state; when some action ends the game with the hard seat among the
winners, the robot's choice must end it with a win too. A win the robot cannot know of does not
count: in Yahtzee the others' face-down team tokens are first made the highest they could be,
and the pile the lowest (the web race's hidden villains never decided one in these seeds).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spidergames.core import registry
from spidergames.core.protocol import GameConfig, Seat, replace
from spidergames.games.yahtzee.board import TEAM_TOKENS
from spidergames.games.yahtzee.rules import State as YahtzeeState

GAMES = 24


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_hard_never_declines_a_move_that_wins_at_once(game_id: str) -> None:
    entry = registry.entry(game_id)
    game = entry.rules()
    chances = 0
    for seed in range(GAMES):
        levels = ("hard", "normal") if seed % 2 == 0 else ("normal", "hard")
        rng, bot_rng = random.Random(seed), random.Random(seed + 1)
        state = game.new_game(GameConfig(tuple(Seat(f"P{i + 1}", lv) for i, lv in enumerate(levels))), rng)
        bots = [entry.bots(lv) for lv in levels]
        while not game.is_over(state):
            seat = game.current_player(state)
            legal = game.legal_actions(state)
            action = bots[seat].choose(game.observation(state, seat), legal, bot_rng)
            known = worst_case(state, seat)
            if levels[seat] == "hard" and len(legal) > 1 and any(
                    wins(game, known, a, seat) for a in legal):
                chances += 1
                assert wins(game, known, action, seat), f"seed {seed}: {action} declines the win"
            state = game.apply(state, action, rng)
    assert chances > 0


def wins(game, state, action, seat: int) -> bool:  # type: ignore[no-untyped-def]
    """Whether `action` ends the game at once with `seat` among the winners (whatever chance says)."""
    after = game.apply(state, action, random.Random(0))
    outcome = game.outcome(after) if game.is_over(after) else None
    return outcome is not None and seat in outcome.winners


def worst_case(state, seat: int):  # type: ignore[no-untyped-def]
    """Yahtzee: the others' face-down tokens made the highest they could be, the pile's the lowest."""
    if not isinstance(state, YahtzeeState):
        return state
    unknown = sorted((Counter(TEAM_TOKENS) - Counter(state.teams[seat])).elements(), reverse=True)
    teams = list(state.teams)
    for p in range(state.players):
        if p != seat:
            teams[p], unknown = tuple(unknown[:len(teams[p])]), unknown[len(teams[p]):]
    return replace(state, teams=tuple(teams), team_pile=tuple(sorted(unknown))[:len(state.team_pile)])
