"""Test set-up: no window, no sound card, a private user folder for every app."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SPIDERGAMES_LANGUAGE", "en")  # the computer's language, whatever this machine speaks
os.environ.setdefault("SPIDERGAMES_CANVAS", "1280")  # the 16:9 layout on the dummy driver's 4:3 screen,
# unless a test chooses (app/canvas.py; tests/app/test_canvas_shape.py lets the screen choose)

IN_MEMORY = "/dev/shm"
ROOM_IN_MEMORY = 1 << 30
"""Bytes a memory-backed folder must have free for the tests' files to go there (`in_memory_temp`)."""


def in_memory_temp() -> str | None:
    """A memory-backed folder for the tests' temporary files, where Linux has a roomy one (not a small
    container's /dev/shm), unless TMPDIR already says where: the app flushes every save and setting to
    the disk (`storage.write_bytes` syncs), 1-30 ms each on a disk and nothing in memory, and the suite
    writes thousands."""
    if "TMPDIR" in os.environ or not sys.platform.startswith("linux"):
        return None
    try:
        room = os.statvfs(IN_MEMORY)
    except OSError:
        return None
    return IN_MEMORY if room.f_bavail * room.f_frsize >= ROOM_IN_MEMORY and os.access(IN_MEMORY, os.W_OK) else None


MEMORY_TEMP = in_memory_temp()
if MEMORY_TEMP is not None:
    os.environ["TMPDIR"] = tempfile.tempdir = MEMORY_TEMP  # pytest's tmp_path, and the programs the tests start


@pytest.fixture
def app(request: pytest.FixtureRequest, tmp_path, monkeypatch) -> Iterator[object]:
    """A real App (dummy video) whose settings and saves live in a temporary folder.

    A sound device the test opened stays open for the worker's next test (`quit_all_but_sound`); a test
    marked `sound_closed` starts with none, as the app does.
    """
    import pygame

    from spidergames.app.application import App
    from spidergames.app.speech import Speech
    from spidergames.app.table.decision import settle

    if request.node.get_closest_marker("sound_closed"):
        Speech.close_all()  # a voice an earlier test left speaking (another app of it) plays on the device
        pygame.mixer.quit()
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=False)
    yield application
    Speech.close_all()  # this app's voice and any other app's the test made: their workers play on the device
    settle()  # as the app does before it quits: a game scene may still be being built on a helper thread
    quit_all_but_sound()


def quit_all_but_sound() -> None:
    """`pygame.quit()`, but a sound device open stays open, silent: SDL's dummy driver waits out three of
    its buffers to close one (70 ms at the app's 512 samples at 22 kHz), more than most app tests take.
    What a test left behind goes with the rest: the window, the fonts, the sounds and music playing, the events."""
    import pygame
    import pygame.freetype

    if not pygame.mixer.get_init():
        pygame.quit()
        return
    pygame.mixer.stop()
    pygame.mixer.music.unload()  # stopped, and the tune let go
    if pygame.display.get_init():
        pygame.event.clear()  # the queue lives as long as the sound device: SDL starts its events with it
    for module in (pygame.display, pygame.font, pygame.freetype, pygame.joystick):
        module.quit()


@pytest.fixture(autouse=True)
def air(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """The games a test's apps announce are found on an air of the test's own (tests/air.py), never on this
    computer's network: a test that starts zeroconf anyway fails (the app takes it as a network refusing
    multicast, so the test is failed when it ends). tests/network/test_discovery.py runs zeroconf itself,
    in a network namespace of its own (tests/network/own_network.py)."""
    from air import Air

    from spidergames.net import discovery

    waves = Air()
    started: list[object] = []

    def no_zeroconf_here(interfaces: object) -> None:
        started.append(interfaces)
        raise OSError("no zeroconf in the tests")

    monkeypatch.setattr(discovery, "Announcement", waves.announcement)
    monkeypatch.setattr(discovery, "Finder", waves.finder)
    if os.environ.get("SPIDERGAMES_TEST_OWN_NETWORK") != "1":
        monkeypatch.setattr(discovery, "_zeroconf", no_zeroconf_here)
    yield waves
    assert not started, ("zeroconf was started outside a network namespace: it would multicast on this "
                         "computer's network (the `air` fixture finds games; tests/network/own_network.py)")


@pytest.fixture(autouse=True)
def _english_and_normal_text_after() -> Iterator[None]:
    """Each test starts in English at the normal text size, whatever the test before it switched to
    (a test that changed language and failed before putting it back left the next one in French)."""
    yield
    from spidergames.app import i18n
    from spidergames.app.ui import text

    i18n.install("en")
    text.set_large_text(False)


@pytest.fixture(autouse=True)
def _canvas_16_9_after() -> Iterator[None]:
    """Each test starts on the 16:9 canvas the tests lay out for (issue #30), whatever shape a test
    before it gave the canvas and failed before putting back."""
    yield
    from spidergames.app import canvas
    from spidergames.app.ui.theme import LOGICAL_SIZE

    canvas.use(LOGICAL_SIZE)


@pytest.fixture(params=(960, 1152), ids=("960", "1152"))
def narrow_width(request: pytest.FixtureRequest) -> int:
    """A narrower canvas (4:3, 16:10: issue #30) held while the test lays a table out; `_canvas_16_9_after`
    puts the 16:9 one back."""
    from spidergames.app import canvas

    canvas.use((request.param, canvas.HEIGHT))
    return int(request.param)


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects: the sweeps are judged whole
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The slow tier's long tests first (in their own order), the quick ones after: two workers then end
    on short tests rather than one of them alone on a long demo while the other waits. That needs xdist
    to hand out one test at a time (`--maxschedchunk=1` in pyproject.toml): it gives each worker a
    quarter of its share at first otherwise, and the first worker got nearly the whole slow tier.
    The tests left with no quick case by their sweep go in `tiers.SWEPT_OUT` (tests/test_tiers.py)."""
    from tiers import SWEPT_OUT, swept_out

    config.stash[SWEPT_OUT] = swept_out(items)
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection made (the modules and the tests, alive to the end) is frozen out of the garbage
    collector's sight, so a full collection looks only at what the tests make. The app collects each
    time the menu comes back (`MenuScene.update`): over a whole test process's heap that took 100-300 ms
    a time, more than most tests take."""
    import gc

    gc.collect()
    gc.freeze()
