"""Draw a game's table from two positions that differ only in a secret, and compare the pixels.

A game scene must draw from `observation(state, viewer)`, so a secret (another seat's hand, a
target card, a face-down villain, a team token's value) can only reach the screen of the seat the
rules show it to. `frames_for` renders the real scene for one state and viewer; the secrecy test
renders twins and asserts every pixel anyone else could see is identical.
"""

from __future__ import annotations

from typing import Any

import pygame

from spidergames.app.application import App
from spidergames.app.scenes.game_base import GameScene, start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat

COLOURS = ("red", "blue", "green", "yellow")


def humans(game: Any, players: int) -> GameConfig:
    """Every seat a person, so every seat can be the viewer."""
    characters = game.info.characters
    return GameConfig(tuple(Seat(f"P{i + 1}", HUMAN, COLOURS[i], characters[i % len(characters)])
                            for i in range(players)))


def frame_for(app: App, scene: GameScene[Any, Any], state: Any, viewer: int | None) -> pygame.Surface:
    """The table drawn for `state` as `viewer` sees it (nothing moving, no pointer over it)."""
    scene.match.state = state
    scene.display.reset(state)
    scene.update(0.0)  # the turn loop may pick a viewer itself: the test then plays the curtain's part
    scene._viewer = viewer  # noqa: SLF001
    scene.clock = 0.0
    scene.refresh()
    scene.assist.update()  # Help and Oops follow the viewer too (a frame would do both)
    for _ in range(2):  # and the caption, which shows on each frame what the update before it left
        scene.caption.follow(scene.caption_now())
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    return surface


def scene_for(app: App, game: Any, config: GameConfig, seed: int) -> GameScene[Any, Any]:
    app.autoplay = True
    scene = start_game_scene(app, Match(game, config, seed))
    assert scene is not None
    app.frame(1 / 60)
    return scene


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bytes(pygame.image.tobytes(a, "RGB")) == bytes(pygame.image.tobytes(b, "RGB"))
