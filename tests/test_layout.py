"""The layout check (tests/layout.py) on every rules page, the shell's scenes and the games as they are
played, in normal and Large text, and at the five window sizes of issue #12.

Every frame checked is drawn onto a `Recorder`, which keeps where each text, panel and button landed;
`layout.problems` then judges it. The app always draws on its one logical canvas (the window only
scales it), so the window sizes are checked by opening the app at each size and drawing the same
scenes again: the picture a child sees at 1024x768 is the 1280x720 canvas scaled to 1024x576.
"""

from __future__ import annotations

import atexit
import random
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import date, datetime
from functools import cache
from pathlib import Path

import pygame
import pytest
from driving import draw_whole, fast_forward, frame_times, new_match, random_config, use_settings
from layout import (
    PAGE_TEXT,
    PLAY_TEXT,
    SCREENS,
    SHELL_SCREENS,
    below_large,
    covering,
    draw_frame,
    hardest,
    kept_words,
    new_recorder,
    on_top,
    problems,
    smallest,
    widow,
)
from pseudo import CODE as PSEUDO
from pseudo import speaking, speaking_pseudo

from spidergames.app import i18n, stickers
from spidergames.app.application import App
from spidergames.app.input import Intent, Kind
from spidergames.app.profiles import week_of
from spidergames.app.scenes.about_scene import AboutScene
from spidergames.app.scenes.corner import CornerScene
from spidergames.app.scenes.demo import DemoChooser
from spidergames.app.scenes.gate import HOLD_SECONDS, GateScene
from spidergames.app.scenes.menu import ContinueButton, MenuScene
from spidergames.app.scenes.new_over_saved import NewOverSavedScene
from spidergames.app.scenes.overlays import CurtainScene, PauseScene
from spidergames.app.scenes.rulebook import RulesScene
from spidergames.app.scenes.settings_scene import PER_PAGE, ROWS, SettingsScene
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.table.break_card import BreakScene
from spidergames.app.table.game_scene import GameScene
from spidergames.app.table.opening import start_game_scene
from spidergames.app.table.results import ResultsScene
from spidergames.app.ui import record, text
from spidergames.app.ui.draw import panel
from spidergames.app.ui.record import Recorder
from spidergames.app.ui.theme import INK, LOGICAL_SIZE, PAPER
from spidergames.app.ui.widgets import Button
from spidergames.core import codec
from spidergames.core.match import Match
from spidergames.core.protocol import GameConfig
from spidergames.core.registry import game_ids, load_info
from spidergames.net import codes
from spidergames.net.client import RemoteLink
from spidergames.net.peek import Peek
from spidergames.net.rooms import FolderRooms
from spidergames.net.server import ServerThread

SHELL = (SettingsScene, AboutScene, RulesScene)
"""Pages outside play that a child's taps may open mid-game (through the menu button)."""
WINDOWS = ((1024, 768), (1280, 720), (1366, 768), (1920, 1080), (3840, 2160))


def menu(app: App, large: bool) -> None:
    use_settings(app, large_text=large)
    app.autoplay = True  # no fades to wait for
    app.scenes.reset(MenuScene(app))
    app.frame(1 / 60)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("game_id", game_ids())
def test_every_rules_page_fits_its_panel(app: App, game_id: str, large: bool) -> None:
    menu(app, large)
    rules = RulesScene(app, game_id, tabs=True)
    app.scenes.push(rules)
    recorder = new_recorder()
    found = []
    for sheet in range(len(rules._pages())):
        rules.page = sheet
        rules._build()
        found += [f"page {sheet + 1}: {p}" for p in problems(draw_frame(app, recorder), least=PAGE_TEXT, large=large)]
    assert not found, "\n".join(found)


def test_every_rules_page_is_shown_whole(app: App) -> None:
    """Pages run on over more sheets instead of losing words: every block of every page is on a sheet."""
    from spidergames.app.scenes.rulebook import load_rules

    for large in (False, True):
        menu(app, large)
        for game_id in game_ids():
            rules = RulesScene(app, game_id)
            app.scenes.push(rules)
            shown = " ".join(words for sheet in rules._pages() for _, words in sheet.blocks)
            for page in load_rules(game_id)[1]:
                for _, words in page.blocks:
                    assert words in shown or all(w in shown for w in words.split(". ")), words[:60]
            app.scenes.pop(rules)


def play_and_check(app: App, game_id: str, large: bool, seed: int, *, frames: int = 900,
                   every: int = 15, screen: tuple[int, int] | None = None) -> list[str]:
    """A seeded game with a child and robots, a few moves in, played on at 60 fps for `frames` frames by
    the robots and a child pressing keys; every `every` frames, and whenever the child is waiting,
    the frame is checked (play text at least PLAY_TEXT px; with Large text, 1.4 times that unless
    a reason in SHRINK_TO_FIT lets it shrink). A page of the shell the child's taps opened (settings,
    rules) is held to the shell's own floor, as the shell tests hold it. With `screen`, sizes are judged
    in that screen's physical pixels (and a table drawn fitted into a narrower canvas fails)."""
    from driving import child_press, game_scene

    menu(app, large)
    app.autoplay = False
    rng = random.Random(f"layout-{game_id}-{seed}")
    match = fast_forward(new_match(game_id, random_config(game_id, rng, players=rng.choice((2, 3, 4)), humans=1),
                                   seed), rng.randrange(3, 20))
    start_game_scene(app, match)
    recorder = new_recorder()
    found: dict[str, int] = {}
    times = frame_times(rng, 60)
    for n in range(frames):
        scene = game_scene(app, match)
        if isinstance(scene, GameScene) and scene.is_human_turn and n % 20 == 0:
            child_press(rng)
        app.frame(next(times))
        top = app.scenes.top
        if n % every == 0 and top is not None and not top.animating:
            where = type(top).__name__
            drawn = draw_frame(app, recorder)
            if isinstance(top, SHELL):  # a random tap reached the menu and a page of the shell
                judged = problems(drawn, least=PAGE_TEXT, large=large, screen=screen)
            else:
                judged = problems(drawn, least=PLAY_TEXT, screen=screen) + (below_large(drawn) if large else [])
            for problem in judged:
                found.setdefault(f"{where}: {problem}", n)
        if match.is_over and app.scenes.top is not scene:
            break
    pygame.event.clear()
    return [f"frame {n}: {p}" for p, n in found.items()]


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_the_menu_fits(app: App, large: bool) -> None:
    """The menu reuses a composed frame: drawn a second time (from its cache), it is still checked."""
    menu(app, large)
    app.frame(1 / 60)  # the frame is cached from here on
    recorder = draw_frame(app, new_recorder())
    assert any(m.kind == "text" for m in recorder.marks), "the menu's words reached the recorder"
    found = problems(recorder, least=PAGE_TEXT, large=large)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("game_id", game_ids())
def test_setup_fits_with_the_most_players(app: App, game_id: str, large: bool) -> None:
    """The setup screen with every seat taken: titles, names, the Up and X buttons (64 px at least)."""
    from spidergames.app.scenes.setup import SetupScene

    menu(app, large)
    setup = SetupScene(app, game_id)
    app.scenes.push(setup)
    while (more := [b for b in setup.focus.buttons if b.label.startswith("+")]):
        more[0].on_click()
    found = problems(draw_frame(app, new_recorder()), least=PAGE_TEXT, large=large)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_settings_fit(app: App, large: bool) -> None:
    for page in range(0, len(ROWS), PER_PAGE):  # every page
        menu(app, large)
        app.scenes.push(SettingsScene(app, ROWS[page].key))
        found = problems(draw_frame(app, new_recorder()), least=PAGE_TEXT, large=large)
        assert not found, "\n".join(found)


@pytest.mark.parametrize(("game_id", "large"), [
    pytest.param(game_id, large, id=f"{game_id}-{'large' if large else 'normal'}",
                 marks=() if large is (g % 2 == 1) else pytest.mark.slow)  # each game at one size: both sizes in all
    for large in (False, True) for g, game_id in enumerate(game_ids())])
def test_every_game_screen_is_readable(app: App, game_id: str, large: bool) -> None:
    """Everything on top of each checked frame, still layers and cached backdrops included (they draw
    straight onto the recorder or replay their marks there). A toast over the table hides what it
    covers, on purpose: a message shown for a moment may sit over a label, and the check then judges
    the toast, not the label under it."""
    found = play_and_check(app, game_id, large, seed=3)
    assert not found, "\n".join(found[:40])


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface")
@pytest.mark.parametrize("size", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_the_same_layout_at_every_window_size(tmp_path, monkeypatch, size: tuple[int, int]) -> None:
    """Opened at each size, the app still draws its logical canvas, and a rules page and the settings
    pass the check there, in both text sizes."""
    with opened_at(tmp_path, monkeypatch, size) as application:
        for large in (False, True):
            menu(application, large)
            application.scenes.push(RulesScene(application, game_ids()[WINDOWS.index(size) % len(game_ids())]))
            assert not problems(draw_frame(application, new_recorder()), least=PAGE_TEXT, large=large)
            application.scenes.push(SettingsScene(application))
            assert not problems(draw_frame(application, new_recorder()), least=PAGE_TEXT, large=large)


@contextmanager
def opened_at(tmp_path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> Iterator[App]:
    """An app whose window is opened at `size` (it still draws its logical canvas)."""
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=False)
    try:
        pygame.Window.from_display_module().size = size
        application.frame(1 / 60)
        assert application.screen.get_size() == LOGICAL_SIZE
        yield application
    finally:
        application.speech.close()
        pygame.quit()


# -- the shell's pages in every language ------------------------------------------------------------
SPOKEN = (PSEUDO, "es", "fr", "de")
"""The pseudo-language (every text 40% longer) and each real language but English (checked above)."""


@cache
def finished(game_id: str) -> Match:
    """A seeded game played to its end by robots (the results page needs an outcome)."""
    match = new_match(game_id, random_config(game_id, random.Random(f"over-{game_id}"), players=3, humans=1), 5)
    while not match.is_over:
        match.play(match.bot_choice("easy"))
    return match


def shell_pages(app: App, large: bool) -> Iterator[tuple[str, Callable[[], None]]]:
    """(name, show) for every page outside the game table: `show` puts the page on top of the app."""
    def on_menu(*scenes: Callable[[], object]) -> Callable[[], None]:
        def show() -> None:
            menu(app, large)
            for scene in scenes:
                app.scenes.push(scene())
        return show

    yield "menu", on_menu()
    for page in range(0, len(ROWS), PER_PAGE):
        yield f"settings page {page // PER_PAGE + 1}", on_menu(lambda at=ROWS[page].key: SettingsScene(app, at))
    yield from grown_ups_pages(app, on_menu)
    yield "watch and learn", on_menu(lambda: DemoChooser(app))
    for game_id in game_ids():
        yield f"setup {game_id}", on_menu(lambda g=game_id: SetupScene(app, g))
        yield f"curtain {game_id}", on_menu(lambda g=game_id: CurtainScene(app, finished(g).config.seats[0]))

        def playing(g: str = game_id, over: bool = False) -> None:
            menu(app, large)
            match = finished(g)
            replay = Match(match.game, match.config, match.seed)
            for action in match.history if over else match.history[:len(match.history) // 2]:
                replay.play(action)
            scene = start_game_scene(app, replay)
            assert scene is not None
            app.scenes.push(ResultsScene(app, scene) if over else PauseScene(app, g, lambda: None, lambda: None))

        yield f"pause {game_id}", playing
        yield f"results {game_id}", lambda g=game_id: playing(g, over=True)

        def new_over_saved(g: str = game_id) -> None:
            """Start over a game saved half way: the question in pictures (and Continue on the menu)."""
            menu(app, large)
            match = finished(g)
            saved = Match(match.game, match.config, match.seed)
            for action in match.history[:len(match.history) // 2]:
                saved.play(action)
            assert app.saves.save(saved)
            app.scenes.push(NewOverSavedScene(app, g, match.config.seats, lambda: None))

        yield f"new game over a saved one {game_id}", new_over_saved
    yield from profile_pages(app, large)
    yield from across_pages(app, large)


@cache
def room_server() -> tuple[ServerThread, list[RemoteLink | Peek]]:
    """A room server on loopback for the waiting room's page (one per test run), and the connections the
    page shown now holds."""
    server = ServerThread(FolderRooms(Path(tempfile.mkdtemp(prefix="layout-rooms-"))), robot_pause=0)
    links: list[RemoteLink | Peek] = []

    def stop() -> None:
        for link in links:
            link.close()
        server.stop()

    atexit.register(stop)
    return server, links


def across_pages(app: App, large: bool) -> Iterator[tuple[str, Callable[[], None]]]:
    """Play on several computers: the choice, a hosted game's seats, joining (seats to choose) and the
    waiting room of a full table (one seat here, one taken by another computer, one free, a robot)."""
    from spidergames.app.scenes.across import AcrossScene
    from spidergames.app.scenes.host_setup import HostSetupScene
    from spidergames.app.scenes.join import JoinScene
    from spidergames.app.scenes.waiting_room import WaitingRoom
    from spidergames.net.hosting import DEFAULT_PORT

    def table(game_id: str) -> GameConfig:
        config = random_config(game_id, random.Random(f"across-{game_id}"), players=4, humans=3)
        info = load_info(game_id)  # each colour's own character, as the setup page gives
        seats = tuple(replace(s, character=info.character_for(s.colour, i)) for i, s in enumerate(config.seats))
        return named_as_setup_names(replace(config, seats=seats))

    def join(game_id: str) -> None:
        menu(app, large)
        page = JoinScene(app)
        app.scenes.push(page)
        page.typed = {"address": "192.168.100.200:65535", "code": "K7QD-M3XA"}
        page.editing = None
        config = table(game_id)
        page.room = {"game": load_info(game_id), "config": config, "code": "K7QD-M3XA",
                     "free": [i for i, seat in enumerate(config.seats) if seat.is_human]}
        page.chosen = page.room["free"][1::-1]  # two children here: two pictures numbered, "Sit down!" on
        page._build()

    def waiting(game_id: str) -> None:
        menu(app, large)
        server, links = room_server()
        while links:  # the last waiting room's connections (its page is gone): each holds a thread and a loop
            links.pop().close()
        config = table(game_id)
        people = [i for i, seat in enumerate(config.seats) if seat.is_human]
        host = RemoteLink(server.url, {"open": {"game": game_id, "config": codec.encode(config), "seats": people[:1]}})
        peek = Peek(server.url)
        links += [host, RemoteLink(server.url, {"code": host.code, "seats": people[1:2]}), peek]
        page = WaitingRoom(app, host, peek, address=f"192.168.100.200:{DEFAULT_PORT + 1}")
        page.free, page.known = tuple(people[2:]), True
        app.scenes.push(page)

    yield "play on several computers", on_menu_of(app, large, lambda: AcrossScene(app))
    yield "watch on the big screen", on_menu_of(app, large, lambda: JoinScene(app, watch=True))
    for game_id in game_ids():
        yield f"host {game_id}", on_menu_of(app, large, lambda g=game_id: HostSetupScene(app, g))
        yield f"join {game_id}", lambda g=game_id: join(g)
        yield f"waiting room {game_id}", lambda g=game_id: waiting(g)


def on_menu_of(app: App, large: bool, scene: Callable[[], object]) -> Callable[[], None]:
    def show() -> None:
        menu(app, large)
        app.scenes.push(scene())  # type: ignore[arg-type]
    return show


CHILDREN = ("Child 1", "", "Maximilienne", "Child 1", "", "Child 1", "Wolfgang", "", "Child 1", "Ana", "Bo", "")
"""A class's names as typed (and none): the longest a name may be, the shortest, and pictures alone."""


def classroom(app: App) -> None:
    """Twelve children's profiles, made once per app (the pictures page turns at ten)."""
    pictures = ("storm", "hulk", "lizard", "thor", "rhino", "electro", "mysterio", "the-thing", "kraven",
                "vulture", "sandman", "kingpin")
    for name, picture in list(zip(CHILDREN, pictures, strict=True))[len(app.profiles.profiles):]:
        assert app.profiles.make(name, picture, "green") is not None


def profile_pages(app: App, large: bool) -> Iterator[tuple[str, Callable[[], None]]]:
    """Who's playing? (three children chosen), a new child's picture (a name typed), the seats page with
    children seated, and the offer of a stronger robot."""
    from spidergames.app.scenes.level_offer import LevelOfferScene
    from spidergames.app.scenes.new_profile import NewProfileScene
    from spidergames.app.scenes.who import WhoScene

    def who() -> None:
        menu(app, large)
        classroom(app)
        page = WhoScene(app, 4, lambda chosen: None, lambda: None)
        app.scenes.push(page)
        for profile in app.profiles.in_order()[1:4]:
            page._tap(profile.id)

    def new_profile() -> None:
        menu(app, large)
        maker = NewProfileScene(app, lambda profile: None)
        app.scenes.push(maker)
        maker.handle(Intent(Kind.TEXT, text="Maximilienne"))

    def seated(game_id: str) -> None:
        menu(app, large)
        classroom(app)
        setup = SetupScene(app, game_id)
        app.scenes.push(setup)
        app.scenes.pop()  # Who's playing?, which comes first
        setup.seat_children(app.profiles.in_order()[1:4])
        use_settings(app, large_text=large)  # the children's own text size is another test's
        setup._build()
        app.autoplay = True

    def offer() -> None:
        menu(app, large)
        classroom(app)
        app.scenes.push(LevelOfferScene(app, app.profiles.in_order()[2], "hard", lambda accepted: None))

    yield "who's playing", who
    yield "a new child's picture", new_profile
    for game_id in game_ids():
        yield f"children seated {game_id}", lambda g=game_id: seated(g)
    yield "a stronger robot", offer

    def sticker_book(last: bool) -> None:
        from spidergames.app.scenes.sticker_book import StickerBookScene

        menu(app, large)
        classroom(app)
        child = app.profiles.in_order()[1]
        child.stickers = [s.id for s in stickers.every_sticker(app.profiles.games)[::2]]  # some earned, some not
        book = StickerBookScene(app, child.id)
        app.scenes.push(book)
        book.page = book.pages - 1 if last else 0
        book._build()

    yield "sticker book", lambda: sticker_book(False)
    yield "sticker book, last page", lambda: sticker_book(True)
    yield from records_pages(app, large)


def records_pages(app: App, large: bool) -> Iterator[tuple[str, Callable[[], None]]]:
    """The grown-ups' records: a child who played every game (counts in the thousands, the widest numbers
    a language writes), a child with none yet, and the card that says where the printed pages went."""
    from spidergames.app.records import FOLDER, Saving
    from spidergames.app.scenes.records import RecordsScene, SavedCard, SavingCard

    def records(child: int, card: bool = False, saving: bool = False) -> None:
        menu(app, large)
        classroom(app)
        played = app.profiles.in_order()[2]  # Maximilienne: the longest name
        for k, game in enumerate(game_ids()):
            played.played[game], played.won[game], played.hints[game] = 1234 * (k + 1), 999 * k, 12_345 - k
        played.week = [week_of(date.today()), 47 * 3600]
        page = RecordsScene(app)
        app.scenes.push(page)
        page.page = child
        page._build()
        if card:
            said = i18n.ngettext("Saved {pages} page to print in this folder:",
                                 "Saved {pages} pages to print in this folder:", 13).format(pages=13)
            folder = f"C:\\Users\\Maximilienne\\Pictures\\{i18n._(FOLDER)} 2026-12-04 16.05"
            app.scenes.push(SavedCard(app, said, folder))
        if saving:
            pages = [(str(k), lambda: pygame.Surface((4, 4))) for k in range(1234)]  # the widest count
            writing = SavingCard(app, Saving(pages, Path(tempfile.gettempdir()), datetime(2026, 12, 4)))
            writing.saving.done = 617  # halfway
            app.scenes.push(writing)

    yield "records", lambda: records(2)
    yield "records, no games yet", lambda: records(1)
    yield "records, pages saved", lambda: records(2, card=True)
    yield "records, saving pages", lambda: records(2, saving=True)


def children_pages(app: App, on_menu: Callable[..., Callable[[], None]]) -> Iterator[tuple[str, Callable[[], None]]]:
    """The corner's classroom list, a child's page (the longest name, and none) on each page of its rows,
    and Bring in a child with a good file and a bad one."""
    from spidergames.app.profile_files import IMPORT
    from spidergames.app.scenes.bring_in import BringInScene
    from spidergames.app.scenes.child_page import ChildScene
    from spidergames.app.scenes.children import ChildrenScene

    def children() -> ChildrenScene:
        classroom(app)
        return ChildrenScene(app)

    def child(k: int, page: int) -> ChildScene:
        classroom(app)
        scene = ChildScene(app, app.profiles.in_order()[k])
        scene.page = page
        return scene

    def bring_in() -> BringInScene:
        classroom(app)
        folder = app.profiles.folder.parent / IMPORT
        folder.mkdir(exist_ok=True)
        (folder / "spidergames-damaged.json").write_text("{")
        app.profiles.export(app.profiles.in_order()[2].id, folder / "spidergames-Maximilienne.json")
        return BringInScene(app)

    yield "children", on_menu(children)
    for k, page in ((2, 0), (2, 1), (1, 0)):
        yield f"child {CHILDREN[k]!r} page {page + 1}", on_menu(lambda k=k, page=page: child(k, page))
    yield "bring in a child", on_menu(bring_in)


def grown_ups_pages(app: App, on_menu: Callable[..., Callable[[], None]]) -> Iterator[tuple[str, Callable[[], None]]]:
    """The gate's circle, its sum, its kind word after a wrong answer, the corner, the break card."""
    def gate(step: str) -> GateScene:
        scene = GateScene(app, lambda: None, random.Random(4))
        if step != "circle":
            scene.circle.on_click()  # held...
            scene.update(HOLD_SECONDS)  # ...for three seconds: the sum
        if step == "wrong":
            right = str(sum(scene.asking or ()))
            next(b for b in scene.focus.buttons if b.label.isdigit() and b.label != right).on_click()
        return scene

    for step in ("circle", "sum", "wrong"):
        yield f"grown-ups gate {step}", on_menu(lambda s=step: gate(s))
    yield "grown-ups' corner", on_menu(lambda: CornerScene(app))
    yield from children_pages(app, on_menu)

    def break_card() -> None:
        on_menu()()
        match = finished(game_ids()[0])
        replay = Match(match.game, match.config, match.seed)
        for action in match.history[:len(match.history) // 2]:
            replay.play(action)
        assert start_game_scene(app, replay) is not None
        app.scenes.push(BreakScene(app, lambda: None))

    yield "break card", break_card


def check_shell(app: App, large: bool, screen: tuple[int, int] | None = None,
                seen: list[tuple[float | None, float | None]] | None = None, *, focus: bool = False) -> list[str]:
    """Every page outside the game table, and every sheet of every rules page, through the layout check
    (in the physical pixels of `screen`, if given; the smallest text and target of each page added to `seen`).
    `focus`: each page is drawn again with the keyboard's focus on its first button (`focused`)."""
    found = []

    def judge(name: str) -> None:
        drawn = draw_frame(app, new_recorder())
        found.extend(f"{name}: {p}" for p in problems(drawn, least=PAGE_TEXT, large=large, screen=screen))
        if seen is not None:
            seen.append(smallest(drawn, screen))

    for name, show in shell_pages(app, large):
        show()
        judge(name)
        if focus and focused(app):
            found.extend(f"{name} (focus): {p}" for p in problems(draw_frame(app, new_recorder()), least=PAGE_TEXT,
                                                                  large=large, screen=screen))
    for game_id in game_ids():
        menu(app, large)
        rules = RulesScene(app, game_id, tabs=True)
        app.scenes.push(rules)
        for sheet in range(len(rules._pages())):
            rules.page = sheet
            rules._build()
            judge(f"rules {game_id} page {sheet + 1}")
    return found


def focused(app: App) -> bool:
    """The keyboard's focus put on the top page's first button (False: the page has none to put it on)."""
    group = getattr(app.scenes.top, "focus", None)
    if group is None or not getattr(group, "buttons", None):
        return False
    group.focus = 0
    return True


@pytest.mark.slow
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_the_shell_fits_in_the_pseudo_language(app: App, large: bool) -> None:
    """Menu, settings, setup, curtain, pause, results and the rules pages in the pseudo-language (every text
    40% longer): nothing leaves its panel or the screen, nothing overlaps, nothing too small. English and
    each real language are held to the same check, and more, on the screens of every canvas width by
    `test_the_shell_meets_the_physical_floors_in_every_language` and `..._on_every_screen`: their 1280x720
    case is this canvas at this size."""
    with speaking(app, PSEUDO):
        assert i18n.language() == PSEUDO
        found = check_shell(app, large)
    assert not found, "\n".join(found[:40])


def english_left(app: App) -> list[str]:
    """The texts on top of each shell page that the pseudo-language did not reach (never wrapped)."""
    names = ({s.name for g in game_ids() for s in finished(g).config.seats} | set(i18n.LANGUAGES.values())
             | set(CHILDREN) | {f"{name}|" for name in CHILDREN})  # a name being typed shows its caret
    left = []
    with speaking_pseudo():
        for name, show in shell_pages(app, False):
            show()
            for mark in on_top(draw_frame(app, new_recorder()).marks):
                words = mark.words.words if mark.kind == "text" and mark.words else ""
                if (sum(c.isalpha() for c in words) > 1 and "[" not in words and words not in names
                        and codes.normal_code(words) != words):  # a room's code is no word to translate
                    left.append(f"{name}: {words!r}")
    return left


def test_every_shell_text_is_translated(app: App) -> None:
    """In the pseudo-language every word on the shell's pages is pseudo: English left there was never
    marked for translation (a player's name or a language's own name is the only plain text)."""
    left = english_left(app)
    assert not left, "\n".join(sorted(set(left)))


class Broken:
    """A deliberately broken frame: each thing the check must catch, once."""

    @staticmethod
    def draw(surface: pygame.Surface) -> None:
        card = pygame.Rect(100, 100, 300, 120)
        panel(surface, card, PAPER)
        text.draw(surface, "This sentence is far too long for its card", 30, (110, 110), INK)  # leaves the card
        text.draw(surface, "tiny", 14, (110, 170), INK)  # too small
        text.draw(surface, "Over", 30, (600, 100), PAPER)
        text.draw(surface, "lapping", 30, (620, 110), PAPER)  # on top of "Over"
        text.draw(surface, "faint", 30, (600, 300), (120, 120, 140))  # grey on dark: low contrast
        text.draw(surface, "Off the edge", 30, (1220, 400), PAPER, outline=2)  # leaves the screen
        text.draw(surface, "under a button", 30, (600, 500), PAPER, outline=2)
        Button(pygame.Rect(640, 490, 200, 80), "", lambda: None).draw(surface, False)  # covers it
        Button(pygame.Rect(900, 600, 50, 50), "X", lambda: None).draw(surface, False)  # too small a target


def test_the_check_catches_a_broken_layout(app: App) -> None:
    use_settings(app, large_text=False)
    recorder = record.Recorder(LOGICAL_SIZE)
    recorder.fill((20, 20, 40))
    Broken.draw(recorder)
    found = "\n".join(problems(recorder, least=PLAY_TEXT))
    for expected in ("leaves its panel", "'tiny' is 14 px", "'Over'", "'faint' has contrast",
                     "'Off the edge'", "leaves the screen", "'under a button'", "runs under",
                     "can be hit only in 50x50"):
        assert expected in found, f"{expected!r} not reported in:\n{found}"
    assert "lapping" in found and "overlap" in found
    clean = record.Recorder(LOGICAL_SIZE)
    clean.fill((20, 20, 40))
    text.draw(clean, "Fine", 30, (100, 100), PAPER)
    assert problems(clean, least=PLAY_TEXT) == []


def test_the_check_catches_text_that_shrank_without_a_reason(app: App) -> None:
    """With Large text, a play text under 1.4x play size is refused unless it names its reason."""
    use_settings(app, large_text=True)
    recorder = record.Recorder(LOGICAL_SIZE)
    recorder.fill(INK)
    text.draw(recorder, "Grows", text.PLAY, (100, 100), PAPER)
    text.draw(recorder, "Shrank", text.base_for(text.PLAY), (100, 200), PAPER)
    text.draw(recorder, "Shrank for a reason", text.base_for(text.PLAY), (100, 300), PAPER, shrink="name")
    found = below_large(recorder)
    assert len(found) == 1 and "'Shrank' is 28 px" in found[0], found
    with pytest.raises(KeyError):
        text.render("A reason nobody wrote down", 20, shrink="no such reason")


def test_composed_pictures_reach_the_check(app: App) -> None:
    """A still layer (composed once, then blitted) and a cached backdrop (a Recorder blitted whole) hand
    their words to the recorder of every frame, at the place they land."""
    from spidergames.app.table.layers import Layer

    use_settings(app, large_text=False)
    layer = Layer()
    for _ in range(2):  # the second frame reuses the composed picture in play
        recorder = record.Recorder(LOGICAL_SIZE)
        draw_whole(layer, recorder, "same", lambda s: (s.fill(INK), text.draw(s, "tiny", 14, (10, 10), PAPER)))
        assert "'tiny' is 14 px" in "\n".join(problems(recorder, least=PLAY_TEXT))
    backdrop = record.Recorder((200, 100))
    backdrop.fill(INK)
    text.draw(backdrop, "small", 14, (5, 5), PAPER)
    recorder = record.Recorder(LOGICAL_SIZE)
    recorder.blit(backdrop, (300, 200))
    [mark] = [m for m in recorder.marks if m.kind == "text"]
    assert mark.words is not None and mark.words.words == "small"
    assert mark.ink is not None and mark.ink.left >= 305 and mark.ink.top >= 205


# -- the game screens in every language -------------------------------------------------------------
DEFAULT_NAMES = ("Player {n}", "Robot {n}")
"""The names the setup gives seats (numbered), which a child playing in a language sees translated."""


def named_as_setup_names(config: GameConfig) -> GameConfig:
    """The seats with the default names the setup gives in the language spoken ("Jugador 1",
    "Joueur 2"), instead of the tests' English ones."""
    seats = [replace(s, name=i18n._(DEFAULT_NAMES[0] if s.is_human else DEFAULT_NAMES[1]).format(
        n=s.name.split()[-1])) for s in config.seats]
    return replace(config, seats=tuple(seats))


def play_in(app: App, game_id: str, large: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], set[str]]:
    """`play_and_check` in the language spoken, the seats named as the setup names them there; also
    returns which default names were shown cut short, in English ("Jugado…": "Player 1" to "Player 4")."""
    english = {i18n._(t).format(n=n): t.format(n=n) for t in DEFAULT_NAMES for n in range(1, 5)}
    cut: set[str] = set()
    config, check, module = random_config, problems, sys.modules[__name__]  # play_and_check's, each wrapped

    def judge(recorder: Recorder, **kw: int) -> list[str]:
        for m in on_top(recorder.marks):
            shown = m.words.words if m.kind == "text" and m.words else ""
            if shown.endswith("\u2026"):
                cut.update(own for name, own in english.items() if name.startswith(shown[:-1]) and name != shown[:-1])
        return check(recorder, **kw)

    with monkeypatch.context() as patch:
        patch.setattr(module, "random_config", lambda *a, **kw: named_as_setup_names(config(*a, **kw)))
        patch.setattr(module, "problems", judge)
        return play_and_check(app, game_id, large, seed=3), cut


CUT_IN_ENGLISH: dict[tuple[str, bool], set[str]] = {}
"""Default names the English game itself cuts short (a narrow turn badge cuts "Robot 2" anywhere)."""


@pytest.mark.slow  # the layout in every language (test_large_text_keeps_every_word_on_the_table is quick)
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_screen_fits_in_every_language(app: App, game_id: str, code: str, large: bool,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The same seeded stretch of play as in English, in the pseudo-language and each real language:
    longer words on the caption, the seat panels, the buttons and the guides still fit. In a real
    language the seats have the setup's default names in it, and none is cut short where English
    shows it whole (the pseudo-language's names are only long, as a typed name may be)."""
    if (game_id, large) not in CUT_IN_ENGLISH:
        CUT_IN_ENGLISH[(game_id, large)] = play_in(app, game_id, large, monkeypatch)[1]
    with speaking(app, code):
        if code == PSEUDO:
            found = play_and_check(app, game_id, large, seed=3)
        else:
            found, cut = play_in(app, game_id, large, monkeypatch)
            found += [f"{own!r} is cut short in {code}, not in English"
                      for own in sorted(cut - CUT_IN_ENGLISH[(game_id, large)])]
    assert not found, "\n".join(found[:40])


# -- pop-ups: the Help bubble, the thinking bubble and a refusal ------------------------------------
TURNS = 3
"""A child's turns checked in each game (the hint's move is played between them: each a new step)."""


def childs_turn(app: App, match: Match) -> GameScene:
    """Frames until the child may choose (the robots play on at 60 fps)."""
    from driving import game_scene

    for _ in range(6000):
        scene = game_scene(app, match)
        if isinstance(scene, GameScene) and scene.ready() and not scene.animating and app.scenes.top is scene:
            return scene
        app.frame(1 / 60)
    raise AssertionError("the child's turn never came")


def hinted(app: App, scene: GameScene) -> None:
    """Help pressed: frames until the hint is worked out and shown."""
    scene.assist.ask()
    for _ in range(3000):
        app.frame(1 / 60)
        if scene.assist.hint is not None:
            return
    raise AssertionError("Help never answered")


def refused(app: App, scene: GameScene) -> bool:
    """A tap on the table where no choice is: the rules refuse it, and the refusal shows (False: no tap
    is refused at this step, e.g. the web race's before its card is drawn)."""
    for y in range(20, LOGICAL_SIZE[1], 40):
        for x in range(20, LOGICAL_SIZE[0], 40):
            if scene.focus.at((x, y)) is None and (scene.caption_at is None or not scene.caption_at.collidepoint(x, y)):
                scene.handle_game(Intent(Kind.PRESS, (x, y)))
                if scene.toast.visible:
                    app.frame(1 / 60)
                    return True
    return False


def popups_covering(app: App, game_id: str, large: bool) -> list[str]:
    """A seeded game with a child and three robots: on each of `TURNS` turns of the child, the Help
    bubble, a refusal and the thinking bubble are shown in turn, and each frame goes through
    `layout.covering` (no pop-up over a target, what it points at, the turn badge or a counter) and
    `layout.kept_words` (every word of it whole)."""
    menu(app, large)
    app.autoplay = False
    rng = random.Random(f"popups-{game_id}")
    config = named_as_setup_names(random_config(game_id, rng, players=4, humans=1))
    match = fast_forward(new_match(game_id, config, 3), rng.randrange(3, 12))
    start_game_scene(app, match)
    found: list[str] = []
    refusals = 0
    for turn in range(TURNS):
        scene = childs_turn(app, match)
        hinted(app, scene)
        drawn = draw_frame(app, new_recorder())
        found += [f"turn {turn + 1}, the Help bubble: {p}" for p in covering(drawn) + kept_words(drawn)]
        hint = scene.assist.hint
        scene.assist.hint = None
        if refused(app, scene):
            refusals += 1
            drawn = draw_frame(app, new_recorder())
            found += [f"turn {turn + 1}, a refusal: {p}" for p in covering(drawn) + kept_words(drawn)]
        scene.toast.left = 0
        robot = next(i for i, seat in enumerate(scene.seats) if not seat.is_human)
        thinking = scene.thinking_bubble(robot)
        app.scenes.push(thinking)
        drawn = draw_frame(app, new_recorder())
        found += [f"turn {turn + 1}, the thinking bubble: {p}" for p in covering(drawn) + kept_words(drawn)]
        app.scenes.pop(thinking)
        assert hint is not None
        scene.submit(hint.action)
        if match.is_over:
            break
    pygame.event.clear()
    assert refusals, "no tap on the table was refused"
    return found


@pytest.mark.parametrize(("game_id", "code", "large"), [
    pytest.param(game_id, code, large, id=f"{game_id}-{code}-{'large' if large else 'normal'}",
                 marks=() if (code, large) == (("en", False), ("de", True))[g % 2] else pytest.mark.slow)
    for g, game_id in enumerate(game_ids()) for code in ("en", *SPOKEN) for large in (False, True)])
# English for every other game, German with Large text for the rest, in the quick tier; CI every case
def test_popups_cover_nothing_that_matters(app: App, game_id: str, code: str, large: bool) -> None:
    """The Help bubble, the thinking bubble and a refused move's message never cover one of this turn's
    targets, what they point at (the hint's glowing target) or the turn badge: in every game, every
    language and both text sizes."""
    with speaking(app, code):
        found = popups_covering(app, game_id, large)
    assert not found, "\n".join(found[:40])


def test_the_check_catches_a_covering_popup(app: App) -> None:
    """A pop-up over a target, over the badge and over what it points at is reported; one beside them is not."""
    from spidergames.app.ui import popup

    recorder = record.Recorder(LOGICAL_SIZE)
    record.note(recorder, "target", pygame.Rect(100, 100, 80, 80))
    record.note(recorder, "badge", pygame.Rect(400, 10, 300, 64))
    popup.note(recorder, pygame.Rect(150, 40, 300, 100), points_at=pygame.Rect(800, 600, 60, 60))
    popup.note(recorder, pygame.Rect(760, 560, 200, 80))
    popup.note(recorder, pygame.Rect(900, 300, 200, 80), points_at=pygame.Rect(1000, 350, 60, 60))
    found = covering(recorder)
    assert len(found) == 3 and "covers the target at (100, 100, 80, 80)" in found[0], found
    assert "covers the badge" in found[1] and "covers the thing it points at" in found[2], found


def four_card_hand(app: App, players: int = 2) -> GameScene:
    """Something Wild with the child to play from a hand of four cards (the hand is at its widest then,
    with Large text its label at its biggest), at a table of `players`."""
    from spidergames.games.somethingwild.rules import Phase

    for seed in range(40):
        match = new_match("somethingwild", random_config("somethingwild", random.Random(seed), players=players,
                                                         humans=1), seed)
        while not match.is_over and len(match.history) < 40:
            state = match.game.observation(match.state, match.current_player)
            if match.config.seats[match.current_player].is_human and state.phase is Phase.PLAY and len(state.hand) == 4:
                start_game_scene(app, match)
                return childs_turn(app, match)
            match.play(match.bot_choice("normal"))
    raise AssertionError("no hand of four came")


def test_the_check_catches_a_name_under_a_number_disc(app: App) -> None:
    """A name the disc of a count touches is reported; the disc's own number, and a name clear of it, are not."""
    from spidergames.app.ui.draw import number_badge

    use_settings(app, large_text=True)
    recorder = record.Recorder(LOGICAL_SIZE)
    recorder.fill((20, 20, 40))
    panel(recorder, pygame.Rect(0, 0, 600, 300), PAPER)
    touched = text.draw(recorder, "Robo 3", text.PLAY, (100, 100), INK)
    text.draw(recorder, "Robo 4", text.PLAY, (100, 200), INK)
    number_badge(recorder, 3, (touched.right - 10, touched.bottom), radius=13)
    found = problems(recorder, least=PLAY_TEXT)
    assert [p for p in found if "disc" in p] == [p for p in found if "'Robo 3'" in p and "number disc" in p]
    assert len(found) == 1, found


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_something_wild_names_clear_their_hand_counts(app: App, large: bool, players: int) -> None:
    """Every seat panel at every seat count, each language's default names ("Player 2" with Large text
    once reached the disc counting its hand, drawn under the name): no disc touches a name."""
    from test_caption_rows import LANGUAGES, speaking
    from test_caption_worst_case import the_table

    found = []
    for code in LANGUAGES:
        with speaking(app, code, large):
            the_table(app, "somethingwild", players)
            found += [f"{code}: {p}" for p in problems(draw_frame(app, new_recorder()), least=PLAY_TEXT)
                      if "number disc" in p]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_something_wild_power_titles_clear_their_card(app: App, large: bool, players: int) -> None:
    """Each Power's title in its panel at every seat count (narrower with three or four seats, giving the
    caption room) in every language: clear of the Power's card and inside the panel, on two lines if need be."""
    from test_caption_rows import LANGUAGES, speaking

    from spidergames.games.somethingwild.cards import Power, power_title
    from spidergames.games.somethingwild.layout import Layout
    from spidergames.games.somethingwild.view_guide import draw_info, power_card_rect

    box = Layout(players).box["info"]
    card = power_card_rect(box)
    found = []
    for code in LANGUAGES:
        with speaking(app, code, large):
            for power in Power:
                recorder = new_recorder()
                panel(recorder, box, PAPER)
                draw_info(recorder, box, power, box.bottom - 8)
                title = i18n._(power_title(power))
                [mark] = [m for m in recorder.marks if m.kind == "text" and m.words and m.words.words.startswith(
                    title.split()[0])][:1]
                assert mark.ink is not None
                if mark.ink.colliderect(card) or not box.contains(mark.ink):
                    found.append(f"{code}: {title!r} at {tuple(mark.ink)} reaches the card {tuple(card)}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
def test_something_wild_hand_of_four_fits(app: App, large: bool, players: int) -> None:
    """Four cards to play at every seat count (with four players the hand shares its row with the piles):
    each card, its glow and the hint's ring round it are on the screen, the hand's label lies on none of
    them, and the frame passes the layout check."""
    from spidergames.app.table.assist import RING
    from spidergames.app.table.targets import MIN_HIT

    menu(app, large)
    scene = four_card_hand(app, players)
    screen = pygame.Rect((0, 0), LOGICAL_SIZE)
    cards = [t.rect for t in scene.focus.targets()]
    assert len(cards) == 4
    piles = scene.layout.piles_area()  # type: ignore[attr-defined]
    for card in cards:
        assert screen.contains(card.inflate(RING, RING)), f"the card at {tuple(card)} or its glow leaves the screen"
        assert not card.inflate(RING, 0).colliderect(piles), f"the card at {tuple(card)} or its glow reaches the piles"
        assert card.width >= MIN_HIT and card.height >= MIN_HIT, f"the card at {tuple(card)} is smaller than a finger"
    recorder = draw_frame(app, new_recorder())
    [label] = [m for m in on_top(recorder.marks) if m.kind == "text" and m.words is not None
               and m.words.words == i18n._("Your cards")]
    assert label.ink is not None and label.ink.collidelist(cards) < 0, f"the label {tuple(label.ink)} lies on a card"
    found = problems(recorder, least=PLAY_TEXT) + (below_large(recorder) if large else [])
    assert not found, "\n".join(found)


# -- issue #32: Large text keeps every word, on every screen, pop-up, language and seat count ------------
def more_pages(app: App, large: bool) -> Iterator[tuple[str, Callable[[], None]]]:
    """The pages `shell_pages` leaves out: the error screen (for grown-ups: held to `kept_words` only,
    its sizes have tests of their own), and the menu with each game saved (its
    Continue button names the saved game on a second line)."""
    from spidergames.app.scenes.error import ErrorScene

    def on_menu(scene: Callable[[], object]) -> Callable[[], None]:
        return lambda: (menu(app, large), app.scenes.push(scene()))

    yield "error", on_menu(lambda: ErrorScene(app, "Traceback\nValueError: the save was odd", game_set_aside=True))
    def start_again() -> None:
        """The question Start again asks on the pause card."""
        menu(app, large)
        app.scenes.push(PauseScene(app, "yahtzee", lambda: None, lambda: None))
        pause = app.scenes.top
        assert isinstance(pause, PauseScene)
        pause._restart()

    yield "start again?", start_again
    for game_id in game_ids():
        def saved(g: str = game_id) -> None:
            match = finished(g)
            half = Match(match.game, match.config, match.seed)
            for action in match.history[:len(match.history) // 2]:
                half.play(action)
            assert app.saves.save(half)
            menu(app, large)

        yield f"menu with {game_id} saved", saved


GROWN_UPS = ("error",)


def every_page(app: App, large: bool, screen: tuple[int, int] | None = None,
               seen: list[tuple[float | None, float | None]] | None = None) -> list[str]:
    """`check_shell` and the pages it leaves out, each drawn with no key pressed yet and again with the
    keyboard's focus on its first button (the focus ring must lie on no words); sizes in the physical
    pixels of `screen`, if given (and `check_shell`'s smallest sizes added to `seen`)."""
    found = check_shell(app, large, screen, seen, focus=True)  # each shell page shown once, drawn both ways
    for name, show in more_pages(app, large):
        show()
        for keyboard in (False, True):
            if keyboard and not focused(app):
                break  # no button to put the focus on: the same frame again
            drawn = draw_frame(app, new_recorder())
            judged = (kept_words(drawn) if name in GROWN_UPS
                      else problems(drawn, least=PAGE_TEXT, large=large, screen=screen))
            found += [f"{name}{' (focus)' if keyboard else ''}: {p}" for p in judged]
    return list(dict.fromkeys(found))


def moments(game_id: str, players: int, *, most: int = 6) -> list[Match]:
    """Up to `most` moments of a seeded game where the child (one seat, the rest robots) is to choose,
    each in a step of the turn not seen before (the Power step of Something Wild, the Labyrinth's push
    and walk, the web race's draw, Yahtzee's rolls), named as the setup names seats in the language."""
    config = named_as_setup_names(random_config(game_id, random.Random(f"moments-{game_id}-{players}"),
                                                players=players, humans=1))
    match = new_match(game_id, config, players)
    seen: set[object] = set()
    found: list[Match] = []
    while not match.is_over and len(found) < most and len(match.history) < 400:
        if match.config.seats[match.current_player].is_human:
            view = match.game.observation(match.state, match.current_player)
            view = getattr(view, "state", view)  # Yahtzee's view wraps the table
            step = (getattr(view, "phase", None), getattr(view, "rolls_used", None))
            if step not in seen:
                seen.add(step)
                moment = Match(match.game, match.config, match.seed)
                for action in match.history:
                    moment.play(action)
                found.append(moment)
        match.play(match.bot_choice("normal"))
    return found


def tables(app: App, game_id: str, players: int, large: bool) -> list[str]:
    """Each moment of `moments` on the table, then with the Help bubble: the layout check (play size; with
    Large text Large size) and no pop-up over a target, the badge or a counter."""
    found: list[str] = []
    for moment in moments(game_id, players):
        menu(app, large)
        app.autoplay = False
        start_game_scene(app, moment)
        scene = childs_turn(app, moment)
        where = f"{game_id}, {players} seats, move {len(moment.history)}"
        drawn = draw_frame(app, new_recorder())
        found += [f"{where}: {p}" for p in problems(drawn, least=PLAY_TEXT) + (below_large(drawn) if large else [])]
        hinted(app, scene)
        drawn = draw_frame(app, new_recorder())
        found += [f"{where}, Help: {p}" for p in problems(drawn, least=PLAY_TEXT) + covering(drawn)]
        pygame.event.clear()
    return list(dict.fromkeys(found))


def seat_counts(game_id: str) -> range:
    from spidergames.core.registry import load_info

    info = load_info(game_id)
    return range(info.min_players, info.max_players + 1)


@pytest.mark.parametrize("code", ["en", "es", "fr", "de"])
def test_continue_names_its_game_with_large_text(app: App, code: str) -> None:
    """The Continue button's second line keeps the saved game's name whole at play size in every
    language, whatever the number of players: where the name and the players' faces do not both
    fit, the faces (pictures) give way, never the words."""
    from spidergames.core.registry import load_info

    missing = []
    with speaking(app, code):
        for game_id in game_ids():
            players = load_info(game_id).max_players
            match = new_match(game_id, random_config(game_id, random.Random(game_id), players=players, humans=1), 5)
            for _ in range(3):
                match.play(match.bot_choice("easy"))
            assert app.saves.save(match)
            menu(app, True)
            drawn = draw_frame(app, new_recorder())
            label = i18n._(load_info(game_id).label)
            scene = app.scenes.top
            assert isinstance(scene, MenuScene)
            button = next(b for b in scene.focus.buttons if isinstance(b, ContinueButton))
            words = [m.words for m in on_top(drawn.marks) if m.kind == "text" and m.words is not None
                     and m.ink is not None and button.rect.contains(m.ink)]
            if not any(w.words == label and w.size >= PLAY_TEXT for w in words):
                missing.append(f"{game_id}, {players} players: {label!r} is not drawn whole at play size")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("game_id", game_ids())
def test_large_text_keeps_every_word_on_the_table(app: App, game_id: str) -> None:
    """Each game at its most seats, in German with Large text: every step of the child's turn and the
    Help bubble keep every word whole and in its box."""
    with speaking(app, "de"):
        found = tables(app, game_id, max(seat_counts(game_id)), True)
    assert not found, "\n".join(found[:40])


@pytest.mark.slow
@pytest.mark.parametrize("code", ("en", "es", "fr", "de"))
@pytest.mark.parametrize("game_id", game_ids())
def test_every_table_keeps_every_word(app: App, game_id: str, code: str) -> None:
    """The full sweep of the tables: every game, seat count and language with Large text, with Help (at
    the normal size `test_every_game_screen_fits_in_every_language` holds the tables to the same check).
    German at the most seats is `test_large_text_keeps_every_word_on_the_table`'s, in the quick tier."""
    counts = seat_counts(game_id)
    counts = counts[:-1] if code == "de" else counts
    with speaking(app, code):
        found = [p for players in counts for p in tables(app, game_id, players, True)]
    assert not found, "\n".join(found[:40])


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore:Please use Window.get_surface")
@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)), ids=("1280x720", "1920x1080"))
def test_large_text_keeps_every_word_at_the_classroom_sizes(tmp_path, monkeypatch, size: tuple[int, int]) -> None:
    """In a 1280x720 window and at 1920x1080 the same pages pass with Large text (the window only scales
    the canvas, so this guards that it stays so)."""
    with opened_at(tmp_path, monkeypatch, size) as application:
        found = every_page(application, True)
    assert not found, "\n".join(found[:40])


def test_the_check_catches_a_cut_a_ring_and_a_widow(app: App) -> None:
    """An ellipsis that is not a typed name, words under the focus ring of a button, and a word alone on a
    last line the line above could share are each reported; a cut name is not."""
    use_settings(app, large_text=False)
    recorder = record.Recorder(LOGICAL_SIZE)
    recorder.fill(INK)
    text.draw(recorder, "Everyone passes\u2026", 30, (100, 100), PAPER)
    text.draw(recorder, "Alexandr\u2026", 30, (100, 200), PAPER, shrink="name")
    text.draw(recorder, "Paused", 30, (600, 100), PAPER)
    Button(pygame.Rect(560, 140, 200, 80), "Go on", lambda: None).draw(recorder, True)
    found = "\n".join(problems(recorder, least=PLAY_TEXT))
    assert "'Everyone passes\u2026' is cut short" in found and "Alexandr" not in found, found
    assert "'Paused' at" in found and "under the focus ring" in found, found
    alone = record.Words("Push a tile in", 30, PAPER, None, lines=("Push a tile", "in"), wrap=400)
    assert widow(alone) == "in"
    assert widow(replace(alone, lines=("Push a", "tile in"))) is None


def test_wrapped_text_leaves_no_word_alone(app: App) -> None:
    """The Labyrinth's "1  Push a tile in" wrapped at every width where "in" need not be alone: the
    last line never holds "in" alone ("Push a tile / in"), the lines are balanced instead ("Push a /
    tile in"). SDL's own wrapping, which also broke lines that fit, is not used."""
    use_settings(app, large_text=True)
    words, size = "1  Push a tile in", text.PLAY
    line_h = text.render("Ag", size, INK).get_height()
    alone = text.render("in", size, INK).get_bounding_rect().width
    found = []
    least = max(text.render(w, size, INK).get_width() for w in ("1  Push", "tile in"))  # a widow avoidable
    for width in range(least, text.render(words, size, INK).get_width(), 3):
        block = text.render(words, size, INK, wrap=width, centred=True)
        if block.get_height() >= 2 * line_h:
            last = block.subsurface(pygame.Rect(0, block.get_height() - line_h, block.get_width(), line_h))
            if last.get_bounding_rect().width <= alone + 2:
                found.append(f"at {width} px: {block.get_height() // line_h} lines, the last one word")
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("code", "large"), [
    pytest.param(code, large, id=f"{code}-{'large' if large else 'normal'}",
                 marks=() if (code, large) == ("de", True) else pytest.mark.slow)
    for code in ("en", "es", "fr", "de") for large in (False, True)])
def test_every_power_rule_is_read_whole(app: App, code: str, large: bool) -> None:
    """Something Wild's page of a Power's rule (opened from its card in the guide panel) shows every word
    of its help, at play size (Large with Large text), inside its card: in every language."""
    from spidergames.games.somethingwild.cards import POWER_INFO, power_help
    from spidergames.games.somethingwild.power_rule import PowerRuleScene

    found = []
    with speaking(app, code):
        for power in POWER_INFO:
            menu(app, large)
            app.scenes.push(PowerRuleScene(app, power))
            drawn = draw_frame(app, new_recorder())
            judged = problems(drawn, least=PLAY_TEXT) + (below_large(drawn) if large else [])
            found += [f"{power.name}: {p}" for p in judged]
            shown = " ".join(m.words.words for m in on_top(drawn.marks) if m.kind == "text" and m.words)
            if i18n._(power_help(power)) not in shown:
                found.append(f"{power.name}: the help is not shown whole")
    assert not found, "\n".join(found)


def test_a_tap_on_the_power_card_opens_its_whole_rule(app: App) -> None:
    """In German with Large text, where the guide panel has no room for the help beside the choice
    buttons, the Power's card (with its book) is a button a child can tap: it opens the whole rule, and a
    tap anywhere goes back to the table."""
    from spidergames.games.somethingwild.power_rule import PowerRuleScene

    with speaking(app, "de"):
        for moment in moments("somethingwild", 4):
            menu(app, True)
            app.autoplay = False
            start_game_scene(app, moment)
            scene = childs_turn(app, moment)
            card = scene.power_card  # type: ignore[attr-defined]
            if not card.enabled and scene._spotlight(scene.table) is None:  # type: ignore[attr-defined]
                continue
            assert card.hit.width >= 64 and card.hit.height >= 64
            scene.handle(Intent(Kind.PRESS, card.rect.center))
            rule = app.scenes.top
            assert isinstance(rule, PowerRuleScene) and rule.power is scene._spotlight(scene.table)  # type: ignore[attr-defined]
            rule.handle(Intent(Kind.PRESS, (5, 5)))
            assert app.scenes.top is scene
            return
    raise AssertionError("no Power was in the guide panel")


# -- the physical floors on every screen (issue #30) ---------------------------------------------------
@contextmanager
def on_screen(tmp_path, monkeypatch: pytest.MonkeyPatch, screen: tuple[int, int]) -> Iterator[App]:
    """An app full screen on a desktop of size `screen`, its canvas of the screen's shape (960, 1152 or 1280
    wide: not held at 1280 as for the other tests)."""
    from spidergames.app import canvas

    monkeypatch.delenv("SPIDERGAMES_CANVAS", raising=False)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=True)
    try:
        assert application.screen.get_size() == canvas.size_for(screen)
        yield application
    finally:
        application.speech.close()
        pygame.quit()
        canvas.use(LOGICAL_SIZE)


def physical_floors(app: App, screen: tuple[int, int], code: str, large: bool) -> list[str]:
    """Every shell page (`every_page`, and About) and rules sheet on `screen` in language `code`, judged in
    physical pixels; the smallest text and target seen are printed (the report's figures)."""
    seen: list[tuple[float | None, float | None]] = []
    with speaking(app, code):
        found = every_page(app, large, screen, seen)
        menu(app, large)
        app.scenes.push(AboutScene(app))
        found += [f"about: {p}" for p in problems(draw_frame(app, new_recorder()), least=PAGE_TEXT, large=large,
                                                  screen=screen)]
    texts = [t for t, _hit in seen if t is not None]
    hits = [h for _text, h in seen if h is not None]
    print(f"{screen[0]}x{screen[1]} {code} {'large' if large else 'normal'}: smallest text {min(texts):.1f} px, "
          f"target {min(hits):.1f} px (physical)")
    return found


QUICK_SCREENS = {((1024, 768), False)}
"""The quick tier's shell on a screen: the 4:3 one. 1280x720 is the in-every-language test's quick case
(German, Large text). 21:9 is CI's: its pages are the 1920x1080 layout in the middle of a wider canvas,
and the wide canvas's own machinery (the backdrops' sides, clicks moved onto the middle) is
tests/app/test_wide_screen.py's, in the quick tier; 1280x800 with Large text, 14 s, is CI's too."""


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface")
@pytest.mark.parametrize(("screen", "large"), [
    pytest.param(screen, large, id=f"{screen[0]}x{screen[1]}-{'large' if large else 'normal'}",
                 marks=() if (screen, large) in QUICK_SCREENS else pytest.mark.slow)
    for screen in SHELL_SCREENS for large in (False, True)])
def test_the_shell_meets_the_physical_floors_on_every_screen(tmp_path, monkeypatch, screen: tuple[int, int],
                                                              large: bool) -> None:
    """Every page outside the table laid out for the screen's shape: text at least 28 px and targets 64 px
    on the screen's own pixels from 1280x720 up, 24 and 56 on a 1024x768 screen (issue #30), in both text
    sizes (with Large text also play size as drawn, `PAGE_TEXT`). Pages held to 22 logical px showed 23.5
    physical px on 1366x768 and 1024x768, 24.4 on 1280x800."""
    with on_screen(tmp_path, monkeypatch, screen) as application:
        found = physical_floors(application, screen, "en", large)
    assert not found, "\n".join(found[:40])


LANGUAGE_QUICK = ("de", (1280, 720), True)
"""The quick tier's shell in another language: German's long words with Large text on the 16:9 canvas at the
full floors (the pseudo-language's 40% longer words do not fit the 4:3 and 16:10 canvases yet: the menu's
top buttons, the rules' page number, the waiting room; `test_the_shell_fits_in_the_pseudo_language` holds
it to the 16:9 layout)."""


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface")
@pytest.mark.parametrize(("code", "screen", "large"), [
    pytest.param(code, screen, large, id=f"{code}-{screen[0]}x{screen[1]}-{'large' if large else 'normal'}",
                 marks=() if (code, screen, large) == LANGUAGE_QUICK else pytest.mark.slow)
    for code in SPOKEN if code != PSEUDO for screen in hardest(SHELL_SCREENS) for large in (False, True)])
def test_the_shell_meets_the_physical_floors_in_every_language(tmp_path, monkeypatch, code: str,
                                                               screen: tuple[int, int], large: bool) -> None:
    """Every language on the screen each canvas width is shown smallest on (`hardest`: the bigger screens
    of a width meet the floors if it does); English is measured on all six above. Every page, with and
    without the keyboard's focus: no word cut short, none under a focus ring, none left alone on a last
    line, none over its box, nothing too small on the screen's own pixels."""
    with on_screen(tmp_path, monkeypatch, screen) as application:
        found = physical_floors(application, screen, code, large)
    assert not found, "\n".join(found[:40])


TABLE_QUICK = {"yahtzee": ((1024, 768), False), "labyrinth": ((1280, 800), True),
               "webrace": ((1024, 768), True), "somethingwild": ((1280, 800), False)}
"""Each game's one case in the quick tier (every screen and size in all)."""


@pytest.mark.filterwarnings("ignore:Please use Window.get_surface")
@pytest.mark.parametrize(("game_id", "screen", "large"), [
    pytest.param(game_id, screen, large, id=f"{game_id}-{screen[0]}x{screen[1]}-{'large' if large else 'normal'}",
                 marks=() if TABLE_QUICK.get(game_id) == (screen, large) else pytest.mark.slow)
    for game_id in game_ids() for screen in hardest(SCREENS) for large in (False, True)])
def test_every_game_table_meets_the_physical_floors(tmp_path, monkeypatch, game_id: str, screen: tuple[int, int],
                                                    large: bool) -> None:
    """Each game's table laid out for the screen's shape (its map's layout for the canvas width), its
    play text and targets judged on the screen's own pixels: a 16:9 table drawn fitted into a 4:3 canvas
    showed 22 px text and 51 px targets on a 1024x768 screen. The smallest screen of each canvas width
    stands for the bigger ones (`hardest`)."""
    with on_screen(tmp_path, monkeypatch, screen) as application:
        found = play_and_check(application, game_id, large, seed=3, frames=600, screen=screen)
    assert not found, "\n".join(found[:40])


@pytest.mark.slow  # four games, every language and size: CI's
@pytest.mark.filterwarnings("ignore:Please use Window.get_surface")
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("code", SPOKEN)
@pytest.mark.parametrize("width", (960,))
@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_table_fits_in_every_language_on_the_narrower_canvases(
        tmp_path, monkeypatch: pytest.MonkeyPatch, game_id: str, width: int, code: str, large: bool) -> None:
    """Issue #30: each game's table laid out for the 4:3 canvas holds the longer words of every language as
    its 16:9 table does (`test_every_game_screen_fits_in_every_language`), judged at the logical floors,
    which are stricter than the physical ones on a 4:3 screen. The 1152 tables, with more room, are
    measured in English (`test_every_game_table_meets_the_physical_floors`): CI's time."""
    from spidergames.app import canvas

    monkeypatch.setenv("SPIDERGAMES_CANVAS", str(width))
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path))
    application = App(fullscreen=False)
    try:
        assert canvas.size() == (width, canvas.HEIGHT)
        with speaking(application, code):
            found = play_and_check(application, game_id, large, seed=3)
    finally:
        application.speech.close()
        pygame.quit()
        canvas.use(LOGICAL_SIZE)
    assert not found, "\n".join(found[:40])
