"""Yahtzee's demo notes (`teach.py`), each with what must hold of a move shown with it:
tests/app/test_demo_notes.py holds every note of whole demo games to its claim (README "Adding a game")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .board import COLUMNS, DICE, Face
from .rules import MAX_ROLLS, EventKind


def claims() -> dict[str, Callable[[Any], bool]]:
    """Each note's template, and its claim about the move (`m.before`, `m.after`, `m.events`, `m.param`)."""
    def event(m: Any) -> Any:
        return m.events[0]

    def wilds(m: Any) -> int:
        return sum(1 for d in event(m).dice if d is Face.SPIDER_MAN)

    def matched(m: Any) -> bool:
        """The note's counted friends are the dice: "{n} Hulks and {w} Spider-Mans" score "{count} Hulks"."""
        e = event(m)
        rolled = {f"{n} {f}" for f, n in ((e.friend.title, e.count - wilds(m)), ("Spider-Man", wilds(m))) if n}
        said = {re.sub(r"s$", "", part) for part in m.param("rolled").split(" and ")}
        return said == rolled and dict(m.note.params).get("matched", e.friend.plural(e.count)) == e.friend.plural(
            e.count)

    return {
        "Tied! The tied players each roll all five dice. The most Spider-Mans wins.":
            lambda m: event(m).kind is EventKind.ROLLOFF,
        "That was {player}'s third roll. After your third roll you must score.":
            lambda m: event(m).kind is EventKind.ROLL and m.after.rolls_used == MAX_ROLLS
            and m.param("player") == event(m).player,
        "Keep the dice you like, and roll the others again. You can roll up to three times.":
            lambda m: event(m).kind is EventKind.ROLL and bool(event(m).kept) and m.after.rolls_used < MAX_ROLLS,
        "Spider-Man is wild: it counts as any friend.":
            lambda m: event(m).kind is EventKind.ROLL and wilds(m) > 0,
        "Roll all five dice. Then score now, or keep the dice you like and roll the others again.":
            lambda m: event(m).kind is EventKind.ROLL and not event(m).kept and m.after.rolls_used < MAX_ROLLS,
        "Zero: every friend {player} rolled is already on the board, so a token goes in the Picture Column. It "
        "scores zero.": lambda m: event(m).kind is EventKind.ZERO and event(m).column == 0,
        "Spider-Man Yahtzee! Five Spider-Mans: put ANY friend you have not scored yet in column 5.":
            lambda m: event(m).kind is EventKind.SPIDER_YAHTZEE and wilds(m) == DICE,
        "Yahtzee! Five of the same friend go in column 5.":
            lambda m: event(m).column == COLUMNS and wilds(m) == 0
            and all(d is event(m).friend for d in event(m).dice),
        "Yahtzee! Spider-Man is wild: {rolled} make five of the same friend. They go in column 5.":
            lambda m: event(m).column == COLUMNS and event(m).count == DICE and 0 < wilds(m) < DICE and matched(m),
        "Team! No friend shows twice on the dice (Spider-Mans fill the gaps), so {player} takes a team token. It is "
        "worth 1 to 5 points at the end.": lambda m: event(m).team and m.param("player") == event(m).player,
        "Only one token fits in each space. Space {count} is taken, so the token slides to the next open space to the "
        "LEFT.": lambda m: event(m).column < min(event(m).count, COLUMNS) and m.param("count") == event(m).count,
        "Spider-Man is wild: it counts as any friend. {rolled} score {matched}.":
            lambda m: wilds(m) > 0 and event(m).column == event(m).count and matched(m),
        "Your token goes in the column for how many you matched: {matched} go in column {count}.":
            lambda m: wilds(m) == 0 and event(m).column == event(m).count == m.param("count")
            and m.param("matched") == event(m).friend.plural(event(m).count),
    }
