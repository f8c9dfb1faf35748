"""Captured villains are face down: only their owner sees which (see tests/secrecy.py).

The twins differ only in which villains seat 1 captured (as many, different ones) and in the
travel deck's order. Drawn with no viewer and with each viewer, the table must look the same;
with the peek overlay open, only seat 1's own peek may show a difference.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
from secrecy import frame_for, humans, rest_frame, same_pixels, scene_for

from spidergames.app.application import App
from spidergames.core.protocol import replace
from spidergames.games.webrace.peek import PeekScene
from spidergames.games.webrace.rules import GAME, State

PLAYERS = 3
OWNER = 1


def twins() -> tuple[State, State]:
    rng = random.Random(5)
    state = GAME.new_game(humans(GAME, PLAYERS), rng)
    for _ in range(2000):
        if state.captured[OWNER] and state.turn == 0 and state.card is None and not state.over:
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)), rng)
    else:
        raise AssertionError("seat 1 never captured a villain")
    mine, left = state.captured[OWNER], state.villains
    assert left, "a different villain must be left to swap in"
    swapped = (left[0],) + mine[1:]
    captured = state.captured[:OWNER] + (swapped,) + state.captured[OWNER + 1:]
    twin = replace(state, captured=captured, villains=(mine[0],) + left[1:], deck=tuple(reversed(state.deck)))
    assert state.deck != twin.deck and len(twin.captured[OWNER]) == len(mine) and twin.captured[OWNER] != mine
    return state, twin


def with_peek(app: App, scene: Any, state: State, seat: int) -> pygame.Surface:
    """The table for `state` as `seat` sees it, with that seat's peek overlay open over it."""
    surface = frame_for(app, scene, state, seat)  # `scene` fresh for this position
    PeekScene(app, scene, seat).draw(surface)
    return surface


def test_nobody_but_the_owner_sees_which_villains_were_captured(app: App) -> None:
    state, twin = twins()
    config = humans(GAME, PLAYERS)
    for viewer in (None, *range(PLAYERS)):
        a, b = rest_frame(app, GAME, config, state, viewer), rest_frame(app, GAME, config, twin, viewer)
        assert same_pixels(a, b), f"seat {viewer} sees seat {OWNER}'s villains or the deck order on the table"
        if viewer is None:
            continue
        peek_a = with_peek(app, scene_for(app, GAME, config), state, viewer)
        peek_b = with_peek(app, scene_for(app, GAME, config), twin, viewer)
        if viewer == OWNER:
            assert not same_pixels(peek_a, peek_b), "the owner's peek should show their own villains"
        else:
            assert same_pixels(peek_a, peek_b), f"seat {viewer}'s peek shows seat {OWNER}'s villains"
