"""The projector's arrow goes round the table's words, as the classroom demo's does (issue #28).

It grew straight from the caption to what each move did, across the labels and numbers in its way. Here
a spectator's table (`Watching` over the harness's `Watched` link: only what the host sends a projector)
follows moves arriving from the host at real speed, every frame drawn; at each frame with an arrow the
table is drawn again straight onto a layout check's recorder, and the arrow as the projector routed it
must keep off every word but those on the thing it points at and the caption it grows from.
"""

from __future__ import annotations

import random

import pytest
from secrecy import humans, scene_for
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.table.watching import Watching
from spidergames.app.ui.record import Recorder
from spidergames.core.registry import game_ids, load_game
from tests.app.test_demo_arrow import crossings

FPS = 30
MOVES = 8


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_the_projectors_arrow_goes_round_the_words(app: App, game_id: str) -> None:
    game = load_game(game_id)
    players = min(3, game.info.max_players)
    scene = scene_for(app, game, humans(game, players), seed=7, spectator=True)
    presentation = scene.presentation
    assert isinstance(presentation, Watching)
    app.autoplay = False
    scene.anim.instant = False
    link = scene.match
    rng = random.Random(f"projector-arrow-{game_id}")
    wrong: list[str] = []
    arrows = 0
    for move in range(MOVES):
        if game.is_over(link.state):
            break
        action = rng.choice(game.legal_actions(link.state))
        link.state = game.apply(link.state, action, random.Random(move))
        link.history.append(action)
        link.coming.append(link.sight())  # the move arrives from the host, as another computer's
        for frame in range(FPS * 8):
            app.frame(1 / FPS)
            if presentation.grown >= 1.0:
                break
            target = presentation.target(scene)
            if presentation.grown <= 0.0 or target is None:
                continue
            route = presentation.route(scene, target, app.screen.get_rect())
            box = scene.caption_at
            if route is None or box is None:
                continue
            arrows += 1
            table = Recorder(app.screen.get_size())
            scene.draw(table)
            ring = target.inflate(12, 12)
            texts = [(m.words.words, m.ink) for m in table.marks if m.kind == "text" and m.words is not None
                     and m.ink is not None and not m.ink.colliderect(ring) and not box.contains(m.ink)]
            wrong += [f"move {move}, frame {frame}: over {hit}" for hit in crossings(route, texts)]
    assert arrows > 2 * MOVES, f"{game_id}: the arrow showed in only {arrows} frames"
    assert not wrong, f"{len(wrong)} frames with the arrow over words; the first: " + "\n".join(wrong[:4])
