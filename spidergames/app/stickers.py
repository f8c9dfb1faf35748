"""Every sticker on this computer and which ones a finished game earned each child.

The general stickers are the app's (a first game of each kind, a first win, a game with a friend, a
game won without Help, a game finished with Help); each game brings its own (`GameEntry.stickers`).
Which were earned is decided from the finished game only (its outcome, its seats, the hints each
asked for and, for a game's own, its final state): nothing counts time or days.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.registry import entries
from ..core.stickers import StickerKind
from .i18n import N_

if TYPE_CHECKING:
    from ..core.seat_link import SeatLink

log = logging.getLogger(__name__)

FIRST_WIN = StickerKind(N_("My first win!"), "first-win", "portraits/spider-man.png")
FRIEND = StickerKind(N_("A game with a friend!"), "friend", "portraits/ghost-spider.png")
NO_HELP = StickerKind(N_("I won without Help!"), "no-help", "portraits/miles-morales.png")
WITH_HELP = StickerKind(N_("A game with Help!"), "with-help", "ui/bulb.png")


def first_game(game_id: str) -> StickerKind:
    """The first game of each kind: one sticker per game, the game's menu picture tells them apart."""
    return StickerKind(N_("My first game!"), f"first.{game_id}", f"menu/{game_id}.bmp")


@cache
def game_stickers(game_id: str) -> tuple[StickerKind, ...]:
    """The first game of `game_id`, then the game's own stickers (none for a game without)."""
    own = next((e.stickers() for e in entries() if e.id == game_id and e.stickers is not None), ())
    return (first_game(game_id), *own)


def every_sticker(games: Sequence[str]) -> tuple[StickerKind, ...]:
    """The book's stickers in its order: the general ones, then each game's."""
    general = (FIRST_WIN, FRIEND, NO_HELP, WITH_HELP)
    return general + tuple(s for g in games for s in game_stickers(g))


def by_id(games: Sequence[str]) -> dict[str, StickerKind]:
    return {s.id: s for s in every_sticker(games)}


def earned(match: SeatLink[Any, Any, Any, Any], seat: int) -> list[str]:
    """The ids of the stickers the person at `seat` earned in the finished `match`, in the book's order."""
    outcome = match.outcome
    if outcome is None:
        return []
    seats = match.config.seats
    game = match.game.info.id
    won = seat in outcome.winners
    hints = match.hints[seat]
    friend = any(other.is_human and i != seat for i, other in enumerate(seats))
    general = {FIRST_WIN.id: won, FRIEND.id: friend, NO_HELP.id: won and hints == 0, WITH_HELP.id: hints > 0}
    ids = [s for s, yes in general.items() if yes] + [first_game(game).id]
    own = [s for s in game_stickers(game) if s.earned is not None]
    if own:
        try:
            state = match.final_state()
        except (PermissionError, OSError, ValueError) as exc:  # a host that went away: its stickers wait
            log.warning("no final state for the stickers: %s", exc)
            return ids
        ids += [s.id for s in own if s.earned is not None and s.earned(state, seat)]
    return ids
