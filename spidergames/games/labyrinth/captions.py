"""The Labyrinth's events in words, for the table's caption (see `spidergames.app.table.caption`)."""

from __future__ import annotations

from collections.abc import Sequence

from spidergames.app.i18n import N_
from spidergames.app.table.caption import Line
from spidergames.core.gameinfo import N_plural
from spidergames.core.protocol import Outcome

from . import board as maze
from .board import IN_SENTENCES
from .rules import Action, Event, Move, MoveEvent, Observation, Phase, ShiftEvent


def symbol_icon(symbol: str) -> str:
    return f"labyrinth/symbols/{symbol}.png"


def happened(event: Event, before: Observation, after: Observation) -> Line | None:
    p = event.player
    if isinstance(event, ShiftEvent):
        if event.wrapped:
            return Line.of(N_("{player} pushed a tile in, and a piece rode round."), seats=["player"], player=p)
        return Line.of(N_("{player} pushed a tile in."), seats=["player"], player=p)
    assert isinstance(event, MoveEvent)
    if event.won:
        return Line.of(N_("{player} found every symbol and wins!"), seats=["player"], player=p)
    if event.found is not None:
        return Line.of(N_("{player} found {symbol}!"), seats=["player"], icons=[symbol_icon(event.found)],
                       player=p, symbol=IN_SENTENCES[event.found])
    if len(event.path) == 1:
        return Line.of(N_("{player} stayed put."), seats=["player"], player=p)
    symbol = after.board[maze.index(event.path[-1])].symbol
    if symbol is not None:
        return Line.of(N_("{player} walked to {symbol}."), seats=["player"], icons=[symbol_icon(symbol)],
                       player=p, symbol=IN_SENTENCES[symbol])
    return Line.of(N_plural("{player} walked {steps} tile.", "{player} walked {steps} tiles.", "steps"),
                   seats=["player"], player=p, steps=len(event.path) - 1)


def to_do(view: Observation, legal: Sequence[Action]) -> Line | None:
    if view.phase is Phase.SHIFT:
        return Line(N_("Turn the spare tile, then push it in at an arrow."))
    if not any(isinstance(a, Move) and a.cell != view.players[view.current].pos for a in legal):
        return Line(N_("No tile to walk to: press Stay here."))
    if not view.targets:
        return Line(N_("Walk home to win, or press Stay here."))
    return Line(N_("Walk to a glowing tile, or press Stay here."))


def verdict(view: Observation, outcome: Outcome) -> Line | None:
    """The first to finish wins: there is never a tie to explain."""
    return None


# What the voice says when the keys or a pad move the focus onto a choice (`GameScene.focus_words`)
PUSH_HERE = Line(N_("Push here!"))
WALK_HERE = Line(N_("Walk here!"))
STAY_HERE = Line(N_("Stay here!"))
TURN_TILE = Line(N_("Turn the tile!"))
