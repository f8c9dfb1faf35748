"""The spider-web board: read from the Tiled map `maps/webrace.tmx` into an immutable graph.

The map's object layer "track" carries the whole game board, so changing the map in Tiled
changes the game:

- a point object per web space, with the custom properties `space` (its id, 0..N-1),
  `circle` ("outer", "middle" or "inner"), `order` (its place around the circle, 0..n-1;
  order + 1 is the clockwise neighbour and every circle is a closed loop), optionally
  `arrow_to` (a red arrowhead: the id of the space one circle further in that it leads to)
  and `villain` (true on the twelve Spider Web spaces);
- an ellipse object for the centre Spider-Man Circle with `centre` = true and its `space` id;
- an ellipse object per home corner with `home` (red/blue/green/yellow), `hero` and `entry`
  (the id of the outer-circle space a piece enters first).

Object positions are the pixels where the scene draws each space (ellipses: their middle).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from spidergames.core import resources
from spidergames.core.damaged import AppFileDamaged

MAP_NAME = "webrace.tmx"
CIRCLES = ("outer", "middle", "inner")
"""Circle names, outermost first; a space's `circle` is its index here (the centre is 3)."""
CENTRE_CIRCLE = len(CIRCLES)
COLOURS = ("red", "blue", "green", "yellow")
TRACK_LAYER = "track"


class BoardError(AppFileDamaged, ValueError):
    """The board map is missing or does not describe a playable web; names the file."""

    def __init__(self, path: Path, message: str) -> None:
        ValueError.__init__(self, message)
        self.file = f"maps/{path.name}"


@dataclass(frozen=True)
class Space:
    """One place a piece can stand: a web space or the centre."""

    id: int
    circle: int  # index into CIRCLES, or CENTRE_CIRCLE
    order: int  # place around its circle (0 for the centre)
    x: float
    y: float
    arrow_to: int | None = None  # a red arrowhead: where landing on it sends the piece
    villain: bool = False  # one of the twelve Spider Web spaces


@dataclass(frozen=True)
class Home:
    """A home corner: its colour, its Fantastic Four hero and the first space out of it."""

    colour: str
    hero: str
    entry: int
    x: float
    y: float


@dataclass(frozen=True)
class Board:
    """The web as a graph: spaces by id, each circle's spaces in clockwise order, the homes."""

    spaces: tuple[Space, ...]  # indexed by id
    circles: tuple[tuple[int, ...], ...]  # outer, middle, inner: ids in clockwise order
    homes: tuple[Home, ...]  # in COLOURS order
    centre: int
    source: str

    def neighbour(self, space: int, step: int) -> int:
        """The next space along the circle: step +1 is clockwise, -1 counter-clockwise."""
        here = self.spaces[space]
        ring = self.circles[here.circle]
        return ring[(here.order + step) % len(ring)]

    @property
    def villain_spaces(self) -> tuple[int, ...]:
        return tuple(s.id for s in self.spaces if s.villain)

    @property
    def arrowheads(self) -> tuple[int, ...]:
        return tuple(s.id for s in self.spaces if s.arrow_to is not None)


def maps_dir() -> Path:
    """The folder holding the game maps (one place for all games: spidergames.core.resources)."""
    return resources.maps_dir()


@cache
def default_board() -> Board:
    """The shipped board (read once: the result is immutable)."""
    return load_board(maps_dir() / MAP_NAME)


def load_board(path: Path | str) -> Board:
    """Read and check a board map; raises BoardError naming the file if it is unusable."""
    path = Path(path).resolve()
    try:
        objects = read_objects(path, TRACK_LAYER)
    except (OSError, ValueError, KeyError, ET.ParseError) as exc:
        raise BoardError(path, f"cannot read the board map {path}: {exc}") from exc
    try:
        return _build(objects, str(path))
    except (KeyError, TypeError, ValueError) as exc:
        raise BoardError(path, f"the board map {path} is not a playable web: {exc}") from exc


# -- reading the Tiled map with the standard library (the rules never import pygame or pytmx) ----
Property = str | int | float | bool


@dataclass(frozen=True)
class MapObject:
    """One object of a Tiled object layer: position, size (0 for a point) and custom properties."""

    x: float
    y: float
    width: float
    height: float
    properties: dict[str, Property]


def read_objects(path: Path, layer: str) -> list[MapObject]:
    """The objects of the object layer named `layer`, in file order, with typed properties.

    Reads the TMX file's XML directly: Tiled writes an object group as `<objectgroup name=...>`
    holding `<object x= y= [width= height=]>` elements, each with `<property name= [type=]
    value=>` children. Raises KeyError when there is no such layer.
    """
    root = ET.parse(path).getroot()
    for group in root.iter("objectgroup"):
        if group.get("name") == layer:
            return [_map_object(obj) for obj in group.iter("object")]
    raise KeyError(f"the map has no object layer named {layer!r}")


def _map_object(obj: ET.Element) -> MapObject:
    props = {p.get("name", ""): _typed(p) for p in obj.iterfind("properties/property")}
    return MapObject(float(obj.get("x", 0)), float(obj.get("y", 0)), float(obj.get("width", 0)),
                     float(obj.get("height", 0)), props)


def _typed(prop: ET.Element) -> Property:
    """A property's value as Tiled typed it (int, float, bool; anything else stays a string)."""
    value = prop.get("value")
    if value is None:
        value = prop.text or ""  # Tiled writes multi-line strings as the element's text
    kind = prop.get("type", "string")
    if kind == "int":
        return int(value)
    if kind == "float":
        return float(value)
    if kind == "bool":
        return value == "true"
    return value


def _build(objects: list[MapObject], source: str) -> Board:
    spaces: dict[int, Space] = {}
    homes: dict[str, Home] = {}
    centre: int | None = None
    for obj in objects:
        props = obj.properties
        if "home" in props:
            colour = str(props["home"])
            homes[colour] = Home(colour, str(props.get("hero", "")), int(props["entry"]),
                                 *_middle(obj))
            continue
        sid = int(props["space"])
        if sid in spaces:
            raise ValueError(f"space {sid} appears twice")
        if props.get("centre"):
            if centre is not None:
                raise ValueError("there are two centres")
            centre = sid
            spaces[sid] = Space(sid, CENTRE_CIRCLE, 0, *_middle(obj))
            continue
        circle = str(props["circle"])
        if circle not in CIRCLES:
            raise ValueError(f"space {sid} has unknown circle {circle!r}")
        arrow = props.get("arrow_to")
        spaces[sid] = Space(sid, CIRCLES.index(circle), int(props["order"]), float(obj.x),
                            float(obj.y), None if arrow is None else int(arrow),
                            bool(props.get("villain", False)))
    if centre is None:
        raise ValueError("no object has centre = true")
    if sorted(spaces) != list(range(len(spaces))):
        raise ValueError("space ids must run 0, 1, 2, ... without gaps")
    circles = tuple(_ring(spaces, c) for c in range(len(CIRCLES)))
    if sorted(homes) != sorted(COLOURS):
        raise ValueError(f"homes must be exactly {', '.join(COLOURS)}; found {sorted(homes)}")
    board = Board(tuple(spaces[i] for i in range(len(spaces))), circles,
                  tuple(homes[c] for c in COLOURS), centre, source)
    _check(board)
    return board


def _middle(obj: MapObject) -> tuple[float, float]:
    """Where the scene draws an area object: the middle of its ellipse (or the point itself)."""
    return obj.x + obj.width / 2, obj.y + obj.height / 2


def _ring(spaces: dict[int, Space], circle: int) -> tuple[int, ...]:
    members = sorted((s.order, s.id) for s in spaces.values() if s.circle == circle)
    if [order for order, _ in members] != list(range(len(members))):
        raise ValueError(f"the {CIRCLES[circle]} circle's orders must run 0..n-1 exactly once")
    if len(members) < 8:
        raise ValueError(f"the {CIRCLES[circle]} circle needs at least 8 spaces")
    return tuple(sid for _, sid in members)


def _check(board: Board) -> None:
    """The promises the rules rely on (arrows go one circle in, entries are plain spaces...)."""
    for s in board.spaces:
        if s.arrow_to is None:
            continue
        target = board.spaces[s.arrow_to] if 0 <= s.arrow_to < len(board.spaces) else None
        if target is None or target.circle != s.circle + 1:
            raise ValueError(f"the arrowhead on space {s.id} must lead exactly one circle inward")
        if target.arrow_to is not None:
            raise ValueError(f"the arrowhead on space {s.id} leads onto another arrowhead")
        if s.villain:
            raise ValueError(f"space {s.id} cannot be both an arrowhead and a Spider Web space")
    for home in board.homes:
        entry = board.spaces[home.entry] if 0 <= home.entry < len(board.spaces) else None
        if entry is None or entry.circle != 0 or entry.arrow_to is not None:
            raise ValueError(f"the {home.colour} home must enter a plain outer-circle space")
    if len(board.villain_spaces) != 12:
        raise ValueError(f"there must be 12 Spider Web spaces, not {len(board.villain_spaces)}")
