"""The four games, registered in one table.

Each game folder has the same shape: `info.py` (the menu's card and the game's one registration,
`ENTRY`), `rules.py` (pure rules: `GAME`, `State`, `Observation`, `Event`, `Action`), `bots.py`
(`make_bot(level)`), `scene.py` (`SCENE`, the pygame screen), `layout.py` (where things sit, from
the game's Tiled map), `board.py` where the game has a board, and `rules.md`, the rules page.
Other modules are helpers named for what they do. Only the `info` modules load at start-up.
"""

from __future__ import annotations

from spidergames.core.gameinfo import GameEntry

from .labyrinth.info import ENTRY as LABYRINTH
from .somethingwild.info import ENTRY as SOMETHING_WILD
from .webrace.info import ENTRY as WEBRACE
from .yahtzee.info import ENTRY as YAHTZEE

GAMES: tuple[GameEntry, ...] = (YAHTZEE, LABYRINTH, WEBRACE, SOMETHING_WILD)
"""Every game, in menu order."""
