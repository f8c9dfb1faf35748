"""The records on paper (issue #29): one A4 page per child and the class on summary pages, for a teacher
to print and keep. White paper and dark ink (grey and black bars, so a black-and-white printer loses
nothing), A4's shape at 150 dots an inch, drawn from the profiles alone (`records.py`).

Drawn with the bundled font at fixed sizes, whatever the screen's Large text: paper is read up close.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..core.registry import load_info
from . import assets
from .games import picture
from .i18n import _, ngettext, whole
from .records import LEAST_SCALE, Tally, bar, has_played, minutes, tallies, top

if TYPE_CHECKING:
    from .profiles import Profile

PAGE = (1240, 1754)
"""A4 portrait (210 x 297 mm) at 150 dots an inch."""
MARGIN = 90
WHITE = (255, 255, 255)
INK = (20, 20, 28)
GREY = (165, 165, 172)
"""Games played: a light grey bar; games won: a black one over it; Help asked: an outlined, striped one."""
ROWS_PER_SUMMARY = 20
"""Children on one summary page: a class of 40 takes two pages, 60 profiles three."""


def words(surface: pygame.Surface, said: str, size: int, pos: tuple[int, int], *, bold: bool = False,
          anchor: str = "topleft", width: int = 0, wrap: bool = False) -> pygame.Rect:
    """`said` in ink at `pos`, made smaller (down to two-thirds) where it (or, `wrap`ped at `width`, its
    longest word) would be wider than `width`."""
    least = size * 2 // 3
    widest = max(said.split(), key=lambda word: assets.font(size, bold).size(word)[0]) if wrap else said
    while width and size > least and assets.font(size, bold).size(widest)[0] > width:
        size -= 2  # wrapped: every word whole on its line ("Spinnen-Rennen"), never cut
    drawn = assets.font(size, bold).render(said, True, INK, None, width if wrap else 0)
    rect = drawn.get_rect(**{anchor: pos})
    surface.blit(drawn, rect)
    return rect


def _portrait(surface: pygame.Surface, profile: Profile, center: tuple[int, int], size: int) -> None:
    face = assets.scaled(f"portraits/{profile.picture}.png", (size, size))
    surface.blit(face, face.get_rect(center=center))
    pygame.draw.circle(surface, INK, center, size // 2 + 2, 3)


def _name(profile: Profile) -> str:
    return profile.name or "\u2022"  # no name typed: the picture says who


def _bars(surface: pygame.Surface, area: pygame.Rect, counts: Tally, most: int) -> None:
    """Three bars in `area`, each with its words before it and its number after it."""
    labels = (_("Games played"), _("Games won"), _("Help asked"))
    label_w = max(assets.font(30).size(label)[0] for label in labels) + 20
    number_w = assets.font(30, True).size(whole(most))[0] + 20
    room = area.width - label_w - number_w
    step = area.height // 3
    for k, (label, count) in enumerate(zip(labels, (counts.played, counts.won, counts.hints), strict=True)):
        middle = area.top + k * step + step // 2
        words(surface, label, 30, (area.left, middle), anchor="midleft")
        length = bar(count, most, room)
        box = pygame.Rect(area.left + label_w, middle - step * 3 // 10, length, step * 3 // 5)
        if length:
            pygame.draw.rect(surface, (GREY, INK, WHITE)[k], box)
            if k == 2:  # Help: stripes, so it is told from the others without colour
                surface.set_clip(box)
                for x in range(box.left - box.height, box.right, 12):
                    pygame.draw.line(surface, INK, (x, box.bottom), (x + box.height, box.top), 2)
                surface.set_clip(None)
            pygame.draw.rect(surface, INK, box, 3)
        words(surface, whole(count), 30, (box.right + 12, middle), bold=True, anchor="midleft")


def child_page(profile: Profile, games: tuple[str, ...], today: date) -> pygame.Surface:
    """One child's records on one page: their picture and name, the time this week, a block per game."""
    page = pygame.Surface(PAGE)
    page.fill(WHITE)
    _portrait(page, profile, (MARGIN + 100, MARGIN + 100), 200)
    left = MARGIN + 240
    words(page, _("Records"), 40, (left, MARGIN + 10))
    words(page, _name(profile), 64, (left, MARGIN + 60), bold=True, width=PAGE[0] - MARGIN - left)
    n = minutes(profile, today)
    words(page, ngettext("{minutes} minute played this week", "{minutes} minutes played this week", n).format(
        minutes=whole(n)), 32, (left, MARGIN + 150), width=PAGE[0] - MARGIN - left)
    words(page, today.isoformat(), 26, (PAGE[0] - MARGIN, MARGIN), anchor="topright")
    body = pygame.Rect(MARGIN, MARGIN + 260, PAGE[0] - 2 * MARGIN, PAGE[1] - 2 * MARGIN - 260)
    pygame.draw.line(page, INK, (body.left, body.top - 20), (body.right, body.top - 20), 3)
    if not has_played(profile):
        words(page, _("No games played yet."), 40, (body.centerx, body.top + 80), anchor="midtop")
        return page
    counts = tallies(profile, games)
    most = top(counts)
    block = min(320, body.height // max(1, len(counts)))
    for k, tally in enumerate(counts):
        row = pygame.Rect(body.left, body.top + k * block, body.width, block - 24)
        side = min(180, row.height - 50)
        thumb = pygame.Rect(row.left, row.top, side * 4 // 3, side)
        page.blit(assets.scaled(picture(tally.game), thumb.size), thumb)
        pygame.draw.rect(page, INK, thumb, 2)
        words(page, _(load_info(tally.game).label), 30, (thumb.left, thumb.bottom + 8), bold=True,
              width=row.width)
        _bars(page, pygame.Rect(thumb.right + 40, row.top, row.right - thumb.right - 40, side), tally, most)
    return page


def class_pages(children: list[Profile], games: tuple[str, ...],
                today: date) -> list[Callable[[], pygame.Surface]]:
    """The whole class on summary pages, each drawn when it is asked for: a row per child, a column per
    game (played over won, as two small bars and their numbers), then Help asked in all and the minutes
    this week."""
    return [partial(_class_page, children[i:i + ROWS_PER_SUMMARY], games, today, i // ROWS_PER_SUMMARY + 1,
                    -(-len(children) // ROWS_PER_SUMMARY))
            for i in range(0, max(1, len(children)), ROWS_PER_SUMMARY)]


def _class_page(children: list[Profile], games: tuple[str, ...], today: date, number: int,
                of: int) -> pygame.Surface:
    page = pygame.Surface(PAGE)
    page.fill(WHITE)
    words(page, _("Records of the class"), 56, (MARGIN, MARGIN), bold=True, width=PAGE[0] - 2 * MARGIN - 300)
    words(page, f"{today.isoformat()}   {number}/{of}", 26, (PAGE[0] - MARGIN, MARGIN), anchor="topright")
    words(page, _("Each game: games played (grey bar), games won (black bar)."), 26, (MARGIN, MARGIN + 80),
          width=PAGE[0] - 2 * MARGIN, wrap=True)
    name_w, tail_w = 250, 130
    game_w = (PAGE[0] - 2 * MARGIN - name_w - 2 * tail_w) // max(1, len(games))
    head = MARGIN + 140
    for k, game in enumerate(games):
        x = MARGIN + name_w + k * game_w
        side = min(72, (game_w - 16) * 3 // 4)
        thumb = pygame.Rect(x + (game_w - side * 4 // 3) // 2, head, side * 4 // 3, side)
        page.blit(assets.scaled(picture(game), thumb.size), thumb)
        pygame.draw.rect(page, INK, thumb, 2)
        words(page, _(load_info(game).label), 22, (x + game_w // 2, thumb.bottom + 6), anchor="midtop",
              width=game_w - 8, wrap=True)
    for k, label in enumerate((_("Help asked"), _("Minutes this week"))):
        words(page, label, 22, (PAGE[0] - MARGIN - (1 - k) * tail_w - tail_w // 2, head + 40), anchor="midtop",
              width=tail_w - 8, wrap=True)
    rows_top = head + 150
    row_h = (PAGE[1] - MARGIN - rows_top) // ROWS_PER_SUMMARY
    most = {g: max([LEAST_SCALE] + [c.played.get(g, 0) for c in children]) for g in games}
    for r, child in enumerate(children):
        y = rows_top + r * row_h
        pygame.draw.line(page, GREY, (MARGIN, y), (PAGE[0] - MARGIN, y), 1)
        middle = y + row_h // 2
        _portrait(page, child, (MARGIN + row_h // 2, middle), row_h - 12)
        words(page, _name(child), 28, (MARGIN + row_h + 6, middle), bold=True, anchor="midleft",
              width=name_w - row_h - 12)
        for k, tally in enumerate(tallies(child, games)):
            x = MARGIN + name_w + k * game_w + 8
            number_w = assets.font(20, True).size(whole(most[tally.game]))[0] + 8
            for j, count in enumerate((tally.played, tally.won)):
                half = (row_h - 12) // 2
                box = pygame.Rect(x, y + 6 + j * half, bar(count, most[tally.game], game_w - 24 - number_w), half - 2)
                if box.width:
                    pygame.draw.rect(page, (GREY, INK)[j], box)
                    pygame.draw.rect(page, INK, box, 1)
                words(page, whole(count), 20, (box.right + 4, box.centery), bold=True, anchor="midleft")
        hints = sum(t.hints for t in tallies(child, games))
        words(page, whole(hints), 28, (PAGE[0] - MARGIN - tail_w - tail_w // 2, middle), anchor="center")
        words(page, whole(minutes(child, today)), 28, (PAGE[0] - MARGIN - tail_w // 2, middle), anchor="center")
    return page


def every_page(children: list[Profile], games: tuple[str, ...],
               today: date) -> list[tuple[str, Callable[[], pygame.Surface]]]:
    """The class's summary pages, then a page for each child: (a file name, what draws the page)."""
    summary = [(_("class"), page) for page in class_pages(children, games, today)]
    return summary + [(f"{child.name} {child.picture}".strip(), partial(child_page, child, games, today))
                      for child in children]
