"""The web race's own sticker: a villain captured."""

from __future__ import annotations

from spidergames.core.stickers import StickerKind
from spidergames.core.translatable import N_

from .rules import State


def captured_one(state: State, seat: int) -> bool:
    """`seat` ends the game with at least one villain card in front of them."""
    return bool(state.captured[seat])


STICKERS = (StickerKind(N_("A villain captured!"), "webrace.villain", "webrace/villain-green-goblin.png",
                        captured_one),)
