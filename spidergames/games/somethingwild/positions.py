"""Hand-made Something Wild! positions: every card placed by name, the rest in the deck (its secrecy
twins and the tests build theirs so)."""

from __future__ import annotations

from .cards import ALL_CARDS, POWERS, Colour, Power, card
from .rules import Phase, State

G, B, P, R, Y = Colour.GREEN, Colour.BLUE, Colour.PURPLE, Colour.RED, Colour.YELLOW


def c(colour: Colour, number: int) -> int:
    return card(colour, number)


def make(*, rows: tuple[tuple[int, ...], ...], hands: tuple[tuple[int, ...], ...],
         discard: tuple[int, ...] = (), deck_top: tuple[int, ...] = (),
         centre: Power | None = Power.SWAP, scored: tuple[tuple[Power, ...], ...] | None = None,
         mover: int | None = None, phase: Phase = Phase.DRAW, turn: int = 0,
         empty_deck: bool = False) -> State:
    """A position with these rows, hands and discard pile; every other card is in the deck
    (deck_top first). Powers not centre/scored form the face-down pile."""
    n = len(rows)
    scored = scored if scored is not None else ((),) * n
    placed = set(discard) | {x for r in rows for x in r} | {x for h in hands for x in h}
    rest = [x for x in ALL_CARDS if x not in placed and x not in deck_top]
    deck = tuple(deck_top) + tuple(rest)
    if empty_deck:
        discard, deck = discard + deck, ()
    used = {p for s in scored for p in s} | ({centre} if centre else set())
    return State(
        players=n, deck=deck, discard=discard, hands=hands, rows=rows,
        power_pile=tuple(p for p in POWERS if p not in used), centre_power=centre,
        scored=scored, mover=mover, turn=turn, actor=turn, phase=phase,
        pass_choices=(-1,) * n,
    )
