"""The results screen says how a tie was broken, in every game where the rules allow a tie.

Yahtzee breaks a tie with a roll-off; the web race by villains caught, else the win is shared.
Labyrinth and Something Wild! end the moment one player finishes (home first, three Powers first),
so two players can never tie there: their verdict is always None.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from layout import draw_frame, new_recorder

from spidergames.app.application import App
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig, Outcome, Seat
from spidergames.games.labyrinth import captions as labyrinth_captions
from spidergames.games.somethingwild import captions as wild_captions
from spidergames.games.webrace import rules as webrace
from spidergames.games.yahtzee import rules as yahtzee

NAMES = ("Dad", "Mia")


def finished(game: Any, seed: int) -> Match:
    """A two-robot game played to its end by the rules alone."""
    seats = tuple(Seat(name, "easy", colour) for name, colour in zip(NAMES, ("red", "blue"), strict=True))
    match = Match(game, GameConfig(seats), seed)
    while not match.is_over:
        match.play(match.bot_choice())
    return match


def results_words(app: App, match: Match) -> list[str]:
    """Open the finished match as people would see it, and read every text the results frame draws."""
    people = tuple(replace(seat, controller="human") for seat in match.config.seats)
    state, match = match.state, Match(match.game, replace(match.config, seats=people), 0)
    match.state = state
    app.autoplay = False
    scene = start_game_scene(app, match)
    assert scene is not None
    for _ in range(600):
        app.frame(1 / 30)
        if isinstance(app.scenes.top, ResultsScene):
            break
    assert isinstance(app.scenes.top, ResultsScene)
    marks = draw_frame(app, new_recorder()).marks
    return [m.words.words for m in marks if m.kind == "text" and m.words is not None]


def test_a_yahtzee_tie_says_who_won_the_roll_off(app: App) -> None:
    match = finished(yahtzee.GAME, 4)
    state = match.state
    board = [yahtzee.column_total(state.board, p) for p in range(2)]
    top = max(board) + 1  # team tokens that bring both to the same total
    state = replace(state, teams=tuple((top - b,) for b in board), winners=(1,))
    match.state = state
    assert yahtzee.final_totals(state) == (top, top)
    assert f"{top} vs {top}: Mia wins the roll-off!" in results_words(app, match)


@pytest.mark.parametrize(("caught", "words"), [
    ((1, 2), "{n} vs {n}: Mia caught more villains!"),
    ((1, 1), "{n} vs {n} with as many villains: a shared win!"),
])
def test_a_web_race_tie_says_how_it_was_broken(app: App, caught: tuple[int, int], words: str) -> None:
    match = finished(webrace.GAME, 2)
    state = match.state
    villains = [v for seat in state.captured for v in seat] + list(state.villains)
    captured = (tuple(villains[:caught[0]]), tuple(villains[caught[0]:caught[0] + caught[1]]))
    points = [sum(v.points for v in c) for c in captured]
    top = max(points) + 5
    race = tuple((top - p,) for p in points)
    state = replace(state, captured=captured, race=race)
    match.state = state
    assert webrace.total_score(state, 0) == webrace.total_score(state, 1) == top
    assert words.format(n=top) in results_words(app, match)


def test_labyrinth_and_something_wild_have_no_tie_to_explain() -> None:
    """The first player home (or to three Powers) wins alone: no verdict line, whatever the scores."""
    for captions in (labyrinth_captions, wild_captions):
        assert captions.verdict(None, Outcome((3, 3), (0,))) is None  # type: ignore[arg-type]
