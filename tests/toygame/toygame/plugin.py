"""The toy's one registration, found through the entry point its pyproject.toml declares."""

from __future__ import annotations

from spidergames.core.plugin import entry

from .info import INFO

ENTRY = entry(
    INFO, __file__,
    rules="toygame.rules:GAME",
    bots="toygame.bots:make_bot",
    scene="toygame.scene:SCENE",
    hint="toygame.bots:hint",
    words="toygame.words:WORDS",
    spoken="toygame.words:spoken_values",
    bench="toygame.bench:run",
)
