"""What the menu and setup screen need to know about this game, without loading its rules."""

from spidergames.core.gameinfo import GameInfo

INFO = GameInfo(
    id="somethingwild",
    title="Something Wild! Spider-Man",
    tagline="Make sets and runs, grab the mover, use wild Powers!",
    min_players=2,
    max_players=4,
    first_player="youngest",
    characters=("spider-man", "miles-morales", "ghost-spider", "spider-woman"),
    short_title="Something Wild!",
)
