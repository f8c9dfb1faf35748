"""THIRD-PARTY-NOTICES: every bundled library named with its licence, texts from the distributions."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest

from tools import notices


@pytest.mark.parametrize(("file", "project"), [
    ("pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "SDL2"),
    ("pygame_ce.libs/libSDL2_mixer-2-6719e6f6.0.so.0.800.2", "SDL2_mixer"),
    ("pygame/SDL2_image.dll", "SDL2_image"),
    ("libSDL2-2.0.0.dylib", "SDL2"),
    ("pygame/libfluidsynth-3.dll", "FluidSynth"),
    ("libmpg123-8b3c3c9e.so.0.49.4", "mpg123"),
    ("libopusfile-96d7a9c0.so.0.4.5", "opusfile"),
    ("libopus-ddd6afb9.so.0.11.1", "Opus"),
    ("libpython3.11.so.1.0", "Python"),
    ("python311.dll", "Python"),
    ("libcrypto-3-x64.dll", "OpenSSL"),
    ("libstdc++.so.6", "GNU C++ library and runtime"),
    ("libz.so.1", "zlib"),
    ("zlib1.dll", "zlib"),
    ("VCRUNTIME140.dll", "Microsoft Visual C++ runtime"),
])
def test_libraries_are_recognised_on_every_system(file: str, project: str) -> None:
    lib = notices.library_for(file)
    assert lib is not None and lib.name == project


def test_extension_modules_are_left_to_their_distribution() -> None:
    found, unknown = notices.native_libraries([
        "pygame/base.cpython-311-x86_64-linux-gnu.so", "lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so",
        "pygame\\base.cp311-win_amd64.pyd", "pygame_ce.libs/libSDL2-2-50d19f93.0.so.0.3200.10", "libmystery.so.1"])
    assert [lib.name for lib in found] == ["SDL2"]
    assert unknown == ["libmystery.so.1"]


def test_every_library_in_the_installed_pygame_ce_is_named() -> None:
    dist = metadata.distribution("pygame-ce")
    libraries = [str(f) for f in dist.files or [] if ".so" in f.name or f.suffix in (".dll", ".dylib")]
    found, unknown = notices.native_libraries(libraries)
    assert unknown == []
    assert {"SDL2", "SDL2_mixer"} <= {lib.name for lib in found}


def test_distributions_behind_modules() -> None:
    dists = notices.distributions_for(["pygame.display", "pytmx.pytmx", "pytweening", "json", "spidergames.cli"])
    assert [d.lower() for d in dists] == ["pygame-ce", "pytmx", "pytweening"]


def test_notices_file(tmp_path: Path) -> None:
    out = tmp_path / "THIRD-PARTY-NOTICES.txt"
    unknown = notices.write_notices(out, modules=["pygame", "pytmx", "pytweening", "os"],
                                    binaries=["pygame_ce.libs/libSDL2-2-50.so.0", "pygame_ce.libs/libfluidsynth-2.so.3",
                                              "pygame_ce.libs/libmpg123-8.so.0", "libstrange.so"])
    text = out.read_text(encoding="utf-8")
    assert unknown == ["libstrange.so"]
    assert "spidergames (MIT)" in text and "spidergames contributors" in text
    for heading in ("pygame-ce", "PyTMX", "pytweening", "PyInstaller bootloader", "SDL2 (Zlib)",
                    "FluidSynth (LGPL-2.1-or-later)", "mpg123 (LGPL-2.1-only)", "Andika font (OFL-1.1)",
                    "Spoken prompts (made with eSpeak NG", notices.MUSIC_HEADING):
        assert heading in text, heading
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 2.1" in text  # the LGPL's own text
    assert "Python Software Foundation" in text
    assert "libstrange.so" in text.split("Other bundled libraries")[1]
    with pytest.raises(SystemExit):
        notices.write_notices(out, modules=[], binaries=["libstrange.so"], strict=True)


def test_every_licence_text_file_exists() -> None:
    for lib in notices.LIBRARIES:
        for text in lib.texts:
            assert (notices.TEXTS / text).is_file(), text
    for _, text in notices.PYTHON_PACKAGE_LICENCES:
        assert (notices.TEXTS / text).is_file(), text
