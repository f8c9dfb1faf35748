"""Assets name the file they could not find; sound never crashes the app without a sound card."""

from __future__ import annotations

import pygame
import pytest

from spidergames.app import assets
from spidergames.app.audio import Audio, Sounds


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


def test_sounds_are_kept_least_recently_used_first_out_and_a_broken_one_is_none(caplog) -> None:
    loads: list[str] = []

    def load(name: str) -> pygame.mixer.Sound:
        loads.append(name)
        if name == "broken":
            raise pygame.error("cannot decode")
        return pygame.mixer.Sound(buffer=bytes(64))

    sounds: Sounds[str] = Sounds(load, size=2)
    pygame.mixer.init(22050, -16, 1, 512)
    try:
        a = sounds.get("a")
        assert a is not None and sounds.get("a") is a  # loaded once
        sounds.get("b")
        sounds.get("a")  # a is used again: b is now the oldest
        sounds.get("c")  # over the bound: b goes
        assert len(sounds) == 2 and sounds.get("a") is a and loads == ["a", "b", "c"]
        assert sounds.get("broken") is None and sounds.get("broken") is None
        assert loads.count("broken") == 1 and sum("broken" in r.getMessage() for r in caplog.records) == 1
        sounds.get("b")
        assert loads[-1] == "b"  # forgotten, so loaded again
    finally:
        pygame.mixer.quit()
