"""A table reaches its match only through the seat link (issue #27): sights of the position, never the state.

The tables (the table kit, each game's scene, the classroom demo) talk to `core.seat_link.SeatLink`, so that
a link across computers (issue #28), which holds only its own seats' observations, can stand where hot seat's
`Match` stands. Checked three ways: every game's scene plays against a link that fails on anything beyond the
protocol (robots, Help, Oops, the end, its tally and results); no table module asks its match for anything
beyond it (read from their source, the toy game's scene too); and an action chosen on an older position, or
sent twice, is refused, by the link and at the table.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import Any, get_args, get_origin

import pytest
from driving import fast_forward, quiet, use_settings

from spidergames.app.application import App
from spidergames.app.games import scene_class
from spidergames.app.scenes import demo as demo_scene
from spidergames.app.scenes.demo import shows_a_demo
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.results import ResultsScene
from spidergames.app.table.turns import TurnLoop
from spidergames.app.words import say
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, Game, GameConfig, Seat
from spidergames.core.registry import entry, game_ids, load_game, load_info
from spidergames.core.rewind import Rewindable
from spidergames.core.seat_link import STALE, SeatLink, Sight
from spidergames.games.yahtzee.rules import Roll

ROOT = Path(__file__).resolve().parents[1]
LINK = frozenset(name for name in vars(SeatLink) if not name.startswith("_"))
SIGHT = frozenset(name for name in vars(Sight) if not name.startswith("_"))
DT = 0.1  # a slow computer's frames: the animations run at their real pace, in few frames
FRAMES = 3000


class BeyondTheLink(Exception):  # noqa: N818 - what the table did, read in the failure
    """A table asked its match for something the seat link does not offer (not an AttributeError, which
    a `getattr(..., default)` would swallow)."""


class GuardedSight:
    """A sight that answers only the `Sight` protocol."""

    def __init__(self, sight: Any) -> None:
        object.__setattr__(self, "_sight", sight)

    def __getattr__(self, name: str) -> Any:
        if name not in SIGHT:
            raise BeyondTheLink(f"a table asked a sight for {name!r}")
        return getattr(self._sight, name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise BeyondTheLink(f"a table set {name!r} on a sight")


class GuardedLink:
    """A match that answers only the `SeatLink` protocol, as a link across computers would."""

    def __init__(self, match: Match[Any, Any]) -> None:
        object.__setattr__(self, "_match", match)
        object.__setattr__(self, "_shown", (None, None))  # the last sight handed out, and its wrapper

    def __getattr__(self, name: str) -> Any:
        if name not in LINK:
            raise BeyondTheLink(f"a table asked its match for {name!r}, beyond the seat link")
        if name == "sight":
            return self._sight
        if name == "preview":
            return lambda action: GuardedSight(self._match.preview(action))
        if name == "rewound":
            return lambda moves: GuardedLink(self._match.rewound(moves))
        return getattr(self._match, name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise BeyondTheLink(f"a table set {name!r} on its match")

    def _sight(self) -> GuardedSight:
        sight = self._match.sight()
        if self._shown[0] is not sight:  # the same sight is the same object, as the match's own are
            object.__setattr__(self, "_shown", (sight, GuardedSight(sight)))
        return self._shown[1]


def config(game_id: str) -> GameConfig:
    """A child (seat 0) against a normal robot, in the game's first characters."""
    characters = load_info(game_id).characters
    return GameConfig((Seat("Ann", HUMAN, "red", characters[0]), Seat("Robot 2", "normal", "blue", characters[-1])))


def table_over(app: App, game_id: str, match: Match[Any, Any]) -> GameScene[Any, Any, Any, Any]:
    """The game's scene over `match` behind a guarded link, alone on the stack (as Continue opens a game)."""
    cls = scene_class(game_id)
    assert cls is not None
    scene = cls(app, GuardedLink(match))  # type: ignore[arg-type]
    app.scenes.reset(scene)
    return scene


def takes_back(game_id: str) -> bool:
    """Whether Oops may take anything back in the game (its rules say which moves reveal nothing)."""
    return type(load_game(game_id)).reveals is not Game.reveals


def top_table(app: App) -> GameScene[Any, Any, Any, Any]:
    top = next(s for s in reversed(app.scenes.stack) if isinstance(s, GameScene))
    return top


@pytest.mark.parametrize("game_id", game_ids())
def test_every_table_plays_through_the_seat_link_alone(app: App, game_id: str) -> None:
    """Robots' turns, the child's moves, Help, Oops (where the rules take anything back), and then the end of
    a game nearly over, its tally and results, all against a link that raises on anything the seat link does
    not offer."""
    match = Match(load_game(game_id), config(game_id), 3)
    app.autoplay = True
    scene = table_over(app, game_id, match)
    helped, undone = False, not takes_back(game_id)
    for _ in range(FRAMES):
        app.frame(DT)
        scene = top_table(app)
        if len(match.history) >= 12 and helped and undone:
            break
        if not scene.ready() or scene.animating:
            continue
        if not helped:
            scene.assist.ask()
            helped = scene.assist.hint is not None or scene.assist.busy
            continue
        action = quiet(match) if not undone else None
        assert scene.submit(action if action is not None else match.bot_choice("normal"))
        if action is not None and scene.assist.owner() is not None:
            scene.assist.take_back()
            undone = top_table(app) is not scene and match.takebacks == 1
    assert helped and undone and sum(match.hints) >= 1, (game_id, helped, undone, match.hints)
    assert match.takebacks == takes_back(game_id), "Oops took back one decision"

    near_end = fast_forward(Match(load_game(game_id), config(game_id), 4), 100_000, keep=8)
    use_settings(app, speed="fast")  # real pace: the tally and the results come as a child sees them
    table_over(app, game_id, near_end)
    for _ in range(FRAMES):
        app.frame(DT)
        if isinstance(app.scenes.top, ResultsScene):
            break
        scene = top_table(app)
        if scene.ready() and not scene.animating:
            assert scene.submit(near_end.bot_choice("normal"))
    assert isinstance(app.scenes.top, ResultsScene) and near_end.is_over, f"{game_id}: no results"
    app.frame(DT)  # the results drawn: the scores and the hints, from the link


def test_the_classroom_demo_plays_and_goes_back_through_the_seat_link_alone(app: App, monkeypatch) -> None:
    """The demo's own needs are the link's calls too: the rule of the move a robot is showing, said before it
    is played (`preview`), and one move back (`rewound`), so that a demo could one day be shown from a
    match on another computer. Stepping, going back and stepping again against a guarded link."""
    game_id = next(g for g in game_ids() if shows_a_demo(g))
    links: list[GuardedLink] = []

    def guarded(game: Any, config: GameConfig, seed: int) -> GuardedLink:
        links.append(GuardedLink(Rewindable(game, config, seed)))
        return links[-1]

    monkeypatch.setattr(demo_scene, "Rewindable", guarded)
    app.autoplay = False
    demo = demo_scene.DemoScene(app, game_id, seed=4, playing=False)
    app.scenes.reset(demo)
    app.frame(DT)
    demo.begin(playing=False)
    for _ in range(3):
        demo.next()
        for _ in range(FRAMES):
            app.frame(DT)
            if demo.match.version == demo.limit and not demo.animating:
                break
    assert demo.match.version == 3 and len(demo.notes) == 3, "three moves, each with its rule"
    demo.back()
    assert demo.match.version == 2 and isinstance(demo.match, GuardedLink) and len(links) == 1
    demo.next()
    for _ in range(FRAMES):
        app.frame(DT)
        if demo.match.version == 3 and not demo.animating:
            break
    assert demo.match.version == 3 and len(demo.notes) == 3


def test_only_a_game_of_robots_alone_shows_a_move_early_or_goes_back() -> None:
    """Hot seat with a person: a person's move is never worked out before it is played, and the game goes
    back only by Oops; robots alone (the demo's match) do both, the earlier game exactly as it was."""
    people = Match(load_game("yahtzee"), GameConfig((Seat("Ann", HUMAN), Seat("Robot 2", "normal"))), 7)
    with pytest.raises(PermissionError):
        people.preview(people.legal_actions()[0])
    with pytest.raises(PermissionError):
        people.rewound(0)
    robots = Rewindable(load_game("yahtzee"), GameConfig((Seat("Robot 1", "normal"), Seat("Robot 2", "normal"))), 7)
    seen = []
    for _ in range(4):
        action = robots.bot_choice()
        coming = robots.preview(action)
        assert robots.submit(action, robots.version) is None
        assert coming.view(None) == robots.sight().view(None), "the preview is the position the move led to"
        seen.append((robots.state, robots.rng.getstate()))
    earlier = robots.rewound(2)
    assert earlier.version == 2 and (earlier.state, earlier.rng.getstate()) == seen[1]
    assert earlier.bot_choice() == robots.history[2], "its robots choose again as they did"


# -- read from the source ----------------------------------------------------------------------------
def table_modules() -> list[Path]:
    """Every module of the tables: the kit (but `opening`, which makes the match), the demo, and each game's
    scene and drawing modules, the toy game's scene among them."""
    kit = [p for p in (ROOT / "spidergames/app/table").glob("*.py") if p.name != "opening.py"]
    games = [p for p in (ROOT / "spidergames/games").glob("*/*.py")
             if p.stem in ("scene", "peek", "power_rule", "layout", "captions", "teach") or p.stem.startswith("view_")]
    return [*kit, ROOT / "spidergames/app/scenes/demo.py", *games, ROOT / "tests/toygame/toygame/scene.py"]


def reaches(path: Path) -> list[str]:
    """Where a module asks a match (`match`, `x.match`) for something the seat link does not offer, or
    imports the match itself."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr not in LINK:
            value = node.value
            if (isinstance(value, ast.Name) and value.id == "match") or (
                    isinstance(value, ast.Attribute) and value.attr == "match"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: .match.{node.attr}")
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("core.match"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: imports core.match")
    return found


def test_no_table_module_asks_its_match_for_more_than_the_seat_link() -> None:
    modules = table_modules()
    assert len(modules) > 30 and all(p.exists() for p in modules)
    found = [line for path in modules for line in reaches(path)]
    assert not found, "beyond the seat link:\n" + "\n".join(found)


def test_each_game_scene_names_its_event_type() -> None:
    """`play_event` gets each game's own events, typed: `GameScene[State, Action, Observation, Event]`."""
    for game_id in game_ids():
        cls = scene_class(game_id)
        rules = importlib.import_module(entry(game_id).rules.module)  # type: ignore[attr-defined]
        base = next(b for b in getattr(cls, "__orig_bases__", ()) if get_origin(b) is GameScene)
        assert get_args(base) == (rules.State, rules.Action, rules.Observation, rules.Event), game_id
    assert issubclass(GameScene, TurnLoop)


# -- the state number ---------------------------------------------------------------------------------
def two_children() -> Match[Any, Any]:
    return Match(load_game("yahtzee"), GameConfig((Seat("Ann", HUMAN), Seat("Ben", HUMAN))), 7)


def test_an_action_made_on_an_older_position_or_sent_twice_is_refused() -> None:
    match = Match(load_game("labyrinth"), GameConfig((Seat("Ann", HUMAN), Seat("Ben", HUMAN))), 7)
    push = quiet(match)  # a push: it reveals nothing, so it may be taken back
    assert push is not None
    start = match.version
    assert match.submit(push, start) is None and match.version > start
    assert match.submit(push, start) == STALE, "the same push sent twice"
    assert len(match.history) == 1
    pushed = match.version
    assert match.undo(by=0) and match.version > pushed, "a take-back makes a new number too"
    assert match.submit(push, pushed) == STALE, "a move chosen before the take-back"
    assert match.submit(push, match.version) is None and len(match.history) == 1
    assert match.submit(match.legal_actions()[0], 10**6) == STALE, "a position that never was"
    assert len(match.history) == 1


def test_the_table_hands_in_the_position_it_showed(app: App) -> None:
    """Another screen played first (the table has not shown it yet): the child's tap is refused kindly,
    with the stale-move words, and nothing is played for them."""
    match = two_children()
    app.autoplay = True
    scene = scene_class("yahtzee")(app, match)  # type: ignore[misc]
    app.scenes.reset(scene)
    for _ in range(20):
        app.frame(DT)
        if scene.ready():
            break
    assert scene.ready()
    match.play(Roll())  # behind the table's back
    said: list[str] = []
    scene.refuse = said.append  # type: ignore[method-assign]
    assert not scene.submit(match.legal_actions()[0])
    assert said == [say(STALE)] and len(match.history) == 1


def test_a_sight_is_the_same_until_the_position_changes() -> None:
    match = two_children()
    first = match.sight()
    assert match.sight() is first and first.view(0) is first.view(0)
    match.submit(Roll(), first.version)
    assert match.sight() is not first and match.sight().version == first.version + 1
    assert first.events(0) == () and match.sight().events(1), "the roll, as any seat saw it"
    with pytest.raises(PermissionError):
        match.final_state()
