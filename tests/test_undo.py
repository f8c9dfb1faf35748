"""Take-back in every game: an undo never reveals or changes a secret or a random outcome.

Random games with people and computer players mixed: after every action that the rules say
reveals nothing, playing it again with other dice must give the same position and draw nothing,
and played from a position its player and a seat could not tell apart (tests/unseen.py) it must
look the same to that seat; after a computer player's move nothing may be taken back (its move
showed the table something); every Oops takes back the person's own last decision only, the state and both RNGs are then
exactly as before it, the save is consistent, and playing the same decision again leads to the
very same position, so no die, card or robot choice changed.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from driving import needs_oops
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tiers import quick_only
from unseen import twins

from spidergames.app.saves import checked_match
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, Game, GameConfig, IllegalAction, Seat
from spidergames.core.registry import game_ids, load_game
from spidergames.core.undo import Step, undo_owner, undo_point

COLOURS = ("red", "blue", "green", "yellow")
ACTIONS = 160


def config_for(game: Game[Any, Any], rng: random.Random) -> GameConfig:
    info = game.info
    players = rng.randint(info.min_players, info.max_players)
    humans = [rng.random() < 0.6 for _ in range(players)]
    humans[rng.randrange(players)] = True
    return GameConfig(tuple(
        Seat(f"P{i}", HUMAN if human else rng.choice(("easy", "normal")), COLOURS[i], info.characters[0])
        for i, human in enumerate(humans)))


TWINS = 3  # twins of the position before a quiet move, for each seat that looks (tests/unseen.py)
SWAPS = 60  # swaps tried to find them
LOOKS = 0.4  # the share of quiet moves and seats looked at so (every one would double the test's time)


def assert_no_chance(game: Game[Any, Any], before: Any, action: Any, after: Any) -> None:
    """Played with other dice, the action gives the same position and draws nothing."""
    for seed in (1, 2):
        dice = random.Random(seed)
        start = dice.getstate()
        assert game.apply(before, action, dice) == after, f"{action} came out differently with other dice"
        assert dice.getstate() == start, f"{action} drew from the dice but the rules say it reveals nothing"


def assert_reveals_nothing(game: Game[Any, Any], before: Any, action: Any, after: Any, players: int,
                           rng: random.Random | None = None) -> None:
    """An action the rules call quiet must not use chance (other dice, same result, no draws), and
    may show anyone only what the player who chose it already knew (a card played from the hand):
    played from a twin of `before` (a position that neither the player nor the seat looking can tell
    from it: another seat's cards, the pile, a face-down token swapped), it looks the same to that seat."""
    assert_no_chance(game, before, action, after)
    actor, rng = game.current_player(before), rng or random.Random(0)
    for viewer in (None, *range(players)):
        if rng.random() > LOOKS:
            continue
        for twin in twins(game, before, (actor, viewer), rng, TWINS, SWAPS):
            try:
                shown = game.observation(game.apply(twin, action, random.Random(0)), viewer)
            except IllegalAction:  # the twin's own cards do not allow it: no twin for this move
                continue
            assert shown == game.observation(after, viewer), \
                f"{action} showed seat {viewer} something the rules say it reveals nothing of"


def snapshot(match: Match) -> tuple[Any, Any, Any]:
    return match.state, match.rng.getstate(), match.bot_rng.getstate()


def play_checked(game_id: str, seed: int) -> int:
    """Play one random game with Oops pressed now and then; returns how many undos were checked."""
    game = load_game(game_id)
    rng, looking = random.Random(seed), random.Random(seed + 1)
    match = Match(game, config_for(game, rng), seed)
    seats = match.config.seats
    before: list[tuple[Any, Any, Any]] = []  # the snapshot before each action in the history
    last_reveal = 0  # no undo may go back past this many actions
    undos = 0
    while len(match.history) < ACTIONS and not match.is_over:
        if seats[match.current_player].is_human and match.can_undo and rng.random() < 0.3:
            undos += 1
            now, decisions = snapshot(match), list(match.history)
            assert match.undo()
            kept = len(match.history)
            assert kept >= last_reveal, "an undo went back past a revealed secret"
            assert snapshot(match) == before[kept], "the undo did not restore the state and both RNGs"
            assert kept == len(decisions) - 1, "an undo took back more than the person's own last decision"
            assert seats[match.current_player].is_human
            assert checked_match(json.loads(json.dumps(match.to_dict()))).state == match.state
            del before[kept:]
            for action in decisions[kept:]:  # the same decisions again: the robots choose the same
                if not seats[match.current_player].is_human:
                    assert match.bot_choice() == action, "a robot chose differently after the undo"
                before.append(snapshot(match))
                match.play(action)
            assert snapshot(match) == now, "replaying the same decisions gave another position"
            if rng.random() < 0.5:
                assert match.undo()
                del before[len(match.history):]
            continue
        human = seats[match.current_player].is_human
        action = rng.choice(match.legal_actions()) if human else match.bot_choice()
        before.append(snapshot(match))
        state = match.state
        match.play(action)
        assert human or not match.can_undo, "Oops could reach back past a robot's move"
        if game.reveals(state, action, match.state):
            last_reveal = len(match.history)
        else:
            assert_reveals_nothing(game, state, action, match.state, len(seats), looking)
    return undos


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "somethingwild"))  # hidden hands and a shuffled deck
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1))
def test_undo_never_changes_a_secret_or_a_random_outcome(game_id: str, seed: int) -> None:
    play_checked(game_id, seed)


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_oops_is_really_pressed_in_every_game(game_id: str) -> None:
    """The random games above do undo things (a test that never undoes would prove nothing), in every
    game whose rules say which moves reveal nothing."""
    needs_oops(game_id)
    assert sum(play_checked(game_id, seed) for seed in range(6)) >= 3


def test_a_game_that_hides_its_chance_is_caught() -> None:
    """The check fails for rules that call a dice roll quiet (what a wrong `reveals` would do)."""
    from spidergames.games.yahtzee.rules import GAME, Roll

    state = GAME.new_game(GameConfig((Seat("A"),)), random.Random(3))
    after = GAME.apply(state, Roll(), random.Random(3))
    with pytest.raises(AssertionError, match="differently"):
        assert_reveals_nothing(GAME, state, Roll(), after, 1)


@pytest.mark.parametrize("game_id", game_ids())
def test_rules_that_hide_a_reveal_are_caught(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With `reveals` only admitting chance (not a card found, a villain taken, a card passed or a
    Power flipped), the random games notice a secret coming out."""
    game = load_game(game_id)
    real = type(game).reveals

    def chance_only(self: Any, before: Any, action: Any, after: Any) -> bool:
        try:
            assert_no_chance(game, before, action, after)
        except AssertionError:
            return True
        return False

    monkeypatch.setattr(type(game), "reveals", chance_only)
    with pytest.raises(AssertionError, match="showed seat"):
        for seed in range(20):
            play_checked(game_id, seed)
    monkeypatch.setattr(type(game), "reveals", real)


def test_undo_point_takes_back_only_the_persons_own_last_decision() -> None:
    """The pure function: the newest step, if it is a person's quiet decision; never past a reveal,
    never past a robot's move (it showed the table something), never another person's decision."""

    class Toy(Game[int, str]):
        def new_game(self, config: Any, rng: Any) -> int:
            return 0

        def legal_actions(self, state: int) -> tuple[str, ...]:
            return ("quiet", "roll")

        def _apply(self, state: int, action: str, rng: Any) -> int:
            return state + 1

        def current_player(self, state: int) -> int:
            return state % 2

        def outcome(self, state: int) -> None:
            return None

        def scores(self, state: int) -> tuple[int, ...]:
            return (0, 0)

        def observation(self, state: int, viewer: int | None) -> int:
            return state

        def reveals(self, before: int, action: str, after: int) -> bool:
            return action == "roll"

    game, seats = Toy(), (Seat("Ann"), Seat("Bot", "easy"))
    steps = [Step(i, a, i + 1) for i, a in enumerate(("roll", "quiet", "quiet", "quiet"))]
    assert undo_point(game, seats, steps) is None  # once the robot has played after it, Ann's move stands
    assert undo_point(game, seats, steps[:3]) == 2  # Ann's quiet move, the newest: hers to take back
    assert undo_owner(game, seats, steps[:3]) == 0
    assert undo_point(game, seats, steps[:3], by=0) == 2
    assert undo_point(game, seats, steps, by=0) is None and undo_owner(game, seats, steps) is None
    assert undo_point(game, seats, steps[:2]) is None  # a robot's quiet move is never taken back
    assert undo_point(game, seats, [Step(0, "roll", 1)]) is None  # nor a roll
    assert undo_point(game, seats, []) is None
    people = (Seat("Ann"), Seat("Ben"))  # two children at one screen
    assert undo_point(game, people, steps[:3], by=0) == 2
    assert undo_point(game, people, steps[:3], by=1) is None  # Ann's move is not Ben's to take back
    assert undo_point(game, people, steps, by=0) is None  # nor Ben's Ann's
    assert undo_point(game, people, steps, by=1) == 3 and undo_owner(game, people, steps) == 1
    assert undo_point(game, people, steps) == 3  # (nobody in particular asking: the last decision)
