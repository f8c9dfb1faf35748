"""This game's one registration (`ENTRY`), found through the entry point in pyproject.toml.

Only this module and the info card load when the app starts: each part is imported on first use.
"""

from __future__ import annotations

from spidergames.core.plugin import entry

from .info import INFO

ENTRY = entry(
    INFO, __file__,
    rules="spidergames.games.webrace.rules:GAME",
    bots="spidergames.games.webrace.bots:table_bot",
    scene="spidergames.games.webrace.scene:SCENE",
    hint="spidergames.games.webrace.bots:table_hint",
    words="spidergames.games.webrace.words:WORDS",
    spoken="spidergames.games.webrace.words:spoken_values",
    art="spidergames.games.webrace.art:generate",
    bench="spidergames.games.webrace.bench:run",
    stickers="spidergames.games.webrace.stickers:STICKERS",
)
