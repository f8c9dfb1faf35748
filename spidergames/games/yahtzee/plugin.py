"""This game's one registration (`ENTRY`), found through the entry point in pyproject.toml.

Only this module and the info card load when the app starts: each part is imported on first use.
"""

from __future__ import annotations

from spidergames.core.plugin import entry

from .info import INFO

ENTRY = entry(
    INFO, __file__,
    rules="spidergames.games.yahtzee.rules:GAME",
    bots="spidergames.games.yahtzee.bots:make_bot",
    scene="spidergames.games.yahtzee.scene:SCENE",
    hint="spidergames.games.yahtzee.bots:hint",
    words="spidergames.games.yahtzee.words:WORDS",
    spoken="spidergames.games.yahtzee.words:spoken_values",
    art="spidergames.games.yahtzee.art:generate",
    bench="spidergames.games.yahtzee.bench:run",
    stickers="spidergames.games.yahtzee.stickers:STICKERS",
)
