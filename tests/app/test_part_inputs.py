"""A still part is keyed by what it is drawn from, and by nothing written by hand.

A part painted by a method of the scene, keyed by a tuple written beside it, goes stale when the
method reads a field the tuple forgets: the frame-equals-a-redraw check sees it only on the frame
where that field changes alone. Here every part of every frame of real play is held to the rule
that makes it impossible (`layers.part`): its paint is a module-level function, its key is that
function and the inputs it is called with (a `Painting`), and each input is a value (or one of the scene's
constants, compared by identity), not the scene nor a thing of it that changes under the same name.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import inspect
from collections.abc import Callable, Hashable, Sequence

import pygame
import pytest
from driving import from_the_menu

from spidergames.app.table.layers import Layer, Painting, Part, part
from spidergames.app.table.opening import start_game_scene
from spidergames.core.match import Match
from spidergames.core.registry import game_ids, load_game, load_info

CONSTANTS = (pygame.Surface,)
"""What lives as long as the scene and is compared by identity: its pictures (the background)."""


def constant(value: object) -> bool:
    """A scene constant: a picture, or the game's layout (read from its map when the scene starts)."""
    return isinstance(value, CONSTANTS) or type(value).__name__ == "Layout"


def frozen(value: object, seen: dict[int, object]) -> str | None:
    """Why `value` is not a value a key may hold (None: it is one). `seen` keeps what was checked."""
    if id(value) in seen or value is None or isinstance(value, (bool, int, float, str, bytes, enum.Enum)):
        return None
    seen[id(value)] = value  # kept alive: its id is not reused by another object in this test
    if isinstance(value, pygame.Rect) or constant(value):
        return None
    if isinstance(value, (tuple, frozenset)):
        return next((why for item in value if (why := frozen(item, seen)) is not None), None)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
            return f"a {type(value).__name__}, which changes under the same name"
        return next((why for field in dataclasses.fields(value)
                     if (why := frozen(getattr(value, field.name), seen)) is not None), None)
    if inspect.isfunction(value) and value.__qualname__ == value.__name__:
        return None  # a module-level function
    return f"a {type(value).__name__}, compared by identity while it may change"


def problem(each: Part, seen: dict[int, object]) -> str | None:
    """What lets `each` be painted from something its key does not hold (None: nothing)."""
    paint = each.paint
    func = paint[0] if isinstance(paint, Painting) else paint.func if isinstance(paint, functools.partial) else paint
    name = getattr(func, "__qualname__", repr(func))
    if not inspect.isfunction(func) or func.__qualname__ != func.__name__:
        return f"painted by {name}, not a module-level function: it may read what its key does not hold"
    if not isinstance(paint, Painting) or each.key != paint:
        return f"painted by {name}, keyed by hand"
    for input_name, value in paint[1].items():
        why = frozen(value, seen)
        if why is not None:
            return f"painted by {name}, whose input {input_name} is {why}"
    return None


def maker_problem(make: Callable[..., object], inputs: dict[str, object], seen: dict[int, object]) -> str | None:
    """What lets the parts `make` makes from `inputs` (`Layer.parts_of`) stand for other inputs."""
    name = getattr(make, "__qualname__", repr(make))
    if not inspect.isfunction(make) or make.__qualname__ != make.__name__:
        return f"parts made by {name}, not a module-level function"
    for input_name, value in inputs.items():
        why = frozen(value, seen)
        if why is not None:
            return f"parts made by {name}, whose input {input_name} is {why}"
    return None


def fill(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A paint for the tests: `rect` in `colour`."""
    surface.fill(colour, rect)


def test_a_parts_key_is_its_paint_and_its_inputs_and_a_rect_is_copied(app) -> None:
    rect = pygame.Rect(10, 10, 20, 20)
    made = part(rect, fill, rect=rect, colour=(1, 2, 3))
    rect.move_ip(5, 0)  # a rect moved after the part was made (a layout's shared rect) leaves its key
    assert made.key == (fill, {"rect": pygame.Rect(10, 10, 20, 20), "colour": (1, 2, 3)}) and made.paint is made.key
    assert made.key != part(rect, fill, rect=rect, colour=(1, 2, 3)).key
    assert problem(made, {}) is None


def test_a_changed_input_composes_its_part_again_and_only_it(app) -> None:
    """The layer's key is its parts' keys: a new input shows on the very frame it changes, alone."""
    layer, screen = Layer(), pygame.Surface((100, 40))
    ground = part(screen.get_rect(), fill, rect=screen.get_rect(), colour=(0, 0, 0))
    left, right = pygame.Rect(0, 0, 50, 40), pygame.Rect(50, 0, 50, 40)

    def frame(colour: tuple[int, int, int]) -> None:
        layer.draw(screen, [ground, part(left, fill, rect=left, colour=(200, 0, 0)),
                            part(right, fill, rect=right, colour=colour)])

    frame((0, 0, 200))
    frame((0, 0, 200))
    assert layer.compositions == 1, "the same inputs again: nothing composed"
    frame((0, 200, 0))
    assert layer.compositions == 2 and layer.in_part == 1, "one input changed: that part alone"
    assert screen.get_at((75, 20))[:3] == (0, 200, 0) and screen.get_at((25, 20))[:3] == (200, 0, 0)


def two_fills(left: pygame.Rect, colour: tuple[int, int, int]) -> list[Part]:
    """A maker for the tests: a red part, and one in `colour`, side by side."""
    right = left.move(left.width, 0)
    return [part(left, fill, rect=left, colour=(200, 0, 0)), part(right, fill, rect=right, colour=colour)]


def test_a_makers_parts_are_made_again_only_when_an_input_changes(app) -> None:
    layer, left = Layer(), pygame.Rect(0, 0, 50, 40)
    first = layer.parts_of(two_fills, left=left, colour=(0, 0, 200))
    assert layer.parts_of(two_fills, left=pygame.Rect(0, 0, 50, 40), colour=(0, 0, 200)) is first, "equal inputs"
    again = layer.parts_of(two_fills, left=left, colour=(0, 200, 0))
    assert again is not first and again[1].key != first[1].key and again[0].key == first[0].key
    assert maker_problem(two_fills, {"left": left, "colour": (0, 200, 0)}, {}) is None
    assert maker_problem(Layer.forget, {}, {}) == "parts made by Layer.forget, not a module-level function"


def tables() -> list[object]:
    """Each game at its fewest and most seats (and three, in CI's tier): a table's parts differ by its seats
    (Yahtzee's lone player's best beside the card, four cards without names, the web race's second row of panels)."""
    counts = []
    for game_id in game_ids():
        info = load_info(game_id)
        ends = {info.min_players, info.max_players}
        for players in sorted({*ends, min(3, info.max_players)}):
            counts.append(pytest.param(game_id, players, id=f"{game_id}-{players}",
                                       marks=() if players in ends else pytest.mark.slow))
    return counts


@pytest.mark.parametrize(("game_id", "players"), tables())
def test_every_part_is_keyed_by_its_paint_and_inputs(app, game_id: str, players: int, monkeypatch) -> None:
    """Every part of every frame of a stretch of robots' play (robots only: every step of a turn
    shown) obeys the rule; on the code where each scene wrote its keys by hand, none did."""
    problems: dict[str, int] = {}
    seen: dict[int, object] = {}
    draw_parts = Layer.draw_parts

    def checked(self: Layer, surface: pygame.Surface, key: Hashable, parts: Callable[[], Sequence[Part]]) -> None:
        made = parts()
        for each in made:
            found = problem(each, seen)
            if found is not None:
                problems[found] = problems.get(found, 0) + 1
        draw_parts(self, surface, key, lambda: made)

    monkeypatch.setattr(Layer, "draw_parts", checked)
    parts_of = getattr(Layer, "parts_of", None)
    if parts_of is not None:  # parts made together from their inputs: the maker is held to a paint's rule
        def made(self: Layer, make: Callable[..., list[Part]], /, **inputs: object) -> list[Part]:
            found = maker_problem(make, inputs, seen)
            if found is not None:
                problems[found] = problems.get(found, 0) + 1
            return parts_of(self, make, **inputs)

        monkeypatch.setattr(Layer, "parts_of", made)
    match = from_the_menu(app, game_id, "part-inputs", players=players, humans=0, speed="fast")
    frames = 0
    while frames < 900 and len(match.history) < 10 and not match.is_over:
        app.frame(1 / 30)
        frames += 1
    assert len(match.history) >= 3, "too little play to see the parts change"
    assert not problems, f"{game_id}: parts that can go stale:\n" + "\n".join(
        f"  {found} ({count} times)" for found, count in sorted(problems.items()))


@pytest.mark.parametrize("game_id", game_ids())
def test_a_language_chosen_mid_game_shows_on_the_table_at_once(app, game_id: str) -> None:
    """Pause, Settings, another language, back to the game: the still table is in the new language on
    the first frame, as a full redraw draws it (the turn badge, Yahtzee's Keep, the Labyrinth's "Find:",
    the hand's "Your cards"); on the code whose layer keyed the text size alone, it kept the old words."""
    from spidergames.app.table.game_scene import GameScene
    from tests.app.test_layers import shown, where_differs

    from_the_menu(app, game_id, "language", players=2, humans=0, speed="fast")
    for _ in range(90):
        app.frame(1 / 30)
    scene = next(each for each in app.scenes.stack if isinstance(each, GameScene))  # a bubble may be over it
    app.settings.language = "de"
    try:
        app.apply_settings()
        app.frame(1 / 30)
        layered = shown(app.screen)
        scene.still.forget()
        app.scenes.draw(app.screen)
        assert shown(app.screen) == layered, f"{game_id}: old words at {where_differs(app.screen, layered)}"
    finally:
        app.settings.language = "en"
        app.apply_settings()


def painted(parts: Sequence[Part], name: str) -> list[dict[str, object]]:
    """The inputs of each of `parts` painted by the function called `name`."""
    return [each.paint[1] for each in parts if isinstance(each.paint, Painting) and each.paint[0].__name__ == name]


@pytest.mark.parametrize("players", (1, 4))
def test_yahtzees_new_parts_are_drawn_from_their_inputs(app, players: int, monkeypatch) -> None:
    """The parts Yahtzee's new table added (a lone child's best beside the card, cards without names at
    four seats, the Keep label in the empty kept row, the rolls left beside Roll) each take what they
    show as inputs: the best kept, whether the cards are named, whether a die is kept, the rolls used."""
    from spidergames.core.protocol import HUMAN, GameConfig, Seat
    from spidergames.games.yahtzee.records import PersonalBest
    from spidergames.games.yahtzee.scene import YahtzeeScene

    shown: list[Sequence[Part]] = []
    draw_parts = Layer.draw_parts

    def kept(self: Layer, surface: pygame.Surface, key: Hashable, parts: Callable[[], Sequence[Part]]) -> None:
        made = parts()
        shown.append(made)
        draw_parts(self, surface, key, lambda: made)

    monkeypatch.setattr(Layer, "draw_parts", kept)
    PersonalBest().offer(321)
    seats = tuple(Seat(f"Kid {i + 1}", HUMAN, colour, "hulk")
                  for i, colour in enumerate(("red", "blue", "green", "yellow")[:players]))
    scene = start_game_scene(app, Match(load_game("yahtzee"), GameConfig(seats), 1))
    assert isinstance(scene, YahtzeeScene)
    for _ in range(30):
        app.frame(1 / 60)
    assert shown, "the table was drawn"
    parts = shown[-1]
    assert painted(parts, "draw_best") == ([{"card": scene.layout.card(1, 0), "best": 321}] if players == 1 else [])
    assert [inputs["named"] for inputs in painted(parts, "draw_player")] == [players < 4] * players
    assert painted(parts, "draw_keep_label") == [{"layout": scene.layout, "shown": True}]
    assert [(inputs["playing"], inputs["used"]) for inputs in painted(parts, "draw_rolls_left")] == [(True, 0)]
