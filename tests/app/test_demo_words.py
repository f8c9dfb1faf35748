"""The demo's table takes its still pictures from their layers, with the marks kept from when they were
composed (`Recorder.from_pictures`), and routes its arrow round the words those marks name: they must be
the very words, in the very places, that drawing the table straight (every part painted) notes.

A demo plays at real speed, every frame drawn, with a game's still picture composed whole, composed
again in part (a seat's row, a tile) and mended; at every frame the demo's own marks are compared with
those of the same table drawn straight onto a layout check's recorder.
"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from driving import click, needs_a_demo, use_settings

from spidergames.app.scenes.demo import DemoScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.ui.record import Mark, Recorder
from spidergames.core.registry import game_ids

MOVES = 6
FPS = 30


def seen(marks: list[Mark]) -> list[tuple[str, str, tuple[int, ...], tuple[int, ...] | None]]:
    """What a mark says of where words, panels and buttons are (not the colour a text was drawn on,
    which a part composed in part takes from the picture as it stood)."""
    return [(m.kind, m.words.words if m.words is not None else "", tuple(m.rect),
             tuple(m.ink) if m.ink is not None else None) for m in marks]


@pytest.mark.slow  # every frame of each game; the developer's loop checks the frames with an arrow
@pytest.mark.parametrize("game_id", game_ids())  # (tests/app/test_demo_arrow.py)
def test_the_demo_routes_round_the_words_a_full_redraw_draws(app, game_id) -> None:
    needs_a_demo(game_id)
    use_settings(app, speed="fast")  # real pace, but the fastest a teacher may choose: more moves a second
    app.scenes.push(MenuScene(app))
    demo = DemoScene(app, game_id, seed=3, players=3 if game_id != "yahtzee" else 2)
    app.scenes.push(demo)
    app.frame(1 / FPS)
    click(app, demo.table.center)  # start it playing on its own
    straight = Recorder(demo.game.layout_size)
    compared = 0
    in_part = 0
    for _ in range(FPS * 8 * MOVES):
        app.frame(1 / FPS)
        if len(demo.match.history) > MOVES or demo.results is not None:
            break
        straight.marks.clear()
        demo.game.draw(straight)
        ours, theirs = seen(demo._table.marks), seen(straight.marks)
        extra, missing = Counter(ours) - Counter(theirs), Counter(theirs) - Counter(ours)
        assert ours == theirs, (f"{game_id} after move {len(demo.match.history)}: the demo notes "
                                f"{sorted(extra.elements())} too many and misses {sorted(missing.elements())}")
        compared += 1
        in_part = demo.game.still.in_part
    assert len(demo.match.history) > MOVES, f"{game_id}: only {len(demo.match.history)} moves in {compared} frames"
    assert in_part > 0, f"{game_id}: no still picture was composed again in part: the test saw no such frame"


def test_a_recorder_from_pictures_is_not_a_layout_check() -> None:
    """A layout check's recorder still has every part painted straight onto it."""
    from spidergames.app.ui.record import paints_straight

    assert paints_straight(Recorder((8, 8)))
    assert not paints_straight(Recorder((8, 8), from_pictures=True))
    assert not paints_straight(pygame.Surface((8, 8)))
