"""The info panel's picture of what can happen now; the table's caption under it says it in words."""

from __future__ import annotations

import pygame

from spidergames.app import assets

from .board import is_spider_yahtzee, is_team
from .rules import MAX_ROLLS, Phase, State, zero_forced


def draw(surface: pygame.Surface, area: pygame.Rect, name: str) -> None:
    """The `picture` of what can happen now, named (the caption below it says it in words)."""
    area = area.inflate(-16, -16)
    img = assets.image(f"yahtzee/{name}.png")
    scale = min(area.width / img.get_width(), area.height / img.get_height())
    pic = assets.scaled(f"yahtzee/{name}.png", (int(img.get_width() * scale), int(img.get_height() * scale)))
    surface.blit(pic, pic.get_rect(midtop=area.midtop))


def picture(table: State) -> str:
    """The picture of what can happen now: after the third roll, never "keep and roll"."""
    if table.phase is Phase.ROLLOFF:
        return "dice_faces"
    if table.phase is Phase.OVER:
        return "easy_totaling"
    if table.dice and is_spider_yahtzee(table.dice):
        return "spider_yahtzee"
    if zero_forced(table):
        return "zero"
    if table.dice and is_team(table.dice):
        return "team_token"
    if not table.dice or table.rolls_used >= MAX_ROLLS:
        return "wild_spider_man"
    return "keep_and_roll"
