"""Spider-Man & Friends Yahtzee art: character dice, the scoreboard tileset, team tokens and the
rules pictures (``python -m spidergames.games.yahtzee.art [OUT_DIR]``).

Every picture is built from the character portraits so a child matches a die to a scoreboard row
by face, never by colour alone: Spider-Man's die also says WILD, column headers show their number
as dots too, and the Picture Column shows the friend's face with a big 0.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from spidergames.artgen.drawing import (
    ASSETS,
    INK,
    WHITE,
    Canvas,
    Color,
    mix,
    regular_polygon,
    save,
    star_points,
    web,
)
from spidergames.artgen.portraits import draw_portrait

DIE = 128
TILE = 80
TILESET_COLUMNS = 7
FACES = ("spider-man", "captain-america", "hulk", "storm", "wolverine", "thor")
FRIENDS = FACES[1:]
# a bright tint per friend row / die (the portrait is the real cue; colour only helps)
TINTS: dict[str, Color] = {
    "spider-man": (226, 36, 44), "captain-america": (48, 104, 222), "hulk": (62, 178, 72),
    "storm": (156, 120, 214), "wolverine": (250, 196, 36), "thor": (240, 128, 40),
}
GOLD: Color = (255, 204, 41)
PAPER: Color = (255, 250, 236)
# the rules page names the first six ([picture: NAME]); the scene explains with the last two
PICTURES = ("dice_faces", "keep_and_roll", "wild_spider_man", "scoreboard", "team_token", "easy_totaling",
            "zero", "spider_yahtzee")


def _portrait(slug: str, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(draw_portrait(slug), (size, size))


# -- dice -------------------------------------------------------------------------------------------
def draw_die(slug: str) -> pygame.Surface:
    """A chunky rounded die: the character's portrait; Spider-Man's red die has a gold band of stars
    (wild: it counts as any friend), a sign rather than a word so it reads the same in every language."""
    c = Canvas(DIE, DIE)
    c.rect(8, 10, 114, 114, (0, 0, 0, 80), radius=22)  # shadow
    wild = slug == "spider-man"
    c.rect(5, 5, 114, 114, TINTS[slug] if wild else PAPER, outline=7, radius=22)
    side = 78 if wild else 96
    c.paste(draw_portrait(slug, final=False), (62, 52 if wild else 62), (side, side))
    if wild:
        c.rect(16, 88, 92, 28, GOLD, outline=4, radius=10)
        for x in (38, 62, 86):
            c.polygon(star_points((x, 102), 10, 4.5), WHITE, 2.5)
    return c.finish()


# -- scoreboard tiles -------------------------------------------------------------------------------
def _space(c: Canvas, fill: Color) -> None:
    c.fill((0, 0, 0, 0))
    c.rect(3, 3, TILE - 6, TILE - 6, fill, outline=4, radius=12)


def _pips(c: Canvas, n: int, y: float, colour: Color, r: float = 4.5) -> None:
    """n dots in a row: the number shown as a count for children who do not read digits yet."""
    gap = 12
    left = TILE / 2 - gap * (n - 1) / 2
    for i in range(n):
        c.circle((left + i * gap, y), r, colour, outline=2)


def corner_tile() -> pygame.Surface:
    c = Canvas(TILE, TILE)
    _space(c, (40, 54, 120))
    web(c, (TILE / 2, TILE / 2), 32, (255, 255, 255, 160), 1.6, spokes=8, rings=3)
    return c.finish()


def picture_header_tile() -> pygame.Surface:
    """The Picture Column header: a little framed picture and a zero."""
    c = Canvas(TILE, TILE)
    _space(c, (90, 96, 120))
    c.rect(18, 14, 44, 34, WHITE, outline=4, radius=4)
    c.polygon([(22, 44), (34, 28), (44, 40), (50, 34), (58, 44)], (80, 170, 90))
    c.circle((50, 22), 4, GOLD)
    c.text("0", (40, 62), 20, WHITE, outline=2.5)
    return c.finish()


def number_header_tile(n: int) -> pygame.Surface:
    c = Canvas(TILE, TILE)
    _space(c, (40, 54, 120))
    c.text(str(n), (40, 34), 40, GOLD, outline=3.5)
    _pips(c, n, 64, GOLD)
    return c.finish()


def portrait_tile(slug: str) -> pygame.Surface:
    c = Canvas(TILE, TILE)
    _space(c, TINTS[slug])
    c.paste(draw_portrait(slug, final=False), (40, 40), (68, 68))
    return c.finish()


def picture_space_tile(slug: str) -> pygame.Surface:
    """The friend's face, faded, with a 0: a token here scores nothing."""
    c = Canvas(TILE, TILE)
    _space(c, mix(TINTS[slug], (200, 200, 210), 0.6))
    face = Canvas(TILE, TILE)
    face.paste(draw_portrait(slug, final=False), (40, 40), (58, 58))
    face.surface.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    c.blit(face)
    c.text("0", (62, 64), 18, WHITE, outline=2.5)
    return c.finish()


def number_space_tile(slug: str, n: int) -> pygame.Surface:
    c = Canvas(TILE, TILE)
    _space(c, mix(TINTS[slug], WHITE, 0.62))
    c.text(str(n), (40, 36), 36, mix(TINTS[slug], INK, 0.25))
    _pips(c, n, 64, mix(TINTS[slug], WHITE, 0.2), r=4)
    return c.finish()


def tiles() -> list[pygame.Surface]:
    """The tileset in Tiled order (local ids): corner, Picture header, headers 1-5, portraits,
    Picture spaces, then numbered spaces friend by friend."""
    out = [corner_tile(), picture_header_tile(), *(number_header_tile(n) for n in range(1, 6))]
    out += [portrait_tile(s) for s in FRIENDS]
    out += [picture_space_tile(s) for s in FRIENDS]
    out += [number_space_tile(s, n) for s in FRIENDS for n in range(1, 6)]
    return out


def tileset_image() -> pygame.Surface:
    images = tiles()
    rows = -(-len(images) // TILESET_COLUMNS)
    sheet = pygame.Surface((TILESET_COLUMNS * TILE, rows * TILE), pygame.SRCALPHA)
    for i, img in enumerate(images):
        sheet.blit(img, ((i % TILESET_COLUMNS) * TILE, (i // TILESET_COLUMNS) * TILE))
    return sheet


# -- team tokens ------------------------------------------------------------------------------------
def team_back() -> pygame.Surface:
    """A face-down team token: a hexagon with a web, no number."""
    c = Canvas(DIE, DIE)
    hexagon = regular_polygon((64, 64), 58, 6, rotation=0)
    c.polygon(hexagon, (200, 40, 50), outline=7)
    web(c, (64, 64), 44, (255, 255, 255, 200), 2.2, spokes=6, rings=3)
    return c.finish()


def team_front(value: int) -> pygame.Surface:
    """A turned-over team token: gold hexagon, the number and as many stars."""
    c = Canvas(DIE, DIE)
    c.polygon(regular_polygon((64, 64), 58, 6, rotation=0), GOLD, outline=7)
    c.text(f"+{value}", (64, 52), 44, (200, 40, 50), outline=3)
    gap = 17
    left = 64 - gap * (value - 1) / 2
    for i in range(value):
        c.polygon(star_points((left + i * gap, 96), 9, 4), WHITE, outline=2)
    return c.finish()


# -- rules pictures ---------------------------------------------------------------------------------
def _arrow(c: Canvas, a: tuple[float, float], b: tuple[float, float], colour: Color = INK) -> None:
    c.line(a, b, colour, 8)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max((dx * dx + dy * dy) ** 0.5, 1)
    ux, uy = dx / length, dy / length
    c.polygon([(b[0] + ux * 10, b[1] + uy * 10), (b[0] - ux * 14 - uy * 14, b[1] - uy * 14 + ux * 14),
               (b[0] - ux * 14 + uy * 14, b[1] - uy * 14 - ux * 14)], colour)


def _card(w: int, h: int) -> Canvas:
    c = Canvas(w, h)
    c.rect(4, 4, w - 8, h - 8, PAPER, outline=5, radius=20)
    return c


def _put(c: Canvas, img: pygame.Surface, center: tuple[float, float], side: float) -> None:
    c.paste(img, center, (side, side * img.get_height() / img.get_width()))


def picture(name: str) -> pygame.Surface:
    """The illustrations the rules page and the scene's explanations use."""
    dice = {s: draw_die(s) for s in FACES}
    c = _card(340, 240)
    if name == "wild_spider_man":  # Spider-Man = any friend
        _put(c, dice["spider-man"], (70, 120), 96)
        c.text("=", (140, 120), 50, INK)
        for i, s in enumerate(FRIENDS):
            _put(c, dice[s], (196 + (i % 3) * 54, 84 + (i // 3) * 70), 50)
    elif name == "spider_yahtzee":  # five Spider-Mans -> any friend in column 5
        for i in range(5):
            _put(c, dice["spider-man"], (40 + i * 62, 64), 58)
        _arrow(c, (170, 110), (170, 150))
        _put(c, number_header_tile(5), (130, 196), 64)
        for i, s in enumerate(FRIENDS):  # any friend: all five, small, beside the column
            _put(c, dice[s], (196 + (i % 3) * 44, 178 + (i // 3) * 40), 38)
    elif name == "zero":  # nothing new on the third roll -> Picture Column
        for i, s in enumerate(("captain-america", "captain-america", "thor", "thor", "thor")):
            _put(c, dice[s], (40 + i * 62, 60), 56)
        c.line((20, 30), (320, 94), (220, 30, 40), 8)
        _arrow(c, (170, 110), (170, 150))
        _put(c, picture_header_tile(), (130, 196), 64)
        _put(c, picture_space_tile("hulk"), (210, 196), 64)
    elif name == "team_token":  # a different face on every die -> a team token
        for i, s in enumerate(("captain-america", "hulk", "spider-man", "wolverine", "thor")):
            _put(c, dice[s], (40 + i * 62, 64), 58)
        _arrow(c, (170, 110), (170, 150))
        _put(c, team_back(), (130, 196), 64)
        _put(c, team_front(3), (210, 196), 64)
    elif name == "scoreboard":  # your space is taken -> the next open space to the left
        for n in range(1, 5):
            _put(c, number_space_tile("storm", n), (50 + (n - 1) * 80, 150), 74)
        _put(c, pygame.image.load(str(_token_path("blue"))), (290, 150), 56)
        _put(c, pygame.image.load(str(_token_path("red"))), (210, 150), 56)
        c.polyline([(290, 110), (290, 70), (210, 70), (210, 100)], INK, 7)
        c.polygon([(198, 98), (222, 98), (210, 116)], INK)
    elif name == "easy_totaling":  # count the spaces up to the token
        for n in range(1, 5):
            _put(c, number_space_tile("hulk", n), (50 + (n - 1) * 80, 150), 74)
            if n < 4:
                c.circle((50 + (n - 1) * 80, 70), 22, GOLD, outline=4)
                c.text(str(n), (50 + (n - 1) * 80, 70), 26, INK)
        _put(c, pygame.image.load(str(_token_path("green"))), (210, 150), 56)
    elif name == "dice_faces":  # the six faces
        for i, s in enumerate(FACES):
            _put(c, dice[s], (70 + (i % 3) * 100, 70 + (i // 3) * 100), 90)
    elif name == "keep_and_roll":  # keep some dice, roll the others
        for i, s in enumerate(("hulk", "hulk", "spider-man")):
            _put(c, dice[s], (50 + i * 66, 180), 60)
        c.frame(14, 142, 208, 76, (62, 178, 72), 5, radius=14)
        for i, s in enumerate(("storm", "thor")):
            _put(c, dice[s], (260 + i * 50, 60 + i * 40), 56)
        _arrow(c, (240, 170), (262, 112))
    else:
        raise ValueError(name)
    return c.finish()


def _token_path(colour: str) -> Path:
    return ASSETS / "tokens" / f"{colour}.png"


def generate(out: Path = ASSETS) -> list[Path]:
    folder = out / "yahtzee"
    paths = [save(draw_die(s), folder / f"die-{s}.png") for s in FACES]
    paths.append(save(tileset_image(), folder / "board_tiles.png"))
    paths.append(save(team_back(), folder / "team-back.png"))
    paths += [save(team_front(v), folder / f"team-{v}.png") for v in range(1, 6)]
    paths += [save(picture(n), folder / f"{n}.png") for n in PICTURES]
    return paths


if __name__ == "__main__":
    pygame.init()
    written = generate(Path(sys.argv[1]) if len(sys.argv) > 1 else ASSETS)
    print(f"yahtzee: {len(written)} files")
