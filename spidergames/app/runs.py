"""The app as a family uses it: the menu in a window, until they quit."""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass

from . import i18n, lock
from .application import App
from .paths import user_dir
from .scene import Scene

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Demo:
    """A classroom demo to start with (`spidergames --demo GAME`): the menu waits under it."""

    game_id: str
    players: int
    seed: int


def interactive(*, fullscreen: bool | None, first_frame_only: bool = False, demo: Demo | None = None) -> int:
    """Run the app; a second copy on the same user folder only says the game is already open (exit 1)."""
    from .scenes.menu import MenuScene

    try:
        lock.acquire(user_dir())
    except lock.AlreadyOpen as exc:
        log.warning("%s", exc)
        i18n.install(i18n.system_language())  # the other copy owns the settings: leave them alone
        tell(exc.message())
        return 1
    try:
        app = App(fullscreen=fullscreen)
        first: Scene = MenuScene(app)
        if demo is not None:
            from .scenes.demo import DemoScene

            app.scenes.push(first)
            first = DemoScene(app, demo.game_id, players=demo.players, seed=demo.seed)
        app.run(first, max_frames=1 if first_frame_only else None)
    finally:
        lock.release()
    if first_frame_only:
        print("first frame", flush=True)  # the start-up benchmark stops its clock here
    return 0


def tell(message: str) -> None:
    """A message for the family: a message box if there is a screen, else the console (if any)."""
    try:
        import pygame

        pygame.display.message_box("spidergames", message, message_type="info")
    except Exception:  # noqa: BLE001 - no display: the console is all there is
        if sys.stderr is not None:
            print(f"spidergames: {message}", file=sys.stderr)
