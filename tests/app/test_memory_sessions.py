"""A session of games must not keep what each game drew: leaving a game empties every scene cache (its
pictures, scaled sizes, words, fonts, shadows and veils), and playing the same games again leaves the
process no bigger than the first time (the bench holds the MB goals; here bounds with room for noise
that a cache left full, or memory never given back, still breaks)."""

from __future__ import annotations

import gc
import random
import time

import pytest

from spidergames.app import assets, heap
from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.speech import MixerEngine
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import open_game_scene
from spidergames.bench.table import robot_config, rss_mb
from spidergames.core.match import Match
from spidergames.core.registry import game_ids, load_game

FRAMES = 150  # a few robot turns each: every picture of the table is loaded and scaled by then
BUILD_SECONDS = 60  # how long the scene may take to be built (off the frame loop) on a loaded machine


def holding() -> dict[str, int]:
    """How many results each scene cache holds."""
    return {f"{c.__module__}.{c.__qualname__}": c.cache_info().currsize for c in assets._SCENE_CACHES}


def play(app: App, game_id: str) -> GameScene:
    """A robot game opened as the setup screen does (built on a helper thread during the fade)."""
    match = Match(load_game(game_id), robot_config(game_id), random.Random(game_id).randrange(2**31))
    assert open_game_scene(app, match)
    scene, built_by = None, time.monotonic() + BUILD_SECONDS
    while scene is None and time.monotonic() < built_by:  # the helper thread takes longer on a busy machine
        app.frame(1 / 60)
        scene = next((s for s in app.scenes.stack if isinstance(s, GameScene)), None)
    assert scene is not None, f"{game_id}: no game scene after {BUILD_SECONDS} s"
    for _ in range(FRAMES):
        app.frame(1 / 60)
    return scene


def to_menu(app: App) -> float | None:
    """Back to the menu as the pause menu does; the process's memory once the menu has tidied up."""
    app.scenes.reset(MenuScene(app))
    for _ in range(3):
        app.frame(1 / 60)
    gc.collect()
    return rss_mb()


def test_leaving_a_game_empties_every_scene_cache(app: App) -> None:
    to_menu(app)
    for game_id in game_ids():
        scene = play(app, game_id)
        assert sum(holding().values()) > 40, f"{game_id}: the game drew from its caches"
        app.scenes.reset(MenuScene(app))  # left, the menu not drawn yet
        assert scene.still.picture is None
        kept = {name: size for name, size in holding().items() if size}
        assert not kept, f"{game_id}: left its pictures behind"
        to_menu(app)


def test_the_menu_collects_once_after_a_game_and_not_at_a_start(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full collection looks at the whole heap (5-15 ms, more in a long session): the menu runs one when
    it shows after a game was left (its reference cycles freed, their memory reused), and none at a start
    or on coming back from a page that was not a game."""
    from types import SimpleNamespace

    from spidergames.app.scenes import menu

    collected: list[int] = []
    monkeypatch.setattr(menu, "gc", SimpleNamespace(collect=lambda: collected.append(1)))
    app.scenes.reset(MenuScene(app))
    for _ in range(3):
        app.frame(1 / 60)
    assert collected == [], "a start collected: no game has left anything yet"
    play(app, "yahtzee")
    app.scenes.reset(MenuScene(app))
    for _ in range(3):
        app.frame(1 / 60)
    assert collected == [1], "the game left: one collection once the menu shows"
    app.scenes.reset(MenuScene(app))  # the menu again (from Settings, say): nothing new to free
    for _ in range(3):
        app.frame(1 / 60)
    assert collected == [1]


@pytest.mark.slow  # plays all four games twice: CI's tier (the bench measures memory too)
@pytest.mark.skipif(rss_mb() is None, reason="no /proc here to read the process's memory")
def test_a_second_session_of_all_four_games_does_not_grow(app: App) -> None:
    menu = to_menu(app)
    sessions = []
    for _ in range(2):
        for game_id in game_ids():
            play(app, game_id)
            to_menu(app)
        sessions.append(to_menu(app))
    first, second = sessions
    assert menu is not None and first is not None and second is not None
    # 7 MB here; 14 when pictures loaded on the helper thread stay in its own heap (no M_ARENA_MAX)
    assert first - menu < 12, f"a session of all four games kept {first - menu:.1f} MB over the menu"
    assert second - first < 3, f"the second session grew by {second - first:.1f} MB"


def test_the_menu_gives_memory_back_after_loading_its_own_pictures_again(app: App, monkeypatch) -> None:
    """The game left emptied the picture caches, so the menu decodes its pictures again, each into a copy
    thrown away: freed memory is given back to the system only after that, or those copies stay with the
    process for as long as the menu shows (4-8 MB here)."""
    play(app, "yahtzee")
    loads_at_give_back: list[int] = []
    monkeypatch.setattr(heap, "give_back_memory", lambda: loads_at_give_back.append(assets.image.cache_info().misses))
    app.scenes.reset(MenuScene(app))
    for _ in range(6):
        app.frame(1 / 60)
    assert len(loads_at_give_back) == 1, "leaving a game gives memory back once"
    assert loads_at_give_back[0] == assets.image.cache_info().misses, "the menu loaded pictures after giving back"


def test_leaving_a_game_lets_the_voice_clips_it_said_go(app: App) -> None:
    """A whole game fills the voice's kept clips (64, about 3 MB decoded) with sentences the menu never says."""
    play(app, "yahtzee")
    engine = app.speech.engine
    assert isinstance(engine, MixerEngine)
    app.speech.say("Roll the dice.")
    assert app.speech.wait()
    assert len(engine._clips) > 0, "the game's sentence was said from its clip"
    app.scenes.reset(MenuScene(app))
    assert app.speech.wait()
    assert len(engine._clips) == 0, "the clips the game said are still loaded"
