"""Save and resume: the match comes back exactly (turn, RNG, history); damage is set aside."""

from __future__ import annotations

import json
import random

import pytest
from driving import needs_oops, quiet

from spidergames.app.saves import SaveSlot
from spidergames.app.words import texts
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game
from spidergames.core.seat_link import STALE

MOVES = 5  # played before a save whose state number is looked at


def bot_match(game_id: str, seed: int = 5) -> Match:
    info = load_game(game_id).info
    seats = tuple(Seat(f"P{i}", "normal", c, info.characters[0])
                  for i, c in enumerate(("red", "blue")[: max(2, info.min_players)]))
    return Match(load_game(game_id), GameConfig(seats), seed)


@pytest.mark.parametrize("game_id", game_ids())
def test_resume_continues_exactly(tmp_path, game_id: str) -> None:
    match = bot_match(game_id)
    for _ in range(7):
        match.play(match.bot_choice())
    slot = SaveSlot(tmp_path)
    slot.save(match)
    resumed = slot.load()
    assert resumed is not None
    assert resumed.state == match.state and resumed.current_player == match.current_player
    assert resumed.history == match.history
    assert resumed.replayed().state == match.state
    for _ in range(10):
        if match.is_over:
            break
        a, b = match.bot_choice(), resumed.bot_choice()
        assert a == b
        match.play(a)
        resumed.play(b)
        assert resumed.state == match.state, "the resumed game must roll the same dice"


@pytest.mark.parametrize("game_id", game_ids())
def test_illegal_action_leaves_match_untouched(game_id: str) -> None:
    from spidergames.core.protocol import IllegalAction

    match = bot_match(game_id)
    stale = None
    for _ in range(50):  # play until some earlier choice is no longer allowed
        earlier = match.legal_actions()
        match.play(match.bot_choice())
        stale = next((a for a in earlier if a not in match.legal_actions()), None)
        if stale is not None:
            break
    assert stale is not None
    before = (match.state, match.rng.getstate(), match.bot_rng.getstate(), len(match.history))
    with pytest.raises(IllegalAction) as refused:
        match.play(stale)
    assert refused.value.message.key in texts()
    assert (match.state, match.rng.getstate(), match.bot_rng.getstate(), len(match.history)) == before


@pytest.mark.parametrize("damage", ["{oops", json.dumps({"format": 1, "game": "yahtzee"}),
                                    json.dumps({"format": 99}), json.dumps({"format": 1, "game": "chess"})])
def test_damaged_save_is_set_aside_with_a_message(tmp_path, damage: str) -> None:
    slot = SaveSlot(tmp_path)
    slot.path.write_text(damage)
    assert slot.load() is None
    assert slot.warning and "put aside" in slot.warning
    assert not slot.path.exists()
    assert any("damaged" in p.name for p in tmp_path.iterdir())


def taken_back(game_id: str) -> tuple[Match, object, int]:
    """Two children's game in which a move was played on the position numbered `version` and taken back
    (Oops): the match, the move, and that number, which is stale now."""
    info = load_game(game_id).info
    seats = tuple(Seat(f"P{i}", HUMAN, c, info.characters[0]) for i, c in enumerate(("red", "blue")))
    match = Match(load_game(game_id), GameConfig(seats), 5)
    for _ in range(60):
        action = quiet(match)
        if action is not None:
            version = match.version
            assert match.submit(action, version) is None and match.undo()
            return match, action, version
        match.play(match.bot_choice("normal"))
    raise AssertionError(f"{game_id}: no move that Oops may take back")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_state_number_is_saved_so_a_move_from_before_stays_stale(tmp_path, game_id: str) -> None:
    """A take-back made a higher state number than the moves count: a resumed game numbers on from it,
    and the move chosen before the take-back (another screen's, or a tap sent twice) is still refused."""
    needs_oops(game_id)
    match, action, stale = taken_back(game_id)
    assert match.version > len(match.history)
    slot = SaveSlot(tmp_path)
    assert slot.save(match)
    resumed = slot.load()
    assert resumed is not None and resumed.version == match.version, "the state number continues"
    assert resumed.submit(action, stale) == STALE and resumed.history == match.history
    assert resumed.submit(action, resumed.version) is None and resumed.version == match.version + 1


def test_a_save_from_before_the_state_number_was_kept_still_loads(tmp_path) -> None:
    match = bot_match(game_ids()[0])
    for _ in range(MOVES):
        match.play(match.bot_choice())
    slot = SaveSlot(tmp_path)
    data = match.to_dict()
    del data["version"]
    slot.path.write_text(json.dumps(data))
    resumed = slot.load()
    assert resumed is not None and slot.warning is None
    assert resumed.history == match.history and resumed.version == len(match.history)


@pytest.mark.parametrize("version", ["7", MOVES - 1, MOVES + 1, True, float(MOVES), [MOVES]])
def test_an_impossible_state_number_sets_the_save_aside(tmp_path, version: object) -> None:
    """A state number that is not a whole number, below the moves played, or one no take-backs make (the
    moves and two for each take-back): the save is damaged, set aside and reported, never played on."""
    match = bot_match(game_ids()[0])
    for _ in range(MOVES):
        match.play(match.bot_choice())
    slot = SaveSlot(tmp_path)
    slot.path.write_text(json.dumps({**match.to_dict(), "version": version}))
    assert slot.load() is None
    assert slot.warning and "put aside" in slot.warning
    assert not slot.path.exists() and any("damaged" in p.name for p in tmp_path.iterdir())


def test_codec_rng_roundtrip() -> None:
    from spidergames.core import codec

    rng = random.Random(3)
    rng.random()
    again = codec.rng_from_data(json.loads(json.dumps(codec.rng_to_data(rng))))
    assert [again.random() for _ in range(5)] == [rng.random() for _ in range(5)]
