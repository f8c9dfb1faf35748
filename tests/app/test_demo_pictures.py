"""A demo note that describes a picture ("a red arrowhead") says what the table really draws there.

A note once said "That arrow is grey" where the blocked Labyrinth arrow shows a big red no-entry sign.
Every rule note the demo can give (read from the teach modules, as the voice finds them) that names a
colour is checked here against the pixels of the thing it points at, drawn by the game's own scene
in a real demo once that move has landed: each colour the note names must be the main colour of
that thing (the colour most of its pixels have, leaving out its dark outlines, white, and the
colour all round it).
"""

from __future__ import annotations

import colorsys
import inspect
import re
from collections import Counter
from pathlib import Path

import pygame
import pytest
from driving import needs_a_demo
from tiers import quick_only

from spidergames.app.games import scene_class
from spidergames.app.scenes.demo import DemoScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.artgen import voice_phrases
from spidergames.core.registry import game_ids

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "grey")
WORD = re.compile(r"\b(" + "|".join(COLOURS) + r")\b", re.IGNORECASE)
SEEDS = range(1, 9)
CHECKS = 3  # landed frames checked for each picture note


def colour_name(rgb: tuple[int, ...]) -> str:
    """What a child would call a pixel's colour ("ink" and "white" are outlines and shine)."""
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in rgb[:3]))
    if v < 0.3:
        return "ink"
    if s < 0.2:
        return "white" if v > 0.9 else "grey"
    hue = h * 360
    return next(name for limit, name in ((15, "red"), (40, "orange"), (70, "yellow"), (170, "green"),
                                         (260, "blue"), (345, "purple"), (361, "red")) if hue < limit)


def main_colour(surface: pygame.Surface, rect: pygame.Rect) -> tuple[str | None, Counter[str]]:
    """The colour most of the thing at `rect` is drawn in, and the count of each."""
    inside = Counter(colour_name(surface.get_at((x, y))) for x in range(rect.left, rect.right)
                     for y in range(rect.top, rect.bottom))
    ring = rect.inflate(10, 10).clip(surface.get_rect())
    around = Counter(colour_name(surface.get_at((x, y))) for x in range(ring.left, ring.right)
                     for y in (ring.top, ring.bottom - 1)) + Counter(
        colour_name(surface.get_at((x, y))) for y in range(ring.top, ring.bottom) for x in (ring.left, ring.right - 1))
    backdrop = {name for name, n in around.items() if n > 0.4 * sum(around.values())}
    counted = Counter({name: n for name, n in inside.items() if name not in {"ink", "white", *backdrop}})
    return (counted.most_common(1)[0][0] if counted else None), inside


def picture_notes(game_id: str) -> set[str]:
    """The templates of `game_id`'s rule notes that name a colour (read from its scene's teach module)."""
    needs_a_demo(game_id)
    teach = Path(inspect.getfile(scene_class(game_id).teach))  # type: ignore[union-attr, arg-type]
    return {t.text for t in voice_phrases.scan(teach.read_text(encoding="utf-8"), teach.name) if WORD.search(t.text)}


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee", "labyrinth", "somethingwild"))
def test_every_colour_a_note_names_is_the_colour_drawn(app, game_id) -> None:
    wanted = picture_notes(game_id)
    checked: Counter[str] = Counter()
    wrong: list[str] = []
    app.autoplay = True
    app.scenes.push(MenuScene(app))
    table = pygame.Surface(LOGICAL_SIZE)
    for seed in SEEDS:
        if all(checked[t] >= CHECKS for t in wanted):
            break
        demo = DemoScene(app, game_id, seed=seed, playing=False)  # stepped: each move lands before the next
        app.scenes.push(demo)
        for _ in range(5000):
            demo.next()
            app.frame(1 / 60)
            note = demo.note
            if demo.results is not None:
                break
            if note is None or note.template not in wanted or not demo.game.display.settled or demo.game.animating:
                continue
            rect = demo.game.locate(note.where)
            assert rect is not None
            demo.game.draw(table)
            main, counts = main_colour(table, rect)
            checked[note.template] += 1
            named = {w.lower() for w in WORD.findall(note.template)}
            if main not in named:
                wrong.append(f"{game_id} seed {seed}: {note.template!r} but it is drawn mostly {main} "
                             f"({dict(counts.most_common())})")
        app.scenes.pop(demo)
    assert not wrong, f"{len(wrong)} notes describe another picture; the first: " + "\n".join(wrong[:3])
    assert all(checked[t] for t in wanted), f"picture notes never seen in a demo: {wanted - set(checked)}"
