"""The heavy pieces of play are spread over frames, so that no frame carries two of them.

Three things cost a frame most: saving a move (a file written and flushed), composing the table's
still picture again, and painting a new sentence on the caption. Each alone fits a light laptop's
frame; two on one frame made the slowest frames of play. So a robot's move is saved on one frame and
starts showing on the next, and the caption shows on each frame what the update before it left.
Robots-only games of every game, at real speed, every frame drawn.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from driving import game_scene, random_config, use_settings

from spidergames.app import words
from spidergames.app.application import App
from spidergames.app.saves import SaveSlot
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table import caption
from spidergames.app.table.opening import open_game_scene, start_game_scene
from spidergames.core.match import Match
from spidergames.core.registry import game_ids, load_game


@contextmanager
def noting(mp: pytest.MonkeyPatch, owner: Any, name: str, frames: set[int], now: Callable[[], int]) -> Iterator[None]:
    """Note in `frames` each frame on which `owner.name` is called."""
    original = getattr(owner, name)

    def noted(*args: Any, **kwargs: Any) -> Any:
        frames.add(now())
        return original(*args, **kwargs)

    mp.setattr(owner, name, noted)
    yield


@pytest.mark.parametrize("game_id", game_ids())
def test_no_frame_both_saves_a_move_and_composes_the_table_or_tells_and_paints_a_caption(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app, speed="normal")
    rng = random.Random(f"frame-work-{game_id}")
    match = Match(load_game(game_id), random_config(game_id, rng, players=3, humans=0), rng.randrange(2**31))
    start_game_scene(app, match)
    frame = 0
    saved: set[int] = set()
    composed: set[int] = set()
    told: set[int] = set()
    painted: set[int] = set()
    with noting(monkeypatch, SaveSlot, "save", saved, lambda: frame), \
            noting(monkeypatch, caption.CaptionBar, "tell", told, lambda: frame), \
            noting(monkeypatch, caption, "_paint", painted, lambda: frame):
        while frame < 3000 and len(match.history) < 6 and not match.is_over:
            frame += 1
            scene = game_scene(app, match)
            before = scene.still.compositions if scene is not None else 0
            app.frame(1 / 60)
            if scene is not None and scene.still.compositions != before:
                composed.add(frame)
    assert len(saved) >= 4 and len(told) >= 4, "the robots played (and their moves were told)"
    assert not saved & composed, f"{game_id}: frames {sorted(saved & composed)} saved a move and composed the table"
    assert not told & painted, f"{game_id}: frames {sorted(told & painted)} told a new line and painted it"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_in_parts_composes_most_changes_only_where_they_are(app: App, game_id: str) -> None:
    """A move changes a corner of the table (a row of the scoreboard, a line of tiles, a disc, a hand):
    the still picture is composed again there, not whole (a whole composition, 1-4 ms, made the
    heaviest frames of play)."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    rng = random.Random(f"parts-{game_id}")
    match = Match(load_game(game_id), random_config(game_id, rng, players=3, humans=0), rng.randrange(2**31))
    start_game_scene(app, match)
    scene = None
    for _ in range(3000):
        app.frame(1 / 60)
        scene = game_scene(app, match) or scene
        if len(match.history) >= 8 or match.is_over:
            break
    assert scene is not None and scene.still.compositions >= 6
    assert scene.still.in_part * 4 >= scene.still.compositions * 3, \
        f"{game_id}: {scene.still.in_part} of {scene.still.compositions} compositions were in part"


def test_no_frame_of_play_loads_every_games_words(app: App) -> None:
    """Speaking a name asks every game's words (`words.game_words`); loading them (importing each game's
    words module) was Yahtzee's worst frame in the bench, 20-45 ms. They load while the scene is
    prepared during the fade, so no frame of play loads them."""
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app, speed="normal")
    words.game_words.cache_clear()
    rng = random.Random("words-in-the-fade")
    match = Match(load_game("yahtzee"), random_config("yahtzee", rng, players=2, humans=0), rng.randrange(2**31))
    open_game_scene(app, match)
    frame = 0
    while frame < 600 and game_scene(app, match) is None:  # the fade, the scene built beside it
        frame += 1
        app.frame(1 / 60)
    assert game_scene(app, match) is not None, "the game scene came in"
    loaded = words.game_words.cache_info().misses
    for _ in range(600):
        app.frame(1 / 60)
    assert match.history, "the robots played"
    assert words.game_words.cache_info().misses == loaded == 1, (
        f"every game's words loaded {words.game_words.cache_info().misses - loaded} time(s) during play, "
        f"{loaded} while the scene was prepared")
