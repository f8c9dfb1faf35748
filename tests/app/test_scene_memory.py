"""What a game drew dies with it: leaving a game scene empties the caches of its words, its fonts, its
shadows and its veils, as it does its pictures' (they would otherwise hold tens of MB for the whole
session)."""

from __future__ import annotations

import pygame

from spidergames.app import assets
from spidergames.app.application import App
from spidergames.app.ui import draw, text


def test_leaving_a_scene_drops_its_words_fonts_shadows_and_veils(app: App) -> None:
    surface = pygame.Surface((400, 200))
    text.draw(surface, "Your turn, Ann!", 37, (10, 10))
    draw.panel(surface, pygame.Rect(20, 20, 300, 120))
    draw.dim(surface, 170)
    caches = {"words": text._render, "fonts": assets.font, "shadows": draw._shadow, "veils": draw._veil}
    assert all(c.cache_info().currsize for c in caches.values())  # type: ignore[attr-defined]
    assets.leave_scene()
    assert {name: c.cache_info().currsize for name, c in caches.items()} == {  # type: ignore[attr-defined]
        "words": 0, "fonts": 0, "shadows": 0, "veils": 0}

