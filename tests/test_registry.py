"""Every registered game has rules, an info card the menu reads, and they agree."""

from __future__ import annotations

import pytest

from spidergames.core.registry import UnknownGame, game_ids, load_game, load_info


@pytest.mark.parametrize("game_id", game_ids())
def test_info_matches_rules(game_id: str) -> None:
    info = load_info(game_id)
    assert load_game(game_id).info == info
    assert info.id == game_id
    assert 1 <= info.min_players <= info.max_players <= 4
    assert info.characters and info.label


@pytest.mark.parametrize("game_id", game_ids())
def test_seat_characters_have_portraits(game_id: str) -> None:
    from spidergames.app.paths import assets_dir

    for character in load_info(game_id).characters:
        assert (assets_dir() / "portraits" / f"{character}.png").is_file(), character


def test_unknown_game_names_the_valid_ones() -> None:
    with pytest.raises(UnknownGame, match="yahtzee"):
        load_info("chess")


@pytest.mark.parametrize("game_id", game_ids())
def test_rules_pages_exist_and_their_pictures_are_drawn(game_id: str) -> None:
    from spidergames.app.paths import assets_dir
    from spidergames.app.scenes.rulebook import parse_rules, rules_path

    title, pages = parse_rules(rules_path(game_id).read_text(encoding="utf-8"))
    assert title and len(pages) >= 3
    assert any("house rules" in p.heading.lower() for p in pages), "decisions we made must be written down"
    for page in pages:
        assert page.blocks, f"page {page.heading!r} is empty"
        if page.picture:
            assert (assets_dir() / game_id / f"{page.picture}.png").is_file(), page.picture
