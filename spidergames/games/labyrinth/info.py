"""What the menu and setup screen need to know about this game, and its registration.

Only this small module loads when the app starts: `ENTRY` loads the rules, the computer
players and the scene on first use.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from spidergames.core.gameinfo import N_, GameEntry, GameInfo, Variant

if TYPE_CHECKING:
    import random
    from collections.abc import Sequence

    from spidergames.core.hints import Reason
    from spidergames.core.protocol import Bot

    from .rules import Action, Labyrinth
    from .scene import LabyrinthScene

INFO = GameInfo(
    id="labyrinth",
    title=N_("The Amazing Spider-Man Labyrinth"),
    tagline=N_("Slide the streets and race to find your symbols!"),
    min_players=1,
    max_players=4,
    first_player="eldest",
    characters=("spider-man", "lizard"),
    fixed_characters=(("blue", "spider-man"), ("red", "spider-man")),  # RULINGS: only yellow and green choose
    variants=(
        Variant("younger", N_("For younger children"), ("off", "on"),
                N_("See all your symbol cards and find them in any order.")),
        Variant("return_home", N_("Go back home to win"), ("yes", "no"),
                N_("Only for younger children: 'no' means you win as soon as all your "
                   "symbols are found.")),
    ),
    short_title=N_("Labyrinth"),
)


def rules() -> Labyrinth:
    from .rules import GAME

    return GAME


def bots(level: str) -> Bot[Action]:
    """A computer player of `level` (one of LEVELS); raises ValueError for any other level."""
    from .bots import make_bot

    return make_bot(level)


def scene() -> type[LabyrinthScene]:
    from .scene import SCENE

    return SCENE


def hint(observation: Any, legal: Sequence[Any], rng: random.Random) -> tuple[Any, Reason]:
    """Help: the normal computer player's move for `observation` and a one-line reason."""
    from .bots import hint

    return hint(observation, legal, rng)


ENTRY = GameEntry(INFO, rules, bots, Path(__file__).with_name("rules.md"), scene, hint)
"""This game's one registration, listed in `spidergames.games.GAMES`."""
