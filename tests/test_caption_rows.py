"""Large text keeps every word of the caption (issue #32): no row of it gives way.

At a child's turn the caption has rows of what just happened and a row of what to do now ("Your turn,
Ann! Tap the deck to draw a card."). Whatever the text size, the language and the number of seats,
every sentence the caption was given is painted whole, inside the caption's box (wrapped, the box
grown, the table making room): a short box once dropped "Tap the deck to draw a card." with Large
text. And the caption still covers none of this turn's targets, the turn badge or a button.

The app draws on one logical canvas whatever the window (the window only scales it), so every game,
language, seat count and text size is checked on that canvas, and the hardest case is checked again
with the app opened at each window size of the issue.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from driving import fast_forward, new_match, random_config, settle, use_settings
from layout import draw_frame, new_recorder, on_top

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.caption import Rows
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.registry import game_ids, load_info

LANGUAGES = ("en", "es", "fr", "de")
WINDOWS = ((1024, 768), (1280, 720), (1920, 1080))
TURNS = 2
"""A child's turns checked in each game (the child's own move is played between them)."""


def seat_counts(game_id: str) -> range:
    info = load_info(game_id)
    return range(info.min_players, info.max_players + 1)


def tables() -> list[object]:
    """Every game at every seat count it allows; the developer's loop has each game's most seats (the
    fullest table), CI every count."""
    return [pytest.param(g, n, id=f"{g}-{n}", marks=() if n == max(seat_counts(g)) else pytest.mark.slow)
            for g in game_ids() for n in seat_counts(g)]


def sized_tables() -> list[object]:
    """`tables()` at both text sizes (ids as the two sweeps gave them); the developer's loop has each
    game's fullest table at one size, every other game with Large text (each case checks every
    language), CI every case."""
    return [pytest.param(g, n, large, id=f"{g}-{n}-{'large' if large else 'normal'}",
                         marks=() if n == max(seat_counts(g)) and large is (i % 2 == 1) else pytest.mark.slow)
            for i, g in enumerate(game_ids()) for n in seat_counts(g) for large in (False, True)]


@contextmanager
def speaking(app: App, code: str, large: bool) -> Iterator[None]:
    """The app in `code` at the text size asked for, as the Settings screen sets them."""
    before = app.settings.language
    app.settings.language = code
    use_settings(app, large_text=large)
    try:
        yield
    finally:
        app.settings.language = before
        app.apply_settings()


def unpainted(scene: GameScene, recorder: Recorder, given: Rows | None = None) -> list[str]:
    """Every sentence the caption was given (`given`, else the scene's own rows) on the frame last drawn
    on `recorder` that is not painted whole inside the caption's box, and every target, badge or button
    the box covers."""
    box = scene.caption_at
    assert box is not None
    marks = on_top(recorder.marks)
    painted = [m for m in marks if m.kind == "text" and m.words is not None and m.ink is not None
               and box.colliderect(m.ink)]
    words = " | ".join(m.words.words for m in painted if m.words is not None)
    names = [s.name for s in scene.seats]
    given = given or scene.caption.lines(scene.caption_now())
    found = [f"{line.text(names)!r} is not painted (the caption shows {words!r})"
             for row in given.rows for line in row if line.text(names) not in words]
    found += [f"{m.words.words!r} at {tuple(m.ink)} leaves the caption's box {tuple(box)}"
              for m in painted if m.words is not None and m.ink is not None and not box.contains(m.ink)]
    found += [f"the caption {tuple(box)} covers the {m.kind} at {tuple(m.rect)}"
              for m in marks if m.kind in ("target", "badge", "button") and box.colliderect(m.rect)]
    if not given.rows[given.told:]:
        found.append(f"no row of what to do at the child's turn: {words!r}")
    return found


def childs_turns(app: App, game_id: str, players: int, seed: str) -> Iterator[GameScene]:
    """A seeded game, one child and robots, started a few moves in: the scene at each of the child's
    first `TURNS` turns, as each is drawn (the child's own move played between them)."""
    app.autoplay = True  # the robots' moves shown at once: only the frames of the child's turns count
    app.scenes.reset(MenuScene(app))
    rng = random.Random(seed)
    config = random_config(game_id, rng, players=players, humans=1)
    match = fast_forward(new_match(game_id, config, rng.randrange(2**31)), rng.randrange(1, 8))
    start_game_scene(app, match)
    for _ in range(TURNS):
        if match.is_over:
            return
        scene = settle(app)
        assert isinstance(scene, GameScene) and scene.is_human_turn()
        app.frame(1 / 60)  # the caption follows the table one frame later
        yield scene
        scene.submit(match.bot_choice("normal"))


def check(app: App, game_id: str, code: str, large: bool, players: int) -> tuple[list[str], int]:
    """What is wrong with the caption at a child's turns in one game, and how many turns were seen."""
    found, seen = [], 0
    with speaking(app, code, large):
        for turn, scene in enumerate(childs_turns(app, game_id, players, f"rows-{game_id}-{players}-{code}")):
            recorder = draw_frame(app, new_recorder())
            case = f"{game_id}, {code}, {'Large' if large else 'normal'} text, {players} seats, turn {turn + 1}"
            found += [f"{case}: {p}" for p in unpainted(scene, recorder)]
            seen += 1
    return found, seen


@pytest.mark.parametrize(("game_id", "players", "large"), sized_tables())
def test_every_row_of_the_caption_is_painted_whole(app: App, game_id: str, players: int, large: bool) -> None:
    """In every language: at the child's turn, what happened, whose turn it is and what to do are each
    painted whole inside the caption, which covers nothing of this turn."""
    found, seen = [], 0
    for code in LANGUAGES:
        problems, turns = check(app, game_id, code, large, players)
        found += problems
        seen += turns
    assert seen >= len(LANGUAGES)
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])


@pytest.mark.parametrize("size", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_every_row_is_painted_at_every_window_size(app: App, size: tuple[int, int]) -> None:
    """In a window of each size, with Large text and German's long words: the same canvas, and every
    row of the caption painted in each game at its most seats."""
    app.window().size = size
    app.frame(1 / 60)
    assert app.window().size == size and app.screen.get_size() == LOGICAL_SIZE
    found: list[str] = []
    for game_id in game_ids():
        found += check(app, game_id, "de", True, max(seat_counts(game_id)))[0]
    assert not found, "\n".join(found[:12])
