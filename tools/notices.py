"""THIRD-PARTY-NOTICES.txt for a standalone build, made from what the build really bundles.

build.spec calls `write_notices()` after PyInstaller's analysis with the bundled module names and
native library names; `python tools/notices.py --out FILE [--binaries-from FOLDER]` does the same
for the current environment (and a finished one-folder build's libraries). Sections:

- spidergames itself (MIT, the LICENSE file);
- Python and each Python distribution behind a bundled module (read with pip-licenses, with the
  licence texts the distributions ship; a standard text when a distribution ships none);
- the PyInstaller bootloader (the executable that starts the app);
- each native library beside them (SDL2 and its image/mixer/ttf companions, FluidSynth, mpg123,
  libsndfile, FreeType, HarfBuzz, OpenSSL, ...), named from `LIBRARIES`, with any licence files the
  pygame-ce distribution ships for them; `--strict` fails on a library not in the table;
- the bundled font (Andika, SIL Open Font License);
- where the spoken prompts come from (clips made ahead of time with eSpeak NG);
- where the music comes from (rendered ahead of time through the MuseScore General soundfont, MIT,
  whose notice the rendered samples carry).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEXTS = HERE / "licences"
OWN = "spidergames"
NAME = "THIRD-PARTY-NOTICES.txt"


@dataclass(frozen=True)
class Library:
    name: str
    pattern: str  # searched in the lower-case file name
    licence: str  # SPDX identifier
    url: str
    texts: tuple[str, ...] = ()  # files in tools/licences/ with the licence's full text, printed once at the end
    credit: str = ""  # the line the licence asks a binary's documentation to carry


LIBRARIES: tuple[Library, ...] = (
    Library("SDL2_image", r"sdl2_image", "Zlib", "https://github.com/libsdl-org/SDL_image", ("Zlib.txt",)),
    Library("SDL2_mixer", r"sdl2_mixer", "Zlib", "https://github.com/libsdl-org/SDL_mixer", ("Zlib.txt",)),
    Library("SDL2_ttf", r"sdl2_ttf", "Zlib", "https://github.com/libsdl-org/SDL_ttf", ("Zlib.txt",)),
    Library("SDL2", r"sdl2", "Zlib", "https://libsdl.org", ("Zlib.txt",)),
    Library("FluidSynth", r"fluidsynth", "LGPL-2.1-or-later", "https://www.fluidsynth.org", ("LGPL-2.1.txt",)),
    Library("mpg123", r"mpg123", "LGPL-2.1-only", "https://www.mpg123.de", ("LGPL-2.1.txt",)),
    Library("libsndfile", r"sndfile", "LGPL-2.1-or-later", "https://libsndfile.github.io/libsndfile/",
            ("LGPL-2.1.txt",)),
    Library("ALSA library", r"libasound", "LGPL-2.1-or-later", "https://www.alsa-project.org", ("LGPL-2.1.txt",)),
    Library("libFLAC", r"flac", "BSD-3-Clause", "https://xiph.org/flac/", ("BSD-3-Clause.txt",)),
    Library("libogg", r"libogg|^ogg", "BSD-3-Clause", "https://xiph.org/ogg/", ("BSD-3-Clause.txt",)),
    Library("libvorbis", r"vorbis", "BSD-3-Clause", "https://xiph.org/vorbis/", ("BSD-3-Clause.txt",)),
    Library("opusfile", r"opusfile", "BSD-3-Clause", "https://opus-codec.org", ("BSD-3-Clause.txt",)),
    Library("Opus", r"opus", "BSD-3-Clause", "https://opus-codec.org", ("BSD-3-Clause.txt",)),
    Library("WavPack", r"wavpack", "BSD-3-Clause", "https://www.wavpack.com", ("BSD-3-Clause.txt",)),
    Library("libxmp", r"xmp", "MIT", "https://xmp.sourceforge.net", ("MIT.txt",)),
    Library("PortMidi", r"portmidi", "MIT", "https://github.com/PortMidi/portmidi", ("MIT.txt",)),
    Library("FreeType", r"freetype", "FTL", "https://freetype.org", ("FTL.txt",),
            "Portions of this software are copyright (c) 2024 The FreeType Project (www.freetype.org).\n"
            "All rights reserved. This software is based in part on the work of the FreeType Team."),
    Library("HarfBuzz", r"harfbuzz", "MIT", "https://harfbuzz.github.io", ("MIT.txt",)),
    Library("Brotli", r"brotli", "MIT", "https://github.com/google/brotli", ("MIT.txt",)),
    Library("libpng", r"png", "libpng-2.0", "http://www.libpng.org/pub/png/libpng.html", ("libpng-2.0.txt",)),
    Library("libjpeg-turbo", r"jpeg|turbojpeg", "IJG AND BSD-3-Clause AND Zlib", "https://libjpeg-turbo.org",
            ("IJG.txt", "BSD-3-Clause.txt", "Zlib.txt"),
            "This software is based in part on the work of the Independent JPEG Group."),
    Library("LibTIFF", r"tiff", "libtiff", "https://libtiff.gitlab.io/libtiff/", ("libtiff.txt",)),
    Library("libwebp", r"webp|sharpyuv", "BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp",
            ("BSD-3-Clause.txt",)),
    Library("libavif", r"avif", "BSD-2-Clause", "https://github.com/AOMediaCodec/libavif", ("BSD-2-Clause.txt",)),
    Library("zlib", r"^(lib)?z(lib)?1?[.\-]|^zlib", "Zlib", "https://zlib.net", ("Zlib.txt",)),
    Library("Python", r"python3|^libpython", "PSF-2.0", "https://www.python.org", ("Python-2.0.txt",)),
    Library("OpenSSL", r"libssl|libcrypto", "Apache-2.0", "https://www.openssl.org", ("Apache-2.0.txt",)),
    Library("libffi", r"ffi", "MIT", "https://sourceware.org/libffi/", ("MIT.txt",)),
    Library("XZ Utils (liblzma)", r"lzma", "0BSD", "https://tukaani.org/xz/", ("0BSD.txt",)),
    Library("bzip2", r"bz2", "bzip2-1.0.6", "https://sourceware.org/bzip2/", ("bzip2-1.0.6.txt",)),
    Library("mpdecimal", r"mpdec", "BSD-2-Clause", "https://www.bytereef.org/mpdecimal/", ("BSD-2-Clause.txt",)),
    Library("Expat", r"expat", "MIT", "https://libexpat.github.io", ("MIT.txt",)),
    Library("SQLite", r"sqlite", "blessing", "https://sqlite.org/copyright.html"),
    Library("ncurses", r"ncurses|tinfo|libform|libpanel|libmenu", "X11", "https://invisible-island.net/ncurses/"),
    Library("GNU Readline", r"readline", "GPL-3.0-or-later", "https://tiswww.case.edu/php/chet/readline/rltop.html",
            ("GPL-3.0.txt",)),
    Library("libuuid (util-linux)", r"uuid", "BSD-3-Clause", "https://github.com/util-linux/util-linux",
            ("BSD-3-Clause.txt",)),
    Library("GNU C++ library and runtime", r"libstdc\+\+|libgcc_s|libgomp|libquadmath|libgfortran",
            "GPL-3.0-or-later WITH GCC-exception-3.1", "https://gcc.gnu.org/onlinedocs/libstdc++/manual/license.html",
            ("GPL-3.0.txt",)),
    Library("libcrypt (libxcrypt)", r"libcrypt\.", "LGPL-2.1-or-later", "https://github.com/besser82/libxcrypt",
            ("LGPL-2.1.txt",)),
    Library("Tcl/Tk", r"tcl|tk\d", "TCL", "https://www.tcl.tk/software/tcltk/license.html", ("TCL.txt",)),
    Library("Microsoft Visual C++ runtime", r"vcruntime|msvcp|concrt|ucrtbase|api-ms-win", "LicenseRef-MS-VC-Redist",
            "https://visualstudio.microsoft.com/license-terms/"),
)

EXTENSION = re.compile(r"\.cpython-|\.pyd$|\.abi3\.so$|^lib-dynload/|^python3\.\d+/lib-dynload/")
"""Python extension modules: covered by their distribution's (or Python's) own notice."""

PYTHON_PACKAGE_LICENCES = (("lesser general public license v3", "LGPL-3.0.txt"), ("lgpl", "LGPL-2.1.txt"),
                           ("mit", "MIT.txt"), ("bsd", "BSD-3-Clause.txt"), ("apache", "Apache-2.0.txt"),
                           ("zlib", "Zlib.txt"))
"""For a distribution that ships no licence file: its licence name (lower case) to a standard text."""


def library_for(file_name: str) -> Library | None:
    base = Path(file_name.replace("\\", "/")).name.lower()
    return next((lib for lib in LIBRARIES if re.search(lib.pattern, base)), None)


def native_libraries(binaries: list[str]) -> tuple[dict[Library, list[str]], list[str]]:
    """The bundled native libraries grouped by project, and the names no entry matched."""
    found: dict[Library, list[str]] = {}
    unknown = []
    for name in sorted(set(binaries)):
        if EXTENSION.search(name.replace("\\", "/")):
            continue
        lib = library_for(name)
        if lib is None:
            unknown.append(name)
        else:
            found.setdefault(lib, []).append(name)
    return found, unknown


def top_level_names(names: Iterable[str]) -> list[str]:
    """The top-level import names behind a build's entries: module names ("pygame.sprite") and the
    files of a build ("pytmx/pytmx.pyc", "pygame/base.cpython-311-x86_64-linux-gnu.so").

    A one-folder build (`noarchive`) keeps its modules as loose .pyc files among the data, not in the
    archive's module list, so the notices read every list of the build, not only the modules.

    >>> top_level_names(["pygame.sprite", "pytmx/pytmx.pyc", "pytweening\\__init__.pyc", "json"])
    ['json', 'pygame', 'pytmx', 'pytweening']
    """
    return sorted({name.replace("\\", "/").split("/", 1)[0].split(".", 1)[0] for name in names} - {""})


def distributions_for(modules: list[str]) -> list[str]:
    """The installed distributions that provide the bundled modules' top-level packages (not ours)."""
    owners = metadata.packages_distributions()
    dists: set[str] = set()
    for module in modules:
        top = module.split(".", 1)[0]
        if top in sys.stdlib_module_names:
            continue
        dists.update(d for d in owners.get(top, []) if d.lower() != OWN)
    return sorted(dists, key=str.lower)


def pip_licenses(dists: list[str]) -> list[dict[str, str]]:
    """pip-licenses' record (name, version, licence, URL, licence text) of each distribution."""
    if not dists:
        return []
    out = subprocess.run([sys.executable, "-m", "piplicenses", "--packages", *dists, "--with-urls",
                          "--with-license-file", "--no-license-path", "--format=json"],
                         capture_output=True, text=True, check=True)
    return sorted(json.loads(out.stdout), key=lambda d: d["Name"].lower())


def standard_text(name: str) -> str:
    return (TEXTS / name).read_text(encoding="utf-8").strip()


def python_package_text(record: dict[str, str]) -> str:
    text = record.get("LicenseText", "").strip()
    if text and text != "UNKNOWN":
        return text
    licence = record.get("License", "").lower()
    for words, file in PYTHON_PACKAGE_LICENCES:
        if words in licence:
            return f"(no licence file in the distribution; the standard text of {file[:-4]} follows)\n\n" \
                   + standard_text(file)
    return f"(no licence text found: see {record.get('URL', 'the project')})"


def shipped_licence_files(dist_name: str) -> list[tuple[str, str]]:
    """Licence files a distribution ships beside its code (pygame-ce's Windows wheels carry SDL's...)."""
    try:
        dist = metadata.distribution(dist_name)
    except metadata.PackageNotFoundError:
        return []
    texts = []
    for file in dist.files or []:
        name = str(file)
        if ".dist-info/" in name or not re.search(r"licen[cs]e|copying", Path(name).name, re.I):
            continue
        try:
            texts.append((name, Path(dist.locate_file(file)).read_text(encoding="utf-8", errors="replace")))
        except OSError:
            continue
    return texts


def python_licence() -> str:
    version = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    for candidate in (Path(sys.base_prefix) / "LICENSE.txt", Path(sys.base_prefix) / "lib" / version / "LICENSE.txt"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8", errors="replace").strip()
    return standard_text("Python-2.0.txt")


def rule(title: str) -> str:
    return f"\n{'=' * 100}\n{title}\n{'=' * 100}\n"


def render(modules: list[str], binaries: list[str], *, font_licence: Path | None = None) -> tuple[str, list[str]]:
    """The notices text and the native libraries it could not name."""
    parts = ["THIRD-PARTY NOTICES for the standalone spidergames app",
             "",
             "spidergames is free software under the MIT License (below). The standalone app also carries the",
             "software listed here, each under its own licence. Sources: the Python packages are on",
             "https://pypi.org; SDL and its companion libraries come from the pygame-ce wheels",
             "(https://github.com/pygame-community/pygame-ce), whose build scripts name each library's source.",
             "Where a library is under the LGPL you may replace it: in the one-folder download it is a",
             "separate file in the _internal folder (or the .app's Frameworks folder) that you can swap."]
    parts.append(rule("spidergames (MIT)"))
    parts.append((ROOT / "LICENSE").read_text(encoding="utf-8").strip())
    parts.append(rule(f"Python {sys.version.split()[0]} (PSF-2.0) https://www.python.org"))
    parts.append(python_licence())
    dists = distributions_for(modules)
    texts_used: dict[str, list[str]] = {}
    for record in pip_licenses(dists):
        parts.append(rule(f"{record['Name']} {record['Version']} ({record['License']}) {record.get('URL', '')}"))
        parts.append(python_package_text(record))
        if LESSER_3.search(record.get("License", "") + "\n" + record.get("LicenseText", "")[:400]):
            texts_used.setdefault("GPL-3.0.txt", []).append(record["Name"])  # the LGPL-3.0 is GPL-3.0 plus terms
        for name, text in shipped_licence_files(record["Name"]):
            parts.append(f"\n--- {name} ---\n{text.strip()}")
    for record in pip_licenses(["pyinstaller"]):
        parts.append(rule(f"PyInstaller bootloader {record['Version']} (GPL-2.0-or-later WITH Bootloader-exception) "
                          "https://pyinstaller.org"))
        parts.append("The executable that starts the app is PyInstaller's bootloader. Its licence, the GPL with an\n"
                     "exception that allows it to start programs under any licence, follows.\n\n"
                     + python_package_text(record))
    found, unknown = native_libraries(binaries)
    for lib, files in sorted(found.items(), key=lambda item: item[0].name.lower()):
        parts.append(rule(f"{lib.name} ({lib.licence}) {lib.url}"))
        parts.append("Bundled as: " + ", ".join(Path(f.replace("\\", "/")).name for f in files))
        if lib.credit:
            parts.append(lib.credit)
        for text in lib.texts:
            texts_used.setdefault(text, []).append(lib.name)
        parts.append(f"Licence text: {', '.join(t[:-4] for t in lib.texts) or lib.url}"
                     + (", printed once at the end of this file." if lib.texts else ""))
    if unknown:
        parts.append(rule("Other bundled libraries (licence not identified by tools/notices.py)"))
        parts.extend(unknown)
    if font_licence is not None and font_licence.is_file():
        parts.append(rule("Andika font (OFL-1.1) https://software.sil.org/andika/"))
        parts.append(font_licence.read_text(encoding="utf-8").strip())
    parts.append(rule("Pictures, sounds, music, maps and spoken prompts (spidergames, MIT)"))
    parts.append(ASSETS_NOTE)
    if (ROOT / "spidergames" / "data" / "assets" / "voice").is_dir():
        parts.append(rule("Spoken prompts (made with eSpeak NG, GPL-3.0-or-later; not bundled)"))
        parts.append(VOICE_NOTE)
    if (ROOT / "spidergames" / "data" / "assets" / "music").is_dir():
        parts.append(rule(MUSIC_HEADING))
        parts.append(MUSIC_NOTE + "\n\n" + standard_text(SOUNDFONT_LICENCE))
    for text, users in sorted(texts_used.items()):
        parts.append(rule(f"Licence text {text[:-4]} (used by {', '.join(users)})"))
        parts.append(standard_text(text))
    return "\n".join(parts) + "\n", unknown


ASSETS_NOTE = """Every picture, sound, tune, board map and spoken prompt in spidergames/data/ except the font, and
every game's spoken prompts (spidergames/games/<game>/voice/), is made by the project's own generators
(spidergames/artgen/, run from the source) and is part of spidergames, under its MIT License printed
above. Nothing in it was downloaded or traced."""

LESSER_3 = re.compile(r"LGPLv3|LGPL-3|Lesser General Public License v3|LESSER GENERAL PUBLIC LICENSE\s+Version 3", re.I)
"""A Python distribution under the LGPL-3.0: its text refers to the GPL-3.0's, which must ship with it."""

VOICE_NOTE = """The spoken prompts in spidergames/data/assets/voice/ and in each game's voice/ folder
(spidergames/games/<game>/voice/) were made ahead of time with eSpeak NG
(https://github.com/espeak-ng/espeak-ng, GPL-3.0-or-later) by spidergames/artgen/voice.py. eSpeak NG
itself is not part of the app: only the sound it made is, and the GPL does not cover a program's
output (GNU GPL FAQ, "Is there some way that I can GPL the output people get from use of my
program?"). The clips are part of spidergames, under its MIT License. On Windows the app may also
speak typed names with the computer's own voice through pyttsx3 (listed above when bundled)."""


MUSIC_HEADING = "Music (played through the MuseScore General soundfont, MIT; the soundfont is not bundled)"
SOUNDFONT_LICENCE = "MuseScore_General.txt"
MUSIC_NOTE = """The music in spidergames/data/assets/music/ was written as code (spidergames/artgen/music_scores.py)
and rendered ahead of time by spidergames/artgen/music.py with TinySoundFont (MIT) through the
MuseScore General Lite soundfont. The soundfont itself is not part of the app, but the tunes are made
of its recorded instrument samples, so its notice and licence follow. The tunes are part of
spidergames, under its MIT License."""


def write_notices(out: Path, *, modules: list[str], binaries: list[str], strict: bool = False) -> list[str]:
    """Write the notices file; returns the unnamed libraries (raises SystemExit on them if strict)."""
    font = ROOT / "spidergames" / "data" / "assets" / "fonts" / "OFL.txt"
    text, unknown = render(modules, binaries, font_licence=font)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    if unknown:
        print(f"notices: licence not identified for {', '.join(unknown)} (add them to tools/notices.py)",
              file=sys.stderr)
        if strict:
            raise SystemExit(1)
    return unknown


def folder_binaries(folder: Path) -> list[str]:
    """Native library names in a finished build folder (for checking a build after the fact)."""
    suffixes = (".so", ".dll", ".dylib")
    return [str(p.relative_to(folder)) for p in sorted(folder.rglob("*"))
            if p.is_file() and (p.suffix in suffixes or ".so." in p.name)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--modules", nargs="*", default=["pygame", "pytmx", "pytweening"],
                   help="bundled top-level modules (default: the app's runtime dependencies)")
    p.add_argument("--binaries-from", type=Path, help="a finished build folder to read native libraries from")
    p.add_argument("--strict", action="store_true", help="fail on a native library missing from the table")
    args = p.parse_args(argv)
    binaries = folder_binaries(args.binaries_from) if args.binaries_from else []
    unknown = write_notices(args.out, modules=args.modules, binaries=binaries)
    print(f"wrote {args.out}")
    return 1 if (unknown and args.strict) else 0


if __name__ == "__main__":
    raise SystemExit(main())
