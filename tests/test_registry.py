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


def test_listing_the_games_loads_only_their_info_cards() -> None:
    """The menu starts fast: rules, bots and scenes load on first use, never by listing games."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from spidergames.core.registry import game_ids, load_info\n"
        "[load_info(g) for g in game_ids()]\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('spidergames.games.'))))\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded, pygame_loaded = out.stdout.split("\n")[:2]
    assert {m.rsplit(".", 1)[-1] for m in loaded.split()} <= set(game_ids()) | {"plugin", "info"}
    assert pygame_loaded == "False"


@pytest.mark.parametrize("game_id", game_ids())
def test_each_entry_loads_its_rules_bots_and_scene(game_id: str) -> None:
    from spidergames.core.protocol import LEVELS
    from spidergames.core.registry import entry

    registered = entry(game_id)
    assert registered.id == game_id and registered.rules().info is registered.info
    for level in LEVELS:
        assert callable(registered.bots(level).choose)
    with pytest.raises(ValueError):
        registered.bots("grandmaster")
    assert registered.scene is not None and registered.scene().__name__.endswith("Scene")


def test_no_module_is_found_by_a_name_built_from_strings() -> None:
    from pathlib import Path

    import spidergames

    for path in Path(spidergames.__file__).parent.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "import_module(" not in source and "find_spec(" not in source, path


def test_each_part_is_named_whole_and_is_the_games_own() -> None:
    """A game's parts are imported on first use by references written out whole in its plugin.py
    ("package.module:name"), so searching the code for a module finds them; each names a module of
    the game's own package that exists, and nothing but the kit's `Lazy` resolves a name."""
    from pathlib import Path

    import spidergames
    from spidergames.core.plugin import Lazy
    from spidergames.core.registry import entries

    for e in entries():
        source = (e.folder / "plugin.py").read_text(encoding="utf-8")
        parts = [e.rules, e.bots, e.scene, e.hint, e.words, e.spoken, e.art, e.bench]
        for part in parts:
            assert isinstance(part, Lazy), (e.id, part)
            module, _, name = part.reference.partition(":")
            assert f'"{part.reference}"' in source, (e.id, part.reference)
            assert module.rpartition(".")[0] == e.rules.module.rpartition(".")[0], (e.id, part.reference)
            assert (e.folder / f"{module.rpartition('.')[2]}.py").is_file() and name, (e.id, part.reference)
    for path in Path(spidergames.__file__).parent.rglob("*.py"):
        if path.name != "plugin.py" or path.parent.name != "core":
            assert "resolve_name(" not in path.read_text(encoding="utf-8"), path
