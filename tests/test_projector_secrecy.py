"""The projector's secrecy checks would see a leak (issue #28). tests/test_secrecy.py runs the spectator's
screen (`spidergames --watch CODE`: the `Watching` presentation, viewer nobody, fed only what the host
sends a spectator) through the twin-drawing harness (tests/secrecy.py) for every registered game's twins,
at rest, pointing, after Help and in every frame of a move arriving at 24, 60 and 144 fps. Here leaks
planted in the spectator's path must be caught: the host sending a seat's view as the public one, and
the arrow grown at each move pointing by a secret.
"""

from __future__ import annotations

import zlib
from typing import Any

import pygame
import pytest
from secrecy import humans, look, spectator_leaks
from secrecy_twins import TWINS, twins_of
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.table import demo as kit
from spidergames.app.table.watching import Watching
from spidergames.core.registry import game_ids
from spidergames.net import wire


def _secret_pair(game_id: str) -> str:
    own = twins_of(game_id)
    assert own is not None and own.secret is not None
    return f"{game_id}: {own.secret.rest}"


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "labyrinth"))
def test_a_host_that_sends_the_projector_a_seats_view_is_caught(app: App, game_id: str,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The leak planted: the host sends the spectator the secret's owner's observation as the public one.
    It can show only where the owner's own table draws the secret at rest (a hand, a target card); where it
    does not (face-down tokens or villains, seen only by peeking or at the count) the arrow's leak below is
    this game's planted leak."""
    twins = TWINS[_secret_pair(game_id)]()
    owner = twins.owner
    config = humans(twins.game, twins.players)
    if owner is None or look(app, twins.game, config, twins.a, owner, pointing=False).first_difference(
            look(app, twins.game, config, twins.b, owner, pointing=False)) is None:
        pytest.skip(f"{game_id}: its owner's own table does not draw this secret at rest: nothing to carry")
    honest = wire.sight_payload

    def leaky(game: Any, state: Any, version: int, seats: tuple[int, ...], hints: Any, legal: Any,
              encoded: Any = None) -> dict[str, Any]:
        payload = honest(game, state, version, seats, hints, legal)
        if not seats:
            payload["views"] = [[None, honest(game, state, version, (owner,), hints, legal)["views"][0][1]]]
        return payload

    monkeypatch.setattr(wire, "sight_payload", leaky)
    found = spectator_leaks(app, twins.game, twins.players, twins.a, twins.b, pointing=False)
    print(f"{game_id}: {found}")
    assert found, f"{game_id}: the projector drew a seat's secret and the harness did not notice"


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_an_arrow_that_points_by_a_secret_is_caught(app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The leak planted: the arrow's target nudged by the secret, read from the host's whole state (as an
    arrow worked out from the host's sight, not the spectator's, would). The looks take every frame of
    the move arriving, so the arrow growing after it lands is compared too: the leak shows there, and
    only there (no arrow at rest)."""
    own = twins_of(game_id)
    assert own is not None and own.secret is not None
    twins = TWINS[f"{game_id}: {own.secret.motion}"]()
    secret = own.secret
    honest = Watching.target

    def leaky(self: Watching, scene: Any) -> Any:
        rect = honest(self, scene)
        nudge = zlib.crc32(repr(secret.of(scene.match.state)).encode()) % 29
        return None if rect is None else rect.move(nudge, nudge)

    monkeypatch.setattr(Watching, "target", leaky)
    found = spectator_leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed,
                            pointing=False)
    print(f"{game_id}: {found}")
    assert found, f"{game_id}: an arrow pointing by a secret went unnoticed"
    assert "move frame" in found[0] or "after landing" in found[0], found


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "yahtzee"))
def test_an_arrow_routed_by_a_secret_is_caught(app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The leak planted: the arrow's way round the table's words bent by the secret (as a route worked out
    from the host's table, not the spectator's, could be): its bend moved by it."""
    own = twins_of(game_id)
    assert own is not None and own.secret is not None
    twins = TWINS[f"{game_id}: {own.secret.motion}"]()
    secret = own.secret
    honest = Watching.route

    def leaky(self: Watching, scene: Any, target: pygame.Rect, room: pygame.Rect) -> list[kit.Point] | None:
        route = honest(self, scene, target, room)
        if route is None:
            return None
        nudge = zlib.crc32(repr(secret.of(scene.match.state)).encode()) % 29
        (sx, sy), (ex, ey) = route[0], route[-1]
        return [route[0], ((sx + ex) / 2 + nudge, (sy + ey) / 2 - nudge), route[-1]]

    monkeypatch.setattr(Watching, "route", leaky)
    found = spectator_leaks(app, twins.game, twins.players, twins.a, twins.b, action=twins.action, seed=twins.seed,
                            pointing=False)
    print(f"{game_id}: {found}")
    assert found, f"{game_id}: an arrow bent by a secret went unnoticed"
