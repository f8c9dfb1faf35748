"""The most the caption can be asked to hold at once is painted whole, whatever the dice (issue #32).

tests/test_caption_rows.py plays seeded games, and its seeds can miss the one move that fills the
caption: in Something Wild with three or four seats a robot's turn that ends "… won the Power «Red is
every number»!" then "… used the Power …", and then "Your turn, Joueur 1! Tap the deck to draw a
card.", needed four lines where the box held three, so the oldest line was dropped. Here no game is
played: every line a game's `captions` module can write is made from every value its rules can give
(each card, Power, friend, column, symbol, travel card), and the caption is handed its most at once.
Each game brings what its turn can tell in its folder (`caption_turn.py` beside its rules, whose `TURN`
is a `spidergames.core.caption_turn.Turn`), so a game in its own package brings its own and this test
names no game.

The most at once: the caption keeps the last `MAX_HAPPENED` lines of the seat that moved (a new seat's
move clears them; one seat's turn can tell more: a card played, the mover grabbed, a Power won, a Power
used), then the row of whose turn it is and what to do. So the worst case is the widest lines of what
happened, two at a time in either order, under the widest "Your turn, {player}! {what to do}": an
upper bound that needs no seed to reach it. Seats carry the longest names the setup screen gives in
that language ("Spieler 4", "Jugador 4").
"""

from __future__ import annotations

import ast
import inspect
import itertools
from collections.abc import Iterator
from types import ModuleType

import pytest
from beside_rules import beside_rules
from driving import settle
from layout import draw_frame, new_recorder
from test_caption_rows import LANGUAGES, sized_tables, speaking, unpainted

from spidergames.app.application import App
from spidergames.app.i18n import N_
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.seat_names import default_name
from spidergames.app.table.caption import MAX_HAPPENED, SIZE, Line, your_turn
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui import text
from spidergames.core.caption_turn import Turn
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game, load_info

ICON = 46
"""px a line's picture takes beside its words at the caption's largest size (which line is the widest)."""

MOVER = 1  # the seat whose move is told (the child's is 0)


def turn_of(game_id: str) -> Turn | None:
    """The game's `caption_turn.TURN`, from the package its rules live in (None: it brings none)."""
    module = beside_rules(game_id, "caption_turn")
    found: Turn | None = None if module is None else module.TURN
    return found


def tails(turn: Turn, players: int) -> Iterator[tuple[str, ...]]:
    """The kinds a turn's last lines can be, oldest first: one, or up to `MAX_HAPPENED` in the order told
    (alone at the table, the child's lines of the turn before stay: a new turn is told after the last)."""
    steps = turn.steps * (2 if players == 1 else 1)
    for n in range(1, MAX_HAPPENED + 1):
        kept = itertools.combinations(range(len(steps)), n)
        yield from dict.fromkeys(tuple(steps[i] for i in k) for k in kept)


def to_do_lines(captions: ModuleType) -> list[Line]:
    """Every sentence of what to do a game's `to_do` can return: the `N_` strings in its body and in
    the module-level tables it reads (Something Wild's `TO_DO`), found in its source."""
    module = ast.parse(inspect.getsource(captions))
    tables = {t.id: node.value for node in module.body if isinstance(node, ast.Assign)
              for t in node.targets if isinstance(t, ast.Name)}
    function = next(node for node in module.body if isinstance(node, ast.FunctionDef) and node.name == "to_do")
    read = [function] + [tables[n.id] for n in ast.walk(function) if isinstance(n, ast.Name) and n.id in tables]
    found = {arg.value for part in read for call in ast.walk(part)
             if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == N_.__name__
             for arg in call.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)}
    assert found, f"no sentence of what to do found in {captions.__name__}"
    return [Line(words) for words in sorted(found)]


def longest_seats(game_id: str, players: int) -> tuple[Seat, ...]:
    """Seat 0 a child, the others people or robots, whichever default name is the wider in today's
    language ("Spieler 2" rather than "Robo 2"), as the setup screen names them."""
    info = load_info(game_id)
    seats = []
    for i in range(players):
        robot = i > 0 and text.width(default_name(True, i + 1), SIZE) > text.width(default_name(False, i + 1), SIZE)
        controller = "normal" if robot else HUMAN
        seats.append(Seat(default_name(robot, i + 1), controller, ("red", "blue", "green", "yellow")[i],
                          info.characters[i % len(info.characters)], default=i + 1))
    return tuple(seats)


def the_table(app: App, game_id: str, players: int) -> GameScene:
    """The game's real table at a child's first turn, the seats named as long as the setup names them."""
    app.autoplay = True
    app.scenes.reset(MenuScene(app))
    start_game_scene(app, Match(load_game(game_id), GameConfig(longest_seats(game_id, players)), 7))
    scene = settle(app)
    assert isinstance(scene, GameScene) and scene.is_human_turn()
    return scene


def widest(lines: list[Line], names: list[str]) -> list[Line]:
    """`lines` the widest first (words and pictures), each sentence once."""
    unique = {line.text(names): line for line in lines}
    return sorted(unique.values(), key=lambda line: -(text.width(line.text(names), SIZE) + ICON * len(line.icons)))


def worst_cases(scene: GameScene, turn: Turn, players: int) -> Iterator[tuple[list[Line], list[Line]]]:
    """The caption's fullest rows: the widest lines of every end a turn can have, under whose turn it is
    with each sentence of what to do that can follow; after another seat's move, and on the child's own."""
    assert scene.captions is not None
    names, view = [s.name for s in scene.seats], scene.view
    to_do = {line.template: line for line in to_do_lines(inspect.getmodule(scene.captions) or scene.captions)}
    asked = {words for words in turn.opens + sum(turn.then.values(), ())}
    assert asked <= set(to_do), f"no longer said: {sorted(asked - set(to_do))}"
    child = your_turn(0, True)
    for seat, own in ((MOVER % players, False), (0, True)):  # another seat's whole turn; the child's so far
        told: dict[str, list[Line]] = {}
        for event in turn.events(seat, players, view):
            if (line := scene.captions.happened(event, view, view)) is not None:
                told.setdefault(turn.kind(event), []).append(line)
        assert set(turn.steps) <= set(told), f"{scene.game_id} tells no {sorted(set(turn.steps) - set(told))}"
        for tail in tails(turn, players):
            lines = [widest(told[kind], names)[tail[:n].count(kind)] for n, kind in enumerate(tail)]
            for words in turn.then.get(tail[-1], ()) if own else turn.opens:
                yield lines, [child, to_do[words]]


def fullest(app: App, game_id: str, turn: Turn, players: int, code: str, large: bool) -> list[str]:
    """What is not painted whole when the caption holds its most, in one language at one text size."""
    found: list[str] = []
    with speaking(app, code, large):
        scene = the_table(app, game_id, players)
        for happened, now in worst_cases(scene, turn, players):
            bar = scene.caption
            bar.happened[:] = happened
            bar.follow(now)
            bar.follow(now)  # drawn from the next frame on: this one
            recorder = draw_frame(app, new_recorder())
            case = f"{game_id}, {players} seats, {code}, {'Large' if large else 'normal'} text"
            found += [f"{case}: {p}" for p in unpainted(scene, recorder, bar.lines(now))]
    return found


@pytest.mark.parametrize(("game_id", "players", "large"), sized_tables())
def test_the_fullest_caption_is_painted_whole(app: App, game_id: str, players: int, large: bool) -> None:
    """In every language, the most lines of what happened one move can leave, with the widest values and
    names, and whose turn it is with the widest sentence of what to do: every row painted whole."""
    turn = turn_of(game_id)
    if turn is None:
        pytest.skip(f"{game_id} brings no caption_turn.py beside its rules: what can its turn tell?")
    found: list[str] = []
    for code in LANGUAGES:
        found += fullest(app, game_id, turn, players, code, large)
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])
