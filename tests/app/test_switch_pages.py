"""One switch everywhere a child goes (issue #30): from the app's start to a game's end and back to
the menu, Space is the only input; the gate to the grown-ups' corner never opens by the switch; Oops
by the switch in the beat after a child's move; a page's choices said in fixed words; the scan's ring
never outside the canvas.

The child presses Space only while the scan lights what they want (or the group holding it): on the
menu their game's tile, on the setup page the second seat's robot until it is the easy one, then
Start!; on the table what a normal robot would play (tests/one_hand.py); past the curtain and the
tally; on the results the Menu. Real speed, 30 frames a second, every frame drawn.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest
from driving import hand_over, key, needs_oops, settle, use_settings, versus_robot
from one_hand import Child
from secrecy import listen

from spidergames.app import switch_scan
from spidergames.app.application import App
from spidergames.app.scenes.corner import CornerScene
from spidergames.app.scenes.gate import GateScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import CurtainScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.settings import SCAN_PACES
from spidergames.app.speech import ClipBook, fragments
from spidergames.app.table import decision
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.results import ResultsScene
from spidergames.app.ui.theme import LOGICAL_SIZE
from spidergames.app.ui.widgets import Button
from spidergames.core.registry import game_ids

DT = 1 / 30
PACE = SCAN_PACES[1]
CANVAS = pygame.Rect((0, 0), LOGICAL_SIZE)


def space(app: App) -> None:
    """The switch: a Space press (and its release), as a switch interface sends it."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))


def lit(app: App) -> tuple[Button, ...]:
    """What the scan lights now: the table's scan on the table, the app's on a page."""
    top, pages = app.scenes.top, getattr(app, "pages", None)  # (an app with no page scan lights no page)
    return top.scan.lit() if isinstance(top, GameScene) else pages.scan.lit() if pages is not None else ()


@contextmanager
def ring_rects(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[pygame.Rect]]:
    """Every rectangle the scan's ring asks `pygame.draw.rect` to draw (before any clipping), the
    table's scan and the pages' alike."""
    seen: list[pygame.Rect] = []
    real_rect, real_ring = pygame.draw.rect, switch_scan.ring

    def noting(surface: pygame.Surface, colour: Any, rect: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        seen.append(pygame.Rect(rect))
        return real_rect(surface, colour, rect, *args, **kwargs)

    def ring(surface: pygame.Surface, rect: pygame.Rect, share: float | None) -> None:
        pygame.draw.rect = noting  # type: ignore[assignment]
        try:
            real_ring(surface, rect, share)
        finally:
            pygame.draw.rect = real_rect

    monkeypatch.setattr(switch_scan, "ring", ring)
    yield seen


def controller(setup: SetupScene, seat: int) -> Button:
    """The button that says who plays `seat` (a child, or a robot of a level): a press moves it on."""
    return next(b for b in setup.focus.buttons if getattr(b.on_click, "args", None) == (seat,)
                and getattr(b.on_click, "func", None) == setup._next_controller)  # noqa: SLF001


class SwitchChild:
    """The child with one switch, from the menu to the results and back: what they want on each screen."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.game: GameScene[Any, Any, Any, Any] | None = None
        self.at_table: Child | None = None  # what they want on the table (`one_hand.Child`)
        self.finished = False

    def wanted(self, app: App) -> Button | None:
        top = app.scenes.top
        if isinstance(top, MenuScene):
            return None if self.finished else top.tiles[self.game_id]
        if isinstance(top, SetupScene):
            if top.seats[1].controller != "easy":
                return controller(top, 1)
            return next(b for b in top.focus.buttons if b.on_click == top._start)  # noqa: SLF001
        if isinstance(top, CurtainScene):
            return top.focus.buttons[0]
        if isinstance(top, ResultsScene):
            self.finished = True
            return next(b for b in top.focus.buttons if b.icon == "ui/home.png")
        if isinstance(top, GameScene):
            if self.game is not top or self.at_table is None:
                self.game, self.at_table = top, Child(top.match)  # type: ignore[arg-type]
            return self.at_table.wanted(top) if top.ready() and not top.moving else None
        return None


def same_target(lit: Button, want: Button) -> bool:
    """The same choice of the table, made again when its targets were rebuilt (its tag and place)."""
    tag = getattr(want, "tag", None)
    return tag is not None and getattr(lit, "tag", None) == tag and lit.rect == want.rect


def press_when_lit(app: App, want: Button | None) -> bool:
    """Space if what the scan lights is `want` or a group holding it."""
    if want is not None and any(b is want or same_target(b, want) for b in lit(app)):
        space(app)
        return True
    return False


@pytest.mark.slow  # whole games: tests/test_one_hand.py plays one by switch and every page is scanned below
@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_from_the_start_with_one_switch(app: App, game_id: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Space only, from the menu the app starts on to the results and back to the menu: the scan steps
    through each page by itself; the ring never leaves the canvas."""
    use_settings(app, speed="fast")
    app.settings.scan_pace = PACE
    app.scenes.push(MenuScene(app))
    child = SwitchChild(game_id)
    screens: list[str] = []
    checked = 0  # the rings drawn before this frame, already looked at (a whole game draws tens of thousands)
    with ring_rects(monkeypatch) as rings:
        for _ in range(round(3600 / DT)):
            top = app.scenes.top
            if not screens or screens[-1] != type(top).__name__:
                screens.append(type(top).__name__)
            if isinstance(top, MenuScene) and child.finished:
                break
            press_when_lit(app, child.wanted(app))
            decision.settle()  # a robot thinking on its helper thread takes no game time, however busy the machine
            app.frame(DT)
            outside = [r for r in rings[checked:] if not CANVAS.contains(r)]
            assert not outside, f"the scan's ring left the canvas on {type(app.scenes.top).__name__}: {outside[:3]}"
            checked = len(rings)
        else:
            raise AssertionError(f"{game_id}: not back at the menu after an hour of game time; screens {screens}, "
                                 f"top {type(app.scenes.top).__name__}, lit {lit(app)}")
    assert child.game is not None and child.game.match.is_over
    seats = child.game.match.config.seats
    assert seats[0].is_human and seats[1].controller == "easy", "the robot chosen by the switch did not play"
    for screen in ("MenuScene", "SetupScene", type(child.game).__name__, "ResultsScene"):
        assert screen in screens, f"{screen} never on top: {screens}"
    assert rings, "the page scan never drew its ring"


def test_the_ring_stays_on_the_canvas_round_a_choice_at_its_edge(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The menu's "Play on several computers" sits 10 px from the left edge: its ring is pulled in,
    all of it drawn on the canvas."""
    app.settings.scan_pace = PACE
    app.scenes.push(MenuScene(app))
    app.frame(DT)
    menu = app.scenes.top
    assert isinstance(menu, MenuScene)
    edge = min(menu.focus.buttons, key=lambda b: b.rect.left)
    with ring_rects(monkeypatch) as rings:
        for _ in range(round(60 / DT)):
            app.frame(DT)
            if lit(app) == (edge,):
                break
        else:
            raise AssertionError("the scan never lit the choice at the edge")
        app.frame(DT)
    assert rings and all(CANVAS.contains(r) for r in rings), [r for r in rings if not CANVAS.contains(r)]


def test_ten_children_a_page_any_one_in_few_presses(app: App) -> None:
    """Who's playing? with 40 children: the scan goes by groups of at most six, so the 40th child (on the
    last page, one arrow away) is chosen in at most four presses."""
    from spidergames.app.scenes.who import WhoScene

    app.settings.scan_pace = PACE
    for n in range(40):
        assert app.profiles.make(f"Kid{n}", "spidey", "red", like=app.settings) is not None
    chosen: list[list[str]] = []
    app.scenes.push(MenuScene(app))
    app.scenes.push(WhoScene(app, 4, lambda kids: chosen.append([k.name for k in kids]), lambda: None))
    app.frame(DT)
    who = app.scenes.top
    assert isinstance(who, WhoScene)
    last = who.profiles[-1]
    presses = 0
    for _ in range(round(300 / DT)):
        if last.id in who.chosen:
            break
        shown = [b for b in who.focus.buttons if getattr(b.on_click, "args", None) == (last.id,)
                 and getattr(b.on_click, "func", None) == who._tap]  # noqa: SLF001
        want = shown[0] if shown else next(b for b in who.focus.buttons if getattr(b, "right", None) is False)
        if press_when_lit(app, want):
            presses += 1
        app.frame(DT)
    assert last.id in who.chosen, "the 40th child was never chosen by the switch"
    assert presses <= 4, f"{presses} presses to the 40th child"


def test_the_gate_never_opens_by_the_switch(app: App) -> None:
    """Space, even with the keyboard's focus put on the circle and the key held down for ten seconds,
    goes Back: the sum never shows, the corner never opens. The scan lights the gate's Back only, never
    the circle, which a grown-up's hand holds; a click and hold on it still opens the gate."""
    app.settings.scan_pace = PACE
    app.scenes.push(MenuScene(app))
    opened: list[bool] = []
    gate = GateScene(app, lambda: opened.append(True))
    app.scenes.push(gate)
    for _ in range(round(1 / DT)):
        app.frame(DT)
    gate.focus.focus_on(gate.circle)  # as Tab would put it, between two frames
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    for _ in range(round(10 / DT)):  # held down: no release
        app.frame(DT)
        assert gate.asking is None and not opened and not isinstance(app.scenes.top, CornerScene), (
            "Space held on the gate opened it")
    assert app.scenes.top is not gate, "the switch pressed on the gate did not go Back"
    gate = GateScene(app, lambda: opened.append(True))
    app.scenes.push(gate)
    back = next(b for b in gate.focus.buttons if b is not gate.circle)
    for _ in range(round(20 / DT)):
        app.frame(DT)
        assert not any(b is gate.circle for b in lit(app)), "the scan lit the gate's circle"
    assert lit(app) == (back,)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=gate.circle.rect.center, button=1, touch=False))
    for _ in range(round(3.2 / DT)):  # a grown-up's mouse, with the scan on
        app.frame(DT)
    assert gate.asking is not None, "a grown-up's hold on the circle no longer opens the gate with one switch on"


@pytest.mark.parametrize("game_id", game_ids())
def test_oops_by_one_switch_in_the_beat(app: App, game_id: str) -> None:
    """After a child's move passes the turn, the beat before the robot plays lights Oops first; one
    press takes the move back, on screen and in the match."""
    needs_oops(game_id)
    scene = versus_robot(app, game_id, "switch oops")
    scene, before, seat, moves = hand_over(app, scene)
    app.settings.scan_pace = SCAN_PACES[-1]  # the slowest pace: Oops must be lit at once, the beat is short
    for _ in range(round(30 / DT)):
        app.frame(DT)
        if scene.assist.waiting and scene.scan.lit():
            break
    assert scene.assist.waiting, "the beat ended before the scan lit anything"
    assert scene.scan.lit() == (scene.assist.oops,), f"the beat lit {scene.scan.lit()}, not Oops"
    key(app, pygame.K_SPACE)
    assert app.scenes.top is not scene, "the switch in the beat did not press Oops"
    app.settings.scan_pace = 0.0  # (`settle` waits for a still table: a scan never stands still)
    scene = settle(app)
    match = scene.match
    assert match.state == before and match.current_player == seat and len(match.history) == moves


def test_a_page_says_each_choice_in_fixed_words_with_clips(app: App) -> None:
    """"Say the choices" on: each step of the scan, and each Tab, on the menu says the choice's
    fixed words (a game's tile: "Choose this!", never a label), every one with a clip."""
    use_settings(app)
    app.settings.scan_pace = PACE
    app.scenes.push(MenuScene(app))
    app.frame(DT)
    heard = listen(app)
    for _ in range(round(40 / DT)):
        app.frame(DT)
    said = list(heard.heard)
    assert {"Choose this!", "Grown-ups!", "Rules!", "Back!"} <= set(said), said
    book = ClipBook("en")
    for words in set(said):
        assert all(piece in book for piece in fragments(words)), f"no clip for {words!r}"
    app.settings.scan_pace = 0.0
    before = len(heard.heard)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert len(heard.heard) - before == 2, heard.heard[before:]


def test_every_page_outside_the_table_scans_every_choice(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every page the layout check knows (tests/test_layout.py `shell_pages`: the menu, setup, Who's
    playing?, a new profile, the level offer, results, pause, curtain, break card, sticker book, demo,
    rules, the corner, the pages of play across computers): one switch lights something at once, its
    groups hold every enabled choice once (the gate: Back only), no group holds more than six, and the
    ring stays on the canvas."""
    import test_layout

    pages = 0
    with ring_rects(monkeypatch) as rings:
        for name, show in test_layout.shell_pages(app, False):
            show()
            app.settings.scan_pace = PACE
            app.autoplay = False
            app.frame(DT)
            top, groups = app.scenes.top, app.pages.scan.groups
            focus = top.page_focus() if top is not None else None
            assert focus is not None, f"{name}: no focus for the switch"
            if top is not None and top.animating and not any(b.enabled for b in focus.buttons):
                continue  # a card at work that offers nothing to choose (the records' pages being saved)
            assert lit(app), f"{name}: one switch lights nothing"
            scanned = [id(b) for g in groups for b in g]
            if isinstance(top, GateScene):
                assert scanned == [id(top.back)], f"{name}: the switch may reach more than Back"
            else:
                assert sorted(scanned) == sorted(id(b) for b in focus.buttons if b.enabled), f"{name}: not every choice"
            assert all(len(g) <= 6 for g in groups), f"{name}: a group of {max(map(len, groups))}"
            outside = [r for r in rings if not CANVAS.contains(r)]
            assert not outside, f"{name}: the ring left the canvas: {outside[:3]}"
            app.settings.scan_pace = 0.0
            pages += 1
    assert pages > 30
