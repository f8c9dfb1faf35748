"""The spider-web race in words: its refusal sentences, its travel cards and villains."""

from __future__ import annotations

from collections.abc import Mapping

from spidergames.app.i18n import N_, _
from spidergames.core.gameinfo import Plural
from spidergames.core.plugin import GameWords, SpokenValues

from .movement import TRAVEL_DECK, CardKind, TravelCard
from .rules import Villain

TEXTS: Mapping[str, str | Plural] = {
    "webrace.draw_first": N_("Turn over a travel card first!"),
    "webrace.card_drawn": N_("You already have a card: {card}. Now move a piece!"),
    "webrace.must_move": N_("A piece can still move, so you must move it!"),
    "webrace.must_pass": N_("No piece can move with this card: press Pass."),
    "webrace.card_says": N_("Your card says: {card}."),
    "webrace.move_both": N_("This card moves both of your pieces: choose a move for both!"),
    "webrace.piece_safe": N_("That piece is already safe in the Spider-Man Circle!"),
    "webrace.jump_onto_piece": N_("Jump onto a space where another player's piece stands."),
    "webrace.piece_in_the_way": N_("A piece is in the way: pieces can't pass each other. Try another move!"),
}
"""The English of every message key the rules use (tests/app/test_i18n.py checks both ways)."""


def card_words(card: TravelCard) -> str:
    """What a travel card says."""
    if card.kind is CardKind.MOVE:
        return _("Move {count}").format(count=card.count)
    if card.kind is CardKind.BOTH:
        return _("Move both pieces {count}").format(count=card.count)
    return _("Jump to an opponent")


def name_of(value: object) -> str | None:
    """A travel card in words."""
    return card_words(value) if isinstance(value, TravelCard) else None


CARDS_BY_WORDS: Mapping[str, TravelCard] = {str(card): card for card in TRAVEL_DECK}
"""Each travel card by its English words, as a caption holds it ("Move 5")."""


def value_words(value: str) -> str | None:
    """A travel card a caption holds in English, in the current language ("Bewege dich 5"); None for
    anything else."""
    card = CARDS_BY_WORDS.get(value)
    return card_words(card) if card is not None else None


WORDS = GameWords(TEXTS, name_of, value_words)


def spoken_values() -> SpokenValues:
    """The villains by name, and every travel card ("Move both pieces 2") said from its words."""
    cards = [str(card) for card in dict.fromkeys(TRAVEL_DECK)]
    numbers = [str(n) for n in range(101)]
    return SpokenValues(names=[villain.value for villain in Villain], phrases=cards,
                        samples={"card": cards, "count": numbers, "steps": numbers,
                                 "scores": ["24 vs 24", "3 vs 3 vs 3"]})
