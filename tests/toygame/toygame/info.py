"""What the menu and setup screen show about the toy game, before any of its rules load."""

from __future__ import annotations

from spidergames.core.gameinfo import N_, GameInfo

INFO = GameInfo(
    id="toy",
    title=N_("Guess the Hidden Card"),
    tagline=N_("One card hides in the middle: find it first!"),
    min_players=2,
    max_players=4,
    first_player="youngest",
    characters=("spider-man", "miles-morales", "ghost-spider", "spider-woman"),
    short_title=N_("Hidden Card"),
    order=50,
)
