"""The bench's level figures: hard vs normal, normal vs easy, a simulated child vs easy."""

from __future__ import annotations

import random

from spidergames.bench import CHILD, LEVEL_GOALS, ChildBot, level_figures, make_player
from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.yahtzee.bots import NormalBot
from spidergames.games.yahtzee.rules import GAME


def test_the_child_plays_the_normal_move_about_half_the_time() -> None:
    rng = random.Random(0)
    state = GAME.new_game(GameConfig((Seat("A", "normal"), Seat("B", "normal"))), rng)
    state = GAME.apply(state, GAME.legal_actions(state)[0], rng)  # the first roll: a real choice
    view, legal = GAME.observation(state, 0), GAME.legal_actions(state)
    child = make_player(GAME, CHILD)
    assert isinstance(child, ChildBot)
    normal = NormalBot().choose(view, legal, random.Random(0))
    picks = [child.choose(view, legal, random.Random(seed)) for seed in range(400)]
    assert all(p in legal for p in picks)
    share = sum(p == normal for p in picks) / len(picks)
    assert 0.45 < share < 0.65, share  # half the time normal's, plus random picks that agree


def test_level_figures_hold_each_pair_to_its_goal() -> None:
    figures = level_figures(GAME, 4)
    assert [f.name for f in figures] == [
        f"yahtzee: {strong} beats {weak} (4 2-player games)" for strong, weak, _ in LEVEL_GOALS]
    for figure, (_, _, goal) in zip(figures, LEVEL_GOALS, strict=True):
        assert 0.0 <= figure.value <= 100.0 and figure.goal == f">= {goal:g} %"
        assert figure.ok == (figure.value >= goal)
