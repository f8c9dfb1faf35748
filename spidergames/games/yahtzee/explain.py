"""The info panel: a picture first and a few words second, saying what can happen now."""

from __future__ import annotations

import pygame

from spidergames.app import assets
from spidergames.app.ui import text
from spidergames.app.ui.theme import INK

from .board import is_spider_yahtzee, is_team
from .rules import MAX_ROLLS, Phase, State, score_preview, zero_forced


def draw(surface: pygame.Surface, area: pygame.Rect, table: State) -> None:
    """A picture first, a few words second: what can happen now."""
    area = area.inflate(-16, -16)
    name, words = explanation(table)
    img = assets.image(f"yahtzee/{name}.png")
    scale = min(area.width / img.get_width(), (area.height - 50) / img.get_height())
    pic = assets.scaled(f"yahtzee/{name}.png", (int(img.get_width() * scale), int(img.get_height() * scale)))
    surface.blit(pic, pic.get_rect(midtop=area.midtop))
    size = text.fit(words, 22, area.width)
    text.draw(surface, words, size, (area.centerx, area.bottom - 20), INK, anchor="center")



def explanation(table: State) -> tuple[str, str]:
    """The picture and the few words that say what can happen now."""
    if table.phase is Phase.ROLLOFF:
        return "dice_faces", "Tie! Most Spider-Mans wins!"
    if table.phase is Phase.OVER:
        return "easy_totaling", "Count the spaces!"
    if table.dice and is_spider_yahtzee(table.dice):
        return "spider_yahtzee", "Any friend goes on 5!"
    if zero_forced(table):
        return "zero", "Nothing new: score 0"
    if table.dice and is_team(table.dice):
        return "team_token", "All different: a Team!"
    if not table.dice:
        return "wild_spider_man", "Spider-Man is wild!"
    if table.rolls_used < MAX_ROLLS and not score_preview(table):
        return "keep_and_roll", "Roll again!"
    return "keep_and_roll", "Keep dice, roll again"
