"""The end of a game: the winner's celebration with everyone's score, then play again or the menu.

A child who earned a new sticker sees it grow big and hears its name, then it settles on their panel
(`sticker_show.py`). The results show everything: every secret is out once the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import _, ngettext
from ..input import Intent, Kind
from ..music import WIN
from ..scene import Scene
from ..stickers import by_id
from ..ui import text
from ..ui.draw import dim, panel, player_mark, portrait
from ..ui.theme import GREEN, INK, PAPER, YELLOW, player_rgb
from ..ui.widgets import Button, FocusGroup
from .sticker_show import BIG, SMALL, Arrival, StickerShow, draw_sticker

if TYPE_CHECKING:
    from ..application import App
    from .game_scene import GameScene


class ResultsScene(Scene):
    """Winner's celebration with everyone's score; play again or go to the menu."""

    opaque = False
    music = WIN  # the same tune whoever won

    def __init__(self, app: App, game: GameScene[Any, Any, Any, Any]) -> None:
        super().__init__(app)
        self.game = game
        self.t = 0.0
        self.focus = FocusGroup(lambda: app.sound("click"))
        middle = self.centre[0]
        if game.match.starts_again():  # across computers a new game is the host's to open
            self.focus.add(Button(pygame.Rect(middle - 300, 604, 280, 90), _("Play again"), self._again,
                                  icon="ui/play.png", fill=GREEN))
        self.focus.add(Button(pygame.Rect(middle + 20 if self.focus.buttons else middle - 140, 604, 280, 90),
                              _("Menu"), game.back_to_menu, icon="ui/home.png", fill=YELLOW))
        kinds = by_id(app.profiles.games)
        new = game.new_stickers
        self.stickers = StickerShow([Arrival(seat, kinds[s]) for seat in sorted(new) for s in new[seat]],
                                    (middle, 350))

    @property
    def animating(self) -> bool:
        """Awake while a new sticker is still to come, grows or settles (the app sleeps when nothing moves)."""
        return self.stickers.busy

    def _again(self) -> None:
        self.game.restart()

    def handle(self, intent: Intent) -> None:
        if intent.kind == Kind.BACK:
            self.game.back_to_menu()
        else:
            self.focus.handle(intent)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.stickers.clock == 0 and self.app.music.speaking:
            return  # the first sticker waits for the winner's words to be said
        for arrival in self.stickers.update(dt):
            self.app.speech.say(arrival.sticker.name)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        outcome = self.game.match.outcome
        if outcome is None:
            return
        seats = self.game.seats
        names = _(" & ").join(seats[w].name for w in outcome.winners)
        headline = ngettext("{names} wins!", "{names} win!", len(outcome.winners)).format(names=names)
        bounce = int(8 * abs(((self.t * 2) % 2) - 1))
        text.draw(surface, headline, 60, (self.centre[0], 40 + bounce), YELLOW, anchor="midtop", outline=4)
        why = self.game.captions.verdict(self.game.view, outcome) if self.game.captions is not None else None
        if why is not None:  # a tie: say how it was broken ("16 vs 16: Dad wins the roll-off!")
            words = why.text([s.name for s in seats])
            text.draw(surface, words, text.fit(words, 34, self.layout_size[0] - 80), (self.centre[0], 118),
                      PAPER, anchor="midtop", outline=3)
        panels = self.panels()
        for i, rect in panels.items():
            seat = seats[i]
            width = rect.width
            panel(surface, rect, PAPER if i not in outcome.winners else (255, 240, 170), radius=24)
            portrait(surface, seat.character, (rect.centerx, rect.top + 80), 130, ring=player_rgb(seat.colour))
            player_mark(surface, seat.colour, (rect.right - 34, rect.top + 34), 20)
            if i in outcome.winners:  # a ribbon over the foot of the portrait
                won = _("Winner!")
                badge = text.render(won, text.fit(won, 30, width - 60), INK)
                ribbon = badge.get_rect().inflate(24, 10)
                ribbon.center = (rect.centerx, rect.top + 148)
                panel(surface, ribbon, YELLOW, radius=14, border=3, shadow=False)
                surface.blit(badge, badge.get_rect(center=ribbon.center))
            name = text.draw(surface, seat.name, 32, (rect.centerx, rect.top + 176), INK, anchor="midtop")
            text.draw(surface, str(outcome.scores[i]), 72, (rect.centerx, name.bottom + 4), INK, anchor="midtop")
            if seat.is_human:
                words = hints_words(self.game.match.hints[i])
                size = text.fit(words, text.page(22), width - 20, least=text.page_floor())
                text.draw(surface, words, size, (rect.centerx, rect.bottom - 10), INK, anchor="midbottom")
        self.focus.draw(surface)
        self._draw_stickers(surface, panels)

    def panels(self) -> dict[int, pygame.Rect]:
        """Each seat's panel, best score first (left to right)."""
        outcome = self.game.match.outcome
        assert outcome is not None
        order = sorted(range(len(self.game.seats)), key=lambda i: -outcome.scores[i])
        width = min(250, (self.layout_size[0] - 40 - (len(order) - 1) * 20) // len(order))  # four fit a 4:3 canvas
        left = (self.layout_size[0] - len(order) * width - (len(order) - 1) * 20) // 2
        return {i: pygame.Rect(left + k * (width + 20), 170, width, 400) for k, i in enumerate(order)}

    def slots(self, panels: dict[int, pygame.Rect]) -> dict[int, tuple[float, float]]:
        """Where each new sticker settles: in a row across its child's panel, under the score."""
        slots: dict[int, tuple[float, float]] = {}
        per_seat: dict[int, int] = {}
        arrivals = self.stickers.arrivals
        for k, arrival in enumerate(arrivals):
            rect, n = panels[arrival.seat], sum(a.seat == arrival.seat for a in arrivals)
            j = per_seat[arrival.seat] = per_seat.get(arrival.seat, -1) + 1
            gap = min(SMALL + 4, (rect.width - SMALL - 16) / max(1, n - 1))
            slots[k] = (rect.centerx + (j - (n - 1) / 2) * gap, rect.bottom - 60)
        return slots

    def _draw_stickers(self, surface: pygame.Surface, panels: dict[int, pygame.Rect]) -> None:
        if not self.stickers.arrivals:
            return
        slots = self.slots(panels)
        for k in self.stickers.settled():
            draw_sticker(surface, self.stickers.arrivals[k].sticker, SMALL, slots[k])
        flying = self.stickers.flying(slots)
        if flying is not None:
            draw_sticker(surface, flying[0].sticker, flying[1], flying[2])
        big = self.stickers.big()
        if big is None:
            return
        arrival, size, (x, y) = big
        centre = (round(x), round(y))
        dim(surface, 200)  # the results go quiet under it: its words alone stand out
        seat = self.game.seats[arrival.seat]
        headline = _("{player} has a new sticker!").format(player=seat.name)
        top = centre[1] - BIG // 2 - 16
        text.draw(surface, headline, text.fit(headline, 44, self.layout_size[0] - 80), (centre[0], top), YELLOW,
                  anchor="midbottom", outline=4)
        draw_sticker(surface, arrival.sticker, size, centre)
        name = _(arrival.sticker.name)
        text.draw(surface, name, text.fit(name, 48, self.layout_size[0] - 80), (centre[0], centre[1] + BIG // 2 + 10),
                  PAPER, anchor="midtop", outline=4)


def hints_words(count: int) -> str:
    """How many hints a player asked for, as the results say it."""
    return _("No hints") if count == 0 else ngettext("{n} hint", "{n} hints", count).format(n=count)

