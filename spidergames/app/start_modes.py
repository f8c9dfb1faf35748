"""What a start opens over the menu, when the command line asks for more than the menu.

Apart from `runs.py`, which a plain start imports before its first frame: making a dataclass compiles
its methods (about a millisecond each here), which a double-click's start never needs.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Demo:
    """A classroom demo to start with (`spidergames --demo GAME`): the menu waits under it."""

    game_id: str
    players: int
    seed: int


@dataclass(frozen=True)
class Watch:
    """The projector's start (`spidergames --watch CODE [--server ADDRESS]`): the menu waits under it."""

    code: str
    address: str
