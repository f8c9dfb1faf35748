"""Save and resume: the match comes back exactly (turn, RNG, history); damage is set aside."""

from __future__ import annotations

import json
import random

import pytest

from spidergames.app.saves import SaveSlot
from spidergames.app.words import texts
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Seat
from spidergames.core.registry import game_ids, load_game


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


def test_codec_rng_roundtrip() -> None:
    from spidergames.core import codec

    rng = random.Random(3)
    rng.random()
    again = codec.rng_from_data(json.loads(json.dumps(codec.rng_to_data(rng))))
    assert [again.random() for _ in range(5)] == [rng.random() for _ in range(5)]
