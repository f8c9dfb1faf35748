"""The hard robot never declines a move that wins the game at once, in any game.

Seeded 2-player games of hard against normal: at every decision of the hard seat, each legal
action is tried on the full state; when some action ends the game with the hard seat among the
winners, whatever the dice say, the robot's choice must end it with a win too. A win the robot
cannot know of does not count: it must also win in every position the hard seat could not tell from
this one (`unseen.replayed_twins`: the others' face-down team tokens or cards, the hidden card, the
pile, swapped a few moves back and played on), which no game has to describe for the test.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from tiers import quick_only
from unseen import replayed_twins

from spidergames.core import registry
from spidergames.core.protocol import Game, GameConfig, IllegalAction, Seat

GAMES = 24
BACK = 8  # moves back the twins are made (a round of the toy; Yahtzee's tokens lie face down all game)
TWINS = 30  # twins made on each of those positions at most, by swapping two unseen parts
DEALS = 100  # and by other dice, where the dice decided the move from it
DICE = (0, 1, 2)  # "whatever the dice say": a win must hold with each of these seeds


@pytest.mark.parametrize("game_id", quick_only(registry.game_ids(), "yahtzee"))  # the quickest stands for the rest
def test_hard_never_declines_a_move_that_wins_at_once(game_id: str) -> None:
    entry = registry.entry(game_id)
    game = entry.rules()
    chances = 0
    for seed in range(GAMES):
        levels = ("hard", "normal") if seed % 2 == 0 else ("normal", "hard")
        rng, bot_rng = random.Random(seed), random.Random(seed + 1)
        state = game.new_game(GameConfig(tuple(Seat(f"P{i + 1}", lv) for i, lv in enumerate(levels))), rng)
        bots = [entry.bots(lv) for lv in levels]
        positions: list[Any] = [state]
        actions: list[Any] = []
        dice: list[object] = []
        while not game.is_over(state):
            seat = game.current_player(state)
            legal = game.legal_actions(state)
            action = bots[seat].choose(game.observation(state, seat), legal, bot_rng)
            if levels[seat] == "hard" and len(legal) > 1 and known_wins(game, positions, actions, dice, seat, seed):
                chances += 1
                assert wins(game, state, action, seat), f"seed {seed}: {action} declines the win"
            dice.append(rng.getstate())
            state = game.apply(state, action, rng)
            positions.append(state)
            actions.append(action)
    assert chances > 0


def known_wins(game: Game[Any, Any], positions: list[Any], actions: list[Any], dice: list[object], seat: int,
               seed: int) -> list[Any]:
    """The actions that win at once in the last of `positions` and in every twin of it `seat` cannot
    tell apart (looked for only when something wins at all, until none is left)."""
    state = positions[-1]
    known = [a for a in game.legal_actions(state) if wins(game, state, a, seat)]
    if known:
        for twin in replayed_twins(game, positions, actions, dice, seat, random.Random(seed), BACK, TWINS, DEALS):
            known = [a for a in known if wins(game, twin, a, seat)]
            if not known:
                break
    return known


def wins(game: Game[Any, Any], state: Any, action: Any, seat: int) -> bool:
    """Whether `action` ends the game at once with `seat` among the winners, whatever the dice say."""
    for dice in DICE:
        try:
            after = game.apply(state, action, random.Random(dice))
        except IllegalAction:  # in a twin: not a move the seat could count on
            return False
        outcome = game.outcome(after) if game.is_over(after) else None
        if outcome is None or seat not in outcome.winners:
            return False
    return True
