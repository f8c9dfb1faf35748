"""A robot decides beside the frame loop: frames keep coming while it thinks."""

from __future__ import annotations

import threading
import time

import pytest

from spidergames.app.application import App
from spidergames.app.scenes.game_base import start_game_scene
from spidergames.app.table.decision import Decision
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.games.yahtzee.rules import GAME


def test_a_slow_robot_never_holds_a_frame(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(GAME, GameConfig((Seat("Robot", "hard"), Seat("Ann", HUMAN))), 3)
    app.autoplay = True
    scene = start_game_scene(app, match)
    app.autoplay = False
    assert scene is not None
    scene.anim.instant = False
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
    assert slowest < 0.5 and thinker == ["spidergames-robot"]
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
