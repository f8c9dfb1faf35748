"""The app as a family uses it: the menu in a window, until they quit.

A start shows its first frame before it loads the app: the menu's picture, kept by the last start
(`scenes/menu_picture.py`), when nothing it is made of has changed. So only what that needs is imported
here; the rest (the App, the words, the games) loads once it shows.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

import pygame

from ..core.translatable import N_
from . import lazy_log, lock, splash, window
from .lazy_log import LazyLog
from .paths import user_dir
from .scenes import menu_picture

if TYPE_CHECKING:
    from .scene import Scene
    from .start_modes import Demo, Watch

log = LazyLog(__name__)  # logging loads at its first record: a start's first frame comes first

NO_SCREEN = N_("spidergames found no screen to show its window on: there is no display, and no video driver "
               "that works. Start it from the desktop (on Linux, DISPLAY or WAYLAND_DISPLAY must be set).")
NO_SCREEN_EXIT = 3
"""The exit code when there is no screen (1: already open or a crash, 2: a wrong command line)."""


def interactive(*, fullscreen: bool | None, first_frame_only: bool = False, demo: Demo | None = None,
                watch: Watch | None = None) -> int:
    """Run the app; a second copy on the same user folder only says the game is already open (exit 1).

    `first_frame_only` (the start-up benchmark): stop once the first frame shows, keeping its picture.
    """
    folder = user_dir()
    try:
        lock.acquire(folder)
    except lock.AlreadyOpen as exc:
        from . import i18n

        log.warning("%s", exc)
        i18n.install(i18n.system_language())  # the other copy owns the settings: leave them alone
        tell(exc.message())
        return 1
    try:
        if no_screen():
            from . import i18n

            log.error("no screen: SDL chose its %r driver (DISPLAY=%r, SDL_VIDEODRIVER=%r)",
                      pygame.display.get_driver(), os.environ.get("DISPLAY"), os.environ.get("SDL_VIDEODRIVER"))
            i18n.install(i18n.terminal_language())  # the settings are not read: no window will show them
            if sys.stderr is not None:
                print(f"spidergames: {i18n._(NO_SCREEN)}", file=sys.stderr)
            return NO_SCREEN_EXIT
        files = menu_picture.start_files(folder) if demo is None and watch is None else None
        key = menu_picture.start_key(files, fullscreen) if files is not None else None
        kept = menu_picture.show_kept(files, key) if files is not None and key is not None else None
        if kept is not None and first_frame_only:
            print("first frame", flush=True)  # the start-up benchmark stops its clock here
            return 0
        lazy_log.begin()  # the first frame is up (or none was kept): the log begins before the app loads
        from .application import App
        from .scenes.menu import MenuScene

        app = App(fullscreen=fullscreen, screen=kept)
        menu = MenuScene(app, keep_as=None if kept is not None else key)
        first: Scene = menu
        if demo is not None:
            from .scenes.demo import DemoScene

            app.scenes.push(first)
            first = DemoScene(app, demo.game_id, players=demo.players, seed=demo.seed)
        elif watch is not None:
            from .scenes.join import JoinScene

            app.scenes.push(first)
            first = JoinScene(app, watch=True, address=watch.address, code=watch.code)
        app.run(first, max_frames=1 if first_frame_only else None)
    finally:
        lock.release()
    if first_frame_only:
        print("first frame", flush=True)  # the start-up benchmark stops its clock here
        keeping = menu.keep_picture()  # what the second frame does: the next start shows the picture at once
        if keeping is not None:
            keeping.join()
    return 0


def no_screen() -> bool:
    """True when SDL fell back to its invisible "offscreen" driver by itself (no display, no driver):
    the app would run with no window. The dummy driver, or offscreen asked for by name, is on purpose."""
    window.prepare_sdl()
    pygame.display.init()
    return pygame.display.get_driver() == "offscreen" and "offscreen" not in os.environ.get("SDL_VIDEODRIVER", "")


def tell(message: str) -> None:
    """A message for the family: a message box if there is a screen, else the console (if any). The
    one-file build's start-up picture goes first: the box is all the app will show."""
    splash.close()
    try:
        import pygame

        pygame.display.message_box("spidergames", message, message_type="info")
    except Exception:  # noqa: BLE001 - no display: the console is all there is
        if sys.stderr is not None:
            print(f"spidergames: {message}", file=sys.stderr)
