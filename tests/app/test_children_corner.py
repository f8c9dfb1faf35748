"""The children's part of the grown-ups' corner (issue #29): the classroom list paged by pictures, each
child's page (their settings kept in their profile and used when they play, through save and resume),
Export and Bring in a child as a round trip, Delete asked first, hostile files in the list never
harmful, every control reached by keyboard and mouse, and the pages laid out in every language and
text size. Also the two things noticed last stop: the sticker book's button clear of the child's face,
and the robots at the lowest level of the children at the table."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from driving import DT, click, key, use_settings
from layout import PAGE_TEXT, draw_frame, new_recorder, problems
from pseudo import CODE as PSEUDO
from pseudo import speaking

from spidergames.app import canvas
from spidergames.app.application import App
from spidergames.app.profiles import FOLDER, MOST_BYTES, NOT_A_PROFILE, Profile, ProfileStore
from spidergames.app.scenes.bring_in import BringInScene
from spidergames.app.scenes.child_page import ChildScene
from spidergames.app.scenes.children import ChildrenScene
from spidergames.app.scenes.corner import CornerScene
from spidergames.app.scenes.menu import MenuScene
from spidergames.app.scenes.overlays import ConfirmScene, NoticeScene
from spidergames.app.scenes.settings_scene import PER_PAGE as ROWS_PER_PAGE
from spidergames.app.scenes.settings_scene import ROW_H, ROW_TOP
from spidergames.app.scenes.settings_scene import PageArrow as RowsArrow
from spidergames.app.scenes.setup import SetupScene
from spidergames.app.scenes.who import BOOK_ICON, PER_PAGE, PageArrow, WhoScene
from spidergames.app.ui.picture_button import PictureButton
from spidergames.app.ui.theme import COLOUR_NAMES, LOGICAL_SIZE
from spidergames.app.ui.widgets import Button
from spidergames.core.protocol import HUMAN

PICTURES = ("storm", "hulk", "spider-man", "thor", "lizard", "miles-morales")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's home folder, with Documents and Downloads, in the test's folder (never the real one)."""
    folder = tmp_path / "home"
    for name in ("Documents", "Downloads"):
        (folder / name).mkdir(parents=True)
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setenv("USERPROFILE", str(folder))
    return folder


def class_of(app: App, count: int) -> list[Profile]:
    made = [app.profiles.make(f"Kid{n}", PICTURES[n % len(PICTURES)], COLOUR_NAMES[n % 4]) for n in range(count)]
    assert all(made)
    return [p for p in made if p is not None]


def labelled(scene: object, label: str) -> Button:
    return next(b for b in scene.focus.buttons if b.label == label)  # type: ignore[attr-defined]


def open_children(app: App) -> ChildrenScene:
    """Through the corner's own button, as a grown-up past the gate goes."""
    app.autoplay = True
    app.scenes.reset(MenuScene(app))
    corner = CornerScene(app)
    app.scenes.push(corner)
    click(app, labelled(corner, "Children").rect.center)
    children = app.scenes.top
    assert isinstance(children, ChildrenScene)
    return children


def faces(scene: object) -> list[str]:
    return [b.label for b in scene.focus.buttons if isinstance(b, PictureButton)]  # type: ignore[attr-defined]


def open_child(app: App, children: ChildrenScene, name: str) -> ChildScene:
    while name not in faces(children):
        click(app, next(b for b in children.focus.buttons if isinstance(b, PageArrow) and b.right).rect.center)
    click(app, labelled(children, name).rect.center)
    page = app.scenes.top
    assert isinstance(page, ChildScene) and page.child.name == name
    return page


def row_button(app: App, page: ChildScene, row: str, label: str) -> None:
    """Click `label` in the row named `row`, turning the row pages to it."""
    i = [r.label for r in page.all_rows()].index(row)
    page.page = i // ROWS_PER_PAGE
    page._build()
    top = ROW_TOP + (i % ROWS_PER_PAGE) * ROW_H
    click(app, next(b for b in page.focus.buttons if b.label == label and b.rect.top == top).rect.center)


# -- the classroom list ------------------------------------------------------------------------------
def test_forty_two_children_are_paged_by_pictures_in_the_corner(app: App) -> None:
    kids = class_of(app, 42)
    children = open_children(app)
    seen: list[str] = []
    for page in range(5):
        arrows = [b for b in children.focus.buttons if isinstance(b, PageArrow)]
        assert len(arrows) == 2 and not any(a.label for a in arrows), "arrows without words or numbers"
        right = next(a for a in arrows if a.right)
        nxt = kids[(page + 1) % 5 * PER_PAGE:][:3]
        assert right.faces == tuple((k.picture, k.colour) for k in nxt), "the next page's faces"
        seen += faces(children)
        click(app, right.rect.center)
    assert seen == [k.name for k in kids], "every child, once, in the order they were made"
    assert faces(children) == [k.name for k in kids[:PER_PAGE]], "round to the first page"


def test_plus_makes_a_new_child_shown_on_the_last_page(app: App) -> None:
    class_of(app, 12)
    children = open_children(app)
    click(app, labelled(children, "+").rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zed"))
    app.frame(DT)
    click(app, labelled(app.scenes.top, "Done").rect.center)
    assert app.scenes.top is children and faces(children)[-1] == "Zed"


# -- a child's page ------------------------------------------------------------------------------------
def test_a_childs_settings_are_kept_and_come_back_through_save_and_resume(app: App) -> None:
    [ann, bo] = class_of(app, 2)
    page = open_child(app, open_children(app), "Kid0")
    row_button(app, page, "Language", "Español")
    row_button(app, page, "Large text", "On")
    row_button(app, page, "Voice", "Off")
    row_button(app, page, "Offer a stronger robot", "No")
    row_button(app, page, "Yahtzee", "Hard")
    assert (app.settings.language, app.settings.large_text, app.settings.voice) != ("es", True, False), \
        "the computer's Settings are left as they are"
    kept = ProfileStore(app.profiles.folder.parent, lambda *a, **k: None).profiles[ann.id]
    assert (kept.language, kept.large_text, kept.voice, kept.offer_next) == ("es", True, False, False)
    assert kept.levels == {"yahtzee": "hard"}
    app.scenes.reset(MenuScene(app))
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.scenes.pop()  # Who's playing?
    setup.seat_children([app.profiles.profiles[ann.id]])
    assert [s.controller for s in setup.seats] == [HUMAN, "hard"], "her robots, at the level set for her"
    assert (app.settings.language, app.settings.large_text, app.settings.voice) == ("es", True, False)
    setup._start_now()
    assert app.saves.exists()
    app.settings.language, app.settings.large_text, app.settings.voice = "en", False, True  # as the computer is
    app.apply_settings()
    menu = MenuScene(app)
    app.scenes.reset(menu)
    menu._continue()  # the saved game, continued another day
    assert (app.settings.language, app.settings.large_text, app.settings.voice) == ("es", True, False), \
        "her settings come back with her saved game"
    assert bo.language != "es", "only hers changed"


def test_a_saved_game_continued_brings_its_childs_settings_back(app: App) -> None:
    [ann] = class_of(app, 1)
    ann.language, ann.large_text, ann.voice = "de", True, False
    app.autoplay = True
    app.scenes.reset(MenuScene(app))
    setup = SetupScene(app, "labyrinth")
    app.scenes.push(setup)
    app.scenes.pop()  # Who's playing?
    setup.seat_children([ann])
    setup._start_now()
    app.settings.language, app.settings.large_text, app.settings.voice = "fr", False, True  # someone else's game
    app.apply_settings()
    menu = MenuScene(app)
    app.scenes.reset(menu)
    menu._continue()
    assert (app.settings.language, app.settings.large_text, app.settings.voice) == ("de", True, False)


def test_picture_and_name_are_changed_on_the_new_profile_page(app: App) -> None:
    [ann] = class_of(app, 1)
    page = open_child(app, open_children(app), "Kid0")
    row_button(app, page, "Picture and name", "Change")
    maker = app.scenes.top
    assert maker.name == "Kid0" and maker.picture == ann.picture  # type: ignore[attr-defined]
    key(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="ra"))
    app.frame(DT)
    click(app, labelled(maker, "Done").rect.center)
    assert app.scenes.top is page and ann.name == "Kidra" and page.title() == "Kidra"
    assert ProfileStore(app.profiles.folder.parent, lambda *a, **k: None).profiles[ann.id].name == "Kidra"
    assert len(app.profiles.profiles) == 1, "changed, not a second child"


def test_export_delete_and_bring_back_in_the_corner(app: App, home: Path) -> None:
    [ann, bo] = class_of(app, 2)
    ann.levels["webrace"] = "easy"
    ann.stickers = []
    app.profiles.save(ann)
    before = ann.to_data()
    children = open_children(app)
    page = open_child(app, children, "Kid0")
    click(app, labelled(page, "Export").rect.center)
    told = app.scenes.top
    assert isinstance(told, NoticeScene)
    [written] = (home / "Documents").glob("spidergames-*.json")
    assert str(home / "Documents") in told.words and written.name in told.words, "it says where"
    click(app, labelled(told, "OK").rect.center)
    click(app, labelled(page, "Delete").rect.center)
    asked = app.scenes.top
    assert isinstance(asked, ConfirmScene) and asked.icon == f"portraits/{ann.picture}.png", "her face on the card"
    click(app, labelled(asked, "Keep").rect.center)
    assert ann.id in app.profiles.profiles, "Keep keeps her"
    click(app, labelled(page, "Delete").rect.center)
    click(app, labelled(app.scenes.top, "Delete").rect.center)
    assert app.scenes.top is children and faces(children) == ["Kid1"]
    assert not list((app.profiles.folder.parent / FOLDER).glob(f"*{ann.id}*")), "her file is gone"
    carried = written.read_bytes()
    click(app, labelled(children, "Bring in a child").rect.center)
    bring = app.scenes.top
    assert isinstance(bring, BringInScene)
    row = next(b for b in bring.focus.buttons if "Kid0" in b.label)
    assert row.icon == f"portraits/{ann.picture}.png", "the picture read from the file"
    click(app, row.rect.center)
    assert isinstance(app.scenes.top, NoticeScene) and "Kid0" in app.scenes.top.words
    [back] = [p for p in app.profiles.profiles.values() if p.name == "Kid0"]
    assert {**back.to_data(), "made": 0} == {**before, "made": 0}
    assert written.read_bytes() == carried, "the file brought in is left as it was"


def test_a_name_clash_is_brought_in_with_a_name_of_its_own(app: App, tmp_path: Path) -> None:
    [ann] = class_of(app, 1)
    other = ProfileStore(tmp_path / "other", lambda *a, **k: None)
    twin = other.make("Kid0", "thor", "green")
    assert twin is not None and other.export(twin.id, tmp_path / "twin.json")
    brought = app.profiles.import_file(tmp_path / "twin.json")
    assert isinstance(brought, Profile) and brought.name == "Kid0 2" and ann.name == "Kid0"
    again = app.profiles.import_file(tmp_path / "twin.json")
    assert isinstance(again, Profile) and again.name == "Kid0 3"


HOSTILE: dict[str, bytes] = {
    "spidergames-damaged.json": b'{"format": 1, "id": "0123',
    "spidergames-huge.json": b'{"x": "' + b"a" * MOST_BYTES + b'"}',
    "spidergames-wrong-types.json": json.dumps({"format": 1, "id": 5, "name": ["Ann"]}).encode(),
    "spidergames-not-utf8.json": b"\xff\xfe\x00{",
}


def test_hostile_files_are_listed_as_unreadable_and_change_nothing(app: App, home: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    [ann] = class_of(app, 1)
    for name, data in HOSTILE.items():
        (home / "Documents" / name).write_bytes(data)
    (home / "Documents" / "spidergames-a-folder.json").mkdir()
    good = home / "Documents" / "spidergames-good.json"
    assert app.profiles.export(ann.id, good)
    (home / "Documents" / "holiday.json").write_text("{}")  # a family's own file: not listed
    real_iterdir = Path.iterdir

    def iterdir(path: Path):  # Downloads cannot be read (another user's, a network drive gone)
        if path == home / "Downloads":
            raise PermissionError(13, "Permission denied", str(path))
        return real_iterdir(path)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    bring = BringInScene(app)
    app.scenes.push(bring)
    while len(bring.files) > bring.per_page * (bring.page + 1):
        bring._turn(1)
    labels = [f.path.name for f in bring.files]
    assert sorted(labels) == sorted([*HOSTILE, good.name]), "what is listed: every spidergames file, no other"
    assert {f.path.name for f in bring.files if not f.children} == set(HOSTILE)
    bring.page = 0
    bring._build()
    cannot = [b for b in bring.focus.buttons if b.label.endswith(": cannot be read")]
    assert cannot, "a bad file says so"
    before = {p.name: p.read_bytes() for p in (home / "Documents").glob("*.json") if p.is_file()}
    click(app, cannot[0].rect.center)
    assert isinstance(app.scenes.top, NoticeScene), "pressed: it is said kindly"
    assert len(app.profiles.profiles) == 1, "nothing was brought in"
    assert {p.name: p.read_bytes() for p in (home / "Documents").glob("*.json") if p.is_file()} == before


def test_a_whole_class_moves_to_another_computer_in_one_file(app: App, home: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    kids = class_of(app, 42)
    children = open_children(app)
    click(app, labelled(children, "Export the class").rect.center)
    told = app.scenes.top
    [written] = (home / "Documents").glob("spidergames-class-*.json")
    assert isinstance(told, NoticeScene) and written.name in told.words and str(home / "Documents") in told.words
    monkeypatch.setenv("SPIDERGAMES_HOME", str(tmp_path / "other"))  # the teacher's other computer...
    other = App(fullscreen=False, screen=pygame.Surface((1280, 720)))  # a second window: SDL has one
    other.autoplay = True
    [kept] = class_of(other, 1)  # ...where one child is already (called "Kid0" too)
    other.scenes.reset(MenuScene(other))
    bring = BringInScene(other)
    other.scenes.push(bring)
    row = next(b for b in bring.focus.buttons if written.name in b.label)
    assert row.label == f"A class of 42 children ({written.name})" and row.icon == "ui/children.png"
    click(other, row.rect.center)
    assert isinstance(other.scenes.top, NoticeScene) and other.scenes.top.words == "42 children are here now."
    names = [p.name for p in other.profiles.in_order()]
    assert names == ["Kid0", "Kid0 2", *[k.name for k in kids[1:]]], "the class after the child already there"
    assert [p.levels for p in other.profiles.in_order()[1:]] == [k.levels for k in kids]
    click(other, next(b for b in other.scenes.top.focus.buttons if b.label == "OK").rect.center)
    click(other, row.rect.center)  # again: there is no room for 42 more (60 at most), and nothing changes
    assert len(other.profiles.profiles) == 43 and "no room" in other.scenes.top.words  # type: ignore[attr-defined]
    assert kept.id in other.profiles.profiles


def test_a_class_file_with_one_bad_child_is_refused_whole(app: App, home: Path) -> None:
    class_of(app, 3)
    good = home / "Documents" / "spidergames-class-good.json"
    assert app.profiles.export_class(good)
    data = json.loads(good.read_text())
    data["class"][1]["picture"] = "../../etc/passwd"
    bad = home / "Documents" / "spidergames-class-bad.json"
    bad.write_text(json.dumps(data))
    assert app.profiles.import_class(bad) == NOT_A_PROFILE and len(app.profiles.profiles) == 3
    empty = home / "Documents" / "spidergames-class-empty.json"
    empty.write_text(json.dumps({"format": 1, "class": []}))
    assert app.profiles.import_class(empty) == NOT_A_PROFILE
    assert app.profiles.import_file(good) == NOT_A_PROFILE, "one child's import takes one child, not a class"


# -- keyboard and mouse --------------------------------------------------------------------------------
def every_page(app: App, home: Path) -> list[object]:
    """Each page of the children's part, opened in turn on top of the last."""
    class_of(app, 14)
    (home / "Downloads" / "spidergames-bad.json").write_text("{")
    assert app.profiles.export(app.profiles.in_order()[1].id, home / "Downloads" / "spidergames-kid1.json")
    children = open_children(app)
    page = open_child(app, children, "Kid3")
    bring = BringInScene(app)
    return [children, page, bring]


def test_the_keyboard_and_the_mouse_reach_every_control(app: App, home: Path) -> None:
    for scene in every_page(app, home):
        app.scenes.push(scene)  # type: ignore[arg-type]
        for turn in range(getattr(scene, "pages", 1)):
            buttons = [b for b in scene.focus.buttons if b.enabled]  # type: ignore[attr-defined]
            reached = set()
            for _ in range(len(scene.focus.buttons) + 1):  # type: ignore[attr-defined]
                key(app, pygame.K_TAB)
                reached.add(id(scene.focus.focused))  # type: ignore[attr-defined]
            assert {id(b) for b in buttons} <= reached, f"{type(scene).__name__} page {turn}: Tab reaches all"
            screen = pygame.Rect((0, 0), app.screen.get_size())
            for b in buttons:
                others = [o for o in buttons if o is not b and o.hit.collidepoint(b.hit.center)]
                assert screen.contains(b.hit) and not others, f"{b.label!r}: a click on it is its own"
            arrows = [b for b in buttons if isinstance(b, (PageArrow, RowsArrow))]
            if not arrows:
                break
            scene.focus.focus = -1  # type: ignore[attr-defined]
            click(app, arrows[-1].rect.center)


# -- layout ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("large", (False, True), ids=("normal", "large"))
@pytest.mark.parametrize("code", ("en", PSEUDO, "es", "fr", "de"))
def test_the_pages_fit_in_every_language_and_text_size(app: App, home: Path, code: str, large: bool) -> None:
    found: list[str] = []
    scenes = every_page(app, home)
    with speaking(app, code):
        use_settings(app, large_text=large)
        app.autoplay = True
        for scene in scenes:
            app.scenes.reset(MenuScene(app))
            app.scenes.push(scene)  # type: ignore[arg-type]
            shown = [scene]
            if isinstance(scene, ChildScene):
                scene.export()
                shown.append(app.scenes.top)
                app.scenes.pop()
                scene.ask_delete()
                shown.append(app.scenes.top)
                app.scenes.pop()
            for turn in range(getattr(scene, "pages", 1)):
                if isinstance(scene, ChildScene):
                    scene.page = turn
                    scene._build()
                drawn = draw_frame(app, new_recorder())
                found += [f"{type(scene).__name__} {turn}: {p}" for p in problems(drawn, least=PAGE_TEXT, large=large)]
            for overlay in shown[1:]:
                app.scenes.push(overlay)  # type: ignore[arg-type]
                drawn = draw_frame(app, new_recorder())
                found += [f"{type(overlay).__name__}: {p}" for p in problems(drawn, least=PAGE_TEXT, large=large)]
                app.scenes.pop()
    assert not found, "\n".join(dict.fromkeys(found))


# -- the two things noticed last stop -----------------------------------------------------------------
def test_the_sticker_book_has_its_own_picture_clear_of_the_childs_face(app: App) -> None:
    class_of(app, 10)
    who = WhoScene(app, 4, lambda chosen: None, lambda: None)
    app.scenes.push(who)
    tiles = [b for b in who.focus.buttons if isinstance(b, PictureButton)]
    books = [b for b in who.focus.buttons if b.icon == BOOK_ICON]
    assert len(books) == len(tiles) == 10
    assert not BOOK_ICON.startswith("stickers/"), "a book, not the first-win sticker"
    for tile, book in zip(tiles, books, strict=True):
        assert not book.hit.colliderect(tile.rect), "the book touches no child's picture"
        assert book.rect.top > tile.rect.bottom and book.rect.centerx == tile.rect.centerx, "right under it"
    click(app, tiles[0].rect.move(-tiles[0].rect.width // 2 + 20, -tiles[0].rect.height // 2 + 20).center)
    assert who.chosen, "the face's top corner seats the child, and opens no book"


def test_robots_play_at_the_lowest_level_of_the_children_at_the_table(app: App) -> None:
    ann, bo = class_of(app, 2)
    ann.levels["yahtzee"], bo.levels["yahtzee"] = "hard", "easy"
    setup = SetupScene(app, "yahtzee")
    app.scenes.push(setup)
    app.scenes.pop()  # Who's playing?
    setup.seat_children([ann, bo])
    assert [s.controller for s in setup.seats] == [HUMAN, HUMAN, "easy"], "the youngest's robots, whoever tapped first"
    setup._start_now()
    assert (ann.levels["yahtzee"], bo.levels["yahtzee"]) == ("hard", "easy"), "each keeps the level set for them"


@pytest.mark.parametrize("width", (960, 1152))
def test_bring_in_a_child_lays_out_for_a_narrower_canvas(app: App, home: Path, width: int) -> None:
    """Issue #30: on a 4:3 or 16:10 canvas Bring in a child lays out for its width (not shrunk into it): the
    files' rows, a page of them, lie between the page arrows, every button inside the canvas."""
    [ann] = class_of(app, 1)
    for k in range(12):  # more than a page
        assert app.profiles.export(ann.id, home / "Documents" / f"spidergames-{k}.json")
    bring = BringInScene(app)
    app.scenes.push(bring)
    try:
        canvas.use((width, canvas.HEIGHT))
        app.scenes.relayout()
        assert bring.layout_size == (width, canvas.HEIGHT), "drawn fitted"
        assert all(pygame.Rect(0, 0, width, canvas.HEIGHT).contains(b.rect) for b in bring.focus.buttons)
        arrows = [b for b in bring.focus.buttons if isinstance(b, RowsArrow)]
        rows = [b for b in bring.focus.buttons if b.label.startswith("Kid0")]
        assert arrows and rows and not any(a.rect.colliderect(r.rect) for a in arrows for r in rows)
        assert max(r.rect.bottom for r in rows) < bring.where.top, "the rows above the folders' panel"
    finally:
        canvas.use(LOGICAL_SIZE)
