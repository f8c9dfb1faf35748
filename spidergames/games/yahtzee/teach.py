"""The rule behind each Yahtzee move, in the words of the rules page, for the classroom demo.

`note(events, before, after)` names the rule one move shows and what on the table it is about
(`Space`, `Die`, `KeptRow`, `TeamPile`); the scene's `locate` finds where that is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spidergames.app.i18n import N_
from spidergames.app.table.demo import Note

from .board import COLUMNS, DICE, Face
from .rules import MAX_ROLLS, Event, EventKind, Observation


@dataclass(frozen=True)
class Space:
    """A space of the scoreboard (column 0: the Picture Column)."""

    row: int
    column: int


@dataclass(frozen=True)
class Die:
    """One of the five dice, by its place in the tray."""

    index: int


@dataclass(frozen=True)
class KeptRow:
    """The Keep row under the dice tray."""


@dataclass(frozen=True)
class TeamPile:
    """The face-down team tokens."""


Where = Space | Die | KeptRow | TeamPile


def note(events: Sequence[Event], before: Observation, after: Observation) -> Note:
    """Every Yahtzee move reports one event."""
    event = events[0]
    if event.kind is EventKind.ROLL:
        return _roll(event, after)
    if event.kind is EventKind.ROLLOFF:
        return Note.about(N_("Tied! The tied players each roll all five dice. The most Spider-Mans wins."), Die(2))
    return _score(event)


def _roll(event: Event, after: Observation) -> Note:
    p = event.player
    if after.state.rolls_used >= MAX_ROLLS:
        return Note.about(N_("That was {player}'s third roll. After your third roll you must score."), Die(2),
                          seats=["player"], player=p)
    if event.kept:
        return Note.about(N_("Keep the dice you like, and roll the others again. You can roll up to three times."),
                          KeptRow(), seats=["player"], player=p)
    wild = [i for i, d in enumerate(event.dice) if d is Face.SPIDER_MAN]
    if wild:
        return Note.about(N_("Spider-Man is wild: it counts as any friend."), Die(wild[0]))
    return Note.about(N_("Roll all five dice. Then score now, or keep the dice you like and roll the others again."),
                      Die(2))


def _score(event: Event) -> Note:
    assert event.friend is not None
    p, friend, count, column = event.player, event.friend, event.count, event.column
    space = Space(friend.row, column)
    if event.kind is EventKind.ZERO:
        return Note.about(N_("Zero: every friend {player} rolled is already on the board, so a token goes in the "
                             "Picture Column. It scores zero."), space, seats=["player"], player=p)
    if event.kind is EventKind.SPIDER_YAHTZEE:
        return Note.about(N_("Spider-Man Yahtzee! Five Spider-Mans: put ANY friend you have not scored yet in "
                             "column 5."), space)
    wilds = sum(1 for d in event.dice if d is Face.SPIDER_MAN)
    if count >= DICE and column == COLUMNS:  # a Yahtzee whose space 5 is taken slides: the note below says why
        if wilds:  # the five are not all that friend: say the Spider-Mans made them five
            return Note.about(N_("Yahtzee! Spider-Man is wild: {rolled} make five of the same friend. They go in "
                                 "column 5."), space, rolled=_rolled(friend, count, wilds))
        return Note.about(N_("Yahtzee! Five of the same friend go in column 5."), space)
    if event.team:
        return Note.about(N_("Team! No friend shows twice on the dice (Spider-Mans fill the gaps), so {player} takes "
                             "a team token. It is worth 1 to 5 points at the end."), TeamPile(), seats=["player"],
                          player=p)
    if column < min(count, COLUMNS):
        return Note.about(N_("Only one token fits in each space. Space {count} is taken, so the token slides to the "
                             "next open space to the LEFT."), space, count=count)
    if wilds:
        return Note.about(N_("Spider-Man is wild: it counts as any friend. {rolled} score {matched}."), space,
                          rolled=_rolled(friend, count, wilds), matched=friend.plural(count))
    return Note.about(N_("Your token goes in the column for how many you matched: {matched} go in column {count}."),
                      space, matched=friend.plural(count), count=count)


def _rolled(friend: Face, count: int, wilds: int) -> str:
    """The dice that matched `friend`, its own and the wild ones: "3 Hulks and 2 Spider-Mans" (each
    language counts them: `words.value_words`)."""
    rolled = Face.SPIDER_MAN.plural(wilds)
    return f"{friend.plural(count - wilds)} and {rolled}" if count > wilds else rolled
