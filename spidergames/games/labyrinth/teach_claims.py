"""The Labyrinth's demo notes (`teach.py`), each with what must hold of a move shown with it:
tests/app/test_demo_notes.py holds every note of whole demo games to its claim (README "Adding a game")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .board import IN_SENTENCES
from .rules import MoveEvent, ShiftEvent


def claims() -> dict[str, Callable[[Any], bool]]:
    """Each note's template, and its claim about the move (`m.before`, `m.after`, `m.events`, `m.param`)."""
    def shift(m: Any) -> bool:
        return isinstance(m.events[0], ShiftEvent)

    def walk(m: Any) -> MoveEvent | None:
        e = m.events[0]
        return e if isinstance(e, MoveEvent) else None

    def left(m: Any) -> int:
        e = walk(m)
        return -1 if e is None else len(m.after.players[e.player].to_find)

    def found(m: Any) -> bool:
        e = walk(m)
        return (e is not None and e.found is not None and not e.won and m.param("player") == e.player
                and m.param("symbol") == IN_SENTENCES[e.found])

    return {
        "Pieces ride along with their tiles. A piece pushed off the edge jumps onto the new tile at the other end.":
            lambda m: shift(m) and bool(m.events[0].wrapped),
        "Every turn starts with a push: turn the spare tile, then push it in at one of the 12 arrows.": shift,
        "The whole line of tiles slides along, and the tile at the far end pops out. It is the next spare.": shift,
        "You may not push the tile straight back where it just came out. That arrow shows a red no-entry sign.":
            lambda m: shift(m) and m.after.blocked_arrow is not None,
        "The first player to find all their symbols and get back home wins the game!":
            lambda m: walk(m) is not None and m.events[0].won,
        "{player} stopped on {symbol}: the card turns over, and the next symbol is shown.":
            lambda m: found(m) and left(m) > 0,
        "{player} stopped on {symbol}: the card turns over. It was the last one: now {player} heads back to the "
        "start corner.": lambda m: found(m) and left(m) == 0 and m.after.return_home,
        "All of {player}'s symbols are found: the last goal is the start corner.":
            lambda m: walk(m) is not None and left(m) == 0 and m.after.return_home and m.events[0].found is None,
        "{player} stays put: you can also stay where you are.":
            lambda m: walk(m) is not None and len(m.events[0].path) == 1 and m.events[0].found is None,
        "Walk along the streets as far as you like. You can stop on any tile your street joins up with.":
            lambda m: walk(m) is not None and len(m.events[0].path) > 1 and m.events[0].found is None,
    }
