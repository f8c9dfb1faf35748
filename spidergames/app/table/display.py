"""What the screen shows: the rules' latest state, one event at a time, as the viewer may see it.

The rules move on at once; the screen must not. When an action is played, the display queues the
events the rules reported (from the match's link, as the viewer may see them, so a secret in an
event stays secret) and hands them to the scene one by one; each event's animation plays to its end before
the next starts. The drawn position (`view`) stays at the old state until the scene says the
animation has landed (`land()`), or until the last event is done; only then does the turn badge
(`turn`) move on. A game scene never keeps "what the screen currently shows" itself.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Generic, TypeVar

from ...core.seat_link import Sight

V = TypeVar("V")  # the game's observation: what one seat may see
E = TypeVar("E")  # the game's event: what one move did, as one seat may see it


class Display(Generic[V, E]):
    """The position on screen and the events still to show, as sights from the match's link."""

    def __init__(self, sight: Sight[V, E], viewer: Callable[[], int | None]) -> None:
        self._viewer = viewer
        self._shown = sight
        self._latest = sight
        self._queue: deque[tuple[E, V, V]] = deque()
        self.turn = sight.current_player
        self.caught_up = True  # every event was shown and the turn badge moved on (`turn` is final)

    # -- following the rules -------------------------------------------------------------------
    def follow(self, sight: Sight[V, E]) -> None:
        """The match moved on to `sight`: queue what happened (as the viewer may see it)."""
        viewer = self._viewer()
        before = self._latest.view(viewer)
        after = sight.view(viewer)
        self._latest = sight
        self.caught_up = False
        for event in sight.events(viewer):
            self._queue.append((event, before, after))

    def next_event(self) -> tuple[E, V, V] | None:
        """The next event to animate (with the before and after views), or None when all are shown.

        Call it only when the last event's animation has finished. With nothing left, the
        screen lands on the latest position and the turn badge moves on.
        """
        if self._queue:
            return self._queue.popleft()
        self.land()
        self.turn = self._latest.current_player
        self.caught_up = True
        return None

    def land(self) -> None:
        """Show the latest position now (an animation reached the moment its result appears)."""
        self._shown = self._latest

    def reset(self, sight: Sight[V, E]) -> None:
        """Show `sight` at once, dropping anything queued (a game loaded or restarted)."""
        self._queue.clear()
        self._shown = self._latest = sight
        self.turn = sight.current_player
        self.caught_up = True

    @property
    def latest(self) -> Sight[V, E]:
        """The newest position the screen knows (shown, or still to be shown): a move is chosen on it."""
        return self._latest

    @property
    def pending(self) -> bool:
        """True while events wait to be shown."""
        return bool(self._queue)

    @property
    def settled(self) -> bool:
        """True when the screen shows the latest position."""
        return not self._queue and self._shown is self._latest

    # -- what may be drawn -----------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self._viewer()

    @property
    def view(self) -> V:
        """The shown position as the viewer may see it: everything a game scene draws comes from here."""
        return self._shown.view(self._viewer())

    @property
    def over(self) -> bool:
        """True once the shown position is the end of the game."""
        return self._shown.over

    def view_as(self, viewer: int | None) -> V:
        """The shown position as `viewer` may see it (e.g. a seat peeking at its own secret cards)."""
        return self._shown.view(viewer)
