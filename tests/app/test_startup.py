"""Start-up: nothing the first menu frame does not need runs before it (the start-up benchmark
times that frame against a bare pygame-ce window); what waits still works from the next frame on."""

from __future__ import annotations

import gc

import pygame

from spidergames.app.scene import Scene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.speech import MixerEngine
from tests.app.test_speech import NoSystemVoice


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
    collections: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(1) or 0)
    app.run(MenuScene(app), max_frames=1)
    assert not collections  # at start there is no game to free
    app.frame(1 / 60)
    assert collections == [1]


def test_the_first_menu_frame_imports_nothing_it_does_not_draw_with(tmp_path) -> None:
    """A plain start (no options, the user's own folder) shows its first menu frame without the
    modules the start-up benchmark found slow and unneeded there: `importlib.metadata` (and the `email`
    package and sockets it brings) for the games' entry points, `logging.handlers` (pickling, sockets)
    for a log rotation that is rarely due, and no game's rules."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    import spidergames

    code = ("import sys\n"
            "from spidergames.cli import main\n"
            "assert main([]) == 0\n"
            "print(' '.join(sorted(sys.modules)))\n")
    env = {k: v for k, v in os.environ.items() if k != "SPIDERGAMES_HOME"}
    env |= {"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy", "SPIDERGAMES_BENCH_FIRST_FRAME": "1"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                          cwd=Path(spidergames.__file__).resolve().parent.parent, check=True)
    lines = done.stdout.splitlines()
    assert lines[0] == "first frame"
    loaded = set(lines[1].split())
    assert "spidergames.app.scenes.menu" in loaded  # it did show the menu
    slow = {"importlib.metadata", "email", "logging.handlers", "socket", "pickle"}
    assert not slow & loaded
    assert not {m for m in loaded if m.startswith("spidergames.games.") and m.split(".")[-1] not in
                ("plugin", "info") and m.count(".") > 2}
