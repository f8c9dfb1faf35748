"""File names and card colours of the Something Wild! pictures (shared by the art and the scene)."""

from __future__ import annotations

from .cards import Colour, Power, colour_of, number_of

FOLDER = "somethingwild"
BACK = f"{FOLDER}/back.png"
CARD_RGB: dict[Colour, tuple[int, int, int]] = {
    Colour.GREEN: (46, 170, 80),
    Colour.BLUE: (36, 99, 214),
    Colour.PURPLE: (142, 68, 204),
    Colour.RED: (222, 40, 45),
    Colour.YELLOW: (255, 204, 41),
}
MOVER = f"{FOLDER}/mover.png"


def card_file(c: int) -> str:
    """A character card's picture, e.g. "card-red-6.png"."""
    return f"card-{colour_of(c).value}-{number_of(c)}.png"


def power_file(p: Power) -> str:
    return f"power-{p.value}.png"


def shape_file(colour: Colour) -> str:
    """The colour's own shape (used on guess buttons)."""
    return f"shape-{colour.value}.png"
