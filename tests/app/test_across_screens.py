"""A whole game across two computers through the screens of "Play on several computers" (issue #28).

Two apps in one process on loopback: the host's chooses the game, sets a seat to "Other computer" and
starts the room; the joining app types the address and the code it shows, touches the free seat, and
both go to the table once everyone sat down. The children's moves are made through each table as in
tests/network/test_remote_table.py; every other step is a click or typed keys, as a child or a
grown-up would.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pytest
from driving import click, use_settings

from spidergames.app.application import App
from spidergames.app.games import playable
from spidergames.app.scenes.across import AcrossScene
from spidergames.app.scenes.host_setup import AWAY, HostSetupScene
from spidergames.app.scenes.join import JoinScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import CurtainScene, ThinkingScene
from spidergames.app.scenes.waiting_room import WaitingRoom
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.results import ResultsScene
from spidergames.app.table.watching import Watching
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig
from spidergames.core.registry import game_ids, load_game
from spidergames.games.yahtzee.scene import YahtzeeScene
from spidergames.net.client import RemoteLink
from spidergames.net.hosting import Hosting
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

DT = 0.1
SEED = 11  # the host's dealer: every room's seed (the same game played again in hot seat)
SECONDS = 150.0  # wall-clock bound of one whole game
WAIT = 20.0


@pytest.fixture
def guest(app: App) -> Iterator[App]:
    """A second app: the other computer (its own canvas; its files in the same test folder)."""
    other = App(fullscreen=False, screen=pygame.Surface((1280, 720)))
    other.hosting = Hosting(Path(app.store.path.parent) / "guest-rooms", listen="127.0.0.1", port=0)  # loopback only
    yield other
    other.scenes.reset(MenuScene(other))  # its waiting room and table let go of their connections


def press(app: App, label: str) -> None:
    """Click the middle of the top scene's button that says `label`."""
    buttons = app.scenes.top.focus.buttons  # type: ignore[union-attr]
    found = [b for b in buttons if b.label == label]
    assert found, (label, [b.label for b in buttons])
    click(app, found[0].rect.center)


def typed(app: App, words: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=words))
    app.frame(DT)


def frames_until(apps: tuple[App, ...], done: Any, what: str, timeout: float = WAIT) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        for each in apps:
            each.frame(DT)
        time.sleep(0.01)


def seat_as(host: App, setup: HostSetupScene, controllers: tuple[str, ...]) -> None:
    """Each seat as `controllers` says, clicked in: "+ Add a player", then its controller button round to it."""
    for i, wanted in enumerate(controllers):
        if len(setup.seats) <= i:
            press(host, "+ Add a player")
        while setup.seats[i].controller != wanted:
            click(host, next(b for b in setup.focus.buttons if isinstance(b.on_click, partial)
                             and b.on_click.func == setup._next_controller and b.on_click.args == (i,)).rect.center)


def host_a_room(host: App, tmp_path: Path, game_id: str = "yahtzee",
                seats: tuple[str, ...] | None = None, robot_pause: float = 0) -> WaitingRoom:
    """The host's app from its menu to the waiting room of `game_id`, its seats as `seats` says (else as
    the setup page first offers: a child here, the next on another computer); the host's robots wait
    `robot_pause` seconds before each move."""
    host.hosting = Hosting(tmp_path / "rooms", listen="127.0.0.1", port=0)
    host.hosting.server = ServerThread(FolderRooms(tmp_path / "rooms"), host="127.0.0.1", port=0,
                                       robot_pause=robot_pause,
                                       dealer=lambda: SEED)  # every room's dice and shuffles known: see hot_seat
    host.scenes.reset(MenuScene(host))
    host.frame(DT)
    press(host, "Play on several computers")
    assert isinstance(host.scenes.top, AcrossScene)
    click(host, host.scenes.top.games[game_id].rect.center)
    setup = host.scenes.top
    assert isinstance(setup, HostSetupScene) and [s.controller for s in setup.seats][:2] == ["human", AWAY]
    if seats is not None:
        seat_as(host, setup, seats)
    press(host, "Start!")
    room = host.scenes.top
    assert isinstance(room, WaitingRoom) and room.address is not None
    return room


def watch(room: WaitingRoom) -> App:
    """A third app, the classroom's projector: "Watch on the big screen", the address and the code typed."""
    projector = App(fullscreen=False, screen=pygame.Surface((1280, 720)))
    projector.hosting = Hosting(Path(projector.store.path.parent) / "projector", listen="127.0.0.1", port=0)
    projector.scenes.reset(MenuScene(projector))
    projector.frame(DT)
    press(projector, "Play on several computers")
    press(projector, "Watch on the big screen")
    typed(projector, room.address or "")
    press(projector, "")  # the code field
    typed(projector, room.link.code)
    press(projector, "Find the game")
    frames_until((projector,), lambda: isinstance(projector.scenes.top, GameScene), "the projector at the table")
    table = projector.scenes.top
    assert isinstance(table, GameScene) and isinstance(table.presentation, Watching)
    return projector


def open_join(guest: App) -> JoinScene:
    """The other computer, from its menu to "Join a game"."""
    guest.scenes.reset(MenuScene(guest))
    guest.frame(DT)
    press(guest, "Play on several computers")
    press(guest, "Join a game")
    join = guest.scenes.top
    assert isinstance(join, JoinScene)
    return join


def test_a_hosted_room_shows_its_code_and_waits_for_the_other_computer(app: App, tmp_path: Path) -> None:
    room = host_a_room(app, tmp_path)
    frames_until((app,), lambda: room.known, "the first look")
    assert room.free == (1,) and not room.start.enabled, "seat 1 is the other computer's: not yet"
    assert room.link.seats == (0,) and room.link.code
    app.frame(DT)
    room.close()
    assert app.hosting is not None
    app.hosting.stop()


def test_the_hosted_game_is_listed_on_the_other_computer(app: App, guest: App, tmp_path: Path) -> None:
    """Found on the network (zeroconf, loopback here): the host's name and picture; a tap shows its seats."""
    room = host_a_room(app, tmp_path)
    join = open_join(guest)
    code = room.link.code
    frames_until((guest,), lambda: any(h.code == code for h in join.hosts), "the hosted game listed")
    hosted = next(h for h in join.hosts if h.code == code)  # a game another test left may be listed a moment more
    assert (hosted.name, hosted.picture, hosted.game, hosted.where) == ("Player 1", "spider-man", "yahtzee",
                                                                          room.address), hosted
    click(guest, next(b for b in join.focus.buttons if getattr(b, "picture", "") and b.label == "Player 1"
                      and b.on_click.args == (hosted,)).rect.center)  # type: ignore[attr-defined]
    frames_until((guest,), lambda: join.room is not None, "the room's free seats")
    assert join.room is not None and join.room["free"] == [1] and join.typed["code"] == room.link.code
    room.close()
    assert app.hosting is not None
    app.hosting.stop()


def choose(version: int, legal: tuple[Any, ...]) -> Any:
    """A child's choice: the same for the same position wherever it is made (as in hot seat below)."""
    return legal[(version * 7 + 3) % len(legal)]


def table_of(app: App) -> GameScene[Any, Any, Any, Any] | None:
    return next((s for s in reversed(app.scenes.stack) if isinstance(s, GameScene)), None)


def click_towards(app: App, table: GameScene[Any, Any, Any, Any], plans: dict[tuple[int, int], Any]) -> bool:
    """One click, as a child's, on the next step of the move chosen for this position (a die to keep,
    then Roll; turn the spare, then push...): the table's own target for it. True if clicked."""
    link = table.match
    plan = plans.setdefault((id(app), link.version), choose(link.version, link.legal_actions()))
    button = table.hint_target(plan)
    assert button is not None and button.enabled, (table.game_id, plan, "has no button to click")
    click(app, button.rect.center)
    return True


def hot_seat(game_id: str, config: GameConfig) -> Any:
    """The same game at one computer: the same seed, the same children's choices, the same robots."""
    hot = Match(load_game(game_id), config, SEED)
    while not hot.is_over:
        person = hot.config.seats[hot.current_player].is_human
        hot.play(choose(hot.version, hot.legal_actions()) if person else hot.bot_choice())
    return hot.state


@pytest.mark.slow  # whole games through three apps, 6 s each; joining, leaving and a game played over a link
@pytest.mark.parametrize("game_id", [g for g in game_ids() if playable(g)])  # are quick (here, test_remote_table)
def test_a_whole_game_between_two_apps_through_the_screens(app: App, guest: App, tmp_path: Path,
                                                           game_id: str) -> None:
    """Every game, from the menus to the results, mouse clicks only, a projector beside: each screen
    draws only its own seat's secrets (the projector nobody's) on every frame, and the game ends as the
    same seeded moves end at one computer."""
    room = host_a_room(app, tmp_path, game_id, ("human", AWAY, "normal"))  # the robot ends it in 45-160 moves
    assert app.hosting is not None
    sit_at(guest, room, [1])
    projector = watch(room)
    clicks, _ = play_to_the_end(game_id, app, guest, projector)
    assert clicks[0] > 0 and clicks[1] > 0, clicks
    host_link = table_of(app)
    assert host_link is not None
    across = host_link.match.final_state()
    assert across == hot_seat(game_id, host_link.match.config), "the same moves at one computer end elsewhere"
    app.hosting.stop()


def sit_at(guest: App, room: WaitingRoom, seats: list[int]) -> None:
    """The other computer: the address and code typed, the free `seats` touched, "Sit down!"; it goes to the
    table by itself once everyone sat down, and the host starts."""
    join = open_join(guest)
    assert join.editing == "address", "the first field is ready for typing"
    typed(guest, room.address or "")
    press(guest, "")  # the code field (empty)
    typed(guest, room.link.code.lower())
    press(guest, "Find the game")
    frames_until((guest,), lambda: join.room is not None, "the room's free seats")
    assert join.room is not None and join.room["free"] == seats
    for seat in seats:
        press(guest, join.room["config"].seats[seat].name)
    press(guest, "Sit down!")
    frames_until((room.app, guest), lambda: room.start.enabled, "the host sees everyone sat down")
    assert any(isinstance(s, GameScene) for s in guest.scenes.stack), "the guest went to the table by itself"
    press(room.app, "Start!")


def play_to_the_end(game_id: str, *screens: App,
                    seen: Callable[[App, GameScene[Any, Any, Any, Any]], None] = lambda app, table: None,
                    ) -> tuple[dict[int, int], list[tuple[App, str]]]:
    """Every screen's children click their moves (and "I'm NAME: show me!" on a curtain) until every
    screen shows the results; on every frame each screen draws only its own seats' secrets, the projector
    (the last screen) nobody's. Returns the clicks per seat and the curtains answered (where, for whom)."""
    projector = screens[-1]
    for each in screens:
        use_settings(each, speed="fast")
    clicks: dict[int, int] = {}
    curtains: list[tuple[App, str]] = []
    plans: dict[tuple[int, int], Any] = {}
    deadline = time.monotonic() + SECONDS
    while not all(isinstance(each.scenes.top, ResultsScene) for each in screens):
        assert time.monotonic() < deadline, f"{game_id}: no results after {clicks} clicks"
        big = table_of(projector)
        assert big is not None and big.viewer() is None, "the projector draws nobody's secrets"
        assert isinstance(big.match, RemoteLink) and big.match.seats == (), "it is sent nobody's secrets"
        for each in screens:
            each.frame(DT)
            table = table_of(each)
            if table is None:
                continue
            viewer = table.viewer()
            assert viewer is None or table.match.here(viewer), "a screen draws only its own seats' secrets"
            seen(each, table)
            top, seat = each.scenes.top, table.current
            if isinstance(top, CurtainScene):
                assert viewer is None, "nobody's secrets behind the curtain"
                curtains.append((each, top.seat.name))
                click(each, top.focus.buttons[0].rect.center)
            elif top is table and table.is_human_turn() and table.ready() and not table.moving:
                assert viewer == seat, "the child on turn sees their own secrets, nobody else's"
                click_towards(each, table, plans)
                clicks[seat] = clicks.get(seat, 0) + 1
        time.sleep(0.001)
    return clicks, curtains


@pytest.mark.slow  # a whole game: test_a_whole_game_between_two_apps_through_the_screens is quick
def test_two_children_at_the_joining_computer_play_in_turn_behind_the_curtain(app: App, guest: App,
                                                                             tmp_path: Path) -> None:
    """Two free seats touched at one computer: both are its, and the curtain comes between the two
    children there as at one screen (never for the host's child, who is at another screen)."""
    room = host_a_room(app, tmp_path, "somethingwild", ("human", AWAY, AWAY, "normal"))
    assert app.hosting is not None
    sit_at(guest, room, [1, 2])
    table = table_of(guest)
    assert table is not None and table.match.seats == (1, 2)  # type: ignore[attr-defined]
    projector = watch(room)
    clicks, curtains = play_to_the_end("somethingwild", app, guest, projector)
    names = [s.name for s in table.match.config.seats]
    assert clicks.get(1) and clicks.get(2), clicks
    assert {who for where, who in curtains if where is guest} == {names[1], names[2]}, curtains
    assert not [who for where, who in curtains if where is not guest], "one child at the host: no curtain there"
    host_link = table_of(app)
    assert host_link is not None
    assert host_link.match.final_state() == hot_seat("somethingwild", host_link.match.config)
    app.hosting.stop()


@pytest.mark.slow  # a whole game: test_a_whole_game_between_two_apps_through_the_screens is quick
def test_a_waiting_screen_looks_as_on_a_robots_turn(app: App, guest: App, tmp_path: Path) -> None:
    """While another computer's seat plays, a screen shows what one computer shows on a robot's turn: its
    Roll and Score grey, the caption "NAME is playing." and the bubble naming who plays, "NAME is playing"
    for a child at another computer, "NAME is thinking" for the host's robot, gone once the move arrives."""
    room = host_a_room(app, tmp_path, "yahtzee", ("human", AWAY, "normal"), robot_pause=0.3)  # seen thinking
    assert app.hosting is not None
    sit_at(guest, room, [1])
    projector = watch(room)
    bubbles: dict[int, set[tuple[str, bool]]] = {id(app): set(), id(guest): set()}

    def seen(each: App, table: GameScene[Any, Any, Any, Any]) -> None:
        bubble = next((s for s in each.scenes.stack if isinstance(s, ThinkingScene)), None)
        if each is projector:
            assert bubble is None, "the projector: no bubble over the class's table"
            return
        if bubble is not None:
            assert not table.match.here(table.current), "a bubble only while another computer's seat plays"
            assert each.scenes.top is bubble and bubble.words.startswith(table.seats[table.current].name)
            assert isinstance(table, YahtzeeScene)
            assert not (table.roll_button.enabled or table.confirm_button.enabled), "grey, as on a robot's turn"
            bubbles[id(each)].add((bubble.seat.name, bubble.playing))

    play_to_the_end("yahtzee", app, guest, projector, seen=seen)
    names = [s.name for s in app.scenes.stack[1].match.config.seats]  # type: ignore[attr-defined]
    assert bubbles[id(guest)] == {(names[0], True), (names[2], False)}, bubbles
    assert bubbles[id(app)] == {(names[1], True), (names[2], False)}, bubbles
    app.hosting.stop()


def test_leaving_the_table_closes_the_connection(app: App, guest: App, tmp_path: Path) -> None:
    """The joining child goes back to the menu: its link to the host closes then, not when the app quits
    (its seat stays its token's); the projector's too."""
    room = host_a_room(app, tmp_path)
    sit_at(guest, room, [1])
    projector = watch(room)
    for each in (guest, projector):
        table = table_of(each)
        assert table is not None and isinstance(table.match, RemoteLink) and table.match.connected
        frames_until((app, guest, projector), lambda t=table: t.display.settled, "the first position shown")
        click(each, table.menu_button.rect.center)
        press(each, "Quit to menu")
        frames_until((each,), lambda e=each: isinstance(e.scenes.top, MenuScene), "the menu")
        assert not table.match.connected, "the table was left: its connection too"
    assert app.hosting is not None
    app.hosting.stop()


def test_the_projector_started_with_a_code_goes_to_the_table(app: App, tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """`spidergames --watch CODE --server ADDRESS` starts on Join in watch mode with both filled in
    (`start_modes.Watch`): the game is looked for at once and the spectator's table follows. Wrong uses of the
    options are refused in one line."""
    from spidergames import cli

    assert cli.main(["--server", "127.0.0.1"]) == 2
    assert cli.main(["--watch", "K7QD-M3XA", "--server", "no such/place"]) == 2
    assert cli.main(["--watch", "K7QD-M3XA", "--demo", "yahtzee"]) == 2
    assert "--server only goes with --watch" in capsys.readouterr().err
    room = host_a_room(app, tmp_path)
    projector = App(fullscreen=False, screen=pygame.Surface((1280, 720)))
    projector.scenes.reset(MenuScene(projector))
    projector.scenes.push(JoinScene(projector, watch=True, address=room.address or "", code=room.link.code.lower()))
    frames_until((projector,), lambda: isinstance(projector.scenes.top, GameScene), "the projector at the table")
    table = projector.scenes.top
    assert isinstance(table, GameScene) and isinstance(table.presentation, Watching) and table.viewer() is None
    projector.scenes.reset(MenuScene(projector))
    room.close()
    assert app.hosting is not None
    app.hosting.stop()


def test_the_menu_offers_the_network_only_with_every_part(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A build without zeroconf cannot find the games nearby: the join page would fail, so the menu's
    button says so kindly and opens nothing. The parts are looked for only when it is pressed."""
    import sys

    from spidergames.app.scenes import across
    from spidergames.app.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.scenes.push(menu)
    app.frame(1 / 60)
    button = next(b for b in menu.focus.buttons if b.label == "Play on several computers")
    across.available.cache_clear()
    monkeypatch.setitem(sys.modules, "zeroconf", None)  # import zeroconf raises ImportError
    try:
        assert not across.available()
        click(app, button.rect.center)
        assert app.scenes.top is menu and menu.toast.visible
        monkeypatch.undo()
        across.available.cache_clear()
        assert across.available()
    finally:
        across.available.cache_clear()
