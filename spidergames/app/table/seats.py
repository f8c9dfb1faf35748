"""Who sits at the table: the turn badge and the seat panels every game draws.

Each panel shows the seat's portrait in its colour ring, its shape (colour is never the only
cue), its name (cut with an ellipsis rather than running over), a robot badge on a computer seat
and, if the game has one, the score. What else a game shows about a seat (cards left, Powers,
villains) goes in the free area the panel returns.
"""

from __future__ import annotations

import pygame

from ...core.protocol import Seat
from .. import assets
from ..i18n import _
from ..ui import record, text
from ..ui.draw import panel, player_mark, portrait
from ..ui.theme import INK, PAPER, player_rgb
from . import layers

ACTIVE_FILL = (255, 244, 200)
BADGE_TEXT = 30
PANEL_RADIUS, BADGE_RADIUS = 16, 20  # their corners


def robot_badge(surface: pygame.Surface, centre: tuple[int, int], side: int = 30) -> None:
    """A small robot head in a white disc: this seat is played by the computer."""
    pygame.draw.circle(surface, INK, centre, side // 2 + 3)
    pygame.draw.circle(surface, PAPER, centre, side // 2 + 1)
    icon = assets.scaled("ui/robot.png", (side - 6, side - 6))
    surface.blit(icon, icon.get_rect(center=centre))


def seat_panel(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, *, active: bool,
               score: int | None = None, name_size: int = text.PLAY, name_width: int | None = None,
               column: int | None = None, face: int = 64, named: bool = True) -> pygame.Rect:
    """Draw one seat's panel; returns the free area under the name for the game's own things.

    `name_width` keeps the name to that many px (a game drawing things on the panel's right).
    `face` caps the portrait's side (a game keeping a row of things under the portrait).
    With `column`, portrait and name stand one above the other in a column that wide at the
    panel's left (the rest of the panel is the game's, e.g. the seat's row of cards); the free
    area is then the rest of that column, under the name.
    Not `named`: the portrait alone at the panel's left, the free area the rest of the panel (a
    table of many seats giving its room to the caption: portrait, ring and shape say who, and the
    turn badge and the caption name the seat whose turn it is).
    """
    card = rect.move(0, -4) if active else rect
    free = layers.card(surface, card, PANEL_RADIUS, _paint_panel,
                       (seat, active, score, name_size, name_width, column, face, named))
    assert free is not None
    return free


def _paint_panel(surface: pygame.Surface, card: pygame.Rect, seat: Seat, active: bool, score: int | None,
                 name_size: int, name_width: int | None, column: int | None, face: int, named: bool) -> pygame.Rect:
    """The panel's opaque face at `card` (its shadow is the caller's); returns the free area."""
    panel(surface, card, ACTIVE_FILL if active else PAPER, radius=PANEL_RADIUS, border=3, shadow=False)
    if active:
        pygame.draw.rect(surface, player_rgb(seat.colour), card.inflate(6, 6), 6, border_radius=20)
    if not named:
        side = max(24, min(card.height - 20, face))
        _face(surface, seat, (card.left + 12 + side // 2, card.centery), side)
        left = card.left + side + 18  # clear of the shape at the portrait's bottom right
        return pygame.Rect(left, card.top + 6, card.right - left - 6, card.height - 12)
    if column is not None:
        side = max(24, min(card.height * 3 // 10, column - 24, 64))  # room under it: the name, a row of things
        _face(surface, seat, (card.left + 12 + side // 2, card.top + 10 + side // 2), side)
        name, size = text.shorten(seat.name, name_size, column - 18, least=min(name_size, text.base_for(text.PLAY)))
        drawn = text.draw(surface, name, size, (card.left + 10, card.top + 14 + side), INK, shrink="name")
        return pygame.Rect(card.left + 8, drawn.bottom + 2, column - 12, card.bottom - drawn.bottom - 8)
    score_w = 0
    if score is not None:
        shown = text.render(str(score), 40, INK)
        score_w = shown.get_width() + 12
        surface.blit(shown, shown.get_rect(topright=(card.right - 10, card.top + 4)))
    side = max(24, min(card.height - 22, face))
    least = min(name_size, text.base_for(text.PLAY))
    while side > 36 and text.shorten(seat.name, least, card.width - side - 38 - score_w)[0] != seat.name:
        side -= 2  # a narrow card: a smaller portrait before a cut name
    _face(surface, seat, (card.left + 12 + side // 2, card.top + 10 + side // 2), side)
    left = card.left + side + 30
    room = card.right - left - score_w - 8
    name, size = text.shorten(seat.name, name_size, room if name_width is None else min(room, name_width),
                              least=least)
    drawn = text.draw(surface, name, size, (left, card.top + 6), INK, shrink="name")
    return pygame.Rect(left, drawn.bottom + 2, card.right - left - 8, card.bottom - drawn.bottom - 8)


def _face(surface: pygame.Surface, seat: Seat, centre: tuple[int, int], side: int,
          ring: tuple[int, int, int] | None = None, *, mark: bool = True) -> None:
    """Portrait in a ring (the seat's colour unless `ring` says), its shape at the bottom right
    (unless `mark` is False: the caller draws it), and a robot badge at the top left on a computer seat."""
    portrait(surface, seat.character, centre, side, ring=player_rgb(seat.colour) if ring is None else ring)
    if mark:
        _mark(surface, seat, centre, side)
    if not seat.is_human:
        robot_badge(surface, (centre[0] - side // 2 + 2, centre[1] - side // 2 + 4), max(22, side // 2))


def _mark(surface: pygame.Surface, seat: Seat, centre: tuple[int, int], side: int) -> None:
    """The seat's shape at the portrait's bottom right."""
    player_mark(surface, seat.colour, (centre[0] + side // 2 - 2, centre[1] + side // 2 - 2), max(9, side // 5))


def turn_badge(surface: pygame.Surface, rect: pygame.Rect, seat: Seat) -> None:
    """Whose turn it is: portrait (its shape and robot badge on it), name, in the seat's colour.

    "Ann's turn" where it fits, else the name alone (the badge says it is a turn), whole down to play
    size; only a name wider than the whole badge at play size (twelve capital Ws) is cut, with an
    ellipsis.
    """
    record.note(surface, "badge", rect)  # no pop-up may cover it (the layout check)
    layers.card(surface, rect, BADGE_RADIUS, _paint_badge, (seat,))
    side = rect.height - 16  # the shape reaches over the badge's edge, soft at its rim: not on the opaque picture
    _mark(surface, seat, (rect.left + 8 + side // 2, rect.centery), side)


def _paint_badge(surface: pygame.Surface, rect: pygame.Rect, seat: Seat) -> None:
    panel(surface, rect, player_rgb(seat.colour), radius=BADGE_RADIUS, shadow=False)
    side = rect.height - 16
    _face(surface, seat, (rect.left + 8 + side // 2, rect.centery), side, ring=PAPER, mark=False)
    left = rect.left + side + 20
    label, room = _("{name}'s turn").format(name=seat.name), rect.right - 12 - left
    if text.shorten(label, BADGE_TEXT, room)[0] != label:
        label = seat.name
    shown, size = text.shorten(label, BADGE_TEXT, room, least=text.base_for(text.PLAY))
    text.draw(surface, shown, size, (left, rect.centery), PAPER, anchor="midleft", outline=2, shrink="name")
