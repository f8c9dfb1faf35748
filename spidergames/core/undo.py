"""Take-back ("Oops"): which of the last actions may be undone, decided by the rules alone.

A person may take back their last decision as long as nothing new was revealed since: no dice
rolled, no card drawn, flipped or passed (each game's `Game.reveals`). The computer players'
moves made after it go with it. Once anything is revealed, everything before it stays played:
undoing it would let the player choose again knowing what came up. At a shared screen Oops
belongs to the person whose decision it takes back: the next child may not undo a friend's move.

    steps = [Step(before, action, after), ...]   # the match's latest actions, oldest first
    undo_point(game, seats, steps)               # index of the first step to undo, or None
    undo_point(game, seats, steps, by=seat)      # the same, but only if it is `seat`'s decision
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic

from .protocol import A, Game, S, Seat


@dataclass(frozen=True)
class Step(Generic[S, A]):
    """One played action with the states around it."""

    before: S
    action: A
    after: S


def undo_point(game: Game[S, A], seats: Sequence[Seat], steps: Sequence[Step[S, A]],
               by: int | None = None) -> int | None:
    """The index in `steps` of the person's decision that Oops takes back (with every later
    step, all of them the computer's), or None when nothing may be undone.

    Walking back from the newest step: a finished game, a step that reveals anything, or running
    out of steps means no; the first step a person played is the one to take back, if `by` (the
    seat asking, None: anyone) is the person who played it.
    """
    if not steps or game.is_over(steps[-1].after):
        return None
    for i in range(len(steps) - 1, -1, -1):
        step = steps[i]
        if game.reveals(step.before, step.action, step.after):
            return None
        decider = game.current_player(step.before)
        if seats[decider].is_human:
            return i if by in (None, decider) else None
    return None


def undoable(game: Game[Any, Any], seats: Sequence[Seat], steps: Sequence[Step[Any, Any]]) -> bool:
    """True when Oops may be pressed."""
    return undo_point(game, seats, steps) is not None
