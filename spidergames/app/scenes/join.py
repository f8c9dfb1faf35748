"""Join a game hosted on another computer: type its code and the host's address, choose a free seat.

The host's waiting room shows both. The free seats come as the pictures the host gave them (a child
finds the one they were told by its face); those touched are chosen (two children at this computer
touch two and play in turn at it, the curtain between them) and "Sit down!" takes them.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...core import codec
from ...core.protocol import GameConfig, Message
from ...core.registry import load_info
from ...net import discovery, wire
from ...net.client import JoinRefused, RemoteLink
from ...net.discovery import Finder, Hosted
from ...net.hosting import url_of
from ...net.peek import Peek
from .. import assets
from ..across_prompts import CHOOSE_SEAT
from ..games import picture
from ..i18n import _
from ..input import Intent, Kind, wake
from ..profiles import portraits
from ..table.watching import Watching
from ..ui import text
from ..ui.draw import panel
from ..ui.picture_button import PictureButton
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED
from ..ui.toast import Toast
from ..ui.widgets import Button
from ..words import say
from .host_setup import hosting
from .page import Page
from .waiting_room import WaitingRoom, open_remote_game

if TYPE_CHECKING:
    from concurrent.futures import Future

    from ..application import App

CARD = pygame.Rect(40, 96, 1200, 500)  # on the 16:9 canvas: `Places` for the canvas
FIELDS = ("address", "code")
LONGEST = {"address": 60, "code": 9}
CODE_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")


class Places:
    """Where the page's parts sit on a canvas `across` px wide: a narrower one takes what it lacks from the
    fields' labels, the fields, Find and the seats' pictures."""

    def __init__(self, across: int) -> None:
        lacks = LOGICAL_SIZE[0] - across
        self.card = pygame.Rect(CARD.left, CARD.top, CARD.width - lacks, CARD.height)
        self.label_right = 400 - lacks // 2
        self.field = pygame.Rect(self.label_right + 20, 0, 500 - lacks * 100 // 320, 76)
        self.find = pygame.Rect(self.field.right + 20, 0, 270 - lacks * 30 // 320, 90)
        self.seat_w = min(250, (self.card.width - 80 - 3 * 40) // 4)


class JoinScene(Page):
    """The host's address and the room's code, typed; then the room's free seats to choose from."""

    def __init__(self, app: App, *, watch: bool = False, address: str = "", code: str = "") -> None:
        """`watch`: the projector's way in, a spectator seat instead of a seat to play; `address` and
        `code` given (`spidergames --watch`): the game is looked for at once."""
        super().__init__(app)
        self.watch = watch
        self.typed = {"address": address[:LONGEST["address"]], "code": code.upper()[:LONGEST["code"]]}
        self.editing: str | None = None if code else "address"
        self.toast = Toast()
        self.peek: Peek | None = None
        self.url = ""
        self._asking: Future[dict[str, Any]] | None = None
        self.room: dict[str, Any] | None = None  # the answer to the last look: the game, its seats, the free ones
        self.chosen: list[int] = []  # the free seats touched, in the order the children touched them
        self.finder: Finder | None = None  # started at the first update (`_find`)
        self._announced: tuple[Hosted, ...] = ()
        self.hosts: tuple[Hosted, ...] = ()  # the games found on this network, those we can draw
        self._build()

    def enter(self) -> None:
        if self.typed["address"] and self.typed["code"]:
            self._look()

    @property
    def wants_text(self) -> bool:
        return self.editing is not None

    def rebuild(self) -> bool:
        self._build()
        return True

    def _build(self) -> None:
        self.focus.clear()
        at = Places(self.layout_size[0])
        for i, name in enumerate(FIELDS):
            shown = self.typed[name] + ("|" if self.editing == name else "")
            self.focus.add(Button(at.field.move(0, CARD.top + 90 + i * 96), shown,
                                  partial(self._edit, name), fill=PAPER, selected=self.editing == name, size=32))
        self.focus.add(Button(at.find.move(0, CARD.top + 122), _("Find the game"), self._look,
                              icon="ui/play.png", fill=GREEN, size=28))
        seats = [pygame.Rect(80 + k * (at.seat_w + 40), CARD.top + 340, at.seat_w, 150) for k in range(4)]
        if self.room is not None:
            config = self.room["config"]
            for rect, seat in zip(seats, self.room["free"][:4], strict=False):
                drawn, place = config.seats[seat], self.chosen.index(seat) + 1 if seat in self.chosen else 0
                self.focus.add(PictureButton(rect, drawn.name, partial(self._choose_seat, seat),
                                             picture=drawn.character, colour=drawn.colour,
                                             selected=bool(place), place=place))
            self.focus.add(Button(pygame.Rect(self.layout_size[0] - 340, 630, 300, 76), _("Sit down!"),
                                  self._sit, icon="ui/play.png", fill=GREEN, size=34, enabled=bool(self.chosen)))
        else:
            for rect, hosted in zip(seats, self.hosts[:4], strict=False):
                self.focus.add(PictureButton(rect, hosted.name,
                                             partial(self._choose, hosted), picture=hosted.picture, colour="blue"))
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Back"), self.close, icon="ui/back.png", fill=RED))

    # -- the games found on this network ------------------------------------------------------------
    def _find(self) -> None:
        """Look for the games announced on this network (once; where multicast is refused, none are).
        `discovery.Finder` is looked up here: the tests put a network of their own in its place."""
        if self.finder is None:
            try:
                self.finder = discovery.Finder(interfaces=hosting(self.app).interfaces, changed=wake)
            except OSError:
                return
        found = self.finder.found()
        if found != self._announced:
            self._announced = found
            self.hosts = tuple(h for h in found if h.picture in portraits())
            self._build()

    def _choose(self, hosted: Hosted) -> None:
        self.typed = {"address": hosted.where, "code": hosted.code}
        self._look()

    def _stop_finding(self) -> None:
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    # -- typing -------------------------------------------------------------------------------------
    def _edit(self, name: str) -> None:
        self.editing = None if self.editing == name else name
        self._build()

    def _type(self, typed: str) -> None:
        assert self.editing is not None
        if self.editing == "code":
            typed = typed.upper()
            if any(c not in CODE_CHARACTERS for c in typed):
                self.app.sound("error")
                typed = "".join(c for c in typed if c in CODE_CHARACTERS)
        elif any(c.isspace() or not c.isprintable() for c in typed):
            self.app.sound("error")
            typed = "".join(c for c in typed if not c.isspace() and c.isprintable())
        self.typed[self.editing] = (self.typed[self.editing] + typed)[:LONGEST[self.editing]]
        self._build()

    # -- the room -----------------------------------------------------------------------------------
    def _look(self) -> None:
        self.editing = None
        url = url_of(self.typed["address"])
        if url is None:
            self.toast.show(_("Type the address the other computer shows."))
            self._build()
            return
        if self.peek is None or self.peek.url != url:
            if self.peek is not None:
                self.peek.close()
            self.peek = Peek(url)
        self.url, self.room, self.chosen = url, None, []
        self._asking = self.peek.look(self.typed["code"])
        self._build()

    def _answered(self, reply: dict[str, Any]) -> None:
        if not reply.get("ok"):
            self.toast.show(say(wire.message_of(reply)))
            return
        try:
            game = load_info(reply["game"])
            config = codec.decode(GameConfig, reply["config"])
            free = [s for s in reply["free"] if isinstance(s, int) and 0 <= s < len(config.seats)]
        except (KeyError, TypeError, ValueError, LookupError):
            self.toast.show(say(wire.BAD_PAYLOAD))
            return
        if not free and not self.watch:
            self.toast.show(_("Every seat of this game is taken."))
            return
        if self.watch:
            self._spectate(reply["code"])
            return
        self.room = {"game": game, "config": config, "free": free, "code": reply["code"]}
        self.app.speech.say_lines([CHOOSE_SEAT], ())
        self._build()

    def _choose_seat(self, seat: int) -> None:
        """A seat touched is chosen, touched again let go: two children at this computer choose two
        (they play in turn at this screen, the curtain between them, as at one computer)."""
        self.chosen = [s for s in self.chosen if s != seat] if seat in self.chosen else [*self.chosen, seat]
        self._build()

    def _sit(self) -> None:
        assert self.room is not None and self.peek is not None
        if not self.chosen:
            return
        try:
            link = RemoteLink(self.url, {"code": self.room["code"], "seats": sorted(self.chosen)}, shows=True)
        except JoinRefused as refused:
            self._refused(refused.message)
            return
        except (OSError, TimeoutError):
            self._refused(wire.OFFLINE)
            return
        peek, self.peek = self.peek, None
        self._stop_finding()
        self.app.scenes.push(WaitingRoom(self.app, link, peek))

    def _spectate(self, code: str) -> None:
        """The table as the class sees it: the public sight only, followed to the end."""
        try:
            link = RemoteLink(self.url, {"code": code, "watch": True}, shows=True)
        except JoinRefused as refused:
            self.toast.show(say(refused.message))
            return
        except (OSError, TimeoutError):
            self.toast.show(say(wire.OFFLINE))
            return
        self._stop_finding()
        if self.peek is not None:
            self.peek.close()
            self.peek = None
        open_remote_game(self.app, link, Watching(self.app))

    def _refused(self, message: Message) -> None:
        self.toast.show(say(message))
        self._look()  # the seats as they are now

    def close(self) -> None:
        self._stop_finding()
        if self.peek is not None:
            self.peek.close()
            self.peek = None
        self.app.scenes.pop(self)

    # -- scene --------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if self.editing is not None:
            if intent.kind == Kind.TEXT:
                self._type(intent.text)
                return
            if intent.kind == Kind.ERASE:
                self.typed[self.editing] = self.typed[self.editing][:-1]
                self._build()
                return
            if intent.kind == Kind.ACTIVATE:
                self._look()
                return
            if intent.kind == Kind.BACK:
                self._edit(self.editing)
                return
        super().handle(intent)

    @property
    def animating(self) -> bool:
        """Awake only while the host is asked or a toast shows: a game found on the network wakes the
        sleeping app itself (`Finder`'s `changed`, an `input.wake`) for the frame that lists it."""
        return self._asking is not None or self.toast.visible

    def update(self, dt: float) -> None:
        if self.room is None and self.app.scenes.top is self:
            self._find()
        if self._asking is not None and self._asking.done():
            reply, self._asking = self._asking.result(), None
            self._answered(reply)
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        title = _("Watch on the big screen") if self.watch else _("Join a game")
        self.heading(surface, _(self.room["game"].title) if self.room is not None else title)
        at = Places(self.layout_size[0])
        card = at.card
        panel(surface, card, PAPER, radius=24)
        words = _("Type what the host's screen shows:")
        text.draw(surface, words, text.fit(words, 30, card.width - 60), (card.centerx, card.top + 6), INK,
                  anchor="midtop")  # clear of the Address field's focus ring with Large text
        for i, label in enumerate((_("Address"), _("Code"))):
            size = text.fit(label, 30, at.label_right - 70)
            text.draw(surface, label, size, (at.label_right, card.top + 128 + i * 96), INK, anchor="midright")
        if self._asking is not None:
            words = _("Looking for the game…")
        elif self.room is not None:
            words = _(CHOOSE_SEAT.template)
        else:
            words = _("Games on this network:") if self.hosts else _("No game found on this network yet.")
        text.draw(surface, words, text.fit(words, 28, card.width - 60), (card.centerx, card.top + 272), INK,
                  anchor="midtop")
        self.focus.draw(surface)
        if self.room is None:
            for hosted, button in zip(self.hosts, self.focus.buttons[3:], strict=False):
                corner = button.face.inflate(-12, -12)
                art = assets.scaled(picture(hosted.game), (72, 54))
                surface.blit(art, art.get_rect(topright=corner.topright))
        self.toast.draw(surface, 560)
