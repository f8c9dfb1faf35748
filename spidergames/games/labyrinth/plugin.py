"""This game's one registration (`ENTRY`), found through the entry point in pyproject.toml.

Only this module and the info card load when the app starts: each part is imported on first use.
"""

from __future__ import annotations

from spidergames.core.plugin import entry

from .info import INFO

ENTRY = entry(
    INFO, __file__,
    rules="spidergames.games.labyrinth.rules:GAME",
    bots="spidergames.games.labyrinth.bots:make_bot",
    scene="spidergames.games.labyrinth.scene:SCENE",
    hint="spidergames.games.labyrinth.bots:hint",
    words="spidergames.games.labyrinth.words:WORDS",
    spoken="spidergames.games.labyrinth.words:spoken_values",
    art="spidergames.games.labyrinth.art:generate",
    bench="spidergames.games.labyrinth.bench:run",
    stickers="spidergames.games.labyrinth.stickers:STICKERS",
)
