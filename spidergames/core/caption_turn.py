"""What one game's turn can tell in the caption: the data of its worst case (issue #32).

Each game brings its own in its folder (`caption_turn.py` beside its rules, whose `TURN` is a `Turn`,
found through its registration, so a game in its own package brings its own): every event its
`captions` words, with every value its rules can give, and the steps of a turn. tests/test_caption_worst_case.py
hands the caption the widest lines a turn can leave and checks every row is painted whole. In the
package, not the tests, because a game's folder may import only itself and the core.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Turn:
    """What one game's turn can tell, read from its rules and `captions` module.

    `events(seat, players, view)`: every event the caption words, with every value; `kind` sorts them
    into the steps of a turn; `steps`: the kinds told in the order a turn tells them (any step may be
    left out; a kind listed twice can be told twice, a roll and a roll again); `opens`: what to do
    at the start of a turn (msgids of its `to_do`); `then`: what to do once a kind is told on the child's
    own turn. The end of the game is left out: it has no row of what to do.
    """

    events: Callable[[int, int, Any], Iterator[Any]]
    kind: Callable[[Any], str]
    steps: tuple[str, ...]
    opens: tuple[str, ...]
    then: Mapping[str, tuple[str, ...]]
