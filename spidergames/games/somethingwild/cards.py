"""The cards of Something Wild! Spider-Man and what makes three of them score.

A character card is an int 0..44: colour = card // 9 (in `COLOURS` order), number = card % 9 + 1.
The ten Power cards are the members of `Power` (one card each, two per colour).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from itertools import combinations
from types import MappingProxyType

from ...core.gameinfo import N_


class Colour(Enum):
    """The five card colours (each also has its own pattern in the scene)."""

    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"
    RED = "red"
    YELLOW = "yellow"


COLOURS: tuple[Colour, ...] = tuple(Colour)
NUMBERS: tuple[int, ...] = tuple(range(1, 10))
CARD_COUNT = 45
ALL_CARDS: tuple[int, ...] = tuple(range(CARD_COUNT))

# One Spider-Man friend or foe per card, in card order (green 1..9, blue 1..9, ...).
# The 1s carry the "take a mover" symbol, so they are all Spider-heroes.
CHARACTERS: tuple[str, ...] = (
    # green
    "Spider-Man", "Lizard", "Green Goblin", "Doctor Octopus", "Vulture",
    "Scorpion", "Mysterio", "Sandman", "Hulk",
    # blue
    "Spider-Man 2099", "Captain America", "Iceman", "Nova", "Black Cat",
    "Silver Surfer", "Ms. Marvel", "Thor", "Venom",
    # purple
    "Ghost-Spider", "Prowler", "Hawkeye", "Beetle", "Vision",
    "Loki", "Thanos", "Doctor Strange", "Chameleon",
    # red
    "Miles Morales", "Scarlet Spider", "Carnage", "Iron Man", "Daredevil",
    "Scarlet Witch", "Hobgoblin", "Red Hulk", "Firestar",
    # yellow
    "Spider-Woman", "Wolverine", "Electro", "Shocker", "Wasp",
    "Jackpot", "Luke Cage", "Iron Fist", "Kraven the Hunter",
)


def card(colour: Colour, number: int) -> int:
    """The card id of a colour and number (1-9)."""
    return COLOURS.index(colour) * 9 + number - 1


def colour_of(c: int) -> Colour:
    return COLOURS[c // 9]


def number_of(c: int) -> int:
    return c % 9 + 1


def character_of(c: int) -> str:
    """The friend or foe drawn on a card (the art step draws them by this name)."""
    return CHARACTERS[c]


def has_mover_symbol(c: int) -> bool:
    """The 1s show the grey "take a mover" Pop! figure."""
    return number_of(c) == 1


def card_name(c: int) -> str:
    """Short text for a card, e.g. "red 6"."""
    return f"{colour_of(c).value} {number_of(c)}"


class Power(Enum):
    """The ten Power cards, as printed on the rulebook's back page."""

    BLUE_THREE = "three-blue"
    GUESS_NUMBER = "guess-number"
    TWO_SIX_EIGHT = "two-six-eight"
    PASS_CARDS = "pass-cards"
    RED_ANY_NUMBER = "red-any-number"
    RED_THREE = "three-red"
    GUESS_COLOUR = "guess-colour"
    THREES_ANY_NUMBER = "threes-any-number"
    SWAP = "swap"
    SEVEN_DISCARD = "seven-discard"


POWERS: tuple[Power, ...] = tuple(Power)

# Colour, title and one-line help for every Power (colours as RULINGS.md settles them).
POWER_INFO: MappingProxyType[Power, tuple[Colour, str, str]] = MappingProxyType({
    Power.BLUE_THREE: (Colour.BLUE, N_("Three blue"), N_("Any three BLUE cards in your row score.")),
    Power.GUESS_NUMBER: (Colour.BLUE, N_("Guess a number"),
                         N_("Guess a NUMBER and turn the top card: if it matches, play it!")),
    Power.TWO_SIX_EIGHT: (Colour.GREEN, N_("2, 6 and 8"), N_("A 2, a 6 and an 8 in your row score.")),
    Power.PASS_CARDS: (Colour.GREEN, N_("Pass a card"),
                       N_("Everyone passes one hand card to the player before them.")),
    Power.RED_ANY_NUMBER: (Colour.RED, N_("Red is any number"),
                           N_("Your RED cards count as any number you like.")),
    Power.RED_THREE: (Colour.RED, N_("Three red"), N_("Any three RED cards in your row score.")),
    Power.GUESS_COLOUR: (Colour.PURPLE, N_("Guess a colour"),
                         N_("Guess a COLOUR and turn the top card: if it matches, play it!")),
    Power.THREES_ANY_NUMBER: (Colour.PURPLE, N_("3s are any number"),
                              N_("Your 3s count as any number you like.")),
    Power.SWAP: (Colour.YELLOW, N_("Swap"),
                 N_("Swap a card in your row for another player's card of the same colour.")),
    Power.SEVEN_DISCARD: (Colour.YELLOW, N_("Lucky 7"),
                          N_("If you have a 7 in your row, play a card from the discard pile.")),
})

SCORING_POWERS: frozenset[Power] = frozenset({
    Power.BLUE_THREE, Power.TWO_SIX_EIGHT, Power.RED_ANY_NUMBER, Power.RED_THREE,
    Power.THREES_ANY_NUMBER,
})
"""Powers that only change what scores (they last until the end of the turn)."""


def power_colour(p: Power) -> Colour:
    return POWER_INFO[p][0]


def power_title(p: Power) -> str:
    return POWER_INFO[p][1]


def power_help(p: Power) -> str:
    return POWER_INFO[p][2]


def _is_wild(c: int, power: Power | None) -> bool:
    """Whether a card counts as any number under the active Power."""
    if power is Power.RED_ANY_NUMBER:
        return colour_of(c) is Colour.RED
    if power is Power.THREES_ANY_NUMBER:
        return number_of(c) == 3
    return False


def is_set(cards: Iterable[int], power: Power | None = None) -> bool:
    """Three cards of one number (any colours); wild cards fit any number."""
    fixed = {number_of(c) for c in cards if not _is_wild(c, power)}
    return len(fixed) <= 1


def is_run(cards: Iterable[int], power: Power | None = None) -> bool:
    """Three cards of one colour with numbers in a row (1-2-3 ... 7-8-9, never 9-1-2)."""
    trio = tuple(cards)
    if len({colour_of(c) for c in trio}) != 1:
        return False
    fixed = [number_of(c) for c in trio if not _is_wild(c, power)]
    if len(set(fixed)) != len(fixed):
        return False
    return not fixed or max(fixed) - min(fixed) <= 2


def scores(trio: Iterable[int], power: Power | None = None) -> bool:
    """Whether three cards score, with the Power in use this turn (if any)."""
    cards = tuple(trio)
    if len(cards) != 3:
        return False
    if power is Power.BLUE_THREE and all(colour_of(c) is Colour.BLUE for c in cards):
        return True
    if power is Power.RED_THREE and all(colour_of(c) is Colour.RED for c in cards):
        return True
    if power is Power.TWO_SIX_EIGHT and sorted(number_of(c) for c in cards) == [2, 6, 8]:
        return True
    return is_set(cards, power) or is_run(cards, power)


def scoring_triples(row: Iterable[int], power: Power | None = None) -> tuple[tuple[int, int, int], ...]:
    """Every three cards of a row that score (each sorted), in a fixed order."""
    return tuple(t for t in combinations(sorted(row), 3) if scores(t, power))
