"""Yahtzee in words: its refusal sentences, its friends' names and counted friends in a sentence."""

from __future__ import annotations

import re
from collections.abc import Mapping

from spidergames.app.i18n import N_, _, ngettext
from spidergames.core.gameinfo import Plural
from spidergames.core.plugin import GameWords, SpokenValues

from .board import DICE, Face

TEXTS: Mapping[str, str | Plural] = {
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
}
"""The English of every message key the rules use (tests/app/test_i18n.py checks both ways)."""

FRIEND_NAMES: Mapping[Face, str] = {
    Face.SPIDER_MAN: N_("Spider-Man"),
    Face.CAPTAIN_AMERICA: N_("Captain America"),
    Face.HULK: N_("Hulk"),
    Face.STORM: N_("Storm"),
    Face.WOLVERINE: N_("Wolverine"),
    Face.THOR: N_("Thor"),
}
"""The dice's friends, named as each country's comics name them."""

COUNTED = re.compile(r"(\d+) (.+?)s?")
"""A counted friend as the rules word it (`Face.plural`): "1 Hulk", "3 Spider-Mans"."""


def name_of(value: object) -> str | None:
    """A die face as its friend's name."""
    return _(FRIEND_NAMES[value]) if isinstance(value, Face) else None


def value_words(value: str) -> str | None:
    """Counted friends ("3 Hulks and 2 Thors") counted in the current language; None for anything else."""
    parts = value.split(" and ")
    counted = [COUNTED.fullmatch(part) for part in parts]
    if not all(m and m[2] in FRIEND_NAMES.values() for m in counted):
        return None
    return _(" and ").join(
        # Translators: a number of one of the Yahtzee friends ("3 Hulks"); {friend} is the friend's name
        ngettext("{count} {friend}", "{count} {friend}s", int(m[1])).format(count=m[1], friend=_(m[2]))
        for m in counted if m)


WORDS = GameWords(TEXTS, name_of, value_words)


def spoken_values() -> SpokenValues:
    """The friends alone and counted ("1 Hulk" ... "5 Spider-Mans"), for the voice clips."""
    counted = [f.plural(n) for f in Face for n in range(1, DICE + 1)]
    numbers = [str(n) for n in range(101)]
    return SpokenValues(names=[f.title for f in Face] + [f"{f.title}s" for f in Face], counted=counted,
                        samples={"column": numbers, "count": numbers, "friend": [f.title for f in Face],
                                 "friends": counted, "matched": counted, "scores": ["24 vs 24", "3 vs 3 vs 3"],
                                 "dice": ["3 Hulks and 2 Thors", "1 Spider-Man"],
                                 "rolled": ["2 Hulks and 3 Spider-Mans", "5 Spider-Mans"]})
