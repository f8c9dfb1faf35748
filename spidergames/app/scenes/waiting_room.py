"""The waiting room of a game across computers: the room's code, big, and who has sat down.

The host's screen shows the code (and the address other computers type when they cannot find it);
every screen lists the seats: played here, by a robot, taken by another computer, or still free. The
host starts the game once no seat is free; a joining screen goes to the table by itself then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...core.registry import load_info
from ...net.client import RemoteLink
from ...net.discovery import Announcement
from ...net.peek import Peek
from ..across_prompts import WAITING
from ..games import scene_class
from ..i18n import _
from ..ui import text
from ..ui.draw import panel, player_mark, portrait
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, SKY
from ..ui.widgets import Button
from .page import Page

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ..application import App
    from ..table.presentation import Presentation

POLL = 0.5  # seconds between looks at who has sat down
ROW_H = 120
SEATS = pygame.Rect(640, 96, 600, 4 * ROW_H + 16)  # on the 16:9 canvas (`panels` for another)
CARD = pygame.Rect(40, 96, 570, 4 * ROW_H + 16)


def panels(across: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The code's card and the seats' panel on a canvas `across` px wide: a narrower canvas takes most of
    what it lacks from the card (the code shrinks to fit it), a little from the seats' names."""
    lacks = LOGICAL_SIZE[0] - across
    seats_lack = lacks * 60 // 320
    card = CARD.inflate(0, 0)
    card.width -= lacks - seats_lack
    seats = pygame.Rect(SEATS.left - lacks + seats_lack, SEATS.top, SEATS.width - seats_lack, SEATS.height)
    return card, seats


def seat_state(link: RemoteLink, seat: int, free: tuple[int, ...]) -> str:
    """Who plays `seat`, in a word the child's grown-up reads."""
    if link.here(seat):
        return _("Here")
    if not link.config.seats[seat].is_human:
        return _("Robot")
    return _("Free") if seat in free else _("Sat down")


def open_remote_game(app: App, link: RemoteLink, presentation: Presentation | None = None) -> bool:
    """The game's own scene over the room's link, over a fresh menu (False: the game has no scene);
    `presentation`: how it is shown, if not as to the people playing at it (the projector's `Watching`)."""
    from .menu import MenuScene

    cls = scene_class(link.game.info.id)
    if cls is None:
        return False
    scene = cls(app, link)
    if presentation is not None:
        scene.presentation = presentation
    app.scenes.reset(MenuScene(app))
    app.scenes.push(scene)
    return True


class WaitingRoom(Page):
    """Until every person's seat is taken. `address`: the host's, shown on the host's screen only."""

    def __init__(self, app: App, link: RemoteLink, peek: Peek, *, address: str | None = None,
                 announcement: Announcement | None = None) -> None:
        """`announcement`: the room as "Join a game" lists it on other computers, until it starts or is left."""
        super().__init__(app)
        self.link, self.peek, self.address, self.announcement = link, peek, address, announcement
        self.info = load_info(link.game.info.id)
        self.free: tuple[int, ...] = tuple(i for i, s in enumerate(link.config.seats)
                                           if s.is_human and not link.here(i))  # until the first look
        self.known = False  # the first look has come back
        self._asking: Future[dict[str, Any]] | None = None
        self._wait = 0.0
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Back"), self.close, icon="ui/back.png", fill=RED))
        self.start = Button(pygame.Rect(self.layout_size[0] - 360, 618, 320, 90), _("Start!"), self._start,
                            icon="ui/play.png", fill=GREEN, size=40, enabled=False)
        if self.hosting:
            self.focus.add(self.start)

    @property
    def hosting(self) -> bool:
        return self.address is not None

    @property
    def full(self) -> bool:
        return self.known and not self.free

    def enter(self) -> None:
        self.app.speech.say_lines([WAITING], ())

    @property
    def animating(self) -> bool:
        return True  # the other computers sit down while nobody touches this one: keep looking

    def update(self, dt: float) -> None:
        if self._asking is not None and self._asking.done():
            reply = self._asking.result()
            self._asking = None
            if reply.get("ok") and isinstance(reply.get("free"), list):
                self.free, self.known = tuple(reply["free"]), True
        self._wait -= dt
        if self._asking is None and self._wait <= 0:
            self._wait = POLL
            self._asking = self.peek.look(self.link.code)
        self.start.enabled = self.full
        if self.full and not self.hosting:
            self._start()

    def _start(self) -> None:
        if self.full:
            self._leave()
            open_remote_game(self.app, self.link)

    def _leave(self) -> None:
        """No more looks at the room, no more announcing it."""
        self.peek.close()
        if self.announcement is not None:
            self.announcement.close(wait=False)
            self.announcement = None

    def close(self) -> None:
        self._leave()
        self.link.close()  # the seats stay this computer's token's; the room goes on for the others
        self.app.scenes.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        self.heading(surface, _(self.info.title))
        card, seats = panels(self.layout_size[0])
        floor = text.page_floor()
        panel(surface, card, PAPER, radius=24)
        bottom = card.top + 4
        for words, size in ((_("The code of this game:"), 28), (self.link.code, 88),
                            *(((_("This computer's address:"), 28), (self.address, 44)) if self.address else ())):
            size = text.fit(words, size, card.width - 40, least=floor)  # then on two lines (a narrow canvas)
            bottom = text.draw(surface, words, size, (card.centerx, bottom + 16), INK, anchor="midtop",
                               wrap=card.width - 40, centred=True).bottom
        panel(surface, seats, PAPER, radius=24)
        for i, seat in enumerate(self.link.config.seats):
            y = seats.top + 8 + i * ROW_H
            player_mark(surface, seat.colour, (seats.left + 44, y + ROW_H // 2), 26)
            portrait(surface, seat.character, (seats.left + 130, y + ROW_H // 2), 84)
            state = seat_state(self.link, i, self.free)
            waiting = i in self.free
            badge = pygame.Rect(seats.right - 190, y + 16, 176, ROW_H - 32)
            room = badge.left - 12 - (seats.left + 186)  # a long name goes on two lines, never under the badge
            name, size = text.shorten(seat.name, 30, 2 * room - 40, least=text.base_for(text.PLAY))
            text.draw(surface, name, size, (seats.left + 186, y + ROW_H // 2), INK, anchor="midleft", wrap=room)
            panel(surface, badge, SKY if waiting else GREEN, radius=18)
            least = text.base_for(text.PLAY)  # a long word goes on two lines rather than below the floor
            text.draw(surface, state, text.fit(state, 28, badge.width - 16, least=least), badge.center, INK,
                      anchor="center", wrap=badge.width - 16, centred=True)
        if not self.full:
            words = _(WAITING.template)
            left, right = 260, self.layout_size[0] - 360  # between Back and Start!, on two lines at most
            size = next((n for n in range(26, floor, -2)
                         if text.wrapped_height(words, n, right - left - 40) <= 2 * text.scaled_size(n) + 20), floor)
            text.draw(surface, words, size, ((left + right) // 2, 664), PAPER, anchor="center", outline=3,
                      wrap=right - left - 40, centred=True)
        self.focus.draw(surface)
