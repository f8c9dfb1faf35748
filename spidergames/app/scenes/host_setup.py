"""The setup page of a hosted game: each seat is played here, by a robot, or on another computer.

It is the usual setup page with one more choice per seat, "Another computer". Start opens the room
on this app's own server (`net.hosting`) and goes to its waiting room; the seats played here play
through a `RemoteLink` to it on loopback, as every other computer's do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import codec
from ...core.protocol import HUMAN, LEVELS, GameConfig
from ...net import discovery
from ...net.client import JoinRefused, RemoteLink
from ...net.discovery import Announcement, Hosted
from ...net.hosting import Hosting
from ...net.peek import Peek
from ...net.wire import MAX_NAME
from ..i18n import N_, _
from ..paths import user_dir
from ..ui.theme import GREEN
from ..words import say
from .setup import SeatDraft, SetupScene, free_default_name
from .waiting_room import WaitingRoom

if TYPE_CHECKING:
    from ..application import App

AWAY = "away"  # a person's seat played on another computer
HOST_CONTROLLERS = (HUMAN, AWAY, *LEVELS)
AWAY_LABEL = N_("Other computer")


def hosting(app: App) -> Hosting:
    """The app's room server keeper (its rooms beside the app's other files)."""
    if app.hosting is None:
        app.hosting = Hosting(user_dir() / "rooms")
    return app.hosting


class HostSetupScene(SetupScene):
    """Who plays, as on one computer, with seats for other computers; Start opens the room."""

    def __init__(self, app: App, game_id: str) -> None:
        super().__init__(app, game_id)
        if len(self.seats) > 1:  # the first guess: one child here, the next on another computer
            seat = self.seats[1]
            if seat.controller != HUMAN:
                seat.name = free_default_name(False, self.seats, seat)
            seat.controller, seat.profile = AWAY, ""

    def _controller_face(self, seat: SeatDraft) -> tuple[str, str, tuple[int, int, int]]:
        if seat.controller == AWAY:
            return _(AWAY_LABEL), "ui/human.png", GREEN
        return super()._controller_face(seat)

    def _next_controller(self, i: int) -> None:
        seat = self.seats[i]
        was_robot = seat.controller not in (HUMAN, AWAY)
        seat.controller = HOST_CONTROLLERS[(HOST_CONTROLLERS.index(seat.controller) + 1) % len(HOST_CONTROLLERS)]
        is_robot = seat.controller not in (HUMAN, AWAY)
        if was_robot != is_robot:
            seat.name = free_default_name(is_robot, self.seats, seat)
        if seat.controller != HUMAN:
            seat.profile = ""  # a child's profile plays at this computer only
        self._build()

    def config(self) -> GameConfig:
        seats = tuple(SeatDraft(s.name, HUMAN if s.controller == AWAY else s.controller, s.colour, s.character,
                                s.profile).freeze() for s in self.seats)
        return GameConfig(seats, tuple(sorted(self.variants.items())))

    def _start(self) -> None:
        """No saved game is touched: the room is kept by the server (`net.rooms`), not the save slot."""
        self._start_now()

    def _start_now(self) -> None:
        here = [i for i, s in enumerate(self.seats) if s.controller == HUMAN]
        keeper = hosting(self.app)
        try:
            server = keeper.start()
            link = RemoteLink(f"http://127.0.0.1:{server.port}", {"open": {
                "game": self.game_id, "config": codec.encode(self.config()), "seats": here}}, shows=True)
        except JoinRefused as refused:
            self.toast.show(say(refused.message))
            return
        except (OSError, TimeoutError):
            self.toast.show(_("This computer can't host a game right now."))
            return
        self.app.scenes.push(WaitingRoom(self.app, link, Peek(link.url), address=keeper.address(),
                                         announcement=self._announce(keeper, link, here)))

    def _announce(self, keeper: Hosting, link: RemoteLink, here: list[int]) -> Announcement | None:
        """The room announced on the network with the name and picture of who plays here (the first seat),
        for "Join a game" to list; None where announcing is impossible (the code is typed there)."""
        seat = self.seats[here[0]] if here else None
        child = self.app.profiles.profiles.get(seat.profile) if seat else None
        name = seat.name.strip()[:MAX_NAME] if seat and seat.name.strip() else "spidergames"
        picture = child.picture if child else seat.character if seat else "spider-man"
        assert keeper.server is not None
        hosted = Hosted(name, picture, self.game_id, link.code, keeper.ip, keeper.server.port)
        try:  # (`discovery.Announcement` is looked up here: the tests put a network of their own in its place)
            return discovery.Announcement(hosted, interfaces=keeper.interfaces)
        except OSError:
            return None
