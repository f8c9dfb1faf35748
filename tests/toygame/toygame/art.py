"""The toy's pictures, drawn here and kept in its own folder (`python -m toygame.art` redraws them):
a card's face and back, the table, and beside `plugin.py` the menu tile's picture (`menu.png`)."""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

ART = Path(__file__).resolve().parent / "art"
CARD = (150, 210)
NIGHT, WEB, RED, PAPER, INK = (31, 42, 92), (214, 222, 240), (204, 35, 45), (250, 246, 232), (30, 24, 40)


def _web(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple[int, int, int]) -> None:
    import pygame

    for k in range(8):
        angle = k * math.pi / 4
        pygame.draw.line(surface, colour, centre, (centre[0] + radius * math.cos(angle),
                                                   centre[1] + radius * math.sin(angle)), 3)
    for ring in range(1, 5):
        r = radius * ring / 4
        points = [(centre[0] + r * math.cos(k * math.pi / 4), centre[1] + r * math.sin(k * math.pi / 4))
                  for k in range(8)]
        pygame.draw.polygon(surface, colour, points, 2)


def generate(out: Path = ART) -> list[Path]:
    """Draw every picture into `out`; returns the files written."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    out.mkdir(parents=True, exist_ok=True)
    back = pygame.Surface(CARD, pygame.SRCALPHA)
    pygame.draw.rect(back, RED, back.get_rect(), border_radius=16)
    pygame.draw.rect(back, INK, back.get_rect(), 5, border_radius=16)
    _web(back, back.get_rect().center, 62, WEB)
    face = pygame.Surface(CARD, pygame.SRCALPHA)
    pygame.draw.rect(face, PAPER, face.get_rect(), border_radius=16)
    pygame.draw.rect(face, INK, face.get_rect(), 5, border_radius=16)
    table = pygame.Surface((1280, 720))
    table.fill(NIGHT)
    _web(table, (640, 200), 300, (44, 58, 118))
    menu = pygame.Surface((254, 190))
    menu.fill(NIGHT)
    _web(menu, (127, 95), 120, (60, 78, 150))
    for i, x in enumerate((50, 127, 204)):
        card = pygame.transform.smoothscale(back if i != 1 else face, (66, 92))
        menu.blit(card, card.get_rect(center=(x, 95 + (0 if i == 1 else 10))))
    pygame.draw.circle(menu, RED, (127, 95), 18)
    pictures = {out / "back.png": back, out / "face.png": face, out / "table.png": table,
                out.parent / "menu.png": menu}  # the menu's picture beside plugin.py, where the menu looks
    for path, picture in pictures.items():
        pygame.image.save(picture, str(path))
    return list(pictures)


if __name__ == "__main__":
    for path in generate():
        print(path)
