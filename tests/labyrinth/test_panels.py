"""The Labyrinth's panels beside the board.

The "Find:" panel names the symbol to find in whole words: "Freiheitsstatue" (German, normal text) once
went "Freiheitsstatu" / "e" in the narrow right-hand panel. Every symbol's name, in every language and
both text sizes: broken only at a space or after a hyphen, clear of its card, inside the panel. And Turn
and Stay here share one place in the spare's panel, each there in its own step of the turn."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from driving import click, use_settings
from layout import PLAY_TEXT, draw_frame, new_recorder, on_top, problems
from test_caption_rows import LANGUAGES, speaking

from spidergames.app.i18n import _
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.core.protocol import replace
from spidergames.games.labyrinth.rules import SYMBOL_NAMES, Phase
from spidergames.games.labyrinth.view_panels import draw_targets

from .test_scene import arrow_centre, make_match, settle, start


def broken_words(name: str, lines: Sequence[str]) -> list[str]:
    """The lines of `name`, wrapped as `lines`, that end inside a word (not at a space or after a hyphen).

    >>> broken_words("Spider-Mans Maske", ["Spider-", "Mans Maske"])
    []
    >>> broken_words("Freiheitsstatue", ["Freiheitsstatu", "e"])
    ['Freiheitsstatu']
    """
    found, at = [], 0
    for line in (line.strip() for line in lines[:-1]):
        at = name.index(line, at) + len(line)
        if name[at] != " " and not line.endswith("-"):
            found.append(line)
    return found


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_every_symbol_name_is_whole_words_beside_its_card(app, large: bool) -> None:
    use_settings(app, large_text=large)
    scene = start(app, make_match())
    box, seat = scene.layout.boxes["target"], scene.seats[0]
    found = []
    for code in LANGUAGES:
        with speaking(app, code, large):
            for symbol, english in SYMBOL_NAMES.items():
                name = _(english)
                recorder = Recorder(LOGICAL_SIZE)
                draw_targets(recorder, box, seat, replace(scene.view, targets=(symbol,)))
                [shown] = [m for m in recorder.marks if m.kind == "text" and m.words and m.words.words == name]
                assert shown.words is not None and shown.ink is not None
                lines = shown.words.lines or (name,)
                found += [f"{code}: {name!r} breaks after {part!r}" for part in broken_words(name, lines)]
                cards = [m.rect for m in recorder.marks if m.kind == "panel" and m.rect != box]
                found += [f"{code}: {name!r} at {tuple(shown.ink)} touches its card {tuple(c)}"
                          for c in cards if c.colliderect(shown.ink)]
                found += [f"{code}: {p}" for p in problems(recorder, least=PLAY_TEXT)]
    assert not found, "\n".join(found)


def test_turn_and_stay_here_take_turns_in_one_place(app) -> None:
    """The spare's panel has one place for the step's button: Turn while pushing, Stay here while walking,
    the other neither drawn nor pressable there (the column gives the caption its room)."""
    match = make_match()
    scene = start(app, match)
    place = scene.layout.boxes["stay"]

    def shown() -> list[str]:
        recorder = draw_frame(app, new_recorder())
        return [m.words.words for m in on_top(recorder.marks)
                if m.kind == "text" and m.words and m.ink and place.colliderect(m.ink)]

    assert shown() == ["Turn"]
    click(app, place.center)
    assert scene.rotation == 1 and match.state.phase is Phase.SHIFT
    click(app, arrow_centre(7))
    settle(app, scene)
    assert shown() == ["Stay here"]
    here = match.state.players[0].pos
    click(app, place.center)
    assert match.state.current == 1 and match.state.players[0].pos == here and scene.rotation == 0
