"""One generic test of the shared protocol, run over every registered game (OpenSpiel style).

Seeded random playouts to the end; after every action: legal actions are non-empty until the end
and empty after, `apply` never changes its input, the state survives to_dict/from_dict through
JSON, observations are plain data, and a stale action is refused with IllegalAction.
The same seed must replay the same game, and every bot level must finish games legally.
"""

from __future__ import annotations

import importlib
import json
import random
import typing

import pytest
from tiers import quick_only

from spidergames.app.words import texts
from spidergames.core import codec
from spidergames.core.protocol import LEVELS, TERMINAL, GameConfig, IllegalAction, Seat
from spidergames.core.registry import entry, game_ids, load_game

MAX_ACTIONS = 20_000
FULL_CHECKS = 300  # every action is fully checked this far into a game, then every CHECK_STRIDE-th
CHECK_STRIDE = 13
COLOURS = ("red", "blue", "green", "yellow")


def config_for(game_id: str, players: int, controller: str = "human") -> GameConfig:
    info = load_game(game_id).info
    seats = tuple(
        Seat(f"P{i + 1}", controller, COLOURS[i], info.characters[i % len(info.characters)])
        for i in range(players)
    )
    return GameConfig(seats)


def player_counts(game_id: str) -> range:
    info = load_game(game_id).info
    return range(info.min_players, info.max_players + 1)


def random_playout(game_id: str, players: int, seed: int, *, check: bool) -> tuple[object, list]:
    game = load_game(game_id)
    rng = random.Random(seed)
    chooser = random.Random(seed * 7 + 1)
    state = game.new_game(config_for(game_id, players), rng)
    actions: list = []
    stale: list = []
    for step in range(MAX_ACTIONS):
        legal = game.legal_actions(state)
        thorough = check and (step < FULL_CHECKS or step % CHECK_STRIDE == 0)
        if game.is_over(state):
            assert legal == (), "a finished game must offer no actions"
            assert game.current_player(state) == TERMINAL
            assert game.outcome(state) is not None
            return state, actions
        assert legal, "an unfinished game must offer at least one action"
        assert 0 <= game.current_player(state) < players
        assert game.outcome(state) is None
        if thorough:
            before = json.dumps(game.state_to_dict(state), sort_keys=True)
            again = game.state_from_dict(json.loads(before))
            assert again == state, "to_dict/from_dict must round-trip"
            assert game.legal_actions(again) == legal
            assert isinstance(state.events, tuple) and state.current_player == game.current_player(state)
            nobody = game.observation(state, None)  # what a curtain shows
            json.dumps(codec.encode(nobody))
            assert nobody.viewer is None
            for p in range(players):
                seen = game.observation(state, p)
                json.dumps(codec.encode(seen))
                assert seen.viewer == p and isinstance(seen.events, tuple)
                assert seen.current_player == game.current_player(state)
            for old in stale:
                if old not in legal:
                    with pytest.raises(IllegalAction) as refused:
                        game.apply(state, old, random.Random(0))
                    assert refused.value.message.key in texts(), "a refusal must explain itself"
                    break
        action = chooser.choice(legal)
        assert hash(action) is not None and str(action)
        if thorough:
            assert game.action_from_dict(json.loads(json.dumps(game.action_to_dict(action)))) == action
        new_state = game.apply(state, action, rng)
        if thorough:
            assert json.dumps(game.state_to_dict(state), sort_keys=True) == before, "apply mutated its input"
        stale = list(legal[:3])
        actions.append(action)
        state = new_state
    raise AssertionError(f"{game_id} did not end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_random_playouts_keep_the_protocol(game_id: str) -> None:
    for players in player_counts(game_id):
        for seed in range(3):
            random_playout(game_id, players, seed, check=True)


@pytest.mark.parametrize("game_id", game_ids())
def test_same_seed_replays_the_same_game(game_id: str) -> None:
    players = load_game(game_id).info.max_players
    first, actions_a = random_playout(game_id, players, 11, check=False)
    second, actions_b = random_playout(game_id, players, 11, check=False)
    assert actions_a == actions_b and first == second


@pytest.mark.slow
@pytest.mark.parametrize("game_id", game_ids())
def test_many_random_games_end(game_id: str) -> None:
    for seed in range(60):
        players = list(player_counts(game_id))[seed % len(player_counts(game_id))]
        random_playout(game_id, players, 1000 + seed, check=False)


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("level", LEVELS)
def test_bots_finish_games_legally(game_id: str, level: str) -> None:
    game = load_game(game_id)
    for players in player_counts(game_id):
        rng, bot_rng = random.Random(players), random.Random(99)
        state = game.new_game(config_for(game_id, players, level), rng)
        bots = [entry(game_id).bots(level) for _ in range(players)]
        for _ in range(MAX_ACTIONS):
            if game.is_over(state):
                break
            p = game.current_player(state)
            legal = game.legal_actions(state)
            action = bots[p].choose(game.observation(state, p), legal, bot_rng)
            assert action in legal, f"{level} bot chose an illegal action {action}"
            state = game.apply(state, action, rng)
        assert game.is_over(state)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_folder_has_the_same_shape(game_id: str) -> None:
    """Same file names, same meanings: the registration, info, rules, bots, words, scene, art, bench and
    a rules page, all in the game's own folder."""
    from spidergames.core.registry import entry

    folder = entry(game_id).folder
    for name in ("plugin.py", "info.py", "rules.py", "bots.py", "words.py", "scene.py", "art.py", "bench.py",
                 "rules.md"):
        assert (folder / name).is_file(), f"{game_id} has no {name}"
    rules = importlib.import_module(type(load_game(game_id)).__module__)
    for name in ("GAME", "State", "Observation", "Event", "Action"):
        assert hasattr(rules, name), f"{game_id}'s rules name no {name}"
    assert rules.GAME.state_type is rules.State
    assert set(rules.GAME.action_types) == (set(typing.get_args(rules.Action)) or {rules.Action})  # or its one kind
