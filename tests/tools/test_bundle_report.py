"""The size report reads the build itself, and a download carrying what players never use fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import bundle_report


def test_what_a_player_never_uses_is_named() -> None:
    names = ["_internal/python3.11/lib-dynload/_hashlib.cpython-311-x86_64-linux-gnu.so",
             "_internal/redis/asyncio/client.pyc", "spidergames.net.redis_rooms",
             "_internal/spidergames/data/locale/fr/LC_MESSAGES/spidergames.po",
             "_internal/spidergames/data/locale/fr/LC_MESSAGES/spidergames.mo", "spidergames.artgen.voice",
             "spidergames/bench/__init__.pyc", "_internal/pygame/tests/test_utils.pyc", "_internal/libSDL2.so",
             "_internal/spidergames/games/webrace/art.pyc", "spidergames.games.yahtzee.bench"]
    found = bundle_report.unwanted(names)
    assert [line.split(":")[0] for line in found] == [
        "OpenSSL", "Redis", "translation sources", "the art generators", "the bench", "the tests"]
    assert "webrace/art.pyc" in found[3] and "yahtzee.bench" in found[4] and "redis_rooms" in found[1]
    assert bundle_report.unwanted(["_internal/spidergames/data/locale/fr/LC_MESSAGES/spidergames.mo",
                                   "_internal/spidergames/games/webrace/board.pyc", "spidergames.games.yahtzee.bots",
                                   "_internal/spidergames/app/speech.pyc", "_internal/libSDL2.so",
                                   "spidergames.net.rooms", "spidergames.net.sio", "ssl_helpers.pyc"]) == []
    # every address is http:// (net/sio.py): OpenSSL, its TLS as well as its hashes, stays out
    openssl = bundle_report.unwanted(["_internal/libcrypto.so.3", "_internal/libssl.so.3", "libcrypto-3-x64.dll",
                                      "_internal/python3.11/lib-dynload/_ssl.cpython-311-x86_64-linux-gnu.so"])
    assert len(openssl) == 1 and openssl[0].startswith("OpenSSL: ")
    assert all(name in openssl[0] for name in ("libcrypto.so.3", "libssl.so.3", "libcrypto-3-x64.dll", "/_ssl."))



def test_the_networks_compiled_twins_are_named() -> None:
    """The network's libraries ship as their Python modules (tools/lean.py): a build carrying their compiled
    twins fails, in either build's layout; other compiled modules (pygame's) are no twins."""
    found = bundle_report.unwanted(["_internal/zeroconf/_dns.cpython-311-x86_64-linux-gnu.so",
                                    "aiohttp/_http_parser.cpython-311-x86_64-linux-gnu.so",
                                    "_internal/yarl/_quoting_c.cp311-win_amd64.pyd"])
    assert len(found) == 1 and found[0].startswith("compiled twins of Python modules: _internal/zeroconf/_dns")
    assert bundle_report.unwanted(["_internal/pygame/base.cpython-311-x86_64-linux-gnu.so", "zeroconf._dns",
                                   "_internal/zeroconf/_dns.pyc", "_internal/aiohttp/_websocket/reader_py.pyc"]) == []

def test_sizes_come_from_the_files(tmp_path: Path) -> None:
    build = tmp_path / "spidergames"
    (build / "_internal").mkdir(parents=True)
    (build / "spidergames").write_bytes(b"x" * 1_500_000)
    (build / "_internal" / "words.mo").write_bytes(b"a" * 500_000)
    (build / "_internal" / "link.so").symlink_to("words.mo")  # a link is not counted twice
    size, problems = bundle_report.report(build)
    assert size.startswith("one-folder 2.0 MB on disk (") and problems == []
    assert bundle_report.main([str(build)]) == 0
    (build / "_internal" / "words.po").write_text("msgid")
    assert bundle_report.main([str(build)]) == 1


def test_the_readme_sizes_are_written_by_the_script(tmp_path: Path) -> None:
    exe = tmp_path / "spidergames"
    exe.write_bytes(b"x" * 2_400_000)
    readme = tmp_path / "README.md"
    readme.write_text("Sizes:\n<!-- sizes -->one-file 1.0 MB<!-- /sizes -->.\n", encoding="utf-8")
    with pytest.raises(Exception):  # noqa: B017,PT011 - not a PyInstaller archive: no size is made up
        bundle_report.main([str(exe), "--readme", str(readme)])
    folder = tmp_path / "app"
    folder.mkdir()
    (folder / "spidergames").write_bytes(b"x" * 2_400_000)
    assert bundle_report.main([str(folder), "--readme", str(readme)]) == 0
    assert readme.read_text(encoding="utf-8").startswith("Sizes:\n<!-- sizes -->one-folder 2.4 MB on disk (")


def one_file(path: Path, content: Path, *, compressed: bool) -> Path:
    """A one-file app's archive as PyInstaller writes it (its bootloader is left out: not needed to read it)."""
    from PyInstaller.archive.writers import CArchiveWriter

    CArchiveWriter(str(path), [("spidergames/data/words.txt", str(content), compressed, "x")], "libpython3.11.so")
    return path


def test_a_one_file_app_inflated_at_every_start_fails(tmp_path: Path) -> None:
    """The one-file app unpacks all of itself at every start: its parts are stored as they are, and its
    download is the zip, whose size is said beside the file's."""
    content = tmp_path / "words.txt"
    content.write_text("spider " * 100_000)
    size, problems = bundle_report.report(one_file(tmp_path / "stored", content, compressed=False))
    assert problems == [] and size.startswith("one-file 0.7 MB (0.0 MB zipped)")
    size, problems = bundle_report.report(one_file(tmp_path / "squeezed", content, compressed=True))
    assert problems == ["compressed parts, inflated at every start: 1, e.g. spidergames/data/words.txt"]
    assert bundle_report.main([str(tmp_path / "squeezed")]) == 1
