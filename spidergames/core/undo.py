"""Take-back ("Oops"): whether the last action may be undone, decided by the rules alone.

A person may take back their own last decision as long as it revealed nothing (no dice rolled, no
card drawn, flipped or passed: each game's `Game.reveals`) and nobody has played since. Another
seat's move is never taken back, a computer player's included: it showed the table something (a
robot's walk shows where its target is), and playing again knowing it would not be fair. So the
app gives the person a short beat after their decision before the next seat plays (the Oops
button's ring, `app.table.assist`). At a shared screen Oops belongs to the person whose decision
it takes back: the next child may not undo a friend's move.

    steps = [Step(before, action, after), ...]   # the match's latest actions, oldest first
    undo_owner(game, seats, steps)               # the person whose decision Oops takes back, or None
    undo_point(game, seats, steps)               # the index of the step to undo, or None
    undo_point(game, seats, steps, by=seat)      # the same, but only if it is `seat`'s decision
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic

from .protocol import A, Game, S, Seat


@dataclass(frozen=True)
class Step(Generic[S, A]):
    """One played action with the states around it."""

    before: S
    action: A
    after: S


def undo_owner(game: Game[S, A], seats: Sequence[Seat], steps: Sequence[Step[S, A]]) -> int | None:
    """The seat whose decision Oops would take back: the one who played the newest step, if that is a
    person, the step revealed nothing and the game goes on; None when nothing may be undone."""
    if not steps:
        return None
    step = steps[-1]
    if game.is_over(step.after) or game.reveals(step.before, step.action, step.after):
        return None
    decider = game.current_player(step.before)
    return decider if seats[decider].is_human else None


def undo_point(game: Game[S, A], seats: Sequence[Seat], steps: Sequence[Step[S, A]],
               by: int | None = None) -> int | None:
    """The index in `steps` of the person's decision that Oops takes back (always the newest step),
    or None when nothing may be undone, or when `by` (the seat asking; None: anyone) did not play it."""
    owner = undo_owner(game, seats, steps)
    return len(steps) - 1 if owner is not None and by in (None, owner) else None
