"""What the voice says when a child picks their picture or is offered a stronger robot.

The children who pick a picture mostly cannot read the page: each prompt is a caption `Line`, so
the clip generator finds it here (`artgen.voice_phrases.SHARED_SOURCES`) and records it.
"""

from __future__ import annotations

from .i18n import N_
from .table.caption import Line

WHO = Line(N_("Who's playing? Touch your picture."))
PICK = Line(N_("Choose your picture."))
OFFER = Line(N_("You won three times in a row! Do you want a stronger robot?"))
BOOK = Line(N_("Your sticker book! Touch a sticker to hear it."))
CHILDREN = Line(N_("Children"))
BRING_IN = Line(N_("Bring in a child"))
RECORDS = Line(N_("Records"))
RECORDS_OF = Line.of(N_("Records: {player}"), seats=["player"], player=0)
"""The grown-ups' records page says its title and whose records it shows (the child's name, or their
picture's character in their colour where no name was typed)."""
