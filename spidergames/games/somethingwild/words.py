"""Something Wild! in words: its refusal sentences, its cards ("red 6") and Powers."""

from __future__ import annotations

import re
from collections.abc import Mapping

from spidergames.app.i18n import N_, _
from spidergames.core.gameinfo import N_plural, Plural
from spidergames.core.plugin import GameWords, SpokenValues

from .cards import ALL_CARDS, POWER_INFO, Colour, card_name

TEXTS: Mapping[str, str | Plural] = {
    "somethingwild.need_mover": N_("You need the Spider-Man mover to use a Power!"),
    "somethingwild.power_no_help": N_("That Power can't help you right now: try another, or carry on."),
    "somethingwild.not_a_set_or_run": N_("Those three cards don't make a set or a run."),
    "somethingwild.swap_same_colour": N_("You can only swap for a card of the same colour."),
    "somethingwild.draw_first": N_("First draw a card from the deck!"),
    "somethingwild.play_a_card": N_("Play one card from your hand into your row."),
    "somethingwild.power_or_not": N_("You can use one of the glowing Powers, or carry on without one."),
    "somethingwild.guess_colour": N_("Guess a colour!"),
    "somethingwild.guess_number": N_("Guess a number from {low} to {high}!"),
    "somethingwild.swap_give": N_("Pick a card in your row that another player has in the same colour."),
    "somethingwild.swap_take": N_("Pick another player's card of the same colour as yours."),
    "somethingwild.take_discard": N_("Pick a card from the discard pile."),
    "somethingwild.pass_a_card": N_("Pick one card from your hand to pass."),
    "somethingwild.score_or_not": N_("Pick three glowing cards that score, or carry on."),
    "somethingwild.discard_one": N_plural("You have more than {most} card in your row: pick one to discard.",
                                          "You have more than {most} cards in your row: pick one to discard.",
                                          "most"),
}
"""The English of every message key the rules use (tests/app/test_i18n.py checks both ways)."""

COLOURS = (N_("green"), N_("blue"), N_("purple"), N_("red"), N_("yellow"))
"""The card colours, as the rules name them (a guess, a card: "red 6"), marked for the catalogues."""
CARD = re.compile(r"(green|blue|purple|red|yellow) (\d+)")


def value_words(value: str) -> str | None:
    """A card ("red 6") in the current language; None for anything else."""
    card = CARD.fullmatch(value)
    if card is None:
        return None
    # Translators: a Something Wild! card, its colour and number ("red 6")
    return _("{colour} {number}").format(colour=_(card[1]), number=card[2])


WORDS = GameWords(TEXTS, value_words=value_words)


def spoken_values() -> SpokenValues:
    """The Powers and colours by name, each Power's help (a demo note says it) and every card."""
    powers = [title for _colour, title, _help in POWER_INFO.values()]
    helps = [help_text for _colour, _title, help_text in POWER_INFO.values()]
    cards = [card_name(c) for c in ALL_CARDS]
    return SpokenValues(names=powers + [colour.value for colour in Colour], sentences=helps, phrases=cards,
                        samples={"card": cards, "power": powers, "title": powers, "help": helps,
                                 "guess": [c.value for c in Colour] + [str(n) for n in range(1, 10)]},
                        sentence_fields=("why", "outcome"))
