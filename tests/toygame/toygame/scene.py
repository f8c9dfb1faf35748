"""Guess the Hidden Card at the table: the seats with their cards, the hidden card, a row of numbers.

Everything sits where the game's own Tiled map (`toy.tmx`, in this folder) puts it, and the pictures
are this folder's own (`art/`). The table is drawn from the viewer's observation: a seat's card is
face up only for its owner, the middle card only once found. The numbers still open glow on a
person's turn; a guessed one shows its answer until the next deal. A seat's stars are its score.
"""

from __future__ import annotations

import math
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from spidergames.app import assets
from spidergames.app.input import Intent, Kind
from spidergames.app.table import tiled
from spidergames.app.table.anchors import KitPlaces, kit_places
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.layers import Part, around, ground, part
from spidergames.app.table.seats import seat_panel
from spidergames.app.ui import text, trail
from spidergames.app.ui.draw import panel
from spidergames.app.ui.theme import GREEN, INK, PAPER, SKY, YELLOW

from . import captions as captions_module
from .rules import CARDS, Answer, Dealt, Event, Guess, Guessed, Observation, State

if TYPE_CHECKING:
    from spidergames.app.application import App
    from spidergames.core.protocol import Seat
    from spidergames.core.seat_link import SeatLink

FOLDER = Path(__file__).resolve().parent
MAP = tiled.load(str(FOLDER / "toy.tmx"))  # a game outside the app names its map by its own path
BOX = MAP.require("table", ("turn_badge", "hidden", "numbers"))
SEATS = MAP.require("table", tuple(f"seat_{i}" for i in range(4)))
ANSWER_FILL = {Answer.HIGHER: SKY, Answer.LOWER: SKY, Answer.FOUND: GREEN}
GUESS_SECONDS = 0.5  # a guessed number pops up before its answer shows
DEAL_SECONDS = 1.0  # the found card stays face up before the new deal


def picture(name: str) -> str:
    """An asset name for one of this folder's pictures (the app's assets take a full path as well)."""
    return str(FOLDER / "art" / name)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, number: int | None) -> None:
    """A card at `rect`: its face with `number`, or its back when the number is not to be seen."""
    surface.blit(assets.scaled(picture("back.png" if number is None else "face.png"), rect.size), rect)
    if number is not None:
        text.draw(surface, str(number), rect.height // 2, rect.center, INK, anchor="center")


def slot(index: int) -> pygame.Rect:
    """The place of the number CARDS[index] in the row of numbers."""
    row = BOX["numbers"]
    width = row.width // len(CARDS)
    return pygame.Rect(row.left + index * width + 8, row.top, width - 16, row.height - 40)


class ToyScene(GameScene[State, Guess, Observation, Event]):
    """The table of Guess the Hidden Card."""

    hidden_information = True  # each seat's own card: a curtain comes between people
    captions = captions_module

    def read_places(self) -> KitPlaces:
        """The menu button, thinking bubble, Help, Oops, reason and caption: where the map puts them."""
        return kit_places(MAP, "table")

    def __init__(self, app: App, match: SeatLink[State, Guess, Observation, Event]) -> None:
        super().__init__(app, match)
        self.background = assets.scaled(picture("table.png"), (1280, 720))
        self.popping: tuple[int, float] | None = None  # a number being guessed and how far its pop is
        self.turned: int | None = None  # the found card, face up in the middle until the new deal

    def play_event(self, event: Guessed | Dealt, before: Observation, after: Observation) -> None:
        """A guess pops its number up (its answer shows when it lands); a new deal first leaves the
        card just found face up in the middle for a moment. Only the picture moves: never the state."""
        if isinstance(event, Guessed):
            self.anim.tween(GUESS_SECONDS, partial(self._pop, event.number), on_done=self._popped)
            if event.answer is Answer.FOUND:
                self.turned = event.number
        else:
            self.anim.wait(DEAL_SECONDS, then=self._dealt)

    def _pop(self, number: int, t: float) -> None:
        self.popping = (number, t)

    def _popped(self) -> None:
        self.popping = None

    def _dealt(self) -> None:
        self.turned = None

    @property
    def table(self) -> Observation:
        view: Observation = self.view
        return view

    def refresh(self) -> None:
        ready = self.ready()
        if self.focus.rebuild_when((self.match.version, ready)) and ready:
            for action in self.match.legal_actions():
                self.focus.offer(slot(CARDS.index(action.number)), action, partial(self.submit, action))

    def handle_game(self, intent: Intent) -> None:
        """A tap on a number already guessed: the rules say why it cannot be guessed again."""
        if intent.kind == Kind.PRESS and intent.pos is not None:
            for i, number in enumerate(CARDS):
                if slot(i).collidepoint(intent.pos):
                    self.submit(Guess(number))
                    return

    # -- drawing -----------------------------------------------------------------------------------
    def draw_game(self, surface: pygame.Surface) -> None:
        self.still.draw(surface, self._parts(self.table))
        if self.popping is not None:
            self._draw_pop(surface, *self.popping)

    def _draw_pop(self, surface: pygame.Surface, number: int, t: float) -> None:
        """The guessed number swelling up from its place (drawn over the still picture, said where)."""
        rect = slot(CARDS.index(number))
        grown = rect.inflate(round(rect.width * 0.3 * t), round(rect.height * 0.3 * t))
        card = pygame.Surface(grown.size)
        card.fill(INK)
        pygame.draw.rect(card, YELLOW, card.get_rect().inflate(-6, -6), border_radius=12)
        words = text.render(str(number), round(56 * (1 + 0.3 * t)), INK)
        card.blit(words, words.get_rect(center=card.get_rect().center))
        trail.drawn(surface, surface.blit(card, grown))

    def _parts(self, view: Observation) -> list[Part]:
        """The still table, each part from what it is drawn from."""
        turn, over = self.turn_shown, self.display.over
        middle = view.found if view.found is not None else self.turned
        parts = [ground(self.background), self.turn_badge_part(BOX["turn_badge"]),
                 part(around(BOX["hidden"]), draw_card, rect=BOX["hidden"], number=middle),
                 part(around(BOX["numbers"]), draw_numbers, guesses=view.guesses)]
        for seat in range(view.players):
            parts.append(part(around(SEATS[f"seat_{seat}"]), draw_seat, rect=SEATS[f"seat_{seat}"],
                              seat=self.seats[seat], number=view.mine if seat == view.viewer else None,
                              stars=view.stars[seat], active=seat == turn and not over))
        return parts


def draw_seat(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, number: int | None, stars: int,
              active: bool) -> None:
    """A seat's panel: its stars as its score, and its card (face up for its owner alone)."""
    seat_panel(surface, rect, seat, active=active, score=stars, name_width=rect.width - 190)
    card = pygame.Rect(0, 0, 68, 96)
    card.midright = (rect.right - 64, rect.centery)  # the stars (the score) at the far right
    draw_card(surface, card, number)


def draw_numbers(surface: pygame.Surface, guesses: tuple[Guessed, ...]) -> None:
    """The row of numbers, each guessed one in its answer's colour with its answer under it."""
    answers = {g.number: g.answer for g in guesses}
    for i, number in enumerate(CARDS):
        rect = slot(i)
        answer = answers.get(number)
        panel(surface, rect, PAPER if answer is None else ANSWER_FILL[answer], radius=16, border=3, shadow=False)
        text.draw(surface, str(number), 56, rect.center, INK, anchor="center")
        if answer is not None:
            draw_answer(surface, rect, answer)


def draw_answer(surface: pygame.Surface, rect: pygame.Rect, answer: Answer) -> None:
    """Under a guessed number, a big arrow to the side the hidden card is on, or a star where it
    was (the caption says it in words)."""
    x, y, d = rect.centerx, rect.bottom + 20, 16
    if answer is Answer.HIGHER:
        points = [(x + 2 * d, y), (x - d, y - d), (x - d, y + d)]
    elif answer is Answer.LOWER:
        points = [(x - 2 * d, y), (x + d, y - d), (x + d, y + d)]
    else:
        points = [(x + round(20 * math.cos(a)), y + round(20 * math.sin(a)))
                  for a in (math.pi / 2 + k * 4 * math.pi / 5 for k in range(5))]
    pygame.draw.polygon(surface, YELLOW if answer is Answer.FOUND else PAPER, points)
    pygame.draw.polygon(surface, INK, points, 2)


SCENE = ToyScene
