"""A whole game of each of the four games with one switch only, and with fingers only (issue #30).

The child (tests/one_hand.py) plays against a robot at real speed, 30 frames a second, every frame
drawn: with one switch they press Space only while the scan lights what they want; by touch they
tap it with a finger, a second hand resting on the board now and then. A second game of two children
passes the device through the curtain the same way. The Labyrinth's presses per turn are bounded: a
turn (turn the spare, push, walk) is a few presses, not a hunt.
"""

from __future__ import annotations

import random

import pytest
from driving import new_match, random_config, use_settings
from one_hand import play_one_handed
from tiers import quick_only

from spidergames.app.application import App
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.settings import SCAN_PACES
from spidergames.core.registry import game_ids

LABYRINTH_MOST_PRESSES = 7
"""A Labyrinth turn by one switch: up to three Turns, a push (the pushes' group, then one), the walk
(the square nearest the symbol is first: one press; another: the squares' group, then one)."""


def one_handed(app: App, game_id: str, way: str, *, humans: int = 1, tag: str = "one hand") -> tuple[object, object]:
    app.scenes.push(MenuScene(app))
    app.frame(1 / 60)
    use_settings(app, speed="fast")
    app.settings.scan_pace = SCAN_PACES[1] if way == "switch" else 0.0
    rng = random.Random(f"{tag}-{game_id}")
    match = new_match(game_id, random_config(game_id, rng, players=2, humans=humans), rng.randrange(2**31))
    return match, play_one_handed(app, match, way=way)


@pytest.mark.slow  # whole games, 5 s each: the scan's every step and page are in the quick tier
@pytest.mark.parametrize("game_id", game_ids())  # (test_switch_scan.py, test_switch_pages.py)
def test_a_whole_game_with_one_switch(app: App, game_id: str) -> None:
    match, played = one_handed(app, game_id, "switch")
    assert played.finished and match.is_over
    assert played.per_turn and min(played.per_turn) >= 1
    if game_id == "labyrinth":
        assert max(played.per_turn) <= LABYRINTH_MOST_PRESSES, played.per_turn


@pytest.mark.parametrize("game_id", quick_only(game_ids(), "webrace"))
def test_a_whole_game_by_touch(app: App, game_id: str) -> None:
    match, played = one_handed(app, game_id, "touch")
    assert played.finished and match.is_over
    assert played.per_turn and min(played.per_turn) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("way", ["switch", "touch"])
def test_two_children_pass_the_device_one_handed(app: App, way: str) -> None:
    """Something Wild's hands are secret: the curtain comes between the children's turns, and one
    switch or a finger gets past it."""
    match, played = one_handed(app, "somethingwild", way, humans=2, tag="two")
    assert played.finished and match.is_over
