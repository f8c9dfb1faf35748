"""The maze itself: tiles, the 12 arrows, sliding a line, and fast reachability.

Cells are numbered `row * 7 + col` (row 0 at the top). A tile's streets are a bitmask of its
open sides, N=1, E=2, S=4, W=8. Reachability runs on 49-bit masks (one bit per cell) so that a
computer player can try a couple of thousand shifts in a few milliseconds.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TypeVar

from ...core.gameinfo import N_, NC_

SIZE = 7
CELLS = SIZE * SIZE
N, E, S, W = 1, 2, 4, 8
SIDES = (N, E, S, W)
STRAIGHT = N | S
CURVE = N | E
T_JUNCTION = N | E | S
ALL = (1 << CELLS) - 1
_NOT_LAST_COL = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(SIZE - 1))

T = TypeVar("T")
Cell = tuple[int, int]


SYMBOLS: tuple[tuple[str, str], ...] = (
    # the 12 printed on the fixed tiles of the board
    ("daily-bugle", N_("Daily Bugle")),
    ("spider-signal", N_("Spider-Signal")),
    ("web-shooter", N_("Web-Shooter")),
    ("mask", N_("Spider-Man's Mask")),
    ("camera", N_("Peter's Camera")),
    ("goblin-glider", N_("Goblin Glider")),
    ("pumpkin-bomb", N_("Pumpkin Bomb")),
    ("doc-ock-arm", N_("Doc Ock's Arm")),
    ("lizard-tail", N_("Lizard's Tail")),
    ("vulture-wings", N_("Vulture's Wings")),
    ("rhino-horn", N_("Rhino's Horn")),
    ("electro-bolt", N_("Electro's Lightning Bolt")),
    # the 12 on loose tiles: 6 curves, then 6 T-junctions
    ("sandcastle", N_("Sandman's Sandcastle")),
    ("mysterio-helmet", N_("Mysterio's Bubble Helmet")),
    ("scorpion-tail", N_("Scorpion's Tail")),
    ("kraven-spear", N_("Kraven's Spear")),
    ("aunt-may-cake", N_("Aunt May's Cake")),
    ("backpack", N_("Peter's Backpack")),
    ("pizza", N_("Pizza Slice")),
    ("taxi", N_("Yellow Taxi")),
    ("water-tower", N_("Rooftop Water Tower")),
    ("spider", N_("The Amazing Spider")),
    ("science-flask", N_("Science Flask")),
    ("statue-of-liberty", N_("Statue of Liberty")),
)
"""(id, name to show) for the 24 symbols; the art step draws one picture per id."""
IN_SENTENCES: Mapping[str, str] = MappingProxyType({
    # Translators: a symbol's name with the article it brings into a sentence ("{player} found {symbol}!",
    # "Walk to {goal}!"), as the object of the verb (German: accusative, "den Daily Bugle"); the
    # sentences are written so no preposition must join it ("al", "au", "zum")
    "daily-bugle": NC_("in a sentence", "the Daily Bugle"),
    "spider-signal": NC_("in a sentence", "the Spider-Signal"),
    "web-shooter": NC_("in a sentence", "the Web-Shooter"),
    "mask": NC_("in a sentence", "Spider-Man's Mask"),
    "camera": NC_("in a sentence", "Peter's Camera"),
    "goblin-glider": NC_("in a sentence", "the Goblin Glider"),
    "pumpkin-bomb": NC_("in a sentence", "the Pumpkin Bomb"),
    "doc-ock-arm": NC_("in a sentence", "Doc Ock's Arm"),
    "lizard-tail": NC_("in a sentence", "the Lizard's Tail"),
    "vulture-wings": NC_("in a sentence", "the Vulture's Wings"),
    "rhino-horn": NC_("in a sentence", "the Rhino's Horn"),
    "electro-bolt": NC_("in a sentence", "Electro's Lightning Bolt"),
    "sandcastle": NC_("in a sentence", "Sandman's Sandcastle"),
    "mysterio-helmet": NC_("in a sentence", "Mysterio's Bubble Helmet"),
    "scorpion-tail": NC_("in a sentence", "Scorpion's Tail"),
    "kraven-spear": NC_("in a sentence", "Kraven's Spear"),
    "aunt-may-cake": NC_("in a sentence", "Aunt May's Cake"),
    "backpack": NC_("in a sentence", "Peter's Backpack"),
    "pizza": NC_("in a sentence", "the Pizza Slice"),
    "taxi": NC_("in a sentence", "the Yellow Taxi"),
    "water-tower": NC_("in a sentence", "the Rooftop Water Tower"),
    "spider": NC_("in a sentence", "the Amazing Spider"),
    "science-flask": NC_("in a sentence", "the Science Flask"),
    "statue-of-liberty": NC_("in a sentence", "the Statue of Liberty"),
})
"""Each symbol's name as a sentence says it, its article included ("the Daily Bugle", but "Electro's
Lightning Bolt" and "the Amazing Spider"): templates say "{symbol}", never "the {symbol}", so no
language doubles or loses an article (`core.gameinfo.NC_` says why a message context)."""
SYMBOL_IDS = tuple(s for s, _ in SYMBOLS)
_SYMBOL_NUMBER = {s: i + 1 for i, s in enumerate(SYMBOL_IDS)}


@dataclass(frozen=True, slots=True)
class Tile:
    """A street tile: `sides` (open sides, N=1 E=2 S=4 W=8) and `symbol` (an id or None).

    Make one with `tile(sides, symbol)`: the 400 possible tiles are built once and shared, so
    a board is 49 references. A save stores each tile as one small int, `code` (sides + 16 x
    the symbol's number, 0 for none), and reads it back by lookup (`Tile.from_data`).

    >>> t = tile(N | E, "mask")
    >>> t.turned(1) == tile(E | S, "mask"), t.turned(1).symbol
    (True, 'mask')
    >>> t.code, Tile.from_data(t.code) is t
    (67, True)
    """

    sides: int
    symbol: str | None = None

    @property
    def code(self) -> int:
        """The tile as one int, `sides + 16 * symbol number` (what a save stores)."""
        return self.sides | (_SYMBOL_NUMBER[self.symbol] << 4 if self.symbol else 0)

    def turned(self, quarter_turns: int) -> Tile:
        """This tile turned clockwise by `quarter_turns` quarters (its symbol stays)."""
        return _TILES[(self.code & ~15) | rotate(self.sides, quarter_turns)]

    def to_data(self) -> int:
        return self.code

    @classmethod
    def from_data(cls, data: object) -> Tile:
        """The tile a save stored as `code`; raises ValueError for anything else."""
        if type(data) is not int or not 0 <= data < len(_TILES):
            raise ValueError(f"{data!r} is not a tile")
        return _TILES[data]


_TILES: tuple[Tile, ...] = tuple(Tile(sides, symbol) for symbol in (None,) + SYMBOL_IDS
                                 for sides in range(16))
"""Every tile, indexed by its `code`."""


def tile(sides: int, symbol: str | None = None) -> Tile:
    """The shared tile with these open sides and symbol."""
    return _TILES[sides | (_SYMBOL_NUMBER[symbol] << 4 if symbol else 0)]


def rotate(sides: int, quarter_turns: int) -> int:
    """Open sides after turning clockwise: N becomes E, E becomes S, and so on."""
    k = quarter_turns % 4
    return ((sides << k) | (sides >> (4 - k))) & 15


def index(cell: Cell) -> int:
    return cell[0] * SIZE + cell[1]


def cell_of(i: int) -> Cell:
    return divmod(i, SIZE)


@dataclass(frozen=True)
class Arrow:
    """An insertion arrow: the edge it sits on and the cells of its line, insertion end first."""

    index: int
    side: str  # "top", "right", "bottom" or "left": where the spare tile goes in
    line: tuple[int, ...]

    @property
    def entry(self) -> Cell:
        """The cell the inserted tile lands on."""
        return cell_of(self.line[0])


def _make_arrows() -> tuple[Arrow, ...]:
    """Clockwise from the top-left: top (cols 1,3,5), right (rows 1,3,5), bottom (cols 5,3,1),
    left (rows 5,3,1), so arrow `a` faces arrow `opposite(a)` across the board."""
    arrows: list[Arrow] = []
    for col in (1, 3, 5):
        arrows.append(Arrow(len(arrows), "top", tuple(r * SIZE + col for r in range(SIZE))))
    for row in (1, 3, 5):
        arrows.append(Arrow(len(arrows), "right", tuple(row * SIZE + c for c in reversed(range(SIZE)))))
    for col in (5, 3, 1):
        arrows.append(Arrow(len(arrows), "bottom", tuple(r * SIZE + col for r in reversed(range(SIZE)))))
    for row in (5, 3, 1):
        arrows.append(Arrow(len(arrows), "left", tuple(row * SIZE + c for c in range(SIZE))))
    return tuple(arrows)


ARROWS = _make_arrows()


def opposite(arrow: int) -> int:
    """The arrow at the other end of the same line (pushing there undoes a push here)."""
    return 8 - arrow if arrow < 3 or 6 <= arrow < 9 else 14 - arrow


def _shift_table() -> tuple[tuple[int, ...], ...]:
    table = []
    for arrow in ARROWS:
        moved = list(range(CELLS))
        for i, c in enumerate(arrow.line):
            moved[c] = arrow.line[(i + 1) % SIZE]
        table.append(tuple(moved))
    return tuple(table)


SHIFTED = _shift_table()
"""SHIFTED[arrow][cell]: where a piece on `cell` ends up; the far end wraps to the inserted tile."""


def shift_line(items: Sequence[T], spare: T, arrow: int) -> tuple[tuple[T, ...], T]:
    """Push `spare` in at `arrow`: returns the new board and the tile pushed out at the far end."""
    line = ARROWS[arrow].line
    out = list(items)
    for near, far in zip(line, line[1:], strict=False):
        out[far] = items[near]
    out[line[0]] = spare
    return tuple(out), items[line[-1]]


# -- bitmask maze, for speed --------------------------------------------------------------------
Masks = tuple[int, int, int, int]
"""For each side N, E, S, W: the 49-bit mask of cells whose tile is open that way."""


_ONES = tuple(bytes.maketrans(bytes(range(16)), bytes(ord("1" if v & side else "0") for v in range(16)))
              for side in SIDES)


def side_masks(tiles: Sequence[Tile | int]) -> Masks:
    """Masks from tiles (or bare sides): bit i of side d is set if tile i opens that way."""
    # one digit per cell, last cell first, read as a binary number: all the looping stays in C
    digits = bytes(t & 15 if isinstance(t, int) else t.sides for t in reversed(tiles))
    n, e, s, w = (int(digits.translate(ones), 2) for ones in _ONES)
    return n, e, s, w


def _mask_shift_spec() -> tuple[tuple[int, bool, int, int, int], ...]:
    """Per arrow: (line mask, bits move up?, step, insertion bit, far-end bit)."""
    spec = []
    for a in ARROWS:
        mask = sum(1 << c for c in a.line)
        step = abs(a.line[1] - a.line[0])
        spec.append((mask, a.line[1] > a.line[0], step, a.line[0], a.line[-1]))
    return tuple(spec)


_MASK_SHIFT = _mask_shift_spec()


def shift_masks(masks: Masks, spare: int, arrow: int) -> tuple[Masks, int]:
    """`shift_line` on side masks: the new masks and the open sides of the pushed-out tile."""
    line, up, step, ins, far = _MASK_SHIFT[arrow]
    keep = ~line
    pushed = 0
    out = []
    for d, m in enumerate(masks):
        pushed |= ((m >> far) & 1) << d
        inner = m & line
        moved = ((inner << step) if up else (inner >> step)) & line
        out.append((m & keep) | moved | (((spare >> d) & 1) << ins))
    return (out[0], out[1], out[2], out[3]), pushed


def shift_cells(cells: int, arrow: int) -> int:
    """A mask of cells after a push at `arrow`, as pieces ride it (`SHIFTED` on a whole mask);
    pushing at `opposite(arrow)` moves them back."""
    line, up, step, ins, far = _MASK_SHIFT[arrow]
    inner = cells & line
    moved = ((inner << step) if up else (inner >> step)) & line
    return (cells & ~line) | moved | ((cells >> far) & 1) << ins


def links(masks: Masks) -> tuple[int, int]:
    """(east, south): cells joined by a street to their east / south neighbour."""
    n, e, s, w = masks
    return e & (w >> 1) & _NOT_LAST_COL, s & (n >> SIZE)


def flood(start: int, east: int, south: int) -> int:
    """Every cell joined by streets to a cell of the `start` mask."""
    west = east << 1
    north = south << SIZE
    reach = start
    while True:
        grown = (reach | ((reach & east) << 1) | ((reach & west) >> 1)
                 | ((reach & south) << SIZE) | ((reach & north) >> SIZE))
        if grown == reach:
            return reach
        reach = grown


def cells_in(mask: int) -> tuple[int, ...]:
    """The cell numbers set in a mask, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def doors(cells: int, masks: Masks) -> int:
    """Cells next to `cells` that a street of theirs points to (joined or not): the only tiles
    whose change can join new streets to them."""
    n, e, s, w = masks
    return ((((cells & e & _NOT_LAST_COL) << 1) | ((cells & w & _NOT_FIRST_COL) >> 1)
             | ((cells & s) << SIZE) | ((cells & n) >> SIZE)) & ALL)


def neighbours(i: int, east: int, south: int) -> tuple[int, ...]:
    """Cells joined to cell `i` by a street, in the order N, E, S, W."""
    out = []
    if i >= SIZE and south >> (i - SIZE) & 1:
        out.append(i - SIZE)
    if east >> i & 1:
        out.append(i + 1)
    if south >> i & 1:
        out.append(i + SIZE)
    if i % SIZE and east >> (i - 1) & 1:
        out.append(i - 1)
    return tuple(out)


def shortest_path(tiles: Sequence[Tile], start: int, goal: int) -> tuple[int, ...] | None:
    """The cells of a shortest walk from `start` to `goal` (both included), or None if cut off."""
    east, south = links(side_masks(tiles))
    parent = {start: start}
    queue = deque([start])
    while queue:
        i = queue.popleft()
        if i == goal:
            path = [i]
            while path[-1] != start:
                path.append(parent[path[-1]])
            return tuple(reversed(path))
        for j in neighbours(i, east, south):
            if j not in parent:
                parent[j] = i
                queue.append(j)
    return None


def _distance_rings() -> tuple[tuple[int, ...], ...]:
    """RINGS[cell][k]: mask of cells at Manhattan distance exactly k from `cell`."""
    table = []
    for i in range(CELLS):
        r, c = cell_of(i)
        rings = [0] * (2 * SIZE - 1)
        for j in range(CELLS):
            r2, c2 = cell_of(j)
            rings[abs(r - r2) + abs(c - c2)] |= 1 << j
        table.append(tuple(rings))
    return tuple(table)


RINGS = _distance_rings()


_NOT_FIRST_COL = _NOT_LAST_COL << 1


def gap(a: int, b: int) -> int:
    """Fewest steps (ignoring walls) between a cell of mask `a` and a cell of mask `b`."""
    if not a or not b:
        return 99
    steps = 0
    while not a & b:
        a = (a | ((a << 1) & _NOT_FIRST_COL) | ((a >> 1) & _NOT_LAST_COL)
             | (a << SIZE) | (a >> SIZE)) & ALL
        steps += 1
    return steps


def distance_to(i: int, mask: int) -> int:
    """Manhattan distance from cell `i` to the nearest cell of `mask` (99 if the mask is empty)."""
    for k, ring in enumerate(RINGS[i]):
        if ring & mask:
            return k
    return 99
