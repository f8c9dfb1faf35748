"""The dice and the shared scoreboard: faces, counting with wild Spider-Mans, and the left rule.

Pure functions on plain tuples, so the rules, the bots and the scene all count the same way.
A board is `placements[player][row]`: the column (0 = Picture Column, 1-5) where that player's
token for that friend sits, or NOT_PLACED. Row r belongs to friend `FRIENDS[r]`.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

DICE = 5
COLUMNS = 5  # numbered columns 1..5; column 0 is the Picture Column
PICTURE = 0
NOT_PLACED = -1
TEAM_TOKENS = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)
TURNS_PER_PLAYER = {1: 5, 2: 5, 3: 4, 4: 3}  # fact (published rules); solo 5 from the seed

Board = tuple[tuple[int, ...], ...]


class Face(enum.IntEnum):
    """The six die faces; Spider-Man is wild, the other five are the friends with a board row."""

    SPIDER_MAN = 0
    CAPTAIN_AMERICA = 1
    HULK = 2
    STORM = 3
    WOLVERINE = 4
    THOR = 5

    @property
    def slug(self) -> str:
        """The character id used for art and seats ("captain-america")."""
        return self.name.lower().replace("_", "-")

    @property
    def title(self) -> str:
        """The name a child reads ("Captain America")."""
        return self.name.title().replace("_", " ").replace("Spider Man", "Spider-Man")

    @property
    def row(self) -> int:
        """The scoreboard row of a friend (Spider-Man has none)."""
        if self is Face.SPIDER_MAN:
            raise ValueError("Spider-Man is wild and has no row")
        return self.value - 1

    def plural(self, n: int) -> str:
        """"1 Hulk", "2 Hulks", "3 Spider-Mans" (the rulebook's own plural)."""
        return f"{n} {self.title}{'' if n == 1 else 's'}"


FRIENDS: tuple[Face, ...] = tuple(f for f in Face if f is not Face.SPIDER_MAN)


def count_of(dice: Sequence[int], friend: Face) -> int:
    """How many of `friend` the dice show, every Spider-Man counting as one (wild)."""
    return sum(1 for d in dice if d == friend or d == Face.SPIDER_MAN)


def is_spider_yahtzee(dice: Sequence[int]) -> bool:
    """Five Spider-Mans."""
    return len(dice) == DICE and all(d == Face.SPIDER_MAN for d in dice)


def is_team(dice: Sequence[int]) -> bool:
    """A Spider-Man & Friends Team: no friend's face shows twice (Spider-Mans fill the gaps).

    Ruling from RULINGS.md. Five Spider-Mans also count: every friend is filled by a wild.
    """
    friends = [d for d in dice if d != Face.SPIDER_MAN]
    return len(dice) == DICE and len(friends) == len(set(friends))


def taken_columns(board: Board, friend: Face) -> frozenset[int]:
    """The numbered columns already holding a token (anyone's) in this friend's row."""
    return frozenset(p[friend.row] for p in board if p[friend.row] > PICTURE)


def landing_column(board: Board, friend: Face, count: int) -> int:
    """Where a token for `count` of `friend` lands: that column, else the next open one to the
    LEFT; the Picture Column (0) when none is open (ruling). A count of 0 lands on the picture."""
    taken = taken_columns(board, friend)
    for column in range(min(count, COLUMNS), PICTURE, -1):
        if column not in taken:
            return column
    return PICTURE


def has_scored(board: Board, player: int, friend: Face) -> bool:
    return board[player][friend.row] != NOT_PLACED


def unscored(board: Board, player: int) -> tuple[Face, ...]:
    """The friends whose token this player still holds, in row order."""
    return tuple(f for f in FRIENDS if not has_scored(board, player, f))


def place(board: Board, player: int, friend: Face, column: int) -> Board:
    """A new board with this player's token for `friend` put in `column`."""
    row = board[player]
    new_row = row[:friend.row] + (column,) + row[friend.row + 1:]
    return board[:player] + (new_row,) + board[player + 1:]


def column_total(board: Board, player: int) -> int:
    """The column numbers under this player's tokens (the Picture Column counts zero)."""
    return sum(c for c in board[player] if c > PICTURE)


def easy_count(board: Board) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """The rulebook's easy totaling: per player, per row, the spaces counted (1 up to the token).

    `len` of every row summed is the same as `column_total`; a Picture token counts nothing.
    """
    return tuple(
        tuple(tuple(range(1, c + 1)) if c > PICTURE else () for c in player)
        for player in board
    )


def empty_board(players: int) -> Board:
    return tuple((NOT_PLACED,) * len(FRIENDS) for _ in range(players))
