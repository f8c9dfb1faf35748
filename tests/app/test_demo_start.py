"""The classroom demo opens on a start card and waits: the teacher's first key or click starts it.

It used to start already playing, so a teacher who pressed P "to start" paused it. Now nothing moves
until Space, Enter, Right, a click or P; each of them starts it playing (P never pauses a demo that
has not begun), and the card says so in big letters and aloud.
"""

from __future__ import annotations

import pygame
import pytest
from driving import click, key
from tiers import quick_only

from spidergames.app.scenes.demo import DemoScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE

START_WORDS = "Press Space or click to start."
BIG = 48  # logical px: about 72 px on a 1920x1080 projector


def open_demo(app, game_id: str = "yahtzee") -> tuple[DemoScene, list[str]]:
    """A demo as the menu opens it, at real speed, with every spoken template kept."""
    app.autoplay = False
    said: list[str] = []
    app.speech.say_lines = lambda lines, seats: said.extend(line.template for line in lines)  # type: ignore[method-assign]
    app.scenes.push(MenuScene(app))
    demo = DemoScene(app, game_id, seed=3)
    app.scenes.push(demo)
    app.frame(1 / 30)
    return demo, said


def drawn_words(demo: DemoScene) -> dict[str, int]:
    """Every text on the demo's screen, with its size."""
    screen = Recorder(LOGICAL_SIZE)
    demo.draw(screen)
    return {m.words.words: m.words.size for m in screen.marks if m.kind == "text" and m.words is not None}


def wait(app, seconds: float, fps: int = 30) -> None:
    for _ in range(round(seconds * fps)):
        app.frame(1 / fps)


def test_it_waits_on_a_big_start_card_and_says_it(app) -> None:
    demo, said = open_demo(app)
    wait(app, 5.0)
    assert demo.match.history == [], "nothing moves before the teacher starts it"
    words = drawn_words(demo)
    assert START_WORDS in words, f"no start card: {sorted(words)[:6]}"
    assert words[START_WORDS] >= BIG, f"the start card's words are {words[START_WORDS]} px, too small for a class"
    assert said.count(START_WORDS) == 1, f"the start card is said aloud once: {said}"


START_INPUTS = {
    "P": lambda app, demo: key(app, pygame.K_p),
    "Space": lambda app, demo: key(app, pygame.K_SPACE),
    "Enter": lambda app, demo: key(app, pygame.K_RETURN),
    "Right": lambda app, demo: key(app, pygame.K_RIGHT),
    "a click on the table": lambda app, demo: click(app, demo.table.center),
    "a click on the card's words": lambda app, demo: click(app, (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2 + 60)),
    "the play button": lambda app, demo: click(app, demo.controls[1].rect.center),
}


@pytest.mark.parametrize("how", quick_only(START_INPUTS, "Space"))
def test_the_first_key_or_click_starts_it_playing(app, how) -> None:
    demo, _ = open_demo(app)
    wait(app, 1.0)
    START_INPUTS[how](app, demo)
    assert demo.playing, f"{how} paused a demo that had not begun"
    assert START_WORDS not in drawn_words(demo), "the start card goes once it has begun"
    wait(app, 14.0)  # the opening words' reading time, then move after move
    assert len(demo.match.history) >= 2, f"{how}: it should be playing on its own"


def test_the_menu_button_and_esc_still_leave_from_the_start_card(app) -> None:
    demo, _ = open_demo(app)
    click(app, demo.controls[-1].rect.center, frames=45)
    assert isinstance(app.scenes.top, MenuScene)
    demo, _ = open_demo(app)
    key(app, pygame.K_ESCAPE, frames=45)
    assert isinstance(app.scenes.top, MenuScene)


def test_the_small_print_says_it_waits_until_it_is_started(app) -> None:
    """The teacher's line under the rule tells the demo's mode truly: not "playing" on the start card."""
    demo, _said = open_demo(app)
    wait(app, 1.0)
    waiting = [w for w in drawn_words(demo) if "seed 3" in w]
    assert waiting and "waiting to start" in waiting[0], f"before the start the small print reads {waiting}"
    key(app, pygame.K_p)
    wait(app, 0.5)
    started = [w for w in drawn_words(demo) if "seed 3" in w]
    assert started and "playing" in started[0], f"once started it reads {started}"
