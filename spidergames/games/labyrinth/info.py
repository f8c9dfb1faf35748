"""What the menu and setup screen need to know about this game, without loading its rules."""

from spidergames.core.gameinfo import GameInfo, Variant

INFO = GameInfo(
    id="labyrinth",
    title="The Amazing Spider-Man Labyrinth",
    tagline="Slide the streets and race to find your symbols!",
    min_players=1,
    max_players=4,
    first_player="eldest",
    characters=("spider-man", "lizard"),
    variants=(
        Variant("younger", "For younger children", ("off", "on"),
                "See all your symbol cards and find them in any order."),
        Variant("return_home", "Go back home to win", ("yes", "no"),
                "Only for younger children: 'no' means you win as soon as all your "
                "symbols are found."),
    ),
    short_title="Labyrinth",
)
