"""The test set-up (tests/conftest.py, pyproject.toml): the `app` fixture leaves the sound device as the test
found or made it (it opens none to tidy up, and one a test opened stays open for the next: closing it
costs SDL's dummy driver 70 ms); what collection made is out of the garbage collector's sight; xdist hands
out one test at a time; the tests' files are in memory where Linux has room."""

from __future__ import annotations

import gc
import os
import tomllib
from pathlib import Path

import pytest

pytest_plugins = ("pytester",)

ROOT = Path(__file__).resolve().parent.parent

QUIET_THEN_LOUD = '''
import pygame

from spidergames.app.scenes.menu import MenuScene

opened = []
real_init = pygame.mixer.init


def spy(*args, **kwargs):
    opened.append(args)
    return real_init(*args, **kwargs)


pygame.mixer.init = spy


def test_a_test_that_makes_no_sound(app):
    app.frame(1 / 60)


def test_no_sound_device_was_opened_for_it():
    assert opened == [] and not pygame.mixer.get_init()


def test_a_test_that_clicks_and_plays_a_tune(app):
    app.sound("click")
    app.music.update([MenuScene(app)])
    assert pygame.mixer.get_init() and pygame.mixer.music.get_busy()


def test_the_next_test_finds_the_device_open_and_silent(app):
    assert pygame.mixer.get_init() and not pygame.mixer.get_busy() and not pygame.mixer.music.get_busy()


@pytest.mark.sound_closed
def test_one_marked_sound_closed_finds_none(app):
    assert not pygame.mixer.get_init()
'''


def test_the_app_fixture_opens_no_sound_device_and_keeps_the_one_a_test_opened(pytester: pytest.Pytester,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    pytester.makeconftest((ROOT / "tests" / "conftest.py").read_text())
    pytester.makepyfile(tiers=(ROOT / "tests" / "tiers.py").read_text())  # the conftest's collection hook uses it
    pytester.makepyfile(air=(ROOT / "tests" / "air.py").read_text())  # and its `air` fixture this
    pytester.makepyfile(test_sound="import pytest\n" + QUIET_THEN_LOUD)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-p", "no:xdist",
                                           "-W", "ignore::pytest.PytestUnknownMarkWarning")
    result.assert_outcomes(passed=5)


def test_what_collection_made_is_out_of_the_garbage_collectors_sight() -> None:
    """The modules and the tests (tens of thousands of objects) are frozen: the app's own full collection
    on each return to the menu looks only at what this test made."""
    assert gc.get_freeze_count() > 10_000


def test_xdist_hands_out_one_test_at_a_time() -> None:
    """The slow tier comes first so that two workers end together on quick tests (conftest.py): xdist's
    first hand-out, a quarter of a worker's share at once, gave the first worker most of the slow tier."""
    with (ROOT / "pyproject.toml").open("rb") as config:
        options = tomllib.load(config)["tool"]["pytest"]["ini_options"]["addopts"].split()
    assert "--maxschedchunk=1" in options and "auto" in options


def test_the_tests_files_are_in_memory_where_linux_has_room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every save the app makes is synced to the disk: in memory that costs nothing."""
    import conftest

    if conftest.MEMORY_TEMP is not None:
        assert tmp_path.is_relative_to(conftest.MEMORY_TEMP) and os.environ["TMPDIR"] == conftest.MEMORY_TEMP
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    assert conftest.in_memory_temp() is None  # a folder someone chose is kept
    monkeypatch.delenv("TMPDIR")
    monkeypatch.setattr(conftest, "ROOM_IN_MEMORY", 1 << 60)
    assert conftest.in_memory_temp() is None  # a small container's /dev/shm is not used
