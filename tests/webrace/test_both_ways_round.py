"""A piece that reaches one space both ways round (into the centre) lights that space once; Help's hint
and the one-switch child, who name a robot's choice, must still find it whichever way the robot named.
On the old scene `hint_target` found no button for the way not kept, so Help glowed nothing and the
switch child waited for ever (stop 38's "not back at the menu after an hour of game time")."""

from __future__ import annotations

import random

from spidergames.app.application import App
from spidergames.core.protocol import replace
from spidergames.games.webrace.rules import MoveBoth, Pass, State
from spidergames.games.webrace.targets import shown_for, targets

from .helpers import GAME, config
from .test_scene import human_and_bot, settle, start


def both_ways_round() -> tuple[State, State]:
    """The first position of seeded random play, the first seat on turn, where some play's landing is
    lit for a twin play: the state before its card was drawn, and after."""
    for seed in range(200):
        rng = random.Random(seed)
        state = before = GAME.new_game(config(2), rng)
        for _ in range(400):
            if state.over:
                break
            legal = GAME.legal_actions(state)
            if state.card is not None and state.turn == 0 and not isinstance(legal[0], Pass):
                table = GAME.observation(state, 0)
                lit = targets(GAME.board, table)
                if sum(1 for a in legal if not isinstance(a, MoveBoth)) > len(lit) and not any(
                        isinstance(a, MoveBoth) for a in legal):
                    return before, state
            before, state = state, GAME.apply(state, rng.choice(legal), rng)
    raise AssertionError("no position where a piece reaches one space both ways round")


def test_every_play_has_a_lit_landing() -> None:
    _, state = both_ways_round()
    table = GAME.observation(state, 0)
    lit = targets(GAME.board, table)
    for action in GAME.legal_actions(state):
        shown = shown_for(GAME.board, table, action)
        assert shown in lit, f"{action} has no lit landing among {lit}"


def test_help_glows_the_landing_whichever_way_round_it_is_named(app: App) -> None:
    before, after = both_ways_round()
    scene = start(app, human_and_bot())
    scene.match.state = replace(before, deck=(after.card, *before.deck[1:]))  # the child draws `after`'s card
    scene.draw_button.on_click()
    settle(app, scene)
    assert scene.match.state.pieces == after.pieces and scene.table.card == after.card
    for action in GAME.legal_actions(scene.match.state):
        button = scene.hint_target(action)
        assert button is not None, f"Help finds no target for {action}"
