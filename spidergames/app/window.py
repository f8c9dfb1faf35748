"""The app's one window: opened as large as the desktop has room for (or full screen), showing the canvas.

Everything is drawn on one logical canvas 720 px high, as wide as the screen's shape asks (`canvas.py`:
1280 for 16:9, 1152 for 16:10, 960 for 4:3); SDL's SCALED mode stretches it to the window or the screen
keeping its shape, so it fills a laptop, a 4:3 projector or a 16:9 television without bars. Full screen,
the canvas takes the desktop's shape; in a window, the window's (`canvas_for`), made again when the
window changes shape (`remake`). The first window is the largest of the canvas's shape the desktop has
room for (`window_size`), and it may be made smaller than the canvas. Only pygame, the canvas and the
paths are imported here: at a start, the kept picture of the menu is shown in this window before the rest
of the app loads (`scenes/menu_picture.py`), and the app takes the window over.
"""

from __future__ import annotations

import os
import warnings

import pygame

from .. import __version__
from . import canvas
from .lazy_log import LazyLog
from .paths import assets_dir
from .ui.theme import LOGICAL_SIZE

log = LazyLog(__name__)  # logging loads at its first record: a start's first frame comes first

CHROME = (16, 96)  # px a window needs around it: borders, its title bar, the taskbar or dock
SMALLEST_WINDOW = (320, 180)  # SCALED would forbid anything under the canvas size


def window_size(desktop: tuple[int, int], shape: tuple[int, int] = LOGICAL_SIZE) -> tuple[int, int]:
    """The largest window of the canvas's shape that fits a desktop of this size, title bar and
    taskbar included (never smaller than `SMALLEST_WINDOW`).

    >>> window_size((1024, 768)), window_size((1920, 1080)), window_size((1024, 768), (960, 720))
    ((1008, 567), (1749, 984), (896, 672))
    """
    room_w, room_h = desktop[0] - CHROME[0], desktop[1] - CHROME[1]
    limited_by_width = room_w * shape[1] <= room_h * shape[0]
    width = room_w if limited_by_width else room_h * shape[0] // shape[1]
    width = max(SMALLEST_WINDOW[0], width)
    return (width, round(width * shape[1] / shape[0]))


SMOOTH_SCALING = {"SDL_HINT_RENDER_SCALE_QUALITY": "1", "SDL_RENDER_SCALE_QUALITY": "1"}
"""SDL's linear filter for the canvas scaled into the window: nearest-pixel scaling leaves letters jagged.
Without a GPU it costs each frame about a millisecond more (the start-up bench's bare window uses it too)."""


def prepare_sdl() -> None:
    """SDL hints that must be set before pygame.init(): smooth scaling, HiDPI, window class."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    for name, value in SMOOTH_SCALING.items():
        os.environ.setdefault(name, value)
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = "spidergames"  # pygame sets it from argv[0] on import


FLAGS = pygame.SCALED | pygame.RESIZABLE  # full screen comes after, the way F11 does it: opened
# straight into SDL's full screen, the window stays canvas-sized without a window manager


def open_screen(fullscreen: bool) -> pygame.Surface:
    """Open the app's window, full screen or fitted to the desktop, with a canvas of the desktop's shape
    (the window is made that shape too); its canvas."""
    pygame.display.set_caption(f"spidergames {__version__}")
    try:
        pygame.display.set_icon(pygame.image.load(str(assets_dir() / "icon.bmp")))  # (artgen/icon.py)
    except (OSError, pygame.error) as exc:
        log.warning("no window icon: %s", exc)
    surface = set_canvas(canvas.size_for(desktop()))
    shown_in = window()
    shown_in.minimum_size = SMALLEST_WINDOW
    if fullscreen:
        fill_screen(shown_in)
    else:
        fit(shown_in)
    return surface


def set_canvas(size: tuple[int, int]) -> pygame.Surface:
    """Make the display's canvas `size` (logical px) and tell `canvas` so, and the screen it is shown on
    (a page's least text follows the screen: `text.page_floor`)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "no fast renderer" where there is no GPU
            surface = pygame.display.set_mode(size, FLAGS, vsync=1)
    except pygame.error:
        surface = pygame.display.set_mode(size, FLAGS)
    canvas.use(surface.get_size(), screen=desktop())
    return surface


def canvas_for(fullscreen: bool) -> tuple[int, int]:
    """The canvas the window asks for now: full screen, the desktop's shape; else the window's."""
    return canvas.size_for(desktop() if fullscreen else window().size)


def remake(fullscreen: bool) -> pygame.Surface | None:
    """The window changed shape (a resize, F11): a new canvas if its shape class changed (None if not).
    The window keeps its size and place; SDL is asked again for the same mode on the new canvas."""
    want = canvas_for(fullscreen)
    if want == canvas.whole():
        return None
    size, position = window().size, window().position  # no window object is held over set_mode (SDL's
    surface = set_canvas(want)  # dummy driver crashes making the window again then)
    shown_in = window()  # SCALED's set_mode makes the window again, canvas-sized and windowed
    shown_in.minimum_size = SMALLEST_WINDOW
    if fullscreen:
        fill_screen(shown_in)
    else:
        shown_in.size, shown_in.position = size, position
    return surface


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
    shown_in.size = window_size(room, canvas.whole())
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
