"""A seat's name: the default one the app gives ("Player 1", "Robot 2") and what is kept of a typed one.

Setup, the classroom demo, the command line's autoplay and the screenshot tool all name their seats
here, so a robot is called by one word in each language wherever a child meets it.

A typed or pasted name keeps what the bundled font can draw and nothing a child cannot see:
control and format characters (zero-width spaces and joiners, a byte-order mark, direction marks
and overrides, a NUL) are dropped, any run of white space is one space, combining marks are joined
to their letter (NFC) and at most one more is kept on a letter (no "Zalgo" towers over the other names), and the
name stops at `NAME_MAX` characters. A name left with nothing visible counts as empty.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import replace

from ..core.protocol import Seat
from . import i18n
from .i18n import N_, _

PLAYER, ROBOT = N_("Player {n}"), N_("Robot {n}")  # the default names, numbered
NAME_MAX = 12
"""Characters a name may have: the seat panels and the turn badge are sized for 12 (ui/text.py)."""
PASTE_MAX = 1000
"""Characters of one paste looked at: a name is full long before, however many marks it drops."""
INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Unicode categories never kept: controls, format characters (joiners, marks, overrides, the BOM),
lone surrogates, private use and unassigned code points."""


def default_name(robot: bool, n: int) -> str:
    """ "Player 2", "Robot 1" in the current language."""
    return _(ROBOT if robot else PLAYER).format(n=n)


def default_number(name: str, robot: bool | None = None) -> int | None:
    """The number in a default name in any of the app's languages ("Player 2", "Robo 3", "Jugador 1"),
    else None; `robot` says which of the two it must be (None: either)."""
    kinds = (PLAYER, ROBOT) if robot is None else (ROBOT if robot else PLAYER,)
    for template in (t for kind in kinds for t in i18n.in_every_language(kind)):
        found = re.fullmatch(re.escape(template).replace(re.escape("{n}"), r"(\d+)"), name)
        if found:
            return int(found.group(1))
    return None


def marked(seat: Seat) -> Seat:
    """`seat` as a new game keeps it: its name marked as a default name (its number) or as typed (0).
    Only today's default name counts: the setup screen names every seat in today's language."""
    robot = not seat.is_human
    number = default_number(seat.name, robot)
    return replace(seat, default=number if number is not None and seat.name == default_name(robot, number) else 0)


def named_today(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """The seats as they are shown and said now: a default name in today's language ("Jugador 2"
    saved in Spanish is "Joueur 2" in French), a typed name as typed."""
    return tuple(_named_today(seat) for seat in seats)


def _named_today(seat: Seat) -> Seat:
    robot = not seat.is_human
    number = seat.default if seat.default is not None else default_number(seat.name, robot)
    return replace(seat, name=default_name(robot, number)) if number else seat


def typed_name(name: str, typed: str, drawable: Callable[[str], bool]) -> tuple[str, bool]:
    """`name` with `typed` added, keeping what `drawable` says the font draws; and whether anything
    typed was left out (the screen then plays a soft "no" sound).

    >>> typed_name("Zo", "e\\u0308\\u200b\\ufeff!", lambda c: True)
    ('Zoë!', True)
    >>> typed_name("", "  Ann\\n\\tMarie  ", lambda c: True)
    ('Ann Marie ', False)
    """
    kept: list[str] = []
    refused = len(typed) > PASTE_MAX  # a whole page pasted: its start is looked at, the rest is not
    for char in unicodedata.normalize("NFC", name + typed[:PASTE_MAX]):
        if char.isspace():
            if kept and kept[-1] != " ":
                kept.append(" ")
        elif unicodedata.category(char) in INVISIBLE:
            refused = True
        elif unicodedata.combining(char) or unicodedata.category(char) == "Me":
            if kept and kept[-1].isalnum() and drawable(char):
                kept.append(char)  # one mark on a letter; a second would need the letter again
            else:
                refused = True
        elif drawable(char):
            kept.append(char)
        else:
            refused = True
        if len(kept) > NAME_MAX:
            return "".join(kept[:NAME_MAX]), True
    return "".join(kept), refused


def shown_name(name: str, drawable: Callable[[str], bool]) -> str:
    """`name` (remembered, or typed) as a seat keeps it: the same rules as typing, no outer spaces;
    "" when nothing of it can be seen."""
    return typed_name("", name, drawable)[0].strip()
