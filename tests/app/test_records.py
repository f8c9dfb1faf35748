"""The grown-ups' records (issue #29): reached from the corner, one child a page paged by pictures, bars
that follow the counts real games left, the time this week, the printed pages (the class and each child,
A4 at 150 dpi, saved where a grown-up finds them, kindly refused where nothing can be written), spoken,
and reached by the mouse and by the keyboard alike."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pygame
import pytest
from driving import click, key
from tiers import quick_only

from spidergames.app import canvas, i18n, paths
from spidergames.app.application import App
from spidergames.app.printed_records import GREY, PAGE, ROWS_PER_SUMMARY
from spidergames.app.profile_prompts import RECORDS, RECORDS_OF
from spidergames.app.profiles import Profile
from spidergames.app.records import LEAST_SCALE, Saving, bar, tallies, top
from spidergames.app.scenes.corner import CornerScene
from spidergames.app.scenes.records import BAR_FILLS, RecordsScene, SavedCard, SavingCard
from spidergames.app.scenes.who import PageArrow
from spidergames.app.ui.theme import GREEN, LOGICAL_SIZE
from spidergames.core.match import Match
from spidergames.core.protocol import HUMAN, GameConfig, Seat
from spidergames.core.registry import load_game

TODAY = date(2026, 12, 3)
NOW = datetime(2026, 12, 3, 16, 5)


def play(app: App, child: Profile, game_id: str, games: int, hints: int = 0) -> int:
    """`games` real games of `game_id` for `child` against an easy robot, `hints` asked in the first; the
    games the child won."""
    won = 0
    for seed in range(games):
        seats = (Seat(child.name, HUMAN, "red", child.picture, profile=child.id), Seat("Robot", "easy", "blue", "thor"))
        match = Match(load_game(game_id), GameConfig(seats), seed)
        for _ in range(hints if seed == 0 else 0):
            match.count_hint(0)
        while not match.is_over:
            match.play(match.bot_choice("easy"))
        app.profiles.record(match)
        assert match.outcome is not None
        won += 0 in match.outcome.winners
    return won


def open_records(app: App) -> RecordsScene:
    """The corner, then its Records entry, with the mouse."""
    app.scenes.push(CornerScene(app))
    app.frame(1 / 60)
    corner = app.scenes.top
    assert isinstance(corner, CornerScene)
    click(app, next(b for b in corner.focus.buttons if b.label == "Records").rect.center)
    records = app.scenes.top
    assert isinstance(records, RecordsScene)
    records.today = TODAY
    return records


def saved(app: App) -> SavedCard:
    """The frames that write the pages, a page each; then the card saying where they went."""
    for _ in range(200):
        if not isinstance(app.scenes.top, SavingCard):
            break
        app.frame(1 / 60)
    card = app.scenes.top
    assert isinstance(card, SavedCard)
    return card


def drawn(app: App) -> pygame.Surface:
    app.frame(1 / 60)
    return pygame.display.get_surface()


def test_bars_follow_the_counts_real_games_left(app: App) -> None:
    ann = app.profiles.make("Ann", "storm", "red")
    assert ann is not None
    won = play(app, ann, "yahtzee", 3, hints=4)
    play(app, ann, "somethingwild", 1)
    app.profiles.add_time([ann.id], 25 * 60 + 10, TODAY)
    records = open_records(app)
    screen = drawn(app)
    bars = {(game, kind): rect for game, kind, rect in records.bars}
    assert {game for game, _ in bars} == set(app.profiles.games), "a row for every registered game"
    counts = {t.game: (t.played, t.won, t.hints) for t in tallies(ann, app.profiles.games)}
    assert counts["yahtzee"] == (3, won, 4) and counts["somethingwild"][0] == 1
    longest = bars["yahtzee", 2].width  # Help asked, 4: the most, so the longest bar
    for (game, kind), rect in bars.items():
        count = counts[game][kind]
        assert abs(rect.width - bar(count, 4, longest)) <= 1, (game, kind, count, rect.width)
        if count:
            assert abs(rect.width / longest - count / 4) < 0.02, "the length follows the count"
            assert tuple(screen.get_at((rect.right - 4, rect.centery)))[:3] == BAR_FILLS[kind], "and is drawn"
    assert bars["yahtzee", 0].width > bars["somethingwild", 0].width > 0
    assert all(rect.width == 0 for (game, _), rect in bars.items() if game in ("labyrinth", "webrace"))


def test_a_child_with_no_games_yet_gets_a_kind_page_and_none_no_crash(app: App) -> None:
    records = open_records(app)
    drawn(app)
    assert records.child is None and records.bars == []
    assert not any(isinstance(b, PageArrow) for b in records.focus.buttons)
    assert not next(b for b in records.focus.buttons if b.label == "Save a page to print").enabled
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, CornerScene)
    assert app.profiles.make("Bo", "hulk", "blue") is not None
    records = open_records(app)
    drawn(app)
    assert records.child is not None and records.bars == [], "no bars: the kind words and the games' pictures"
    assert not any(isinstance(b, PageArrow) for b in records.focus.buttons), "one child: nowhere to turn"


def test_forty_five_children_page_by_their_faces(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    pictures = paths.assets_dir() / "portraits"
    faces = sorted(p.stem for p in pictures.glob("*.png"))
    children = [app.profiles.make(f"C{i}", faces[i % len(faces)], "green") for i in range(45)]
    assert all(children)
    said: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(app.speech, "say_lines",
                        lambda lines, seats: said.append((lines[0].template, [s.name for s in seats])))
    records = open_records(app)
    assert said == [(RECORDS_OF.template, ["C0"])], "the title and the child's name, said"
    seen = []
    for _ in range(45):
        right = next(b for b in records.focus.buttons if isinstance(b, PageArrow) and b.right)
        assert right.faces == ((app.profiles.in_order()[(records.page + 1) % 45].picture, "green"),), \
            "the arrow shows the next child's face"
        seen.append(records.child.name if records.child else "")
        click(app, right.rect.center)
    assert seen == [f"C{i}" for i in range(45)] and records.page == 0, "every child once, then round again"
    assert said[-1] == (RECORDS_OF.template, ["C0"]) and len(said) == 46
    click(app, next(b for b in records.focus.buttons if isinstance(b, PageArrow) and not b.right).rect.center)
    assert records.child is not None and records.child.name == "C44"


def test_no_children_says_the_title(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(app.speech, "say_lines", lambda lines, seats: said.append(lines[0].template))
    open_records(app)
    assert said == [RECORDS.template]


def test_the_keyboard_reaches_every_control(app: App) -> None:
    for name in ("Ann", "Bo"):
        assert app.profiles.make(name, "storm", "red") is not None
    app.scenes.push(CornerScene(app))
    app.frame(1 / 60)
    corner = app.scenes.top
    assert isinstance(corner, CornerScene)
    for _ in range(len(corner.focus.buttons)):
        key(app, pygame.K_TAB)
        if corner.focus.focused is not None and corner.focus.focused.label == "Records":
            break
    key(app, pygame.K_RETURN)
    records = app.scenes.top
    assert isinstance(records, RecordsScene)
    records.now = lambda: NOW
    reached = set()
    for _ in range(len(records.focus.buttons)):
        key(app, pygame.K_TAB)
        assert records.focus.focused is not None
        reached.add(id(records.focus.focused))
    assert reached == {id(b) for b in records.focus.buttons}, "Tab reaches Back, both arrows and printing"
    while not isinstance(records.focus.focused, PageArrow) or not records.focus.focused.right:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert records.page == 1 and isinstance(records.focus.focused, PageArrow), "Enter turns, the focus stays"
    while records.focus.focused is None or records.focus.focused.label != "Save a page to print":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    saved(app)
    key(app, pygame.K_RETURN)  # OK has the focus
    assert app.scenes.top is records
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is corner


def grey_runs(page: pygame.Surface, left: int) -> list[int]:
    """The grey bars on a printed page right of `left`, top to bottom: each one's longest grey run."""
    found: list[int] = []
    in_bar = False
    for y in range(page.get_height()):
        row = [x for x in range(left, page.get_width()) if tuple(page.get_at((x, y)))[:3] == GREY]
        if len(row) > 4 and not in_bar:
            found.append(0)
        in_bar = len(row) > 4
        if in_bar:
            found[-1] = max(found[-1], len(row))
    return found


def test_the_printed_pages_go_to_pictures(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    (home / "Pictures").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    ann, bo = app.profiles.make("Ann", "storm", "red"), app.profiles.make("", "hulk", "blue")
    assert ann is not None and bo is not None
    play(app, ann, "yahtzee", 3, hints=1)
    play(app, ann, "labyrinth", 1)
    records = open_records(app)
    records.now = lambda: NOW
    click(app, next(b for b in records.focus.buttons if b.label == "Save a page to print").rect.center)
    card = saved(app)
    folder = home / "Pictures" / "spidergames records 2026-12-03 16.05"
    assert card.folder == str(folder), "the card shows where the pages went"
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["00 class.png", "01 Ann storm.png", "02 hulk.png"]
    pages = [pygame.image.load(str(f)) for f in files]
    assert all(p.get_size() == PAGE for p in pages), "A4 at 150 dpi"
    assert all(tuple(p.get_at((5, 5)))[:3] == (255, 255, 255) for p in pages), "white paper"
    played = [t.played for t in tallies(ann, app.profiles.games) if t.played]
    runs = grey_runs(pages[1], 400)
    assert len(runs) == len(played) == 2, "a grey bar for each game Ann played"
    length = [run + 2 * 3 for run in runs]  # the grey inside, and the bar's 3 px outline either side
    assert abs(length[1] / length[0] - played[1] / played[0]) < 0.02, "its length follows her count"
    assert grey_runs(pages[2], 400) == [], "Bo played nothing: no bars on his page"
    click(app, card.focus.buttons[0].rect.center)
    assert app.scenes.top is records


def test_forty_five_children_print_on_three_summary_pages(app: App, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "no home"))  # no Pictures folder: the app's user folder
    for i in range(45):
        assert app.profiles.make(f"C{i}", "storm", "red") is not None
    records = open_records(app)
    records.now = lambda: NOW
    records._print()
    card = saved(app)
    folder = paths.user_dir() / "spidergames records 2026-12-03 16.05"
    assert card.folder == str(folder)
    assert len(list(folder.iterdir())) == 45 + -(-45 // ROWS_PER_SUMMARY) == 48


def test_a_folder_nothing_can_be_written_in_is_reported_kindly(app: App, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    (home / "Pictures").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    ann = app.profiles.make("Ann", "storm", "red")
    assert ann is not None
    play(app, ann, "yahtzee", 1)
    kept = sorted((p.name, p.read_bytes()) for p in app.profiles.folder.iterdir())
    name = "spidergames records 2026-12-03 16.05"
    (home / "Pictures" / name).write_text("a file where the folder would go")
    records = open_records(app)
    records.now = lambda: NOW
    records._print()
    card = saved(app)
    assert card.folder == str(paths.user_dir() / name), \
        "Pictures cannot take it: the app's own folder does"
    card.close()
    blocker = tmp_path / "blocked"
    blocker.write_text("not a folder")
    monkeypatch.setenv("SPIDERGAMES_HOME", str(blocker / "inside"))
    records._print()
    card = saved(app)
    assert card.folder == "" and "could not be saved" in card.said
    assert "still here" in card.said
    drawn(app)  # the card draws its words
    card.close()
    assert app.scenes.top is records and records.child is not None and records.child.played == {"yahtzee": 1}
    assert sorted((p.name, p.read_bytes()) for p in app.profiles.folder.iterdir()) == kept, "nothing lost"


@pytest.mark.parametrize("fps", quick_only((24, 60, 144), 24))
def test_the_pages_are_written_a_page_a_frame(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              fps: int) -> None:
    """Forty children's pages take seconds: the window stays awake, drawing every frame how far it got."""
    monkeypatch.setenv("HOME", str(tmp_path / "no home"))
    for i in range(24):
        assert app.profiles.make(f"C{i}", "storm", "red") is not None
    records = open_records(app)
    records.now = lambda: NOW
    records._print()
    saving = app.scenes.top
    assert isinstance(saving, SavingCard) and saving.animating
    saving.on_back()  # Back waits for the pages
    assert app.scenes.top is saving
    pages, done = len(saving.saving.pages), []
    while isinstance(app.scenes.top, SavingCard):
        app.frame(1 / fps)
        done.append(saving.saving.done)
        screen = pygame.display.get_surface()
        if isinstance(app.scenes.top, SavingCard):
            filled = sum(tuple(screen.get_at((x, 400)))[:3] == GREEN for x in range(0, 1280, 4))
            assert abs(filled * 4 - 512 * done[-1] // pages) <= 8, "the bar (512 px inside) shows how far it got"
    assert pages == 24 + 2 and done == list(range(1, pages)) + [pages], "a page a frame, each one once"
    assert isinstance(app.scenes.top, SavedCard)


@pytest.mark.parametrize("code", ("en", "es", "fr", "de"))
def test_numbers_are_grouped_as_each_language_writes_them(code: str) -> None:
    babel = pytest.importorskip("babel.numbers")  # a contributors' tool: the app itself does without it
    before = i18n.language()
    i18n.install(code)
    try:
        for n in (0, 7, 999, 1000, 12_345, 1_000_000):
            assert i18n.whole(n) == babel.format_decimal(n, locale=code), (code, n)
    finally:
        i18n.install(before)


def test_the_pictures_folder_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert paths.pictures_dir() is None, "no Pictures folder at all"
    (tmp_path / "Pictures").mkdir()
    assert paths.pictures_dir() == tmp_path / "Pictures"
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "user-dirs.dirs").write_text('# made by xdg-user-dirs\nXDG_PICTURES_DIR="$HOME/Bilder"\n')
    assert paths.pictures_dir() == tmp_path / "Pictures", "a folder named that does not exist: Pictures"
    (tmp_path / "Bilder").mkdir()
    assert paths.pictures_dir() == tmp_path / "Bilder", "the user's own Pictures folder, in their language"


def test_one_scale_a_page() -> None:
    child = Profile("0123456789ab", played={"yahtzee": 10}, won={"yahtzee": 5}, hints={"labyrinth": 20})
    counts = tallies(child, ("yahtzee", "labyrinth"))
    assert top(counts) == 20
    assert top(tallies(Profile("0123456789ab", played={"yahtzee": 1}), ("yahtzee",))) == LEAST_SCALE, \
        "a first game is a short bar"
    assert [bar(n, 20, 400) for n in (0, 1, 5, 10, 20)] == [0, 20, 100, 200, 400]
    assert bar(1, 1000, 400) > 0, "a one beside a thousand still shows"


@pytest.mark.parametrize("width", (960, 1152))
def test_the_records_and_their_cards_lay_out_for_a_narrower_canvas(app: App, width: int) -> None:
    """Issue #30: on a 4:3 or 16:10 canvas the records, and the cards over them, lay out for its width (drawn
    at 1:1, not shrunk into it with 24 px text drawn 18 px): every button inside the canvas."""
    open_records(app)
    pages = Saving([(str(k), lambda: pygame.Surface((4, 4))) for k in range(3)], Path("."), datetime(2026, 12, 4))
    for card in (SavingCard(app, pages), SavedCard(app, "Saved 13 pages to print in this folder:", "C:\\x")):
        app.scenes.push(card)
        try:
            canvas.use((width, canvas.HEIGHT))
            app.scenes.relayout()
            for scene in app.scenes.stack[-2:]:
                assert scene.layout_size == (width, canvas.HEIGHT), f"{type(scene).__name__} is drawn fitted"
                assert all(pygame.Rect(0, 0, width, canvas.HEIGHT).contains(b.rect) for b in scene.focus.buttons)
        finally:
            canvas.use(LOGICAL_SIZE)
            app.scenes.relayout()
        app.scenes.pop(card)
