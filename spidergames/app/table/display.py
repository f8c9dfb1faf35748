"""What the screen shows: the rules' latest state, one event at a time, as the viewer may see it.

The rules move on at once; the screen must not. When an action is played, the display queues the
events the rules reported (read from the viewer's observation, so a secret in an event stays
secret) and hands them to the scene one by one; each event's animation plays to its end before
the next starts. The drawn position (`view`) stays at the old state until the scene says the
animation has landed (`land()`), or until the last event is done; only then does the turn badge
(`turn`) move on. A game scene never keeps "what the screen currently shows" itself.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from ...core.protocol import TERMINAL, Game

S = TypeVar("S")
V = TypeVar("V")  # the game's observation: what one seat may see
Event = Any


class Display(Generic[S, V]):
    """The state on screen and the events still to show, seen as observations of type `V`."""

    def __init__(self, game: Game[S, Any], state: S, viewer: Callable[[], int | None]) -> None:
        self._game = game
        self._viewer = viewer
        self._shown = state
        self._latest = state
        self._queue: deque[tuple[Event, V, V]] = deque()
        self._cache: tuple[int, int | None, V] | None = None
        self.turn = game.current_player(state)
        self.caught_up = True  # every event was shown and the turn badge moved on (`turn` is final)

    # -- following the rules -------------------------------------------------------------------
    def follow(self, state: S) -> None:
        """The rules moved on to `state`: queue what happened (as the viewer may see it)."""
        before = self.observe(self._latest)
        after = self.observe(state)
        self._latest = state
        self.caught_up = False
        for event in events_of(after):
            self._queue.append((event, before, after))

    def next_event(self) -> tuple[Event, V, V] | None:
        """The next event to animate (with the before and after views), or None when all are shown.

        Call it only when the last event's animation has finished. With nothing left, the
        screen lands on the latest state and the turn badge moves on.
        """
        if self._queue:
            return self._queue.popleft()
        self.land()
        self.turn = self._game.current_player(self._latest)
        self.caught_up = True
        return None

    def land(self) -> None:
        """Show the latest state now (an animation reached the moment its result appears)."""
        self._shown = self._latest

    def reset(self, state: S) -> None:
        """Show `state` at once, dropping anything queued (a game loaded or restarted)."""
        self._queue.clear()
        self._shown = self._latest = state
        self.turn = self._game.current_player(state)
        self.caught_up = True

    @property
    def pending(self) -> bool:
        """True while events wait to be shown."""
        return bool(self._queue)

    @property
    def settled(self) -> bool:
        """True when the screen shows the rules' latest state."""
        return not self._queue and self._shown is self._latest

    # -- what may be drawn -----------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self._viewer()

    @property
    def view(self) -> V:
        """The shown state as the viewer may see it: everything a game scene draws comes from here."""
        viewer = self._viewer()
        if self._cache is None or self._cache[0] != id(self._shown) or self._cache[1] != viewer:
            self._cache = (id(self._shown), viewer, self.observe(self._shown))
        return self._cache[2]

    @property
    def over(self) -> bool:
        """True once the shown position is the end of the game."""
        return self._game.current_player(self._shown) == TERMINAL

    def view_as(self, viewer: int | None) -> V:
        """The shown state as `viewer` may see it (e.g. a seat peeking at its own secret cards)."""
        return self._seen(self._shown, viewer)

    def observe(self, state: S) -> V:
        return self._seen(state, self._viewer())

    def _seen(self, state: S, viewer: int | None) -> V:
        """The rules' observation, typed as the game's scene declared it (the rules hand it over untyped)."""
        seen: V = self._game.observation(state, viewer)
        return seen

def events_of(view: Any) -> tuple[Event, ...]:
    """The events an observation reports (every game keeps them in one field, `events`)."""
    events: tuple[Event, ...] = getattr(view, "events", ())
    return events
