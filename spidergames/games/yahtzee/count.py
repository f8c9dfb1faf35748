"""The final count on the scoreboard: the rulebook's easy totaling, space by space, seat by seat.

Each counted space gets a number in the seat's colour; then the seat's team tokens turn over and
add their values. Only what is drawn lives here; the totals come from the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from spidergames.app.anim import Animator
from spidergames.app.ui.draw import number_badge
from spidergames.app.ui.theme import PAPER
from spidergames.app.ui.trail import drawn

from .layout import Layout
from .rules import State, counted_spaces, final_totals

COUNT_STEP = 0.5  # one counted space: slow enough to count along aloud
TEAM_STEP = 0.4  # one team token turned over
COUNT_HOLD = 2.0  # the finished count stays readable this long before the results come over it


class Count:
    """Numbers on the counted spaces and the running totals (None before the count starts)."""

    def __init__(self, seats: int, sound: Callable[[str], None]) -> None:
        self.seats = seats
        self.sound = sound
        self.numbers: dict[tuple[int, int], int] = {}  # (row, space) -> number said aloud
        self.player: int | None = None  # whose spaces are being counted
        self.totals: list[int] | None = None
        self.teams_revealed = False

    def finished(self, table: State) -> None:
        """A game loaded after its end: show the totals at once."""
        self.totals, self.teams_revealed = list(final_totals(table)), True

    def schedule(self, anim: Animator, after: State, delay: float) -> float:
        """Count every space up to each token, player by player; returns when it is over."""
        spaces = counted_spaces(after)  # the rulebook's easy totaling, per player and row
        for p in range(after.players):
            anim.after(delay, partial(self._start, p))
            delay += 0.3
            for row, row_spaces in enumerate(spaces[p]):
                for space in row_spaces:
                    anim.after(delay, partial(self._space, p, row, space))
                    delay += COUNT_STEP
            for value in after.teams[p]:
                anim.after(delay, partial(self._team, p, value))
                delay += TEAM_STEP
            delay += 0.5
        anim.after(delay, lambda: self._end(after))
        anim.wait(delay + COUNT_HOLD)
        return delay

    def _start(self, player: int) -> None:
        if self.totals is None:
            self.totals = [0] * self.seats
        self.numbers, self.player, self.teams_revealed = {}, player, True

    def _space(self, player: int, row: int, space: int) -> None:
        assert self.totals is not None
        self.totals[player] += 1
        self.numbers[(row, space)] = self.totals[player]
        self.sound("step")

    def _team(self, player: int, value: int) -> None:
        assert self.totals is not None
        self.totals[player] += value
        self.sound("card_flip")

    def _end(self, after: State) -> None:
        """The last seat's numbers stay on the board (the results come over a finished count)."""
        self.totals = list(final_totals(after))

    def draw(self, surface: pygame.Surface, layout: Layout, colour: tuple[int, int, int]) -> None:
        for (row, space), number in self.numbers.items():
            cell = layout.cell(row, space)
            centre = (cell.centerx, cell.top + layout.px(24))
            ring = number_badge(surface, number, centre, radius=layout.px(17), fill=PAPER)
            drawn(surface, pygame.draw.circle(surface, colour, centre, ring + 2, 4))
