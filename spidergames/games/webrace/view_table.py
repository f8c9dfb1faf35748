"""How the web race's things look: travel and villain cards, piles, pieces, routes and badges.

Only drawing, from values the scene hands over (it reads them from the viewer's observation).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from spidergames.app import assets
from spidergames.app.anim import lerp_point
from spidergames.app.ui import text
from spidergames.app.ui.draw import badge_radius, number_badge, pile_count, player_mark, portrait
from spidergames.app.ui.theme import FOCUS, INK, PAPER, player_rgb
from spidergames.app.ui.trail import drawn

from .layout import BADGE_R, PIECE_R, Point
from .movement import CardKind, TravelCard
from .rules import Villain

PANEL_CARD = (30, 42)  # a card in a seat panel's bottom row
RACE_STEP = 18  # px from one race card to the next on a seat panel, where there is room
VILLAIN_BACK = "webrace/villain-back.png"
CARD_BACK = "webrace/back.png"


def card_image(card: TravelCard) -> str:
    if card.kind is CardKind.JUMP:
        return "webrace/jump.png"
    return f"webrace/{'both' if card.kind is CardKind.BOTH else 'move'}-{card.count}.png"


def villain_image(villain: Villain) -> str:
    return f"webrace/villain-{villain.name.lower().replace('_', '-')}.png"


def race_image(points: int) -> str:
    return f"webrace/race-{points}.png"


def piece_picture(colour: str) -> pygame.Surface:
    """A piece as a sprite picture: the seat's token with its shadow."""
    side = 2 * PIECE_R + 10  # room for the shadow, the token in the middle
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    draw_piece(surface, colour, (side // 2, side // 2))
    return surface


def draw_piece(surface: pygame.Surface, colour: str, at: Point, glow: float | None = None) -> None:
    """A piece: its shadow and the seat's token (its number, when a choice is open, stands beside it)."""
    x, y = at
    if glow is not None:
        drawn(surface, pygame.draw.circle(surface, FOCUS, (x, y), PIECE_R + 6 + 4 * glow, 6))
    drawn(surface, pygame.draw.circle(surface, INK, (x + 2, y + 3), PIECE_R + 1))
    player_mark(surface, colour, (x, y), PIECE_R)


def badge_reach() -> int:
    """How far a piece number's badge reaches from its centre, its colour ring included."""
    return badge_radius(2, BADGE_R) + 3


def draw_route(surface: pygame.Surface, colour: str, path: Sequence[Point]) -> None:
    """A piece's way to a landing, as dots in its colour."""
    rgb = player_rgb(colour)
    for a, b in zip(path, path[1:], strict=False):
        for k in range(1, 4):
            x, y = lerp_point(a, b, k / 4)
            drawn(surface, pygame.draw.circle(surface, INK, (x, y), 5))
            pygame.draw.circle(surface, rgb, (x, y), 3)


def draw_badge(surface: pygame.Surface, colour: str, at: Point, piece: int) -> None:
    """Beside a piece and beside each of its landings: which piece (1 or 2) it is, in the seat's colour."""
    radius = number_badge(surface, piece + 1, at, radius=BADGE_R, fill=PAPER)
    drawn(surface, pygame.draw.circle(surface, player_rgb(colour), at, radius + 3, 4))


def draw_pile(surface: pygame.Surface, image: str | None, rect: pygame.Rect, count: int) -> None:
    """A stack of cards (a few edges show how big it is) with its count in a badge; None: empty."""
    if image is None or count == 0:
        pygame.draw.rect(surface, PAPER, rect, 3, border_radius=12)
        return
    for k in range(min(3, (count + 9) // 10), 0, -1):
        pygame.draw.rect(surface, INK, rect.move(3 * k, 3 * k), border_radius=12)
    surface.blit(assets.scaled(image, rect.size), rect)
    pile_count(surface, rect, count)


def draw_seat_things(surface: pygame.Surface, row: pygame.Rect, colour: str, where: Sequence[str], villains: int,
                     race: Sequence[int], *, stacked: bool) -> None:
    """On a seat's panel, in one row along `row`'s middle: where its pieces are, its face-down villains
    (counted) and its race cards, each after the last (the race cards closer together if need be, to
    stay in `row`). `where` is "home", "web" or "centre" per piece. `stacked`: the two pieces one above
    the other (beside the portrait of a panel without a name, where the row is narrower)."""
    x, y = row.left, row.centery
    for piece, place in enumerate(where):
        c = (x + 12, y + (piece * 2 - 1) * 13) if stacked else (x + 12 + piece * 28, y)
        if place == "centre":
            portrait(surface, "spider-man", c, 24)
        else:
            pygame.draw.circle(surface, INK, c, 12)
            pygame.draw.circle(surface, PAPER if place == "home" else player_rgb(colour), c, 10)
    vx = x + (32 if stacked else 60)
    back = assets.scaled(VILLAIN_BACK, PANEL_CARD)
    for k in range(min(villains, 3)):
        surface.blit(back, back.get_rect(midleft=(vx + 6 * k, y)))
    if villains == 0:
        pygame.draw.rect(surface, (200, 196, 210), back.get_rect(midleft=(vx, y)), 2, border_radius=6)
    stack_right = vx + PANEL_CARD[0] + 6 * (max(1, min(villains, 3)) - 1)
    count = text.draw(surface, f"{villains}", 30, (stack_right + 4, y), INK, anchor="midleft")
    rx = count.right + 4
    step = max(4, min(RACE_STEP, (row.right - rx - PANEL_CARD[0]) // max(1, len(race) - 1)))
    for k, points in enumerate(race):
        img = assets.scaled(race_image(points), PANEL_CARD)
        surface.blit(img, img.get_rect(midleft=(rx + step * k, y)))
