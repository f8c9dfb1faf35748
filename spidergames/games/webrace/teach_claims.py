"""The web race's demo notes (`teach.py`), each with what must hold of a move shown with it:
tests/app/test_demo_notes.py holds every note of whole demo games to its claim (README "Adding a game")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .movement import HOME, CardKind
from .rules import GAME, EventKind


def claims() -> dict[str, Callable[[Any], bool]]:
    """Each note's template, and its claim about the move (`m.before`, `m.after`, `m.events`, `m.param`)."""
    board = GAME.board

    def drawn(kind: CardKind, count: int | None = None) -> Callable[[Any], bool]:
        def claim(m: Any) -> bool:
            e = m.events[0]
            return (e.kind is EventKind.DRAW and not e.reshuffled and e.card is not None and e.card.kind is kind
                    and (count is None or e.card.count == count) and dict(m.note.params).get("count", e.card.count)
                    == e.card.count)
        return claim

    def steps(m: Any) -> tuple[Any, ...]:
        e = m.events[0]
        return e.steps if e.kind is EventKind.MOVE else ()

    def step_where(test: Callable[[Any], bool]) -> Callable[[Any], bool]:
        return lambda m: any(test(s) for s in steps(m))

    move_kind = next(k for k in CardKind if k not in (CardKind.BOTH, CardKind.JUMP))
    return {
        "You must move if any piece can move. If no piece can move, {player} passes.":
            lambda m: m.events[0].kind is EventKind.PASS and m.param("player") == m.events[0].seat,
        "When the travel cards run out, the used cards are shuffled into a new pile.":
            lambda m: m.events[0].kind is EventKind.DRAW and m.events[0].reshuffled,
        "Move both pieces: each of your pieces moves {count} spaces. You choose which goes first.":
            drawn(CardKind.BOTH),
        "Jump to an opponent: put one of your pieces on another player's piece. That piece goes home.":
            drawn(CardKind.JUMP),
        "Turn over the top travel card. Move {count}: move one of your pieces {count} space.": drawn(move_kind, 1),
        "Turn over the top travel card. Move {count}: move one of your pieces {count} spaces.":
            lambda m: drawn(move_kind)(m) and m.events[0].card.count != 1,
        "The game ends as soon as one player has both pieces in the Spider-Man Circle. Add up villain points and "
        "race points: the highest score wins!": lambda m: bool(steps(m)) and m.events[0].game_over,
        "The first piece to reach the Spider-Man Circle takes the 5 points card. The next piece takes 4 points, then "
        "3, 2 and 1.": step_where(lambda s: s.race_points is not None),
        "Land on a spider web space by exact count and you capture the top villain card. Keep it secret!":
            step_where(lambda s: s.captured is not None),
        "If you land exactly on a piece, that piece goes back to its home. Even your own second piece!":
            step_where(lambda s: s.sent_home is not None and not s.jump),
        "Land on a red arrowhead by exact count, and your piece slides one circle in at once!":
            step_where(lambda s: len(s.route) > 1 and board.spaces[s.route[-2]].arrow_to == s.end),
        "Jump to an opponent: the piece jumped on goes home.": step_where(lambda s: s.jump),
        "Out of home, the first space you step on is your corner's entry space.":
            step_where(lambda s: s.start == HOME),
        "Go either way around your circle, but move the whole count in one direction.":
            step_where(lambda s: not s.jump and s.start != HOME),
    }
