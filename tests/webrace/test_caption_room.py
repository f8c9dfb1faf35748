"""The web race's "what just happened" caption has room at every table size (issue #12, item 5):
the seat panels sit two by two in one block, one row of named panels at two players or two rows of
panels without names at three or four, and the Draw, Pass and Peek buttons sit above it, so the
caption is one box to the foot of the screen, with room for its fullest rows at every seat count and
both text sizes (issue #32)."""

from __future__ import annotations

import pygame
import pytest
from driving import use_settings
from layout import PLAY_TEXT, draw_frame, new_recorder, on_top, problems

from spidergames.app import assets
from spidergames.app.application import App
from spidergames.app.table.caption import box_height
from spidergames.app.ui import text
from spidergames.core.protocol import HUMAN, Seat
from spidergames.games.webrace.layout import FACE_ROW, THINGS_ROW
from spidergames.games.webrace.scene import draw_seat
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
    """Four lines at the least size the caption shrinks to, clear of every seat's panel (it was 142 px with
    three or four players, 108 with Large text, for the 196 its rows need): under them in the 1280 column,
    beside them under the web on the 960 canvas (issue #30)."""
    use_settings(app, large_text=large)
    scene = start(app, robots_then_child(players))
    at = scene.caption_at
    assert at is not None and at.height >= box_height(CAPTION_LINES), f"{at.height} px for {box_height(CAPTION_LINES)}"
    assert not any(at.colliderect(scene.layout.panel_rect(seat)) for seat in range(players))


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
        draw_seat(surface, scene.layout, 0, seat, False, ("home", "centre"), villains, race)
        return surface

    bare = drawn(0, ())
    for villains, race in ((3, (5,)), (9, (5, 4)), (12, (5, 4))):
        changed = pygame.mask.from_threshold(drawn(villains, race), (0, 0, 0), (1, 1, 1, 255), bare, 1)
        changed.invert()
        assert all(inside.contains(r) for r in changed.get_bounding_rects()), \
            f"{villains} villains, race cards {race}: {changed.get_bounding_rects()} leave {inside}"


FULLEST_LINES = 6
"""The caption's fullest rows (tests/test_caption_worst_case.py), French and German: a card turned over and
a piece sent home, under "Draw a travel card.", on six lines at the least size in a box this wide."""


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_caption_is_one_box_that_holds_its_fullest_rows(app: App, players: int) -> None:
    """The map's caption box at every seat count and both text sizes, six lines tall, under the seats'
    block (the caption was narrowed to what the panels left: 206 px with three or four seats and Large
    text, where its fullest rows need 288, so their oldest line was dropped: issue #32)."""
    boxes = []
    for large in (False, True):
        use_settings(app, large_text=large)
        scene = start(app, robots_then_child(players))
        at, need = scene.caption_at, box_height(FULLEST_LINES)
        assert at is not None and at.height >= need, f"{at.height} px for {need}"
        boxes.append(at)
    assert boxes[0] == boxes[1], f"the caption moves with the text size: {boxes}"


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_seats_block_holds_every_panel(app: App, players: int) -> None:
    """The seats' block has the same height at both text sizes: a named panel has room for its name at
    Large text over its row of things, a panel without a name for its portrait and things; panels stay in
    the block, apart, clear of the piles and the buttons above and of the caption below."""
    use_settings(app, large_text=True)
    scene = start(app, robots_then_child(players))
    block, panels = scene.layout.area("players"), [scene.layout.panel_rect(s) for s in range(players)]
    named = 6 + assets.font(text.scaled_size(text.PLAY), True).get_height() + THINGS_ROW
    least = named if scene.layout.named() else FACE_ROW
    for seat, rect in enumerate(panels):
        assert rect.height >= least, f"seat {seat}'s panel is {rect.height} px for {least}"
        assert block.contains(rect) and rect.collidelist(panels[:seat]) < 0
    above = [scene.layout.area(name) for name in ("deck", "card", "discard", "race")]
    above += [b.rect.inflate(20, 20) for b in (scene.draw_button, scene.pass_button, scene.peek_button)]
    assert all(r.bottom <= block.top for r in above), "the piles and buttons stay above the seats"
