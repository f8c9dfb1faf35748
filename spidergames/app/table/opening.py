"""Opening a game: keep the new match in the save slot and fade from whatever is showing into its game scene."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from ...core.match import Match
from ...core.protocol import Game, GameConfig
from .. import assets
from ..games import playable, scene_class
from ..scenes.overlays import DissolveScene
from .decision import Decision

if TYPE_CHECKING:
    from ..application import App
    from .game_scene import GameScene


def start_game_scene(app: App, match: Match[Any, Any]) -> GameScene[Any, Any, Any, Any] | None:
    """Save the new match and fade from whatever is showing into its game scene (menu below it).

    The scene is built at once and returned, for tests and headless runs that drive it straight
    away; the app's own buttons use `open_game_scene`, which builds it without a hitch.
    """
    cls = scene_class(match.game.info.id)
    if cls is None:
        return None
    scene = cls(app, match)
    _fade_into(app, match, Decision(lambda: scene, inline=True))
    return scene


def open_game_scene(app: App, match: Match[Any, Any]) -> bool:
    """Save the new match and fade into its game scene, which is built, and its pictures loaded, on a
    helper thread while the screen fades out: the 20-80 ms that takes would otherwise be one frame.

    False (and nothing happens) when the game has no scene in this build.
    """
    if not playable(match.game.info.id):
        return False

    def prepare() -> GameScene[Any, Any, Any, Any] | None:
        cls = scene_class(match.game.info.id)
        if cls is None:
            return None
        scene = cls(app, match)
        scene.rehearse(pygame.Surface(app.screen.get_size(), 0, app.screen))
        return scene

    _fade_into(app, match, Decision(prepare, inline=app.autoplay))
    return True


def open_new_game(app: App, game: Game[Any, Any], config: GameConfig) -> bool:
    """A new match of `game` for these seats (a new deal, new dice), opened as `open_game_scene` does."""
    return open_game_scene(app, Match(game, config, random.randrange(2**31)))


def _fade_into(app: App, match: Match[Any, Any], building: Decision[GameScene[Any, Any, Any, Any] | None]) -> None:
    """Keep `match` in the app's save slot from now on (after every change: the match's `keeper`), fade
    out, and once `building` is done show its scene over a fresh menu."""
    from ..scenes.menu import MenuScene

    match.keeper = app.saves
    app.saves.save(match)

    def swap() -> None:
        scene = building.result()
        if scene is not None:
            with assets.keep_pictures():  # what the new scene prepared is in the caches the old one's exit empties
                app.scenes.reset(MenuScene(app))
            app.scenes.push(scene)

    if app.autoplay:
        swap()
    else:
        app.scenes.push(DissolveScene(app, swap, ready=lambda: building.ready))
