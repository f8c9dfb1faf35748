"""What a new sentence costs the caption (issue #16: no frame over 16 ms on an old laptop).

The caption tries up to five styles at up to six sizes before it paints a new sentence; each try is
measured, not drawn: only the layout chosen is wrapped evenly and drawn, so a new sentence leaves one
picture a row in the words' cache, not one for every size of every style. Counted here, not timed
(the bench times it: `python -m spidergames.bench --only table`).
"""

from __future__ import annotations

import pygame
import pytest
from driving import use_settings

from spidergames.app import i18n
from spidergames.app.application import App
from spidergames.app.table.caption import CaptionBar, Line, your_turn
from spidergames.app.ui import text
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.protocol import HUMAN, Seat

SEATS = (Seat("Ann", HUMAN, "red", "mr-fantastic"), Seat("Robot", "easy", "blue", "invisible-woman"))


def even_wraps(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts wrapped evenly (`text._balanced`, a search over many greedy wraps) from now on."""
    wrapped: list[str] = []
    even = text._balanced

    def counted(font: pygame.font.Font, words: str, width: int) -> list[str]:
        wrapped.append(words)
        return even(font, words, width)

    monkeypatch.setattr(text, "_balanced", counted)
    return wrapped


@pytest.mark.parametrize(("height", "large"), [(400, False), (150, False), (150, True), (110, True)],
                         ids=("roomy", "run-on", "run-on-large", "fewer-rows-large"))
def test_a_new_sentence_wraps_evenly_and_draws_only_the_rows_it_shows(app: App, height: int, large: bool,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    use_settings(app, large_text=large)
    balanced = even_wraps(monkeypatch)
    bar = CaptionBar()
    bar.acted(1)
    bar.tell(Line.of("{player} turned over a card.", seats=["player"], player=1))
    bar.tell(Line.of("{player} sent your piece home!", seats=["player"], player=1))
    text.forget()
    before = text._render.cache_info().misses  # type: ignore[attr-defined]  # a scene_cache is an lru_cache
    bar.draw(Recorder(LOGICAL_SIZE), pygame.Rect(100, 100, 484, height), lambda: [your_turn(0, True),
                                                                                 Line("Draw a travel card.")], SEATS)
    rows = len(bar.on_screen.rows)
    drawn = text._render.cache_info().misses - before  # type: ignore[attr-defined]
    assert (drawn, len(balanced)) == (rows, rows), (
        f"{rows} rows shown, {drawn} pictures of words made, {len(balanced)} even wraps: {balanced}")


def test_german_large_text_tries_every_style_and_draws_one_layout(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The most sizes and styles a caption tries (German, Large text, a narrow box): still one even wrap
    and one picture a row shown."""
    use_settings(app, large_text=True)
    i18n.install("de")
    balanced = even_wraps(monkeypatch)
    bar = CaptionBar()
    bar.acted(1)
    bar.tell(Line.of("{player} hat eine Gangkarte hineingeschoben.", seats=["player"], player=1))
    text.forget()
    bar.draw(Recorder(LOGICAL_SIZE), pygame.Rect(100, 100, 272, 330),
             lambda: [Line.of("{player} ist dran.", seats=["player"], player=1)], SEATS)
    rows = len(bar.on_screen.rows)
    assert text._render.cache_info().currsize == rows, text._render.cache_info()  # type: ignore[attr-defined]
    assert len(balanced) == rows, balanced


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_a_caption_measured_is_as_tall_as_drawn(app: App, large: bool) -> None:
    """The sizes and styles a caption tries are measured (`text.wrapped_height`), the one chosen is drawn:
    both must agree, or the caption would choose a layout that does not fit its box."""
    use_settings(app, large_text=large)
    sentences = ("Your turn, Ann!", "Robot sent your piece home! Your turn, Ann! Draw a travel card.",
                 "Robo 1 hat eine Gangkarte hineingeschoben.", "Spinnennetz-Wettrennen", "", "a\nb  c",
                 "Turn the spare tile as often as you like, then push it into the maze at a glowing arrow.")
    for words in sentences:
        for size in (20, 24, 28, 30):
            for wrap in (0, 40, 130, 272, 484):
                drawn = text.render(words, size, wrap=wrap).get_height()
                assert text.wrapped_height(words, size, wrap) == drawn, (words, size, wrap)
