"""The most the caption can be asked to hold at once is painted whole, whatever the dice (issue #32).

tests/test_caption_rows.py plays seeded games, and its seeds can miss the one move that fills the
caption: in Something Wild with three or four seats a robot's turn that ends "… won the Power «Red is
every number»!" then "… used the Power …", and then "Your turn, Joueur 1! Tap the deck to draw a
card.", needed four lines where the box held three, so the oldest line was dropped. Here no game is
played: every line a game's `captions` module can write is made from every value its rules can give
(each card, Power, friend, column, symbol, travel card), and the caption is handed its most at once.

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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest
from driving import settle
from layout import draw_frame, new_recorder
from test_caption_rows import LANGUAGES, speaking, tables, unpainted

from spidergames.app.application import App
from spidergames.app.i18n import N_
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.seat_names import default_name
from spidergames.app.table.caption import MAX_HAPPENED, SIZE, Line, your_turn
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.ui import text
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game, load_info
from spidergames.games.labyrinth import board as maze
from spidergames.games.labyrinth import rules as lab
from spidergames.games.somethingwild import cards as sw_cards
from spidergames.games.somethingwild import rules as sw
from spidergames.games.webrace import movement as race_moves
from spidergames.games.webrace import rules as race
from spidergames.games.yahtzee import board as dice
from spidergames.games.yahtzee import rules as yz

ICON = 46
"""px a line's picture takes beside its words at the caption's largest size (which line is the widest)."""

MOVER, OTHER = 1, 2  # the seat whose move is told (the child's is 0), and the one it swaps with or sends home


def somethingwild_events(seat: int, players: int, view: Any) -> Iterator[Any]:
    """Every event Something Wild tells, with each card and Power its rules can give."""
    kind, other = sw.EventKind, (seat + 1) % players
    yield sw.Event(kind.DRAW, seat)
    yield sw.Event(kind.MOVER, seat)
    yield sw.Event(kind.SWAP, seat, other=other)
    yield sw.Event(kind.PASS, seat)
    for c in sw_cards.ALL_CARDS:
        for told in (kind.PLAY, kind.FROM_DISCARD, kind.DISCARD):
            yield sw.Event(told, seat, (c,))
        for guess in (sw_cards.colour_of(c).value, str(sw_cards.number_of(c))):
            yield from (sw.Event(kind.GUESS, seat, (c,), guess=guess, matched=hit) for hit in (True, False))
    for power in sw_cards.Power:
        yield from (sw.Event(told, seat, power=power) for told in (kind.SCORE, kind.USE_POWER))


def yahtzee_events(seat: int, players: int, view: Any) -> Iterator[Any]:
    """Every roll, roll-off, zero and score Yahtzee tells, with each friend, count and column."""
    kind, five = yz.EventKind, (dice.Face.SPIDER_MAN,) * dice.DICE
    yield yz.Event(kind.ROLL, seat, five)
    yield yz.Event(kind.ROLL, seat, five, kept=(0,))
    yield from (yz.Event(kind.ROLLOFF, seat, five, count=n) for n in range(dice.DICE + 1))
    for friend in dice.Face:
        yield yz.Event(kind.ZERO, seat, five, friend=friend, column=dice.PICTURE)
        for count, column, team in itertools.product(range(1, dice.DICE + 1), range(1, dice.COLUMNS + 1),
                                                     (False, True)):
            yield yz.Event(kind.SCORE, seat, five, friend=friend, count=count, column=column, team=team)


def labyrinth_events(seat: int, players: int, view: Any) -> Iterator[Any]:
    """Every push and walk the Labyrinth tells: to each symbol on the board, and every length of walk."""
    spare = view.spare
    yield from (lab.ShiftEvent(seat, 0, 0, spare, spare, wrapped) for wrapped in ((), ((seat + 1) % players,)))
    start = (0, 0)
    yield lab.MoveEvent(seat, (start,), None, False)
    yield lab.MoveEvent(seat, (start, (0, 1)), None, True)
    for i, tile in enumerate(view.board):
        end = maze.cell_of(i)
        if tile.symbol is not None:
            yield lab.MoveEvent(seat, (start, end), tile.symbol, False)
        yield lab.MoveEvent(seat, (start,) * (maze.SIZE * maze.SIZE - 1) + (end,), None, False)


def webrace_events(seat: int, players: int, view: Any) -> Iterator[Any]:
    """Every card turned over, pass and step the web race tells (sending home whom it can)."""
    kind, step = race.EventKind, race_moves.Step
    yield from (race.Event(kind.DRAW, seat, card) for card in dict.fromkeys(race_moves.TRAVEL_DECK))
    yield race.Event(kind.PASS, seat, None)
    steps = [step(seat, 0, 0, (1,), jump=True), step(seat, 0, 0, (1,), captured=1)]
    steps += [step(seat, 0, 0, tuple(range(n))) for n in range(1, 13)]
    steps += [step(seat, 0, 0, (1,), race_points=n) for n in race.RACE_PLACES]
    steps += [step(seat, 0, 0, (1,), sent_home=(victim, 0)) for victim in range(players)]
    yield from (race.Event(kind.MOVE, seat, None, steps=(s,)) for s in steps)


@dataclass(frozen=True)
class Turn:
    """What one game's turn can tell, read from its rules and `captions` module.

    `events(seat, players, view)`: every event the caption words, with every value; `kind` sorts them
    into the steps of a turn; `steps`: the kinds told in the order a turn tells them (any step may be
    left out; a kind listed twice can be told twice, a roll and a roll again); `opens`: what to do
    at the start of a turn; `then`: what to do once a kind is told on the child's own turn. The end of
    the game is left out: it has no row of what to do.
    """

    events: Callable[[int, int, Any], Iterator[Any]]
    kind: Callable[[Any], str]
    steps: tuple[str, ...]
    opens: tuple[str, ...]
    then: dict[str, tuple[str, ...]]

    def tails(self, players: int) -> Iterator[tuple[str, ...]]:
        """The kinds a turn's last lines can be, oldest first: one, or two in the order told (alone at the
        table, the child's lines of the turn before stay: a new turn is told after the last)."""
        steps = self.steps * (2 if players == 1 else 1)
        for n in range(1, MAX_HAPPENED + 1):
            kept = itertools.combinations(range(len(steps)), n)
            yield from dict.fromkeys(tuple(steps[i] for i in k) for k in kept)


SW_PHASES = {"draw": ("Play a card into your row.",),
             "play": ("Use a glowing Power, or press No Power.", "Score three glowing cards!",
                      "Too many cards: throw one away."),
             "use": ("Guess the colour of the top card!", "Guess the number of the top card!",
                     "Pick your card to swap.", "Pick the card you want.", "Pick a card from the discard pile.",
                     "Pick a card to pass on.",
                     "Score three glowing cards!", "Too many cards: throw one away."),
             "power": ("Score three glowing cards!", "Too many cards: throw one away."),
             "score": ("Too many cards: throw one away.",)}
YAHTZEE_ROLLED = ("Five Spider-Mans! Put any friend on 5.", "Nothing new to score: put a token on 0.",
                  "Score a glowing friend, or keep dice and roll again.",
                  "Nothing to score yet: keep dice and roll again.",
                  "That was your last roll: score a glowing friend.", "Score a glowing friend.")
TURNS = {
    "somethingwild": Turn(
        somethingwild_events,
        lambda e: {"play": "play", "from-discard": "power", "use-power": "use", "guess": "power", "swap": "power",
                   "pass": "power"}.get(e.kind.value, e.kind.value),
        ("draw", "play", "mover", "use", "power", "score", "discard"),
        ("Tap the deck to draw a card.",), SW_PHASES | {"mover": SW_PHASES["play"]}),
    "yahtzee": Turn(
        yahtzee_events, lambda e: {"zero": "score"}.get(e.kind.value, e.kind.value),
        ("roll", "roll", "roll", "score"),
        ("Roll the dice.", "It's a tie! Roll: most Spider-Mans wins."), {"roll": YAHTZEE_ROLLED}),
    "labyrinth": Turn(
        labyrinth_events, lambda e: "push" if isinstance(e, lab.ShiftEvent) else "walk", ("push", "walk"),
        ("Turn the spare tile, then push it in at an arrow.",),
        {"push": ("No tile to walk to: press Stay here.", "Walk home to win, or press Stay here.",
                  "Walk to a glowing tile, or press Stay here.")}),
    "webrace": Turn(
        webrace_events, lambda e: "draw" if e.kind is race.EventKind.DRAW else "move", ("draw", "move"),
        ("Draw a travel card.",),
        {"draw": ("No piece can move that far: press Pass.", "Jump: tap a glowing piece to send it home.",
                  "Move both pieces: tap where the first goes, then the second.",
                  "Pick a piece, then tap a glowing space.", "Tap a glowing space to move there.")}),
}


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


def worst_cases(scene: GameScene, game_id: str, players: int) -> Iterator[tuple[list[Line], list[Line]]]:
    """The caption's fullest rows: the widest lines of every end a turn can have, under whose turn it is
    with each sentence of what to do that can follow; after another seat's move, and on the child's own."""
    assert scene.captions is not None
    turn, names, view = TURNS[game_id], [s.name for s in scene.seats], scene.view
    to_do = {line.template: line for line in to_do_lines(inspect.getmodule(scene.captions) or scene.captions)}
    asked = {words for words in turn.opens + sum(turn.then.values(), ())}
    assert asked <= set(to_do), f"no longer said: {sorted(asked - set(to_do))}"
    child = your_turn(0, True)
    for seat, own in ((MOVER % players, False), (0, True)):  # another seat's whole turn; the child's so far
        told: dict[str, list[Line]] = {}
        for event in turn.events(seat, players, view):
            if (line := scene.captions.happened(event, view, view)) is not None:
                told.setdefault(turn.kind(event), []).append(line)
        assert set(turn.steps) <= set(told), f"{game_id} tells no {sorted(set(turn.steps) - set(told))}"
        for tail in turn.tails(players):
            lines = [widest(told[kind], names)[tail[:n].count(kind)] for n, kind in enumerate(tail)]
            for words in turn.then.get(tail[-1], ()) if own else turn.opens:
                yield lines, [child, to_do[words]]


def fullest(app: App, game_id: str, players: int, code: str, large: bool) -> list[str]:
    """What is not painted whole when the caption holds its most, in one language at one text size."""
    found: list[str] = []
    with speaking(app, code, large):
        scene = the_table(app, game_id, players)
        for happened, now in worst_cases(scene, game_id, players):
            bar = scene.caption
            bar.happened[:] = happened
            bar.follow(now)
            bar.follow(now)  # drawn from the next frame on: this one
            recorder = draw_frame(app, new_recorder())
            case = f"{game_id}, {players} seats, {code}, {'Large' if large else 'normal'} text"
            found += [f"{case}: {p}" for p in unpainted(scene, recorder, bar.lines(now))]
    return found


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize(("game_id", "players"), tables())
def test_the_fullest_caption_is_painted_whole(app: App, game_id: str, players: int, large: bool) -> None:
    """In every language, the most lines of what happened one move can leave, with the widest values and
    names, and whose turn it is with the widest sentence of what to do: every row painted whole."""
    found: list[str] = []
    for code in LANGUAGES:
        found += fullest(app, game_id, players, code, large)
    assert not found, f"{len(found)} problems, first:\n" + "\n".join(found[:12])
