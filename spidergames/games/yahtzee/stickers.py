"""Yahtzee's own sticker: five of one friend scored in column 5 (a Yahtzee or a Spider-Man Yahtzee)."""

from __future__ import annotations

from spidergames.core.stickers import StickerKind
from spidergames.core.translatable import N_

from .board import COLUMNS
from .rules import State


def scored_five(state: State, seat: int) -> bool:
    """A token of `seat` stands in column 5: only five of one friend (wilds counted) go there."""
    return COLUMNS in state.board[seat]


STICKERS = (StickerKind(N_("A Yahtzee!"), "yahtzee.five", "yahtzee/die-spider-man.png", scored_five),)
