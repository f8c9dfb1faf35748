"""After the last move of a demo playing on its own: a countdown that tells the truth and a teacher can stop.

It used to say "The next game starts in 0 seconds." for the last half second (the number was rounded)
with nothing to stop it. Here the results are drawn every frame at real speed and several frame
rates: the number on the screen is always the whole seconds still to wait, rounded up (never 0, never
behind), the next game starts when it reaches the end, and a click or P stops it, the results then
staying until the teacher goes on.
"""

from __future__ import annotations

import math
import re

import pygame
import pytest
from driving import FPS_RATES, click, key
from tiers import quick_only

from spidergames.app.scenes.demo import RESULTS_SECONDS, DemoScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE

NUMBER = re.compile(r"starts in (\d+) second")
COARSE = 0.2  # frames until the game's end (the moves themselves are checked elsewhere)


def panel_words(demo: DemoScene) -> str:
    """The rule panel's sentence as drawn this frame (the biggest text on the panel)."""
    screen = Recorder(LOGICAL_SIZE)
    demo.draw(screen)
    texts = [m for m in screen.marks if m.kind == "text" and m.words is not None and demo.panel.contains(m.rect)]
    return max(texts, key=lambda m: m.words.size).words.words if texts else ""


def to_the_results(app, fps: int) -> tuple[DemoScene, float]:
    """A solo Yahtzee demo playing on its own, up to the frame its results first show (and that frame's dt)."""
    app.autoplay = False
    app.scenes.push(MenuScene(app))
    demo = DemoScene(app, "yahtzee", players=1, seed=4)
    app.scenes.push(demo)
    app.frame(1 / fps)
    click(app, demo.table.center)  # start it playing on its own
    for _ in range(20_000):
        over = demo.match.is_over
        app.autoplay = not over  # the moves at once (checked elsewhere); the game's end at real speed
        dt = 1 / fps if over else COARSE
        app.frame(dt)
        if demo.results is not None:
            return demo, dt
    raise AssertionError("the demo game never ended")


@pytest.mark.parametrize("fps", quick_only(FPS_RATES, 24))
def test_the_countdown_counts_down_truthfully_every_frame(app, fps) -> None:
    demo, dt = to_the_results(app, fps)
    shown_for = dt  # the results have been on the screen this long (the frame that showed them first)
    seen: list[int] = []
    while demo.results is not None:
        words = panel_words(demo)
        found = NUMBER.search(words)
        assert found, f"no countdown on the results at {shown_for:.3f} s: {words!r}"
        number = int(found.group(1))
        assert number == math.ceil(RESULTS_SECONDS - shown_for - 1e-9), (
            f"at {shown_for:.3f} s of {RESULTS_SECONDS} the screen says {number} seconds ({fps} fps)")
        assert number >= 1, f"'{words}' while the results still show"
        if not seen or seen[-1] != number:
            seen.append(number)
        app.frame(1 / fps)
        shown_for += 1 / fps
        assert shown_for < RESULTS_SECONDS + 2 / fps, "the countdown ran out but the next game did not start"
    assert shown_for >= RESULTS_SECONDS - 1 / fps - 1e-9, f"the next game came early, at {shown_for:.3f} s"
    assert seen == list(range(math.ceil(RESULTS_SECONDS), 0, -1)), f"the numbers shown: {seen}"
    assert demo.games == 2


STOPS = {
    "a click on the table": lambda app, demo: click(app, demo.table.center),
    "P": lambda app, demo: key(app, pygame.K_p),
}


@pytest.mark.slow  # both play a demo to its end: CI's tier
@pytest.mark.parametrize("how", list(STOPS))
def test_a_click_or_p_stops_the_countdown_and_the_results_stay(app, how) -> None:
    demo, _ = to_the_results(app, 30)
    for _ in range(60):
        app.frame(1 / 30)
    assert NUMBER.search(panel_words(demo))
    STOPS[how](app, demo)
    for _ in range(30 * 20):  # far past the countdown
        app.frame(1 / 30)
        words = panel_words(demo)
        assert not NUMBER.search(words), f"after {how} the countdown goes on: {words!r}"
    assert demo.games == 1 and demo.results is not None, f"after {how} the next game started anyway"
    assert "Press Space for the next game" in words, words
    key(app, pygame.K_SPACE)  # the teacher goes on when ready
    assert demo.games == 2 and demo.results is None
