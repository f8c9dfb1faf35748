"""The turn badge shows the name whole (issue #12, item 3): every game's badge has room for the
longest name the setup allows (NAME_MAX characters) at play size at least, in both text sizes."""

from __future__ import annotations

import pytest
from driving import use_settings
from layout import PLAY_TEXT, draw_frame, new_recorder, on_top

from spidergames.app.application import App
from spidergames.app.seat_names import NAME_MAX
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import game_ids, load_game, load_info

LONG_NAMES = ("Grandma Rose", "Maximilianus")  # real names as long as the setup lets a child type


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("game_id", game_ids())
def test_the_turn_badge_shows_the_longest_name_whole(app: App, game_id: str, large: bool) -> None:
    assert all(len(name) == NAME_MAX for name in LONG_NAMES)
    use_settings(app, large_text=large)
    app.autoplay = True  # no fades, no curtain between the two children
    info = load_info(game_id)
    seats = tuple(Seat(name, HUMAN, colour, info.characters[i]) for i, (name, colour)
                  in enumerate(zip(LONG_NAMES, ("red", "blue"), strict=True)))
    variants = tuple((v.key, v.choices[0]) for v in info.variants)
    scene = start_game_scene(app, Match(load_game(game_id), GameConfig(seats, variants), 1))
    assert scene is not None
    app.frame(1 / 60)
    name = seats[scene.current].name
    badge = [m.words for m in on_top(draw_frame(app, new_recorder()).marks)
             if m.kind == "text" and m.words is not None and m.words.outline is not None
             and name[:4] in m.words.words]  # the badge's words are outlined; a panel's and the caption's are not
    assert badge, "the turn badge drew the name"
    for words in badge:
        assert words.words in (name, f"{name}'s turn"), f"{words.words!r} is not the whole name"
        assert words.size >= PLAY_TEXT
