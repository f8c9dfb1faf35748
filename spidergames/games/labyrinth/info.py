"""What the menu and setup screen need to know about this game: its info card, pure data.

The rules read it too (`GAME.info`); the game's registration, which loads the rest, is `plugin.py`.
"""

from __future__ import annotations

from spidergames.core.gameinfo import N_, GameInfo, Variant

INFO = GameInfo(
    id="labyrinth",
    title=N_("The Amazing Spider-Man Labyrinth"),
    tagline=N_("Slide the streets and race to find your symbols!"),
    min_players=1,
    max_players=4,
    first_player="eldest",
    # RULINGS: blue and red are Spider-Man, yellow and green choose Spider-Man or the Lizard. Each
    # Spider-Man wears his own suit, so no two seats share a face (told apart without colour).
    characters=("spider-man", "spider-man-black-suit", "lizard", "iron-spider", "spider-man-noir"),
    fixed_characters=(("blue", "spider-man-black-suit"), ("red", "spider-man")),
    variants=(
        Variant("younger", N_("For younger children"), ("off", "on"),
                N_("See all your symbol cards and find them in any order.")),
        Variant("return_home", N_("Go back home to win"), ("yes", "no"),
                N_("Only for younger children: 'no' means you win as soon as all your "
                   "symbols are found.")),
    ),
    short_title=N_("Labyrinth"),
    order=20,
)
