"""Sleeping when idle: the real main loop (`App.run`) stops drawing and presenting when nothing moves and
nobody touches the app, blocks on the event queue, and wakes (drawing at once) for input or a window
event. A scene that moves on its own (a robot thinking, a toast on its timer) keeps it awake.

The loop runs on a clock of the test's own (frames and naps last what they should), so a loaded
machine cannot starve it of frames: the real-time version of these tests failed under load.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from spidergames.app import application
from spidergames.app.scene import Scene
from spidergames.app.scenes.menu import MenuScene

IDLE = 0.2  # seconds: a short idle delay keeps the test quick


class Counting(Scene):
    """Counts its draws and the intents it receives; `moving` makes it animate."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draws, self.intents, self.moving = 0, 0, False

    @property
    def animating(self) -> bool:
        return self.moving

    def handle(self, intent) -> None:
        self.intents += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((20, 30, 90))


class FakeTime:
    """The loop's clock and naps, on a clock of the test's own: frames are as long as the display's
    rate says and a nap as long as asked, however loaded the machine. `script` steps happen when
    this clock passes their times."""

    def __init__(self, script: list[tuple[float, Callable[[], None]]]) -> None:
        self.now, self.script = 0.0, sorted(script, key=lambda step: step[0])

    def _advance(self, seconds: float) -> None:
        self.now += seconds
        while self.script and self.script[0][0] <= self.now:
            self.script.pop(0)[1]()

    def tick(self, rate: float = 0) -> int:
        """pygame's Clock.tick: with a rate, wait out the rest of the frame (here: a whole frame)."""
        step = 1.0 / rate if rate else 0.0
        self._advance(step)
        return round(step * 1000)

    def sleep(self, seconds: float) -> None:
        self._advance(seconds)


def run_for(app, scene: Scene, seconds: float, *script: tuple[float, Callable[[], None]],
            monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """`App.run(scene)` for `seconds` of the fake clock, with `script` steps done at their times.
    Returns when each frame was presented (seconds from the start)."""
    presented: list[float] = []
    clock = FakeTime([*script, (seconds, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))])
    real_flip = pygame.display.flip

    def flip() -> None:
        presented.append(clock.now)
        real_flip()

    app.since_input = 0.0
    monkeypatch.setattr(app, "clock", clock)
    monkeypatch.setattr(application.time, "sleep", clock.sleep)
    monkeypatch.setattr(pygame.display, "flip", flip)
    app.run(scene, max_frames=10**9)  # a limit only to leave pygame running: the app fixture quits it
    return presented


@pytest.fixture
def quick_idle(monkeypatch):
    monkeypatch.setattr(application, "IDLE_AFTER", IDLE)


def between(times: list[float], a: float, b: float) -> int:
    return sum(a <= t < b for t in times)


def test_an_idle_app_draws_nothing_until_input_wakes_it(app, quick_idle, monkeypatch) -> None:
    scene = Counting(app)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0), touch=False)
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1, touch=False)
    times = run_for(app, scene, 2.2, (1.2, lambda: pygame.event.post(motion)), (1.25, lambda: pygame.event.post(press)),
                    monkeypatch=monkeypatch)
    assert between(times, 0.0, IDLE) >= 5, "awake after start-up: frames at full speed"
    assert between(times, IDLE + 0.15, 1.2) == 0, "asleep: nothing drawn nor presented"
    woke = [t for t in times if t >= 1.2]
    assert woke and woke[0] < 1.2 + 0.1, "input wakes the loop at once"
    assert between(times, 1.2, 1.2 + IDLE) >= 5, "and it draws at full speed again"
    assert between(times, 1.25 + IDLE + 0.15, 2.2) == 0, "then sleeps again"
    assert scene.intents == 2 and scene.draws == len(times), "both reached the scene, every draw presented"


def test_a_window_event_draws_one_frame_and_sleeps_on(app, quick_idle, monkeypatch) -> None:
    exposed = pygame.event.Event(pygame.WINDOWEXPOSED)
    times = run_for(app, Counting(app), 1.5, (1.0, lambda: pygame.event.post(exposed)), monkeypatch=monkeypatch)
    assert between(times, IDLE + 0.15, 1.0) == 0
    assert between(times, 1.0, 1.5) == 1, "the window is drawn again once, then nothing"


def test_a_scene_that_moves_keeps_the_loop_awake(app, quick_idle, monkeypatch) -> None:
    scene = Counting(app)
    scene.moving = True
    times = run_for(app, scene, 1.0, (0.6, lambda: setattr(scene, "moving", False)), monkeypatch=monkeypatch)
    assert between(times, 0.3, 0.6) >= 10, "moving: drawn at full speed long after the last input"
    assert between(times, 0.6 + 0.1, 1.0) == 0, "still: asleep"


def test_a_toast_on_the_menu_keeps_it_awake_until_it_goes(app, quick_idle, monkeypatch) -> None:
    menu = MenuScene(app)
    menu.toast.show("hello", 0.6)
    times = run_for(app, menu, 1.3, monkeypatch=monkeypatch)
    assert between(times, 0.3, 0.6) >= 5, "the toast's timer runs"
    assert between(times, 0.9, 1.3) == 0, "asleep once it has gone (0.3 s allowed for a late frame when busy)"


def test_the_join_page_sleeps_until_a_game_is_found_on_the_network(app, quick_idle, monkeypatch, air) -> None:
    """"Join a game" looks for games on the network, which come while nobody touches the screen: the
    page sleeps meanwhile, and a game announced wakes it for the one frame that lists it (on the test's
    own air, tests/air.py, the finder telling the page as zeroconf's thread does)."""
    from spidergames.app.scenes import join as join_page
    from spidergames.net.discovery import Hosted

    hosted = Hosted("Ann", "spider-man", "yahtzee", "K7QD-M3XA", "127.0.0.1", 7429)

    def announced() -> None:
        assert air.finders, "the page looks for games"
        air.change(hosted, present=True)

    page = join_page.JoinScene(app)
    times = run_for(app, page, 1.6, (1.0, announced), monkeypatch=monkeypatch)
    assert between(times, IDLE + 0.15, 1.0) == 0, "nothing found yet: asleep"
    assert between(times, 1.0, 1.1) == 1, "a game announced wakes it at once, for one frame"
    assert between(times, 1.1, 1.6) == 0, "then it sleeps on"
    assert page.hosts == (hosted,), "that frame lists it"


def test_a_move_from_another_computer_wakes_the_sleeping_table(app, tmp_path) -> None:
    """Ben's screen sleeps while Ann plays at her computer (nobody touches Ben's): her move arriving
    keeps his table `animating` (its link is `waiting`), which the sleeping loop looks at every nap, and
    the frame drawn then shows it. (Not on `run_for`'s clock: the network's threads would move it.)"""
    from network.netkit import config, until

    from spidergames.app.games import scene_class
    from spidergames.core.protocol import HUMAN
    from spidergames.net.client import RemoteLink
    from spidergames.net.rooms import FolderRooms
    from spidergames.net.server import ServerThread

    server = ServerThread(FolderRooms(tmp_path / "rooms"), robot_pause=0)
    ann = RemoteLink(server.url, {"open": {"game": "yahtzee", "config": config("yahtzee", (HUMAN, HUMAN)),
                                           "seats": [0]}})
    ben = RemoteLink(server.url, {"code": ann.code, "seats": [1]})
    try:
        scene = scene_class("yahtzee")(app, ben)
        app.scenes.reset(scene)
        app.since_input = application.IDLE_AFTER + 1
        for _ in range(100):
            app.frame(0.05)
            if app.asleep():
                break
        assert app.asleep(), "nothing moves while Ann thinks: Ben's screen sleeps"
        assert ann.submit(ann.legal_actions()[0], ann.version) is None
        until(lambda: not app.asleep(), "Ann's move waking Ben's screen")
        app.frame(0.05)  # the frame the loop draws on waking
        assert scene.display.latest.version == ann.version, "and it shows her move"
    finally:
        ann.close()
        ben.close()
        server.stop()
