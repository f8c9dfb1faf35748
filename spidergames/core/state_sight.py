"""A position held at this computer, shown as a `seat_link.Sight`: its observations, never the state.

Hot seat's link (`core.match.Match`) hands these out: every seat sits at this computer, so any
seat's view may be asked for. Each view is worked out once (the table asks for it every frame).
"""

from __future__ import annotations

from typing import Any, Generic

from .protocol import TERMINAL, Game, S


class StateSight(Generic[S]):
    """`state` as each viewer may see it (`Game.observation`), numbered `version`."""

    __slots__ = ("_game", "_state", "_views", "version")

    def __init__(self, game: Game[S, Any], state: S, version: int) -> None:
        self._game = game
        self._state = state
        self._views: dict[int | None, Any] = {}
        self.version = version

    def holds(self, state: S) -> bool:
        """True if this is the sight of `state` (the very object: states are frozen)."""
        return self._state is state

    @property
    def current_player(self) -> int:
        return self._game.current_player(self._state)

    @property
    def over(self) -> bool:
        return self.current_player == TERMINAL

    def view(self, viewer: int | None) -> Any:
        if viewer not in self._views:
            self._views[viewer] = self._game.observation(self._state, viewer)
        return self._views[viewer]

    def events(self, viewer: int | None) -> tuple[Any, ...]:
        return events_of(self.view(viewer))


def events_of(view: Any) -> tuple[Any, ...]:
    """The events an observation reports (every game's observation keeps them in one field, `events`)."""
    events: tuple[Any, ...] = getattr(view, "events", ())
    return events
