"""The rules' messages in words: the English for every message key, translated by the catalogues.

The rules refuse an action with a `Message` (a key and the game's own values); `say` looks the key
up here, translates the sentence into the player's language and fills in the values, themselves
put into words (a die face becomes the friend's name in that language).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.gameinfo import IN_A_SENTENCE
from ..core.protocol import Message
from ..games.webrace.movement import CardKind, TravelCard
from ..games.yahtzee.board import Face
from .i18n import N_, _, ngettext, pgettext

Param = int | str

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Plural:
    """A sentence whose words change with the number in its parameter `count`."""

    singular: str
    plural: str
    count: str


def N_plural(singular: str, plural: str, count: str) -> Plural:
    """Marks a plural sentence for the catalogues (`pybabel extract -k N_plural:1,2`)."""
    return Plural(singular, plural, count)


TEXTS: Mapping[str, str | Plural] = {
    "game_over": N_("This game is already over!"),
    "try_glowing": N_("You can't do that right now. Try one of the glowing choices!"),
    # Spider-Man & Friends Yahtzee
    "yahtzee.roll_off": N_("It's a tie! Roll all five dice: the most Spider-Mans wins."),
    "yahtzee.no_tie": N_("There is no tie to break yet: keep playing!"),
    "yahtzee.roll_first": N_("Roll the dice first!"),
    "yahtzee.spider_man_has_no_row": N_("Spider-Man is wild and has no row: pick one of his friends!"),
    "yahtzee.friend_on_board": N_("{friend} is already on the board for you: pick another friend!"),
    "yahtzee.third_roll_done": N_("That was your third roll: now it's time to score!"),
    "yahtzee.roll_all_first": N_("Roll all five dice first!"),
    "yahtzee.keep_fewer": N_("Pick at least one die to roll again, or score now!"),
    "yahtzee.dice_changed": N_("Those dice have changed: pick the dice to keep again!"),
    "yahtzee.spider_yahtzee_rolled": N_("Five Spider-Mans! That's a Spider-Man Yahtzee: pick any friend for column 5!"),
    "yahtzee.spider_yahtzee_needs_five": N_("A Spider-Man Yahtzee needs five Spider-Mans!"),
    "yahtzee.zero_too_soon": N_("You can still roll again! Zero only comes after the third roll."),
    "yahtzee.zero_not_needed": N_("You rolled a friend you can score: score it instead of zero!"),
    "yahtzee.zero_forced": N_("None of these friends can score: put a token in the Picture Column."),
    "yahtzee.friend_not_rolled": N_("There's no {friend} or Spider-Man on the dice: pick a friend you rolled!"),
    "yahtzee.pick_rolled_friend": N_("Pick a friend you rolled!"),
    # The Amazing Spider-Man Labyrinth
    "labyrinth.already_pushed": N_("You already pushed a tile in: now walk your piece, or stay where you are."),
    "labyrinth.push_at_arrows": N_("Push the tile in at one of the {arrows} arrows around the board."),
    "labyrinth.push_back_blocked": N_("That would just push the last tile straight back. Pick another arrow!"),
    "labyrinth.push_first": N_("First push the spare tile into the maze, then you can walk."),
    "labyrinth.cannot_reach": N_("Your piece can't get there: the streets don't join up. Pick a glowing tile!"),
    # The spider-web race
    "webrace.draw_first": N_("Turn over a travel card first!"),
    "webrace.card_drawn": N_("You already have a card: {card}. Now move a piece!"),
    "webrace.must_move": N_("A piece can still move, so you must move it!"),
    "webrace.must_pass": N_("No piece can move with this card: press Pass."),
    "webrace.card_says": N_("Your card says: {card}."),
    "webrace.move_both": N_("This card moves both of your pieces: choose a move for both!"),
    "webrace.piece_safe": N_("That piece is already safe in the Spider-Man Circle!"),
    "webrace.jump_onto_piece": N_("Jump onto a space where another player's piece stands."),
    "webrace.piece_in_the_way": N_("A piece is in the way: pieces can't pass each other. Try another move!"),
    # Something Wild! Spider-Man
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
"""The English of every message key the rules use (tests/app/test_words.py checks both ways)."""

FRIENDS: Mapping[Face, str] = {
    Face.SPIDER_MAN: N_("Spider-Man"),
    Face.CAPTAIN_AMERICA: N_("Captain America"),
    Face.HULK: N_("Hulk"),
    Face.STORM: N_("Storm"),
    Face.WOLVERINE: N_("Wolverine"),
    Face.THOR: N_("Thor"),
}
"""The Yahtzee dice's friends, named as each country's comics name them."""


def say(message: Message) -> str:
    """`message` as a sentence in the current language."""
    text = TEXTS.get(message.key)
    if text is None:
        _unknown(message.key)
        text = TEXTS["try_glowing"]
    params = dict(message.params)
    template = (ngettext(text.singular, text.plural, int(params[text.count])) if isinstance(text, Plural)
                else _(text))
    return template.format(**{name: name_of(value) for name, value in params.items()})


def name_of(value: Any) -> str:
    """A value the rules put in a message, in words."""
    if isinstance(value, Face):
        return _(FRIENDS[value])
    if isinstance(value, TravelCard):
        return card_words(value)
    return str(value)


def card_words(card: TravelCard) -> str:
    """What a web-race travel card says."""
    if card.kind is CardKind.MOVE:
        return _("Move {count}").format(count=card.count)
    if card.kind is CardKind.BOTH:
        return _("Move both pieces {count}").format(count=card.count)
    return _("Jump to an opponent")


COLOURS = (N_("green"), N_("blue"), N_("purple"), N_("red"), N_("yellow"))
"""Something Wild!'s card colours, as the rules name them (a guess, a card: "red 6")."""
CARD = re.compile(r"(green|blue|purple|red|yellow) (\d+)")
COUNTED = re.compile(r"(\d+) (.+?)s?")
"""A counted friend as the rules word it (`Face.plural`): "1 Hulk", "3 Spider-Mans"."""


def value_words(value: Param) -> Param:
    """A value a caption or a hint puts in its sentence, in the current language: a word the
    catalogues know (a symbol with its article, a card, a friend) is translated, counted friends ("3 Hulks and
    2 Thors") are counted in the language, anything else (a number, a score) stays as it is."""
    if not isinstance(value, str) or not value:
        return value
    if (translated := pgettext(IN_A_SENTENCE, value)) != value:  # a name with its article (gameinfo.NC_)
        return translated
    if (translated := _(value)) != value:
        return translated
    if card := CARD.fullmatch(value):
        # Translators: a Something Wild! card, its colour and number ("red 6")
        return _("{colour} {number}").format(colour=_(card[1]), number=card[2])
    parts = value.split(" and ")
    counted = [COUNTED.fullmatch(part) for part in parts]
    if not all(m and m[2] in FRIENDS.values() for m in counted):
        return value
    return _(" and ").join(
        # Translators: a number of one of the Yahtzee friends ("3 Hulks"); {friend} is the friend's name
        ngettext("{count} {friend}", "{count} {friend}s", int(m[1])).format(count=m[1], friend=_(m[2]))
        for m in counted if m)


def sentence(template: str, params: Mapping[str, Param]) -> str:
    """An English template (a caption, a hint's reason) filled in, both in the current language."""
    return _(template).format(**{k: value_words(v) for k, v in params.items()})


@cache
def _unknown(key: str) -> None:
    log.error("no words for the message key %r", key)
