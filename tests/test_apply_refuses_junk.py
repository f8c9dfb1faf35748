"""`Game.apply` lets through only one of the legal actions: hypothesis-made junk of every kind (wrong
type, wrong fields, a number where a friend belongs, unhashable, stale) is refused with IllegalAction
in every game, and never reaches the rules.
"""

from __future__ import annotations

import dataclasses
import enum
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spidergames.app.words import texts
from spidergames.core.protocol import GameConfig, IllegalAction, Seat
from spidergames.core.registry import game_ids, load_game

COLOURS = ("red", "blue", "green", "yellow")

scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 60), st.floats(allow_nan=True), st.text(max_size=5))
junk_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=3), st.tuples(inner, inner),
                                                             st.frozensets(scalars, max_size=3),
                                                             st.dictionaries(st.text(max_size=3), inner, max_size=2)),
                           max_leaves=6)


def position(game_id: str, steps: int, seed: int):
    game = load_game(game_id)
    info = game.info
    players = max(2, info.min_players)
    seats = tuple(Seat(f"P{i}", "human", COLOURS[i], info.characters[i % len(info.characters)]) for i in range(players))
    rng = random.Random(seed)
    state = game.new_game(GameConfig(seats), rng)
    earlier: list = []
    for _ in range(steps):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        earlier.extend(legal[:3])
        state = game.apply(state, rng.choice(legal), rng)
    return game, state, earlier


def twisted(action, data) -> object:
    """A legal action with one field swapped for junk or its bare number (Score(1) for Score(Face(1)))."""
    fields = dataclasses.fields(action) if dataclasses.is_dataclass(action) else ()
    if not fields:
        return data.draw(junk_values)
    f = data.draw(st.sampled_from(fields))
    value = getattr(action, f.name)
    if isinstance(value, enum.Enum):
        swapped = value.value
    elif isinstance(value, tuple) and value and isinstance(value[0], enum.Enum):
        swapped = tuple(v.value for v in value)
    else:
        swapped = data.draw(junk_values)
    try:
        return dataclasses.replace(action, **{f.name: swapped})
    except Exception:  # noqa: BLE001 - the class refused it itself: try plain junk instead
        return data.draw(junk_values)


@pytest.mark.parametrize("game_id", game_ids())
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_apply_refuses_junk_with_illegal_action(game_id: str, data) -> None:
    game, state, earlier = position(game_id, data.draw(st.integers(0, 40)), data.draw(st.integers(0, 10**6)))
    if game.is_over(state):
        return
    legal = game.legal_actions(state)
    kind = data.draw(st.sampled_from(["junk", "twisted", "stale", "unhashable", "other class"]))
    if kind == "junk":
        action = data.draw(junk_values)
    elif kind == "twisted":
        action = twisted(data.draw(st.sampled_from(legal)), data)
    elif kind == "stale" and earlier:
        action = data.draw(st.sampled_from(earlier))
    elif kind == "unhashable":
        action = [data.draw(st.sampled_from(legal))]
    else:
        cls = data.draw(st.sampled_from(game.action_types))
        action = cls.__new__(cls)  # no fields at all
    exact = {repr(a) for a in legal}
    before = game.state_to_dict(state)
    try:
        is_legal = repr(action) in exact and action in legal
    except Exception:  # noqa: BLE001 - junk that cannot even be shown is not legal
        is_legal = False
    if is_legal:
        game.apply(state, action, random.Random(0))  # a stale action that is legal again: fine
    else:
        with pytest.raises(IllegalAction) as refused:
            game.apply(state, action, random.Random(0))
        assert refused.value.message.key in texts()
    assert game.state_to_dict(state) == before, "a refused action changes nothing"


def test_yahtzee_score_with_a_number_is_refused() -> None:
    game, state, _ = position("yahtzee", 1, 1)
    scores = [a for a in game.legal_actions(state) if type(a).__name__ == "Score"]
    assert scores
    with pytest.raises(IllegalAction):
        game.apply(state, dataclasses.replace(scores[0], friend=scores[0].friend.value), random.Random(0))
