"""Every Help reason says what the move does: never a generic "Pick the glowing choice!"."""

from __future__ import annotations

import random

import pytest
from tiers import quick_only

from spidergames.core import registry
from spidergames.core.protocol import GameConfig, Seat

GENERIC = "Pick the glowing choice!"
GAMES = 10  # seeded games a game, 2-4 normal players, Help asked before every decision


@pytest.mark.parametrize("game_id", quick_only(registry.game_ids(), "yahtzee"))
def test_the_normal_robots_help_reason_is_never_the_generic_one(game_id: str) -> None:
    entry = registry.entry(game_id)
    game, hint = entry.rules(), entry.hint
    assert hint is not None
    asked = 0
    for seed in range(GAMES):
        rng, bot_rng = random.Random(seed), random.Random(seed + 1)
        players = 2 + seed % 3
        state = game.new_game(GameConfig(tuple(Seat(f"P{i + 1}", "normal") for i in range(players))), rng)
        bot = entry.bots("normal")
        while not game.is_over(state):
            seat = game.current_player(state)
            legal, view = game.legal_actions(state), game.observation(state, seat)
            action, reason = hint(view, legal, random.Random(seed))
            asked += 1
            assert action in legal
            assert reason.template != GENERIC, f"seed {seed}: {action} is hinted as {GENERIC!r}"
            assert reason.text.strip()
            state = game.apply(state, bot.choose(view, legal, bot_rng), rng)
    assert asked > 100
