"""The projector's screen in a game across computers: a spectator seat, the table as the class sees it.

Nobody plays at this screen, so nothing here is ever a seat's own: the host sends it the public sight
only (`{"code", "watch": True}`), its turn loop follows every seat as another computer's, and this
presentation never looks over a robot's shoulder, never brings a curtain down (there is no one to hide
from) and keeps nothing (no profile plays here).
"""

from __future__ import annotations

from .presentation import Presentation


class Watching(Presentation):
    """A spectator's table: the captions said for the class, no curtain, no thinking bubble, nothing kept."""

    @property
    def saves(self) -> bool:
        return False

    @property
    def curtains(self) -> bool:
        return False

    @property
    def thinking_bubble(self) -> bool:
        return False  # robots play on the host: their moves arrive already made
