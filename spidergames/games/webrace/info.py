"""What the menu and setup screen need to know about this game: its info card, pure data.

The rules read it too (`GAME.info`); the game's registration, which loads the rest, is `plugin.py`.
"""

from __future__ import annotations

from spidergames.core.gameinfo import N_, GameInfo

INFO = GameInfo(
    id="webrace",
    title=N_("The Amazing Spider-Man Game with the Fantastic Four"),
    tagline=N_("Race round the web and catch the villains!"),
    min_players=2,
    max_players=4,
    first_player="anyone",
    characters=("mr-fantastic", "invisible-woman", "human-torch", "the-thing"),
    short_title=N_("Spider-Web Race"),
    order=30,
)
