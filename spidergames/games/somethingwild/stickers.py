"""Something Wild's own sticker: three Power cards collected (each won with three cards that belong
together, `rules.md`)."""

from __future__ import annotations

from spidergames.core.stickers import StickerKind
from spidergames.core.translatable import N_

from .rules import State

POWERS = 3


def three_powers(state: State, seat: int) -> bool:
    """`seat` holds three Power cards at the end."""
    return len(state.scored[seat]) >= POWERS


STICKERS = (StickerKind(N_("Three Powers!"), "somethingwild.powers", "somethingwild/power-guess-colour.png",
                        three_powers),)
