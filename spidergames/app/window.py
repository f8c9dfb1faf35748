"""The app's one window: opened as large as the desktop has room for (or full screen), showing the canvas.

Everything is drawn on one logical 1280x720 canvas; SDL's SCALED mode stretches it to the window or the
screen keeping its shape (letterbox), so it looks right on a laptop and on a projector. The first window
is the largest of that shape the desktop has room for (`window_size`), and it may be made smaller than
the canvas. Only pygame and the paths are imported here: at a start, the kept picture of the menu is
shown in this window before the rest of the app loads (`scenes/menu_picture.py`), and the app takes
the window over.
"""

from __future__ import annotations

import logging
import os
import warnings

import pygame

from .. import __version__
from .paths import assets_dir
from .ui.theme import LOGICAL_SIZE

log = logging.getLogger(__name__)

CHROME = (16, 96)  # px a window needs around it: borders, its title bar, the taskbar or dock
SMALLEST_WINDOW = (320, 180)  # SCALED would forbid anything under the canvas size


def window_size(desktop: tuple[int, int], canvas: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """The largest window of the canvas's shape that fits a desktop of this size, title bar and
    taskbar included (never smaller than `SMALLEST_WINDOW`).

    >>> window_size((1024, 768)), window_size((1920, 1080))
    ((1008, 567), (1749, 984))
    """
    room_w, room_h = desktop[0] - CHROME[0], desktop[1] - CHROME[1]
    limited_by_width = room_w * canvas[1] <= room_h * canvas[0]
    width = room_w if limited_by_width else room_h * canvas[0] // canvas[1]
    width = max(SMALLEST_WINDOW[0], width)
    return (width, round(width * canvas[1] / canvas[0]))


def prepare_sdl() -> None:
    """SDL hints that must be set before pygame.init(): smooth scaling, HiDPI, window class."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = "spidergames"  # pygame sets it from argv[0] on import


def open_screen(fullscreen: bool) -> pygame.Surface:
    """Open the app's window, full screen or fitted to the desktop; its canvas."""
    flags = pygame.SCALED | pygame.RESIZABLE  # full screen comes after, the way F11 does it: opened
    # straight into SDL's full screen, the window stays canvas-sized without a window manager
    pygame.display.set_caption(f"spidergames {__version__}")
    try:
        pygame.display.set_icon(pygame.image.load(str(assets_dir() / "icon.png")))
    except (OSError, pygame.error) as exc:
        log.warning("no window icon: %s", exc)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "no fast renderer" where there is no GPU
            canvas = pygame.display.set_mode(LOGICAL_SIZE, flags, vsync=1)
    except pygame.error:
        canvas = pygame.display.set_mode(LOGICAL_SIZE, flags)
    shown_in = window()
    shown_in.minimum_size = SMALLEST_WINDOW
    if fullscreen:
        fill_screen(shown_in)
    else:
        fit(shown_in)
    return canvas


def window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pygame-ce deprecates its surface, not the window
        return pygame.Window.from_display_module()


def desktop() -> tuple[int, int]:
    """The size of the (first) screen."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else LOGICAL_SIZE


def fit(shown_in: pygame.Window) -> None:
    """The largest window of the canvas's shape that fits the desktop, in its middle."""
    room = desktop()
    shown_in.size = window_size(room)
    shown_in.position = ((room[0] - shown_in.size[0]) // 2, (room[1] - shown_in.size[1]) // 2)


def fill_screen(shown_in: pygame.Window) -> None:
    """Full screen. The window is first made to cover the whole screen by hand: without a window
    manager nothing else would move or resize it (SDL alone would then draw off-centre); then
    SDL's full screen keeps it above any taskbar. SCALED letterboxes the canvas in it."""
    room = desktop()
    shown_in.borderless = True
    shown_in.position = (0, 0)
    shown_in.size = room
    try:
        shown_in.set_fullscreen(desktop=True)
    except pygame.error as exc:
        log.warning("full screen refused, the window covers the screen instead: %s", exc)
