"""Everything a Something Wild turn can tell in the caption (`spidergames.core.caption_turn`): each
card and Power its rules can give, and what to do after each step."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spidergames.core.caption_turn import Turn

from . import cards
from .rules import Event, EventKind


def events(seat: int, players: int, view: Any) -> Iterator[Event]:
    """Every event Something Wild tells, with each card and Power its rules can give."""
    kind, other = EventKind, (seat + 1) % players
    yield Event(kind.DRAW, seat)
    yield Event(kind.MOVER, seat)
    yield Event(kind.SWAP, seat, other=other)
    yield Event(kind.PASS, seat)
    for c in cards.ALL_CARDS:
        for told in (kind.PLAY, kind.FROM_DISCARD, kind.DISCARD):
            yield Event(told, seat, (c,))
        for guess in (cards.colour_of(c).value, str(cards.number_of(c))):
            yield from (Event(kind.GUESS, seat, (c,), guess=guess, matched=hit) for hit in (True, False))
    for power in cards.Power:
        yield from (Event(told, seat, power=power) for told in (kind.SCORE, kind.USE_POWER))


STEP = {"play": "play", "from-discard": "power", "use-power": "use", "guess": "power", "swap": "power",
        "pass": "power"}
"""The step of a turn each kind of event is (the others are their own)."""
PHASES = {"draw": ("Play a card into your row.",),
          "play": ("Use a glowing Power, or press No Power.", "Score three glowing cards!",
                   "Too many cards: throw one away."),
          "use": ("Guess the colour of the top card!", "Guess the number of the top card!",
                  "Pick your card to swap.", "Pick the card you want.", "Pick a card from the discard pile.",
                  "Pick a card to pass on.",
                  "Score three glowing cards!", "Too many cards: throw one away."),
          "power": ("Score three glowing cards!", "Too many cards: throw one away."),
          "score": ("Too many cards: throw one away.",)}

TURN = Turn(events, lambda e: STEP.get(e.kind.value, e.kind.value),
            ("draw", "play", "mover", "use", "power", "score", "discard"),
            ("Tap the deck to draw a card.",), PHASES | {"mover": PHASES["play"]})
