"""A new sticker at the results (issue #29): it grows, is said, holds and settles on its child's
panel on time at every frame rate, every frame drawn; Calm motion makes the pop a plain grow."""

from __future__ import annotations

import itertools
import math

import pytest
from tiers import quick_only

from spidergames.app import motion
from spidergames.app.application import App
from spidergames.app.music import Music
from spidergames.app.table import sticker_show
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game

EPS = 1e-6


def at_results(app: App, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> ResultsScene:
    """Ann (a child's profile) wins a real web race against a robot; the app shows its end."""
    ann = app.profiles.make("Ann", "storm", "red")
    assert ann is not None
    game = load_game("webrace")
    seats = (Seat("Ann", HUMAN, "red", "spider-man", profile=ann.id), Seat("Robot", "easy", "blue", "hulk"))
    for seed in itertools.count():
        match = Match(game, GameConfig(seats), seed)
        while not match.is_over:
            match.play(match.bot_choice("hard"))
        if match.outcome is not None and match.outcome.winners == (0,):
            break
    monkeypatch.setattr(Music, "speaking", property(lambda self: False))  # the test's own voice says nothing
    monkeypatch.setattr(app.speech, "say", lambda template, *args, **kw: said.append(template))
    app.autoplay = False
    assert start_game_scene(app, match) is not None
    for _ in range(900):
        app.frame(1 / 30)
        if isinstance(app.scenes.top, ResultsScene):
            break
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    return results


@pytest.mark.parametrize(("fps", "calm"), quick_only([(24, False), (60, False), (144, False), (60, True)],
                                                  (24, False), (60, True)))  # the cheapest rate, and calm
def test_a_new_sticker_grows_is_said_and_settles_on_time(app: App, monkeypatch: pytest.MonkeyPatch, fps: int,
                                                         calm: bool) -> None:
    said: list[str] = []
    monkeypatch.setattr(motion, "_calm", {"on": calm})
    results = at_results(app, monkeypatch, said)
    show = results.stickers
    names = [a.sticker.name for a in show.arrivals]
    assert {"My first win!", "I won without Help!", "My first game!"} <= set(names), names
    assert all(a.seat == 0 for a in show.arrivals), "the robot earns none"
    said.clear()
    start = show.clock
    heard: list[float] = []
    sizes: list[list[float]] = [[] for _ in show.arrivals]
    settled: list[float] = []
    for frame in range(math.ceil((show.end - start) * fps) + 2):
        assert results.animating == (show.clock < show.end), "the app stays awake for the whole show, no longer"
        app.frame(1 / fps)  # update and draw: every frame drawn
        clock = start + (frame + 1) / fps
        if len(said) > len(heard):
            heard.append(clock)
        big = show.big()
        if big is not None:
            sizes[show.arrivals.index(big[0])].append(big[1])
        if len(show.settled()) > len(settled):
            settled.append(clock)
    assert said == names, "each said once, as it appears"
    for k, when in enumerate(heard):
        assert abs(when - (sticker_show.WAIT + k * sticker_show.EACH)) <= 1 / fps + EPS, (k, when)
    for k, when in enumerate(settled):
        assert abs(when - (sticker_show.WAIT + (k + 1) * sticker_show.EACH)) <= 1 / fps + EPS, (k, when)
    assert len(settled) == len(names) and not show.busy and not results.animating
    for grown in sizes:
        top = max(grown)
        assert top <= sticker_show.BIG * (1.0 if calm else 1.15) + EPS, "a pop, never wild; none when calm"
        rise = grown[: grown.index(top) + 1]
        assert all(b >= a - EPS for a, b in itertools.pairwise(rise)), "it grows without going back"
        assert grown[-1] == sticker_show.BIG


def test_the_first_sticker_waits_while_the_winner_is_said(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    results = at_results(app, monkeypatch, said)
    monkeypatch.setattr(Music, "speaking", property(lambda self: True))
    for _ in range(120):
        app.frame(1 / 60)
    assert results.stickers.clock == 0 and not said
    monkeypatch.setattr(Music, "speaking", property(lambda self: False))
    for _ in range(math.ceil(sticker_show.WAIT * 60) + 1):
        app.frame(1 / 60)
    assert len(said) == 1


def test_the_settled_stickers_sit_inside_their_childs_panel(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    results = at_results(app, monkeypatch, [])
    panels = results.panels()
    for k, (x, y) in results.slots(panels).items():
        half = sticker_show.SMALL / 2
        box = panels[results.stickers.arrivals[k].seat].inflate(-8, -8)
        assert box.left <= x - half and x + half <= box.right and box.top <= y - half and y + half <= box.bottom
