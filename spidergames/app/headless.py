"""The app without anyone at it: one screenshot of a scene, or a computer-only game (autoplay)."""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pygame

from ..core.match import Match
from ..core.protocol import HUMAN, GameConfig, Seat
from ..core.registry import load_game
from .application import App
from .scene import Scene
from .seat_names import default_name

log = logging.getLogger(__name__)


class CannotWrite(Exception):
    """The screenshot file could not be written (the message says where and why, in one line)."""

AUTOPLAY_FRAME_LIMIT = 500_000
DEMO_ACTIONS = 6


def _settle(app: App, frames: int = 30) -> None:
    """Let fades and animations finish (fixed time steps, no waiting)."""
    for _ in range(frames):
        app.frame(1 / 30)


def screenshot(target: str, out: Path, *, seed: int) -> int:
    """Render one scene at the logical resolution and save it as a PNG."""
    from .scenes.menu import MenuScene

    app = App(fullscreen=False)
    app.autoplay = True  # no sounds, no fades
    menu = MenuScene(app)
    app.scenes.push(menu)
    scene: Scene | None = None
    kind, _, game_id = target.partition(":")
    if kind == "settings":
        from .scenes.settings_scene import SettingsScene

        scene = SettingsScene(app)
    elif kind == "setup":
        from .scenes.setup import SetupScene

        scene = SetupScene(app, game_id)
    elif kind == "rules":
        from .scenes.rulebook import RulesScene

        scene = RulesScene(app, game_id)
    elif kind != "menu":
        _demo_game(app, kind, seed)
    if scene is not None:
        app.scenes.push(scene)
    app.autoplay = False
    _settle(app)
    picture = io.BytesIO()
    pygame.image.save(app.screen, picture, out.suffix or ".png")
    pygame.quit()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        with open(out, "wb") as fh:
            fh.write(picture.getvalue())
    except OSError as exc:
        raise CannotWrite(f"could not save the screenshot to {out}: {exc.strerror or exc}") from exc
    print(f"saved {target} to {out}")
    return 0


def _demo_game(app: App, game_id: str, seed: int) -> None:
    """A seeded game in progress: a child against a computer, a few moves in, the child to play."""
    from .table.opening import start_game_scene

    game = load_game(game_id)
    info = game.info
    seats = [Seat(default_name(False, 1), HUMAN, "red", info.character_for("red", 0)),
             Seat(default_name(True, 1), "normal", "blue", info.character_for("blue", 1))]
    while len(seats) < info.min_players:
        colour = ("green", "yellow")[len(seats) - 2]
        seats.append(Seat(default_name(True, len(seats)), "normal", colour,
                          info.character_for(colour, len(seats))))
    match = Match(game, GameConfig(tuple(seats[: max(info.min_players, 2)])), seed)
    for _ in range(200):
        if match.is_over or (len(match.history) >= DEMO_ACTIONS and match.config.seats[match.current_player].is_human):
            break
        match.play(match.bot_choice("normal"))
    start_game_scene(app, match)


def autoplay(game_id: str, config: GameConfig, seed: int) -> int:
    """Computers play a whole game through the real game scene, animations instant."""
    from .table.opening import start_game_scene

    app = App(fullscreen=False)
    app.autoplay = True
    match = Match(load_game(game_id), config, seed)
    scene = start_game_scene(app, match)
    if scene is None:
        print(f"spidergames: {game_id} has no playable scene in this build")
        return 2
    for _ in range(AUTOPLAY_FRAME_LIMIT):
        app.frame(1 / 60)
        if match.is_over and not scene.anim.busy:
            break
    else:
        print(f"spidergames: autoplay of {game_id} did not finish")
        return 1
    outcome = match.outcome
    assert outcome is not None
    winner = "+".join(config.seats[w].name for w in outcome.winners)
    scores = ",".join(str(s) for s in outcome.scores)
    print(f"RESULT game={game_id} seed={seed} players={config.players} winner={winner} scores={scores}")
    pygame.quit()
    return 0
