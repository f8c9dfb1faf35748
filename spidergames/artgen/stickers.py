"""The sticker book's pictures: each sticker a round sticker with a white border, the character or
object it is for (drawn from the portraits and the games' own pictures, already generated), and a star.

Every sticker also gets its grey outline (`<id>-outline.png`): the book shows a sticker not yet earned
as a grey ring round a faint grey ghost of its picture, so a child sees there is more to find without any count.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ..app.stickers import every_sticker
from ..core.registry import game_ids
from .drawing import ASSETS, INK, WHITE, Canvas, Color, mix, save, star_points
from .palette import rgb

SIZE = 256
SCALE = 2
CENTRE = (SIZE / 2, SIZE / 2)
DISC = 104  # the picture's disc; the white border goes round it
BORDER = 14
GREY_INK = (150, 150, 160)
PURPLE: Color = (150, 70, 200)
BACKS: dict[str, Color] = {"yahtzee": rgb("blue"), "labyrinth": rgb("green"), "webrace": rgb("red"),
                          "somethingwild": PURPLE}
"""A game's own stickers' disc colour; the app's general ones (and each first game) are yellow."""


def _back(sticker_id: str) -> Color:
    return BACKS.get(sticker_id.split(".")[0], rgb("yellow"))


def _picture(source: Path) -> pygame.Surface:
    """The picture, scaled to cover the disc (a wide menu tile is cropped at its sides)."""
    image = pygame.image.load(str(source))
    w, h = image.get_size()
    cover = 2 * DISC * SCALE / min(w, h) * (0.86 if w == h else 1.0)
    return pygame.transform.smoothscale(image, (round(w * cover), round(h * cover)))


def draw_sticker(sticker_id: str, source: Path) -> pygame.Surface:
    c = Canvas(SIZE, SIZE, SCALE)
    c.circle(CENTRE, DISC + BORDER, WHITE, outline=5)
    inner = Canvas(SIZE, SIZE, SCALE)
    back = _back(sticker_id)
    inner.radial(CENTRE, DISC, mix(back, WHITE, 0.55), back)
    image = _picture(source)
    inner.surface.blit(image, image.get_rect(center=(SIZE * SCALE // 2, SIZE * SCALE // 2 + 6 * SCALE)))
    inner.clip_circle(CENTRE, DISC)
    c.blit(inner)
    c.ring(CENTRE, DISC, INK, 3)
    star = star_points((SIZE - 52, SIZE - 52), 36, 16)
    c.polygon(star, rgb("yellow"), outline=5)
    return c.finish()


def draw_outline(sticker: pygame.Surface) -> pygame.Surface:
    """A sticker not yet earned: its round shape and a faint grey ghost of its picture."""
    out = pygame.transform.grayscale(sticker)
    out.fill((90, 90, 90, 150), special_flags=pygame.BLEND_RGBA_MULT)  # its picture faint...
    out.fill((150, 150, 156, 0), special_flags=pygame.BLEND_RGBA_ADD)  # ...on pale grey
    ring = Canvas(SIZE, SIZE, 1)
    ring.ring(CENTRE, DISC + BORDER, GREY_INK, 5)
    out.blit(ring.finish(), (0, 0))
    return out


def source(out: Path, picture: str) -> Path:
    """The picture a sticker is drawn from; the app's icon for one that is not there (the first game of
    a game in its own package, which brings no menu tile of ours)."""
    path = out / picture
    return path if path.is_file() else out / "icon.png"


def generate(out: Path = ASSETS) -> list[Path]:
    """Every sticker of every registered game and its outline, from the pictures already in `out`."""
    written = []
    for sticker in every_sticker(game_ids()):
        picture = draw_sticker(sticker.id, source(out, sticker.picture))
        written.append(save(picture, out / "stickers" / f"{sticker.id}.png"))
        written.append(save(draw_outline(picture), out / "stickers" / f"{sticker.id}-outline.png"))
    return written
