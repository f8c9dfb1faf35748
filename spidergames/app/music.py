"""Music: a quiet theme under the menu and each game, and a short tune when someone wins.

The tunes are `assets/music/<name>.opus` (made by `spidergames.artgen.music`): "menu", each game's
id, and "win". A scene names the tune it wants (`Scene.music`); the top-most scene that names one is
heard, so a pause card or the Settings keep the tune under them going, and a game installed without
a theme of its own is simply quiet. A theme loops (the file is made to join without a click); the win
tune plays once.

The music is streamed by `pygame.mixer.music`, apart from the effects' and the voice's channels. Its
volume is the grown-ups' choice (Settings > Music: Off, Quiet, the default, or Loud; Settings > Sound
Off silences it too), softer or off in the classroom demo (the teacher's choice there), and it ducks
while a prompt is spoken: the voice says how long each prompt lasts (`voice`, from the speech
thread), and the music comes back a moment after it ends. All of it moves with `clock`, so a test
can drive it with a fake one. Nothing here knows anything of a game's state: what plays depends on
the screen shown, never on a hidden card.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from .assets import MissingAsset, asset_path

if TYPE_CHECKING:
    from .settings import Settings

log = logging.getLogger(__name__)

QUIET, LOUD = 0.35, 0.7
"""The music's volume at Settings > Music > Quiet (the default) and Loud: the files are made 7 dB
under the voice clips, so even Loud music sits under a Quiet voice (tests/app/test_music.py)."""
DEMO_SOFTLY = 0.5  # the classroom demo's music, when the teacher keeps it: half the family's volume
DUCKED = 0.3  # the music's share of its volume while a prompt is spoken (-10 dB)
DUCK_SECONDS = 0.15  # going down under a prompt...
BACK_SECONDS = 0.8  # ...and coming back up after it
HOLD_SECONDS = 0.3  # a pause after a prompt before the music comes back (the next often follows)
FADE_OUT_SECONDS = 0.6  # a tune giving way to another
MIXER_STEPS = 128
"""SDL_mixer keeps the music's volume in 128 steps: the mixer is told only when a fade or a duck
reaches the next one (telling it costs about 60 µs, and a smaller change is not heard)."""
FADE_IN_SECONDS = 1.5  # a theme starting (the win tune starts at once)


@dataclass(frozen=True)
class Tune:
    """A tune a scene asks for: `name` is its file; `demo` plays it the classroom demo's way."""

    name: str
    loops: bool = True
    demo: bool = False


WIN = Tune("win", loops=False)


class Shows(Protocol):
    """A scene, as far as the music cares."""

    @property
    def music(self) -> Tune | None: ...


def wanted(scenes: Sequence[Shows]) -> Tune | None:
    """The tune of the top-most scene that names one (None: no scene does; what plays goes on)."""
    return next((scene.music for scene in reversed(scenes) if scene.music is not None), None)


def approach(value: float, target: float, step: float) -> float:
    """`value` moved towards `target` by at most `step`."""
    return min(target, value + step) if value < target else max(target, value - step)


class Music:
    """Plays the tune the scenes ask for at the volume the settings and the voice allow."""

    def __init__(self, settings: Settings, clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self.clock = clock
        self.tune: Tune | None = None  # the tune asked for
        self.playing: Tune | None = None  # the tune loaded in the mixer (it may have ended: a win tune)
        self.fade = 0.0  # the playing tune's share of its volume while it fades in or out
        self.duck = 1.0  # its share under the voice
        self.volume = 0.0  # what the mixer was last told
        self._voice_until = -math.inf  # clock time when the prompt being spoken ends
        self._ducking = False  # (for the log: it says when the music ducks and comes back)
        self._last = clock()
        self._unplayable: set[str] = set()  # tunes that could not be loaded (logged once each)

    def voice(self, seconds: float) -> None:
        """The voice started saying a prompt `seconds` long (0: it stopped). Thread-safe: the speech
        worker calls it, and it only sets one number."""
        self._voice_until = self.clock() + seconds

    @property
    def speaking(self) -> bool:
        return self.clock() < self._voice_until + HOLD_SECONDS

    def level(self, tune: Tune | None) -> float:
        """`tune`'s volume from the settings alone (0: not to be heard)."""
        s = self.settings
        if tune is None or s.muted or s.music_volume <= 0:
            return 0.0
        if tune.demo:
            return s.music_volume * DEMO_SOFTLY if s.demo_music else 0.0
        return s.music_volume

    def update(self, scenes: Sequence[Shows]) -> None:
        """Follow the scenes and the voice; called every frame (and while the app sleeps)."""
        now = self.clock()
        dt, self._last = max(0.0, now - self._last), now
        self.tune = wanted(scenes) or self.tune
        if not pygame.mixer.get_init():
            return  # no sound device (yet): the tune starts once there is one
        if self.playing is not None and (self.playing != self.tune or self.level(self.tune) <= 0):
            self.fade = approach(self.fade, 0.0, dt / FADE_OUT_SECONDS)  # giving way (or turned off)
            if self.fade <= 0:
                pygame.mixer.music.stop()
                self.playing = None
        elif self.playing is not None:
            self.fade = approach(self.fade, 1.0, dt / FADE_IN_SECONDS)
        if self.playing is None and self.tune is not None and self.level(self.tune) > 0:
            self._start(self.tune)
        speaking = self.speaking
        if speaking != self._ducking:
            log.debug("music %s", "ducks under a prompt" if speaking else "comes back after a prompt")
            self._ducking = speaking
        self.duck = approach(self.duck, DUCKED if speaking else 1.0,
                             dt * (1 - DUCKED) / (DUCK_SECONDS if speaking else BACK_SECONDS))
        volume = round(self.level(self.playing) * self.fade * self.duck * MIXER_STEPS) / MIXER_STEPS
        if volume != self.volume:
            pygame.mixer.music.set_volume(volume)
            self.volume = volume

    def _start(self, tune: Tune) -> None:
        if tune.name in self._unplayable:
            return
        try:
            pygame.mixer.music.load(str(asset_path(f"music/{tune.name}.opus")))
            pygame.mixer.music.set_volume(0.0 if tune.loops else self.level(tune))
            pygame.mixer.music.play(loops=-1 if tune.loops else 0)
        except (MissingAsset, pygame.error, OSError) as exc:
            log.info("music %s unavailable, playing none: %s", tune.name, exc)
            self._unplayable.add(tune.name)
            return
        log.info("music: %s", tune.name)
        self.playing = tune
        self.fade = 0.0 if tune.loops else 1.0
        self.volume = -1.0  # set again on this update
