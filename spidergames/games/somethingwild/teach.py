"""The rule behind each Something Wild move, in the words of the rules page, for the classroom demo.

`note(events, before, after)` names the rule one move shows and what on the table it is about
(`Card`, `Mover`, `PowerCard`, `Deck`, `DiscardPile`, `Hand`, `Row`); the scene's `locate` finds
where that is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spidergames.app.i18n import N_
from spidergames.app.table.demo import Note

from .cards import Power, has_mover_symbol, is_run, is_set, power_help, power_title
from .rules import Event, EventKind, Observation, Phase


@dataclass(frozen=True)
class Card:
    """A hero or villain card, wherever it lies now."""

    card: int


@dataclass(frozen=True)
class Mover:
    """The Spider-Man mover."""


@dataclass(frozen=True)
class PowerCard:
    """A Power card: in the middle, or in front of the player who won it."""

    power: Power


@dataclass(frozen=True)
class Deck:
    """The deck."""


@dataclass(frozen=True)
class DiscardPile:
    """The discard pile."""


@dataclass(frozen=True)
class Hand:
    """The fanned hand at the bottom of the table."""


@dataclass(frozen=True)
class Row:
    """A player's row of face-up cards."""

    seat: int


Where = Card | Mover | PowerCard | Deck | DiscardPile | Hand | Row

ORDER = (EventKind.WIN, EventKind.SCORE, EventKind.MOVER, EventKind.USE_POWER, EventKind.GUESS, EventKind.SWAP,
         EventKind.FROM_DISCARD, EventKind.PASS, EventKind.PASS_CHOSEN, EventKind.DISCARD, EventKind.PLAY,
         EventKind.RESHUFFLE, EventKind.DRAW)
"""Which event of a move teaches most, first (a play that takes the mover is about the mover)."""


def note(events: Sequence[Event], before: Observation, after: Observation) -> Note:
    """One move can report several events (a play, the mover, the next turn): the rule of the most telling."""
    for kind in ORDER:
        for event in events:
            if event.kind is kind:
                return _about(event, events, before)
    return _quiet(before, after)


def _about(event: Event, events: Sequence[Event], before: Observation) -> Note:
    kind, seat = event.kind, event.seat
    if kind is EventKind.WIN:
        won = [e.power for e in events if e.kind is EventKind.SCORE and e.power is not None]
        return Note.about(N_("Collect three Power cards and you win!"), PowerCard(won[0]) if won else Row(seat))
    if kind is EventKind.SCORE:
        assert event.power is not None
        return Note.about(N_("{why} {player} scores: the three cards go to the discard pile and {player} takes the "
                             "Power from the middle."), PowerCard(event.power), seats=["player"], player=seat,
                          why=_why_it_scores(event.cards, before.power_used))
    if kind is EventKind.MOVER:
        played = [e.cards[0] for e in events if e.kind is EventKind.PLAY]
        if played and has_mover_symbol(played[0]):
            return Note.about(N_("A 1 shows the \"take the mover\" sign: the Spider-Man mover comes to {player}, even "
                                 "from another player."), Mover(), seats=["player"], player=seat)
        return Note.about(N_("The card has the same colour as the Power in the middle, so the Spider-Man mover "
                             "comes to {player}, even from another player."), Mover(), seats=["player"], player=seat)
    if kind is EventKind.USE_POWER:
        assert event.power is not None
        return Note.about(N_("With the mover you may use one Power on your turn. {title}: {help}"),
                          PowerCard(event.power), title=power_title(event.power), help=power_help(event.power))
    if kind is EventKind.GUESS:
        outcome = N_("It matches, so it goes into the row!") if event.matched else N_(
            "No match: it goes on the discard pile.")
        return Note.about(N_("Guess, then turn the top card of the deck. {outcome}"), Card(event.cards[0]),
                          outcome=outcome)
    if kind is EventKind.SWAP:
        return Note.about(N_("Swap: swap a card in your row for another player's card of the same colour."),
                          Card(event.cards[1]))
    if kind is EventKind.FROM_DISCARD:
        return Note.about(N_("Lucky 7: with a 7 in your row, pick any card from the discard pile and put it in your "
                             "row."), Card(event.cards[0]))
    if kind is EventKind.PASS:
        return Note.about(N_("Pass a card: everybody passes the card they chose to the player before them, all "
                             "together."), Hand())
    if kind is EventKind.PASS_CHOSEN:
        return Note.about(N_("Pass a card: everybody chooses one card from their hand. Nobody sees what the others "
                             "chose."), Hand())
    if kind is EventKind.DISCARD:
        return Note.about(N_("Discard: if your row has more than five cards, throw cards away until five are left."),
                          DiscardPile())
    if kind is EventKind.PLAY:
        return Note.about(N_("Play: put one card from your hand face up in your row."), Card(event.cards[0]))
    if kind is EventKind.RESHUFFLE:
        return Note.about(N_("If the deck runs out, shuffle the discard pile to make a new deck."), Deck())
    return Note.about(N_("Draw: take the top card of the deck into your hand."), Deck())


def _why_it_scores(trio: Sequence[int], power: Power | None) -> str:
    """A sentence the catalogues know (the note translates it as a value): a set, a run, or the
    Power's own help, which says why those three cards score."""
    if is_set(trio):
        return N_("A set: three cards with the same number.")
    if is_run(trio):
        return N_("A run: three cards of the same colour with numbers in order.")
    assert power is not None  # only a Power makes any other three cards score
    return power_help(power)


def _quiet(before: Observation, after: Observation) -> Note:
    """A move that showed nothing happening (no Power used, not scoring, a card picked to swap)."""
    if before.phase is Phase.POWER:
        return Note.about(N_("You never have to use a Power. A Power only lasts until the end of your turn."), Mover())
    if before.phase is Phase.SWAP_GIVE and after.swap_card != -1:
        return Note.about(N_("Swap: swap a card in your row for another player's card of the same colour."),
                          Card(after.swap_card))
    if before.phase is Phase.SCORE:
        return Note.about(N_("Scoring is your choice: you may say \"not now\"."), Row(before.turn))
    return Note.about(N_("Then it is the next player's turn."), Row(after.turn))
