"""The main loop and the app-wide services every scene can reach through `app`; the window is
`window.py`'s.
"""

from __future__ import annotations

import logging
import time
import traceback
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from ..core.damaged import AppFileDamaged
from . import assets, canvas, heap, i18n, motion, splash, storage, window
from .audio import MIXER, Audio
from .breaks import BreakClock
from .input import Intent, Kind, translate
from .music import Music
from .pad import EVENTS as PAD_EVENTS
from .pad import Pads, serves
from .page_focus import PageFocus
from .paths import homeless, user_dir
from .profiles import ProfileStore
from .saves import SaveSlot
from .scene import Scene, SceneManager
from .settings import NO_HOME, SettingsStore
from .touch import FINGERS, Touch
from .ui import draw, text
from .window import prepare_sdl

if TYPE_CHECKING:
    from ..net.hosting import Hosting
    from .profiles import Profile
    from .speech import Speech

log = logging.getLogger(__name__)

FPS = 60  # the frame rate while anything moves, where the display does not say its own
IDLE_AFTER = 2.0  # seconds without input (and nothing moving) before the app sleeps
# Asleep, the loop looks at the event queue this often. Not `pygame.event.wait(timeout)`: pygame-ce
# implements it by pumping the queue every millisecond, 2-3% of a core here with nothing happening.
NAP = 0.02


def app_file_damaged(error: BaseException | None) -> AppFileDamaged | None:
    """The damaged app file behind `error`, if any (it may come wrapped, e.g. raised building a scene)."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, AppFileDamaged):
            return error
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return None


class App:
    """Owns the display, settings, sound, the save slot and the scene stack.

    Only what the first menu frame needs comes before it (the display and fonts); the sound device
    and the spoken captions are started just after it (`run`), or at their first use if sooner.
    """

    def __init__(self, *, fullscreen: bool | None = None, screen: pygame.Surface | None = None) -> None:
        """`screen`: the canvas of the window already open (a start showed the menu's kept picture in it
        before the app loaded, `menu_picture.show_kept`); else one is opened."""
        prepare_sdl()
        pygame.mixer.pre_init(*MIXER)  # what `pygame.init()` opens the sound device with (`Audio.start`)
        pygame.display.init()
        pygame.font.init()
        heap.one_heap()  # before any helper thread of the app's (nothing to give back yet)
        assets.forget()
        text.forget()
        draw.forget()
        folder = user_dir()
        storage.clean_temp(folder)  # left by a copy of the app killed while it was saving
        self.store = SettingsStore(folder)
        if homeless():
            log.warning("the computer gives no home folder: progress is kept in %s", folder)
            self.store.warn(NO_HOME, folder=str(folder))
        self.settings = self.store.settings
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        self.saves = SaveSlot(folder)
        self.profiles = ProfileStore(folder, self.store.warn)
        self.screen = screen if screen is not None else window.open_screen(self.settings.fullscreen)
        canvas.use(self.screen.get_size(), screen=window.desktop())
        self.audio = Audio()  # the sound device opens after the first frame (`Audio.start`)
        self.music = Music(self.settings)  # it follows the scenes once the device is open
        self._speech: Speech | None = None
        self.apply_settings()
        self.scenes = SceneManager()
        self.touch = Touch()  # fingers: one owns the board at a time (touch.py)
        self.pads = Pads()  # started after the first frame (`run`), as the sound is
        self.pages = PageFocus(self)  # one switch and spoken focus on every page but the table
        self.clock = pygame.time.Clock()
        self.running = True
        self.autoplay = False  # every wait skipped, animations instant (the --autoplay flag)
        self.since_input = 0.0
        self.breaks = BreakClock()  # play time towards the gentle break reminder (Settings)
        self.last_error: str | None = None  # the error last logged, so a repeating one is logged once
        self.repeats = 0
        self.hosting: Hosting | None = None  # the room server, once a game is hosted (scenes.across)
        self.game_left = False  # a game scene was left: the menu frees its reference cycles when it shows

    # -- window -------------------------------------------------------------------------------------
    @staticmethod
    def window() -> pygame.Window:
        return window.window()

    def toggle_fullscreen(self) -> None:
        shown_in = self.window()
        try:
            if self.settings.fullscreen:
                shown_in.set_windowed()
                shown_in.borderless = False
                window.fit(shown_in)
            else:
                window.fill_screen(shown_in)
        except pygame.error as exc:
            log.warning("fullscreen toggle failed: %s", exc)
            return
        self.settings.fullscreen = not self.settings.fullscreen
        self.store.save()
        self.follow_window()

    def follow_window(self) -> None:
        """The window changed shape: a canvas of its shape class (`canvas.py`), the scenes laid out again."""
        try:
            made = window.remake(self.settings.fullscreen)
        except pygame.error as exc:
            log.warning("could not make the canvas again: %s", exc)
            return
        if made is not None:
            self.screen = made
            self.scenes.relayout()

    def apply_settings(self) -> None:
        """Push the settings into the services that use them (after any change)."""
        self.audio.volume = self.settings.effective_volume
        text.set_large_text(self.settings.large_text)
        motion.set_calm(self.settings.calm)
        i18n.install(self.settings.spoken_language)

    def save_settings(self) -> None:
        self.apply_settings()
        self.store.save()

    def bring_child(self, child: Profile) -> None:
        """The child's language, text size and voice, for their game and after (not written to Settings):
        a grown-up sets them on the child's page in the corner."""
        self.settings.language = child.language or self.settings.language
        self.settings.large_text, self.settings.voice = child.large_text, child.voice
        self.apply_settings()

    def delete_profile(self, profile_id: str) -> bool:
        """Delete a child's profile and every trace of them the app keeps (their remembered seats, their
        seat in the saved game)."""
        self.store.forget_profile(profile_id)
        self.saves.forget_profile(profile_id)
        return self.profiles.delete(profile_id)

    # -- sound --------------------------------------------------------------------------------------
    @property
    def speech(self) -> Speech:
        """Spoken captions; they read the voice settings themselves."""
        return self.start_sound()

    def start_sound(self) -> Speech:
        """Open the sound device and make the spoken captions, once, on the main thread (the speech
        worker only plays on the device): `run` does it just after the first frame, which needs
        neither; a scene saying something sooner (a demo's first note) starts them then."""
        if self._speech is None:
            from .speech import MixerEngine, Speech

            self.audio.start()
            self._speech = Speech(self.settings, MixerEngine(listener=self.music.voice))  # the music ducks under it
        return self._speech

    def forget_clips(self) -> None:
        """A game was left: the voice lets go of the clips it said (a voice never started has none)."""
        if self._speech is not None:
            self._speech.forget()

    def sound(self, name: str) -> None:
        if not self.autoplay:
            self.audio.play(name)

    # -- loop ---------------------------------------------------------------------------------------
    def wants_text(self) -> bool:
        return bool(getattr(self.scenes.top, "wants_text", False))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in PAD_EVENTS:
            for from_pad in self.pads.handle(event):
                self.dispatch(from_pad)
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.follow_window()
            return
        if event.type in FINGERS:
            intent = self.touch.feed(event, canvas.whole(), hold=getattr(self.scenes.top, "hears_release", False))
        else:
            intent = translate(event, canvas.whole(), typing=self.wants_text(), switch=self.pages.scan.on)
        if intent is not None:
            self.dispatch(intent)

    def pad_may(self, intent: Intent) -> bool:
        """Whether the pad an intent comes from may act now: on a game table with two pads or more, only
        the pad of the child whose turn it is (`pad.serves`); keys, mouse and touch always may."""
        if intent.pad is None:
            return True
        from .table.game_scene import GameScene

        game = next((s for s in reversed(self.scenes.stack) if isinstance(s, GameScene)), None)
        return game is None or serves(*intent.pad, game.pad_person())

    def dispatch(self, intent: Intent) -> None:
        """Carry out one intent (from an event, a held pad direction repeating, or a resting finger)."""
        if not self.pad_may(intent):
            return  # another child's pad: nothing happens, nothing shows
        self.since_input = 0.0
        if intent.kind == Kind.RELEASE and not getattr(self.scenes.top, "hears_release", False):
            return  # a let-go means nothing to a scene that does not hold
        if intent.pos is not None and canvas.offset():
            intent = replace(intent, pos=canvas.to_content(intent.pos))  # the window's point on the scenes
        if intent.kind == Kind.FULLSCREEN:
            self.toggle_fullscreen()
        elif intent.kind == Kind.SAY_AGAIN:
            self.speech.again()
        elif intent.kind == Kind.QUIT:
            self.running = False  # the game in progress is already saved after every action
        elif not self.pages.takes(intent):
            self.scenes.handle(intent)

    def frame(self, dt: float) -> None:
        """One frame: input, update, draw (also used by tests and autoplay with a fixed dt)."""
        for event in pygame.event.get():
            self.handle_event(event)
        for held in self.pads.poll():
            self.dispatch(held)
        rested = self.touch.tick(dt)  # a finger resting long enough: the long press
        if rested is not None:
            self.dispatch(rested)
        self.scenes.update(dt)
        self.pages.follow(self.scenes.top, dt)
        self.scenes.draw(self.screen, self.pages.draw)
        if not self.autoplay:
            self.music.update(self.scenes.stack)
        if not self.scenes.stack:
            self.running = False

    def run(self, first: Scene, *, max_frames: int | None = None) -> None:
        """The interactive main loop; an unexpected error shows a friendly screen, never vanishes.

        While something moves, or for `IDLE_AFTER` seconds after any input, it draws and presents at
        the display's rate. Then it sleeps: it neither draws nor presents, and naps between looks at
        the event queue until something arrives (input, a timer, a window exposed, resized or
        focused), which it handles in a frame drawn at once. A robot deciding on its helper thread keeps its game
        scene `animating` (the thinking bubble turns), so the loop is awake to collect the choice.

        `max_frames` stops after that many frames (the start-up benchmark uses 1) and leaves
        pygame running, so the benchmark's clock stops at the frame, not at shutdown.
        """
        self.scenes.push(first)
        pygame.key.start_text_input()
        rate = self.frame_rate()
        frames, dt = 0, 0.0
        self.clock.tick()
        while self.running and (max_frames is None or frames < max_frames):
            woke: list[pygame.event.Event] = []
            if frames and self.asleep():
                event = pygame.event.poll()
                if event.type == pygame.NOEVENT:
                    self.music.update(self.scenes.stack)  # it comes back up after a prompt, asleep or not
                    time.sleep(NAP)
                    continue
                woke, dt = [event], 0.0  # the time asleep moved nothing
                self.clock.tick()
            frames += 1
            try:
                for event in woke:
                    self.handle_event(event)
                self.frame(dt)
            except Exception as exc:  # noqa: BLE001 - last line of defence: report, keep the save
                self.report_error(traceback.format_exc(), exc)
            pygame.display.flip()
            if frames == 1:
                splash.close()  # the one-file build's start-up picture gives way to the window
            if max_frames is not None and frames >= max_frames:
                break  # the first frame is on screen: no waiting for the next one
            if frames == 1:
                self.start_sound()  # now the window shows
                self.pads.start()  # the pads plugged in are reported added from the next frame
            dt = min(self.clock.tick(rate) / 1000.0, 0.1)  # wait between frames, not before
            self.since_input += dt
        if max_frames is None:
            from .table.decision import settle

            if self._speech is not None:
                self._speech.close()
            if self.hosting is not None:
                self.hosting.stop()  # the other computers take their seats back when the host comes again
            settle()  # a game scene still being built (the family quit during the fade) uses pygame
            pygame.quit()

    def asleep(self) -> bool:
        """Nobody has touched the app for a while and nothing moves in a running scene: draw nothing.

        A scene paused below an overlay (the pause menu over a game) does not count: it is not updated.
        """
        if self.since_input < IDLE_AFTER or self.pages.lit:
            return False
        for scene in reversed(self.scenes.stack):  # the scenes `SceneManager.update` runs
            if scene.animating:
                return False
            if scene.pauses_below:
                break
        return True

    def report_error(self, details: str, error: BaseException | None = None) -> None:
        """Log an unexpected error (once, however often it repeats) and show the error screen.

        An error during play puts that game's save aside, so Continue cannot walk into it again;
        one of the app's own files damaged (`AppFileDamaged`: a map, a tileset, the palette) keeps
        the save, and the screen says the app needs installing again: the save is not what is wrong.
        An error in the error screen itself leaves that screen up (it draws without any asset).
        """
        from .scenes.error import ErrorScene
        from .table.game_scene import GameScene

        if details == self.last_error:
            self.repeats += 1
        else:
            if self.repeats:
                log.error("(the previous error repeated %d more times)", self.repeats)
            log.error("unexpected error:\n%s", details)
            self.last_error, self.repeats = details, 0
        if isinstance(self.scenes.top, ErrorScene):
            return
        damaged = app_file_damaged(error)
        in_game = damaged is None and any(isinstance(scene, GameScene) for scene in self.scenes.stack)
        if in_game:
            self.saves.set_aside_after_error()
        try:
            self.scenes.reset(ErrorScene(self, details, game_set_aside=in_game, damaged=damaged))
        except Exception:  # noqa: BLE001 - a scene's exit() failed too: drop the stack by force
            log.exception("could not leave the broken scene")
            self.scenes.stack = [ErrorScene(self, details, game_set_aside=in_game, damaged=damaged)]

    def frame_rate(self) -> int:
        """Frames a second while awake: the display's own refresh rate where it says, else `FPS`."""
        try:
            return pygame.display.get_current_refresh_rate() or FPS
        except pygame.error:
            return FPS
