"""Sound effects that fall back to silence when there is no sound device."""

from __future__ import annotations

import logging

import pygame

from .assets import MissingAsset, asset_path

log = logging.getLogger(__name__)


class Audio:
    """Plays named effects from assets/sounds/; silent (never crashing) without a mixer."""

    def __init__(self) -> None:
        self.volume = 1.0
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        try:
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
