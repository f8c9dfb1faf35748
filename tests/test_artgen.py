"""The committed shared assets exist with the promised sizes and match their generators."""

from __future__ import annotations

import json
import struct
import wave
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from spidergames.app.paths import assets_dir
from spidergames.artgen import (
    icon,
    menu_art,
    palette,
    portraits,
    sounds,
    tokens,
    ui_icons,
)

ASSETS = assets_dir()


def expected_images() -> dict[Path, tuple[int, int]]:
    files: dict[Path, tuple[int, int]] = {ASSETS / "icon.png": (256, 256), ASSETS / "icon.bmp": (128, 128)}
    files |= {ASSETS / "portraits" / f"{c}.png": (256, 256) for c in portraits.CHARACTERS}
    files |= {ASSETS / "tokens" / f"{c}.png": (128, 128) for c in palette.PLAYERS}
    files |= {ASSETS / "menu" / f"{g}.bmp": menu_art.TILE_SHOWN for g in menu_art.TILES}
    files[ASSETS / "menu" / "title.bmp"] = menu_art.TITLE_SHOWN
    files[ASSETS / "menu" / "background.bmp"] = (1280, 720)
    files[ASSETS / "splash.png"] = menu_art.SPLASH_SHOWN
    files |= {ASSETS / "ui" / f"{name}.png": (96, 96) for name in ui_icons.ICONS}
    return files


@pytest.fixture(scope="module")
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.quit()


def test_character_and_colour_ids() -> None:
    assert len(portraits.CHARACTERS) == 28 and not set(portraits.CHARACTERS) & set(portraits.CARD_FACES)
    assert {"spider-man", "the-thing", "doctor-doom", "miles-morales", "iron-spider"} <= set(portraits.CHARACTERS)
    assert set(palette.PLAYERS) == {"red", "blue", "green", "yellow"}
    assert set(menu_art.TILES) == {"yahtzee", "labyrinth", "webrace", "somethingwild"}


@pytest.mark.parametrize("path", sorted(expected_images()), ids=lambda p: p.name)
def test_image_exists_with_size_and_alpha(display: None, path: Path) -> None:
    image = pygame.image.load(str(path))
    assert image.get_size() == expected_images()[path]
    if path.name not in ("background.bmp", "splash.png"):  # opaque pictures
        assert image.get_flags() & pygame.SRCALPHA, "needs an alpha channel"


def test_palette_json() -> None:
    data = json.loads((ASSETS / "palette.json").read_text(encoding="utf-8"))
    shapes = set()
    for colour in palette.PLAYERS:
        entry = data[colour]
        assert len(entry["rgb"]) == 3 and all(0 <= v <= 255 for v in entry["rgb"])
        shapes.add(entry["shape"])
    assert len(shapes) == 4, "each colour needs its own shape"
    assert {"background", "panel", "accent", "text", "focus"} <= set(data["ui"])


def test_font_and_licence() -> None:
    for face in ("Andika-Regular.ttf", "Andika-Bold.ttf"):
        assert (ASSETS / "fonts" / face).stat().st_size > 100_000
    assert "SIL Open Font License" in (ASSETS / "fonts" / "OFL.txt").read_text(encoding="utf-8")


def test_sounds_format_and_budget() -> None:
    total = 0
    for name in sounds.SOUNDS:
        path = ASSETS / "sounds" / f"{name}.wav"
        with wave.open(str(path)) as w:
            assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (22050, 2, 1)
            assert 0 < w.getnframes() / 22050 <= 1.5
        total += path.stat().st_size
    assert total < 1_500_000


def test_ico_and_icns_index_embedded_pngs() -> None:
    ico = (ASSETS / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(icon.ICO_SIZES))
    for i in range(count):
        size, offset = struct.unpack_from("<II", ico, 6 + 16 * i + 8)
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + size <= len(ico)
    icns = (ASSETS / "icon.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)


def _same_pixels(a: pygame.Surface, b: pygame.Surface, tolerance: int = 2) -> bool:
    """Equal within a small per-channel tolerance (smoothscale may use other SIMD paths elsewhere)."""
    if a.get_size() != b.get_size():
        return False
    ba = pygame.image.tobytes(a, "RGBA")
    bb = pygame.image.tobytes(b, "RGBA")
    return max(abs(x - y) for x, y in zip(ba, bb, strict=True)) <= tolerance


def test_token_regenerates_identically(display: None, tmp_path: Path) -> None:
    tokens.generate(tmp_path)
    for colour in palette.PLAYERS:
        fresh = pygame.image.load(str(tmp_path / "tokens" / f"{colour}.png"))
        committed = pygame.image.load(str(ASSETS / "tokens" / f"{colour}.png"))
        assert _same_pixels(fresh, committed), f"assets/tokens/{colour}.png is stale: rerun artgen"


def test_portrait_and_sound_regenerate_identically(display: None, tmp_path: Path) -> None:
    fresh = portraits.draw_portrait("spider-man")
    assert _same_pixels(fresh, pygame.image.load(str(ASSETS / "portraits" / "spider-man.png")))
    sounds.write_wav(sounds.click(), tmp_path / "click.wav")
    assert (tmp_path / "click.wav").read_bytes() == (ASSETS / "sounds" / "click.wav").read_bytes()


def test_voice_archives_are_stored_and_written_the_same_way_every_run() -> None:
    """Each language's clips are stored zips, the app's and each game's (read in place, never unpacked),
    that the generator would write byte for byte again from the same clips: rerunning it rewrites nothing."""
    from spidergames.artgen import voice

    for language in voice.languages():
        for _, path, _ in voice.archives(language):
            with zipfile.ZipFile(path) as archive:
                infos = archive.infolist()
                members = {info.filename: archive.read(info) for info in infos}
            assert infos and all(info.compress_type == zipfile.ZIP_STORED for info in infos)
            assert voice.archive(members) == path.read_bytes(), f"{path}: rerun python -m spidergames.artgen.voice"
    assert voice.archive({"b.opus": b"2", "a.opus": b"1"}) == voice.archive({"a.opus": b"1", "b.opus": b"2"})
    assert not (ASSETS / "voice" / "en").exists()  # no loose clips beside the archives
