"""What the menu and setup screen need to know about this game, without loading its rules."""

from spidergames.core.gameinfo import GameInfo

INFO = GameInfo(
    id="yahtzee",
    title="Spider-Man & Friends Yahtzee",
    tagline="Roll the dice, match your friends, build a team!",
    min_players=1,
    max_players=4,
    first_player="youngest",
    characters=("spider-man", "captain-america", "hulk", "storm", "wolverine", "thor"),
    short_title="Yahtzee",
)
