"""The web race's "what just happened" caption has room at every table size (issue #12, item 5):
the seat panels sit two by two, so the caption shows as it does at two; with three or four players
a panel is one row (portrait and things, no name), so the caption has the four lines its rows need
at both text sizes (issue #32)."""

from __future__ import annotations

import pygame
import pytest
from driving import use_settings
from layout import PLAY_TEXT, draw_frame, new_recorder, on_top, problems

from spidergames.app.application import App
from spidergames.app.table.caption import box_height
from spidergames.core.protocol import HUMAN, Seat
from tests.webrace.test_scene import start

CAPTION_LINES = 4
"""A child's turn in German: two lines of what a robot did, whose turn it is, what to do (issue #32)."""

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


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_caption_has_room_for_its_rows(app: App, players: int, large: bool) -> None:
    """Four lines at the least size the caption shrinks to, under every seat's panel (it was 142 px with
    three or four players, 108 with Large text, for the 196 its rows need)."""
    use_settings(app, large_text=large)
    scene = start(app, robots_then_child(players))
    at = scene.caption_at
    assert at is not None and at.height >= box_height(CAPTION_LINES), f"{at.height} px for {box_height(CAPTION_LINES)}"
    assert all(at.top > scene.layout.panel_rect(seat).bottom for seat in range(players))


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("players", (2, 4))
def test_a_seats_things_stay_on_its_panel(app: App, players: int, large: bool) -> None:
    """However many villains and race cards a seat holds, its things are drawn inside its panel, clear of
    its rim (a count of ten villains is wider: the race cards close up), with or without its name."""
    use_settings(app, large_text=large)
    scene = start(app, robots_then_child(players))
    seat, rect = scene.seats[0], scene.layout.panel_rect(0)
    inside = rect.inflate(-6, -6)

    def drawn(villains: int, race: tuple[int, ...]) -> pygame.Surface:
        surface = pygame.Surface(app.screen.get_size())
        surface.fill((1, 2, 3))
        scene._draw_seat(surface, 0, (seat, False, ("home", "centre"), villains, race))
        return surface

    bare = drawn(0, ())
    for villains, race in ((3, (5,)), (9, (5, 4)), (12, (5, 4))):
        changed = pygame.mask.from_threshold(drawn(villains, race), (0, 0, 0), (1, 1, 1, 255), bare, 1)
        changed.invert()
        assert all(inside.contains(r) for r in changed.get_bounding_rects()), \
            f"{villains} villains, race cards {race}: {changed.get_bounding_rects()} leave {inside}"
