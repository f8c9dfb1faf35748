"""Sound effects that fall back to silence when there is no sound device."""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from .assets import MissingAsset, asset_path

log = logging.getLogger(__name__)


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


class Audio:
    """Plays named effects from assets/sounds/; silent (never crashing) without a mixer."""

    def __init__(self) -> None:
        self.volume = 1.0
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        try:
            with c_stderr_to_log():
                pygame.mixer.init(22050, -16, 1, 512)
            self.enabled = True
        except pygame.error as exc:
            log.info("no sound device, playing silently: %s", exc)
            self.enabled = False

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path(f"sounds/{name}.wav")))
            except (MissingAsset, pygame.error) as exc:
                log.warning("sound %s unavailable: %s", name, exc)
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
