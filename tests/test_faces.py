"""Faces (issue 31): every character on a card or at a seat has a portrait of its own drawn by our
generators, the seats one table can show differ without colour, and the committed pictures are the
ones the generators draw."""

from __future__ import annotations

import math
from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest
from driving import click
from tiers import quick_only

from spidergames.app.assets import asset_path
from spidergames.app.scenes.setup import ROW_H, ROW_TOP, SetupScene, seats_from_memory
from spidergames.app.ui.theme import COLOUR_NAMES
from spidergames.artgen import portraits
from spidergames.core.registry import game_ids, load_info
from spidergames.games.somethingwild import art as wild_art
from spidergames.games.somethingwild.art_names import FOLDER, card_file
from spidergames.games.somethingwild.cards import ALL_CARDS, card_name, character_of

ALIKE = 0.5
"""How alike two seats' grey pictures may be at most (|r|, see `likeness`): every pair of portraits the
built-in games seat together scores 0.43 or less (Yahtzee's Hulk and Storm the most); Something Wild's
Spider-Man masks scored 0.61 to 0.86 before each got its own design."""


@pytest.fixture
def display() -> Iterator[None]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield
    pygame.quit()


def seat_characters(game: str) -> list[str]:
    """Every character a seat of `game` may be, whatever its colour."""
    info = load_info(game)
    return sorted({c for colour in COLOUR_NAMES for c in info.characters_for(colour)})


def grey(character: str, side: int = 32) -> list[int]:
    """The seat portrait as a child sees it from across the room without colour: small and grey,
    inside the badge's black ring (the ring is the same on every badge)."""
    picture = pygame.image.load(str(asset_path(f"portraits/{character}.png")))
    flat = pygame.Surface(picture.get_size())
    flat.fill((128, 128, 128))
    flat.blit(picture, (0, 0))
    levels = pygame.image.tobytes(pygame.transform.grayscale(pygame.transform.smoothscale(flat, (side, side))), "RGB")
    middle = (side - 1) / 2
    return [levels[3 * (y * side + x)] for y in range(side) for x in range(side)
            if (x - middle) ** 2 + (y - middle) ** 2 < (0.4 * side) ** 2]


def likeness(a: str, b: str) -> float:
    """|r|, the correlation of two grey portraits: brightness and contrast do not count, nor does a
    negative (a dark mask with light webs is the same picture as a light mask with dark webs), so only
    the shapes are left. 1 is the same picture, 0 nothing alike."""
    ga, gb = grey(a), grey(b)
    ma, mb = sum(ga) / len(ga), sum(gb) / len(gb)
    da, db = [v - ma for v in ga], [v - mb for v in gb]
    return abs(sum(x * y for x, y in zip(da, db, strict=True))) / math.sqrt(
        sum(x * x for x in da) * sum(y * y for y in db))


# -- no blank figure ----------------------------------------------------------------------------------
def test_every_card_of_something_wild_shows_its_characters_face() -> None:
    blank = [f"{card_name(c)} ({character_of(c)})" for c in ALL_CARDS if character_of(c) not in wild_art.PORTRAIT_OF]
    assert not blank, f"{len(blank)} of {len(ALL_CARDS)} cards would draw the blank figure: {blank}"
    undrawn = set(wild_art.PORTRAIT_OF.values()) - set(portraits.CHARACTERS) - set(portraits.CARD_FACES)
    assert not undrawn, f"no portrait generator draws {sorted(undrawn)}"


@pytest.mark.parametrize("game", game_ids())
def test_every_seat_character_has_a_portrait_file(display: None, game: str) -> None:
    """A seat draws `portraits/<character>.png`: a missing one would be a plain blue placeholder."""
    for character in seat_characters(game):
        assert character in portraits.CHARACTERS, f"{game}: no generator draws {character}'s portrait"
        assert pygame.image.load(str(asset_path(f"portraits/{character}.png"))).get_size() == (256, 256)


# -- told apart without colour --------------------------------------------------------------------------
@pytest.mark.parametrize("game", game_ids())
def test_the_four_seats_are_four_characters(game: str) -> None:
    info = load_info(game)
    four = [info.character_for(colour, i) for i, colour in enumerate(COLOUR_NAMES)]
    assert len(set(four)) == 4, f"{game}: four seats show {four}"


@pytest.mark.parametrize("game", game_ids())
def test_seat_portraits_differ_in_grey(display: None, game: str) -> None:
    """Any two characters that can sit at one table look different once colour is gone."""
    alike = [(a, b, round(likeness(a, b), 2)) for a, b in combinations(seat_characters(game), 2)]
    assert not [pair for pair in alike if pair[2] >= ALIKE], f"{game}: too alike in grey: {alike}"


@pytest.mark.parametrize("game", game_ids())
def test_setup_never_gives_two_seats_one_face(app, game: str) -> None:
    """Adding players and tapping any seat's portrait over and over never seats one character twice."""
    setup = SetupScene(app, game)
    app.scenes.push(setup)
    app.frame(1 / 60)
    while len(setup.seats) < setup.info.max_players:
        click(app, next(b for b in setup.focus.buttons if b.label == "+ Add a player").rect.center)
    seen = set()
    for i in range(len(setup.seats)):
        for _ in range(len(seat_characters(game)) + 1):
            click(app, (216, ROW_TOP + i * ROW_H + 54))  # the seat's portrait: the next face
            faces = [s.character for s in setup.seats]
            assert len(set(faces)) == len(faces), f"{game}: {faces}"
            seen.add(faces[i])
    assert len(seen) > 1 or len(seat_characters(game)) == 1  # the taps did change faces


def test_a_setup_remembered_with_one_face_twice_keeps_its_names(app) -> None:
    """Older versions seated Labyrinth's blue and red as the same Spider-Man and let two seats pick
    one face: such a remembered setup keeps its names, the later seat gets the next free face."""
    old = {"seats": [{"name": "Ann", "controller": "human", "colour": "red", "character": "spider-man"},
                     {"name": "Bob", "controller": "easy", "colour": "blue", "character": "spider-man"},
                     {"name": "Cleo", "controller": "human", "colour": "green", "character": "lizard"},
                     {"name": "Dan", "controller": "human", "colour": "yellow", "character": "lizard"}]}
    seats = seats_from_memory(load_info("labyrinth"), old)
    assert seats is not None and [s.name for s in seats] == ["Ann", "Bob", "Cleo", "Dan"]
    faces = [s.character for s in seats]
    assert faces[:3] == ["spider-man", "spider-man-black-suit", "lizard"] and len(set(faces)) == 4, faces


# -- the committed pictures are the generators' ---------------------------------------------------------
def _same_pixels(a: pygame.Surface, b: pygame.Surface, tolerance: int = 2) -> bool:
    """Equal within a small per-channel tolerance (smoothscale may use other SIMD paths elsewhere)."""
    if a.get_size() != b.get_size():
        return False
    ba, bb = pygame.image.tobytes(a, "RGBA"), pygame.image.tobytes(b, "RGBA")
    return max(abs(x - y) for x, y in zip(ba, bb, strict=True)) <= tolerance


@pytest.mark.parametrize("character", quick_only(sorted(portraits.CHARACTERS), "miles-morales", "iron-spider"))
def test_portrait_file_is_what_the_generator_draws(display: None, character: str) -> None:
    committed = pygame.image.load(str(asset_path(f"portraits/{character}.png")))
    assert _same_pixels(portraits.draw_portrait(character), committed), f"{character}.png is stale: rerun artgen"


@pytest.mark.parametrize("card", quick_only(ALL_CARDS, 30, 17), ids=card_name)
def test_card_picture_is_what_the_generator_draws(display: None, card: int) -> None:
    committed = pygame.image.load(str(asset_path(f"{FOLDER}/{card_file(card)}")))
    assert _same_pixels(wild_art.draw_card(card), committed), f"{card_file(card)} is stale: rerun artgen"
