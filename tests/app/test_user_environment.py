"""What the computer says about the user: their language (LANGUAGE, LC_ALL, LC_MESSAGES and LANG in
gettext's order, before SDL's guess), their data folder (a relative XDG_DATA_HOME is ignored, as the
XDG spec says) and their home (none at all still gives a folder, and the menu says where)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from spidergames.app import i18n, paths

LOCALE = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No SPIDERGAMES_LANGUAGE and no locale variables: each test sets its own."""
    monkeypatch.delenv(i18n.LANGUAGE_ENV, raising=False)
    for name in LOCALE:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize(("variables", "spoken"), [
    ({"LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"}, "de"),  # LC_ALL outranks LANG
    ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
    ({"LANGUAGE": "es:de", "LANG": "de_DE.UTF-8"}, "es"),  # LANGUAGE first, a list
    ({"LANGUAGE": "ja:fr_CA", "LANG": "de_DE.UTF-8"}, "fr"),  # the first one we speak
    ({"LANGUAGE": "", "LC_ALL": "C", "LANG": "es_ES.UTF-8"}, "es"),  # C names no language
    ({"LC_ALL": "C.UTF-8", "LC_MESSAGES": "POSIX", "LANG": "fr_FR"}, "fr"),
    ({"LANG": "de.UTF-8"}, "de"),
])
def test_the_locale_variables_choose_the_language_in_gettext_s_order(
        locale: pytest.MonkeyPatch, variables: dict[str, str], spoken: str) -> None:
    for name, value in variables.items():
        locale.setenv(name, value)
    assert i18n.system_language() == spoken
    assert i18n.terminal_language() == spoken
    locale.setenv(i18n.LANGUAGE_ENV, "en")  # still wins
    assert i18n.system_language() == "en" and i18n.terminal_language() == "en"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="XDG is for the other systems")
def test_a_relative_xdg_data_home_is_ignored(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("SPIDERGAMES_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", "relative/data")
    monkeypatch.chdir(tmp_path)
    folder = paths.user_dir()
    assert folder.is_absolute() and folder == tmp_path / "home" / ".local" / "share" / "spidergames" / "spidergames"
    assert not (tmp_path / "relative").exists(), "nothing made wherever the app was started"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))  # an absolute one is used
    assert paths.user_dir().is_relative_to(tmp_path / "xdg")


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="a user list is a Unix thing")
def test_no_home_and_no_user_entry_gives_a_fallback_folder_and_says_so(monkeypatch: pytest.MonkeyPatch,
                                                                       tmp_path: Path) -> None:
    import pwd

    def nobody(uid: int) -> pwd.struct_passwd:
        raise KeyError(f"getpwuid(): uid not found: {uid}")

    for name in ("SPIDERGAMES_HOME", "HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(pwd, "getpwuid", nobody)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    folder = paths.user_dir()
    assert folder.is_absolute() and folder.is_dir() and folder.is_relative_to(tmp_path)
    assert paths.homeless()
    import pygame

    from spidergames.app.application import App

    app = App(fullscreen=False)
    try:
        assert app.store.warnings and "no home folder" in (app.store.take_warning() or "")
    finally:
        app.speech.close()
        pygame.quit()
