"""The classroom demo's rule note belongs to the move on the screen, at every frame, in both modes.

It used to go up only once a move was played, so while a robot showed its next move (turning the
spare tile, pointing at an arrow, keeping dice) the panel still told the last move's rule: the notes
lagged the table by one move. Here demos play at real speed at several frame rates, every frame
drawn, playing on their own and stepped by the teacher's Space; at every frame the note shown and
the last note said aloud must be the rule of the move whose animation is on the screen: the one a
robot is showing (`robot_choice`), else the last one played. The true rule of each move is worked
out afterwards from the match's own positions.
"""

from __future__ import annotations

import pygame
import pytest
from driving import click, key, needs_a_demo
from tiers import quick_only

from spidergames.app.games import scene_class
from spidergames.app.scenes.demo import DemoScene, rule_note
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.demo import Note
from spidergames.core.registry import game_ids
from spidergames.core.state_sight import StateSight

MOVES = 5  # moves watched in each demo (every kind of move comes round in the first few)


def watch(app, game_id: str, fps: int, *, stepping: bool) -> list[str]:
    """Frames until `MOVES` moves were shown; what was wrong at any frame."""
    needs_a_demo(game_id)
    app.autoplay = False
    said: list[Note] = []
    app.speech.say_lines = lambda lines, seats: said.extend(  # type: ignore[method-assign]
        line for line in lines if isinstance(line, Note))
    app.scenes.push(MenuScene(app))
    demo = DemoScene(app, game_id, seed=6, playing=not stepping)
    app.scenes.push(demo)
    app.frame(1 / fps)
    click(app, demo.table.center)  # start it (stepping: its first move)
    states = [demo.match.state]
    frames: list[tuple[int, Note | None, Note | None]] = []  # the move on screen, the note shown, the last said
    for _ in range(fps * 60 * MOVES):
        app.frame(1 / fps)
        history = demo.match.history
        while len(states) <= len(history):
            states.append(demo.match.state)
        on_screen = len(history) + (demo.game.robot_choice is not None)
        frames.append((on_screen, demo.note, said[-1] if said else None))
        if len(history) > MOVES:
            break
        if stepping and not demo.game.animating and demo.may_go_on() is False and len(demo.notes) == len(history):
            key(app, pygame.K_SPACE)  # the teacher asks for the next move
    teach = scene_class(game_id).teach  # type: ignore[union-attr]
    game = demo.match.game
    truth = [rule_note(teach, StateSight(game, states[k], k), StateSight(game, states[k + 1], k + 1))
             for k in range(len(states) - 1)]
    wrong = []
    for k, (move, shown, spoken) in enumerate(frames):
        if move == 0 or move > len(truth):
            continue
        want = truth[move - 1]
        if shown != want:
            wrong.append(f"frame {k}: move {move} on screen, the panel says {shown and shown.template!r}")
        if spoken != want:
            wrong.append(f"frame {k}: move {move} on screen, the voice said {spoken and spoken.template!r}")
    assert len(truth) > MOVES, f"{game_id}: only {len(truth)} moves in {len(frames)} frames"
    return wrong


@pytest.mark.parametrize("fps", (24, pytest.param(144, marks=pytest.mark.slow)))  # and stepping at 30, below
@pytest.mark.parametrize("game_id", quick_only(game_ids(), "webrace"))
def test_the_note_shown_is_the_move_on_screen_while_playing(app, game_id, fps) -> None:
    wrong = watch(app, game_id, fps, stepping=False)
    assert not wrong, f"{len(wrong)} frames with another move's note ({fps} fps); the first: " + "\n".join(wrong[:3])


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_the_note_shown_is_the_move_on_screen_while_stepping(app, game_id) -> None:
    wrong = watch(app, game_id, 30, stepping=True)
    assert not wrong, f"{len(wrong)} frames with another move's note (stepping); the first: " + "\n".join(wrong[:3])
