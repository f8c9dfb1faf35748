"""The demo's rule notes for Yahtzee scores: the note names the rule the token really followed."""

from __future__ import annotations

from typing import Any

from spidergames.games.yahtzee import teach
from spidergames.games.yahtzee.board import Face
from spidergames.games.yahtzee.rules import Event, EventKind

FIVE_HULKS = (Face.HULK,) * 5
NO_VIEW: Any = None  # a score's note is told by its event alone


def test_a_yahtzee_in_column_5_is_named_a_yahtzee() -> None:
    event = Event(EventKind.SCORE, 0, FIVE_HULKS, friend=Face.HULK, count=5, column=5)
    note = teach.note([event], NO_VIEW, NO_VIEW)
    assert note.template.startswith("Yahtzee!") and note.where == teach.Space(Face.HULK.row, 5)


def test_a_yahtzee_whose_space_5_is_taken_says_it_slides_left() -> None:
    """Seen in a demo: "Yahtzee! Five of the same friend go in column 5." while the token went to 4."""
    event = Event(EventKind.SCORE, 0, FIVE_HULKS, friend=Face.HULK, count=5, column=4)
    note = teach.note([event], NO_VIEW, NO_VIEW)
    assert "slides to the next open space to the LEFT" in note.template and dict(note.params)["count"] == 5
    assert note.where == teach.Space(Face.HULK.row, 4)
