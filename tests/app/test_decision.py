"""A robot decides beside the frame loop: frames keep coming while it thinks."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.decision import WORKERS, Decision
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.games.yahtzee.rules import GAME


def robot_then_ann(app: App) -> tuple[Match[Any, Any], GameScene[Any, Any, Any]]:
    """A hard robot's turn, then Ann's, shown at a child's pace (faded in at once)."""
    match = Match(GAME, GameConfig((Seat("Robot", "hard"), Seat("Ann", HUMAN))), 3)
    app.autoplay = True
    scene = start_game_scene(app, match)
    app.autoplay = False
    assert scene is not None
    scene.anim.instant = False
    return match, scene


def test_a_slow_robot_never_holds_a_frame(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    match, scene = robot_then_ann(app)
    release = threading.Event()
    thinker: list[str] = []
    real = match.bot_choice

    def slow() -> object:
        thinker.append(threading.current_thread().name)
        release.wait(5)
        return real()

    monkeypatch.setattr(match, "bot_choice", slow)
    slowest = 0.0
    for _ in range(30):  # the robot is still thinking: every frame comes back at once
        start = time.perf_counter()
        app.frame(1 / 60)
        slowest = max(slowest, time.perf_counter() - start)
    assert not match.history and scene.animating
    assert slowest < 0.5 and len(thinker) == 1 and thinker[0].startswith("spidergames-robot")  # a helper
    release.set()
    for _ in range(600):
        app.frame(1 / 30)
        if match.history:
            break
    assert match.history, "the robot's move is played once it has decided"


def test_what_a_robot_raises_reaches_the_frame_loop() -> None:
    def broken() -> int:
        raise ValueError("no such level")

    decision: Decision[int] = Decision(broken)
    assert decision.wait(5)
    with pytest.raises(ValueError, match="no such level"):
        decision.result()
    assert Decision(lambda: 7, inline=True).result() == 7



@pytest.mark.parametrize("last_out", ["first", "second"])
def test_overlapping_helpers_give_the_switch_interval_back(last_out: str) -> None:
    """Pause, then Restart while a hard robot thinks: two helper threads overlap. Whichever ends
    last, the interpreter's switch interval goes back to what it was, not 1 ms for good."""
    before = sys.getswitchinterval()
    assert before > 0.001
    gates = {"first": threading.Event(), "second": threading.Event()}

    def thinking(name: str, answer: int) -> Callable[[], int]:
        def decide() -> int:
            return answer if gates[name].wait(5) else 0
        return decide

    decisions = {"first": Decision(thinking("first", 1)), "second": Decision(thinking("second", 2))}
    assert sys.getswitchinterval() == pytest.approx(0.001)
    early, late = ("second", "first") if last_out == "first" else ("first", "second")
    for name, quick in ((early, True), (late, False)):
        gates[name].set()
        assert decisions[name].wait(5)  # a decision is ready once its helper handed the interpreter back
        if quick:
            assert sys.getswitchinterval() == pytest.approx(0.001), "one still thinks: the loop keeps quick turns"
    assert (decisions["first"].result(), decisions["second"].result()) == (1, 2)
    assert sys.getswitchinterval() == pytest.approx(before)


def test_leaving_the_scene_cancels_a_robot_choice_still_waiting(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The family goes back to the menu while every helper is busy: the robot's choice, still queued,
    never runs (it would work for a scene nobody sees), and the helpers are free again."""
    gate = threading.Event()
    busy = [Decision(partial(gate.wait, 5)) for _ in range(WORKERS)]
    match, scene = robot_then_ann(app)
    asked: list[int] = []
    real = match.bot_choice
    monkeypatch.setattr(match, "bot_choice", lambda: asked.append(1) or real())
    for _ in range(120):
        app.frame(1 / 30)
        if scene.robot_busy:
            break
    assert scene.robot_busy, "the robot started thinking"
    app.scenes.reset(MenuScene(app))
    gate.set()
    assert all(d.wait(5) for d in busy)
    assert Decision(lambda: "free").wait(5), "the helpers are free again"
    assert asked == [], "the robot's choice for the scene that was left never ran"
