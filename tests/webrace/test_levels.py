"""The web race's levels stand apart: hard clearly beats normal, normal and a child beat easy.

The bench measures the goals over 500 games (LEVEL_GOALS); here a smaller set of fixed seeds,
apart from the bench's and the tuning seeds, holds the same lines so a change that flattens the
levels fails in the suite. A position shows one lesson hard (and so Help) knows and normal does not.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spidergames.bench import LEVEL_GOALS, win_share
from spidergames.games.webrace.bots import hint
from spidergames.games.webrace.movement import Direction
from spidergames.games.webrace.plugin import ENTRY
from spidergames.games.webrace.rules import GAME, Move

from .helpers import BOARD, CENTRE, HOME, MIDDLE, ahead, arrow_on, move, position

GAMES = 200
FIRST_SEED = 50_000


@pytest.mark.slow
@pytest.mark.parametrize(("strong", "weak", "goal"), LEVEL_GOALS)
def test_each_level_pair_meets_its_goal_on_fixed_seeds(strong: str, weak: str, goal: float) -> None:
    share = 100.0 * win_share(GAME, strong, weak, GAMES, first_seed=FIRST_SEED)
    assert share >= goal, f"{strong} beats {weak} in {share:.1f}% of {GAMES} games, goal {goal:g}%"


def test_hard_and_help_step_in_at_a_middle_arrowhead_where_normal_does_not_care() -> None:
    """Normal does not aim for the middle circle's arrowheads: it picks either way at random."""
    arrow = arrow_on(MIDDLE)
    state = position(((ahead(arrow, -2), CENTRE), (HOME, HOME)), move(2))
    view, legal = GAME.observation(state, 0), GAME.legal_actions(state)
    inward = Move(0, Direction.CLOCKWISE)
    assert set(legal) == {inward, Move(0, Direction.COUNTER)}
    seeds = range(20)
    assert all(ENTRY.bots("hard").choose(view, legal, random.Random(s)) == inward for s in seeds)
    assert all(hint(view, legal, random.Random(s), BOARD)[0] == inward for s in seeds)
    normal = Counter(ENTRY.bots("normal").choose(view, legal, random.Random(s)) for s in seeds)
    assert len(normal) == 2, normal
