"""Play on several computers: host a game here, or join one that another computer hosts.

Two big choices, spoken for the children who cannot read them: a game to host (its picture, then
the setup page with seats for other computers, `host_setup`) and "Join a game" (`join`).
"""

from __future__ import annotations

from functools import cache, partial
from typing import TYPE_CHECKING

import pygame

from ...core.registry import game_ids, load_info
from .. import assets
from ..across_prompts import HOST_OR_JOIN
from ..games import picture, playable
from ..i18n import _
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED, SKY
from ..ui.widgets import Button
from .page import Page

if TYPE_CHECKING:
    from ..application import App

HOST = pygame.Rect(40, 96, 740, 500)  # on the 16:9 canvas (`cards` for another)
JOIN = pygame.Rect(820, 96, 420, 500)


def cards(across: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The host's and the joiner's cards on a canvas `across` px wide: a narrower canvas takes two thirds
    of what it lacks from the host's card, the rest from the joiner's."""
    lacks = LOGICAL_SIZE[0] - across
    host = HOST.inflate(0, 0)
    host.width -= lacks * 2 // 3
    join = pygame.Rect(host.right + JOIN.left - HOST.right, JOIN.top, 0, JOIN.height)
    join.width = across - 40 - join.left
    return host, join
@cache
def available() -> bool:
    """Whether this copy carries the network parts (a build may leave them out). Asked when a child
    opens the page, not when the menu is drawn: importing them takes a moment the first frame must not
    wait for. zeroconf too: the join page finds the games nearby with it."""
    try:
        import aiohttp  # noqa: F401
        import zeroconf  # noqa: F401

        from ...net import sio  # noqa: F401 - socketio and engineio, with or without OpenSSL
    except ImportError:
        return False
    return True


class AcrossScene(Page):
    """Host a game (one of the games' pictures) or join one."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games: dict[str, Button] = {}  # each game's picture and short name, to host it
        ids = [g for g in game_ids() if playable(g)]
        host, join = cards(self.layout_size[0])
        width, height = (host.width - 3 * 24) // 2, 180
        for i, game_id in enumerate(ids[:4]):
            rect = pygame.Rect(host.left + 24 + (i % 2) * (width + 24), host.top + 100 + (i // 2) * (height + 24),
                               width, height)
            self.games[game_id] = self.focus.add(Button(rect, "", partial(self._host, game_id), fill=PAPER))
        self.join = self.focus.add(Button(pygame.Rect(join.left + 30, join.top + 314, join.width - 60, 160),
                                          _("Join a game"), self._join, icon="ui/play.png", fill=GREEN, size=36))
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Back"), self.close, icon="ui/back.png", fill=RED))
        self.focus.add(Button(pygame.Rect(self.layout_size[0] - 460, 618, 420, 90), _("Watch on the big screen"),
                              self._watch, icon="ui/robot.png", fill=SKY, size=28))

    def enter(self) -> None:
        self.app.speech.say_lines([HOST_OR_JOIN], ())

    def _host(self, game_id: str) -> None:
        from .host_setup import HostSetupScene

        self.app.scenes.push(HostSetupScene(self.app, game_id))

    def _join(self) -> None:
        from .join import JoinScene

        self.app.scenes.push(JoinScene(self.app))

    def _watch(self) -> None:
        """The projector: a spectator seat in a game hosted here or elsewhere."""
        from .join import JoinScene

        self.app.scenes.push(JoinScene(self.app, watch=True))

    def draw(self, surface: pygame.Surface) -> None:
        self.heading(surface, _("Play on several computers"))
        host, join = cards(self.layout_size[0])
        for card, words in ((host, _("Host a game")), (join, _("Join a game on another computer"))):
            panel(surface, card, PAPER, radius=24)
            text.draw(surface, words, 32, (card.centerx, card.top + 12), INK, anchor="midtop", wrap=card.width - 40,
                      centred=True)
        self.focus.draw(surface)
        for game_id, button in self.games.items():
            self._draw_game(surface, game_id, button.face)

    @staticmethod
    def _draw_game(surface: pygame.Surface, game_id: str, rect: pygame.Rect) -> None:
        """The game's picture (what a child finds it by) and its short name beside it."""
        from .menu import ART_SIZE as ART  # the menu imports this module

        label = _(load_info(game_id).label)
        size = text.fit(label, 28, rect.width - 24, least=text.base_for(text.PLAY))
        words = text.render(label, size, INK, wrap=rect.width - 24, centred=True)
        height = rect.height - 22 - words.get_height()
        art = assets.scaled(picture(game_id), (height * ART[0] // ART[1], height))
        at = art.get_rect(midtop=(rect.centerx, rect.top + 10))
        surface.blit(art, at)
        pygame.draw.rect(surface, INK, at, 3, border_radius=6)
        text.draw(surface, label, size, (rect.centerx, at.bottom + 4), INK, anchor="midtop", wrap=rect.width - 24,
                  centred=True)
