"""Spider-web race art: the web board drawn from the map's graph, travel cards, villains, discs.

The board is drawn from `spidergames/data/maps/webrace.tmx`'s track layer (the same graph the rules play on), so
moving a space in Tiled and regenerating moves its circle in the picture. Cards show counts as
numbers AND as that many footprints, so children who cannot read numbers yet can count them.
Run alone with ``python -m spidergames.games.webrace.art [OUT_DIR]``.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame

from spidergames.artgen.drawing import (
    ASSETS,
    INK,
    WHITE,
    Canvas,
    Color,
    Point,
    mix,
    save,
    star_points,
    web,
)

from .board import Board, Space, default_board
from .rules import RACE_PLACES, Villain

BOARD_SIZE = (760, 720)
CARD = (120, 168)
SPACE_RADIUS = (17, 19, 22)  # outer, middle, inner circle spaces (they grow towards the centre)
CENTRE_RADIUS = 52
HOME_RADIUS = 56
HOME_RGB: dict[str, Color] = {"red": (222, 40, 45), "blue": (36, 99, 214), "green": (46, 170, 80),
                              "yellow": (255, 204, 41)}
HERO_PORTRAIT = {"Mr. Fantastic": "mr-fantastic", "Invisible Woman": "invisible-woman",
                 "Human Torch": "human-torch", "The Thing": "the-thing"}
SKY_TOP: Color = (40, 70, 150)
SKY_BOTTOM: Color = (14, 22, 62)
THREAD: Color = (226, 232, 250)
SPIDER_RED: Color = (214, 36, 44)
SPIDER_BLUE: Color = (30, 70, 170)
CREAM: Color = (255, 250, 236)
GOLD: Color = (255, 204, 41)


def space_radius(space: Space) -> int:
    """How big a space's circle is drawn (the scene uses the same sizes for hits and highlights)."""
    return CENTRE_RADIUS if space.circle >= len(SPACE_RADIUS) else SPACE_RADIUS[space.circle]


def villain_file(villain: Villain) -> str:
    return f"villain-{villain.name.lower().replace('_', '-')}.png"


def portrait_name(villain: Villain) -> str:
    return villain.value.lower().replace(" ", "-")


def travel_file(kind: str, count: int = 0) -> str:
    """File name of a travel card face: move-3.png, both-2.png, jump.png."""
    return "jump.png" if kind == "jump" else f"{kind}-{count}.png"


def _portrait(name: str) -> pygame.Surface:
    return pygame.image.load(str(ASSETS / "portraits" / f"{name}.png"))


# -- the board ------------------------------------------------------------------------------------
def _inward(board: Board, space: Space) -> float:
    """The angle (radians) from a space towards the centre."""
    centre = board.spaces[board.centre]
    return math.atan2(centre.y - space.y, centre.x - space.x)


def draw_board(board: Board) -> pygame.Surface:
    w, h = BOARD_SIZE
    c = Canvas(w, h, scale=3)
    for y in range(0, h, 4):  # night-sky gradient
        c.rect(0, y, w, 4, mix(SKY_TOP, SKY_BOTTOM, y / h))
    centre = board.spaces[board.centre]
    cxy = (centre.x, centre.y)
    outer = max(math.dist(cxy, (s.x, s.y)) for s in board.spaces)
    # spokes: threads from the centre out past the outer circle, through every outer space pair
    ring0 = board.circles[0]
    for k, sid in enumerate(ring0):
        if k % 2:
            continue
        s = board.spaces[sid]
        a = math.atan2(s.y - centre.y, s.x - centre.x)
        c.line(cxy, (centre.x + (outer + 40) * math.cos(a), centre.y + (outer + 40) * math.sin(a)),
               mix(THREAD, SKY_BOTTOM, 0.55), 2)
    # decorative sagging rings between the circles, like a real web
    web(c, cxy, outer + 36, mix(THREAD, SKY_BOTTOM, 0.65), 1.5, spokes=24, rings=7)
    # the three circles' threads, thick and bright, sagging a little between spaces
    for ring in board.circles:
        for a, b in zip(ring, ring[1:] + ring[:1], strict=True):
            pa, pb = board.spaces[a], board.spaces[b]
            mid = ((pa.x + pb.x) / 2, (pa.y + pb.y) / 2)
            pull = (mid[0] + (centre.x - mid[0]) * 0.04, mid[1] + (centre.y - mid[1]) * 0.04)
            c.polyline([(pa.x, pa.y), pull, (pb.x, pb.y)], INK, 9)
            c.polyline([(pa.x, pa.y), pull, (pb.x, pb.y)], THREAD, 5)
    # red threads: every arrowhead to the space it leads to
    for s in board.spaces:
        if s.arrow_to is not None:
            t = board.spaces[s.arrow_to]
            c.line((s.x, s.y), (t.x, t.y), INK, 12)
            c.line((s.x, s.y), (t.x, t.y), SPIDER_RED, 7)
    # home corners: a thread to the entry space, a coloured circle with the hero
    for home in board.homes:
        entry = board.spaces[home.entry]
        rgb = HOME_RGB[home.colour]
        c.line((home.x, home.y), (entry.x, entry.y), INK, 14)
        c.line((home.x, home.y), (entry.x, entry.y), rgb, 8)
        c.circle((home.x, home.y), HOME_RADIUS + 8, rgb, outline=5)
        c.paste(_portrait(HERO_PORTRAIT.get(home.hero, "spider-man")), (home.x, home.y),
                (2 * HOME_RADIUS - 6, 2 * HOME_RADIUS - 6))
        c.ring((home.x, home.y), HOME_RADIUS - 3, INK, 4)
    for s in board.spaces:
        if s.id != board.centre:
            _draw_space(c, board, s)
    # the centre Spider-Man Circle
    c.circle(cxy, CENTRE_RADIUS + 10, SPIDER_RED, outline=6)
    web(c, cxy, CENTRE_RADIUS + 6, INK, 2, spokes=12, rings=3)
    c.paste(_portrait("spider-man"), cxy, (2 * CENTRE_RADIUS - 8, 2 * CENTRE_RADIUS - 8))
    c.ring(cxy, CENTRE_RADIUS - 4, INK, 4)
    for home in board.homes:  # entry spaces wear their home's colour
        e = board.spaces[home.entry]
        c.ring((e.x, e.y), space_radius(e) - 1, HOME_RGB[home.colour], 6)
    return c.finish()


def _draw_space(c: Canvas, board: Board, s: Space) -> None:
    r = space_radius(s)
    xy = (s.x, s.y)
    c.circle(xy, r, CREAM, outline=4)
    if s.villain:
        c.circle(xy, r - 3, (250, 236, 190))
        web(c, xy, r - 4, INK, 1.6, spokes=8, rings=3)
        c.circle(xy, 3.2, INK)
    if s.arrow_to is not None:
        a = _inward(board, s)
        tip = (s.x + (r - 3) * math.cos(a), s.y + (r - 3) * math.sin(a))
        back = r * 0.75
        left = (s.x - back * math.cos(a) + back * math.cos(a + math.pi / 2),
                s.y - back * math.sin(a) + back * math.sin(a + math.pi / 2))
        right = (s.x - back * math.cos(a) - back * math.cos(a + math.pi / 2),
                 s.y - back * math.sin(a) - back * math.sin(a + math.pi / 2))
        c.polygon([tip, left, right], SPIDER_RED, outline=3)


# -- cards ----------------------------------------------------------------------------------------
def _card(fill: Color, border: Color = INK) -> Canvas:
    w, h = CARD
    c = Canvas(w, h)
    c.rect(3, 3, w - 6, h - 6, fill, outline=5, radius=14, ink=border)
    return c


def _foot(c: Canvas, center: Point, size: float, colour: Color) -> None:
    """A footprint: a sole and three toes (what the child counts on a travel card)."""
    x, y = center
    c.ellipse((x, y + size * 0.25), size * 0.38, size * 0.55, colour, outline=2)
    for k, dx in enumerate((-0.32, 0.0, 0.32)):
        c.circle((x + dx * size, y - size * 0.55 - (0.08 if k == 1 else 0) * size), size * 0.16,
                 colour, outline=1.5)


def _feet(c: Canvas, count: int, top: float, colour: Color) -> None:
    """`count` footprints in rows of up to three, centred."""
    w = CARD[0]
    rows = [min(3, count - i) for i in range(0, count, 3)]
    for r, n in enumerate(rows):
        for i in range(n):
            x = w / 2 + (i - (n - 1) / 2) * 32
            _foot(c, (x, top + r * 34), 19, colour)


def _corner_numbers(c: Canvas, label: str, colour: Color) -> None:
    w = CARD[0]
    c.text(label, (20, 24), 20, colour, outline=2)
    c.text(label, (w - 20, 24), 20, colour, outline=2)


def move_card(count: int) -> pygame.Surface:
    c = _card(CREAM)
    c.circle((CARD[0] / 2, 48), 32, SPIDER_RED, outline=4)
    c.text(str(count), (CARD[0] / 2, 46), 42, WHITE, outline=3)
    _corner_numbers(c, str(count), SPIDER_RED)
    _feet(c, count, 104, SPIDER_BLUE)
    return c.finish()


def both_card(count: int) -> pygame.Surface:
    """Two pieces side by side and the count: both pieces move."""
    c = _card((214, 236, 255))
    for dx, colour in ((-22, SPIDER_RED), (22, SPIDER_BLUE)):
        _pawn(c, (CARD[0] / 2 + dx, 44), 20, colour)
    c.circle((CARD[0] / 2, 80), 17, GOLD, outline=3)
    c.text(str(count), (CARD[0] / 2, 79), 24, INK)
    _corner_numbers(c, str(count), SPIDER_BLUE)
    _feet(c, count, 116, SPIDER_BLUE)
    return c.finish()


def _pawn(c: Canvas, center: Point, size: float, colour: Color) -> None:
    x, y = center
    c.polygon([(x - size * 0.7, y + size), (x + size * 0.7, y + size), (x + size * 0.3, y),
               (x - size * 0.3, y)], colour, outline=3)
    c.circle((x, y - size * 0.15), size * 0.45, colour, outline=3)


def jump_card() -> pygame.Surface:
    """A piece leaping in an arc onto another player's piece."""
    c = _card((255, 236, 200))
    w = CARD[0]
    arc = [(26 + 68 * t, 110 - 70 * math.sin(math.pi * t)) for t in (i / 20 for i in range(21))]
    c.polyline(arc, INK, 8)
    c.polyline(arc, GOLD, 4)
    end = arc[-1]
    c.polygon([(end[0] + 9, end[1] - 2), (end[0] - 6, end[1] - 10), (end[0] - 2, end[1] + 6)],
              GOLD, outline=2.5)
    _pawn(c, (26, 122), 17, SPIDER_RED)
    _pawn(c, (w - 26, 122), 17, SPIDER_BLUE)
    c.polygon(star_points((w - 26, 96), 14, 6), GOLD, outline=2)
    return c.finish()


def travel_back() -> pygame.Surface:
    c = _card(SPIDER_BLUE)
    w, h = CARD
    c.rect(12, 12, w - 24, h - 24, SPIDER_RED, outline=3, radius=10)
    web(c, (w / 2, h / 2), 62, INK, 2, spokes=10, rings=4)
    c.circle((w / 2, h / 2), 16, CREAM, outline=3)
    _foot(c, (w / 2, h / 2 + 2), 16, SPIDER_BLUE)
    return c.finish()


def villain_back() -> pygame.Surface:
    c = _card((60, 40, 90))
    w, h = CARD
    web(c, (w / 2, h / 2), 70, (170, 150, 210), 2, spokes=10, rings=4)
    c.circle((w / 2, h / 2), 26, GOLD, outline=4)
    c.text("?", (w / 2, h / 2), 38, INK)
    return c.finish()


def villain_face(villain: Villain) -> pygame.Surface:
    c = _card((255, 232, 232), border=INK)
    w, h = CARD
    c.circle((w / 2, 60), 46, (90, 40, 110), outline=4)
    c.paste(_portrait(portrait_name(villain)), (w / 2, 60), (86, 86))
    c.ring((w / 2, 60), 44, INK, 3)
    # points: a number badge plus that many stars to count
    c.circle((w - 20, 22), 16, GOLD, outline=3)
    c.text(str(villain.points), (w - 20, 21), 20, INK)
    pts = villain.points
    for i in range(pts):
        x = w / 2 + (i - (pts - 1) / 2) * 21
        c.polygon(star_points((x, 126), 10, 4.5), GOLD, outline=2)
    size = 15 if len(villain.value) < 12 else 12
    c.text(villain.value, (w / 2, 151), size, INK)
    return c.finish()


def race_card(points: int) -> pygame.Surface:
    """A Race Place card: a trophy, the points and that many stars."""
    c = _card((255, 244, 196))
    w = CARD[0]
    c.polygon([(w / 2 - 30, 22), (w / 2 + 30, 22), (w / 2 + 22, 62), (w / 2 - 22, 62)], GOLD, outline=4)
    c.rect(w / 2 - 6, 62, 12, 14, GOLD, outline=3)
    c.rect(w / 2 - 20, 76, 40, 10, GOLD, outline=3, radius=3)
    c.text(str(points), (w / 2, 40), 26, INK)
    for i in range(points):
        x = w / 2 + (i - (points - 1) / 2) * 21
        c.polygon(star_points((x, 112), 10, 4.5), GOLD, outline=2)
    c.text(str(points), (w / 2, 146), 28, SPIDER_RED, outline=2)
    return c.finish()


def disc() -> pygame.Surface:
    """The black disc that covers a captured Spider Web space: white S on black."""
    c = Canvas(48, 48)
    c.circle((24, 24), 21, (20, 18, 24), outline=3, ink=WHITE)
    c.text("S", (24, 23), 30, WHITE)
    return c.finish()


def _row(cards: list[pygame.Surface], size: tuple[int, int], overlap: float = 0.25,
         tilt: float = 0.0) -> pygame.Surface:
    """Cards laid side by side (optionally fanned), each scaled to `size`, on a clear canvas."""
    step = int(size[0] * (1 - overlap))
    canvas = pygame.Surface((step * (len(cards) - 1) + size[0] + 60, size[1] + 60), pygame.SRCALPHA)
    middle = (len(cards) - 1) / 2
    for k, card in enumerate(cards):
        turned = pygame.transform.rotozoom(pygame.transform.smoothscale(card, size), (middle - k) * tilt, 1)
        canvas.blit(turned, turned.get_rect(center=(30 + k * step + size[0] // 2, canvas.get_height() // 2)))
    return canvas


def _zoom(board_art: pygame.Surface, points: list[Point], out: int = 340) -> pygame.Surface:
    """A square close-up of the board around `points`, scaled up to `out` pixels."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    side = int(max(max(xs) - min(xs), max(ys) - min(ys)) + 90)
    area = pygame.Rect(0, 0, side, side)
    area.center = (int(sum(xs) / len(xs)), int(sum(ys) / len(ys)))
    area = area.clamp(board_art.get_rect())
    return pygame.transform.smoothscale(board_art.subsurface(area), (out, out))


def rules_pictures(board: Board, board_art: pygame.Surface) -> list[tuple[str, pygame.Surface]]:
    """The illustrations the rules pages name (`[picture: NAME]` in webrace/rules.md)."""
    arrow = next(s for s in board.spaces if s.circle == 0 and s.arrow_to is not None)
    assert arrow.arrow_to is not None
    target = board.spaces[arrow.arrow_to]
    home = board.homes[0]
    entry = board.spaces[home.entry]
    send_home = _zoom(board_art, [(home.x, home.y), (entry.x, entry.y)])
    scale = send_home.get_width() / (max(abs(home.x - entry.x), abs(home.y - entry.y)) + 90)
    middle = (send_home.get_width() / 2, send_home.get_height() / 2)

    def to_pic(p: Point) -> Point:
        return (middle[0] + (p[0] - (home.x + entry.x) / 2) * scale,
                middle[1] + (p[1] - (home.y + entry.y) / 2) * scale)

    start, centre = to_pic((entry.x, entry.y)), to_pic((home.x, home.y))
    away = pygame.Vector2(start) - pygame.Vector2(centre)
    end = pygame.Vector2(centre) + away.normalize() * (HOME_RADIUS + 16) * scale  # stop at the rim
    bend = (pygame.Vector2(start) + end) / 2 + away.rotate(90).normalize() * 70
    curve = [pygame.Vector2(start) * (1 - t) ** 2 + bend * 2 * t * (1 - t) + end * t * t
             for t in (i / 24 for i in range(25))]
    pygame.draw.lines(send_home, INK, False, curve[3:], 14)
    pygame.draw.lines(send_home, GOLD, False, curve[3:], 8)
    tip, back = curve[-1], (curve[-1] - curve[-3]).normalize()
    head = [tip + back * 26, tip + back.rotate(130) * 26, tip + back.rotate(-130) * 26]
    pygame.draw.polygon(send_home, GOLD, head)
    pygame.draw.polygon(send_home, INK, head, 4)
    piece = Canvas(64, 64)  # the piece that got landed on, in its home's colour
    _pawn(piece, (32, 34), 26, HOME_RGB[home.colour])
    pawn = piece.finish()
    send_home.blit(pawn, pawn.get_rect(center=(int(start[0]), int(start[1]) - 18)))
    return [
        ("web_board.png", pygame.transform.smoothscale(board_art, (340, 322))),
        ("travel_card.png", _row([move_card(3), both_card(2), jump_card()], CARD, overlap=0.1)),
        ("arrowhead.png", _zoom(board_art, [(arrow.x, arrow.y), (target.x, target.y)])),
        ("villain_card.png", _row([villain_back(), villain_face(Villain.DOCTOR_DOOM)], CARD, overlap=0.3, tilt=8)),
        ("send_home.png", send_home),
        ("race_places.png", _row([race_card(p) for p in RACE_PLACES], (96, 134), overlap=0.45, tilt=6)),
    ]


def generate(out_dir: Path = ASSETS) -> list[Path]:
    """Write every webrace picture into out_dir/webrace; returns the files written."""
    pygame.font.init()
    folder = Path(out_dir) / "webrace"
    board = default_board()
    board_art = draw_board(board)
    items: list[tuple[str, pygame.Surface]] = [
        ("board.png", board_art), ("back.png", travel_back()), ("jump.png", jump_card()),
        ("villain-back.png", villain_back()), ("disc.png", disc()),
    ]
    items += [(travel_file("move", n), move_card(n)) for n in range(1, 7)]
    items += [(travel_file("both", n), both_card(n)) for n in (2, 3, 4)]
    items += [(villain_file(v), villain_face(v)) for v in Villain]
    items += [(f"race-{p}.png", race_card(p)) for p in RACE_PLACES]
    items += rules_pictures(board, board_art)
    return [save(surface, folder / name) for name, surface in items]


if __name__ == "__main__":
    paths = generate(Path(sys.argv[1]) if len(sys.argv) > 1 else ASSETS)
    print(f"webrace: {len(paths)} files")
