"""Every registered game's secrecy twins, by name ("<game id>: <pair>"), for the secrecy tests.

Each game brings its own in its folder: `secrecy_twins.py` beside its rules, whose `TWINS` is a
`GameTwins` (see `spidergames.core.secrecy_twins`), so a game in its own package (the toy) brings its
own and the tests here name no game. A registered game without one fails `test_every_game_brings_twins`.
"""

from __future__ import annotations

from collections.abc import Callable

from beside_rules import beside_rules

from spidergames.core.registry import game_ids
from spidergames.core.secrecy_twins import GameTwins, Twins

__all__ = ["MOTION", "PUBLIC_COUNTS", "QUICK_TWINS", "TWINS", "Twins", "twins_of"]


def twins_of(game_id: str) -> GameTwins | None:
    """The game's `secrecy_twins.TWINS`, from the package its rules live in (None: it brings none)."""
    module = beside_rules(game_id, "secrecy_twins")
    found: GameTwins | None = None if module is None else module.TWINS
    return found


def _every(part: Callable[[GameTwins], dict[str, Callable[[], Twins]]]) -> dict[str, Callable[[], Twins]]:
    return {f"{game_id}: {name}": make for game_id in game_ids() if (own := twins_of(game_id)) is not None
            for name, make in part(own).items()}


TWINS = _every(lambda own: dict(own.pairs))
PUBLIC_COUNTS = _every(lambda own: dict(own.public_counts))
"""Counts everybody may know: these twins must look different to every viewer."""
MOTION = tuple(f"{game_id}: {name}" for game_id in game_ids() if (own := twins_of(game_id)) is not None
               for name in own.motion)
"""The twins that play a move."""
QUICK_TWINS = tuple(f"{game_id}: {own.quick}" for game_id in game_ids() if (own := twins_of(game_id)) is not None)
"""One pair of twins a game in the developer's loop; CI checks every pair."""
