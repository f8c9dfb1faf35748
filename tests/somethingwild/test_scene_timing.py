"""Something Wild! at real speed, frame by frame: what the screen shows while cards are still flying."""

from __future__ import annotations

import pygame
import pytest

from spidergames.app.application import App
from spidergames.games.somethingwild.cards import Power
from spidergames.games.somethingwild.rules import GuessColour, Phase, Score

from .helpers import B, G, P, R, Y, c, make
from .test_scene import set_position, start

DT = 1 / 60


@pytest.fixture
def app(app: App) -> App:
    app.autoplay = False  # real animation timing, as a child sees it
    return app


def test_a_guessed_card_turns_over_clear_of_the_rows_and_flies_to_the_guessers_row(app: App) -> None:
    scene = start(app, ("human", "easy"))
    set_position(app, scene, make(rows=((c(P, 4),), (c(B, 1), c(G, 2), c(Y, 3))), hands=((c(G, 5),), (c(B, 7),)),
                                  deck_top=(c(R, 6),), centre=Power.GUESS_COLOUR, mover=0, phase=Phase.GUESS_COLOUR))
    assert scene.submit(GuessColour(R))
    others, was = scene.layout.seats[1], None
    for _ in range(int(4 / DT)):
        app.frame(DT)
        card = next((s for s in scene.sprites.sprites if s.key == ("card", c(R, 6))), None)
        if card is not None:  # it may cross the other row on its way, never stop (turn over) on it
            rect = pygame.Rect(0, 0, card.width, card.height)
            rect.center = (round(card.x), round(card.y - card.lift))
            assert rect.topleft != was or not rect.colliderect(others), "the guessed card rests on the other row"
            was = rect.topleft
        if c(R, 6) in scene.table.rows[0]:  # landed: the screen shows it in the guesser's row
            break
    assert c(R, 6) in scene.table.rows[0] and was is not None


def test_the_turn_badge_waits_for_the_robots_last_card_to_land(app: App) -> None:
    """The robot scores a Power at the end of its turn: "Scored a Power!" never shows under the next
    player's turn badge, and the badge and lit panel move on only once nothing is flying."""
    scene = start(app, ("human", "easy"))
    trio = (c(R, 5), c(B, 5), c(Y, 5))
    set_position(app, scene, make(rows=((c(G, 1),), trio + (c(G, 2),)), hands=((c(P, 9),), (c(B, 2),)),
                                  centre=Power.SWAP, phase=Phase.SCORE, turn=1))
    seen_banner = moved_on = False
    for _ in range(int(20 / DT)):
        app.frame(DT)
        busy = bool(scene.sprites.sprites) or scene.banner.showing
        seen_banner |= scene.banner.title == "Scored a Power!"
        if scene.match.history and scene.display.turn == 0:
            moved_on = True
            assert not busy, "the next turn's badge shows while the robot's cards still fly"
        elif scene.match.history:
            assert scene.display.turn == 1
        if moved_on and scene.display.settled and not scene.anim.busy:
            break
    assert isinstance(scene.match.history[0], Score) and seen_banner and moved_on
