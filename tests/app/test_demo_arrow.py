"""The demo's pointing arrow goes round words: its body never crosses the letters of a caption or label.

It used to run straight from the rule panel to the thing it points at, across caption words and
button labels in its way. Here demos of all four games play at real speed, every frame drawn; at each
frame the table is drawn again onto a `Recorder` (which notes every text's letters), and the arrow's
drawn body (its shaft, ink edge included, and its head, as the demo drew it that frame) must keep off
every text but those on the thing it points at.
"""

from __future__ import annotations

import math

import pygame
import pytest
from driving import click, needs_a_demo
from tiers import quick_only

from spidergames.app.scenes.demo import DemoScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.demo import ARROW_W, arrow_head
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.registry import game_ids

MOVES = 10
HALF = (ARROW_W + 6) / 2  # the shaft's half width, ink edge included


def crossings(route: list[tuple[float, float]], texts: list[tuple[str, pygame.Rect]]) -> list[str]:
    """The words whose letters the arrow along `route` is drawn over."""
    *shaft, end = route
    head = arrow_head(shaft[-1], end)
    tip = math.dist(shaft[-1], end)
    base = (end[0] + (shaft[-1][0] - end[0]) * 26 / tip, end[1] + (shaft[-1][1] - end[1]) * 26 / tip)
    points: list[tuple[float, float]] = []
    for a, b in zip([*shaft], [*shaft[1:], base], strict=True):
        n = max(1, int(math.dist(a, b) / 2))
        points += [(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(n + 1)]
    hit = []
    inside = _inside(head)  # once per route, not once per word: the test's own cost was a tenth of its time
    for words, ink in texts:
        body = ink.inflate(2 * int(HALF), 2 * int(HALF))
        over_head = any(ink.collidepoint(p) for p in inside)
        if over_head or any(body.collidepoint(p) for p in points):
            hit.append(f"{words!r} at {tuple(ink)}")
    return hit


def _inside(triangle: list[tuple[float, float]], steps: int = 12) -> list[tuple[float, float]]:
    a, b, c = triangle
    return [(a[0] + (b[0] - a[0]) * i / steps + (c[0] - a[0]) * j / steps,
             a[1] + (b[1] - a[1]) * i / steps + (c[1] - a[1]) * j / steps)
            for i in range(steps + 1) for j in range(steps + 1 - i)]


QUICK_MOVES = 4  # the developer's loop: the first moves of one demo; CI plays ten of every game's


@pytest.mark.parametrize(("game_id", "moves"), quick_only([*((g, MOVES) for g in game_ids()), ("webrace", QUICK_MOVES)],
                                                         ("webrace", QUICK_MOVES)))
def test_the_arrow_never_crosses_words(app, game_id, moves) -> None:
    needs_a_demo(game_id)
    app.autoplay = False
    app.scenes.push(MenuScene(app))
    demo = DemoScene(app, game_id, seed=5, players=3 if game_id != "yahtzee" else 2)
    app.scenes.push(demo)
    app.frame(1 / 30)
    click(app, demo.table.center)  # start it playing on its own
    table = Recorder(LOGICAL_SIZE)
    wrong: list[str] = []
    arrows = 0
    for frame in range(30 * 8 * moves):
        app.frame(1 / 30)
        if len(demo.match.history) > moves or demo.results is not None:
            break
        if not demo.arrow or demo.target is None:
            continue
        arrows += 1
        table.marks.clear()
        demo.game.draw(table)
        ring = demo.target.inflate(12, 12)
        texts = [(m.words.words, demo.shown(m.ink)) for m in table.marks
                 if m.kind == "text" and m.words is not None and m.ink is not None]
        routed_round = [(m.words.words, demo.shown(m.ink)) for m in demo._table.marks
                        if m.kind == "text" and m.words is not None and m.ink is not None]
        if routed_round != texts:  # its still pictures' words come from when they were composed
            wrong.append(f"frame {frame}: the demo routed round other words than those drawn")
        texts = [(w, r) for w, r in texts if not r.colliderect(ring)]  # the thing pointed at may have words
        for hit in crossings(demo.arrow, texts):
            wrong.append(f"frame {frame}, move {len(demo.match.history)}: over {hit}")
    assert arrows > 100, f"{game_id}: the arrow showed in only {arrows} frames"
    assert not wrong, f"{len(wrong)} frames with the arrow over words; the first: " + "\n".join(wrong[:4])
