"""Character portraits: a round badge per hero or villain, each with its own colours and silhouette.

Original, stylised drawings (a mask, a face or an emblem), meant to be told apart at a glance by a
four-year-old on a dim projector: every badge differs in background colour and in shape. The
figures live in the `faces_*` modules, drawn with the parts in `face_parts`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from . import faces_avengers as avengers
from . import faces_foes as foes
from . import faces_friends as friends
from . import faces_heroes as heroes
from . import faces_spiders as spiders
from . import faces_villains as villains
from .drawing import ASSETS, INK, WHITE, Canvas, Color, mix, save
from .face_parts import SIZE, C, R

CHARACTERS: dict[str, Callable[[Canvas], Color]] = {
    "spider-man": spiders.spider_man,
    "captain-america": heroes.captain_america,
    "hulk": heroes.hulk,
    "storm": heroes.storm,
    "wolverine": heroes.wolverine,
    "thor": heroes.thor,
    "lizard": heroes.lizard,
    "mr-fantastic": heroes.mr_fantastic,
    "invisible-woman": heroes.invisible_woman,
    "human-torch": heroes.human_torch,
    "the-thing": heroes.the_thing,
    "doctor-doom": villains.doctor_doom,
    "green-goblin": villains.green_goblin,
    "doctor-octopus": villains.doctor_octopus,
    "kingpin": villains.kingpin,
    "vulture": villains.vulture,
    "electro": villains.electro,
    "mysterio": villains.mysterio,
    "sandman": villains.sandman,
    "kraven": villains.kraven,
    "mole-man": villains.mole_man,
    "rhino": villains.rhino,
    "miles-morales": spiders.miles_morales,
    "ghost-spider": spiders.ghost_spider,
    "spider-woman": spiders.spider_woman,
    "spider-man-black-suit": spiders.spider_man_black_suit,
    "iron-spider": spiders.iron_spider,
    "spider-man-noir": spiders.spider_man_noir,
}
"""Every character with a portrait file in assets/portraits/ (any seat, board or card may show one)."""

CARD_FACES: dict[str, Callable[[Canvas], Color]] = {
    "spider-man-2099": spiders.spider_man_2099,
    "scarlet-spider": spiders.scarlet_spider,
    "iron-man": avengers.iron_man,
    "hawkeye": avengers.hawkeye,
    "vision": avengers.vision,
    "doctor-strange": avengers.doctor_strange,
    "scarlet-witch": avengers.scarlet_witch,
    "wasp": avengers.wasp,
    "ms-marvel": avengers.ms_marvel,
    "red-hulk": avengers.red_hulk,
    "iceman": friends.iceman,
    "nova": friends.nova,
    "black-cat": friends.black_cat,
    "silver-surfer": friends.silver_surfer,
    "daredevil": friends.daredevil,
    "firestar": friends.firestar,
    "jackpot": friends.jackpot,
    "luke-cage": friends.luke_cage,
    "iron-fist": friends.iron_fist,
    "venom": foes.venom,
    "carnage": foes.carnage,
    "thanos": foes.thanos,
    "loki": foes.loki,
    "scorpion": foes.scorpion,
    "prowler": foes.prowler,
    "beetle": foes.beetle,
    "chameleon": foes.chameleon,
    "hobgoblin": foes.hobgoblin,
    "shocker": foes.shocker,
}
"""Characters only a game's cards show: drawn into the cards, no file of their own."""


def draw_portrait(character: str, final: bool = True) -> pygame.Surface:
    """Draw the figure first to learn its badge colour, then put it on the badge.

    ``final=False`` returns the 4x supersampled badge, for other art that reuses it larger.
    """
    figure = Canvas(SIZE, SIZE)
    background = (CHARACTERS.get(character) or CARD_FACES[character])(figure)
    badge = Canvas(SIZE, SIZE)
    badge.radial(C, R, mix(background, WHITE, 0.28), background)
    badge.blit(figure)
    badge.clip_circle(C, R)
    badge.ring(C, R - 4, INK, 9)
    return badge.finish() if final else badge.surface


def generate(out: Path = ASSETS) -> list[Path]:
    return [save(draw_portrait(name), out / "portraits" / f"{name}.png") for name in CHARACTERS]
