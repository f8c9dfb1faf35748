"""Colour-blind eyes (issue #30): protanopia, deuteranopia and tritanopia simulated (tests/colourblind.py)
on the seat colours, Something Wild's card colours and every game's glowing targets on its board, as
drawn. Where two colours look alike to such an eye, something else must tell them apart: the seats and
the card colours each carry their own shape (and the seats a pattern). The two children of a two-person
game (the default setups) have different faces, not only different colours.
"""

from __future__ import annotations

import itertools
import os
import random
from statistics import median

import pygame
import pytest
from colourblind import MATRICES, delta_e, simulate
from driving import new_match, random_config, settle

from spidergames.app import assets
from spidergames.app.scenes.setup import default_seats
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.targets import GLOW, Target
from spidergames.app.ui.draw import portrait
from spidergames.app.ui.theme import COLOUR_NAMES, contrast, player_rgb
from spidergames.core.registry import game_ids, load_info
from spidergames.games.somethingwild.art import SHAPE
from spidergames.games.somethingwild.art_names import CARD_RGB

VISIONS = tuple(MATRICES)
SHOTS = os.environ.get("SPIDERGAMES_COLOUR_SHOTS", "")  # a folder: each game's screen saved there as PNG
APART = 20.0  # CIE76: told apart at a glance
NON_TEXT = 3.0  # WCAG 1.4.11: a control's edge against what is next to it


def pairs_too_close(colours: dict[str, tuple[int, int, int]], vision: str) -> list[tuple[str, str, float]]:
    seen = {name: simulate(rgb, vision) for name, rgb in colours.items()}
    return [(a, b, delta_e(seen[a], seen[b])) for a, b in itertools.combinations(colours, 2)
            if delta_e(seen[a], seen[b]) < APART]


@pytest.mark.parametrize("vision", VISIONS)
def test_seat_colours_stay_apart_or_carry_their_own_shape_and_pattern(vision: str) -> None:
    palette = assets.palette()
    close = pairs_too_close({name: player_rgb(name) for name in COLOUR_NAMES}, vision)
    for a, b, _d in close:
        assert palette[a]["shape"] != palette[b]["shape"], f"{vision}: {a} and {b} look alike and share a shape"
        assert palette[a]["pattern"] != palette[b]["pattern"], f"{vision}: {a} and {b} share a pattern"
    print(f"{vision}: seat colours alike ({APART} CIE76): {[(a, b, round(d)) for a, b, d in close]}")


@pytest.mark.parametrize("vision", VISIONS)
def test_card_colours_stay_apart_or_carry_their_own_shape(vision: str) -> None:
    close = pairs_too_close({c.name: rgb for c, rgb in CARD_RGB.items()}, vision)
    shapes = {c.name: SHAPE[c] for c in CARD_RGB}
    assert len(set(shapes.values())) == len(shapes), "two card colours share a shape"
    for a, b, _d in close:
        assert shapes[a] != shapes[b], f"{vision}: {a} and {b} cards look alike and share a shape"
    print(f"{vision}: card colours alike: {[(a, b, round(d)) for a, b, d in close]}")


def board_round(surface: pygame.Surface, target: Target) -> list[tuple[int, int, int]]:
    """The colours just outside a target's glow: the board it must stand out from."""
    ring = target.rect.inflate(40, 40).clip(surface.get_rect())
    spots = [(x, y) for x in range(ring.left, ring.right, 4) for y in (ring.top, ring.bottom - 1)]
    spots += [(x, y) for y in range(ring.top, ring.bottom, 4) for x in (ring.left, ring.right - 1)]
    return [tuple(surface.get_at(p))[:3] for p in spots]  # type: ignore[misc]


@pytest.mark.parametrize("game_id", game_ids())
def test_glowing_targets_stand_out_from_the_board(app, game_id: str) -> None:
    """Every glowing target at a child's first choice: its glow against the board round it, as each eye
    sees them, apart by colour or by lightness (WCAG's 3:1 for a control's edge)."""
    rng = random.Random(f"glow-{game_id}")
    match = new_match(game_id, random_config(game_id, rng, players=2, humans=1), 1)
    assert start_game_scene(app, match) is not None
    for _ in range(4):  # the first choice may be a plain button (Roll): choose what glows after it
        scene = settle(app)
        app.frame(1 / 60)
        targets = [b for b in scene.focus.buttons if isinstance(b, Target) and not b.quiet]
        if targets:
            break
        choice = next(b for b in scene.focus.buttons if b.enabled and b is not scene.menu_button)
        choice.on_click()
    assert targets, "no glowing target in a child's first choices"
    if SHOTS:
        pygame.image.save(app.screen, f"{SHOTS}/{game_id}.png")
    for target in targets:
        board = board_round(app.screen, target)
        middle = tuple(round(median(c[k] for c in board)) for k in range(3))
        for vision in ("normal", *VISIONS):
            glow, under = ((GLOW, middle) if vision == "normal"
                           else (simulate(GLOW, vision), simulate(middle, vision)))  # type: ignore[arg-type]
            edge = app.screen.get_at((target.rect.centerx, target.rect.top - 6))[:3]  # its dark edge, if any
            assert (delta_e(glow, under) >= APART or contrast(glow, under) >= NON_TEXT
                    or contrast(edge, middle) >= NON_TEXT), (  # type: ignore[arg-type]
                f"{game_id} {vision}: a target's glow {glow} on {under} at {target.rect}, no edge")


def grey(surface: pygame.Surface) -> list[float]:
    return [0.3 * r + 0.59 * g + 0.11 * b for r, g, b, *_ in
            (surface.get_at((x, y)) for x in range(0, surface.get_width(), 2)
             for y in range(0, surface.get_height(), 2))]


@pytest.mark.parametrize("game_id", game_ids())
def test_two_children_have_different_faces_not_only_colours(game_id: str) -> None:
    """The default two seats: different characters and shapes, and their portraits, drawn in one ring
    colour and seen in grey, differ (a child who sees no colour tells them apart)."""
    first, second = default_seats(load_info(game_id))[:2]
    assert first.character != second.character
    assert assets.palette()[first.colour]["shape"] != assets.palette()[second.colour]["shape"]
    faces = []
    for seat in (first, second):
        face = pygame.Surface((96, 96))
        face.fill((255, 255, 255))
        portrait(face, seat.character, (48, 48), 88, ring=(128, 128, 128))
        faces.append(grey(face))
    apart = sum(abs(a - b) for a, b in zip(*faces, strict=True)) / len(faces[0])
    assert apart >= 12, f"{first.character} and {second.character} look alike in grey ({apart:.1f})"
    print(f"{game_id}: {first.character} / {second.character} differ by {apart:.0f} grey levels on average")
