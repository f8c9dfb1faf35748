"""The stickers a child can earn: each one a thing they did in a game, never time spent or days in a row.

A sticker is decided from the finished game alone, by pure code: `earned(final_state, seat)` looks at
the whole final state (every secret is shown at the end anyway) for the seat at `seat`. The app keeps
the general stickers (a first game, a first win, a game with a friend, with or without Help); a game
gives its own through its entry (`GameEntry.stickers`, a `stickers.py` in its folder). The `name` is
English, marked with `N_` and put into words where it is shown; it is also a whole spoken sentence
(the voice generator records it: `artgen/voice_phrases.py` reads every `StickerKind(...)`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class StickerKind:
    """One sticker: its spoken and shown `name`, its `id` (kept in the child's profile), the `picture`
    it is drawn from (an asset path: "portraits/hulk.png") and the condition a game decides it by."""

    name: str
    id: str
    picture: str
    earned: Callable[[Any, int], bool] | None = None  # (final state, seat); None: the app decides
