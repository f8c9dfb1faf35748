"""The gentle break reminder's clock: play time counted by the game scenes, due after the minutes a
grown-up set in Settings (0: never). The card itself (`table/break_card.py`) comes only between
turns, so it never stops a move halfway."""

from __future__ import annotations


class BreakClock:
    """Seconds of play since the last break card (or since the app started)."""

    def __init__(self) -> None:
        self.played = 0.0

    def tick(self, dt: float) -> None:
        self.played += max(0.0, dt)

    def due(self, minutes: int) -> bool:
        return minutes > 0 and self.played >= minutes * 60

    def restart(self) -> None:
        self.played = 0.0
