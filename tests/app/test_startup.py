"""Start-up: nothing the first menu frame does not need runs before it (the start-up benchmark
times that frame against a bare pygame-ce window); what waits still works from the next frame on."""

from __future__ import annotations

import gc
import sys
import types

import pygame
import pytest

from spidergames.app import splash
from spidergames.app.scene import Scene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.speech import MixerEngine
from tests.app.test_speech import NoSystemVoice


@pytest.mark.sound_closed
def test_the_first_frame_waits_for_no_sound_device_and_the_next_has_one(app) -> None:
    app.run(MenuScene(app), max_frames=1)  # the start-up benchmark's run: the window's first picture
    assert not pygame.mixer.get_init() and app._speech is None
    app.run(MenuScene(app), max_frames=2)
    assert pygame.mixer.get_init() and app._speech is not None and app.audio.enabled


def test_a_prompt_in_the_very_first_frame_is_spoken(app) -> None:
    class Greeting(Scene):  # says something at once, as a classroom demo started from the command line does
        def update(self, dt: float) -> None:
            if self.app.speech.last is None:
                self.app.speech.engine = MixerEngine("en", NoSystemVoice())
                self.app.speech.say("Roll the dice.")

    app.run(Greeting(app), max_frames=1)
    assert app.speech.wait()
    channel = app.speech.engine.channel()
    assert channel is not None and channel.get_busy()


def test_the_menu_tidies_memory_after_its_first_frame_not_before(app, monkeypatch) -> None:
    """The menu's collection of what a game left (tests/app/test_memory_sessions.py: only after a game) never
    holds up its first frame: it comes with the next."""
    collections: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(1) or 0)
    app.game_left = True  # as when a game was left for the menu
    app.run(MenuScene(app), max_frames=1)
    assert not collections
    app.frame(1 / 60)
    assert collections == [1]


def two_plain_starts(tmp_path, code: str) -> tuple[list[str], list[str]]:
    """Run `code` (which starts the app as a double-click does, reporting its first frame, then prints one
    line) twice in fresh processes on one new user folder: the very first start, which paints the menu,
    then one with the menu's picture kept. The words of the line each printed."""
    import os
    import subprocess
    from pathlib import Path

    import spidergames

    env = {k: v for k, v in os.environ.items() if k != "SPIDERGAMES_HOME"}
    env |= {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "SPIDERGAMES_BENCH_FIRST_FRAME": "1"}
    starts = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                              cwd=Path(spidergames.__file__).resolve().parent.parent, check=True)
        lines = done.stdout.splitlines()
        assert lines[0] == "first frame"
        starts.append(lines[1].split() if len(lines) > 1 else [])
    return starts[0], starts[1]


def test_the_first_menu_frame_imports_nothing_it_does_not_draw_with(tmp_path) -> None:
    """A plain start (no options, the user's own folder) shows its first menu frame without the
    modules the start-up benchmark found slow and unneeded there: `importlib.metadata` (and the `email`
    package and sockets it brings) for the games' entry points, `logging.handlers` (pickling, sockets)
    for a log rotation that is rarely due, and no game's rules. The next start shows the picture the
    first kept before it loads the app at all."""
    code = ("import sys\n"
            "from spidergames.cli import main\n"
            "assert main([]) == 0\n"
            "print(' '.join(sorted(sys.modules)))\n")
    loaded, kept = map(set, two_plain_starts(tmp_path, code))
    assert "spidergames.app.scenes.menu" in loaded  # it did show the menu
    slow = {"importlib.metadata", "email", "logging.handlers", "socket", "pickle"}
    assert not slow & loaded
    assert not {m for m in loaded if m.startswith("spidergames.games.") and m.split(".")[-1] not in
                ("plugin", "info") and m.count(".") > 2}
    # the kept picture is shown before the app loads: no App, no words, no games, no menu to paint
    assert not {"spidergames.app.application", "spidergames.app.i18n", "spidergames.core.registry",
                "spidergames.app.scenes.menu", "gettext", "spidergames.app.saves"} & kept  # saves: ~1 ms
    assert "json" not in kept  # no saved game to glance at: nothing to parse (about 1 ms)
    assert "logging" in loaded and "logging" not in kept  # nothing to say: the log begins after the picture
    assert "ctypes" in kept  # the one heap is set before the first helper thread (app/heap.py)


def test_a_start_with_something_to_say_before_its_first_frame_logs_it(tmp_path) -> None:
    """Python's logging loads at a start's first record (`lazy_log`): a kept picture cut short is said, in
    the log file, before the start paints the menu instead."""
    code = ("import sys\n"
            "from spidergames.cli import main\n"
            "assert main([]) == 0\n"
            "from pathlib import Path\n"
            "from spidergames.app.paths import user_dir\n"
            "picture = user_dir() / 'menu-picture.rgb'\n"
            "picture.write_bytes(picture.read_bytes()[:-1])  # for the next start\n")
    two_plain_starts(tmp_path, code)
    log = next(tmp_path.rglob("spidergames.log")).read_text(encoding="utf-8")
    assert "INFO spidergames.app.scenes.menu_picture: the menu's kept picture is cut short or too long" in log


def test_the_kept_picture_shows_before_the_app_makes_any_dataclass(tmp_path) -> None:
    """Making a dataclass compiles its methods: about a millisecond each, a share of the start the
    benchmark sees (issue #26). A plain start with the menu's picture kept shows it before any class of
    the app is made one; the classes a start with options needs (`start_modes`) come with the options."""
    code = ("import dataclasses\n"
            "made, make = [], dataclasses.dataclass\n"
            "def counted(cls=None, /, **kw):\n"
            "    def mark(c):\n"
            "        made.append(f'{c.__module__}.{c.__qualname__}')\n"
            "        return make(c, **kw)\n"
            "    return mark if cls is None else mark(cls)\n"
            "dataclasses.dataclass = counted\n"
            "from spidergames.cli import main\n"
            "assert main([]) == 0\n"
            "print(' '.join(m for m in made if m.startswith('spidergames')))\n")
    painted, kept = two_plain_starts(tmp_path, code)
    assert painted, "the painted menu makes the app's dataclasses: the count sees them"
    assert kept == []


class FakeSplash(types.ModuleType):
    """PyInstaller's `pyi_splash` as the one-file build's app sees it: records when it is closed."""

    def __init__(self, flips: list[int], alive: bool = True) -> None:
        super().__init__("pyi_splash")
        self.flips, self.alive, self.closed_after = flips, alive, []

    def is_alive(self) -> bool:
        return self.alive

    def close(self) -> None:
        self.closed_after.append(len(self.flips))
        self.alive = False


def counting_flips(monkeypatch) -> list[int]:
    flips: list[int] = []
    flip = pygame.display.flip
    monkeypatch.setattr(pygame.display, "flip", lambda: (flips.append(1), flip())[1])
    return flips


def test_the_bootloaders_picture_closes_once_the_first_frame_is_on_screen(app, monkeypatch) -> None:
    fake = FakeSplash(counting_flips(monkeypatch))
    monkeypatch.setitem(sys.modules, "pyi_splash", fake)
    monkeypatch.setenv(splash.SPLASH_ENV, "12345")
    app.run(MenuScene(app), max_frames=2)
    assert fake.closed_after == [1]  # right after the first frame's flip, and only once


def test_no_splash_is_looked_for_when_the_bootloader_showed_none(app, monkeypatch) -> None:
    fake = FakeSplash(counting_flips(monkeypatch))
    monkeypatch.setitem(sys.modules, "pyi_splash", fake)
    monkeypatch.delenv(splash.SPLASH_ENV, raising=False)  # from source, one-folder, or no display
    app.run(MenuScene(app), max_frames=1)
    assert fake.closed_after == []
    monkeypatch.setenv(splash.SPLASH_ENV, "12345")
    fake.alive = False  # the bootloader's link failed: nothing to close, and no error
    assert splash.close() is False and fake.closed_after == []


def test_a_message_box_instead_of_the_window_closes_the_picture_first(monkeypatch) -> None:
    """A second start ("already open") shows only a message box: the splash must not stay over it."""
    from spidergames.app import runs

    fake = FakeSplash([])
    monkeypatch.setitem(sys.modules, "pyi_splash", fake)
    monkeypatch.setenv(splash.SPLASH_ENV, "12345")
    seen: list[bool] = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *args, **kwargs: seen.append(fake.alive))
    runs.tell("spidergames is already open.")
    assert seen == [False], "the box came up with the picture still over it"


@pytest.mark.parametrize("argv", [["--screenshot", "menu", "shot.png"], ["--autoplay", "yahtzee", "--seed", "1"]])
def test_a_run_with_no_menu_closes_the_picture_before_it_works(monkeypatch, tmp_path, argv: list[str]) -> None:
    """`--screenshot` and `--autoplay` never show the menu: the picture must not stay up while they run."""
    from spidergames import cli
    from spidergames.app import headless

    fake = FakeSplash([])
    monkeypatch.setitem(sys.modules, "pyi_splash", fake)
    monkeypatch.setenv(splash.SPLASH_ENV, "12345")
    monkeypatch.chdir(tmp_path)
    seen: list[bool] = []
    monkeypatch.setattr(headless, "screenshot", lambda *args, **kwargs: seen.append(fake.alive) or 0)
    monkeypatch.setattr(headless, "autoplay", lambda *args, **kwargs: seen.append(fake.alive) or 0)
    assert cli.main(argv) == 0
    assert seen == [False], "the run began with the picture still up"
