"""Sound effects that fall back to silence when there is no sound device."""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

import pygame

from .assets import asset_path

log = logging.getLogger(__name__)

MIXER = (22050, -16, 1, 512)
"""The sound device: 22 kHz mono, 16 bit, a short buffer. Every effect is made at that rate, and
each loaded sound is kept in the device's format: at CD quality (pygame's default) every effect
and every voice clip would hold four times the memory, for nothing a child could hear."""


@contextmanager
def c_stderr_to_log() -> Iterator[None]:
    """Send what C libraries print on stderr meanwhile to the log instead of the terminal.

    Without a sound card SDL's ALSA and PulseAudio back ends print a dozen lines each time SDL
    tries them (at `pygame.init()` and `pygame.mixer.init()`); a family sees no terminal, but a
    teacher starting the app from one, and every CI log, did. Nothing is lost: it goes to the log.
    """
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all (a windowed build on Windows)
        yield
        return
    with tempfile.TemporaryFile() as sink:
        if sys.stderr is not None:
            sys.stderr.flush()
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            noise = sink.read().decode("utf-8", "replace").strip()
            if noise:
                log.info("sound start-up said:\n%s", noise)


K = TypeVar("K", bound=Hashable)


class Sounds(Generic[K]):
    """Sounds loaded on first use and kept while they are used: at most `size` (the least recently
    asked for go first), so a long session does not hold every clip it ever played. One that cannot
    be loaded is None, warned about once and not tried again while it is remembered."""

    def __init__(self, load: Callable[[K], pygame.mixer.Sound], size: int = 64) -> None:
        self.load = load
        self.size = size
        self._sounds: OrderedDict[K, pygame.mixer.Sound | None] = OrderedDict()

    def __len__(self) -> int:
        return len(self._sounds)

    def clear(self) -> None:
        """Let go of every sound kept (each is loaded again when next asked for)."""
        self._sounds.clear()

    def get(self, key: K) -> pygame.mixer.Sound | None:
        if key in self._sounds:
            self._sounds.move_to_end(key)
            return self._sounds[key]
        try:
            sound: pygame.mixer.Sound | None = self.load(key)
        except (pygame.error, OSError) as exc:  # OSError: a MissingAsset too
            log.warning("sound %s unavailable: %s", key, exc)
            sound = None
        self._sounds[key] = sound
        if len(self._sounds) > self.size:
            self._sounds.popitem(last=False)
        return sound


class Audio:
    """Plays named effects from assets/sounds/; silent (never crashing) without a mixer.

    The sound device is opened by `start`: the app calls it just after its first frame, so the
    window does not wait for the device; the first sound played starts it too if that comes sooner.
    """

    def __init__(self) -> None:
        self.volume = 1.0
        self._sounds: Sounds[str] = Sounds(lambda name: pygame.mixer.Sound(str(asset_path(f"sounds/{name}.wav"))))
        self._enabled: bool | None = None  # None: not started yet

    @property
    def enabled(self) -> bool:
        return self.start()

    def start(self) -> bool:
        """Open the sound device once (main thread only); False if there is none."""
        if self._enabled is None:
            try:
                with c_stderr_to_log():  # no ALSA noise on the terminal when there is no sound card
                    pygame.init()  # what the app's display and fonts did not start: the mixer above all
                    pygame.mixer.init(*MIXER)  # only if pygame.init() found no mixer
                self._enabled = True
            except pygame.error as exc:
                log.info("no sound device, playing silently: %s", exc)
                self._enabled = False
        return self._enabled

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
