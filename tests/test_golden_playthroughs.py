"""One seeded game of each game written out as text, action by action and event by event.

The file for each registered game (`golden.txt` in the game's own folder: a game in its own package brings
its own) is the rules' own account of a whole game: any change to what the rules do shows as a readable
diff of it. The normal robots play (random legal moves would take thousands of moves to end a Labyrinth
game), so a robot's change moves the file too: where the first differing line is an action, the robot
chose differently; where it is an event after the same action, the rules did something else. After a
deliberate change, rewrite the files and read the diff before committing it:

    SPIDERGAMES_GOLDEN=rewrite python -m pytest -n 0 tests/test_golden_playthroughs.py
"""

from __future__ import annotations

import difflib
import os
import random

import pytest

from spidergames.bench import make_player
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import entry, game_ids, load_game, load_info

GOLDEN = "golden.txt"
SEED = 2026
MOVES = 1000
"""Moves written at most: more than a whole game of each takes (the file says if it was cut short)."""


def playthrough(game_id: str, seed: int = SEED) -> str:
    """The seeded game as text: the seats, each action with the events it caused, the outcome."""
    game, robot = load_game(game_id), make_player(load_game(game_id), "normal")
    rng, picks = random.Random(seed), random.Random(seed + 1)
    seats = tuple(Seat(name, "normal", colour) for name, colour in (("Ann", "red"), ("Ben", "blue"), ("Cy", "green")))
    count = min(max(load_info(game_id).min_players, 3), load_info(game_id).max_players)
    state = game.new_game(GameConfig(seats[:count]), rng)
    lines = [f"# {game_id}, seed {seed}, {count} players, normal robots", *(f"start: {e!r}" for e in state.events)]
    for move in range(1, MOVES + 1):
        if game.is_over(state):
            break
        seat, legal = game.current_player(state), game.legal_actions(state)
        action = robot.choose(game.observation(state, seat), legal, picks)
        state = game.apply(state, action, rng)
        lines.append(f"{move:3} seat {seat} ({len(legal)} legal): {action!r}")
        lines.extend(f"      {event!r}" for event in state.events)
    else:
        lines.append(f"(cut after {MOVES} moves)")
    lines.append(f"outcome: {game.outcome(state)!r}; scores {game.scores(state)!r}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rules_play_the_golden_game(game_id: str) -> None:
    path = entry(game_id).folder / GOLDEN
    now = playthrough(game_id)
    if os.environ.get("SPIDERGAMES_GOLDEN") == "rewrite":
        path.write_text(now, encoding="utf-8")
    assert path.is_file(), f"{game_id} has no golden game: write {path} with SPIDERGAMES_GOLDEN=rewrite and read it"
    before = path.read_text(encoding="utf-8")
    if now != before:
        diff = "".join(list(difflib.unified_diff(before.splitlines(True), now.splitlines(True), str(path), "now"))[:80])
        pytest.fail(f"the rules now play {game_id}'s golden game differently (rewrite the file if meant):\n{diff}")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_text_is_the_same_every_time(game_id: str) -> None:
    assert playthrough(game_id, 7) == playthrough(game_id, 7)
    assert playthrough(game_id, 7) != playthrough(game_id, 8)
