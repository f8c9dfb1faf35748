"""The Labyrinth table keeps its things apart (issue #12): the winner's caption fits its box whole, the
arrows' 64 px hit areas stay clear of the seat panels, the caption and the side panels, and Help,
Oops and the menu button keep a gap from every arrow, so a tap near one never pushes a tile."""

from __future__ import annotations

import pytest
from driving import use_settings
from layout import PLAY_TEXT, draw_frame, new_recorder, problems

from spidergames.app.application import App
from spidergames.app.table.caption import CaptionBar, Line
from spidergames.app.table.targets import MIN_HIT, reach
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE

from .test_scene import make_match, start

TAP_GAP = 16  # px between two things a child taps


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("bots", (0, 2), ids=("2 seats", "4 seats"))
def test_the_winners_caption_fits_whole(app: App, large: bool, bots: int) -> None:
    use_settings(app, large_text=large)
    scene = start(app, make_match(humans=2, bots=bots))
    bar = CaptionBar()
    bar.acted(0)
    bar.tell(Line.of("{player} found every symbol and wins!", seats=["player"], player=0))
    recorder = Recorder(LOGICAL_SIZE)
    bar.draw(recorder, scene.caption_at, lambda: [], scene.seats)
    words = [m for m in recorder.marks if m.kind == "text" and m.words is not None]
    assert [m.words.words for m in words if m.words] == ["Kid 1 found every symbol and wins!"]
    assert all(m.ink is not None and scene.caption_at.contains(m.ink) for m in words)
    assert not problems(recorder, least=PLAY_TEXT)


def test_arrows_keep_clear_of_panels_and_buttons(app: App) -> None:
    scene = start(app, make_match(humans=2, bots=2))
    boxes = scene.layout.boxes
    hits = [reach(arrow) for arrow in scene.layout.arrows]
    assert all(hit.width >= MIN_HIT and hit.height >= MIN_HIT for hit in hits)
    panels = {"turn badge": boxes["turn"], "caption": scene.caption_at, "spare": boxes["spare"],
              "target": boxes["target"], "stay": boxes["stay"]}
    panels |= {f"seat {seat}": rect for seat, rect in enumerate(scene.seat_rects())}
    buttons = {"help": scene.assist.help.rect, "oops": scene.assist.oops.rect, "menu": scene.menu_button.rect}
    for arrow, hit in enumerate(hits):
        for name, rect in panels.items():
            assert not hit.colliderect(rect), f"arrow {arrow}'s hit area {hit} reaches the {name} {rect}"
        for name, rect in buttons.items():
            assert not hit.colliderect(rect.inflate(2 * TAP_GAP, 2 * TAP_GAP)), f"arrow {arrow} is too near {name}"
    assert not scene.assist.help.rect.inflate(TAP_GAP, TAP_GAP).colliderect(scene.assist.oops.rect)
    screen = app.screen.get_rect()
    assert all(screen.contains(rect) for rect in (*panels.values(), *buttons.values()))


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_four_seats_and_the_caption_fit(app: App, large: bool) -> None:
    """Four seats' cards (portrait, cards left and found) and the caption below them."""
    use_settings(app, large_text=large)
    app.autoplay = True  # no curtain between the two children
    start(app, make_match(humans=2, bots=2))
    found = problems(draw_frame(app, new_recorder()), least=PLAY_TEXT)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("code", ("en", "de"))
def test_the_thinking_bubble_leaves_the_caption(app: App, code: str, large: bool) -> None:
    """While a robot thinks, the caption says what it and the child just did: the bubble goes elsewhere
    (with the seats in one row, the left column's caption was the nearest free place to cover)."""
    app.settings.language = code
    use_settings(app, large_text=large)
    scene = start(app, make_match(humans=2, bots=2))
    for seat in range(4):
        bubble = scene.thinking_bubble(seat).bubble_rect()
        assert not bubble.colliderect(scene.caption_at), f"{bubble} covers the caption {scene.caption_at}"
        assert not any(bubble.colliderect(rect) for rect in scene.seat_rects())
