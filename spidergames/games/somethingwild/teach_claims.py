"""Something Wild's demo notes (`teach.py`), each with what must hold of a move shown with it:
tests/app/test_demo_notes.py holds every note of whole demo games to its claim (README "Adding a game")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cards import colour_of, has_mover_symbol, is_run, is_set, power_colour
from .rules import EventKind, Phase


def claims() -> dict[str, Callable[[Any], bool]]:
    """Each note's template, and its claim about the move (`m.before`, `m.after`, `m.events`, `m.param`)."""
    def has(kind: EventKind) -> Callable[[Any], bool]:
        return lambda m: any(e.kind is kind for e in m.events)

    def first(m: Any, kind: EventKind) -> Any:
        return next(e for e in m.events if e.kind is kind)

    def mover_by_sign(m: Any) -> bool:
        played = [e.cards[0] for e in m.events if e.kind is EventKind.PLAY]
        return has(EventKind.MOVER)(m) and bool(played) and has_mover_symbol(played[0])

    def mover_by_colour(m: Any) -> bool:
        played = [e.cards[0] for e in m.events if e.kind is EventKind.PLAY]
        centre = m.before.centre_power
        return (has(EventKind.MOVER)(m) and bool(played) and centre is not None
                and colour_of(played[0]) is power_colour(centre))

    def scored_why(m: Any) -> bool:
        trio = first(m, EventKind.SCORE).cards
        why = m.param("why")
        return {"A set: three cards with the same number.": is_set(trio),
                "A run: three cards of the same colour with numbers in order.": is_run(trio)}.get(
            why, not is_set(trio) and not is_run(trio))

    def guess_outcome(m: Any) -> bool:
        matched = first(m, EventKind.GUESS).matched
        said: str = m.param("outcome")
        return said == ("It matches, so it goes into the row!" if matched else "No match: it goes on the discard pile.")

    return {
        "Collect three Power cards and you win!": has(EventKind.WIN),
        "{why} {player} scores: the three cards go to the discard pile and {player} takes the Power from the middle.":
            lambda m: has(EventKind.SCORE)(m) and scored_why(m),
        "A 1 shows the \"take the mover\" sign: the Spider-Man mover comes to {player}, even from another player.":
            mover_by_sign,
        "The card has the same colour as the Power in the middle, so the Spider-Man mover comes to {player}, even "
        "from another player.": mover_by_colour,
        "With the mover you may use one Power on your turn. {title}: {help}": has(EventKind.USE_POWER),
        "Guess, then turn the top card of the deck. {outcome}": lambda m: has(EventKind.GUESS)(m) and guess_outcome(m),
        "Swap: swap a card in your row for another player's card of the same colour.":
            lambda m: has(EventKind.SWAP)(m) or m.before.phase is Phase.SWAP_GIVE,
        "Lucky 7: with a 7 in your row, pick any card from the discard pile and put it in your row.":
            has(EventKind.FROM_DISCARD),
        "Pass a card: everybody passes the card they chose to the player before them, all together.":
            has(EventKind.PASS),
        "Pass a card: everybody chooses one card from their hand. Nobody sees what the others chose.":
            has(EventKind.PASS_CHOSEN),
        "Discard: if your row has more than five cards, throw cards away until five are left.": has(EventKind.DISCARD),
        "Play: put one card from your hand face up in your row.": has(EventKind.PLAY),
        "If the deck runs out, shuffle the discard pile to make a new deck.": has(EventKind.RESHUFFLE),
        "Draw: take the top card of the deck into your hand.": has(EventKind.DRAW),
        "You never have to use a Power. A Power only lasts until the end of your turn.":
            lambda m: m.before.phase is Phase.POWER and not has(EventKind.USE_POWER)(m),
        "Scoring is your choice: you may say \"not now\".":
            lambda m: m.before.phase is Phase.SCORE and not has(EventKind.SCORE)(m),
        "Then it is the next player's turn.": lambda m: m.after.turn != m.before.turn,
    }
