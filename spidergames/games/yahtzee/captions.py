"""Yahtzee's events in words, for the table's caption (see `spidergames.app.table.caption`)."""

from __future__ import annotations

from collections.abc import Sequence

from spidergames.app.i18n import N_
from spidergames.app.table.caption import Line
from spidergames.core.gameinfo import N_plural
from spidergames.core.protocol import Outcome

from .board import DICE, Face
from .rules import (
    MAX_ROLLS,
    Action,
    Event,
    EventKind,
    Observation,
    Phase,
    Roll,
    RollOff,
    Score,
    ScoreZero,
    SpiderManYahtzee,
    final_totals,
)


def die(face: Face) -> str:
    return f"yahtzee/die-{face.slug}.png"


def happened(event: Event, before: Observation, after: Observation) -> Line | None:
    p = event.player
    if event.kind is EventKind.ROLL:
        rolled = [event.dice[i] for i in range(DICE) if i not in event.kept]
        template = N_("{player} rolled again:") if event.kept else N_("{player} rolled:")
        return Line.of(template, seats=["player"], icons=[die(f) for f in rolled], player=p)
    if event.kind is EventKind.ROLLOFF:
        return Line.of(N_plural("{player} rolled {count} Spider-Man.", "{player} rolled {count} Spider-Mans.", "count"),
                       seats=["player"], icons=[die(Face.SPIDER_MAN)], player=p, count=event.count)
    assert event.friend is not None
    if event.kind is EventKind.ZERO:
        return Line.of(N_("{player} scored zero: {friend} goes in the Picture Column."), seats=["player"],
                       icons=[die(event.friend)], player=p, friend=event.friend.title)
    template = N_("{player} scored {friends} on {column} and made a Team!") if event.team else N_(
        "{player} scored {friends} on {column}.")
    return Line.of(template, seats=["player"],
                   icons=[die(event.friend)], player=p, friends=event.friend.plural(event.count),
                   column=event.column)


def to_do(view: Observation, legal: Sequence[Action]) -> Line | None:
    table = view.state
    if any(isinstance(a, RollOff) for a in legal):
        return Line(N_("It's a tie! Roll: most Spider-Mans wins."))
    if not table.dice:
        return Line(N_("Roll the dice."))
    if any(isinstance(a, SpiderManYahtzee) for a in legal):
        return Line(N_("Five Spider-Mans! Put any friend on 5."))
    if any(isinstance(a, ScoreZero) for a in legal):
        return Line(N_("Nothing new to score: put a token on 0."))
    can_roll = any(isinstance(a, Roll) for a in legal)
    can_score = any(isinstance(a, Score) for a in legal)
    if can_score and can_roll:
        return Line(N_("Score a glowing friend, or keep dice and roll again."))
    if can_roll:
        return Line(N_("Nothing to score yet: keep dice and roll again."))
    if table.rolls_used >= MAX_ROLLS:
        return Line(N_("That was your last roll: score a glowing friend."))
    return Line(N_("Score a glowing friend."))


def verdict(view: Observation, outcome: Outcome) -> Line | None:
    """A tie on the board broken by the roll-off."""
    table = view.state
    totals = final_totals(table)
    if table.phase is not Phase.OVER or len(outcome.winners) != 1:
        return None
    best = totals[outcome.winners[0]]
    tied = [p for p, t in enumerate(totals) if t == best]
    if len(tied) < 2:
        return None
    scores = " vs ".join(str(best) for _ in tied)
    return Line.of(N_("{scores}: {player} wins the roll-off!"), seats=["player"], scores=scores,
                   player=outcome.winners[0])


# What the voice says when the keys or a pad move the focus onto a choice (`GameScene.focus_words`)
ROLL = Line(N_("Roll!"))
SCORE = Line(N_("Score!"))
SCORE_HERE = Line(N_("Score here!"))
KEEP_IT = Line(N_("Keep this die!"))
ROLL_IT = Line(N_("Roll this die again!"))
