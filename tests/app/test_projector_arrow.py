"""The projector's arrow (issue #28: "the caption and the demo-style arrows"): after each move arrives and
has landed, the classroom demo's arrow grows from the caption to the public thing the move did, at real
speed and at 24, 30, 60 and 144 frames a second, every frame drawn: nothing before the move has landed,
never shrinking, full grown within a frame of `ARROW_GROWS` after landing whatever the rate, the app kept
awake meanwhile, and pointing where the scene draws the thing the game's teach module names for the move
as nobody sees it. The secrecy of the arrow: tests/test_projector_secrecy.py.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import FPS_RATES
from secrecy import Watched, humans, scene_for, show

from spidergames.app.application import App
from spidergames.app.table import demo as kit
from spidergames.app.table.watching import ARROW_GROWS, Watching
from spidergames.app.ui.theme import YELLOW
from spidergames.core.registry import load_game

EPS = 1e-6


def arrive(app: App, game_id: str, moves: int) -> tuple[Any, Watched, Watching]:
    """A projector's table of `game_id` after `moves` first legal moves, then one more arriving."""
    game = load_game(game_id)
    config = humans(game, 2)
    scene = scene_for(app, game, config, spectator=True)
    link = scene.match
    assert isinstance(link, Watched) and isinstance(scene.presentation, Watching)
    rng = random.Random(3)
    state = link.state
    for _ in range(moves):
        state = game.apply(state, game.legal_actions(state)[0], rng)
    show(scene, state, None)
    scene.update(0.0)  # the projector has seen this position: the next one is a move
    app.autoplay, scene.anim.instant = False, False
    link.state = game.apply(state, game.legal_actions(state)[0], rng)
    link.history.append(game.legal_actions(state)[0])
    link.coming.append(link.sight())
    return scene, link, scene.presentation


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_arrow_grows_once_the_move_has_landed_at_every_rate(app: App, fps: int) -> None:
    scene, link, watching = arrive(app, "yahtzee", 0)
    before = scene.display.latest
    surface = pygame.Surface(app.screen.get_size())
    clock, landed, full = 0.0, None, None
    grown: list[float] = []
    for _ in range(round(8 * fps)):
        clock += 1 / fps
        scene.update(1 / fps)
        scene.draw(surface)
        is_down = scene.display.caught_up and scene.display.settled and not scene.anim.busy
        if scene.display.latest is before:
            continue  # the move has not arrived yet (the turn loop takes it on its next step)
        if not is_down:
            assert landed is None and watching.grown == 0.0, "the arrow grew before the move had landed"
            continue
        landed = clock if landed is None else landed
        grown.append(watching.grown)
        assert scene.animating or watching.grown == 1.0, "the app must keep drawing while the arrow grows"
        if watching.grown == 1.0 and full is None:
            full = clock
        if full is not None and clock > full + 0.3:
            break
    assert landed is not None and full is not None, "the move never landed, or the arrow never grew"
    assert all(b >= a - EPS for a, b in zip(grown, grown[1:], strict=False)), "the arrow shrank"
    assert abs((full - landed) - ARROW_GROWS / scene.anim.speed) <= 1 / fps + EPS, (full - landed, fps)
    note = kit.move_note(scene.teach, before, scene.display.latest, None)
    target = scene.locate(note.where)
    assert target is not None and watching.target(scene) == target
    ring = target.inflate(12, 12)
    assert surface.get_at((ring.left + 2, ring.centery))[:3] == YELLOW, "no ring round what the move did"
    if os.environ.get("SHOTS"):
        pygame.image.save(surface, str(Path(os.environ["SHOTS"]) / f"projector-arrow-yahtzee-{fps}.png"))


@pytest.mark.parametrize("game_id", ["labyrinth", "webrace", "somethingwild", "yahtzee"])
def test_every_game_points_the_projector_at_its_moves(app: App, game_id: str) -> None:
    """A few moves in, a move arriving in each game ends with the arrow at a thing on the table."""
    scene, link, watching = arrive(app, game_id, 3)
    surface = pygame.Surface(app.screen.get_size())
    for _ in range(60 * 20):
        scene.update(1 / 60)
        if watching.where is not None and watching.grown == 1.0:
            break
    else:
        raise AssertionError(f"{game_id}: no arrow after the move")
    scene.draw(surface)
    target = watching.target(scene)
    assert target is not None and surface.get_rect().contains(target), target
    if os.environ.get("SHOTS"):
        pygame.image.save(surface, str(Path(os.environ["SHOTS"]) / f"projector-arrow-{game_id}.png"))


def test_a_projector_nobody_touches_wakes_for_a_move_from_elsewhere(app: App) -> None:
    """Nobody touches a projector: once nothing moves the app sleeps (draws nothing), and a move made at
    another computer must wake it, or the class would watch a table stuck on an old move."""
    scene, link, watching = arrive(app, "yahtzee", 0)
    coming = link.coming.pop()
    app.since_input = 10.0  # nobody has touched it for a while
    for _ in range(60 * 10):
        scene.update(1 / 60)
        if app.asleep():
            break
    else:
        raise AssertionError("the projector never went to sleep")
    link.coming.append(coming)  # a move arrives
    assert not app.asleep(), "the move that arrived does not wake the projector"


def test_a_growing_arrow_follows_its_route_and_says_where_it_draws() -> None:
    route = [(0.0, 0.0), (100.0, 0.0), (100.0, 300.0)]
    assert kit.grown(route, 0.0) == [(0.0, 0.0)]
    assert kit.grown(route, 0.125) == [(0.0, 0.0), (50.0, 0.0)]
    assert kit.grown(route, 0.5) == [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0)]
    assert kit.grown(route, 1.0) == route and kit.grown(route, 2.0) == route
    target = pygame.Rect(80, 300, 40, 40)
    bounds = kit.arrow_bounds(route, target)
    assert all(bounds.collidepoint(x, y) for x, y in route) and bounds.contains(target.inflate(30, 30))
    surface = pygame.Surface((400, 500))
    before = surface.copy()
    kit.draw_arrow(surface, route, target)
    changed = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    changed.invert()
    assert changed.get_bounding_rects() and all(bounds.contains(r) for r in changed.get_bounding_rects()), \
        "the arrow drew outside the rectangle it tells the trail about"
    assert before.get_at((0, 499)) == surface.get_at((0, 499))


@pytest.mark.parametrize("fps", FPS_RATES)
def test_the_projector_says_a_move_shown_once_its_arrow_has_grown(app: App, fps: int) -> None:
    """The host's robots wait for every screen to say it has shown the last move (`SeatLink.shown`): the
    projector says so only once the move has landed and its arrow has grown, never while it moves, at
    every frame rate."""
    scene, link, watching = arrive(app, "yahtzee", 0)
    version = link.coming[-1].version
    frames = 0
    while version not in link.told:
        assert frames < 8 * fps, f"the projector never said position {version} was shown"
        scene.update(1 / fps)
        frames += 1
    assert frames > 1 and watching.grown >= 1.0 and scene.display.settled and not scene.anim.busy, (
        f"said at frame {frames}, the arrow {watching.grown:.2f} grown")
