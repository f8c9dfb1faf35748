"""The rule behind each web race move, in the words of the rules page, for the classroom demo.

`note(events, before, after)` names the rule one move shows and what on the table it is about
(`WebSpace`, `DrawnCard`, `Deck`, `SeatPanel`); the scene's `locate` finds where that is drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spidergames.app.i18n import N_
from spidergames.app.table.demo import Note

from .movement import HOME, CardKind, Step
from .rules import GAME, Event, EventKind, Observation


@dataclass(frozen=True)
class WebSpace:
    """A space of the web, or the Spider-Man Circle."""

    space: int


@dataclass(frozen=True)
class DrawnCard:
    """Where the travel card just turned over lies."""


@dataclass(frozen=True)
class Deck:
    """The travel card pile."""


@dataclass(frozen=True)
class SeatPanel:
    """A player's panel beside the web."""

    seat: int


Where = WebSpace | DrawnCard | Deck | SeatPanel


def note(events: Sequence[Event], before: Observation, after: Observation) -> Note:
    """A draw, a move or a pass: each reports one event."""
    event = events[0]
    if event.kind is EventKind.DRAW:
        return _draw(event)
    if event.kind is EventKind.MOVE and event.steps:
        return _move(event)
    return Note.about(N_("You must move if any piece can move. If no piece can move, {player} passes."),
                      SeatPanel(event.seat), seats=["player"], player=event.seat)


def _draw(event: Event) -> Note:
    card = event.card
    if event.reshuffled:
        return Note.about(N_("When the travel cards run out, the used cards are shuffled into a new pile."), Deck())
    assert card is not None
    if card.kind is CardKind.BOTH:
        return Note.about(N_("Move both pieces: each of your pieces moves {count} spaces. You choose which goes "
                             "first."), DrawnCard(), count=card.count)
    if card.kind is CardKind.JUMP:
        return Note.about(N_("Jump to an opponent: put one of your pieces on another player's piece. That piece goes "
                             "home."), DrawnCard())
    move = N_("Turn over the top travel card. Move {count}: move one of your pieces {count} space.") \
        if card.count == 1 else N_("Turn over the top travel card. Move {count}: move one of your pieces {count} "
                                   "spaces.")
    return Note.about(move, DrawnCard(), count=card.count)


def _move(event: Event) -> Note:
    """The most important thing any moved piece did (the end, a race card, a villain...)."""
    board = GAME.board
    centre = WebSpace(board.centre)
    if event.game_over:
        return Note.about(N_("The game ends as soon as one player has both pieces in the Spider-Man Circle. Add up "
                             "villain points and race points: the highest score wins!"), centre)
    ranked: list[tuple[int, Note]] = [(9, _step(step)) for step in event.steps]
    for step in event.steps:
        if step.race_points is not None:
            ranked.append((0, Note.about(N_("The first piece to reach the Spider-Man Circle takes the 5 points card. "
                                            "The next piece takes 4 points, then 3, 2 and 1."), centre)))
        if step.captured is not None:
            ranked.append((1, Note.about(N_("Land on a spider web space by exact count and you capture the top "
                                            "villain card. Keep it secret!"), WebSpace(step.captured))))
        if step.sent_home is not None and not step.jump:
            ranked.append((2, Note.about(N_("If you land exactly on a piece, that piece goes back to its home. Even "
                                            "your own second piece!"), WebSpace(step.end))))
        if len(step.route) > 1 and board.spaces[step.route[-2]].arrow_to == step.end:
            ranked.append((3, Note.about(N_("Land on a red arrowhead by exact count, and your piece slides one circle "
                                            "in at once!"), WebSpace(step.route[-2]))))
    return min(ranked, key=lambda pair: pair[0])[1]


def _step(step: Step) -> Note:
    """The plain rule of one piece's move."""
    if step.jump:
        return Note.about(N_("Jump to an opponent: the piece jumped on goes home."), WebSpace(step.end))
    if step.start == HOME:
        return Note.about(N_("Out of home, the first space you step on is your corner's entry space."),
                          WebSpace(step.route[0]))
    return Note.about(N_("Go either way around your circle, but move the whole count in one direction."),
                      WebSpace(step.end))
