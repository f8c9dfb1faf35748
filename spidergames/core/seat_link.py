"""The match as the seats at one screen see it: all a game's table may talk to.

A table (the kit's game scene, the classroom demo) never holds the game's state. Through a
`SeatLink` it asks for the position as its viewers may see it (`sight()`: one observation per viewer,
and the events of the move that led there as each saw them), for the legal actions of the seat on
turn, and hands in actions, each with the state number (`version`) of the position it was chosen on:
an action made on an older position, or sent twice, is refused (`STALE`), as boardgame.io does.
Behind the link the robots decide, Oops takes a decision back, hints are counted and the game is
kept to continue later; a game of robots alone (the classroom demo) may also show a robot's move before
it is played (`preview`) and go back a move (`rewound`). Nothing hands over the whole state but
`final_state()`, once the game is over and every secret is turned over anyway (the tally and the results
show them).

A link across computers (issue #28) answers the same calls for the seats at its own screen only: its
sights hold just their observations (the first sync included), `legal_actions` is empty while
another screen's seat is on turn, and `bot_choice` is the host's robot's move as it arrives. Hot seat's
link is `core.match.Match`: every seat sits at this computer.

    sight = link.sight()
    view = sight.view(viewer)                      # what `viewer` (a seat here, or None) may see
    refusal = link.submit(action, sight.version)   # None, or why not (a message key)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from .hints import Hint
from .protocol import Game, GameConfig, Message, Outcome

S = TypeVar("S")
A = TypeVar("A")
V_co = TypeVar("V_co", covariant=True)
E_co = TypeVar("E_co", covariant=True)

STALE = Message("stale_move")
"""The refusal of an action chosen on a position that is no longer on the table (another move, or the
same one sent twice, came first)."""


class Sight(Protocol[V_co, E_co]):
    """One position as the viewers at this screen may see it: never the state itself."""

    @property
    def version(self) -> int:
        """The position's state number: every move and every take-back makes a higher one."""
        ...

    @property
    def current_player(self) -> int:
        """The seat to act in this position, or TERMINAL."""
        ...

    @property
    def over(self) -> bool:
        """True when this position ends the game."""
        ...

    def view(self, viewer: int | None) -> V_co:
        """What `viewer` may see here: a seat at this screen, or None (nobody: only what is public)."""
        ...

    def events(self, viewer: int | None) -> tuple[E_co, ...]:
        """What the move that led here did, as `viewer` may see it (a card another seat drew stays face down)."""
        ...


class SeatLink(Protocol[S, A, V_co, E_co]):
    """The one door between a table and its match: no call returns the state but `final_state`."""

    @property
    def game(self) -> Game[S, A]:
        """The rules being played: stateless (they hold no position), the same code at every screen."""
        ...

    @property
    def config(self) -> GameConfig:
        """The seats in turn order and the variants chosen (all public)."""
        ...

    @property
    def version(self) -> int:
        """The state number of the latest position (the one `sight()` shows)."""
        ...

    @property
    def current_player(self) -> int:
        """The seat on turn now, or TERMINAL."""
        ...

    @property
    def is_over(self) -> bool: ...

    @property
    def outcome(self) -> Outcome | None:
        """Final scores and winners once the game is over, else None."""
        ...

    @property
    def hints(self) -> Sequence[int]:
        """How many hints each seat asked for (the results show them)."""
        ...

    @property
    def undo_owner(self) -> int | None:
        """The person whose last decision Oops may take back now, or None (see `core.undo`)."""
        ...

    def sight(self) -> Sight[V_co, E_co]:
        """The latest position as this screen's viewers may see it."""
        ...

    def here(self, seat: int) -> bool:
        """Whether `seat` is played at this screen (hot seat: every seat, robots too). A seat that is not
        is waited for: its moves, and robots' on another computer's host, come as `arrived()` positions."""
        ...

    def starts_again(self) -> bool:
        """Whether this screen may start the same players again from the beginning (hot seat). Across
        computers only the host's room could, so neither "Play again" nor "Start again" is offered."""
        ...

    def arrived(self) -> Sight[V_co, E_co] | None:
        """The next position played at another screen, not yet shown here, in order (then it is the
        link's latest); None when there is none (hot seat: never)."""
        ...

    def waiting(self) -> bool:
        """Whether a position played at another screen has come and waits for `arrived()`: an app asleep
        (nothing moving, nobody touching it, such as the projector) wakes for it (hot seat: never)."""
        ...

    def shown(self, version: int) -> None:
        """The screen has shown position `version` whole (every animation over; told from the table's first
        frame, -1 before the first position is whole). Across computers the host's robots wait for that
        before their pause, as hot seat's robots wait for the table (hot seat: nothing)."""
        ...

    def legal_actions(self) -> tuple[A, ...]:
        """What the seat on turn may do, when that seat is at this screen (else nothing)."""
        ...

    def submit(self, action: A, version: int) -> Message | None:
        """Play `action` for the seat on turn, chosen on the position numbered `version`; None when it is
        played (and kept), else why not: the rules' refusal, or `STALE` for an older position."""
        ...

    def bot_choice(self) -> A:
        """The move of the robot on turn (slow for a hard robot: the kit asks off the frame loop)."""
        ...

    def plan(self) -> tuple[Hint[A], ...]:
        """Help for the seat on turn: its next steps as the Help robot would play them, each with why."""
        ...

    def count_hint(self, seat: int) -> None:
        """A hint was shown to `seat` (counted, kept, and shown on the results)."""
        ...

    def undo(self, by: int) -> bool:
        """Oops: take back `by`'s last decision if it still may be (and keep the position before it)."""
        ...

    def preview(self, action: A) -> Sight[V_co, E_co]:
        """The position a robot's `action` (its `bot_choice`) leads to, before the move is played and kept:
        the classroom demo puts up and says the move's rule while the robot still shows it. Never a
        person's move (PermissionError: they would see the dice before choosing to roll them). Across
        computers the host plays its robots: a robot's move arrives with the sight after it."""
        ...

    def rewound(self, moves: int) -> SeatLink[S, A, V_co, E_co]:
        """A link to this game as it was `moves` moves in, its robots to choose again as they chose then:
        the classroom demo's one move back (it sets a new table on it). Only a game of robots alone goes
        back (PermissionError otherwise: a person takes back only their own last decision, by `undo`);
        across computers the host would go back and send every screen its first sight again."""
        ...

    def finish(self) -> None:
        """The end has been shown: nothing is kept to continue (hot seat: the saved game is cleared)."""
        ...

    def leave(self) -> None:
        """The table is left for good (the menu, the app closing): what the link holds open for it is let
        go. Across computers the connection closes (the seats stay its token's, to come back with); hot
        seat holds nothing open."""
        ...

    def final_state(self) -> S:
        """The whole state of a game that is over, every secret in it (raises while it goes on)."""
        ...
