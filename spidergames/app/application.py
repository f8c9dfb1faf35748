"""The window, the main loop and the app-wide services every scene can reach through `app`.

Everything is drawn on one logical 1280x720 canvas; SDL's SCALED mode stretches it to the window
or the screen keeping its shape (letterbox), so it looks right on a laptop and on a projector.
"""

from __future__ import annotations

import logging
import os
import traceback
import warnings

import pygame

from .. import __version__
from . import assets, i18n, storage
from .audio import Audio, c_stderr_to_log
from .input import Kind, translate
from .paths import user_dir
from .saves import SaveSlot
from .scene import Scene, SceneManager
from .settings import SettingsStore
from .ui import draw, text
from .ui.theme import LOGICAL_SIZE

log = logging.getLogger(__name__)

FPS = 60
IDLE_FPS = 24  # nothing moving and nobody touching: spare the laptop's battery and fan
IDLE_AFTER = 2.0  # seconds without input before the frame rate drops


def prepare_sdl() -> None:
    """SDL hints that must be set before pygame.init(): smooth scaling, HiDPI, window class."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "1")
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ["SDL_VIDEO_X11_WMCLASS"] = "spidergames"  # pygame sets it from argv[0] on import


class App:
    """Owns the display, settings, sound, the save slot and the scene stack."""

    def __init__(self, *, fullscreen: bool | None = None) -> None:
        prepare_sdl()
        with c_stderr_to_log():  # no ALSA noise on the terminal when there is no sound card
            pygame.init()
        assets.forget()
        text.forget()
        draw.forget()
        folder = user_dir()
        storage.clean_temp(folder)  # left by a copy of the app killed while it was saving
        self.store = SettingsStore(folder)
        self.settings = self.store.settings
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.saves = SaveSlot(folder)
        self.screen = self._open_window()
        self.audio = Audio()
        self.apply_settings()
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self.autoplay = False  # every wait skipped, animations instant (the --autoplay flag)
        self.since_input = 0.0
        self.last_error: str | None = None  # the error last logged, so a repeating one is logged once
        self.repeats = 0

    # -- window -------------------------------------------------------------------------------------
    def _open_window(self) -> pygame.Surface:
        flags = pygame.SCALED | pygame.RESIZABLE
        if self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
        pygame.display.set_caption(f"spidergames {__version__}")
        try:
            pygame.display.set_icon(pygame.image.load(str(assets.asset_path("icon.png"))))
        except (assets.MissingAsset, pygame.error) as exc:
            log.warning("no window icon: %s", exc)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # "no fast renderer" where there is no GPU
                return pygame.display.set_mode(LOGICAL_SIZE, flags, vsync=1)
        except pygame.error:
            return pygame.display.set_mode(LOGICAL_SIZE, flags)

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as exc:
            log.warning("fullscreen toggle failed: %s", exc)
            return
        self.settings.fullscreen = not self.settings.fullscreen
        self.store.save()

    def apply_settings(self) -> None:
        """Push the settings into the services that use them (after any change)."""
        self.audio.volume = self.settings.effective_volume
        text.set_large_text(self.settings.large_text)
        i18n.install(self.settings.spoken_language)

    def save_settings(self) -> None:
        self.apply_settings()
        self.store.save()

    # -- sound --------------------------------------------------------------------------------------
    def sound(self, name: str) -> None:
        if not self.autoplay:
            self.audio.play(name)

    # -- loop ---------------------------------------------------------------------------------------
    def wants_text(self) -> bool:
        return bool(getattr(self.scenes.top, "wants_text", False))

    def handle_event(self, event: pygame.event.Event) -> None:
        intent = translate(event, LOGICAL_SIZE, typing=self.wants_text())
        if intent is None:
            return
        self.since_input = 0.0
        if intent.kind == Kind.FULLSCREEN:
            self.toggle_fullscreen()
        elif intent.kind == Kind.QUIT:
            self.running = False  # the game in progress is already saved after every action
        else:
            self.scenes.handle(intent)

    def frame(self, dt: float) -> None:
        """One frame: input, update, draw (also used by tests and autoplay with a fixed dt)."""
        for event in pygame.event.get():
            self.handle_event(event)
        self.scenes.update(dt)
        self.scenes.draw(self.screen)
        if not self.scenes.stack:
            self.running = False

    def run(self, first: Scene, *, max_frames: int | None = None) -> None:
        """The interactive main loop; an unexpected error shows a friendly screen, never vanishes.

        `max_frames` stops after that many frames (the start-up benchmark uses 1) and leaves
        pygame running, so the benchmark's clock stops at the frame, not at shutdown.
        """
        self.scenes.push(first)
        pygame.key.start_text_input()
        frames, dt = 0, 0.0
        self.clock.tick()
        while self.running and (max_frames is None or frames < max_frames):
            frames += 1
            try:
                self.frame(dt)
            except Exception:  # noqa: BLE001 - last line of defence: report, keep the save
                self.report_error(traceback.format_exc())
            pygame.display.flip()
            if max_frames is not None and frames >= max_frames:
                break  # the first frame is on screen: no waiting for the next one
            dt = min(self.clock.tick(self.frame_rate()) / 1000.0, 0.1)  # wait between frames, not before
            self.since_input += dt
        if max_frames is None:
            pygame.quit()

    def report_error(self, details: str) -> None:
        """Log an unexpected error (once, however often it repeats) and show the error screen.

        An error during play puts that game's save aside, so Continue cannot walk into it again;
        an error in the error screen itself leaves that screen up (it draws without any asset).
        """
        from .scenes.error import ErrorScene
        from .scenes.game_base import GameScene

        if details == self.last_error:
            self.repeats += 1
        else:
            if self.repeats:
                log.error("(the previous error repeated %d more times)", self.repeats)
            log.error("unexpected error:\n%s", details)
            self.last_error, self.repeats = details, 0
        if isinstance(self.scenes.top, ErrorScene):
            return
        in_game = any(isinstance(scene, GameScene) for scene in self.scenes.stack)
        if in_game:
            self.saves.set_aside_after_error()
        try:
            self.scenes.reset(ErrorScene(self, details, game_set_aside=in_game))
        except Exception:  # noqa: BLE001 - a scene's exit() failed too: drop the stack by force
            log.exception("could not leave the broken scene")
            self.scenes.stack = [ErrorScene(self, details, game_set_aside=in_game)]

    def frame_rate(self) -> int:
        """Full speed while something moves or someone is using the app, slower when all is still."""
        busy = self.since_input < IDLE_AFTER or any(scene.animating for scene in self.scenes.stack)
        return FPS if busy else IDLE_FPS
