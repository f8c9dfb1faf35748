"""File names of the Something Wild! pictures in assets/somethingwild/ (shared by art and scene)."""

from __future__ import annotations

from .cards import Colour, Power, colour_of, number_of

FOLDER = "somethingwild"
BACK = f"{FOLDER}/back.png"
MOVER = f"{FOLDER}/mover.png"


def card_file(c: int) -> str:
    """A character card's picture, e.g. "card-red-6.png"."""
    return f"card-{colour_of(c).value}-{number_of(c)}.png"


def power_file(p: Power) -> str:
    return f"power-{p.value}.png"


def shape_file(colour: Colour) -> str:
    """The colour's own shape (used on guess buttons)."""
    return f"shape-{colour.value}.png"
