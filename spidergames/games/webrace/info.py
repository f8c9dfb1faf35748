"""What the menu and setup screen need to know about this game, and its registration.

Only this small module loads when the app starts: `ENTRY` loads the rules, the computer
players and the scene on first use.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from spidergames.core.gameinfo import N_, GameEntry, GameInfo

if TYPE_CHECKING:
    import random
    from collections.abc import Sequence

    from spidergames.core.hints import Reason
    from spidergames.core.protocol import Bot

    from .rules import Action, WebRace
    from .scene import WebRaceScene

INFO = GameInfo(
    id="webrace",
    title=N_("The Amazing Spider-Man Game with the Fantastic Four"),
    tagline=N_("Race round the web and catch the villains!"),
    min_players=2,
    max_players=4,
    first_player="anyone",
    characters=("mr-fantastic", "invisible-woman", "human-torch", "the-thing"),
    short_title=N_("Spider-Web Race"),
)


def rules() -> WebRace:
    from .rules import GAME

    return GAME


def bots(level: str) -> Bot[Action]:
    """A computer player of `level` (one of LEVELS); raises ValueError for any other level."""
    from .bots import make_bot

    return make_bot(level, rules().board)


def scene() -> type[WebRaceScene]:
    from .scene import SCENE

    return SCENE


def hint(observation: Any, legal: Sequence[Any], rng: random.Random) -> tuple[Any, Reason]:
    """Help: the hard computer player's move for `observation` (the better lesson) and a reason."""
    from .bots import hint

    return hint(observation, legal, rng, rules().board)


ENTRY = GameEntry(INFO, rules, bots, Path(__file__).with_name("rules.md"), scene, hint)
"""This game's one registration, listed in `spidergames.games.GAMES`."""
