"""Switching languages reads each catalogue once while its file stays as it is, and again once it changes
(a tool or a test going through every language in turn read them all each time: 15-20 ms a switch)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from spidergames.app import i18n


@pytest.fixture
def reads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The catalogues read from now on, the app's own read from a copy in `tmp_path`."""
    shutil.copytree(i18n.locale_dir(), tmp_path / "locale")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path / "locale")
    seen: list[Path] = []
    real = i18n._read_mo

    def read(path: Path, code: str):  # type: ignore[no-untyped-def]
        seen.append(path)
        return real(path, code)

    monkeypatch.setattr(i18n, "_read_mo", read)
    return seen


def test_each_catalogue_is_read_once_while_it_stays_the_same(reads: list[Path]) -> None:
    i18n.install("de")
    first = list(reads)
    assert len(first) == 1 + len(i18n.entries())  # the app's and each game's
    for code in ("fr", "de", "en", "de"):
        i18n.install(code)
    assert reads.count(first[0]) == 1 and i18n._("Settings") == "Einstellungen"


def test_a_catalogue_written_again_is_read_again(reads: list[Path], tmp_path: Path) -> None:
    i18n.install("de")
    own = tmp_path / "locale" / "de" / "LC_MESSAGES" / "spidergames.mo"
    own.write_bytes(own.read_bytes()[:100])  # damaged: the app's words in English
    i18n.install("de")
    assert reads.count(own) == 2 and i18n.language() == "en" and i18n._("Settings") == "Settings"
