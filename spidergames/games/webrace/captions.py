"""The web race's events in words, for the table's caption (see `spidergames.app.table.caption`)."""

from __future__ import annotations

from collections.abc import Sequence

from spidergames.app.i18n import N_
from spidergames.app.table.caption import Line
from spidergames.core.gameinfo import N_plural
from spidergames.core.protocol import Outcome

from .movement import CardKind, Step
from .rules import Action, Draw, Event, EventKind, Move, Observation, Pass
from .view_table import card_image


def happened(event: Event, before: Observation, after: Observation) -> Line | None:
    p = event.seat
    if event.kind is EventKind.DRAW:
        assert event.card is not None
        return Line.of(N_("{player} turned over {card}."), seats=["player"], icons=[card_image(event.card)],
                       player=p, card=str(event.card))
    if event.kind is EventKind.PASS:
        return Line.of(N_("{player} had no piece that could move, so passed."), seats=["player"], player=p)
    lines = [_step(step, after.viewer) for step in event.steps]
    return max(lines, key=lambda pair: pair[0])[1] if lines else None


def _step(step: Step, viewer: int | None) -> tuple[int, Line]:
    """The line a step earns, and how much it matters (the most important step of a move is told)."""
    p = step.seat
    if step.sent_home is not None:
        victim = step.sent_home[0]
        if victim == p:  # its companion: allowed (RULINGS), and no one else's loss
            return 3, Line.of(N_("{player} landed on their own piece and sent it home!"), seats=["player"], player=p)
        if victim == viewer:
            return 3, Line.of(N_("{player} sent your piece home!"), seats=["player"], player=p)
        return 3, Line.of(N_("{player} sent {other}'s piece home!"), seats=["player", "other"], player=p, other=victim)
    if step.race_points is not None:
        icon = f"webrace/race-{step.race_points}.png"
        return 2, Line.of(N_("{player} reached the centre!"), seats=["player"], icons=[icon], player=p)
    if step.captured is not None:
        return 2, Line.of(N_("{player} caught a villain!"), seats=["player"],
                          icons=["webrace/villain-back.png"], player=p)
    if step.jump:
        return 1, Line.of(N_("{player} jumped."), seats=["player"], player=p)
    return 0, Line.of(N_plural("{player} moved {steps} space.", "{player} moved {steps} spaces.", "steps"),
                      seats=["player"], player=p, steps=len(step.route))


def to_do(view: Observation, legal: Sequence[Action]) -> Line | None:
    """Each step of a turn its own words: draw, then what the drawn card asks (or Pass)."""
    if any(isinstance(a, Draw) for a in legal):
        return Line(N_("Draw a travel card."))
    if legal and all(isinstance(a, Pass) for a in legal):
        return Line(N_("No piece can move that far: press Pass."))
    if view.card is not None and view.card.kind is CardKind.JUMP:
        return Line(N_("Jump: tap a glowing piece to send it home."))
    if view.card is not None and view.card.kind is CardKind.BOTH:
        return Line(N_("Move both pieces: tap where the first goes, then the second."))
    if len({a.piece for a in legal if isinstance(a, Move)}) > 1:  # tapping a piece shows only its landings
        return Line(N_("Pick a piece, then tap a glowing space."))
    return Line(N_("Tap a glowing space to move there."))


def verdict(view: Observation, outcome: Outcome) -> Line | None:
    """Equal best scores: more villains caught wins, else the win is shared."""
    best = max(outcome.scores)
    tied = [s for s, t in enumerate(outcome.scores) if t == best]
    if len(tied) < 2:
        return None
    scores = " vs ".join(str(best) for _ in tied)
    if len(outcome.winners) > 1:
        return Line.of(N_("{scores} with as many villains: a shared win!"), scores=scores)
    return Line.of(N_("{scores}: {player} caught more villains!"), seats=["player"], scores=scores,
                   player=outcome.winners[0])


# What the voice says when the keys or a pad move the focus onto a choice (`GameScene.focus_words`)
DRAW_CARD = Line(N_("Draw a card!"))
PASS = Line(N_("Pass!"))
PEEK = Line(N_("Look at your villains!"))
MOVE_HERE = Line(N_("Move here!"))
THIS_PIECE = Line(N_("Move this piece!"))
