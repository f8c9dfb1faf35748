"""Random whole games: the table's invariants hold after every action, and saves resume mid-turn."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.games.yahtzee.board import (
    DICE,
    FRIENDS,
    NOT_PLACED,
    PICTURE,
    TEAM_TOKENS,
    column_total,
    easy_count,
    landing_column,
)
from spidergames.games.yahtzee.plugin import ENTRY
from spidergames.games.yahtzee.rules import (
    GAME,
    MAX_ROLLS,
    EventKind,
    Phase,
    Roll,
    State,
    final_totals,
    score_preview,
)


def check_invariants(state: State, before: State | None) -> None:
    # every team token is somewhere: in the pile or with exactly one player
    held = Counter(state.team_pile) + sum((Counter(t) for t in state.teams), Counter())
    assert held == Counter(TEAM_TOKENS)
    # one token per numbered space; the Picture Column may be shared
    for f in FRIENDS:
        numbered = [row[f.row] for row in state.board if row[f.row] > PICTURE]
        assert len(numbered) == len(set(numbered))
    # a player has placed exactly one token per finished turn, never more than the turns
    for p, row in enumerate(state.board):
        assert sum(c != NOT_PLACED for c in row) == state.turns_taken[p] <= state.turns_per_player
        assert sum(map(len, easy_count(state.board)[p])) == column_total(state.board, p)
    assert len(state.dice) in (0, DICE) and 0 <= state.rolls_used <= MAX_ROLLS
    assert (state.rolls_used == 0) == (state.dice == ())
    assert max(state.turns_taken) - min(state.turns_taken) <= 1
    if state.phase is not Phase.PLAY:
        assert all(t == state.turns_per_player for t in state.turns_taken)
    if before is not None and state.events and state.events[-1].kind in (
            EventKind.SCORE, EventKind.SPIDER_YAHTZEE):
        # the token landed where the preview said, and placed tokens never moved
        expected = {f: col for f, _, col in score_preview(before)}
        assert state.events[-1].column == expected[state.events[-1].friend]
        assert state.events[-1].column == landing_column(before.board, state.events[-1].friend, state.events[-1].count)
    if before is not None:
        for old, new in zip(before.board, state.board, strict=True):
            assert all(o == n for o, n in zip(old, new, strict=True) if o != NOT_PLACED)


def play_random(players: int, seed: int, choices: list[int] | None = None) -> State:
    rng, pick = random.Random(seed), random.Random(seed + 1)
    state = GAME.new_game(GameConfig(tuple(Seat(f"P{i}") for i in range(players))), rng)
    check_invariants(state, None)
    step = 0
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state)
        action = legal[choices[step % len(choices)] % len(legal)] if choices else pick.choice(legal)
        after = GAME.apply(state, action, rng)
        check_invariants(after, state)
        state, step = after, step + 1
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == final_totals(state)
    assert all(outcome.scores[w] == max(outcome.scores) for w in outcome.winners)
    assert len(outcome.winners) == 1
    return state


def test_seeded_random_games_keep_the_invariants() -> None:
    for seed in range(40):
        play_random(1 + seed % 4, seed)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000),
       choices=st.lists(st.integers(0, 40), min_size=1, max_size=30))
def test_any_choices_keep_the_invariants(players: int, seed: int, choices: list[int]) -> None:
    play_random(players, seed, choices)


def test_bot_games_keep_the_invariants() -> None:
    for seed, level in enumerate(("easy", "normal", "hard") * 3):
        players = 1 + seed % 4
        rng, bot_rng = random.Random(seed), random.Random(seed + 100)
        state = GAME.new_game(GameConfig(tuple(Seat(f"P{i}", level) for i in range(players))), rng)
        bot = ENTRY.bots(level)
        while not GAME.is_over(state):
            p = GAME.current_player(state)
            action = bot.choose(GAME.observation(state, p), GAME.legal_actions(state), bot_rng)
            after = GAME.apply(state, action, rng)
            check_invariants(after, state)
            state = after


def test_save_and_resume_mid_turn_rolls_the_same_dice() -> None:
    config = GameConfig((Seat("Ana"), Seat("Ben", "normal")))
    match = Match(GAME, config, seed=42)
    match.play(Roll())
    keep = next(a for a in match.legal_actions() if isinstance(a, Roll) and len(a.keep) == 2)
    saved = json.loads(json.dumps(match.to_dict()))
    resumed = Match.from_dict(GAME, saved)
    assert resumed.state == match.state and resumed.state.rolls_used == 1
    assert resumed.play(keep) == match.play(keep)
    assert match.replayed().state == match.state
    while not match.is_over:
        action = match.bot_choice("hard")
        match.play(action)
        resumed.play(action)
    assert resumed.state == match.state and resumed.outcome == match.outcome
