"""This game's one registration (`ENTRY`), found through the entry point in pyproject.toml.

Only this module and the info card load when the app starts: each part is imported on first use.
"""

from __future__ import annotations

from spidergames.core.plugin import entry

from .info import INFO

ENTRY = entry(
    INFO, __file__,
    rules="spidergames.games.somethingwild.rules:GAME",
    bots="spidergames.games.somethingwild.bots:make_bot",
    scene="spidergames.games.somethingwild.scene:SCENE",
    hint="spidergames.games.somethingwild.bots:hint",
    words="spidergames.games.somethingwild.words:WORDS",
    spoken="spidergames.games.somethingwild.words:spoken_values",
    art="spidergames.games.somethingwild.art:generate",
    bench="spidergames.games.somethingwild.bench:run",
    stickers="spidergames.games.somethingwild.stickers:STICKERS",
)
