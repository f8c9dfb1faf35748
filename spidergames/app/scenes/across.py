"""Play on several computers: host a game here, or join one that another computer hosts.

Two big choices, spoken for the children who cannot read them: a game to host (its picture, then
the setup page with seats for other computers, `host_setup`) and "Join a game" (`join`).
"""

from __future__ import annotations

import importlib.util
from functools import cache, partial
from typing import TYPE_CHECKING

import pygame

from ...core.registry import game_ids, load_info
from ..across_prompts import HOST_OR_JOIN
from ..games import picture, playable
from ..i18n import _
from ..input import Intent, Kind
from ..scene import Scene
from ..ui import text
from ..ui.draw import panel
from ..ui.theme import GREEN, INK, LOGICAL_SIZE, PAPER, RED
from ..ui.widgets import Button, FocusGroup
from .backdrop import backdrop

if TYPE_CHECKING:
    from ..application import App

HOST = pygame.Rect(40, 96, 740, 500)
JOIN = pygame.Rect(820, 96, 420, 500)
NETWORK_PARTS = ("socketio", "engineio", "aiohttp")


@cache
def available() -> bool:
    """Whether this build carries the network parts (a build may leave them out: no menu button then)."""
    return all(importlib.util.find_spec(name) is not None for name in NETWORK_PARTS)


class AcrossScene(Scene):
    """Host a game (one of the games' pictures) or join one."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.focus = FocusGroup(lambda: app.sound("click"))
        ids = [g for g in game_ids() if playable(g)]
        width, height = (HOST.width - 3 * 24) // 2, 170
        for i, game_id in enumerate(ids[:4]):
            rect = pygame.Rect(HOST.left + 24 + (i % 2) * (width + 24), HOST.top + 110 + (i // 2) * (height + 24),
                               width, height)
            self.focus.add(Button(rect, _(load_info(game_id).title), partial(self._host, game_id),
                                  icon=picture(game_id), fill=PAPER, size=28))
        self.join = self.focus.add(Button(pygame.Rect(JOIN.left + 30, JOIN.top + 200, JOIN.width - 60, 160),
                                          _("Join a game"), self._join, icon="ui/play.png", fill=GREEN, size=36))
        self.focus.add(Button(pygame.Rect(40, 630, 220, 76), _("Back"), self._back, icon="ui/back.png", fill=RED))

    def enter(self) -> None:
        self.app.speech.say_lines([HOST_OR_JOIN], ())

    def _host(self, game_id: str) -> None:
        from .host_setup import HostSetupScene

        self.app.scenes.push(HostSetupScene(self.app, game_id))

    def _join(self) -> None:
        from .join import JoinScene

        self.app.scenes.push(JoinScene(self.app))

    def _back(self) -> None:
        self.app.scenes.pop(self)

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self._back()
        else:
            self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        title = _("Play on several computers")
        text.draw(surface, title, text.fit(title, 44, 1180), (LOGICAL_SIZE[0] // 2, 4), PAPER, anchor="midtop",
                  outline=3)
        for card, words in ((HOST, _("Host a game")), (JOIN, _("Join a game on another computer"))):
            panel(surface, card, PAPER, radius=24)
            text.draw(surface, words, text.fit(words, 36, card.width - 40), (card.centerx, card.top + 30), INK,
                      anchor="midtop")
        text.draw(surface, _("Choose a game:"), 26, (HOST.centerx, HOST.top + 78), INK, anchor="midtop")
        self.focus.draw(surface)
