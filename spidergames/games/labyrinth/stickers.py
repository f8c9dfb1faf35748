"""Labyrinth's own sticker: every one of your symbols found (going home after is not asked)."""

from __future__ import annotations

from spidergames.core.stickers import StickerKind
from spidergames.core.translatable import N_

from .rules import State


def found_all(state: State, seat: int) -> bool:
    """`seat` turned over every symbol card they were dealt."""
    player = state.players[seat]
    return not player.to_find and bool(player.found)


STICKERS = (StickerKind(N_("All my symbols found!"), "labyrinth.symbols", "labyrinth/symbols/daily-bugle.png",
                        found_all),)
