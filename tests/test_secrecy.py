"""Secrets reach the screen and the voice only where the rules show them (see tests/secrecy.py).

For every game and every pair of twins (tests/secrecy_twins.py): each viewer to whom the rules show
both positions alike (no viewer, and every seat the secret is hidden from) must see and hear the same
at rest, pointing and hovering, after Help, in every frame of a move at real speed and in every word;
the owner must see a difference (so the test would notice a table that drew nothing at all).
"""

from __future__ import annotations

import pytest
from secrecy import humans, leaks, look
from secrecy_twins import TWINS

from spidergames.app.application import App


@pytest.mark.parametrize("name", sorted(TWINS))
def test_a_secret_reaches_only_its_owner(app: App, name: str) -> None:
    twins = TWINS[name]()
    assert twins.a != twins.b
    assert leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed) == []
    if twins.owner is not None and twins.owner_sees:
        config = humans(twins.game, twins.players)
        mine = [look(app, twins.game, config, state, twins.owner, action=twins.action, seed=twins.seed,
                     pointing=False) for state in (twins.a, twins.b)]
        assert mine[0].first_difference(mine[1]) is not None, f"{name}: the owner should see their own secret"
