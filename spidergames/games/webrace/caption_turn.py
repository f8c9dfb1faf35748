"""Everything a web race turn can tell in the caption (`spidergames.core.caption_turn`): each travel
card, a pass, every kind of step, and what to do after a card is turned over."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spidergames.core.caption_turn import Turn

from .movement import TRAVEL_DECK, Step
from .rules import RACE_PLACES, Event, EventKind


def events(seat: int, players: int, view: Any) -> Iterator[Event]:
    """Every card turned over, pass and step the web race tells (sending home whom it can)."""
    kind = EventKind
    yield from (Event(kind.DRAW, seat, card) for card in dict.fromkeys(TRAVEL_DECK))
    yield Event(kind.PASS, seat, None)
    steps = [Step(seat, 0, 0, (1,), jump=True), Step(seat, 0, 0, (1,), captured=1)]
    steps += [Step(seat, 0, 0, tuple(range(n))) for n in range(1, 13)]
    steps += [Step(seat, 0, 0, (1,), race_points=n) for n in RACE_PLACES]
    steps += [Step(seat, 0, 0, (1,), sent_home=(victim, 0)) for victim in range(players)]
    yield from (Event(kind.MOVE, seat, None, steps=(s,)) for s in steps)


TURN = Turn(events, lambda e: "draw" if e.kind is EventKind.DRAW else "move", ("draw", "move"),
            ("Draw a travel card.",),
            {"draw": ("No piece can move that far: press Pass.", "Jump: tap a glowing piece to send it home.",
                      "Move both pieces: tap where the first goes, then the second.",
                      "Pick a piece, then tap a glowing space.", "Tap a glowing space to move there.")})
