"""What the voice says on the screens of a game across computers ("Play on several computers").

The children who choose there mostly cannot read the page: each prompt is a caption `Line`, so the
clip generator finds it here (`artgen.voice_phrases.SHARED_SOURCES`) and records it.
"""

from __future__ import annotations

from ..core.gameinfo import N_plural
from .i18n import N_
from .table.caption import Line

HOST_OR_JOIN = Line(N_("Start a game here, or join a game on another computer."))
CHOOSE_SEAT = Line(N_("Touch the seat you want to play in."))
WAITING = Line(N_("Wait until everyone has sat down!"))


def missed(count: int) -> Line:
    """Said when a screen comes back after a long drop and jumps to the newest position: the moves it
    missed are not played out one by one (it never saw the positions between), they are counted."""
    return Line.of(N_plural("While we were away, {count} move was played.",
                            "While we were away, {count} moves were played.", "count"), count=count)
