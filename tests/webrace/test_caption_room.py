"""The web race's "what just happened" caption has room at every table size (issue #12, item 5):
with three or four players the seat panels sit two by two, so the caption shows as it does at two."""

from __future__ import annotations

import pytest
from driving import use_settings
from layout import PLAY_TEXT, draw_frame, new_recorder, on_top, problems

from spidergames.app.application import App
from spidergames.core.protocol import HUMAN, Seat
from tests.webrace.test_scene import start

CHARACTERS = ("mr-fantastic", "invisible-woman", "human-torch", "the-thing")
COLOURS = ("red", "blue", "green", "yellow")


def robots_then_child(players: int) -> list[Seat]:
    """Robots move first, so what they did is on the caption when the child's turn comes."""
    names = [f"Robot {i + 1}" for i in range(players - 1)] + ["Christopher"]
    return [Seat(name, "easy" if i < players - 1 else HUMAN, COLOURS[i], CHARACTERS[i])
            for i, name in enumerate(names)]


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_caption_shows_beside_every_seat_panel(app: App, players: int, large: bool) -> None:
    use_settings(app, large_text=large)
    scene = start(app, robots_then_child(players))
    assert scene.caption.happened, "the robots' moves were told"
    at = scene.caption_at
    assert at is not None and app.screen.get_rect().contains(at)
    for seat in range(players):
        assert not at.colliderect(scene.layout.panel_rect(seat)), f"the caption covers seat {seat}'s panel"
    for button in (scene.draw_button, scene.pass_button, scene.peek_button):
        assert not at.colliderect(button.rect.inflate(20, 20)), f"the caption covers {button.label}"
    recorder = draw_frame(app, new_recorder())
    words = [m for m in on_top(recorder.marks) if m.kind == "text" and m.ink is not None and at.contains(m.ink)]
    assert words, "the caption drew its words"
    assert all(m.words is not None and m.words.size >= PLAY_TEXT for m in words)
    assert not problems(recorder, least=PLAY_TEXT)
