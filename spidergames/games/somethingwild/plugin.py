"""This game's one registration (`ENTRY`), found through the entry point in pyproject.toml.

Only this module and the info card load when the app starts: each function below imports its part
of the game on first use.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from spidergames.core.plugin import GameEntry, GameWords, SpokenValues

from .info import INFO

if TYPE_CHECKING:
    import random
    from collections.abc import Sequence

    from spidergames.bench import Figure
    from spidergames.core.hints import Reason
    from spidergames.core.protocol import Bot

    from .rules import Action, SomethingWild
    from .scene import SomethingWildScene


def rules() -> SomethingWild:
    from .rules import GAME

    return GAME


def bots(level: str) -> Bot[Action]:
    """A computer player of `level` (one of LEVELS); raises ValueError for any other level."""
    from .bots import make_bot

    return make_bot(level)


def scene() -> type[SomethingWildScene]:
    from .scene import SCENE

    return SCENE


def hint(observation: Any, legal: Sequence[Any], rng: random.Random) -> tuple[Any, Reason]:
    """Help: the normal computer player's move for `observation` and a one-line reason."""
    from .bots import hint

    return hint(observation, legal, rng)


def words() -> GameWords:
    from .words import WORDS

    return WORDS


def spoken() -> SpokenValues:
    from .words import spoken_values

    return spoken_values()


def art(out: Path) -> list[Path]:
    from .art import generate

    return generate(out)


def bench(quick: bool) -> list[Figure]:
    from .bench import run

    return run(quick)


ENTRY = GameEntry(INFO, rules, bots, Path(__file__).with_name("rules.md"), scene, hint, words, spoken, art, bench)
"""This game's one registration: `[project.entry-points."spidergames.games"]` in pyproject.toml."""
