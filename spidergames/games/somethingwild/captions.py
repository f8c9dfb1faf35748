"""Something Wild!'s events in words, for the table's caption (see `spidergames.app.table.caption`).

A hidden card (one the viewer may not see) is told without its face: "Ben drew a card".
"""

from __future__ import annotations

from collections.abc import Sequence

from spidergames.app.i18n import N_
from spidergames.app.table.caption import Line
from spidergames.core.protocol import Outcome

from .cards import card_name, power_title
from .rules import (
    Action,
    Event,
    EventKind,
    Observation,
    Phase,
    Play,
    Score,
    UsePower,
)
from .view_cards import card_picture, power_picture


def happened(event: Event, before: Observation, after: Observation) -> Line | None:
    p, kind = event.seat, event.kind
    card = event.cards[0] if event.cards else -1
    if kind is EventKind.DRAW:
        return Line.of(N_("{player} drew a card."), seats=["player"], player=p)
    if kind in (EventKind.PLAY, EventKind.FROM_DISCARD):
        return Line.of(N_("{player} played the {card}."), seats=["player"], icons=[card_picture(card)], player=p,
                       card=card_name(card))
    if kind is EventKind.MOVER:
        return Line.of(N_("{player} grabbed the Spider-Man mover!"), seats=["player"], player=p)
    if kind is EventKind.USE_POWER and event.power is not None:
        return Line.of(N_("{player} used {power}."), seats=["player"], icons=[power_picture(event.power)], player=p,
                       power=power_title(event.power))
    if kind is EventKind.GUESS:
        template = N_("{player} guessed {guess}: yes!") if event.matched else N_("{player} guessed {guess}: no.")
        return Line.of(template, seats=["player"], icons=[card_picture(card)], player=p, guess=event.guess)
    if kind is EventKind.SWAP:
        return Line.of(N_("{player} swapped cards with {other}."), seats=["player", "other"],
                       player=p, other=event.other)
    if kind is EventKind.PASS:
        return Line(N_("Everyone passed a card on."))
    if kind is EventKind.SCORE and event.power is not None:
        return Line.of(N_("{player} scored {power}!"), seats=["player"], icons=[power_picture(event.power)], player=p,
                       power=power_title(event.power))
    if kind is EventKind.DISCARD:
        return Line.of(N_("{player} threw away the {card}."), seats=["player"], icons=[card_picture(card)], player=p,
                       card=card_name(card))
    if kind is EventKind.WIN:
        return Line.of(N_("{player} has three Powers and wins!"), seats=["player"], player=p)
    return None  # a reshuffle, a card chosen in secret, a Power turned up, a new turn: nothing to tell


TO_DO = {
    Phase.DRAW: N_("Tap the deck to draw a card."),
    Phase.PLAY: N_("Play a card into your row."),
    Phase.POWER: N_("Use a glowing Power, or press No Power."),
    Phase.GUESS_COLOUR: N_("Guess the colour of the top card!"),
    Phase.GUESS_NUMBER: N_("Guess the number of the top card!"),
    Phase.SWAP_GIVE: N_("Pick your card to swap."),
    Phase.SWAP_TAKE: N_("Pick the card you want."),
    Phase.TAKE_DISCARD: N_("Pick a card from the discard pile."),
    Phase.PASS: N_("Pick a card to pass on."),
    Phase.SCORE: N_("Score three glowing cards!"),
    Phase.DISCARD: N_("Too many cards: throw one away."),
}


def to_do(view: Observation, legal: Sequence[Action]) -> Line | None:
    if view.phase is Phase.PLAY and not any(isinstance(a, Play) for a in legal):
        return None
    if view.phase is Phase.POWER and not any(isinstance(a, UsePower) for a in legal):
        return None
    if view.phase is Phase.SCORE and not any(isinstance(a, Score) for a in legal):
        return None
    words = TO_DO.get(view.phase)
    return Line(words) if words else None


def verdict(view: Observation, outcome: Outcome) -> Line | None:
    """The first to three Powers wins at once: there is never a tie to explain."""
    return None


# What the voice says when the keys or a pad move the focus onto a choice (`GameScene.focus_words`)
DRAW_CARD = Line(N_("Draw a card!"))
PLAY_CARD = Line(N_("Play this card!"))
USE_POWER = Line(N_("Use this Power!"))
TAKE_CARD = Line(N_("Take this card!"))
PICK_CARD = Line(N_("Pick this card!"))
SCORE = Line(N_("Score these!"))
READ_POWER = Line(N_("Read the Power!"))
