"""The toy's events in words, for the table's caption (`spidergames.app.table.caption`)."""

from __future__ import annotations

from collections.abc import Sequence

from spidergames.app.i18n import N_
from spidergames.app.table.caption import Line
from spidergames.core.protocol import Outcome

from .rules import STARS, Answer, Dealt, Event, Guess, Observation


def happened(event: Event, before: Observation, after: Observation) -> Line | None:
    if isinstance(event, Dealt):
        return Line.of(N_("New cards for everyone: round {round}!"), round=event.round)
    if event.answer is Answer.FOUND and after.stars[event.player] >= STARS:
        return Line.of(N_("{player} found the hidden card: {number}! Five stars win!"), seats=["player"],
                       player=event.player, number=event.number)
    if event.answer is Answer.FOUND:
        return Line.of(N_("{player} found the hidden card: {number}! A star!"), seats=["player"],
                       player=event.player, number=event.number)
    if event.answer is Answer.HIGHER:
        return Line.of(N_("{player} guessed {number}: the hidden card is higher."), seats=["player"],
                       player=event.player, number=event.number)
    return Line.of(N_("{player} guessed {number}: the hidden card is lower."), seats=["player"],
                   player=event.player, number=event.number)


def to_do(view: Observation, legal: Sequence[Guess]) -> Line | None:
    return Line(N_("Guess the hidden card: tap a number."))


def verdict(view: Observation, outcome: Outcome) -> Line | None:
    """The first to find it wins: there is never a tie to explain."""
    return None
