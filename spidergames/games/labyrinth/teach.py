"""The rule behind each Labyrinth move, in the words of the rules page, for the classroom demo.

`note(events, before, after)` names the rule one move shows and what on the board it is about
(`Square`, `ArrowSocket`, `Spare`); the scene's `locate` finds where that is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spidergames.app.i18n import N_
from spidergames.app.table.demo import Note

from .board import ARROWS, IN_SENTENCES, Cell
from .rules import Event, MoveEvent, Observation, ShiftEvent


@dataclass(frozen=True)
class Square:
    """A tile of the board, by its cell."""

    cell: Cell


@dataclass(frozen=True)
class ArrowSocket:
    """One of the 12 arrows round the board."""

    arrow: int


@dataclass(frozen=True)
class Spare:
    """The spare tile beside the board."""


Where = Square | ArrowSocket | Spare


def note(events: Sequence[Event], before: Observation, after: Observation) -> Note:
    """A push or a walk: each move reports one event."""
    event = events[0]
    if isinstance(event, ShiftEvent):
        return _push(event, after)
    assert isinstance(event, MoveEvent)
    return _walk(event, after)


def _push(event: ShiftEvent, after: Observation) -> Note:
    """What a push teaches; pushes without a wrap take turns at the three push rules."""
    if event.wrapped:
        return Note.about(N_("Pieces ride along with their tiles. A piece pushed off the edge jumps onto the new tile "
                             "at the other end."), Square(ARROWS[event.arrow].entry))
    kind = event.arrow % 3
    if kind == 0 or after.blocked_arrow is None:
        return Note.about(N_("Every turn starts with a push: turn the spare tile, then push it in at one of the 12 "
                             "arrows."), ArrowSocket(event.arrow))
    if kind == 1:
        return Note.about(N_("The whole line of tiles slides along, and the tile at the far end pops out. It is the "
                             "next spare."), Spare())
    return Note.about(N_("You may not push the tile straight back where it just came out. That arrow shows a red "
                         "no-entry sign."), ArrowSocket(after.blocked_arrow))


def _walk(event: MoveEvent, after: Observation) -> Note:
    p, end = event.player, event.path[-1]
    player = after.players[p]
    if event.won:
        return Note.about(N_("The first player to find all their symbols and get back home wins the game!"),
                          Square(end))
    if event.found is not None and player.cards_left == 0:  # the last card: no next symbol, the way home
        return Note.about(N_("{player} stopped on {symbol}: the card turns over. It was the last one: now "
                             "{player} heads back to the start corner."),
                          Square(end), seats=["player"], player=p, symbol=IN_SENTENCES[event.found])
    if event.found is not None:
        return Note.about(N_("{player} stopped on {symbol}: the card turns over, and the next symbol is shown."),
                          Square(end), seats=["player"], player=p, symbol=IN_SENTENCES[event.found])
    if player.cards_left == 0 and after.return_home:
        return Note.about(N_("All of {player}'s symbols are found: the last goal is the start corner."),
                          Square(player.home), seats=["player"], player=p)
    if len(event.path) == 1:
        return Note.about(N_("{player} stays put: you can also stay where you are."), Square(end), seats=["player"],
                          player=p)
    return Note.about(N_("Walk along the streets as far as you like. You can stop on any tile your street joins "
                         "up with."), Square(end))
