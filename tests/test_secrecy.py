"""Secrets reach the screen and the voice only where the rules show them (see tests/secrecy.py).

For every registered game and every pair of twins it brings (its `secrecy_twins.py`, gathered by
tests/secrecy_twins.py): each viewer to whom the rules show
both positions alike (no viewer, and every seat the secret is hidden from) must see and hear the same
at rest, pointing and hovering, after Help, in every frame of a move at real speed and in every word;
the owner must see a difference (so the test would notice a table that drew nothing at all). The
projector (issue #28: the spectator's screen, viewer nobody, fed what the host sends a spectator) goes
through the same looks: `secrecy.spectator_leaks`; its planted leaks are in tests/test_projector_secrecy.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest
from secrecy import humans, leaks, look, may_tell_apart, spectator_leaks, viewers
from secrecy_twins import MOTION, PUBLIC_COUNTS, QUICK_TWINS, TWINS, twins_of
from tiers import quick_only

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.match import Match
from spidergames.core.protocol import Game
from spidergames.core.registry import game_ids


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_brings_twins(game_id: str) -> None:
    """A game with no twins would pass every secrecy test unchecked: each brings at least one pair, and
    its quick pair and its moves name pairs it brings; it says where its secret is, so the leaks planted by
    tests/test_secrecy_mutations.py prove these tests would see one in it."""
    own = twins_of(game_id)
    assert own is not None, f"{game_id} brings no secrecy_twins.py beside its rules"
    assert own.pairs and own.quick in own.pairs and set(own.motion) <= set(own.pairs)
    assert own.secret is not None, f"{game_id}: its TWINS say not where its secret is (GameTwins.secret)"
    assert own.secret.rest in own.pairs and own.secret.motion in own.motion


@pytest.mark.parametrize("name", quick_only(sorted(TWINS), *QUICK_TWINS))
def test_a_secret_reaches_only_its_owner(app: App, name: str) -> None:
    twins = TWINS[name]()
    assert twins.a != twins.b
    assert (twins.action is not None) is (name in MOTION), "MOTION names the twins that play a move"
    assert leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed) == []
    assert spectator_leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action,
                           seed=twins.seed) == []
    if twins.owner is not None and twins.owner_sees:
        config = humans(twins.game, twins.players)
        mine = [look(app, twins.game, config, state, twins.owner, action=twins.action, seed=twins.seed,
                     pointing=False) for state in (twins.a, twins.b)]
        assert mine[0].first_difference(mine[1]) is not None, f"{name}: the owner should see their own secret"
        landed = [sum(moment.startswith("move frame") for moment, _ in seen.pictures) for seen in mine]
        assert landed[0] == landed[1], (  # the host's robots wait for every screen (net/serve.py, `shown`)
            f"{name}: the owner's screen shows the move in {landed[0]} or {landed[1]} frames by the secret: "
            "the robots, which wait for each screen to show a move, would tell everybody which")


@pytest.mark.parametrize("name", sorted(PUBLIC_COUNTS))
def test_a_count_everybody_may_know_is_drawn_for_everybody(app: App, name: str) -> None:
    """A hand of 3 or 4, one villain more: the rules show every seat the count, so every viewer must
    see the twins differ (the looks are no blind spot for counts; hidden counts: the mutation tests)."""
    twins = PUBLIC_COUNTS[name]()
    config = humans(twins.game, twins.players)
    for viewer in viewers(twins.players):
        assert may_tell_apart(twins.game, twins.a, twins.b, viewer)
        seen = [look(app, twins.game, config, state, viewer, pointing=False) for state in (twins.a, twins.b)]
        assert seen[0].first_difference(seen[1]) is not None, f"{name}: seat {viewer} does not see the count"
    seen = [look(app, twins.game, config, state, None, pointing=False, spectator=True) for state in (twins.a, twins.b)]
    assert seen[0].first_difference(seen[1]) is not None, f"{name}: the projector does not show the count"


@pytest.mark.slow
@pytest.mark.parametrize("fps", [24, 144])
@pytest.mark.parametrize("name", MOTION)
def test_a_secret_stays_hidden_in_motion_at_other_frame_rates(app: App, name: str, fps: int) -> None:
    twins = TWINS[name]()
    assert leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed,
                 pointing=False, fps=fps) == []
    assert spectator_leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed,
                           pointing=False, fps=fps) == []


NARROWER = (960, 1152)


@contextmanager
def narrow_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, held: int) -> Iterator[App]:
    """An app whose tables lay out for a narrower canvas (issue #30: the maps' `layout@960`, `@1152`)."""
    monkeypatch.setenv("SPIDERGAMES_CANVAS", str(held))
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=False)
    try:
        yield application
    finally:
        application.speech.close()
        pygame.quit()
        canvas.use(LOGICAL_SIZE)


def laid_out_for(app: App, game: Game[Any, Any], players: int, held: int) -> bool:
    """Whether `game`'s table lays out for the held canvas: a game whose map has no layout for it (the toy)
    is drawn fitted, its 1280 table shrunk, whose secrecy the 16:9 tests hold."""
    scene = start_game_scene(app, Match(game, humans(game, players), 1))
    assert scene is not None
    width = scene.layout_size[0]
    app.scenes.reset(MenuScene(app))
    return width == held


@pytest.mark.parametrize(("game_id", "held"), quick_only([(g, w) for g in game_ids() for w in NARROWER],
                                                        ("webrace", 960)))
def test_a_secret_stays_hidden_on_the_narrower_tables(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                      game_id: str, held: int) -> None:
    """The 4:3 and 16:10 tables place and draw things their own way (Something Wild's compact seats, the
    web race's moved pop-ups, Yahtzee's caption along the bottom): each game's secret at rest and in motion,
    through every look, on them too."""
    own = twins_of(game_id)
    assert own is not None and own.secret is not None
    with narrow_app(monkeypatch, tmp_path, held) as app:
        first = own.pairs[own.secret.rest]()
        if not laid_out_for(app, first.game, first.players, held):
            pytest.skip(f"{game_id} has no table for the {held} canvas: drawn fitted")
        for name in dict.fromkeys((own.secret.rest, own.secret.motion)):
            twins = own.pairs[name]()
            found = leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed)
            assert found == [], f"{game_id}: {name}"
            assert canvas.size() == (held, LOGICAL_SIZE[1])
