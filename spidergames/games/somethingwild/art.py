"""Something Wild! Spider-Man card art: 45 character cards, 10 Power cards, a back and the mover.

Every card shows its number big (two corners and a centre badge), its colour AND its colour's own
shape and border pattern, so a colour-blind child or a washed-out projector still tells them
apart. Each character is drawn with their portrait from `artgen.portraits`.
Run alone with ``python -m spidergames.games.somethingwild.art [OUT_DIR]``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame

from spidergames.artgen import portraits
from spidergames.artgen.drawing import (
    ASSETS,
    INK,
    WHITE,
    Canvas,
    Color,
    Point,
    ensure_pygame,
    mix,
    regular_polygon,
    save,
    star_points,
    web,
)

from .art_names import (
    CARD_RGB,
    card_file,
    power_file,
    shape_file,
)
from .cards import (
    ALL_CARDS,
    COLOURS,
    POWERS,
    Colour,
    Power,
    card,
    character_of,
    colour_of,
    has_mover_symbol,
    number_of,
    power_colour,
)

W, H = 150, 210  # card size in pixels (the scene scales it down once per size)
BAND = 14  # coloured, patterned border band
CREAM: Color = (255, 250, 236)
GREY: Color = (150, 150, 165)
SPIDER_RED: Color = (214, 36, 44)
SPIDER_BLUE: Color = (30, 70, 170)

RGB: dict[Colour, Color] = dict(CARD_RGB)
SHAPE: dict[Colour, str] = {
    Colour.GREEN: "triangle", Colour.BLUE: "circle", Colour.PURPLE: "diamond",
    Colour.RED: "star", Colour.YELLOW: "square",
}
"""Each colour's own shape (drawn in the corners, on the centre badge and on guess buttons)."""

PORTRAIT_OF: dict[str, str] = {
    "Spider-Man": "spider-man", "Lizard": "lizard", "Green Goblin": "green-goblin",
    "Doctor Octopus": "doctor-octopus", "Vulture": "vulture", "Scorpion": "scorpion",
    "Mysterio": "mysterio", "Sandman": "sandman", "Hulk": "hulk",
    "Spider-Man 2099": "spider-man-2099", "Captain America": "captain-america", "Iceman": "iceman",
    "Nova": "nova", "Black Cat": "black-cat", "Silver Surfer": "silver-surfer", "Ms. Marvel": "ms-marvel",
    "Thor": "thor", "Venom": "venom",
    "Ghost-Spider": "ghost-spider", "Prowler": "prowler", "Hawkeye": "hawkeye", "Beetle": "beetle",
    "Vision": "vision", "Loki": "loki", "Thanos": "thanos", "Doctor Strange": "doctor-strange",
    "Chameleon": "chameleon",
    "Miles Morales": "miles-morales", "Scarlet Spider": "scarlet-spider", "Carnage": "carnage",
    "Iron Man": "iron-man", "Daredevil": "daredevil", "Scarlet Witch": "scarlet-witch",
    "Hobgoblin": "hobgoblin", "Red Hulk": "red-hulk", "Firestar": "firestar",
    "Spider-Woman": "spider-woman", "Wolverine": "wolverine", "Electro": "electro", "Shocker": "shocker",
    "Wasp": "wasp", "Jackpot": "jackpot", "Luke Cage": "luke-cage", "Iron Fist": "iron-fist",
    "Kraven the Hunter": "kraven",
}
"""The portrait (`artgen.portraits`) each card's character is drawn with."""


# -- shapes and patterns ---------------------------------------------------------------------
def shape(c: Canvas, kind: str, center: Point, r: float, color: Color, outline: float = 4) -> None:
    """One of the five colour shapes, filled, with a dark outline."""
    x, y = center
    if kind == "circle":
        c.circle(center, r, color, outline)
    elif kind == "triangle":
        c.polygon(regular_polygon((x, y + r * 0.18), r * 1.15, 3), color, outline)
    elif kind == "diamond":
        c.polygon([(x, y - r * 1.15), (x + r * 0.85, y), (x, y + r * 1.15), (x - r * 0.85, y)], color, outline)
    elif kind == "star":
        c.polygon(star_points(center, r * 1.2, r * 0.55), color, outline)
    else:
        c.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, color, outline, radius=r * 0.2)


def pattern(c: Canvas, colour: Colour, x: float, y: float, w: float, h: float) -> None:
    """Fill a box with the colour and its own pattern (stripes, dots, zigzag, checks, waves)."""
    base = RGB[colour]
    light = mix(base, WHITE, 0.38)
    c.rect(x, y, w, h, base)
    if colour is Colour.GREEN:  # diagonal stripes
        for k in range(-int(h), int(w), 14):
            c.line((x + k, y + h), (x + k + h, y), light, 4)
    elif colour is Colour.BLUE:  # polka dots
        for j, yy in enumerate(range(int(y) + 6, int(y + h), 12)):
            for xx in range(int(x) + 6 + (j % 2) * 6, int(x + w), 12):
                c.circle((xx, yy), 2.8, light)
    elif colour is Colour.PURPLE:  # zigzags
        for yy in range(int(y) + 4, int(y + h) + 8, 12):
            pts = [(x + k, yy + (5 if (k // 7) % 2 else 0)) for k in range(0, int(w) + 8, 7)]
            c.polyline(pts, light, 2.5)
    elif colour is Colour.RED:  # checks
        for j, yy in enumerate(range(int(y), int(y + h), 8)):
            for xx in range(int(x) + (j % 2) * 8, int(x + w), 16):
                c.rect(xx, yy, 8, 8, light)
    else:  # yellow: waves
        for yy in range(int(y) + 5, int(y + h) + 8, 11):
            wave = [(x + k, yy + 3 * math.sin(k / 5)) for k in range(0, int(w) + 4, 3)]
            c.polyline(wave, mix(base, INK, 0.25), 2.2)


def frame(c: Canvas, colour: Colour) -> None:
    """The card outline, the patterned band in the colour, and the cream middle."""
    c.rect(0, 0, W, H, INK, radius=14)
    band = Canvas(W, H, c.scale)
    pattern(band, colour, 3, 3, W - 6, H - 6)
    mask = Canvas(W, H, c.scale)
    mask.rect(3, 3, W - 6, H - 6, WHITE, radius=12)
    band.keep_inside(mask)
    c.blit(band)
    c.rect(BAND, BAND, W - 2 * BAND, H - 2 * BAND, CREAM, 3, radius=8)


def corner(c: Canvas, colour: Colour, label: str, at: Point, shape_dy: float) -> None:
    """Big number on a white blob with the colour shape beside it (below or above)."""
    x, y = at
    c.circle((x, y), 17, WHITE, 3)
    c.text(label, (x, y + 1), 28, INK)
    shape(c, SHAPE[colour], (x, y + shape_dy), 8, RGB[colour], 2.5)


def mover_symbol(c: Canvas, center: Point, r: float) -> None:
    """The grey Spider-Man head that says "take the mover"."""
    x, y = center
    c.circle(center, r, GREY, 3)
    for side in (-1, 1):
        eye = [(x + side * r * 0.12, y + r * 0.1), (x + side * r * 0.7, y - r * 0.45),
               (x + side * r * 0.55, y + r * 0.3)]
        c.polygon(eye, WHITE, 2)


def face(c: Canvas, card: int, center: Point, r: float) -> None:
    """The card's character: their portrait in a dark ring."""
    c.circle(center, r + 3, INK)
    c.paste(portraits.draw_portrait(PORTRAIT_OF[character_of(card)], final=False), center, (2 * r, 2 * r))


def draw_card(card: int) -> pygame.Surface:
    colour, number = colour_of(card), number_of(card)
    c = Canvas(W, H, 3)
    frame(c, colour)
    face(c, card, (W / 2, 80), 34)
    corner(c, colour, str(number), (BAND + 17, BAND + 17), 28)
    corner(c, colour, str(number), (W - BAND - 17, H - BAND - 17), -28)
    # the centre badge: colour shape with the number inside
    shape(c, SHAPE[colour], (W / 2 - 10, 148), 23, RGB[colour], 4)
    c.text(str(number), (W / 2 - 10, 150), 34, WHITE, outline=3)
    if has_mover_symbol(card):
        mover_symbol(c, (W - BAND - 18, BAND + 18), 14)
    return c.finish()


# -- Power pictures --------------------------------------------------------------------------
def mini(c: Canvas, at: Point, colour: Colour | None, label: str, scale: float = 1.0,
         angle_shift: float = 0.0) -> None:
    """A small card in a Power picture: colour band, shape and number (or a "?")."""
    w, h = 34 * scale, 48 * scale
    x, y = at[0] - w / 2 + angle_shift, at[1] - h / 2
    c.rect(x, y, w, h, RGB[colour] if colour else (70, 70, 90), 3, radius=5)
    c.rect(x + 5 * scale, y + 5 * scale, w - 10 * scale, h - 10 * scale, CREAM, 2, radius=3)
    c.text(label, (at[0] + angle_shift, at[1] - 4 * scale), 20 * scale, INK)
    if colour:
        shape(c, SHAPE[colour], (at[0] + angle_shift, at[1] + 12 * scale), 4.5 * scale, RGB[colour], 1.5)


def arrow(c: Canvas, a: Point, b: Point, color: Color = INK, width: float = 5) -> None:
    c.line(a, b, color, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for side in (-1, 1):
        tip = (b[0] - 10 * math.cos(ang + side * 0.6), b[1] - 10 * math.sin(ang + side * 0.6))
        c.line(b, tip, color, width)


def question(c: Canvas, at: Point, size: float = 40) -> None:
    c.text("?", at, size, WHITE, outline=3)


def power_picture(c: Canvas, p: Power, cx: float, cy: float) -> None:
    """The picture in the middle of a Power card (what the Power does, without words)."""
    if p in (Power.BLUE_THREE, Power.RED_THREE):
        col = Colour.BLUE if p is Power.BLUE_THREE else Colour.RED
        for k, n in enumerate(("2", "5", "9")):
            mini(c, (cx - 34 + 34 * k, cy + (6 if k == 1 else 0)), col, n)
    elif p is Power.TWO_SIX_EIGHT:
        for k, (col, n) in enumerate(((Colour.GREEN, "2"), (Colour.PURPLE, "6"), (Colour.YELLOW, "8"))):
            mini(c, (cx - 34 + 34 * k, cy), col, n)
    elif p in (Power.GUESS_NUMBER, Power.GUESS_COLOUR):
        mini(c, (cx - 20, cy), None, "", 1.3)
        c.text("?", (cx - 20, cy - 2), 38, WHITE, outline=3)
        if p is Power.GUESS_NUMBER:
            for k, n in enumerate("147"):
                c.circle((cx + 30, cy - 28 + 28 * k), 12, WHITE, 3)
                c.text(n, (cx + 30, cy - 27 + 28 * k), 18, INK)
        else:
            for k, col in enumerate(COLOURS):
                shape(c, SHAPE[col], (cx + 32, cy - 40 + 20 * k), 7, RGB[col], 2)
    elif p is Power.PASS_CARDS:
        for k in range(3):
            a = math.radians(-90 + 120 * k)
            mini(c, (cx + 30 * math.cos(a), cy + 28 * math.sin(a)), COLOURS[k], "", 0.7)
        for k in range(3):
            a0, a1 = math.radians(-60 + 120 * k), math.radians(-20 + 120 * k)
            arrow(c, (cx + 42 * math.cos(a0), cy + 42 * math.sin(a0)),
                  (cx + 42 * math.cos(a1), cy + 42 * math.sin(a1)), INK, 4)
    elif p in (Power.RED_ANY_NUMBER, Power.THREES_ANY_NUMBER):
        label, col = ("3", Colour.PURPLE) if p is Power.THREES_ANY_NUMBER else ("", Colour.RED)
        mini(c, (cx - 18, cy), col, label or "5", 1.3)
        arrow(c, (cx + 6, cy), (cx + 26, cy), INK, 4)
        c.polygon(star_points((cx + 44, cy), 20, 10), (255, 230, 90), 3)
        c.text("?", (cx + 44, cy + 1), 18, INK)
    elif p is Power.SWAP:
        mini(c, (cx - 26, cy - 6), Colour.YELLOW, "4")
        mini(c, (cx + 26, cy + 6), Colour.YELLOW, "8")
        arrow(c, (cx - 20, cy - 38), (cx + 22, cy - 38), INK, 4)
        arrow(c, (cx + 20, cy + 42), (cx - 22, cy + 42), INK, 4)
    else:  # SEVEN_DISCARD
        mini(c, (cx - 26, cy), Colour.YELLOW, "7", 1.1)
        for k in range(3):
            c.rect(cx + 12 + 2 * k, cy + 6 - 3 * k, 34, 44, (200, 200, 210), 3, radius=5)
        arrow(c, (cx + 31, cy - 10), (cx + 31, cy - 46), INK, 4)


def bolt(c: Canvas, center: Point, r: float) -> None:
    """A lightning bolt: the Power sign on a Power card's band."""
    x, y = center
    c.polygon([(x + 0.3 * r, y - r), (x - 0.6 * r, y + 0.15 * r), (x - 0.05 * r, y + 0.15 * r),
               (x - 0.3 * r, y + r), (x + 0.6 * r, y - 0.15 * r), (x + 0.05 * r, y - 0.15 * r)],
              (255, 230, 90))


def draw_power(p: Power) -> pygame.Surface:
    colour = power_colour(p)
    c = Canvas(W, H, 3)
    frame(c, colour)
    c.rect(BAND + 4, BAND + 4, W - 2 * BAND - 8, 26, INK, radius=8)
    bolt(c, (W / 2, BAND + 17), 12)
    c.circle((W / 2, 104), 52, mix(RGB[colour], WHITE, 0.7), 3)
    power_picture(c, p, W / 2, 104)
    for k in (-1, 0, 1):  # the Power's name is the app's to write, in the player's language (view_guide)
        c.polygon(star_points((W / 2 + 24 * k, H - BAND - 22), 9, 4), (255, 230, 90), 2)
    shape(c, SHAPE[colour], (BAND + 12, H - BAND - 44), 7, RGB[colour], 2)
    shape(c, SHAPE[colour], (W - BAND - 12, H - BAND - 44), 7, RGB[colour], 2)
    return c.finish()


def draw_back() -> pygame.Surface:
    c = Canvas(W, H, 3)
    c.rect(0, 0, W, H, INK, radius=14)
    c.rect(4, 4, W - 8, H - 8, SPIDER_BLUE, radius=11)
    webbing = Canvas(W, H, c.scale)
    web(webbing, (W / 2, H / 2), 110, (120, 150, 230), 2, spokes=10, rings=5)
    mask = Canvas(W, H, c.scale)
    mask.rect(4, 4, W - 8, H - 8, WHITE, radius=11)
    webbing.keep_inside(mask)
    c.blit(webbing)
    c.frame(4, 4, W - 8, H - 8, SPIDER_RED, 6, radius=11)
    spider(c, (W / 2, H / 2), 22)
    return c.finish()


def spider(c: Canvas, center: Point, r: float) -> None:
    """A chunky spider emblem."""
    x, y = center
    for side in (-1, 1):
        for k in range(4):
            a = math.radians(-50 + 33 * k)
            knee = (x + side * r * 1.2 * math.cos(a), y + r * 1.2 * math.sin(a) - r * 0.4)
            foot = (x + side * r * 2.0 * math.cos(a), y + r * 1.8 * math.sin(a) + r * 0.2)
            c.polyline([(x, y), knee, foot], INK, 5)
    c.ellipse((x, y - r * 0.55), r * 0.45, r * 0.45, SPIDER_RED, 3)
    c.ellipse((x, y + r * 0.5), r * 0.6, r * 0.85, SPIDER_RED, 3)


def draw_mover() -> pygame.Surface:
    """The Spider-Man mover: a big-headed standee on a round base."""
    w, h = 96, 128
    c = Canvas(w, h, 3)
    c.ellipse((w / 2, h - 14), 40, 12, (90, 90, 110), 4)
    c.rect(w / 2 - 22, 66, 44, 46, SPIDER_RED, 4, radius=12)
    c.polygon([(w / 2 - 10, 74), (w / 2 + 10, 74), (w / 2, 98)], SPIDER_BLUE, 3)
    c.circle((w / 2, 44), 38, SPIDER_RED, 5)
    web(c, (w / 2, 44), 34, INK, 1.5, spokes=8, rings=3)
    for side in (-1, 1):
        eye = [(w / 2 + side * 5, 52), (w / 2 + side * 30, 28), (w / 2 + side * 26, 56)]
        c.polygon(eye, WHITE, 4)
    return c.finish()


def draw_shape_icon(colour: Colour) -> pygame.Surface:
    c = Canvas(64, 64, 4)
    shape(c, SHAPE[colour], (32, 32), 22, RGB[colour], 4)
    return c.finish()


# -- pictures for rules.md ---------------------------------------------------------------------
def lay_out(pictures: list[pygame.Surface], columns: int, scale: float, gap: int = 12) -> pygame.Surface:
    """Pictures in a grid on a transparent sheet (the rules viewer scales the sheet to fit)."""
    w, h = int(W * scale), int(H * scale)
    rows = (len(pictures) + columns - 1) // columns
    sheet = pygame.Surface((columns * (w + gap) + gap, rows * (h + gap) + gap), pygame.SRCALPHA)
    for i, pic in enumerate(pictures):
        x, y = gap + (i % columns) * (w + gap), gap + (i // columns) * (h + gap)
        sheet.blit(pygame.transform.smoothscale(pic, (w, h)), (x, y))
    return sheet


def rules_pictures() -> dict[str, pygame.Surface]:
    """The `[picture: NAME]` illustrations that rules.md names."""
    five = [draw_card(card(col, 5)) for col in (Colour.RED, Colour.GREEN, Colour.YELLOW)]
    run = [draw_card(card(Colour.BLUE, n)) for n in (3, 4, 5)]
    example = [draw_card(card(Colour.RED, n)) for n in (1, 6, 9)] + [draw_power(Power.RED_ANY_NUMBER)]
    table = [draw_back(), draw_power(Power.SWAP), draw_mover(), draw_card(card(Colour.GREEN, 4)),
             draw_card(card(Colour.PURPLE, 7)), draw_card(card(Colour.RED, 1))]
    steps = [draw_back(), draw_card(card(Colour.YELLOW, 8)), draw_mover(), draw_power(Power.GUESS_COLOUR),
             draw_shape_icon(Colour.RED), draw_card(card(Colour.GREEN, 2))]
    return {
        "sets-and-runs": lay_out(five + run, 3, 0.8),
        "table": lay_out(table, 3, 0.8),
        "turn-steps": lay_out(steps, 3, 0.8),
        "powers": lay_out([draw_power(p) for p in POWERS], 5, 0.6),
        "red-six-example": lay_out(example, 2, 0.8),
    }


def generate(out: Path = ASSETS) -> list[Path]:
    """Draw every Something Wild! picture into `out/somethingwild/`."""
    ensure_pygame()
    folder = out / "somethingwild"
    paths = [save(draw_card(c), folder / card_file(c)) for c in ALL_CARDS]
    paths += [save(draw_power(p), folder / power_file(p)) for p in POWERS]
    paths += [save(draw_shape_icon(col), folder / shape_file(col)) for col in COLOURS]
    paths.append(save(draw_back(), folder / "back.png"))
    paths.append(save(draw_mover(), folder / "mover.png"))
    paths += [save(pic, folder / f"{name}.png") for name, pic in rules_pictures().items()]
    return paths


if __name__ == "__main__":
    print(f"{len(generate(Path(sys.argv[1]) if len(sys.argv) > 1 else ASSETS))} files")
