"""What the menu and setup screen need to know about this game: its info card, pure data.

The rules read it too (`GAME.info`); the game's registration, which loads the rest, is `plugin.py`.
"""

from __future__ import annotations

from spidergames.core.gameinfo import N_, GameInfo

INFO = GameInfo(
    id="somethingwild",
    title=N_("Something Wild! Spider-Man"),
    tagline=N_("Make sets and runs, grab the mover, use wild Powers!"),
    min_players=2,
    max_players=4,
    first_player="youngest",
    characters=("spider-man", "miles-morales", "ghost-spider", "spider-woman"),
    short_title=N_("Something Wild!"),
    order=40,
)
