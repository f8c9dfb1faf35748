"""What the menu and setup screen need to know about this game, without loading its rules."""

from spidergames.core.gameinfo import GameInfo

INFO = GameInfo(
    id="webrace",
    title="The Amazing Spider-Man Game with the Fantastic Four",
    tagline="Race round the web and catch the villains!",
    min_players=2,
    max_players=4,
    first_player="anyone",
    characters=("mr-fantastic", "invisible-woman", "human-torch", "the-thing"),
    short_title="Spider-Web Race",
)
