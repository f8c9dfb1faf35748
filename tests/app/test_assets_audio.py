"""Assets name the file they could not find; sound never crashes the app without a sound card."""

from __future__ import annotations

import pygame
import pytest

from spidergames.app import assets
from spidergames.app.audio import Audio


def test_missing_asset_names_the_file() -> None:
    with pytest.raises(assets.MissingAsset, match="no-such-picture.png"):
        assets.asset_path("ui/no-such-picture.png")


def test_wrong_capitals_are_refused_even_where_the_disk_ignores_case() -> None:
    with pytest.raises(assets.MissingAsset):
        assets.asset_path("UI/Play.png")


def test_images_are_cached(app) -> None:
    assert assets.image("ui/play.png") is assets.image("ui/play.png")


def test_sound_falls_back_to_silence_without_a_device(monkeypatch) -> None:
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio()
    assert not audio.enabled
    audio.play("click")  # nothing happens, nothing breaks


def test_a_missing_sound_is_skipped(app) -> None:
    app.audio.play("no-such-sound")
    app.audio.play("click")
