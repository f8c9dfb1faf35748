"""What the menu and setup screen need to know about this game: its info card, pure data.

The rules read it too (`GAME.info`); the game's registration, which loads the rest, is `plugin.py`.
"""

from __future__ import annotations

from spidergames.core.gameinfo import N_, GameInfo

INFO = GameInfo(
    id="yahtzee",
    title=N_("Spider-Man & Friends Yahtzee"),
    tagline=N_("Roll the dice, match your friends, build a team!"),
    min_players=1,
    max_players=4,
    first_player="youngest",
    characters=("spider-man", "captain-america", "hulk", "storm", "wolverine", "thor"),
    short_title=N_("Yahtzee"),
    order=10,
)
