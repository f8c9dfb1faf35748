"""The maze engine: rotations, the 12 arrows, sliding lines, and the fast reachability masks."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spidergames.games.labyrinth import board as maze
from spidergames.games.labyrinth.board import ARROWS, SHIFTED, E, N, S, W

sides_lists = st.lists(st.integers(0, 15), min_size=49, max_size=49)


def slow_reach(sides: list[int], start: int) -> set[int]:
    """Plain BFS straight from the rules: a street joins two tiles open towards each other."""
    seen, queue = {start}, deque([start])
    while queue:
        i = queue.popleft()
        r, c = divmod(i, 7)
        for side, back, dr, dc in ((N, S, -1, 0), (E, W, 0, 1), (S, N, 1, 0), (W, E, 0, -1)):
            r2, c2 = r + dr, c + dc
            j = r2 * 7 + c2
            if 0 <= r2 < 7 and 0 <= c2 < 7 and sides[i] & side and sides[j] & back and j not in seen:
                seen.add(j)
                queue.append(j)
    return seen


def test_rotation_turns_clockwise() -> None:
    assert maze.rotate(N, 1) == E and maze.rotate(E, 1) == S
    assert maze.rotate(S, 1) == W and maze.rotate(W, 1) == N
    assert maze.rotate(N | E, 2) == S | W
    assert all(maze.rotate(s, 4) == s for s in range(16))
    assert maze.tile(N | S, "mask").turned(1) == maze.tile(E | W, "mask")


def test_twelve_arrows_on_rows_and_columns_1_3_5() -> None:
    assert len(ARROWS) == 12
    lines = {frozenset(a.line) for a in ARROWS}
    assert len(lines) == 6
    for a in ARROWS:
        rows = {i // 7 for i in a.line}
        cols = {i % 7 for i in a.line}
        assert (rows if len(rows) == 1 else cols) <= {1, 3, 5}
        assert len(a.line) == 7


def test_opposite_arrow_is_the_other_end_of_the_line() -> None:
    for a in range(12):
        b = maze.opposite(a)
        assert b != a and maze.opposite(b) == a
        assert ARROWS[b].line == tuple(reversed(ARROWS[a].line))


def test_shift_line_at_every_arrow() -> None:
    cells = list(range(49))
    for a in ARROWS:
        new, out = maze.shift_line(cells, "spare", a.index)
        assert out == a.line[-1]
        assert new[a.line[0]] == "spare"
        for near, far in zip(a.line, a.line[1:], strict=False):
            assert new[far] == near
        assert all(new[i] == i for i in range(49) if i not in a.line)


def test_pieces_ride_the_line_and_wrap() -> None:
    for a in ARROWS:
        assert SHIFTED[a.index][a.line[-1]] == a.line[0]
        assert SHIFTED[a.index][a.line[2]] == a.line[3]
        assert sorted(SHIFTED[a.index]) == list(range(49))


@settings(max_examples=150, deadline=None)
@given(sides_lists, st.integers(0, 15), st.integers(0, 11))
def test_mask_shift_matches_list_shift(sides: list[int], spare: int, arrow: int) -> None:
    new, out = maze.shift_line(sides, spare, arrow)
    masks, pushed = maze.shift_masks(maze.side_masks(sides), spare, arrow)
    assert masks == maze.side_masks(new)
    assert pushed == out


@settings(max_examples=100, deadline=None)
@given(st.integers(0, maze.ALL), st.integers(0, 11))
def test_mask_of_cells_rides_the_push_and_back(cells: int, arrow: int) -> None:
    moved = maze.shift_cells(cells, arrow)
    assert set(maze.cells_in(moved)) == {SHIFTED[arrow][c] for c in maze.cells_in(cells)}
    assert maze.shift_cells(moved, maze.opposite(arrow)) == cells


@settings(max_examples=100, deadline=None)
@given(sides_lists, st.integers(0, maze.ALL))
def test_doors_are_the_neighbours_streets_point_to(sides: list[int], cells: int) -> None:
    expected = set()
    for i in maze.cells_in(cells):
        r, c = divmod(i, 7)
        for side, dr, dc in ((N, -1, 0), (E, 0, 1), (S, 1, 0), (W, 0, -1)):
            if sides[i] & side and 0 <= r + dr < 7 and 0 <= c + dc < 7:
                expected.add((r + dr) * 7 + c + dc)
    assert set(maze.cells_in(maze.doors(cells, maze.side_masks(sides)))) == expected


@settings(max_examples=150, deadline=None)
@given(sides_lists, st.integers(0, 48))
def test_flood_matches_plain_bfs(sides: list[int], start: int) -> None:
    east, south = maze.links(maze.side_masks(sides))
    assert set(maze.cells_in(maze.flood(1 << start, east, south))) == slow_reach(sides, start)


@settings(max_examples=100, deadline=None)
@given(sides_lists, st.integers(0, 48), st.integers(0, 48))
def test_shortest_path_walks_streets(sides: list[int], start: int, goal: int) -> None:
    path = maze.shortest_path(sides, start, goal)
    if goal not in slow_reach(sides, start):
        assert path is None
        return
    assert path is not None and path[0] == start and path[-1] == goal
    east, south = maze.links(maze.side_masks(sides))
    for a, b in zip(path, path[1:], strict=False):
        assert b in maze.neighbours(a, east, south)
    assert len(set(path)) == len(path)


def test_shortest_path_is_shortest() -> None:
    open_all = [15] * 49
    assert len(maze.shortest_path(open_all, 0, 48)) == 13
    assert maze.shortest_path(open_all, 5, 5) == (5,)


def test_distances() -> None:
    assert maze.distance_to(0, 1 << 48) == 12
    assert maze.distance_to(0, 0) == 99
    assert maze.gap(1 << 0, 1 << 6) == 6
    assert maze.gap(1 << 6, 1 << 7) == 7  # no wrapping from row end to the next row
    assert maze.gap(1 << 3, (1 << 3) | (1 << 40)) == 0


def test_tiles_are_shared_values_saved_as_small_ints() -> None:
    """The save format kept from the IntEnum days: one int per tile, sides + 16 x symbol number."""
    from spidergames.core import codec
    from spidergames.games.labyrinth.board import SYMBOL_IDS, Tile

    every = [maze.tile(sides, symbol) for symbol in (None, *SYMBOL_IDS) for sides in range(16)]
    assert len(set(every)) == 400
    for code, t in enumerate(every):
        assert codec.encode(t) == code and codec.decode(Tile, code) is t
        assert maze.tile(t.sides, t.symbol) is t and t.turned(0) is t
    assert codec.encode((maze.tile(N | E, "mask"),)) == [N | E | 4 << 4]  # "mask" is symbol 4
    assert codec.decode(tuple[Tile, ...], [5, 67]) == (maze.tile(5), maze.tile(N | E, "mask"))
    for bad in (400, -1, "3", 2.0, None, True):
        with pytest.raises(ValueError):
            codec.decode(Tile, bad)
